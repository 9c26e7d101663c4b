import type { BetDetail, BetDetailQuerySchema, Lang } from '@app/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { platformNames, type BetRecordContext } from './context.ts';
import { lotteryBetByOrderNo, lotteryBetView } from './lottery-bets.ts';
import { venueItems } from './venue-items.ts';
import { HOUSE, lotteryItem } from './views.ts';

/** One bet of the member by order number (and platform, when given), with what the detail page shows. */
export async function betDetail(
  ctx: BetRecordContext,
  memberId: number,
  query: z.output<typeof BetDetailQuerySchema>,
  lang: Lang,
): Promise<BetDetail> {
  const { lottery } = ctx;
  const names = await platformNames(ctx, lang);
  const lotteryBet =
    !query.platform || query.platform === HOUSE
      ? await lotteryBetByOrderNo(lottery, ctx.timeZone, memberId, query.orderNo, lang)
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
    };
  }
  const row =
    query.platform === HOUSE ? null : await ctx.venueBets.betOf(memberId, query.orderNo, query.platform ?? undefined);
  if (!row) throw new AppError('gamebet.not_found', 404);
  const [item] = await venueItems(ctx, [row], names.name, lang);
  return { ...item!, odds: null, potentialPayout: null, verification: null };
}
