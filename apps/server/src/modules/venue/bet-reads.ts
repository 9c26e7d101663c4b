import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { BetStatus } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { venueBets } from './schema.ts';

export type VenueBetRow = typeof venueBets.$inferSelect;

export type VenueDayTotal = {
  date: string;
  venueCode: string;
  bets: number;
  stake: bigint;
  validStake: bigint;
  winLose: bigint;
};

type Window = { memberId: number; from: Date; to: Date; venueCode?: string | undefined };

const whereOf = (q: Window & { status?: BetStatus | undefined }) =>
  and(
    eq(venueBets.memberId, q.memberId),
    gte(venueBets.placedAt, q.from),
    lt(venueBets.placedAt, q.to),
    q.venueCode ? eq(venueBets.venueCode, q.venueCode) : undefined,
    q.status ? eq(venueBets.status, q.status as VenueBetRow['status']) : undefined,
  );

/** The bet records' reads of the venue bets stored by the sync. */
export function createVenueBetReads(db: Db, timeZone: string) {
  return {
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
      const day = sql<string>`to_char(${venueBets.placedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
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
