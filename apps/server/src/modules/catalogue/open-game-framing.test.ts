import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE_API, type OpenGameInput, type OpenGameResult } from '@app/contract';
import { en } from '@app/contract/messages';
import { callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { SLOTS, buildWalletApp, startTestSandbox } from '../../../test/wallet.ts';
import { openSlot } from '../../sandbox/venue/slot-client.ts';
import { playerOf } from '../venue/index.ts';

// A built web app of one page, so the answer's Content-Security-Policy can be read.
const webDist = mkdtempSync(join(tmpdir(), 'framing-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>t</title>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

// The demo venues on a sandbox venue: Lantern Reels lets the app frame it, Star Voyage never does.
const sandbox = await startTestSandbox();
const app = await buildWalletApp(sandbox, { WEB_DIST_DIR: webDist });
const APP_ORIGIN = 'http://app.platform.test:8080';

const openGame = (token: string, input: OpenGameInput | Record<string, unknown>) =>
  callEndpoint(app, CATALOGUE_API.openGame, unchecked(input), { token, lang: 'en' });

type External = Extract<OpenGameResult, { kind: 'external' }>;

/** The venue page a launch URL leads to: its address and who may frame it. */
async function venuePage(url: string) {
  const launch = await fetch(url, { redirect: 'manual' });
  const location = new URL(launch.headers.get('location')!, url);
  const page = await fetch(location);
  const policy = page.headers.get('content-security-policy') ?? '';
  return { location, status: page.status, frameAncestors: /frame-ancestors ([^;]+)/.exec(policy)?.[1] };
}

describe('opening a venue game in the app', () => {
  it('frames a game whose venue page lets the app frame it, and the app’s policy lets it frame the venue', async () => {
    const m = await registerMember(app);
    const res = await openGame(m.token, { gameCode: 'lantern_reels', frameOrigin: APP_ORIGIN });
    expect(res.body.code).toBe(1);
    const game = res.body.data as External;
    expect(game).toMatchObject({
      kind: 'external',
      gameCode: 'lantern_reels',
      name: 'Lantern Reels',
      venue: SLOTS.code,
      framing: true,
    });
    // The venue's page says the same: only the app's origin may frame it.
    const page = await venuePage(game.url);
    expect(page.status).toBe(200);
    expect(page.frameAncestors).toBe(APP_ORIGIN);
    // The web app's own policy lets it frame the venue's origin.
    const web = await app.inject({ method: 'GET', url: '/h5/' });
    const frameSrc = String(web.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('frame-src'));
    expect(frameSrc?.trim()).toBe(`frame-src 'self' ${new URL(sandbox.url).origin}`);
    // And the framed page plays: the session reached it.
    const jade = await openGame(m.token, { gameCode: 'jade_garden', frameOrigin: APP_ORIGIN });
    const slot = (await openSlot((jade.body.data as External).url))!;
    expect((await slot.state()).body).toMatchObject({ result: 'success', game: 'jade_garden' });
    expect(sandbox.balanceOf(SLOTS.merchant, playerOf(m.uid))).toBe(0n);
  });

  it('opens a game whose venue forbids frames in a tab of its own: the venue page refuses every frame', async () => {
    const m = await registerMember(app);
    const res = await openGame(m.token, { gameCode: 'star_voyage', frameOrigin: APP_ORIGIN });
    expect(res.body.code).toBe(1);
    const game = res.body.data as External;
    expect(game).toMatchObject({ kind: 'external', name: 'Star Voyage', venue: SLOTS.code, framing: false });
    const page = await venuePage(game.url);
    expect(page.status).toBe(200);
    expect(page.location.search).toBe('');
    expect(page.frameAncestors).toBe("'none'");
  });

  it('does not frame a game the app did not ask to frame', async () => {
    const m = await registerMember(app);
    const res = await openGame(m.token, { gameCode: 'lantern_reels' });
    expect(res.body.data).toMatchObject({ kind: 'external', framing: false });
    expect((await venuePage((res.body.data as External).url)).frameAncestors).toBe("'none'");
  });

  it('refuses a frame origin that is not an origin', async () => {
    const m = await registerMember(app);
    for (const frameOrigin of ['javascript:alert(1)', `${APP_ORIGIN}/h5/`, "http://a.test 'unsafe-inline'"]) {
      const res = await openGame(m.token, { gameCode: 'lantern_reels', frameOrigin });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 0, msg: en['common.invalid_request'] });
    }
  });

  it('answers a first-party game as a route of the app, whatever the frame origin', async () => {
    const m = await registerMember(app);
    const res = await openGame(m.token, { gameCode: 'fast3', frameOrigin: APP_ORIGIN });
    expect(res.body.data).toEqual({ kind: 'internal', gameCode: 'fast3', route: '/pages/home/game?game=fast3' });
  });
});
