import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PlayerRequestSchema,
  StatusRequestSchema,
  TransferRequestSchema,
  VENUE_API,
  VENUE_HEADERS,
  VENUE_MAX_SKEW_MS,
  fenToVenueMoney,
  venueMoneyToFen,
  verifyVenueSignature,
  type VenueFailure,
} from '../../modules/venue/protocol.ts';

/**
 * A stand-in for an external game venue, speaking the venue HTTP API of modules/venue/protocol.ts
 * on 127.0.0.1. It keeps player wallets per merchant and applies each transfer id at most once.
 * It can be told to misbehave on its next calls (through `fault()` or POST /sandbox/faults):
 * - `timeout`: apply the call, then hold the answer past the client's patience;
 * - `drop`: never apply it and never answer in time (a lost request);
 * - `late`: hold the request `delayMs`, then apply it (a delayed delivery; the client gave up);
 * - `error`: answer 500 without applying; `error_after`: apply, then answer 500;
 * - `reject`: refuse a transfer for good (recorded as failed);
 * - `duplicate`: receive the call twice (as a retrying proxy would) and answer the second.
 */
export type SandboxFaultMode = 'timeout' | 'drop' | 'late' | 'error' | 'error_after' | 'reject' | 'duplicate';
export type SandboxOp = 'createPlayer' | 'balance' | 'deposit' | 'withdraw' | 'transferStatus';
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
type MerchantState = { players: Record<string, string>; transfers: Record<string, TransferRecord> };

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
  /** Resolves when every `late` delivery received so far has been applied. */
  idle: () => Promise<void>;
  close: () => Promise<void>;
};

const FaultSchema = z.strictObject({
  mode: z.enum(['timeout', 'drop', 'late', 'error', 'error_after', 'reject', 'duplicate']),
  op: z.enum(['createPlayer', 'balance', 'deposit', 'withdraw', 'transferStatus']).optional(),
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
  const ops: Record<SandboxOp, (m: MerchantState, body: unknown) => object> = {
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
  };

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
      return ops[op](m, body);
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
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    fault: (f) => void faults.push(FaultSchema.parse(f)),
    clearFaults: () => void (faults = []),
    balanceOf: (merchant, player) => {
      const b = state[merchant]?.players[player];
      return b === undefined ? null : venueMoneyToFen(b);
    },
    play,
    transferCount: (merchant) => Object.keys(state[merchant]?.transfers ?? {}).length,
    idle: async () => {
      while (lateDeliveries.size > 0) await Promise.allSettled([...lateDeliveries]);
    },
    close: async () => {
      await app.close();
    },
  };
}
