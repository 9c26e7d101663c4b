import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  ResetPasswordInputSchema,
  ResetWithdrawPasswordInputSchema,
  SetWithdrawPasswordInputSchema,
} from '@app/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { hashSecret, verifySecret } from '../../lib/password.ts';
import type { UserDeps } from './deps.ts';
import { lockedUntil, minutesUntil } from './lock-out.ts';
import { findMember } from './profile.ts';
import { members } from './schema.ts';
import { revokeAll } from './sessions.ts';

/** Changes the login password and ends every session, this one too. */
export async function resetPassword(
  { db }: UserDeps,
  memberId: number,
  input: z.output<typeof ResetPasswordInputSchema>,
): Promise<void> {
  const m = await findMember(db, memberId);
  if (!(await verifySecret(m.passwordHash, input.oldPassword))) throw new AppError('user.old_password_wrong');
  if (input.oldPassword === input.newPassword) throw new AppError('user.same_password');
  const passwordHash = await hashSecret(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash, updatedAt: new Date() }).where(eq(members.id, memberId));
    await revokeAll(tx, memberId);
  });
}

/** Sets the withdrawal password of a member who has none, confirmed by the login password. */
export async function setWithdrawPassword(
  { db }: UserDeps,
  memberId: number,
  input: z.output<typeof SetWithdrawPasswordInputSchema>,
): Promise<void> {
  const m = await findMember(db, memberId);
  if (m.withdrawPasswordHash) throw new AppError('user.withdraw_password_exists', 409);
  if (!(await verifySecret(m.passwordHash, input.password))) throw new AppError('user.old_password_wrong');
  const withdrawPasswordHash = await hashSecret(input.withdrawPassword);
  await db
    .update(members)
    .set({ withdrawPasswordHash, updatedAt: new Date() })
    .where(and(eq(members.id, memberId), isNull(members.withdrawPasswordHash)));
}

export async function resetWithdrawPassword(
  deps: UserDeps,
  memberId: number,
  input: z.output<typeof ResetWithdrawPasswordInputSchema>,
): Promise<void> {
  await verifyWithdrawPassword(deps, memberId, input.oldWithdrawPassword);
  const withdrawPasswordHash = await hashSecret(input.withdrawPassword);
  await deps.db.update(members).set({ withdrawPasswordHash, updatedAt: new Date() }).where(eq(members.id, memberId));
}

/** Checks the withdrawal password with the same lock-out as logins; throws when it is missing or wrong. */
export async function verifyWithdrawPassword({ db, config }: UserDeps, memberId: number, secret: string) {
  const m = await findMember(db, memberId);
  if (!m.withdrawPasswordHash) throw new AppError('user.withdraw_password_missing');
  if (m.withdrawPasswordLockedUntil && m.withdrawPasswordLockedUntil > new Date()) {
    throw new AppError('user.withdraw_password_locked', 423, { minutes: minutesUntil(m.withdrawPasswordLockedUntil) });
  }
  if (await verifySecret(m.withdrawPasswordHash, secret)) {
    if (m.failedWithdrawPasswords > 0) {
      await db.update(members).set({ failedWithdrawPasswords: 0 }).where(eq(members.id, memberId));
    }
    return;
  }
  const [after] = await db
    .update(members)
    .set({ failedWithdrawPasswords: sql`${members.failedWithdrawPasswords} + 1` })
    .where(eq(members.id, memberId))
    .returning({ failed: members.failedWithdrawPasswords });
  if ((after?.failed ?? 0) >= config.login.maxFailures) {
    await db
      .update(members)
      .set({ failedWithdrawPasswords: 0, withdrawPasswordLockedUntil: lockedUntil(config) })
      .where(eq(members.id, memberId));
    throw new AppError('user.withdraw_password_locked', 423, { minutes: config.login.lockMinutes });
  }
  throw new AppError('user.withdraw_password_wrong');
}
