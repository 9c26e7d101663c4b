import type { BetListQuerySchema, Lang } from '@app/contract';
import type { z } from 'zod';
import { pageOf } from '../../db/paginate.ts';
import type { BetRecordDeps } from './deps.ts';
import { lotteryBets } from './lottery-bets.ts';
import { dateWindow, platformNames } from './platforms.ts';
import { venueItems } from './venue-items.ts';
import { cardItem, HOUSE, liveItem, lotteryItem } from './views.ts';

/** Most bets a list merges: a page beyond answers empty (with the right total). */
const MAX_MERGED = 100_000;

/**
 * The member's bets in the date window, newest first, by platform and status when asked: the
 * lottery's, the card games' and the live table's (platform house) and the venues'. Each source answers its newest page*limit bets, and the merge is cut to the page.
 */
export async function betList(
  deps: BetRecordDeps,
  memberId: number,
  query: z.output<typeof BetListQuerySchema>,
  lang: Lang,
) {
  const { from, to } = dateWindow(deps, query);
  const want = Math.min(query.page * query.limit, MAX_MERGED);
  const { platform, status } = query;
  const ours = !platform || platform === HOUSE;
  // A card round is never cancelled: asked for cancelled bets, the card games have none.
  const cardStatus = status === 'unfinished' || status === 'completed' ? status : undefined;
  const [names, house, cards, live, venue] = await Promise.all([
    platformNames(deps, lang),
    ours ? lotteryBets(deps.lottery, memberId, { range: { from, to }, status, want, lang }) : { rows: [], total: 0 },
    ours && (!status || cardStatus)
      ? deps.cards.roundsOf(memberId, { range: { from, to }, status: cardStatus }, { page: 1, limit: want }, lang)
      : { rows: [], total: 0 },
    // A live bet is never withdrawn: asked for withdrawn bets, the table has none.
    ours && status !== 'withdrawn'
      ? deps.live.betsOf(memberId, { range: { from, to }, status }, { page: 1, limit: want }, lang)
      : { rows: [], total: 0 },
    platform === HOUSE
      ? { rows: [], total: 0 }
      : deps.venueBets.betsOf({ memberId, from, to, venueCode: platform, status, limit: want }),
  ]);
  const items = [
    ...house.rows.map((b) => lotteryItem(b, names.name(HOUSE), lang)),
    ...cards.rows.map((r) => cardItem(r, names.name(HOUSE), lang)),
    ...live.rows.map((b) => liveItem(b, names.name(HOUSE), lang)),
    ...(await venueItems(deps, venue.rows, names.name, lang)),
  ];
  const list = items
    .sort((a, b) => b.placedAt.localeCompare(a.placedAt) || b.orderNo.localeCompare(a.orderNo))
    .slice(Math.min((query.page - 1) * query.limit, want), want);
  return pageOf(query, list, house.total + cards.total + live.total + venue.total);
}
