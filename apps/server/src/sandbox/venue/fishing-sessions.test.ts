import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { FishingSessionDetailSchema } from '@app/contract';
import { VENUE_API, VENUE_HEADERS, signVenueRequest, venueMoneyToFen } from '../../modules/venue/protocol.ts';
import { VenueBook } from './book.ts';
import { openFishing } from './fishing-client.ts';
import { fishKind, fishingGame } from './fishing-games.ts';
import { FishingSessions } from './fishing-sessions.ts';
import { shotRoll } from './fishing.ts';
import { startSandboxVenue, type SandboxVenue } from './server.ts';
import type { GameToken } from './tokens.ts';

const SECRET = 'fishing-test-secret-0123456789';
const MERCHANT = 'demo-fishing';
const sandbox = await startSandboxVenue({ secret: SECRET });
const idleSandbox = await startSandboxVenue({ secret: SECRET, fishingIdleMs: 1_500 });
afterAll(async () => {
  await sandbox.close();
  await idleSandbox.close();
});
const reef = fishingGame('reef_hunter')!;
let players = 0;

/** A signed call of the venue API, as the platform makes it. */
async function signed(venue: SandboxVenue, path: string, body: object) {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  const res = await fetch(`${venue.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [VENUE_HEADERS.merchant]: MERCHANT,
      [VENUE_HEADERS.timestamp]: timestamp,
      [VENUE_HEADERS.signature]: signVenueRequest(SECRET, timestamp, raw),
    },
    body: raw,
  });
  return (await res.json()) as Record<string, unknown>;
}

/** A new player with `amount` at the venue, in a fishing game opened from a fresh launch. */
async function play(venue: SandboxVenue, amount: string, game = 'reef_hunter') {
  const player = `fisher${(players += 1)}`;
  await signed(venue, VENUE_API.createPlayer, { player });
  await signed(venue, VENUE_API.deposit, { player, transferId: `TRfish${players}x00`, amount });
  const launch = await signed(venue, VENUE_API.launch, { player, game, lang: 'en' });
  expect(launch).toMatchObject({ result: 'success' });
  expect(String(launch.url).startsWith(`${venue.url}/fishing/launch?token=`)).toBe(true);
  return { player, launchUrl: String(launch.url), page: (await openFishing(String(launch.url)))! };
}
const history = async (venue: SandboxVenue) =>
  (await signed(venue, VENUE_API.betHistory, { cursor: null, limit: 500 })).bets as Record<string, unknown>[];
const betsOf = async (venue: SandboxVenue, player: string) => (await history(venue)).filter((b) => b.player === player);

describe('sandbox fishing sessions', () => {
  it('serve a self-contained page, open a session with a committed seed, and decide each shot from it', async () => {
    const { player, page, launchUrl } = await play(sandbox, '100.00');
    const html = await (await fetch(page.pageUrl)).text();
    expect(html).toContain('<canvas id="sea">');
    expect(html).not.toMatch(/\s(src|href)\s*=/i);
    // A used launch link opens the page without a session.
    const again = await fetch(launchUrl, { redirect: 'manual' });
    expect([again.status, again.headers.get('location')]).toEqual([303, '/fishing/play']);

    const state = (await page.state()).body;
    expect(state).toMatchObject({ result: 'success', game: 'reef_hunter', gameName: 'Reef Hunter', balance: '100.00' });
    expect(state.cannons).toEqual(['0.10', '0.50', '1.00', '2.00']);
    expect((state.fish as { id: string; rtp: string }[]).map((f) => [f.id, f.rtp])).toEqual([
      ['clownfish', '96.00'],
      ['angelfish', '95.70'],
      ['pufferfish', '95.50'],
      ['turtle', '95.00'],
      ['octopus', '94.40'],
      ['shark', '94.00'],
    ]);
    const opened = state.session!;
    expect(opened).toMatchObject({ shots: 0, seed: null, ended: false });
    expect(opened.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // The page's calls see the same session until it ends.
    expect((await page.state()).body.session!.id).toBe(opened.id);

    const aims = [
      ['clownfish', '0.10'],
      ['clownfish', '2.00'],
      ['angelfish', '0.50'],
      ['shark', '1.00'],
      ['turtle', '2.00'],
    ] as const;
    let balance = 10_000n;
    const shots: Record<string, unknown>[] = [];
    for (let i = 0; i < 20; i += 1) {
      const [fish, stake] = aims[i % aims.length]!;
      const shot = await page.shoot(fish, stake);
      expect(shot.status).toBe(200);
      expect(shot.body).toMatchObject({ result: 'success', shot: i + 1, fish, stake });
      balance += venueMoneyToFen(String(shot.body.win)) - venueMoneyToFen(stake);
      expect(venueMoneyToFen(String(shot.body.balance))).toBe(balance);
      shots.push(shot.body);
    }
    expect(sandbox.balanceOf(MERCHANT, player)).toBe(balance);

    // Leaving reveals the seed: it matches the hash shown first, and recomputes every shot.
    const left = (await page.leave()).body;
    const session = left.session!;
    expect(session).toMatchObject({ id: opened.id, ended: true, endedBy: 'leave', shots: 20 });
    expect(createHash('sha256').update(Buffer.from(session.seed!, 'hex')).digest('hex')).toBe(opened.seedHash);
    for (const shot of shots) {
      const kind = fishKind(reef, String(shot.fish))!;
      const roll = shotRoll(session.seed!, session.id, Number(shot.shot));
      expect(shot.roll).toBe(roll);
      expect(shot.hit).toBe(roll < kind.hitChance);
      const win = shot.hit ? venueMoneyToFen(String(shot.stake)) * BigInt(kind.multiplier) : 0n;
      expect(venueMoneyToFen(String(shot.win))).toBe(win);
    }
    expect(left.balance).toBe(shots.at(-1)!.balance);
  });

  it('sum a session into one settled bet with its detail, once; an ended session refuses shots', async () => {
    const { player, page } = await play(sandbox, '50.00');
    const opened = (await page.state()).body.session!;
    const answers = [];
    for (const [fish, stake] of [
      ['pufferfish', '1.00'],
      ['octopus', '0.50'],
      ['clownfish', '0.10'],
      ['clownfish', '2.00'],
    ] as const) {
      answers.push((await page.shoot(fish, stake)).body);
    }
    // Nothing in the history while the session runs.
    expect(await betsOf(sandbox, player)).toEqual([]);
    const left = (await page.leave()).body.session!;

    const [bet, ...others] = await betsOf(sandbox, player);
    expect(others).toEqual([]);
    const won = answers.reduce((s, a) => s + venueMoneyToFen(String(a.win)), 0n);
    expect(bet).toMatchObject({
      betId: opened.id,
      game: 'reef_hunter',
      stake: '3.60',
      payout: left.payout,
      status: 'settled',
    });
    expect(venueMoneyToFen(String(bet!.payout))).toBe(won);
    expect(Date.parse(String(bet!.settledAt))).toBeGreaterThanOrEqual(Date.parse(String(bet!.placedAt)));
    expect(FishingSessionDetailSchema.parse(bet!.detail)).toEqual({
      kind: 'fishing',
      sessionId: opened.id,
      shots: 4,
      hits: answers.filter((a) => a.hit).length,
      bestMultiplier: Math.max(0, ...answers.map((a) => Number(a.multiplier))),
      seedHash: opened.seedHash,
      seed: left.seed,
      endedBy: 'leave',
    });
    expect(sandbox.balanceOf(MERCHANT, player)).toBe(5_000n - 360n + won);

    // Ended: no shot plays, the balance stays, leaving again records nothing more.
    const refused = await page.shoot('clownfish', '0.10');
    expect([refused.status, refused.body.result, refused.body.reason]).toEqual([409, 'failed', 'session_ended']);
    expect((await page.state()).body.session).toMatchObject({ ended: true, seed: left.seed });
    await page.leave();
    expect(await betsOf(sandbox, player)).toHaveLength(1);
    expect(sandbox.balanceOf(MERCHANT, player)).toBe(5_000n - 360n + won);
  });

  it('refuse a fish or cannon the game does not have, and a shot the balance cannot pay', async () => {
    const { player, page } = await play(sandbox, '0.30');
    expect((await page.shoot('golden_dragon', '0.10')).body).toMatchObject({ result: 'failed', reason: 'bad_fish' });
    expect((await page.shoot('clownfish', '5.00')).status).toBe(400);
    expect((await page.shoot('clownfish', '1.00')).body).toMatchObject({ reason: 'insufficient_balance' });
    expect(sandbox.balanceOf(MERCHANT, player)).toBe(30n);
    // A session that ends without a shot records no bet.
    await page.leave();
    expect(await betsOf(sandbox, player)).toEqual([]);
  });

  it('end when the platform ends the player sessions: the bet is recorded and the page plays no more', async () => {
    const { player, page } = await play(sandbox, '20.00', 'dragon_depths');
    expect((await page.state()).body.cannons).toEqual(['0.50', '1.00', '5.00', '10.00']);
    await page.shoot('lanternfish', '0.50');
    await page.shoot('golden_dragon', '1.00');
    expect(await signed(sandbox, VENUE_API.endSessions, { player })).toEqual({ result: 'success', player });
    const [bet] = await betsOf(sandbox, player);
    expect(bet).toMatchObject({ game: 'dragon_depths', stake: '1.50', status: 'settled' });
    expect(bet!.detail).toMatchObject({ kind: 'fishing', shots: 2, endedBy: 'platform' });
    expect((await page.shoot('lanternfish', '0.50')).body).toEqual({ result: 'failed', reason: 'session_expired' });
  });

  it('end by themselves after sitting idle, settled when they became idle', async () => {
    const { player, page } = await play(idleSandbox, '10.00');
    await page.state();
    await page.shoot('clownfish', '0.10');
    expect(await betsOf(idleSandbox, player)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    const [bet] = await betsOf(idleSandbox, player);
    expect(bet).toMatchObject({ stake: '0.10', status: 'settled' });
    expect(bet!.detail).toMatchObject({ shots: 1, endedBy: 'idle' });
    expect(Date.parse(String(bet!.settledAt)) - Date.parse(String(bet!.placedAt))).toBe(1_500);
    expect((await page.shoot('clownfish', '0.10')).body).toMatchObject({ reason: 'session_ended' });
  });

  it('count idle time from the last shot, or from the opening when none was fired', () => {
    const book = new VenueBook();
    book.merchant('m').players.p = '5.00';
    const fishing = new FishingSessions(book, 1_000);
    const claims = (nonce: string): GameToken => ({
      kind: 'session',
      merchant: 'm',
      player: 'p',
      game: 'reef_hunter',
      lang: 'zh_hans',
      expires: Number.MAX_SAFE_INTEGER,
      nonce,
    });
    const played = fishing.open(claims('a'), 10_000);
    const quiet = fishing.open(claims('b'), 10_000);
    expect(fishing.shoot('m', played, 'clownfish', 50n, 10_500)).toMatchObject({ result: 'success', shot: 1 });
    expect(fishing.shoot('m', played, 'clownfish', 50n, 11_400)).toMatchObject({ result: 'success', shot: 2 });
    fishing.sweep(12_399);
    expect([played.endedAt, quiet.endedAt]).toEqual([null, 11_000]);
    fishing.sweep(12_400);
    expect([played.endedAt, played.endedBy]).toEqual([12_400, 'idle']);
    const bets = book.state.m!.bets!;
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({
      betId: played.id,
      stake: '1.00',
      placedAt: new Date(10_500).toISOString(),
      settledAt: new Date(12_400).toISOString(),
    });
    expect(fishing.shoot('m', played, 'clownfish', 50n, 12_401)).toEqual({ result: 'failed', reason: 'session_ended' });
  });
});
