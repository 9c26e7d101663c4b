import { formatFen, translate, type BetRecord, type BetStatus, type CardRound, type Lang } from '@app/contract';
import { DICTIONARY } from '../common/index.ts';
import type { LiveBetRecord } from '../live/index.ts';
import type { LotteryBetRecord } from '../lottery/index.ts';
import type { VenueBetRow } from './deps.ts';

/** The platform code of the house venue, whose games (the lottery, the card games) are ours. */
export const HOUSE = 'house';

export type Totals = { bets: number; stake: bigint; validStake: bigint; winLose: bigint };
export const zero = (): Totals => ({ bets: 0, stake: 0n, validStake: 0n, winLose: 0n });
export const totalsView = (t: Totals) => ({
  bets: t.bets,
  stake: formatFen(t.stake),
  validStake: formatFen(t.validStake),
  winLose: formatFen(t.winLose),
});

const categoryLabel = (code: string | null, lang: Lang) => {
  const item = code ? DICTIONARY.gameCategories.find((c) => c.code === code) : undefined;
  return item ? (lang === 'en' ? item.en : item.zh) : null;
};
export const statusLabel = (status: BetStatus, lang: Lang) => translate(lang, `gamebet.status.${status}`);

export function lotteryItem(b: LotteryBetRecord, platformName: string, lang: Lang): BetRecord {
  return {
    orderNo: b.orderNo,
    platform: HOUSE,
    platformName,
    gameType: b.gameType,
    gameTypeLabel: categoryLabel(b.gameType, lang),
    game: b.game,
    gameName: b.gameName,
    content: b.content,
    drawId: b.drawId,
    stake: formatFen(b.stake),
    validStake: formatFen(b.status === 'completed' ? b.stake : 0n),
    payout: b.payout === null ? null : formatFen(b.payout),
    winLose: b.winLose === null ? null : formatFen(b.winLose),
    status: b.status,
    statusLabel: statusLabel(b.status, lang),
    placedAt: b.placedAt.toISOString(),
    settledAt: b.settledAt?.toISOString() ?? null,
  };
}

/** A venue bet as a record; `game` is the catalogue's name and category of it, when known. */
export function venueItem(
  r: VenueBetRow,
  platformName: string,
  game: { name: string; category: string } | undefined,
  lang: Lang,
): BetRecord {
  const winLose = r.status === 'completed' ? r.payout! - r.stake : r.status === 'cancelled' ? 0n : null;
  return {
    orderNo: r.venueBetId,
    platform: r.venueCode,
    platformName,
    gameType: game?.category ?? null,
    gameTypeLabel: categoryLabel(game?.category ?? null, lang),
    game: r.gameCode,
    gameName: game?.name ?? r.gameCode,
    content: null,
    drawId: null,
    stake: formatFen(r.stake),
    validStake: formatFen(r.status === 'completed' ? r.stake : 0n),
    payout: r.payout === null ? null : formatFen(r.payout),
    winLose: winLose === null ? null : formatFen(winLose),
    status: r.status,
    statusLabel: statusLabel(r.status, lang),
    placedAt: r.placedAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
  };
}

/** A card round as a record: its spots and stakes are the content ("Banker 100.00 · Tie 10.00"). */
export function cardItem(r: CardRound, platformName: string, lang: Lang): BetRecord {
  return {
    orderNo: r.orderNo,
    platform: HOUSE,
    platformName,
    gameType: 'cards',
    gameTypeLabel: categoryLabel('cards', lang),
    game: r.game,
    gameName: r.gameName,
    content: r.bets.map((b) => `${b.spotLabel} ${b.amount}`).join(' · '),
    drawId: null,
    stake: r.stake,
    validStake: r.status === 'completed' ? r.stake : formatFen(0n),
    payout: r.payout,
    winLose: r.winLose,
    status: r.status,
    statusLabel: statusLabel(r.status, lang),
    placedAt: r.placedAt,
    settledAt: r.settledAt,
  };
}

/** A live table bet as a record: its spot and stake are the content, its round the draw. */
export function liveItem(b: LiveBetRecord, platformName: string, lang: Lang): BetRecord {
  return {
    orderNo: b.orderNo,
    platform: HOUSE,
    platformName,
    gameType: 'live',
    gameTypeLabel: categoryLabel('live', lang),
    game: b.table,
    gameName: b.tableName,
    content: `${b.spotLabel} ${b.amount}`,
    drawId: b.roundId,
    stake: b.amount,
    validStake: b.status === 'completed' ? b.amount : formatFen(0n),
    payout: b.payout,
    winLose:
      b.payoutFen === null ? (b.status === 'cancelled' ? formatFen(0n) : null) : formatFen(b.payoutFen - b.stakeFen),
    status: b.status,
    statusLabel: statusLabel(b.status, lang),
    placedAt: b.placedAt,
    settledAt: b.settledAt,
  };
}
