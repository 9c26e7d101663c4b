import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type {
  ResetPasswordInputSchema,
  ResetWithdrawPasswordInputSchema,
  SetWithdrawPasswordInputSchema,
} from '@app/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { attemptClaim, checkOnce, claimOrRefuse } from '../../lib/lock-out.ts';
import { hashSecret, verifySecret } from '../../lib/password.ts';
import type { UserDeps } from './deps.ts';
import { claimLoginAttempt, clearLoginFailures, wrongLoginPassword } from './login.ts';
import { findMember } from './profile.ts';
import { members } from './schema.ts';
import { changeMember } from './session-cache.ts';
import { revokeAll } from './sessions.ts';

/**
 * Checks the member's login password with the lock-out of logins (an attempt is counted before it is
 * checked); also what other modules ask before a sensitive change (docs/decisions.md, Account security).
 */
export function verifyLoginPassword(
  deps: UserDeps,
  memberId: number,
  secret: string,
  wrongKey: 'user.old_password_wrong' | 'security.login_password_wrong' = 'user.old_password_wrong',
): Promise<void> {
  const { db, config } = deps;
  return checkOnce(db, `login-of:${memberId}`, secret, async () => {
    const m = await claimLoginAttempt(deps, eq(members.id, memberId));
    if (!m) throw new AppError('common.unauthorized', 401);
    if (!(await verifySecret(m.passwordHash, secret))) throw wrongLoginPassword(m, config, wrongKey);
    await clearLoginFailures(db, memberId);
  });
}

/** Changes the login password and ends every session, this one too. */
export async function resetPassword(
  deps: UserDeps,
  memberId: number,
  input: z.output<typeof ResetPasswordInputSchema>,
): Promise<void> {
  const { db } = deps;
  await verifyLoginPassword(deps, memberId, input.oldPassword);
  if (input.oldPassword === input.newPassword) throw new AppError('user.same_password');
  const passwordHash = await hashSecret(input.newPassword);
  await changeMember(db, memberId, async (tx) => {
    const now = deps.clock();
    await tx.update(members).set({ passwordHash, updatedAt: now }).where(eq(members.id, memberId));
    await revokeAll(tx, memberId, now);
    await deps.notify(tx, memberId, 'password_changed');
  });
}

/** Sets the withdrawal password of a member who has none, confirmed by the login password. */
export async function setWithdrawPassword(
  deps: UserDeps,
  memberId: number,
  input: z.output<typeof SetWithdrawPasswordInputSchema>,
): Promise<void> {
  const { db } = deps;
  const m = await findMember(db, memberId);
  if (m.withdrawPasswordHash) throw new AppError('user.withdraw_password_exists', 409);
  await verifyLoginPassword(deps, memberId, input.password);
  const withdrawPasswordHash = await hashSecret(input.withdrawPassword);
  await changeMember(db, memberId, async (tx) => {
    await tx
      .update(members)
      .set({ withdrawPasswordHash, updatedAt: deps.clock() })
      .where(and(eq(members.id, memberId), isNull(members.withdrawPasswordHash)));
    await deps.notify(tx, memberId, 'withdraw_password_changed');
  });
}

export async function resetWithdrawPassword(
  deps: UserDeps,
  memberId: number,
  input: z.output<typeof ResetWithdrawPasswordInputSchema>,
): Promise<void> {
  await verifyLoginPassword(deps, memberId, input.password, 'security.login_password_wrong');
  await verifyWithdrawPassword(deps, memberId, input.oldWithdrawPassword);
  const withdrawPasswordHash = await hashSecret(input.withdrawPassword);
  await changeMember(deps.db, memberId, async (tx) => {
    await tx.update(members).set({ withdrawPasswordHash, updatedAt: deps.clock() }).where(eq(members.id, memberId));
    await deps.notify(tx, memberId, 'withdraw_password_changed');
  });
}

/** Counts one attempt on the withdrawal password before it is checked; throws when it is missing or locked. */
async function claimWithdrawAttempt({ db, config, clock }: UserDeps, memberId: number) {
  const claimed = await claimOrRefuse(
    async () => {
      const claim = attemptClaim(
        members.failedWithdrawPasswords,
        members.withdrawPasswordLockedUntil,
        config.login,
        clock(),
      );
      const [row] = await db
        .update(members)
        .set({ failedWithdrawPasswords: claim.count, withdrawPasswordLockedUntil: claim.until })
        .where(and(eq(members.id, memberId), isNotNull(members.withdrawPasswordHash), claim.unlocked))
        .returning({ hash: members.withdrawPasswordHash, lockedUntil: members.withdrawPasswordLockedUntil });
      return row;
    },
    async () => {
      const m = await findMember(db, memberId);
      if (!m.withdrawPasswordHash) throw new AppError('user.withdraw_password_missing');
      return { until: m.withdrawPasswordLockedUntil };
    },
    (minutes) => new AppError('user.withdraw_password_locked', 423, { minutes }),
    clock,
  );
  // `held` throws rather than answering "no such member", so a claim is all that can come back.
  return { hash: claimed!.hash!, lockedUntil: claimed!.lockedUntil };
}

/** Checks the withdrawal password with the same lock-out as logins; throws when it is missing or wrong. */
export function verifyWithdrawPassword(deps: UserDeps, memberId: number, secret: string): Promise<void> {
  return checkOnce(deps.db, `withdraw:${memberId}`, secret, async () => {
    const claimed = await claimWithdrawAttempt(deps, memberId);
    if (await verifySecret(claimed.hash, secret)) {
      await deps.db
        .update(members)
        .set({ failedWithdrawPasswords: 0, withdrawPasswordLockedUntil: null })
        .where(eq(members.id, memberId));
      return;
    }
    // Set only when this attempt was the one that reached the limit.
    if (claimed.lockedUntil) {
      throw new AppError('user.withdraw_password_locked', 423, { minutes: deps.config.login.lockMinutes });
    }
    throw new AppError('user.withdraw_password_wrong');
  });
}
