import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  VENUE_API,
  VENUE_HEADERS,
  VENUE_MAX_SKEW_MS,
  venueMoneyToFen,
  verifyVenueSignature,
} from '../../modules/venue/protocol.ts';
import { VenueBook, type SandboxBet } from './book.ts';
import { FaultSchema, Faults, type SandboxFault } from './faults.ts';
import { registerFishingRoutes } from './fishing-routes.ts';
import { FishingSessions } from './fishing-sessions.ts';
import { venueOps, type SandboxOp } from './ops.ts';
import { registerSlotRoutes } from './slot-routes.ts';
import { SandboxSports } from './sports-book.ts';
import { DEFAULT_SPORTS_SCHEDULE, type SportsSchedule } from './sports-fixtures.ts';
import { registerSportsRoutes } from './sports-routes.ts';

export type { SandboxBet } from './book.ts';
export type { SandboxFault, SandboxFaultMode } from './faults.ts';
export type { SandboxOp } from './ops.ts';

/**
 * A stand-in for an external game venue, speaking the venue HTTP API of modules/venue/protocol.ts
 * on 127.0.0.1. It keeps player wallets per merchant and applies each transfer id at most once.
 * It hosts the three slot games of slot.ts (for every merchant) and launches nothing else; once
 * a player's sessions are ended, the launch links and sessions given before play nothing.
 * It can be told to misbehave on its next calls (through `fault()` or POST /sandbox/faults):
 * - `timeout`: apply the call, then hold the answer past the client's patience;
 * - `drop`: never apply it and never answer in time (a lost request);
 * - `late`: hold the request `delayMs`, then apply it (a delayed delivery; the client gave up);
 * - `error`: answer 500 without applying; `error_after`: apply, then answer 500;
 * - `reject`: refuse a transfer for good (recorded as failed);
 * - `duplicate`: receive the call twice (as a retrying proxy would) and answer the second.
 */
export type SandboxVenue = {
  url: string;
  port: number;
  fault: (f: SandboxFault) => void;
  clearFaults: () => void;
  /** A player's balance in fen, null when the player does not exist. */
  balanceOf: (merchant: string, player: string) => bigint | null;
  /** A game result at the venue: the player wins (positive) or loses (negative) `deltaFen`. */
  play: (merchant: string, player: string, deltaFen: bigint) => void;
  /** How many transfer ids the venue has recorded for a merchant. */
  transferCount: (merchant: string) => number;
  /** A merchant's bets, in the order of their last change. */
  bets: (merchant: string) => SandboxBet[];
  /** Places an open bet on one of the venue's games (the stake leaves the player's balance) at `at` (default now); answers its id. */
  placeBet: (merchant: string, player: string, bet: { game: string; stake: bigint; at?: Date }) => string;
  /** Settles an open bet paying `payout` (stake included; 0 for a loss), or voids it (the stake goes back). */
  settleBet: (merchant: string, betId: string, outcome: { payout: bigint } | 'void', at?: Date) => void;
  /** Resolves when every `late` delivery received so far has been applied. */
  idle: () => Promise<void>;
  close: () => Promise<void>;
  /** The sportsbook (sports-book.ts): fixtures, odds, slips, cancelling a fixture and settling what is due. */
  sports: SandboxSports;
};

type RawRequest = FastifyRequest & { rawBody?: string };

/** Keeps each JSON body as text too: the signature covers the bytes. */
function keepRawBodies(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as RawRequest).rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('bad json'), { statusCode: 400 }), undefined);
    }
  });
}

/** The merchant of a correctly signed, fresh request; null after answering 401. */
function authenticate(secret: string, request: FastifyRequest, reply: FastifyReply): string | null {
  const merchant = request.headers[VENUE_HEADERS.merchant];
  const timestamp = request.headers[VENUE_HEADERS.timestamp];
  const signature = request.headers[VENUE_HEADERS.signature];
  const raw = (request as RawRequest).rawBody ?? '';
  const fresh = typeof timestamp === 'string' && Math.abs(Date.now() - Number(timestamp)) <= VENUE_MAX_SKEW_MS;
  const signed = typeof signature === 'string' && fresh && verifyVenueSignature(secret, timestamp, raw, signature);
  if (typeof merchant !== 'string' || !merchant || !signed) {
    void reply.status(401).send({ result: 'error', reason: 'bad_signature' });
    return null;
  }
  return merchant;
}

const PlaySchema = z.strictObject({ player: z.string(), delta: z.string().regex(/^-?\d{1,12}\.\d{2}$/) });

/** The venue API, and control endpoints for a sandbox run outside the tests' process (signed alike). */
function registerVenueRoutes(
  app: FastifyInstance,
  book: VenueBook,
  faults: Faults,
  secret: string,
  publicUrl: () => string,
  fishing: FishingSessions,
) {
  const ops = venueOps(book, secret, publicUrl, fishing);
  for (const [op, path] of Object.entries(VENUE_API) as [SandboxOp, string][]) {
    app.post(path, async (request, reply) => {
      const merchant = authenticate(secret, request, reply);
      if (!merchant) return reply;
      const m = book.merchant(merchant);
      const fault = faults.take(merchant, op);
      const refused = fault?.mode === 'reject' && (op === 'deposit' || op === 'withdraw');
      const apply = () =>
        refused
          ? book.transfer(m, op === 'deposit' ? 'in' : 'out', request.body, 'rejected')
          : ops[op](m, request.body, merchant);
      return faults.answer(fault, apply, reply);
    });
  }
  app.post('/sandbox/faults', async (request, reply) => {
    if (!authenticate(secret, request, reply)) return reply;
    const parsed = FaultSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ result: 'error', reason: 'bad_request' });
    faults.add(parsed.data);
    return { result: 'success' };
  });
  app.post('/sandbox/play', async (request, reply) => {
    const merchant = authenticate(secret, request, reply);
    if (!merchant) return reply;
    const parsed = PlaySchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ result: 'error', reason: 'bad_request' });
    const fen = venueMoneyToFen(parsed.data.delta.replace('-', ''));
    book.play(merchant, parsed.data.player, parsed.data.delta.startsWith('-') ? -fen : fen);
    return { result: 'success', balance: book.merchant(merchant).players[parsed.data.player] };
  });
}

/** The test and demo handle of a running sandbox venue. */
function handleOf(
  app: FastifyInstance,
  book: VenueBook,
  faults: Faults,
  url: string,
  port: number,
): Omit<SandboxVenue, 'sports'> {
  return {
    url,
    port,
    fault: (f: SandboxFault) => faults.add(FaultSchema.parse(f)),
    clearFaults: () => faults.clear(),
    balanceOf: (merchant, player) => {
      const b = book.state[merchant]?.players[player];
      return b === undefined ? null : venueMoneyToFen(b);
    },
    play: (merchant, player, deltaFen) => book.play(merchant, player, deltaFen),
    transferCount: (merchant) => Object.keys(book.state[merchant]?.transfers ?? {}).length,
    bets: (merchant) => (book.state[merchant]?.bets ?? []).map((b: SandboxBet) => ({ ...b })),
    placeBet: (merchant, player, bet) => {
      const placed = book.placeBet(merchant, player, bet);
      book.persist();
      return placed.betId;
    },
    settleBet: (merchant, betId, outcome, at) => {
      book.settleBet(merchant, betId, outcome, at);
      book.persist();
    },
    idle: async () => {
      while (faults.lateDeliveries.size > 0) await Promise.allSettled([...faults.lateDeliveries]);
    },
    close: async () => {
      await app.close();
    },
  };
}

export async function startSandboxVenue(opts: {
  secret: string;
  port?: number;
  /** Where to keep the wallets across restarts (a JSON file); in memory when absent. */
  stateFile?: string;
  /** How long `timeout` and `drop` hold an answer, and `late` waits by default. */
  hangMs?: number;
  /** Where players' browsers reach this venue (launch URLs); its own loopback address when absent. */
  publicUrl?: string;
  /** How long a fishing session may sit without a shot before it ends (fishing-sessions.ts FISHING_IDLE_MS). */
  fishingIdleMs?: number;
  /** The sportsbook's schedule (a test's or e2e run's short one), and its clock for tests; sports-fixtures.ts. */
  sports?: Partial<SportsSchedule> & { now?: () => number };
}): Promise<SandboxVenue> {
  const book = new VenueBook(opts.stateFile);
  const faults = new Faults(opts.hangMs ?? 30_000);
  let baseUrl = '';
  const publicUrl = () => (opts.publicUrl ?? baseUrl).replace(/\/$/, '');
  // Closing drops every connection, held ones included: a sandbox owes nobody a graceful goodbye.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  keepRawBodies(app);
  const fishing = new FishingSessions(book, opts.fishingIdleMs);
  registerVenueRoutes(app, book, faults, opts.secret, publicUrl, fishing);
  registerSlotRoutes(app, book, opts.secret);
  registerFishingRoutes(app, book, fishing, opts.secret);
  const { now: sportsNow, ...schedule } = opts.sports ?? {};
  const sports = new SandboxSports(book, { ...DEFAULT_SPORTS_SCHEDULE, ...schedule }, sportsNow ?? Date.now);
  registerSportsRoutes(app, book, sports, opts.secret, (request, reply) => authenticate(opts.secret, request, reply));
  app.addHook('preClose', async () => faults.releaseAll());
  await app.listen({ port: opts.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  baseUrl = `http://127.0.0.1:${port}`;
  return { ...handleOf(app, book, faults, baseUrl, port), sports };
}
