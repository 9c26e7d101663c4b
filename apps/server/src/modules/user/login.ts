import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LoginInputSchema, Session } from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { passGates } from '../../lib/gates.ts';
import { attemptClaim, checkOnce, claimOrRefuse } from '../../lib/lock-out.ts';
import { verifyAgainstDummy, verifySecret } from '../../lib/password.ts';
import type { UserDeps } from './deps.ts';
import { members } from './schema.ts';
import { noticingNewDevice } from './new-device.ts';
import { openSession, type ClientInfo } from './sessions.ts';

/**
 * Counts one attempt on the login password of the member `which` selects, before it is checked
 * (docs/decisions.md, Lock-out counted before the hash); null when there is no such member, 423 while locked.
 * After a wrong password, `lockedUntil` is set only when this attempt was the one that locked.
 */
export async function claimLoginAttempt({ db, config, clock }: UserDeps, which: SQL) {
  return claimOrRefuse(
    async () => {
      const claim = attemptClaim(members.failedLogins, members.lockedUntil, config.login, clock());
      const [row] = await db
        .update(members)
        .set({ failedLogins: claim.count, lockedUntil: claim.until })
        .where(and(which, claim.unlocked))
        .returning();
      return row;
    },
    async () => {
      const [row] = await db.select({ until: members.lockedUntil }).from(members).where(which);
      return row;
    },
    (minutes) => new AppError('user.locked', 423, { minutes }),
    clock,
  );
}

/** A right login password: the attempts counted so far no longer count. */
export async function clearLoginFailures(db: Db, memberId: number): Promise<void> {
  await db.update(members).set({ failedLogins: 0, lockedUntil: null }).where(eq(members.id, memberId));
}

/** The answer to a wrong login password: 423 from the attempt that locked the account. */
export function wrongLoginPassword(
  claimed: { lockedUntil: Date | null },
  config: UserDeps['config'],
  key: 'user.login_failed' | 'user.old_password_wrong' | 'security.login_password_wrong',
): AppError {
  if (claimed.lockedUntil) return new AppError('user.locked', 423, { minutes: config.login.lockMinutes });
  return new AppError(key);
}

/**
 * The member of a right username (any case) and password, the attempt counted first. An unknown
 * username costs the same time as a wrong password and gets the same answer, so neither tells
 * which usernames exist.
 */
function checkLogin(deps: UserDeps, input: z.output<typeof LoginInputSchema>) {
  const { db, config } = deps;
  return checkOnce(db, `login:${input.username.toLowerCase()}`, input.password, async () => {
    const member = await claimLoginAttempt(deps, sql`lower(${members.username}) = lower(${input.username})`);
    if (!member) {
      await verifyAgainstDummy(input.password);
      throw new AppError('user.login_failed');
    }
    if (!(await verifySecret(member.passwordHash, input.password))) {
      throw wrongLoginPassword(member, config, 'user.login_failed');
    }
    await clearLoginFailures(db, member.id);
    return member;
  });
}

/** Signs a member in; repeated wrong passwords lock the account for a while. */
export async function login(
  deps: UserDeps,
  input: z.output<typeof LoginInputSchema>,
  client: ClientInfo,
): Promise<Session> {
  const member = await checkLogin(deps, input);
  if (member.status !== 'active') throw new AppError('user.disabled', 403);
  await passGates(deps.signInGates, { memberId: member.id });
  return noticingNewDevice(deps, member.id, client, () => openSession(deps.db, deps, member, client));
}
