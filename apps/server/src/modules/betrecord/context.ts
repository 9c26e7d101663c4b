import { resolveDateRange, type DateRangeQuery, type Lang } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import type { VenueBets } from '../venue/bets.ts';
import { venueName, type Venue } from '../venue/catalogue.ts';
import type { LotteryReads } from './lottery-bets.ts';

/**
 * Names and game types (codes of the game categories dictionary) of venue games, by the venue's
 * game code; the game catalogue knows them. Without it a venue bet shows the venue's code.
 */
export type GameDirectory = (
  venueCode: string,
  venueGameCodes: string[],
  lang: Lang,
) => Promise<Map<string, { name: string; category: string }>>;

export type BetRecordDeps = {
  lottery: LotteryReads;
  venueBets: Pick<VenueBets, 'betsOf' | 'totalsOf' | 'betOf'>;
  venues: { list(): Promise<Venue[]> };
  games?: GameDirectory | null;
};

/** What every read of the records needs: the deps and the platform time zone the dates are in. */
export type BetRecordContext = BetRecordDeps & { timeZone: string };

/** The platforms in the venue order and their names in the member's language. */
export type PlatformNames = { order: string[]; name: (code: string) => string };

/** The query's date window, in the platform time zone; a bad window is the member's error. */
export function dateWindow(ctx: BetRecordContext, query: DateRangeQuery) {
  const r = resolveDateRange(query, ctx.timeZone);
  if (!r.ok) throw new AppError(r.error);
  return r;
}

export async function platformNames(ctx: BetRecordContext, lang: Lang): Promise<PlatformNames> {
  const venues = await ctx.venues.list();
  const names = new Map(venues.map((v) => [v.code, venueName(v, lang)]));
  return { order: venues.map((v) => v.code), name: (code) => names.get(code) ?? code };
}
