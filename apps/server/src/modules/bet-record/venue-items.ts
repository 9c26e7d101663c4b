import type { Lang } from '@app/contract';
import type { BetRecordDeps, VenueBetRow } from './deps.ts';
import { venueItem } from './views.ts';

/** Venue bets as records, with the games' names and types asked of the directory once per venue. */
export async function venueItems(
  { games }: BetRecordDeps,
  rows: VenueBetRow[],
  platformName: (code: string) => string,
  lang: Lang,
) {
  const known = new Map<string, { name: string; category: string }>();
  if (games) {
    const byVenue = new Map<string, Set<string>>();
    for (const r of rows)
      (byVenue.get(r.venueCode) ?? byVenue.set(r.venueCode, new Set()).get(r.venueCode)!).add(r.gameCode);
    for (const [venue, codes] of byVenue) {
      for (const [code, game] of await games(venue, [...codes], lang)) known.set(`${venue}/${code}`, game);
    }
  }
  return rows.map((r) => venueItem(r, platformName(r.venueCode), known.get(`${r.venueCode}/${r.gameCode}`), lang));
}
