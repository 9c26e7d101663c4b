import type { UserService } from '../modules/user/service.ts';

export const DEMO_MEMBER = { username: 'demo01', password: 'demo2026', withdrawPassword: '135790' } as const;

/** A member to try the platform with; created once, through the same service a registration uses. */
export async function seedDemo(users: UserService): Promise<void> {
  try {
    await users.register(
      {
        username: DEMO_MEMBER.username,
        password: DEMO_MEMBER.password,
        confirmPassword: DEMO_MEMBER.password,
        phone: '13800138000',
        inviteCode: '',
        realName: '演示会员',
        withdrawPassword: DEMO_MEMBER.withdrawPassword,
        agree: true,
      },
      { ip: '127.0.0.1', userAgent: 'seed' },
    );
  } catch (error) {
    if ((error as { key?: string }).key !== 'user.username_taken') throw error;
  }
}
