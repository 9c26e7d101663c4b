import type { Lang } from '@app/contract';
import type { Config } from '../../config.ts';
import type { Cards } from '../cards/index.ts';
import type { Live } from '../live/index.ts';
import type { Lottery } from '../lottery/index.ts';
import type { Venues } from '../venue/index.ts';

/**
 * Names and game types (codes of the game categories dictionary) of venue games, by the venue's
 * game code; the game catalogue knows them. Without it a venue bet shows the venue's code.
 */
export type GameDirectory = (
  venueCode: string,
  venueGameCodes: string[],
  lang: Lang,
) => Promise<Map<string, { name: string; category: string }>>;

/** What the bet records need: the platform time zone the dates are in, and the sources of the bets. */
export type BetRecordDeps = {
  config: Pick<Config, 'timeZone'>;
  lottery: Pick<Lottery, 'betsOf' | 'totalsOf' | 'verify' | 'memberBets'>;
  cards: Pick<Cards, 'roundsOf' | 'totalsOf' | 'roundOf'>;
  live: Pick<Live, 'betsOf' | 'totalsOf' | 'betOf'>;
  venueBets: Pick<Venues['bets'], 'betsOf' | 'totalsOf' | 'betOf'>;
  venues: Pick<Venues['catalogue'], 'list'>;
  games?: GameDirectory | null;
};

/** A bet as the venue module keeps it, pulled from the venue's history. */
export type VenueBetRow = Awaited<ReturnType<Venues['bets']['betsOf']>>['rows'][number];
