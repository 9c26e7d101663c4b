// The sandbox venue of the sportsbook row (sports-settle.ts), in a process of its own as a real
// venue is: told over IPC to place a fixture's bets, then to end the fixture and settle them.
import { performance } from 'node:perf_hooks';
import { startSandboxVenue } from '../apps/server/src/sandbox/venue/server.ts';
import { sportsBook } from '../apps/server/src/sandbox/venue/sports-data.ts';
import { fixturesAround } from '../apps/server/src/sandbox/venue/sports-fixtures.ts';
import { centsText, type MarketCode, type SelectionCode } from '../apps/server/src/sandbox/venue/sports-markets.ts';

export type VenueCommand =
  | { type: 'place'; n: number; members: number; secret: string; stateFile: string }
  | { type: 'end' }
  | { type: 'close' };
export type VenueReply =
  { type: 'placed'; url: string; placeMs: number } | { type: 'settled'; settled: number; venueMs: number };

const MERCHANT = 'demo-sports';
const PICKS: [MarketCode, SelectionCode][] = [
  ['1x2', 'home'],
  ['1x2', 'draw'],
  ['1x2', 'away'],
  ['total', 'over'],
  ['total', 'under'],
];
const send = (reply: VenueReply) => process.send!(reply);
let clock = Date.now();
let venue: Awaited<ReturnType<typeof startSandboxVenue>> | null = null;
let endsAt = 0;

/** `n` singles of 2.00 on one fixture from `members` players, then one write of the venue's book. */
async function place(c: Extract<VenueCommand, { type: 'place' }>) {
  venue = await startSandboxVenue({ secret: c.secret, stateFile: c.stateFile, sports: { now: () => clock } });
  const engine = venue.sports;
  const book = sportsBook('sports_football')!;
  const fixture = fixturesAround(engine.state(MERCHANT).seed, book, engine.schedule, clock).find((f) =>
    engine.isOpen(MERCHANT, f),
  )!;
  endsAt = fixture.endsAt;
  const players = Array.from({ length: c.members }, (_, i) => `h5m${900_001 + i}`);
  for (const p of players) engine.book.merchant(MERCHANT).players[p] = '1000000.00';
  const started = performance.now();
  for (let i = 0; i < c.n; i += 1) {
    const [market, selection] = PICKS[i % PICKS.length]!;
    const odds = centsText(engine.odds(MERCHANT, fixture, market, selection)!);
    const slip = { mode: 'single' as const, stake: 200n, picks: [{ fixtureId: fixture.id, market, selection, odds }] };
    if (engine.place(MERCHANT, players[i % c.members]!, book.code, slip).result !== 'success') {
      throw new Error(`bet ${i} refused`);
    }
  }
  engine.book.persist();
  send({ type: 'placed', url: venue.url, placeMs: performance.now() - started });
}

process.on('message', (c: VenueCommand) => {
  if (c.type === 'place') void place(c);
  else if (c.type === 'end') {
    clock = endsAt;
    const started = performance.now();
    const settled = venue!.sports.sweep();
    send({ type: 'settled', settled, venueMs: performance.now() - started });
  } else void venue?.close().then(() => process.exit(0));
});
