import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { VenueAdapter, VenueOutcome } from './adapter.ts';
import type { VenueCatalogue } from './catalogue.ts';
import { settleTransfer } from './settle.ts';
import type { Direction } from './transfer-rows.ts';

export type ReconcileReport = { checked: number; settled: number; stillPending: number };
type Claimed = { id: string; member_id: string; venue_code: string; direction: Direction; amount: string };

/** Takes a batch of due pending transfers and leases them (`check_after`) so no other run takes them. */
function claimDue(db: Db, asOf: Date, leaseUntil: Date, limit: number) {
  return queryRows<Claimed>(
    db,
    sql`update venue_transfers set check_after = ${leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1
        where id in (
          select id from venue_transfers
          where status = 'pending' and check_after <= ${asOf.toISOString()}::timestamptz
          order by check_after limit ${limit}
          for update skip locked)
        returning id, member_id::text as member_id, venue_code, direction, amount::text as amount`,
  );
}

/** Asks the venue about one transfer; one it never saw is sent again under the same id. */
async function outcomeOf(db: Db, catalogue: VenueCatalogue, c: Claimed) {
  const venue = await catalogue.find(c.venue_code);
  const adapter = venue ? catalogue.adapterOf(venue) : null;
  if (!adapter) return { result: 'unknown', error: 'venue not reachable' } as const;
  let outcome: VenueOutcome | Awaited<ReturnType<VenueAdapter['transferStatus']>> = await adapter.transferStatus(
    db,
    c.id,
  );
  if (outcome.result === 'not_found') {
    const request = { transferId: c.id, memberId: Number(c.member_id), amount: BigInt(c.amount) };
    outcome = c.direction === 'in' ? await adapter.deposit(null, request) : await adapter.withdraw(null, request);
  }
  return outcome;
}

/**
 * Settles pending transfers whose outcome is unknown, exactly once each. It takes a batch with
 * `FOR UPDATE SKIP LOCKED` and leases it, so several instances running this at once never work on
 * the same transfer; the settlement itself is guarded by the row's status. For each, it asks the
 * venue by our transfer id; a venue that never saw the id gets the same transfer again under that
 * id (it applies an id at most once), which ends in a definite answer. An unanswered venue leaves
 * the transfer pending for the next run. `asOf` lets tests treat young transfers as due.
 */
export async function reconcileTransfers(
  db: Db,
  catalogue: VenueCatalogue,
  o: { leaseMs: number; clock: Clock },
  options: { asOf?: Date; limit?: number } = {},
): Promise<ReconcileReport> {
  const now = o.clock();
  const leaseUntil = new Date(now.getTime() + o.leaseMs);
  const claimed = await claimDue(db, options.asOf ?? now, leaseUntil, options.limit ?? 100);
  const report: ReconcileReport = { checked: claimed.length, settled: 0, stillPending: 0 };
  for (const c of claimed) {
    const outcome = await outcomeOf(db, catalogue, c);
    if (outcome.result === 'success' || outcome.result === 'failed') {
      if (await settleTransfer(db, c.id, outcome, o.clock())) report.settled += 1;
    } else report.stillPending += 1;
  }
  return report;
}
