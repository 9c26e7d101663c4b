import { count, sql } from 'drizzle-orm';
import type { CardsDeps } from './deps.ts';
import { placedIn } from './round-reads.ts';
import { cardRounds } from './schema.ts';

/** One day of a member's card rounds (gamebet/getTotalList), in the platform time zone. */
export type CardDayTotal = { date: string; bets: number; stake: bigint; validStake: bigint; winLose: bigint };

/** For the bet records: a member's rounds in [from, to) per day of the platform time zone. */
export async function totalsOf(
  { db, config }: CardsDeps,
  memberId: number,
  range: { from: Date; to: Date },
): Promise<CardDayTotal[]> {
  const day = sql<string>`to_char(${cardRounds.placedAt} at time zone ${config.timeZone}, 'YYYY-MM-DD')`;
  const done = sql`${cardRounds.status} = 'completed'`;
  const rows = await db
    .select({
      date: day,
      bets: count(),
      stake: sql<string>`sum(${cardRounds.stake})::text`,
      validStake: sql<string>`coalesce(sum(${cardRounds.stake}) filter (where ${done}), 0)::text`,
      winLose: sql<string>`coalesce(sum(${cardRounds.payout} - ${cardRounds.stake}) filter (where ${done}), 0)::text`,
    })
    .from(cardRounds)
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
