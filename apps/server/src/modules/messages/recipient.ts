import type { UserInfo } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import type { Recipient } from './deps.ts';

/** A member as the inbox needs them, from the user module's profile; null when there is none. */
export async function recipientOf(
  userInfo: (memberId: number) => Promise<UserInfo>,
  memberId: number,
): Promise<Recipient | null> {
  try {
    const u = await userInfo(memberId);
    return { vipLevel: u.vipLevel, joinedAt: new Date(u.createdAt) };
  } catch (e) {
    if (e instanceof AppError) return null;
    throw e;
  }
}
