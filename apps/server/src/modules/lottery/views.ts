import {
  LOTTERY_GAMES,
  LOTTERY_STAKE,
  betOptions,
  formatFen,
  translate,
  type Bet,
  type BetKind,
  type BetStatus,
  type Draw,
  type Lang,
  type LotteryGameCode,
  type LotteryGameInfo,
} from '@app/contract';
import type { lotteryBets, lotteryDraws } from './schema.ts';

// How draws and bets are answered: amounts as "1234.50", odds as "1.99", labels in the member's language.

export type DrawRow = typeof lotteryDraws.$inferSelect;
export type BetRow = typeof lotteryBets.$inferSelect;
export type DrawState = Pick<DrawRow, 'status' | 'result'>;

export const gameName = (game: LotteryGameCode, lang: Lang) => translate(lang, `lottery.game.${game}`);
export const betLabel = (kind: BetKind, pick: number | null, lang: Lang) =>
  translate(lang, `lottery.kind.${kind}`) + (pick === null ? '' : ` ${pick}`);
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The seed is secret until the draw; a void draw's seed is shown once its draw time has passed. */
export function revealedSeed(d: DrawRow, now: Date): string | null {
  return d.status === 'drawn' || (d.status === 'void' && now >= d.drawAt) ? d.seed : null;
}

export function drawView(d: DrawRow, lang: Lang, now: Date): Draw {
  return {
    drawId: d.id,
    game: d.game,
    gameName: gameName(d.game, lang),
    opensAt: d.opensAt.toISOString(),
    closesAt: d.closesAt.toISOString(),
    drawAt: d.drawAt.toISOString(),
    status: d.status,
    statusLabel: translate(lang, `lottery.draw_status.${d.status}`),
    commitment: d.commitment,
    seed: revealedSeed(d, now),
    result: d.result,
    sum: d.result ? d.result.reduce((s, v) => s + v, 0) : null,
    drawnAt: iso(d.drawnAt),
  };
}

export function betView(b: BetRow, draw: DrawState, lang: Lang): Bet {
  return {
    orderNo: b.orderNo,
    batchNo: b.batchNo,
    game: b.game,
    gameName: gameName(b.game, lang),
    drawId: b.drawId,
    kind: b.kind,
    pick: b.pick,
    label: betLabel(b.kind, b.pick, lang),
    stake: formatFen(b.stake),
    odds: formatFen(b.oddsHundredths),
    potentialPayout: formatFen(b.potentialPayout),
    payout: b.payout === null ? null : formatFen(b.payout),
    winLose: winLoseOf(b) === null ? null : formatFen(winLoseOf(b)!),
    status: b.status,
    statusLabel: translate(lang, `lottery.bet_status.${b.status}`),
    drawStatus: draw.status,
    result: draw.result,
    placedAt: b.placedAt.toISOString(),
    settledAt: iso(b.settledAt),
  };
}

export function winLoseOf(b: Pick<BetRow, 'status' | 'payout' | 'stake'>): bigint | null {
  if (b.status === 'unfinished') return null;
  return b.status === 'completed' ? b.payout! - b.stake : 0n;
}

/** A game with its open draw, the one after it and its latest result. */
export function gameInfoView(
  game: LotteryGameCode,
  draws: { current: DrawRow | undefined; next: DrawRow | undefined; last: DrawRow | undefined },
  lang: Lang,
  now: Date,
): LotteryGameInfo {
  const g = LOTTERY_GAMES[game];
  return {
    game,
    name: gameName(game, lang),
    intervalSeconds: g.intervalSeconds,
    closeSecondsBefore: g.closeSecondsBefore,
    current: draws.current ? drawView(draws.current, lang, now) : null,
    next: draws.next ? drawView(draws.next, lang, now) : null,
    last: draws.last ? drawView(draws.last, lang, now) : null,
    serverTime: now.toISOString(),
  };
}

/** Every bet option of a game with its odds and the stake limits. */
export function oddsView(game: LotteryGameCode, lang: Lang) {
  return {
    game,
    name: gameName(game, lang),
    list: betOptions(game).map((o) => ({
      kind: o.kind,
      pick: o.pick,
      label: betLabel(o.kind, o.pick, lang),
      odds: formatFen(o.oddsHundredths),
      minStake: formatFen(LOTTERY_STAKE.minFen),
      maxStake: formatFen(LOTTERY_STAKE.maxFen),
    })),
  };
}

/** One bet as the bet records show it (gamebet/getBetList), amounts in fen. */
export type LotteryBetRecord = {
  orderNo: string;
  game: LotteryGameCode;
  gameName: string;
  platform: 'house';
  gameType: 'lottery';
  drawId: string;
  content: string;
  stake: bigint;
  payout: bigint | null;
  /** Payout minus stake once completed, 0 when refunded, null while unfinished. */
  winLose: bigint | null;
  status: BetStatus;
  statusLabel: string;
  placedAt: Date;
  settledAt: Date | null;
};

export function betRecordView(b: BetRow, lang: Lang): LotteryBetRecord {
  return {
    orderNo: b.orderNo,
    game: b.game,
    gameName: gameName(b.game, lang),
    platform: 'house',
    gameType: 'lottery',
    drawId: b.drawId,
    content: betLabel(b.kind, b.pick, lang),
    stake: b.stake,
    payout: b.payout,
    winLose: winLoseOf(b),
    status: b.status,
    statusLabel: translate(lang, `lottery.bet_status.${b.status}`),
    placedAt: b.placedAt,
    settledAt: b.settledAt,
  };
}
