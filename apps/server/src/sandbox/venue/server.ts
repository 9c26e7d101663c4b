import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BetHistoryRequestSchema,
  LaunchRequestSchema,
  PlayerRequestSchema,
  StatusRequestSchema,
  TransferRequestSchema,
  VENUE_API,
  VenueMoneySchema,
  VENUE_HEADERS,
  VENUE_MAX_SKEW_MS,
  fenToVenueMoney,
  venueMoneyToFen,
  verifyVenueSignature,
  type VenueBetWire,
  type VenueFailure,
} from '../../modules/venue/protocol.ts';
import { SLOT_PATHS, SLOT_SESSION_HEADER, slotPage, slotPageHeaders } from './slot-page.ts';
import { SLOT_GAMES, SLOT_STAKES_FEN, slotGame, slotMultiplier, slotRtp, spinReels } from './slot.ts';
import { issueGameToken, readGameToken, type GameToken } from './tokens.ts';

/**
 * A stand-in for an external game venue, speaking the venue HTTP API of modules/venue/protocol.ts
 * on 127.0.0.1. It keeps player wallets per merchant and applies each transfer id at most once.
 * It hosts the three slot games of slot.ts (for every merchant) and launches nothing else.
 * It can be told to misbehave on its next calls (through `fault()` or POST /sandbox/faults):
 * - `timeout`: apply the call, then hold the answer past the client's patience;
 * - `drop`: never apply it and never answer in time (a lost request);
 * - `late`: hold the request `delayMs`, then apply it (a delayed delivery; the client gave up);
 * - `error`: answer 500 without applying; `error_after`: apply, then answer 500;
 * - `reject`: refuse a transfer for good (recorded as failed);
 * - `duplicate`: receive the call twice (as a retrying proxy would) and answer the second.
 */
export type SandboxFaultMode = 'timeout' | 'drop' | 'late' | 'error' | 'error_after' | 'reject' | 'duplicate';
export type SandboxOp =
  'createPlayer' | 'balance' | 'deposit' | 'withdraw' | 'transferStatus' | 'launch' | 'betHistory';
export type SandboxFault = {
  mode: SandboxFaultMode;
  op?: SandboxOp;
  merchant?: string;
  times?: number;
  delayMs?: number;
};

type TransferRecord = {
  direction: 'in' | 'out';
  player: string;
  amount: string;
  result: 'success' | 'failed';
  reason?: VenueFailure;
  balanceAfter: string;
};
/**
 * A bet played at the venue, as its history reports it. `seq` orders the changes of the
 * merchant's bets: each change (placed, settled, voided) gives the bet the next number, and the
 * history answers bets by it (the cursor is the last number answered).
 */
export type SandboxBet = VenueBetWire & { seq: number; reels?: string[] };
type MerchantState = {
  players: Record<string, string>;
  transfers: Record<string, TransferRecord>;
  /** Absent in state files written before the venue had games. */
  bets?: SandboxBet[];
  betSeq?: number;
};

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
};

const FaultSchema = z.strictObject({
  mode: z.enum(['timeout', 'drop', 'late', 'error', 'error_after', 'reject', 'duplicate']),
  op: z.enum(['createPlayer', 'balance', 'deposit', 'withdraw', 'transferStatus', 'launch', 'betHistory']).optional(),
  merchant: z.string().optional(),
  times: z.number().int().positive().optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
});

export async function startSandboxVenue(opts: {
  secret: string;
  port?: number;
  /** Where to keep the wallets across restarts (a JSON file); in memory when absent. */
  stateFile?: string;
  /** How long `timeout` and `drop` hold an answer, and `late` waits by default. */
  hangMs?: number;
  /** Where players' browsers reach this venue (launch URLs); its own loopback address when absent. */
  publicUrl?: string;
}): Promise<SandboxVenue> {
  const hangMs = opts.hangMs ?? 30_000;
  const state: Record<string, MerchantState> =
    opts.stateFile && existsSync(opts.stateFile) ? JSON.parse(readFileSync(opts.stateFile, 'utf8')) : {};
  const persist = () => {
    if (!opts.stateFile) return;
    writeFileSync(`${opts.stateFile}.tmp`, JSON.stringify(state));
    renameSync(`${opts.stateFile}.tmp`, opts.stateFile);
  };
  const merchantState = (m: string): MerchantState => (state[m] ??= { players: {}, transfers: {} });
  let baseUrl = '';
  const publicUrl = () => (opts.publicUrl ?? baseUrl).replace(/\/$/, '');

  let faults: SandboxFault[] = [];
  const takeFault = (merchant: string, op: SandboxOp): SandboxFault | null => {
    const i = faults.findIndex((f) => (!f.op || f.op === op) && (!f.merchant || f.merchant === merchant));
    if (i < 0) return null;
    const f = faults[i]!;
    if ((f.times ?? 1) <= 1) faults.splice(i, 1);
    else faults[i] = { ...f, times: (f.times ?? 1) - 1 };
    return f;
  };

  // Held requests are let go when the sandbox closes, so tests never wait on a timer.
  const waiting = new Set<() => void>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiting.add(done);
    });
  const lateDeliveries = new Set<Promise<unknown>>();

  // The venue's own rules; each answer is the body of a 200.
  const ops: Record<SandboxOp, (m: MerchantState, body: unknown, merchant: string) => object> = {
    createPlayer(m, body) {
      const { player } = PlayerRequestSchema.parse(body);
      if (m.players[player] === undefined) {
        m.players[player] = '0.00';
        persist();
      }
      return { result: 'success', player };
    },
    balance(m, body) {
      const { player } = PlayerRequestSchema.parse(body);
      const balance = m.players[player];
      return balance === undefined ? { result: 'failed', reason: 'player_not_found' } : { result: 'success', balance };
    },
    deposit: (m, body) => transfer(m, 'in', body),
    withdraw: (m, body) => transfer(m, 'out', body),
    transferStatus(m, body) {
      const { transferId } = StatusRequestSchema.parse(body);
      const t = m.transfers[transferId];
      if (!t) return { result: 'not_found', transferId };
      return { result: t.result, transferId, ...(t.reason ? { reason: t.reason } : {}) };
    },
    launch(m, body, merchant) {
      const { player, game, lang } = LaunchRequestSchema.parse(body);
      if (!slotGame(game)) return { result: 'failed', reason: 'game_not_found' };
      if (m.players[player] === undefined) return { result: 'failed', reason: 'player_not_found' };
      const { token } = issueGameToken(opts.secret, { kind: 'launch', merchant, player, game, lang });
      return { result: 'success', url: `${publicUrl()}${SLOT_PATHS.launch}?token=${encodeURIComponent(token)}` };
    },
    betHistory(m, body) {
      const { cursor, limit } = BetHistoryRequestSchema.parse(body);
      // Our cursors are sequence numbers; anything else was never given out.
      if (cursor !== null && !/^\d{1,15}$/.test(cursor)) throw new z.ZodError([]);
      const after = cursor === null ? 0 : Number(cursor);
      const changed = (m.bets ?? []).filter((b) => b.seq > after).sort((a, b) => a.seq - b.seq);
      const page = changed.slice(0, limit);
      return {
        result: 'success',
        bets: page.map(({ seq: _seq, reels: _reels, ...wire }) => wire),
        cursor: page.length > 0 ? String(page.at(-1)!.seq) : cursor,
        hasMore: changed.length > page.length,
      };
    },
  };

  // Bets: every change of a player's balance by play is a bet of its own, recorded with it.
  const newBetId = () => `SB${Date.now()}${randomBytes(4).toString('hex')}`;
  function placeBet(merchant: string, player: string, bet: { game: string; stake: bigint; at?: Date }): SandboxBet {
    if (!slotGame(bet.game)) throw new Error(`no game ${bet.game} at this venue`);
    const m = merchantState(merchant);
    const current = m.players[player];
    if (current === undefined) throw new Error(`no player ${player}`);
    const after = venueMoneyToFen(current) - bet.stake;
    if (bet.stake <= 0n || after < 0n) throw new Error('the stake must be positive and within the balance');
    m.players[player] = fenToVenueMoney(after);
    const placed: SandboxBet = {
      betId: newBetId(),
      seq: (m.betSeq = (m.betSeq ?? 0) + 1),
      player,
      game: bet.game,
      stake: fenToVenueMoney(bet.stake),
      payout: null,
      status: 'open',
      placedAt: (bet.at ?? new Date()).toISOString(),
      settledAt: null,
    };
    (m.bets ??= []).push(placed);
    return placed;
  }
  function settleBet(merchant: string, betId: string, outcome: { payout: bigint } | 'void', at = new Date()) {
    const m = merchantState(merchant);
    const i = (m.bets ?? []).findIndex((b) => b.betId === betId);
    const bet = m.bets?.[i];
    if (!bet || bet.status !== 'open') throw new Error(`no open bet ${betId}`);
    const back = outcome === 'void' ? venueMoneyToFen(bet.stake) : outcome.payout;
    m.players[bet.player] = fenToVenueMoney(venueMoneyToFen(m.players[bet.player]!) + back);
    const settled: SandboxBet = {
      ...bet,
      seq: (m.betSeq = (m.betSeq ?? 0) + 1),
      status: outcome === 'void' ? 'void' : 'settled',
      payout: outcome === 'void' ? null : fenToVenueMoney(outcome.payout),
      settledAt: at.toISOString(),
    };
    // Kept in the order of last change, as the history reads them.
    m.bets!.splice(i, 1);
    m.bets!.push(settled);
    return settled;
  }

  class Conflict extends Error {}
  function transfer(m: MerchantState, direction: 'in' | 'out', body: unknown, refuse?: VenueFailure): object {
    const req = TransferRequestSchema.parse(body);
    const seen = m.transfers[req.transferId];
    if (seen) {
      if (seen.direction !== direction || seen.player !== req.player || seen.amount !== req.amount)
        throw new Conflict();
      return answerOf(req.transferId, seen);
    }
    const current = m.players[req.player];
    const amount = venueMoneyToFen(req.amount);
    let record: TransferRecord;
    if (refuse || current === undefined || amount <= 0n) {
      const reason = refuse ?? (current === undefined ? 'player_not_found' : 'rejected');
      record = {
        direction,
        player: req.player,
        amount: req.amount,
        result: 'failed',
        reason,
        balanceAfter: current ?? '0.00',
      };
    } else {
      const after = venueMoneyToFen(current) + (direction === 'in' ? amount : -amount);
      record =
        after < 0n
          ? {
              direction,
              player: req.player,
              amount: req.amount,
              result: 'failed',
              reason: 'insufficient_balance',
              balanceAfter: current,
            }
          : {
              direction,
              player: req.player,
              amount: req.amount,
              result: 'success',
              balanceAfter: fenToVenueMoney(after),
            };
      if (record.result === 'success') m.players[req.player] = record.balanceAfter;
    }
    m.transfers[req.transferId] = record;
    persist();
    return answerOf(req.transferId, record);
  }
  const answerOf = (transferId: string, t: TransferRecord) =>
    t.result === 'success'
      ? { result: 'success', transferId, balance: t.balanceAfter }
      : { result: 'failed', transferId, reason: t.reason };

  // Closing drops every connection, held ones included: a sandbox owes nobody a graceful goodbye.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as FastifyRequest & { rawBody?: string }).rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('bad json'), { statusCode: 400 }), undefined);
    }
  });

  /** The merchant of a correctly signed, fresh request; null after answering 401. */
  function authenticate(request: FastifyRequest, reply: FastifyReply): string | null {
    const merchant = request.headers[VENUE_HEADERS.merchant];
    const timestamp = request.headers[VENUE_HEADERS.timestamp];
    const signature = request.headers[VENUE_HEADERS.signature];
    const raw = (request as FastifyRequest & { rawBody?: string }).rawBody ?? '';
    const fresh = typeof timestamp === 'string' && Math.abs(Date.now() - Number(timestamp)) <= VENUE_MAX_SKEW_MS;
    if (
      typeof merchant !== 'string' ||
      !merchant ||
      !fresh ||
      typeof signature !== 'string' ||
      !verifyVenueSignature(opts.secret, timestamp, raw, signature)
    ) {
      void reply.status(401).send({ result: 'error', reason: 'bad_signature' });
      return null;
    }
    return merchant;
  }

  for (const [op, path] of Object.entries(VENUE_API) as [SandboxOp, string][]) {
    app.post(path, async (request, reply) => {
      const merchant = authenticate(request, reply);
      if (!merchant) return reply;
      return handle(op, merchant, request.body, reply);
    });
  }

  async function handle(op: SandboxOp, merchant: string, body: unknown, reply: FastifyReply) {
    const m = merchantState(merchant);
    const fault = takeFault(merchant, op);
    const apply = () => {
      if (fault?.mode === 'reject' && (op === 'deposit' || op === 'withdraw')) {
        return transfer(m, op === 'deposit' ? 'in' : 'out', body, 'rejected');
      }
      return ops[op](m, body, merchant);
    };
    try {
      switch (fault?.mode) {
        case 'error':
          return reply.status(500).send({ result: 'error', reason: 'internal' });
        case 'error_after':
          apply();
          return reply.status(500).send({ result: 'error', reason: 'internal' });
        case 'timeout': {
          const answer = apply();
          await wait(fault.delayMs ?? hangMs);
          return reply.send(answer);
        }
        case 'drop':
          await wait(fault.delayMs ?? hangMs);
          return reply.status(504).send({ result: 'error', reason: 'dropped' });
        case 'late': {
          const delivery = wait(fault.delayMs ?? 1000).then(apply);
          lateDeliveries.add(delivery);
          try {
            return reply.send(await delivery);
          } finally {
            lateDeliveries.delete(delivery);
          }
        }
        case 'duplicate':
          apply();
          return reply.send(apply());
        default:
          return reply.send(apply());
      }
    } catch (error) {
      if (error instanceof Conflict) return reply.status(409).send({ result: 'error', reason: 'transfer_conflict' });
      if (error instanceof z.ZodError) return reply.status(400).send({ result: 'error', reason: 'bad_request' });
      throw error;
    }
  }

  // Control endpoints for a sandbox run outside the tests' process; signed like the venue API.
  app.post('/sandbox/faults', async (request, reply) => {
    if (!authenticate(request, reply)) return reply;
    const parsed = FaultSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ result: 'error', reason: 'bad_request' });
    faults.push(parsed.data);
    return { result: 'success' };
  });
  app.post('/sandbox/play', async (request, reply) => {
    const merchant = authenticate(request, reply);
    if (!merchant) return reply;
    const parsed = z
      .strictObject({ player: z.string(), delta: z.string().regex(/^-?\d{1,12}\.\d{2}$/) })
      .safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ result: 'error', reason: 'bad_request' });
    const negative = parsed.data.delta.startsWith('-');
    const fen = venueMoneyToFen(parsed.data.delta.replace('-', ''));
    play(merchant, parsed.data.player, negative ? -fen : fen);
    return { result: 'success', balance: merchantState(merchant).players[parsed.data.player] };
  });

  // The slot games (slot.ts) in a player's browser. The launch URL's token opens it once and is swapped for
  // a session token in the page's URL fragment; the page's calls carry that token in a header
  // (which no other site's page can send here: there is no CORS).
  const usedLaunches = new Map<string, number>();
  const rtps = new Map(
    SLOT_GAMES.map((g) => {
      const { paid, outcomes } = slotRtp(g);
      // Rounded on whole hundredths of a per cent (float division would round 94.775 down).
      return [g.code, (Math.round((paid * 10_000) / outcomes) / 100).toFixed(2)];
    }),
  );
  const sessionOf = (request: FastifyRequest): GameToken | null => {
    const claims = readGameToken(opts.secret, request.headers[SLOT_SESSION_HEADER], 'session');
    return claims && state[claims.merchant]?.players[claims.player] !== undefined ? claims : null;
  };
  const expired = (reply: FastifyReply) => reply.status(401).send({ result: 'failed', reason: 'session_expired' });
  // A session of a game this venue does not host (launched before it was withdrawn) plays nothing.
  const noGame = (reply: FastifyReply) => reply.status(404).send({ result: 'failed', reason: 'game_not_found' });

  app.get(SLOT_PATHS.launch, async (request, reply) => {
    const now = Date.now();
    for (const [nonce, expires] of usedLaunches) if (expires < now) usedLaunches.delete(nonce);
    const claims = readGameToken(opts.secret, (request.query as { token?: unknown }).token, 'launch', now);
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    // A used or expired link opens the page without a session: it tells the player to launch again.
    if (!claims || usedLaunches.has(claims.nonce)) return reply.redirect(SLOT_PATHS.play, 303);
    usedLaunches.set(claims.nonce, claims.expires);
    const { token } = issueGameToken(opts.secret, { ...claims, kind: 'session' });
    return reply.redirect(`${SLOT_PATHS.play}#s=${token}`, 303);
  });

  app.get(SLOT_PATHS.play, async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply.headers(slotPageHeaders(nonce)).send(slotPage(nonce));
  });

  app.post(SLOT_PATHS.state, async (request, reply) => {
    const s = sessionOf(request);
    if (!s) return expired(reply);
    const game = slotGame(s.game);
    if (!game) return noGame(reply);
    return {
      result: 'success',
      game: game.code,
      gameName: game.name[s.lang],
      lang: s.lang,
      colors: game.colors,
      balance: state[s.merchant]!.players[s.player],
      stakes: SLOT_STAKES_FEN.map(fenToVenueMoney),
      symbols: game.symbols,
      paytable: game.paytable,
      rtp: rtps.get(game.code),
    };
  });

  const SpinSchema = z.strictObject({ stake: VenueMoneySchema });
  app.post(SLOT_PATHS.spin, async (request, reply) => {
    const s = sessionOf(request);
    if (!s) return expired(reply);
    const game = slotGame(s.game);
    if (!game) return noGame(reply);
    const parsed = SpinSchema.safeParse(request.body);
    const stake = parsed.success ? venueMoneyToFen(parsed.data.stake) : null;
    if (stake === null || !SLOT_STAKES_FEN.some((allowed) => allowed === stake)) {
      return reply.status(400).send({ result: 'failed', reason: 'bad_stake' });
    }
    const m = merchantState(s.merchant);
    if (venueMoneyToFen(m.players[s.player]!) < stake) return { result: 'failed', reason: 'insufficient_balance' };
    // Stake out, outcome, win in: one step, so the balance never shows half a spin.
    const reels = spinReels(game);
    const win = stake * BigInt(slotMultiplier(game, reels));
    const placed = placeBet(s.merchant, s.player, { game: game.code, stake });
    settleBet(s.merchant, placed.betId, { payout: win }).reels = reels;
    persist();
    return {
      result: 'success',
      betId: placed.betId,
      reels,
      stake: fenToVenueMoney(stake),
      win: fenToVenueMoney(win),
      balance: m.players[s.player],
    };
  });

  function play(merchant: string, player: string, deltaFen: bigint) {
    const m = merchantState(merchant);
    const current = m.players[player];
    if (current === undefined) throw new Error(`no player ${player}`);
    const after = venueMoneyToFen(current) + deltaFen;
    if (after < 0n) throw new Error('a player cannot lose more than the balance');
    m.players[player] = fenToVenueMoney(after);
    persist();
  }

  app.addHook('preClose', async () => {
    for (const release of [...waiting]) release();
  });
  await app.listen({ port: opts.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    port,
    fault: (f) => void faults.push(FaultSchema.parse(f)),
    clearFaults: () => void (faults = []),
    balanceOf: (merchant, player) => {
      const b = state[merchant]?.players[player];
      return b === undefined ? null : venueMoneyToFen(b);
    },
    play,
    transferCount: (merchant) => Object.keys(state[merchant]?.transfers ?? {}).length,
    bets: (merchant) => (state[merchant]?.bets ?? []).map((b) => ({ ...b })),
    placeBet: (merchant, player, bet) => {
      const placed = placeBet(merchant, player, bet);
      persist();
      return placed.betId;
    },
    settleBet: (merchant, betId, outcome, at) => {
      settleBet(merchant, betId, outcome, at);
      persist();
    },
    idle: async () => {
      while (lateDeliveries.size > 0) await Promise.allSettled([...lateDeliveries]);
    },
    close: async () => {
      await app.close();
    },
  };
}
