// Helpers for the lottery tests (not a test file itself).
import type { FastifyInstance } from 'fastify';
import { afterAll, vi } from 'vitest';
import type { Lang, LotteryGameCode, PlaceOrderInput } from '@app/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { api, buildTestApp } from './helper.ts';
import { newKey } from './money.ts';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createLotteryService } from '../src/modules/lottery/service.ts';
import { startOperators } from '../src/modules/operator/index.ts';
import { startTurnover } from '../src/modules/turnover/index.ts';
import { slotAt } from '../src/modules/lottery/schedule.ts';

/** The scheduler is driven by hand (`lottery.tick(now)`) and nothing else runs in the background. */
export const LOTTERY_TEST_ENV = {
  LOTTERY_SCHEDULER: 'false',
  SANDBOX_VENUE: 'false',
  VENUE_RECONCILE_INTERVAL_MS: '0',
  LOTTERY_DRAW_PAYOUT_CAP_YUAN: '200000',
} as const;

/** A lottery service over a platform's database, with the platform's turnover and audit, for a test to tick by hand. */
export function lotteryService(database: Database, config: Config) {
  const audit = startOperators({ db: database.db, config }).audit;
  return createLotteryService({ database, config, turnover: startTurnover(), audit });
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

export function placeOrder(
  app: FastifyInstance,
  token: string,
  body: PlaceOrderInput | Record<string, unknown>,
  opts: { key?: string; lang?: Lang } = {},
) {
  return api<{ batchNo: string; drawId: string; bets: BetAnswer[]; totalStake: string; balance: string }>(
    app,
    'lottery/placeOrder',
    {
      body,
      token,
      lang: opts.lang ?? 'zh_hans',
      headers: { 'idempotency-key': opts.key ?? newKey() },
    },
  );
}

export function cancelOrder(
  app: FastifyInstance,
  token: string,
  orderNo: string,
  opts: { key?: string; lang?: Lang } = {},
) {
  return api<{ bet: BetAnswer; balance: string }>(app, 'lottery/cancelOrder', {
    body: { orderNo },
    token,
    lang: opts.lang ?? 'zh_hans',
    headers: { 'idempotency-key': opts.key ?? newKey() },
  });
}

export type BetAnswer = {
  orderNo: string;
  drawId: string;
  kind: string;
  pick: number | null;
  stake: string;
  odds: string;
  potentialPayout: string;
  payout: string | null;
  winLose: string | null;
  status: string;
  result: number[] | null;
};

export type DrawAnswer = {
  drawId: string;
  game: LotteryGameCode;
  opensAt: string;
  closesAt: string;
  drawAt: string;
  status: string;
  commitment: string;
  seed: string | null;
  result: number[] | null;
};

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
