import type { Db } from '../../db/client.ts';
import { createVenueBetReads } from './bet-reads.ts';
import { createVenueBetSync } from './bet-sync.ts';
import type { VenueCatalogue } from './catalogue.ts';

/** The bets members play at external venues: pulled from their histories, read by the bet records. */
export function createVenueBets(
  db: Db,
  catalogue: VenueCatalogue,
  opts: Parameters<typeof createVenueBetSync>[2] & { timeZone: string },
) {
  return { ...createVenueBetSync(db, catalogue, opts), ...createVenueBetReads(db, opts.timeZone) };
}

export type VenueBets = ReturnType<typeof createVenueBets>;
