import { FISHING_PATHS, FISHING_SESSION_HEADER } from './fishing-page.ts';

/** What the fishing page is told of its session (fishing-routes.ts). */
export type FishingSessionView = {
  id: string;
  seedHash: string;
  seed: string | null;
  shots: number;
  hits: number;
  bestMultiplier: number;
  stake: string;
  payout: string;
  ended: boolean;
  endedBy: string | null;
};
export type FishingAnswer = {
  status: number;
  body: Record<string, unknown> & { result: string; reason?: string; session?: FishingSessionView };
};

/**
 * Opens a fishing launch URL and plays over HTTP exactly as its page does: follows the launch to
 * the page, takes the session token from the fragment, then posts the page's calls. Null when the
 * link no longer opens a session. (For tests and scripts; the browser needs none of it.)
 */
export async function openFishing(launchUrl: string) {
  const res = await fetch(launchUrl, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  const session = new URLSearchParams(location.split('#')[1] ?? '').get('s');
  if (res.status !== 303 || !session) return null;
  const origin = new URL(launchUrl).origin;
  const post = async (path: string, body: object, token = session): Promise<FishingAnswer> => {
    const r = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [FISHING_SESSION_HEADER]: token },
      body: JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as FishingAnswer['body'] };
  };
  return {
    session,
    pageUrl: new URL(location, origin).toString(),
    state: () => post(FISHING_PATHS.state, {}),
    shoot: (fish: string, stake: string) => post(FISHING_PATHS.shoot, { fish, stake }),
    leave: () => post(FISHING_PATHS.leave, {}),
  };
}
