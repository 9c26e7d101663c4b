import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BetStatus } from '@app/contract';
import type { Config } from '../../config.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { turnover } from '../turnover/service.ts';
import type { VenueAdapter, VenueBet, VenueBetPage } from './adapter.ts';
import type { VenueCatalogue } from './catalogue.ts';
import { venueBetSync, venueBets } from './schema.ts';

export type VenueBetRow = typeof venueBets.$inferSelect;

/** The turnover ref of a venue bet (the lottery's are `bet:<id>`). */
export const venueBetRef = (venueCode: string, betId: string) => `venuebet:${venueCode}:${betId}`;

/** A venue's bet states on SPEC §3's scale. */
const STATUS_OF = { open: 'unfinished', settled: 'completed', void: 'cancelled' } as const;

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

export type VenueDayTotal = {
  date: string;
  venueCode: string;
  bets: number;
  stake: bigint;
  validStake: bigint;
  winLose: bigint;
};

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
export function createVenueBets(
  db: Db,
  catalogue: VenueCatalogue,
  opts: { timeoutMs: number; timeZone: string; pageSize?: number; maxPages?: number },
) {
  const pageSize = opts.pageSize ?? 200;
  const maxPages = opts.maxPages ?? 50;
  // Long enough for one page to be fetched and stored; renewed at every page.
  const leaseMs = 2 * opts.timeoutMs + 30_000;

  /** Takes the venue's lease if nobody holds it; answers the cursor to read from, or null when taken. */
  async function claim(code: string, owner: string): Promise<{ cursor: string | null } | null> {
    await db
      .insert(venueBetSync)
      .values({ venueCode: code, leaseUntil: new Date(0) })
      .onConflictDoNothing();
    const now = new Date();
    const [row] = await queryRows<{ cursor: string | null }>(
      db,
      sql`update venue_bet_sync set lease_owner = ${owner},
            lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
          where venue_code = (
            select venue_code from venue_bet_sync
            where venue_code = ${code} and lease_until <= ${now.toISOString()}::timestamptz
            for update skip locked)
          returning cursor`,
    );
    return row ?? null;
  }

  /** Stores one page and moves the cursor past it, in one transaction; null when the lease was lost. */
  async function storePage(code: string, owner: string, page: Extract<VenueBetPage, { result: 'success' }>) {
    return db.transaction(async (tx) => {
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
      let changed: { venueBetId: string; memberId: number; stake: bigint; status: VenueBetRow['status'] }[] = [];
      if (ours.length > 0) {
        const now = new Date();
        changed = await tx
          .insert(venueBets)
          .values(
            ours.map((b) => ({
              venueCode: code,
              venueBetId: b.betId,
              memberId: b.memberId!,
              gameCode: b.game,
              stake: b.stake,
              payout: b.status === 'settled' ? b.payout : null,
              status: STATUS_OF[b.status],
              placedAt: b.placedAt,
              settledAt: b.settledAt,
              syncedAt: now,
              updatedAt: now,
            })),
          )
          .onConflictDoUpdate({
            target: [venueBets.venueCode, venueBets.venueBetId],
            set: {
              status: sql`excluded.status`,
              payout: sql`excluded.payout`,
              settledAt: sql`excluded.settled_at`,
              updatedAt: now,
            },
            // Only an unfinished bet moves on; a finished one never changes again.
            setWhere: sql`${venueBets.status} = 'unfinished'`,
          })
          .returning({
            venueBetId: venueBets.venueBetId,
            memberId: venueBets.memberId,
            stake: venueBets.stake,
            status: venueBets.status,
          });
      }
      let settled = 0;
      for (const r of changed) {
        if (r.status !== 'completed') continue;
        await turnover.workOff(tx, r.memberId, venueBetRef(code, r.venueBetId), r.stake);
        settled += 1;
      }
      await tx
        .update(venueBetSync)
        .set({
          cursor: page.cursor,
          leaseUntil: new Date(Date.now() + leaseMs),
          lastSyncedAt: new Date(),
          lastError: null,
          updatedAt: new Date(),
        })
        .where(eq(venueBetSync.venueCode, code));
      return { changed: changed.length, settled, foreign: latest.size - ours.length };
    });
  }

  /** Pulls one venue's new bet history, unless another instance is pulling it now. */
  async function syncVenue(code: string, adapter: VenueAdapter): Promise<VenueSyncResult> {
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
    const claimed = await claim(code, owner);
    if (!claimed) return { ...result, skipped: true };
    let cursor = claimed.cursor;
    try {
      // A page the database refuses (a bet that breaks a constraint) stops here and is retried next run.
      while (result.pages < maxPages) {
        const page = await adapter.betHistory(cursor, pageSize);
        if (page.result !== 'success') {
          result.error = page.error;
          break;
        }
        result.pages += 1;
        result.received += page.bets.length;
        const stored = await storePage(code, owner, page);
        if (!stored) {
          result.error = 'lease lost to another instance';
          break;
        }
        result.changed += stored.changed;
        result.settled += stored.settled;
        result.foreign += stored.foreign;
        cursor = page.cursor;
        if (!page.hasMore || page.bets.length === 0) break;
      }
    } catch (error) {
      result.error = (error as Error).message;
    } finally {
      await db
        .update(venueBetSync)
        .set({ leaseOwner: null, leaseUntil: new Date(), updatedAt: new Date(), lastError: result.error })
        .where(and(eq(venueBetSync.venueCode, code), eq(venueBetSync.leaseOwner, owner)));
    }
    return result;
  }

  /** Pulls every external venue that answers now; the interval job and tests call it. */
  async function sync(): Promise<VenueSyncResult[]> {
    const results: VenueSyncResult[] = [];
    for (const venue of await catalogue.list()) {
      const adapter = catalogue.adapterOf(venue);
      if (adapter?.kind === 'remote') results.push(await syncVenue(venue.code, adapter));
    }
    return results;
  }

  const whereOf = (q: {
    memberId: number;
    from: Date;
    to: Date;
    venueCode?: string | undefined;
    status?: BetStatus | undefined;
  }) =>
    and(
      eq(venueBets.memberId, q.memberId),
      gte(venueBets.placedAt, q.from),
      lt(venueBets.placedAt, q.to),
      q.venueCode ? eq(venueBets.venueCode, q.venueCode) : undefined,
      q.status ? eq(venueBets.status, q.status as VenueBetRow['status']) : undefined,
    );

  return {
    sync,
    syncVenue,

    /** For the bet records: a member's venue bets placed in [from, to), newest first, at most `limit`. */
    async betsOf(q: {
      memberId: number;
      from: Date;
      to: Date;
      venueCode?: string | undefined;
      status?: BetStatus | undefined;
      limit: number;
    }): Promise<{ rows: VenueBetRow[]; total: number }> {
      const where = whereOf(q);
      const [rows, [total]] = await Promise.all([
        db.select().from(venueBets).where(where).orderBy(desc(venueBets.placedAt), desc(venueBets.id)).limit(q.limit),
        db.select({ n: count() }).from(venueBets).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A member's venue bet by the venue's bet id (the order number the records show). */
    async betOf(memberId: number, venueBetId: string, venueCode?: string): Promise<VenueBetRow | null> {
      const [row] = await db
        .select()
        .from(venueBets)
        .where(
          and(
            eq(venueBets.memberId, memberId),
            eq(venueBets.venueBetId, venueBetId),
            venueCode ? eq(venueBets.venueCode, venueCode) : undefined,
          ),
        )
        .orderBy(desc(venueBets.placedAt))
        .limit(1);
      return row ?? null;
    },

    /** For the bet records: a member's venue bets in [from, to) per day of the platform time zone and venue. */
    async totalsOf(q: {
      memberId: number;
      from: Date;
      to: Date;
      venueCode?: string | undefined;
    }): Promise<VenueDayTotal[]> {
      const day = sql<string>`to_char(${venueBets.placedAt} at time zone ${opts.timeZone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          date: day,
          venueCode: venueBets.venueCode,
          bets: count(),
          stake: sql<string>`sum(${venueBets.stake})::text`,
          validStake: sql<string>`coalesce(sum(${venueBets.stake}) filter (where ${venueBets.status} = 'completed'), 0)::text`,
          winLose: sql<string>`coalesce(sum(${venueBets.payout} - ${venueBets.stake}) filter (where ${venueBets.status} = 'completed'), 0)::text`,
        })
        .from(venueBets)
        .where(whereOf(q))
        // By position: the time zone is a parameter, so the same expression written twice would not match.
        .groupBy(sql`1`, sql`2`)
        .orderBy(sql`1 desc`, sql`2`);
      return rows.map((r) => ({
        date: r.date,
        venueCode: r.venueCode,
        bets: r.bets,
        stake: BigInt(r.stake),
        validStake: BigInt(r.validStake),
        winLose: BigInt(r.winLose),
      }));
    },
  };
}

export type VenueBets = ReturnType<typeof createVenueBets>;

/**
 * The venue bets with the platform, and (unless VENUE_BET_SYNC_INTERVAL_MS is 0) the interval job
 * pulling them, one run at a time per instance; it stops before the database closes.
 */
export function startVenueBets(app: FastifyInstance, db: Db, catalogue: VenueCatalogue, config: Config): VenueBets {
  const bets = createVenueBets(db, catalogue, { timeoutMs: config.venues.timeoutMs, timeZone: config.timeZone });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  if (config.venues.betSyncIntervalMs > 0) {
    timer = setInterval(() => {
      if (running) return;
      running = bets
        .sync()
        .then((results) => {
          for (const r of results) {
            if (r.error) app.log.warn({ result: r }, 'venue bet sync stopped early');
            else if (r.changed > 0) app.log.info({ result: r }, 'venue bets synced');
          }
        })
        .catch((err: unknown) => app.log.warn({ err }, 'venue bet sync failed'))
        .finally(() => {
          running = null;
        });
    }, config.venues.betSyncIntervalMs);
    timer.unref();
  }
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
  return bets;
}
