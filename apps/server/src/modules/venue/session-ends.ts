import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { VenueSessionsEnded } from './adapter.ts';
import type { VenueCatalogue } from './catalogue.ts';

export type SessionEndReport = { checked: number; ended: number; stillPending: number };
type Claimed = { member_id: string; venue_code: string; version: number };

/**
 * Records that the member's sessions must end at every venue where they are a player (a member
 * who never was one has none to end), in `ex`'s transaction: the exclusion's own, so a started
 * exclusion never lacks its request. A request already waiting is renewed (its `version` moves on).
 */
async function request(ex: Executor, memberId: number, now: Date): Promise<void> {
  await ex.execute(sql`
    insert into venue_session_ends (member_id, venue_code, check_after, requested_at)
    select member_id, venue_code, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from venue_players where member_id = ${memberId}
    on conflict (member_id, venue_code) do update
      set version = venue_session_ends.version + 1, attempts = 0, last_error = null,
          check_after = excluded.check_after, requested_at = excluded.requested_at`);
}

/** Takes the due requests (of one member, or of all) and leases them, so no other run asks the venue meanwhile. */
function claimDue(db: Db, o: { asOf: Date; leaseUntil: Date; limit: number; memberId: number | null }) {
  const ofMember = o.memberId === null ? sql`` : sql`and member_id = ${o.memberId}`;
  return queryRows<Claimed>(
    db,
    sql`update venue_session_ends set check_after = ${o.leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1
        where (member_id, venue_code) in (
          select member_id, venue_code from venue_session_ends
          where check_after <= ${o.asOf.toISOString()}::timestamptz ${ofMember}
          order by check_after limit ${o.limit}
          for update skip locked)
        returning member_id::text as member_id, venue_code, version`,
  );
}

/**
 * Asks one venue to end the member's sessions. A confirmation deletes the request it answered
 * (a newer one stays); anything else leaves it for the next run, once its lease has passed.
 */
async function ask(db: Db, catalogue: VenueCatalogue, c: Claimed): Promise<boolean> {
  const venue = await catalogue.find(c.venue_code);
  // Under our maintenance switch the venue's own servers may still be playing: it is asked all the same.
  const adapter = venue ? catalogue.adapterOf(venue, { duringMaintenance: true }) : null;
  const answer: VenueSessionsEnded = adapter
    ? await adapter.endSessions(Number(c.member_id))
    : { result: 'unknown', error: 'venue not reachable' };
  const row = sql`member_id = ${c.member_id}::bigint and venue_code = ${c.venue_code} and version = ${c.version}`;
  if (answer.result === 'success') {
    await db.execute(sql`delete from venue_session_ends where ${row}`);
    return true;
  }
  await db.execute(sql`update venue_session_ends set last_error = ${answer.error} where ${row}`);
  return false;
}

/**
 * Ending members' game sessions at the external venues (docs/decisions.md, Sessions during an
 * exclusion). `request` records it in the caller's transaction; `endNow` asks the member's venues
 * at once, all together; `retry` (the job, several instances at once) asks again those that did
 * not confirm, each request leased with `FOR UPDATE SKIP LOCKED`. Asking twice is harmless.
 */
export function createSessionEnds(db: Db, catalogue: VenueCatalogue, opts: { timeoutMs: number; clock: Clock }) {
  const { clock } = opts;
  // Long enough for the venue's answer; then another run may ask again.
  const leaseMs = 2 * opts.timeoutMs + 5_000;
  const run = async (o: { asOf?: Date; limit?: number; memberId?: number }): Promise<SessionEndReport> => {
    const now = clock();
    const asOf = o.asOf ?? now;
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const claimed = await claimDue(db, { asOf, leaseUntil, limit: o.limit ?? 100, memberId: o.memberId ?? null });
    const ended = (await Promise.all(claimed.map((c) => ask(db, catalogue, c)))).filter(Boolean).length;
    return { checked: claimed.length, ended, stillPending: claimed.length - ended };
  };
  return {
    request: (ex: Executor, memberId: number) => request(ex, memberId, clock()),
    /**
     * Records the request again (a player made meanwhile, by a launch that raced the exclusion,
     * is in it then) and asks the member's venues now.
     */
    async endNow(memberId: number): Promise<SessionEndReport> {
      await request(db, memberId, clock());
      return run({ memberId });
    },
    retry: (o: { asOf?: Date; limit?: number } = {}) => run(o),
  };
}

export type SessionEnds = ReturnType<typeof createSessionEnds>;
