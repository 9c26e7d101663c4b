import { fund as fundMember, newKey } from './money.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { WALLET_API, type Lang, type TransferInput } from '@app/contract';
import { account, balanceOf } from '../src/ledger/index.ts';
import { startSandboxVenue, type SandboxVenue } from '../src/sandbox/venue/server.ts';
import { buildTestApp, callEndpoint, unchecked } from './helper.ts';
import { playerOf } from '../src/modules/venue/http-adapter.ts';

// Helpers for the wallet and venue tests (not a test file itself).

export const SANDBOX_SECRET = 'test-sandbox-secret-0123456789';
export const SLOTS = { code: 'sandbox_slots', merchant: 'demo-slots' } as const;
export const LIVE = { code: 'sandbox_live', merchant: 'demo-live' } as const;
export const FISHING = { code: 'sandbox_fishing', merchant: 'demo-fishing' } as const;
export const SPORTS = { code: 'sandbox_sports', merchant: 'demo-sports' } as const;

/** A sandbox venue on a free loopback port, closed after the file. */
export async function startTestSandbox(): Promise<SandboxVenue> {
  const sandbox = await startSandboxVenue({ secret: SANDBOX_SECRET, hangMs: 5_000 });
  afterAll(() => sandbox.close());
  return sandbox;
}

/** The platform on a fresh database, its demo venues pointed at `sandbox`; no background reconciliation. */
export function buildWalletApp(sandbox: SandboxVenue | null, env: Record<string, string> = {}) {
  return buildTestApp({
    VENUE_RECONCILE_INTERVAL_MS: '0',
    VENUE_TIMEOUT_MS: '1500',
    ...(sandbox ? { VENUE_SANDBOX_URL: sandbox.url, VENUE_SANDBOX_SECRET: SANDBOX_SECRET } : {}),
    ...env,
  });
}

/** Money into a member's central wallet, posted straight to the ledger (as a confirmed deposit would). */
export const fund = (app: FastifyInstance, memberId: number, fen: bigint) => fundMember(app.database.db, memberId, fen);
export { newKey };

/** A transfer with a fresh Idempotency-Key unless one is given; `body` may be wrong on purpose. */
export function transfer(
  app: FastifyInstance,
  token: string,
  body: TransferInput | Record<string, unknown>,
  opts: { key?: string; lang?: Lang } = {},
) {
  return callEndpoint(app, WALLET_API.transfer, unchecked(body), {
    token,
    lang: opts.lang ?? 'zh_hans',
    headers: { 'idempotency-key': opts.key ?? newKey() },
  });
}

/** Where a member's money is, in fen: on our books and at the sandbox. */
export async function books(app: FastifyInstance, sandbox: SandboxVenue | null, memberId: number) {
  const db = app.database.db;
  const at = (merchant: string) => sandbox?.balanceOf(merchant, playerOf(memberId)) ?? 0n;
  return {
    central: await balanceOf(db, account.central(memberId)),
    house: await balanceOf(db, account.venue(memberId, 'house')),
    slots: at(SLOTS.merchant),
    live: at(LIVE.merchant),
    venuePending: await balanceOf(db, account.house('venue_pending')),
    venueFloat: await balanceOf(db, account.house('venue_float')),
  };
}
