import { SLOT_PATHS, SLOT_SESSION_HEADER } from './slot-page.ts';

export type SlotAnswer = { status: number; body: Record<string, unknown> & { result: string } };

/**
 * Opens a launch URL and plays the slot over HTTP exactly as its page does: follows the launch
 * to the page's URL, takes the session from its fragment, then posts to the page's calls. Null
 * when the link no longer opens a session. (For tests and scripts; the browser needs none of it.)
 */
export async function openSlot(launchUrl: string) {
  const res = await fetch(launchUrl, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  const session = new URLSearchParams(location.split('#')[1] ?? '').get('s');
  if (res.status !== 303 || !session) return null;
  const origin = new URL(launchUrl).origin;
  const post = async (path: string, body: object, token = session): Promise<SlotAnswer> => {
    const r = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SLOT_SESSION_HEADER]: token },
      body: JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as SlotAnswer['body'] };
  };
  return {
    session,
    pageUrl: new URL(location, origin).toString(),
    state: () => post(SLOT_PATHS.state, {}),
    spin: (stake: string) => post(SLOT_PATHS.spin, { stake }),
    /** A call with another session token (a forged or expired one). */
    spinAs: (token: string, stake: string) => post(SLOT_PATHS.spin, { stake }, token),
  };
}
