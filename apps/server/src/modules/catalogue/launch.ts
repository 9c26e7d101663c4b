import type { Lang, OpenGameInput, OpenGameResult } from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import { passGates } from '../../lib/gates.ts';
import type { CatalogueDeps } from './deps.ts';
import { findGame } from './game-pages.ts';
import { contextOf } from './view-context.ts';

/**
 * Where a game opens: its route in our app for a first-party game, otherwise the URL its venue
 * gives for the member, with whether the app may frame it (`input.frameOrigin`: the app's page that
 * would; the venue decides, modules/venue/launch.ts). Refused while the game is closed or its venue
 * under maintenance.
 */
export async function openGame(
  deps: CatalogueDeps,
  memberId: number,
  input: OpenGameInput,
  lang: Lang,
): Promise<OpenGameResult> {
  const { gameCode: code, frameOrigin } = input;
  const ctx = await contextOf(deps, lang);
  const g = await findGame(deps.db, ctx, code);
  const status = ctx.statusOf(g, ctx.venues.get(g.venueCode)!);
  if (status === 'closed') throw new AppError('catalogue.game_closed', 409);
  if (status === 'maintenance') throw new AppError('catalogue.venue_maintenance', 409);
  if (g.launchKind === 'internal') return { kind: 'internal', gameCode: g.code, route: g.launchRoute! };

  // Playing at a venue is betting: refused during an exclusion or once the day's loss reached its limit.
  await passGates(deps.launchGates, { memberId, amount: 0n });
  const launch = await deps.venues.launch(memberId, g.venueCode, g.venueGameCode!, lang, frameOrigin);
  if (launch?.result === 'success') {
    // Again once the venue has given the link: an exclusion that started meanwhile asked the venue to
    // end the sessions, maybe before this link was made, so the link must not reach the member.
    await passGates(deps.launchGates, { memberId, amount: 0n });
    const { url, framing } = launch;
    const name = lang === 'en' ? g.nameEn : g.nameZhHans;
    return { kind: 'external', gameCode: g.code, name, venue: g.venueCode, url, framing };
  }
  if (launch?.result === 'failed' && launch.reason === 'maintenance') {
    throw new AppError('catalogue.venue_maintenance', 409);
  }
  if (launch?.result === 'failed' && launch.reason === 'game_not_found') {
    throw new AppError('catalogue.game_unavailable', 409);
  }
  throw new AppError('catalogue.launch_failed', 409);
}
