import type { Lang } from '@app/contract';
import type { VenueAdapter, VenueLaunch } from './adapter.ts';
import type { Venue, VenueCatalogue } from './catalogue.ts';

type EnsurePlayer = (memberId: number, venue: Venue, adapter: VenueAdapter) => Promise<void>;

/**
 * Opens a venue's game for a member. The venue must take players now (otherwise the member's
 * error `wallet.venue_maintenance`); an external venue gets the member's player created first
 * (`wallet.venue_unavailable` when it cannot be). Null: the venue's games are routes of our app.
 */
export function createVenueLaunch(catalogue: VenueCatalogue, ensurePlayer: EnsurePlayer) {
  return async function launch(
    memberId: number,
    venueCode: string,
    gameCode: string,
    lang: Lang,
  ): Promise<VenueLaunch | null> {
    const { venue, adapter } = await catalogue.open(venueCode);
    if (adapter.kind === 'remote') await ensurePlayer(memberId, venue, adapter);
    return adapter.launchUrl(memberId, gameCode, lang);
  };
}
