import { z } from 'zod';

/** The orders of a game list: the catalogue's (display order), or the newest games first (home/gamenew). */
export const GAME_SORTS = ['catalogue', 'newest'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

/** A yes/no of a query string: `true`/`false` as sent in the address, or a boolean. */
export const QueryFlagSchema = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  error: 'common.invalid_request',
});
