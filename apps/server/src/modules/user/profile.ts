import { and, eq, lt } from 'drizzle-orm';
import type { UserInfo } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { changeMember } from './session-cache.ts';
import type { UserDeps } from './deps.ts';
import { members } from './schema.ts';
import { balanceView, summaryView, userInfoView, type Member } from './views.ts';

/** The member of a valid session; one that has gone since reads as signed out. */
export async function findMember(db: Db, memberId: number): Promise<Member> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) throw new AppError('common.unauthorized', 401);
  return member;
}

export async function userInfo(db: Db, memberId: number): Promise<UserInfo> {
  return userInfoView(await findMember(db, memberId));
}

/** Who the member is in a few words: uid, username, avatar and VIP level. */
export async function summary(db: Db, memberId: number) {
  return summaryView(await findMember(db, memberId));
}

/** The summary with the central balance, for the header of the member's pages. */
export async function summaryWithBalance({ db, balanceOf }: UserDeps, memberId: number) {
  const [brief, balance] = await Promise.all([summary(db, memberId), balanceOf(memberId)]);
  return { ...brief, ...balanceView(balance) };
}

export async function centralBalance({ balanceOf }: UserDeps, memberId: number) {
  return { ...balanceView(await balanceOf(memberId)), currency: 'CNY' as const };
}

/** Raises the member's VIP level to `level` (never lowers it), announced to every instance's session cache. */
export async function raiseVipLevel(db: Db, memberId: number, level: number): Promise<void> {
  await changeMember(db, memberId, (tx) =>
    tx
      .update(members)
      .set({ vipLevel: level })
      .where(and(eq(members.id, memberId), lt(members.vipLevel, level))),
  );
}
