import type { Config } from '../config.ts';
import type { Users } from '../modules/user/index.ts';

export const DEMO_MEMBER = { username: 'demo01', password: 'demo2026', withdrawPassword: '135790' } as const;

/** A member to try the platform with; created once, through the same function a registration uses. */
export async function seedDemo(users: Pick<Users, 'register'>): Promise<void> {
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

/**
 * The one seeding step of every start, before serving: each module's reference data in order
 * (they keep what an operator changed), then the demo member when configured.
 */
export async function seed(
  config: Pick<Config, 'seedDemo'>,
  { seeds, users }: { seeds: readonly (() => Promise<void>)[]; users: Pick<Users, 'register'> },
): Promise<void> {
  for (const step of seeds) await step();
  if (config.seedDemo) await seedDemo(users);
}
