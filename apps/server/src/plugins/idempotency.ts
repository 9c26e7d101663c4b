import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { lt } from 'drizzle-orm';
import { CODE, translate } from '@app/contract';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { idempotencyKeys } from '../ledger/schema.ts';
import { memberOf } from './auth.ts';
import { claimKey, KeyTaken, releaseKey, Replay, storeAnswer, storedAnswer } from '../lib/idempotency/key.ts';
import { RequestKey } from '../lib/idempotency/request-key.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route moves money: it requires an Idempotency-Key header and replays its first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: RequestKey | null;
  }
}

const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
const KEEP_MS = 48 * 3_600_000;

function hashRequest(route: string, body: unknown): string {
  // Validated bodies may carry amounts already turned into bigint fen.
  const text = JSON.stringify(body ?? null, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  return createHash('sha256').update(route).update('\n').update(text).digest('hex');
}

/**
 * Runs an idempotent handler and answers for its key: the stored first answer on a replay; the
 * answer its service stored, byte for byte; else stores it now for a service that held the key.
 * A handler that answered without ever claiming had no key guarding its effect: that is a bug,
 * answered 500 and logged. Refusals and server errors are settled in `onSend`, once formatted.
 */
export async function answerOnce(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  call: () => Promise<unknown>,
  render: (output: unknown) => string,
): Promise<unknown> {
  const k = request.idempotency!;
  k.render = render;
  let output: unknown;
  try {
    output = await call();
  } catch (error) {
    if (error instanceof Replay) return reply.code(error.status).send(error.response);
    throw error;
  }
  if (k.state === 'held' && k.body === null) {
    const body = render(output);
    if (await storeAnswer(db, k.id, 200, body)) k.body = body;
    else {
      const stored = await storedAnswer(db, k.id);
      if (stored) return reply.code(stored.status).send(stored.response);
    }
  }
  if (k.body === null) {
    request.log.error({ route: k.id.route }, 'idempotent handler answered without claiming its key');
    throw new Error(`idempotent route ${k.id.route} never claimed its key`);
  }
  return reply.type('application/json; charset=utf-8').send(k.body);
}

/** A refusal (4xx) becomes the key's answer; if the key got an answer first, that one is sent. */
async function settleRefusal(db: Db, request: FastifyRequest, reply: FastifyReply, payload: string) {
  const k = request.idempotency!;
  const answer = { status: reply.statusCode, body: payload };
  let replay: Replay | null = null;
  if (k.state === 'held') {
    if (!(await storeAnswer(db, k.id, answer.status, answer.body))) replay = await storedAnswer(db, k.id);
  } else {
    try {
      const outcome = await claimKey(db, k.id, answer);
      if (outcome instanceof Replay) replay = outcome;
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      reply.code(error.status);
      return JSON.stringify({ code: CODE.FAIL, msg: translate(request.lang, error.key), error: error.key, data: null });
    }
  }
  if (!replay) return payload;
  reply.code(replay.status);
  return replay.status === 200 ? reply.serialize(replay.response) : JSON.stringify(replay.response);
}

/**
 * `abandonedMs`: a request still 'running' after this long died with its process (config
 * IDEMPOTENCY_ABANDONED_MS); a retry may take it over, and the service's own unique keys stop a
 * second effect. It must stay well above the longest a money request can take.
 */
export default fp<{ db: Db; abandonedMs: number }>(async (app, { db, abandonedMs }) => {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.idempotent) return;
    const { memberId } = memberOf(request);
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !KEY.test(key)) throw new AppError('money.idempotency_key_required');
    const route = request.routeOptions.url ?? request.url;
    request.idempotency = new RequestKey({
      memberId,
      key,
      route,
      requestHash: hashRequest(route, request.body),
      abandonedMs,
    });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const k = request.idempotency;
    if (!k || k.body !== null || k.state === 'replayed' || k.state === 'taken') return payload;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      // Nothing was decided: let the member try again with the same key.
      if (k.state === 'held') await releaseKey(db, k.id);
      return payload;
    }
    if (reply.statusCode === 200) return payload;
    return settleRefusal(db, request, reply, payload);
  });

  const sweep = setInterval(() => {
    void db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - KEEP_MS)))
      .catch((err: unknown) => app.log.warn({ err }, 'idempotency sweep failed'));
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
