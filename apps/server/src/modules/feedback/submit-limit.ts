import { eq, sql } from 'drizzle-orm';
import { LIMITS } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { feedbackTickets } from './schema.ts';

// Distinct from every other advisory lock in the code base (payout's binds take 7_240_101); the member id is the second key.
const SUBMIT_LOCK = 7_240_102;

/**
 * Refuses a new ticket past the member's limits: LIMITS.feedbackDailyMax submitted in the past 24
 * hours, LIMITS.feedbackOpenMax waiting for support (docs/decisions.md, Feedback). The lock on the
 * member, held to the end of `tx`, makes submissions sent at once count one after the other: on
 * PostgreSQL a check then an insert would otherwise let them all through.
 */
export async function assertRoomForTicket(tx: Tx, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUBMIT_LOCK}, ${memberId}::int)`);
  const [row] = await tx
    .select({
      recent: sql<number>`(count(*) filter (where ${feedbackTickets.createdAt} > now() - interval '24 hours'))::int`,
      open: sql<number>`(count(*) filter (where ${feedbackTickets.status} = 'open'))::int`,
    })
    .from(feedbackTickets)
    .where(eq(feedbackTickets.memberId, memberId));
  if ((row?.recent ?? 0) >= LIMITS.feedbackDailyMax) {
    throw new AppError('feedback.daily_limit', 429, { max: LIMITS.feedbackDailyMax });
  }
  if ((row?.open ?? 0) >= LIMITS.feedbackOpenMax) {
    throw new AppError('feedback.too_many_open', 429, { max: LIMITS.feedbackOpenMax });
  }
}
