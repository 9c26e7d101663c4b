import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { liveRound, type Lang, type LiveTable, type LiveTableView } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import type { LiveDeps } from './deps.ts';
import { liveBets, liveRounds } from './schema.ts';
import { betView, roundView, tableName } from './views.ts';

/** Dealt rounds the road shows. */
export const ROAD_LENGTH = 60;

/** The table now: the latest round opened, the latest dealt, the road and when the next round opens. */
export async function tableView({ database: { db }, clock, config }: LiveDeps, table: LiveTable, lang: Lang) {
  const now = clock();
  const ofTable = eq(liveRounds.tableCode, table);
  const [[current], dealt] = await Promise.all([
    db
      .select()
      .from(liveRounds)
      .where(and(ofTable, lte(liveRounds.opensAt, now)))
      .orderBy(desc(liveRounds.opensAt))
      .limit(1),
    db
      .select()
      .from(liveRounds)
      .where(and(ofTable, inArray(liveRounds.status, ['dealt', 'settled'])))
      .orderBy(desc(liveRounds.opensAt))
      .limit(ROAD_LENGTH),
  ]);
  const n = current ? Number(current.id.split('-')[1]) : Math.floor(now.getTime() / 1000 / config.live.cycleSeconds);
  const view: LiveTableView = {
    table,
    name: tableName(table, lang),
    current: current ? roundView(current) : null,
    last: dealt[0] ? roundView(dealt[0]) : null,
    road: dealt.reverse().map((r) => ({
      roundId: r.id,
      winner: r.hand!.winner,
      playerPair: r.hand!.playerPair,
      bankerPair: r.hand!.bankerPair,
      total: r.hand!.winner === 'banker' ? r.hand!.bankerTotal : r.hand!.playerTotal,
    })),
    nextOpensAt: liveRound(table, n + 1, config.live.cycleSeconds).opensAt.toISOString(),
    serverTime: now.toISOString(),
  };
  return view;
}

/** A round and the member's bets on it. */
export async function myRound({ database: { db } }: LiveDeps, memberId: number, roundId: string, lang: Lang) {
  const [round] = await db.select().from(liveRounds).where(eq(liveRounds.id, roundId));
  if (!round) throw new AppError('live.round_unknown', 404);
  const bets = await db
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.roundId, roundId), eq(liveBets.memberId, memberId)))
    .orderBy(asc(liveBets.id));
  return { round: roundView(round), bets: bets.map((b) => betView(b, lang)) };
}
