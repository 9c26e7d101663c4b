import { formatFen, translate, type Lang, type LiveBet, type LiveRound } from '@app/contract';
import type { liveBets, liveRounds } from './schema.ts';

export type RoundRow = typeof liveRounds.$inferSelect;
export type BetRow = typeof liveBets.$inferSelect;

/** A round as members see it: the seed and the hand only once dealt. */
export function roundView(r: RoundRow): LiveRound {
  const dealt = r.status !== 'open';
  return {
    roundId: r.id,
    table: r.tableCode,
    status: r.status,
    opensAt: r.opensAt.toISOString(),
    closesAt: r.closesAt.toISOString(),
    seedHash: r.seedHash,
    seed: dealt ? r.seed : null,
    hand: dealt ? r.hand : null,
  };
}

export function betView(b: BetRow, lang: Lang): LiveBet {
  return {
    orderNo: b.orderNo,
    roundId: b.roundId,
    spot: b.spot,
    spotLabel: translate(lang, `cards.spot.${b.spot}`),
    amount: formatFen(b.stake),
    payout: b.payout === null ? null : formatFen(b.payout),
    status: b.status,
    placedAt: b.placedAt.toISOString(),
  };
}

export const tableName = (table: RoundRow['tableCode'], lang: Lang) => translate(lang, `live.table.${table}`);
