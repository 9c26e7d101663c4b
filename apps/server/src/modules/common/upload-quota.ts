import { and, eq, sql } from 'drizzle-orm';
import { LIMITS } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { uploadQuotas } from './schema.ts';

const MB = 1024 * 1024;
const quotaError = () =>
  new AppError('upload.daily_quota', 429, { count: LIMITS.uploadDailyCount, mb: LIMITS.uploadDailyBytes / MB });

/** Today in the platform's time zone, as the database sees it (every instance agrees). */
const today = (timeZone: string) => sql<string>`(now() at time zone ${timeZone})::date`;

/** Refuses at once when the member's quota for today is already used up, before the file is read. */
export async function checkQuotaLeft(db: Db, memberId: number, timeZone: string): Promise<void> {
  const [used] = await db
    .select({ count: uploadQuotas.count, bytes: uploadQuotas.bytes })
    .from(uploadQuotas)
    .where(and(eq(uploadQuotas.memberId, memberId), eq(uploadQuotas.day, today(timeZone))));
  if (used && (used.count >= LIMITS.uploadDailyCount || used.bytes >= LIMITS.uploadDailyBytes)) throw quotaError();
}

/**
 * Counts one upload of `bytes` against today's quota, or refuses it. One statement: the row is
 * raised only while both totals stay within the quota, and concurrent uploads of one member wait
 * on the row's lock and see each other's counts, so none gets past the quota (docs/decisions.md,
 * Members). Answers the day counted, for `releaseQuota`.
 */
export async function reserveQuota(db: Db, memberId: number, bytes: number, timeZone: string): Promise<string> {
  if (bytes > LIMITS.uploadDailyBytes) throw quotaError();
  const [row] = await db
    .insert(uploadQuotas)
    .values({ memberId, day: today(timeZone), count: 1, bytes })
    .onConflictDoUpdate({
      target: [uploadQuotas.memberId, uploadQuotas.day],
      set: { count: sql`${uploadQuotas.count} + 1`, bytes: sql`${uploadQuotas.bytes} + excluded.bytes` },
      setWhere: sql`${uploadQuotas.count} + 1 <= ${LIMITS.uploadDailyCount}
        and ${uploadQuotas.bytes} + excluded.bytes <= ${LIMITS.uploadDailyBytes}`,
    })
    .returning({ day: uploadQuotas.day });
  if (!row) throw quotaError();
  return row.day;
}

/** Gives back what `reserveQuota` counted, for an upload that was then refused. */
export async function releaseQuota(db: Db, memberId: number, day: string, bytes: number): Promise<void> {
  await db
    .update(uploadQuotas)
    .set({ count: sql`${uploadQuotas.count} - 1`, bytes: sql`${uploadQuotas.bytes} - ${bytes}` })
    .where(and(eq(uploadQuotas.memberId, memberId), eq(uploadQuotas.day, day)));
}
