import { createHash } from 'node:crypto';
import { isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { AppError } from './errors.ts';

// The lock-out of password attempts, one mechanism for members (login, withdrawal password) and operators.
type LockRule = Pick<Config['login'], 'maxFailures' | 'lockMinutes'>;

/** Whole minutes left at `now` of a lock-out, at least one. */
export function minutesUntil(date: Date, now: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 60_000));
}

/**
 * The update that claims one password attempt before its hash is checked (docs/decisions.md, Lock-out
 * counted before the hash): it counts the attempt, and the attempt that reaches the limit locks the
 * account in the same statement. Only an unlocked row can be claimed, so however many attempts
 * arrive at once, at most `maxFailures` are checked per lock-out. After the claim, `until` is set
 * exactly when this attempt locked the account. A right password then clears both.
 */
export function attemptClaim(counter: PgColumn, until: PgColumn, rule: LockRule, now: Date) {
  const end = new Date(now.getTime() + rule.lockMinutes * 60_000);
  const reaches = sql`${counter} + 1 >= ${rule.maxFailures}`;
  return {
    count: sql`case when ${reaches} then 0 else ${counter} + 1 end` as SQL<number>,
    until: sql`case when ${reaches} then ${end.toISOString()}::timestamptz else null end` as SQL<Date | null>,
    unlocked: or(isNull(until), lte(until, now))!,
  };
}

/**
 * Runs `claim` and, when it claimed nothing, asks `held` why: no such account (null), or locked
 * until a time (throws `locked` with the minutes left). A lock that ended between the two
 * statements is claimed again.
 */
export async function claimOrRefuse<T>(
  claim: () => Promise<T | undefined>,
  held: () => Promise<{ until: Date | null } | undefined>,
  locked: (minutes: number) => AppError,
  clock: Clock,
): Promise<T | null> {
  for (let tries = 0; tries < 3; tries += 1) {
    const claimed = await claim();
    if (claimed) return claimed;
    const row = await held();
    if (!row) return null;
    const now = clock();
    if (row.until && row.until > now) throw locked(minutesUntil(row.until, now));
  }
  throw locked(1);
}

// Checks under way, per database (tests run several apps in one process), by account and secret.
const running = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * Runs `check` of `secret` on `account`, or joins the same check already under way: a member whose
 * app sends the right password several times at once makes one attempt, not several, so honest
 * concurrency never reaches the lock-out. Only a digest of the pair is kept, while the check runs.
 */
export function checkOnce<T>(db: Db, account: string, secret: string, check: () => Promise<T>): Promise<T> {
  let checks = running.get(db);
  if (!checks) running.set(db, (checks = new Map()));
  const key = createHash('sha256').update(account).update('\0').update(secret).digest('base64');
  const joined = checks.get(key) as Promise<T> | undefined;
  if (joined) return joined;
  const started = check().finally(() => checks.delete(key));
  checks.set(key, started);
  return started;
}
