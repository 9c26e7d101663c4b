import { SPORTS_PATHS, SPORTS_SESSION_HEADER } from './sports-page.ts';

export type SportsAnswer = { status: number; body: Record<string, unknown> & { result: string } };
export type SportsPickBody = { fixtureId: string; market: string; selection: string; odds: string };
type StateFixture = {
  id: string;
  status: string;
  startsAt: string;
  seedHash: string;
  seed: string | null;
  score: string | null;
  selections: { market: string; selection: string; line: string | null; odds: string | null }[];
};

/**
 * Opens a sportsbook launch URL and uses the book over HTTP exactly as its page does: follows the
 * launch to the page, takes the session from the fragment, then posts the page's calls. Null when
 * the link no longer opens a session. (For tests and scripts; the browser needs none of it.)
 */
export async function openSportsbook(launchUrl: string) {
  const res = await fetch(launchUrl, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  const session = new URLSearchParams(location.split('#')[1] ?? '').get('s');
  if (res.status !== 303 || !session) return null;
  const origin = new URL(launchUrl).origin;
  const post = async (path: string, body: object): Promise<SportsAnswer> => {
    const r = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SPORTS_SESSION_HEADER]: session },
      body: JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as SportsAnswer['body'] };
  };
  return {
    pageUrl: new URL(location, origin).toString(),
    state: async () => {
      const a = await post(SPORTS_PATHS.state, {});
      return a as SportsAnswer & { body: { fixtures: StateFixture[]; balance: string } };
    },
    place: (mode: 'single' | 'parlay', stake: string, picks: SportsPickBody[]) =>
      post(SPORTS_PATHS.place, { mode, stake, picks }),
  };
}
