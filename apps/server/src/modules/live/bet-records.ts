import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Lang } from '@app/contract';
import { countWhere, type PageQuery } from '../../db/paginate.ts';
import type { LiveDeps } from './deps.ts';
import { liveBets, liveRounds } from './schema.ts';
import { betView, roundView, tableName } from './views.ts';

// What the bet records module reads of the live table (startLive hands these to it).

type Range = { from: Date; to: Date };
type Status = 'unfinished' | 'completed' | 'cancelled';

const placedIn = (memberId: number, range: Range, status?: Status) =>
  and(
    eq(liveBets.memberId, memberId),
    gte(liveBets.placedAt, range.from),
    lt(liveBets.placedAt, range.to),
    status ? eq(liveBets.status, status) : undefined,
  );

/** A member's live bet with its table's name, as the bet records list it. */
const recordOf = (
  b: typeof liveBets.$inferSelect,
  table: (typeof liveRounds.$inferSelect)['tableCode'],
  lang: Lang,
) => ({
  ...betView(b, lang),
  table,
  tableName: tableName(table, lang),
  stakeFen: b.stake,
  payoutFen: b.payout,
  settledAt: b.settledAt?.toISOString() ?? null,
});
export type LiveBetRecord = ReturnType<typeof recordOf>;

/** The member's live bets placed in [from, to) (of one status), newest first, and how many. */
export async function betsOf(
  { database: { db } }: LiveDeps,
  memberId: number,
  q: { range: Range; status?: Status | undefined },
  page: PageQuery,
  lang: Lang,
) {
  const where = placedIn(memberId, q.range, q.status);
  const [rows, total] = await Promise.all([
    db
      .select({ bet: liveBets, table: liveRounds.tableCode })
      .from(liveBets)
      .innerJoin(liveRounds, eq(liveRounds.id, liveBets.roundId))
      .where(where)
      .orderBy(desc(liveBets.placedAt), desc(liveBets.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    countWhere(db, liveBets, where),
  ]);
  return { rows: rows.map((r) => recordOf(r.bet, r.table, lang)), total };
}

/** The member's live bets in [from, to) per day of the platform time zone. */
export async function totalsOf({ database: { db }, config }: LiveDeps, memberId: number, range: Range) {
  const day = sql<string>`to_char(${liveBets.placedAt} at time zone ${config.timeZone}, 'YYYY-MM-DD')`;
  const done = sql`${liveBets.status} = 'completed'`;
  const rows = await db
    .select({
      date: day,
      bets: count(),
      stake: sql<string>`sum(${liveBets.stake})::text`,
      validStake: sql<string>`coalesce(sum(${liveBets.stake}) filter (where ${done}), 0)::text`,
      winLose: sql<string>`coalesce(sum(${liveBets.payout} - ${liveBets.stake}) filter (where ${done}), 0)::text`,
    })
    .from(liveBets)
    .where(placedIn(memberId, range))
    // By position: the time zone is a parameter, so the same expression written twice would not match.
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
  return rows.map((r) => ({
    date: r.date,
    bets: r.bets,
    stake: BigInt(r.stake),
    validStake: BigInt(r.validStake),
    winLose: BigInt(r.winLose),
  }));
}

/** One of the member's live bets by order number, with its round; null when there is none. */
export async function betOf({ database: { db } }: LiveDeps, memberId: number, orderNo: string, lang: Lang) {
  const [hit] = await db
    .select({ bet: liveBets, round: liveRounds })
    .from(liveBets)
    .innerJoin(liveRounds, eq(liveRounds.id, liveBets.roundId))
    .where(and(eq(liveBets.memberId, memberId), eq(liveBets.orderNo, orderNo)));
  if (!hit) return null;
  return { record: recordOf(hit.bet, hit.round.tableCode, lang), round: roundView(hit.round) };
}
