import type { Lang } from '@app/contract';
import type { VenueAdapter, VenueLaunch } from './adapter.ts';
import { venueFrameOrigin, type Venue, type VenueCatalogue } from './catalogue.ts';

type EnsurePlayer = (memberId: number, venue: Venue, adapter: VenueAdapter) => Promise<void>;

/**
 * Opens a venue's game for a member. The venue must take players now (otherwise the member's
 * error `wallet.venue_maintenance`); an external venue gets the member's player created first
 * (`wallet.venue_unavailable` when it cannot be). Null: the venue's games are routes of our app.
 * `frameOrigin`: the app's page that would frame the game. It is framed only when the venue says
 * its page allows it and the page is on the venue's own origin, the one the web app's policy lets
 * it frame (`venueFrameOrigin`); otherwise it opens in a tab of its own.
 */
export function createVenueLaunch(catalogue: VenueCatalogue, ensurePlayer: EnsurePlayer) {
  return async function launch(
    memberId: number,
    venueCode: string,
    gameCode: string,
    lang: Lang,
    frameOrigin?: string,
  ): Promise<VenueLaunch | null> {
    const { venue, adapter } = await catalogue.open(venueCode);
    if (adapter.kind === 'remote') await ensurePlayer(memberId, venue, adapter);
    const launch = await adapter.launchUrl(memberId, gameCode, lang, frameOrigin);
    if (launch?.result !== 'success') return launch;
    const framing = launch.framing && frameOrigin !== undefined && originOf(launch.url) === venueFrameOrigin(venue);
    return { ...launch, framing };
  };
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
