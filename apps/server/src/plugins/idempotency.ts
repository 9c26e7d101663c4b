import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { idempotencyKeys } from '../ledger/schema.ts';
import { memberOf } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route moves money: it requires an Idempotency-Key header and replays its first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: { memberId: number; key: string; replay: boolean } | null;
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

/** The idempotency key of a money-moving request, for services that store it with their effect. */
export function idempotencyKeyOf(request: { idempotency: { key: string } | null }): string {
  if (!request.idempotency) throw new Error('route is not idempotent');
  return request.idempotency.key;
}

/**
 * `abandonedMs`: a request still 'running' after this long died with its process (config
 * IDEMPOTENCY_ABANDONED_MS); a retry may take it over, and the service's own unique keys stop a
 * second effect. It must stay well above the longest a money request can take.
 */
export default fp<{ db: Db; abandonedMs: number }>(async (app, { db, abandonedMs }) => {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const { memberId } = memberOf(request);
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !KEY.test(key)) throw new AppError('money.idempotency_key_required');
    const route = request.routeOptions.url ?? request.url;
    const requestHash = hashRequest(route, request.body);
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({ memberId, key, route, requestHash, state: 'running' })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted) {
      request.idempotency = { memberId, key, replay: false };
      return;
    }
    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
    if (!existing || existing.requestHash !== requestHash) throw new AppError('money.idempotency_mismatch', 422);
    if (existing.state === 'done') {
      request.idempotency = { memberId, key, replay: true };
      return reply.status(existing.statusCode ?? 200).send(existing.response);
    }
    // Take it over only if it is still running and stale, judged by the database clock in one
    // statement: of two retries racing here, the second finds it fresh again. (Comparing with the
    // updated_at read above would never match on PostgreSQL: it keeps microseconds, a JS Date
    // only milliseconds.)
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ updatedAt: sql`now()` })
      .where(
        and(
          eq(idempotencyKeys.memberId, memberId),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.state, 'running'),
          lt(idempotencyKeys.updatedAt, sql`now() - make_interval(secs => ${abandonedMs / 1000})`),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (!taken) throw new AppError('money.request_in_progress', 409);
    request.idempotency = { memberId, key, replay: false };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const idem = request.idempotency;
    if (!idem || idem.replay) return payload;
    const where = and(eq(idempotencyKeys.memberId, idem.memberId), eq(idempotencyKeys.key, idem.key));
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      // Nothing was decided: let the member try again with the same key.
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    await db
      .update(idempotencyKeys)
      .set({ state: 'done', statusCode: reply.statusCode, response: JSON.parse(payload), updatedAt: new Date() })
      .where(where);
    return payload;
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
