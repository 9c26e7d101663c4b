import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Lang } from '@app/contract';
import { countWhere, type PageQuery } from '../../db/paginate.ts';
import type { LotteryDeps } from './deps.ts';
import { lotteryBets } from './schema.ts';
import { betRecordView, type LotteryBetRecord } from './views.ts';

// What the bet records module reads of the lottery (startLottery hands these to it).

/** One day of a member's lottery bets (gamebet/getTotalList), in the platform time zone. */
export type LotteryDayTotal = { date: string; bets: number; stake: bigint; validStake: bigint; winLose: bigint };

type Range = { from: Date; to: Date };

const placedIn = (memberId: number, range: Range) =>
  and(eq(lotteryBets.memberId, memberId), gte(lotteryBets.placedAt, range.from), lt(lotteryBets.placedAt, range.to));

/** For the bet records (gamebet/getBetList): a member's lottery bets placed in [from, to), newest first. */
export async function betsOf(
  { database: { db } }: LotteryDeps,
  memberId: number,
  range: Range,
  page: PageQuery,
  lang: Lang,
): Promise<{ rows: LotteryBetRecord[]; total: number }> {
  const where = placedIn(memberId, range);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(lotteryBets)
      .where(where)
      .orderBy(desc(lotteryBets.placedAt), desc(lotteryBets.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    countWhere(db, lotteryBets, where),
  ]);
  return { total, rows: rows.map((b) => betRecordView(b, lang)) };
}

/** For the bet records (gamebet/getTotalList): a member's lottery bets in [from, to) per day of the platform time zone. */
export async function totalsOf(
  { database: { db }, config }: LotteryDeps,
  memberId: number,
  range: Range,
): Promise<LotteryDayTotal[]> {
  const day = sql<string>`to_char(${lotteryBets.placedAt} at time zone ${config.timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      bets: count(),
      stake: sql<string>`sum(${lotteryBets.stake})::text`,
      validStake: sql<string>`coalesce(sum(${lotteryBets.stake}) filter (where ${lotteryBets.status} = 'completed'), 0)::text`,
      winLose: sql<string>`coalesce(sum(${lotteryBets.payout} - ${lotteryBets.stake}) filter (where ${lotteryBets.status} = 'completed'), 0)::text`,
    })
    .from(lotteryBets)
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
