// Helpers for the lottery tests (not a test file itself).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, vi } from 'vitest';
import { LOTTERY_API, type BetKind, type Lang, type LotteryGameCode, type PlaceOrderInput } from '@app/contract';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { buildTestApp, callEndpoint, unchecked } from './helper.ts';
import { newKey } from './money.ts';
import { queryRows, type Database, type Db } from '../src/db/client.ts';
import { account } from '../src/ledger/index.ts';
import { postMany } from '../src/ledger/sets/index.ts';
import { systemClock } from '../src/lib/clock.ts';
import type { Lifecycle } from '../src/lib/lifecycle.ts';
import type { LotteryDeps } from '../src/modules/lottery/deps.ts';
import { audit } from '../src/modules/operator/index.ts';
import { lotteryJobs } from './lottery-jobs.ts';
import { startTurnover } from '../src/modules/turnover/index.ts';
import { slotAt } from '../src/modules/lottery/schedule.ts';

/** The scheduler is driven by hand (`lottery.tick(now)`) and nothing else runs in the background. */
export const LOTTERY_TEST_ENV = {
  LOTTERY_SCHEDULER: 'false',
  SANDBOX_VENUE: 'false',
  VENUE_RECONCILE_INTERVAL_MS: '0',
  LOTTERY_DRAW_PAYOUT_CAP_YUAN: '200000',
} as const;

const quiet = () => undefined;
const silentLog: FastifyBaseLogger = {
  level: 'silent',
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => silentLog,
};
/** The tests drive the lottery by hand: nothing of it runs in the background. */
export const byHand: Lifecycle = { log: silentLog, onReady: quiet, beforeClose: quiet, address: () => null };

/** What the lottery is started with on a platform's database: its turnover and audit, on the real clock. */
export function lotteryDeps(database: Database, config: Config): LotteryDeps {
  return {
    database,
    config,
    clock: systemClock,
    lifecycle: byHand,
    turnover: startTurnover({ clock: systemClock }),
    audit,
    betGates: [],
  };
}

/** The lottery's jobs over a platform's database, with the platform's turnover and audit, for a test to tick by hand. */
export function lotteryService(database: Database, config: Config) {
  return lotteryJobs(lotteryDeps(database, config));
}

/** The platform on a fresh database, and a lottery service over the same database to tick it. */
export async function buildLotteryApp(env: Record<string, string> = {}) {
  const app = await buildTestApp({ ...LOTTERY_TEST_ENV, ...env });
  return { app, lottery: lotteryService(app.database, app.config) };
}

/** Another instance of the platform on an existing PostgreSQL database (closed after the file; call at file level). */
export async function buildInstance(databaseUrl: string) {
  const config = loadConfig({
    DATA_DIR: 'memory://',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    CREDENTIAL_ATTEMPTS_PER_MINUTE: '10000',
    DATABASE_URL: databaseUrl,
    ...LOTTERY_TEST_ENV,
  });
  const app = await buildApp(config);
  afterAll(() => app.close());
  return { app, lottery: lotteryService(app.database, config) };
}

/** A bet order with a fresh Idempotency-Key unless one is given; `body` may be wrong on purpose. */
export function placeOrder(
  app: FastifyInstance,
  token: string,
  body: PlaceOrderInput | Record<string, unknown>,
  opts: { key?: string; lang?: Lang } = {},
) {
  return callEndpoint(app, LOTTERY_API.placeOrder, unchecked(body), {
    token,
    lang: opts.lang ?? 'zh_hans',
    headers: { 'idempotency-key': opts.key ?? newKey() },
  });
}

export function cancelOrder(
  app: FastifyInstance,
  token: string,
  orderNo: string,
  opts: { key?: string; lang?: Lang } = {},
) {
  return callEndpoint(
    app,
    LOTTERY_API.cancelOrder,
    { orderNo },
    { token, lang: opts.lang ?? 'zh_hans', headers: { 'idempotency-key': opts.key ?? newKey() } },
  );
}

/**
 * Moves the clock (Date only; it keeps running) to 1 s after the next boundary of 3 minutes
 * after `after`: there a Fast 3 draw has been open 11 s with 49 s to go, a PC28 draw 21 s with
 * 159 s to go, so the tests place their bets with time to spare whatever the real time is.
 */
export function enterWindow(after: Date, timeZone: string): Date {
  const pc28 = slotAt('pc28', after, timeZone);
  const at = new Date(pc28.drawAt.getTime() + 1000);
  if (vi.isFakeTimers()) vi.setSystemTime(at);
  else vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: at });
  return at;
}

/** One bet to seed straight into the books, as placeOrder would have written it. */
export type SeedBet = { memberId: number; kind: BetKind; pick: number | null; stake: bigint; odds: number };

/**
 * Writes many bets on one draw at once, with their stakes debited through the ledger as
 * placeOrder does (for settlement tests at a scale no HTTP test could place): answers their ids.
 */
export async function seedBets(db: Db, draw: { id: string; game: LotteryGameCode }, bets: SeedBet[], at: Date) {
  const ids: number[] = [];
  const chunk = 10_000;
  for (let from = 0; from < bets.length; from += chunk) {
    const part = bets.slice(from, from + chunk);
    const tag = randomBytes(4).toString('hex');
    const list = (values: unknown[]) => sql.param(values);
    const rows = await queryRows<{ id: string }>(
      db,
      sql`
      insert into lottery_bets (order_no, batch_no, line, member_id, draw_id, game, kind, pick, stake, odds_hundredths,
                                potential_payout, idempotency_key, placed_at)
      select 'T' || ${tag} || n, 'T' || ${tag} || n, 1, m, ${draw.id}, ${draw.game}, k, p, s, o, s * o / 100, 'seed-' || ${tag} || n,
             ${at.toISOString()}::timestamptz
      from unnest(${list(part.map((b) => b.memberId))}::bigint[], ${list(part.map((b) => b.kind))}::text[],
                  ${list(part.map((b) => b.pick))}::int[], ${list(part.map((b) => b.stake.toString()))}::bigint[],
                  ${list(part.map((b) => b.odds))}::int[]) with ordinality as t(m, k, p, s, o, n)
      order by n
      returning id::text as id`,
    );
    const partIds = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    await db.transaction((tx) =>
      postMany(
        tx,
        part.map((b, i) => ({
          type: 'bet.stake' as const,
          ref: `bet:${partIds[i]}`,
          memberId: b.memberId,
          legs: [
            { account: account.central(b.memberId), amount: -b.stake },
            { account: account.house('games'), amount: b.stake },
          ],
        })),
      ),
    );
    ids.push(...partIds);
  }
  return ids;
}

/** Credits many members' central wallets at once, as confirmed deposits would. */
export async function fundMany(db: Db, funds: Map<number, bigint>) {
  await db.transaction((tx) =>
    postMany(
      tx,
      [...funds].map(([memberId, fen]) => ({
        type: 'deposit' as const,
        ref: `test-fund:${memberId}:${randomBytes(4).toString('hex')}`,
        memberId,
        legs: [
          { account: account.house('deposits'), amount: -fen },
          { account: account.central(memberId), amount: fen },
        ],
      })),
    ),
  );
}
