import type { BetDetail, BetDetailQuerySchema, Lang } from '@app/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { BetRecordDeps } from './deps.ts';
import { lotteryBetByOrderNo, lotteryBetView } from './lottery-bets.ts';
import { platformNames } from './platforms.ts';
import { venueItems } from './venue-items.ts';
import { cardItem, HOUSE, liveItem, lotteryItem } from './views.ts';

/** One bet of the member by order number (and platform, when given), with what the detail page shows. */
export async function betDetail(
  deps: BetRecordDeps,
  memberId: number,
  query: z.output<typeof BetDetailQuerySchema>,
  lang: Lang,
): Promise<BetDetail> {
  const { lottery } = deps;
  const names = await platformNames(deps, lang);
  const lotteryBet =
    !query.platform || query.platform === HOUSE
      ? await lotteryBetByOrderNo(lottery, deps.config.timeZone, memberId, query.orderNo, lang)
      : null;
  if (lotteryBet) {
    const [view, verification] = await Promise.all([
      lotteryBetView(lottery, memberId, lotteryBet, lang),
      lottery.verify(lotteryBet.drawId, lang),
    ]);
    return {
      ...lotteryItem(lotteryBet, names.name(HOUSE), lang),
      odds: view?.odds ?? null,
      potentialPayout: view?.potentialPayout ?? null,
      verification,
      gameDetail: null,
    };
  }
  const ours = !query.platform || query.platform === HOUSE;
  const round = ours ? await cardRoundOf(deps, memberId, query.orderNo, lang) : null;
  if (round) {
    const item = cardItem(round, names.name(HOUSE), lang);
    return { ...item, odds: null, potentialPayout: null, verification: null, gameDetail: { kind: 'cards', round } };
  }
  const live = ours && query.orderNo.startsWith('V') ? await deps.live.betOf(memberId, query.orderNo, lang) : null;
  if (live) {
    const item = liveItem(live.record, names.name(HOUSE), lang);
    const { table: _t, tableName: _n, stakeFen: _s, payoutFen: _p, settledAt: _a, ...bet } = live.record;
    return {
      ...item,
      odds: null,
      potentialPayout: null,
      verification: null,
      gameDetail: { kind: 'live', round: live.round, bet },
    };
  }
  const row =
    query.platform === HOUSE ? null : await deps.venueBets.betOf(memberId, query.orderNo, query.platform ?? undefined);
  if (!row) throw new AppError('gamebet.not_found', 404);
  const [item] = await venueItems(deps, [row], names.name, lang);
  return { ...item!, odds: null, potentialPayout: null, verification: null, gameDetail: row.detail };
}

/** A card round by order number (card rounds' numbers start with "C"). */
function cardRoundOf({ cards }: BetRecordDeps, memberId: number, orderNo: string, lang: Lang) {
  return orderNo.startsWith('C') ? cards.roundOf(memberId, orderNo, lang) : null;
}
