import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Turnover } from '../turnover/index.ts';
import type { VenueAdapter, VenueBet, VenueBetPage } from './adapter.ts';
import type { VenueBetRow } from './bet-reads.ts';
import type { VenueCatalogue } from './catalogue.ts';
import { upsertBets } from './bet-upsert.ts';
import { venueBetSync } from './schema.ts';

/** The turnover ref of a venue bet (the lottery's are `bet:<id>`). */
export const venueBetRef = (venueCode: string, betId: string) => `venuebet:${venueCode}:${betId}`;

export type VenueSyncResult = {
  venue: string;
  /** Another instance was pulling this venue: this run left it alone. */
  skipped: boolean;
  pages: number;
  received: number;
  /** Bets stored for the first time or moved on from unfinished. */
  changed: number;
  /** Bets that became completed in this run (their stake worked off turnover). */
  settled: number;
  /** Bets of players that are not ours (not stored). */
  foreign: number;
  error: string | null;
};

type Page = Extract<VenueBetPage, { result: 'success' }>;
type SyncContext = { db: Db; clock: Clock; turnover: Turnover; pageSize: number; maxPages: number; leaseMs: number };
/** After a sync: the members whose bets it stored or moved on (their day's loss may have changed). */
type AfterSync = (memberIds: number[]) => Promise<void>;

/** Takes the venue's lease if nobody holds it; answers the cursor to read from, or null when taken. */
async function claim(ctx: SyncContext, code: string, owner: string): Promise<{ cursor: string | null } | null> {
  await ctx.db
    .insert(venueBetSync)
    .values({ venueCode: code, leaseUntil: new Date(0) })
    .onConflictDoNothing();
  const now = ctx.clock();
  const [row] = await queryRows<{ cursor: string | null }>(
    ctx.db,
    sql`update venue_bet_sync set lease_owner = ${owner},
          lease_until = ${new Date(now.getTime() + ctx.leaseMs).toISOString()}::timestamptz
        where venue_code = (
          select venue_code from venue_bet_sync
          where venue_code = ${code} and lease_until <= ${now.toISOString()}::timestamptz
          for update skip locked)
        returning cursor`,
  );
  return row ?? null;
}

/** Stores one page and moves the cursor past it, in one transaction; null when the lease was lost. */
async function storePage(ctx: SyncContext, code: string, owner: string, page: Page) {
  return ctx.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ venueCode: venueBetSync.venueCode })
      .from(venueBetSync)
      .where(and(eq(venueBetSync.venueCode, code), eq(venueBetSync.leaseOwner, owner)))
      .for('update');
    if (!held) return null;
    // A bet may appear more than once in a page (each change): its last appearance is its state.
    const latest = new Map<string, VenueBet>();
    for (const b of page.bets) {
      latest.delete(b.betId);
      latest.set(b.betId, b);
    }
    const ours = [...latest.values()].filter((b) => b.memberId !== null);
    const changed: Pick<VenueBetRow, 'venueBetId' | 'memberId' | 'stake' | 'status'>[] = await upsertBets(
      tx,
      code,
      ours,
      ctx.clock(),
    );
    // The page's settled bets work off turnover in one statement, each ref once (turnover/bulk.ts).
    const done = changed.filter((r) => r.status === 'completed');
    await ctx.turnover.workOffMany(
      tx,
      done.map((r) => ({ ...r, ref: venueBetRef(code, r.venueBetId), amount: r.stake })),
    );
    const settled = done.length;
    await tx
      .update(venueBetSync)
      .set({
        cursor: page.cursor,
        leaseUntil: new Date(ctx.clock().getTime() + ctx.leaseMs),
        lastSyncedAt: ctx.clock(),
        lastError: null,
        updatedAt: ctx.clock(),
      })
      .where(eq(venueBetSync.venueCode, code));
    const members = changed.map((r) => r.memberId);
    return { changed: changed.length, settled, foreign: latest.size - ours.length, members };
  });
}

/** Reads and stores pages from the cursor while the venue has more, adding up into `result`. */
async function pullPages(
  ctx: SyncContext,
  adapter: VenueAdapter,
  owner: string,
  result: VenueSyncResult,
  from: string | null,
  members: Set<number>,
) {
  let next = adapter.betHistory(from, ctx.pageSize);
  // A page the database refuses (a bet that breaks a constraint) stops here and is retried next run.
  while (result.pages < ctx.maxPages) {
    const page = await next;
    if (page.result !== 'success') {
      result.error = page.error;
      return;
    }
    result.pages += 1;
    result.received += page.bets.length;
    // The next page is asked for while this one is stored (its cursor is the venue's answer): the
    // network and the database work side by side. Unstored, the next run asks again; reading moves no money.
    const more = page.hasMore && page.bets.length > 0 && result.pages < ctx.maxPages;
    if (more) next = adapter.betHistory(page.cursor, ctx.pageSize);
    const stored = await storePage(ctx, result.venue, owner, page);
    if (!stored) {
      result.error = 'lease lost to another instance';
      return;
    }
    result.changed += stored.changed;
    result.settled += stored.settled;
    result.foreign += stored.foreign;
    for (const id of stored.members) members.add(id);
    if (!more) return;
  }
}

/** Pulls one venue's new bet history, unless another instance is pulling it now. */
async function syncVenue(
  ctx: SyncContext,
  code: string,
  adapter: VenueAdapter,
  members = new Set<number>(),
): Promise<VenueSyncResult> {
  const result: VenueSyncResult = {
    venue: code,
    skipped: false,
    pages: 0,
    received: 0,
    changed: 0,
    settled: 0,
    foreign: 0,
    error: null,
  };
  const owner = randomUUID();
  const claimed = await claim(ctx, code, owner);
  if (!claimed) return { ...result, skipped: true };
  try {
    await pullPages(ctx, adapter, owner, result, claimed.cursor, members);
  } catch (error) {
    result.error = (error as Error).message;
  } finally {
    await ctx.db
      .update(venueBetSync)
      .set({ leaseOwner: null, leaseUntil: ctx.clock(), updatedAt: ctx.clock(), lastError: result.error })
      .where(and(eq(venueBetSync.venueCode, code), eq(venueBetSync.leaseOwner, owner)));
  }
  return result;
}

/**
 * The bets members play at external venues. `sync` pulls each venue's bet history (page by page
 * from the cursor stored after the last page) into `venue_bets`, and works off the member's
 * turnover by the stake of each bet that is settled, once per bet (ref `venuebet:<venue>:<id>`).
 * No money moves in our ledger: the stakes and wins moved in the member's wallet at the venue,
 * and our books only see what crosses between the central wallet and the venue (transfers).
 *
 * Safe with several instances: a run leases a venue (`FOR UPDATE SKIP LOCKED`, then a lease
 * owner and expiry), stores each page in one transaction only while it still holds the lease,
 * and every write is idempotent anyway (unique venue bet id, turnover once per ref).
 */
export function createVenueBetSync(
  db: Db,
  catalogue: VenueCatalogue,
  opts: Pick<SyncContext, 'clock' | 'turnover'> & {
    timeoutMs: number;
    pageSize?: number;
    maxPages?: number;
    afterSync?: AfterSync;
  },
) {
  const ctx: SyncContext = {
    db,
    clock: opts.clock,
    turnover: opts.turnover,
    // The protocol's largest pages, enough for a fixture's settlement (100,000 bets) in one run.
    pageSize: opts.pageSize ?? 500,
    maxPages: opts.maxPages ?? 400,
    // Long enough for one page to be fetched and stored; renewed at every page.
    leaseMs: 2 * opts.timeoutMs + 30_000,
  };
  return {
    syncVenue: (code: string, adapter: VenueAdapter) => syncVenue(ctx, code, adapter),
    /** Pulls every external venue that answers now, then tells `afterSync` whose bets changed; the job and tests call it. */
    async sync(): Promise<VenueSyncResult[]> {
      const results: VenueSyncResult[] = [];
      const members = new Set<number>();
      for (const venue of await catalogue.list()) {
        const adapter = catalogue.adapterOf(venue);
        if (adapter?.kind === 'remote') results.push(await syncVenue(ctx, venue.code, adapter, members));
      }
      if (members.size > 0) await opts.afterSync?.([...members]);
      return results;
    },
  };
}
