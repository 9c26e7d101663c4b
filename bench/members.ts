// Members for the loads, made before the server under test starts: an embedded data directory is
// opened by one process at a time, so the platform is built in this process, used, and closed first.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { api, registerMember } from '../apps/server/test/requests.ts';
import { fund, newKey } from '../apps/server/test/money.ts';
import type { Store } from './databases.ts';
import { SERVER_ENV } from './settings.ts';

export type Member = { uid: number; token: string };

/** Central wallet of each member, and the part moved to the house venue so transfers go both ways. */
const FUNDED_FEN = 100_000_000n;
const IN_HOUSE_YUAN = '10000';

/** The platform on `store`, in this process, for preparing data and the in-process rows; close it after. */
export function buildInProcess(store: Store, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const { HOST: _h, PORT: _p, ...rest } = SERVER_ENV;
  return buildApp(loadConfig({ ...rest, LOG_LEVEL: 'silent', LOTTERY_SCHEDULER: 'false', ...store.env, ...env }));
}

async function inBatches<T>(count: number, width: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += width) {
    const batch = Array.from({ length: Math.min(width, count - i) }, (_, j) => make(i + j));
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

/** `count` members registered through the API, funded on the books, some money in the house venue. */
export async function makeMembers(app: FastifyInstance, count: number): Promise<Member[]> {
  return inBatches(count, 8, async () => {
    const m = await registerMember(app);
    await fund(app.database.db, m.uid, FUNDED_FEN);
    const moved = await api(app, 'fundslog/transfer', {
      token: m.token,
      body: { from: 'central', to: 'house', amount: IN_HOUSE_YUAN },
      headers: { 'idempotency-key': newKey() },
    });
    if (moved.body.code !== 1) throw new Error(`transfer to house failed: ${JSON.stringify(moved.body)}`);
    return { uid: m.uid, token: m.token };
  });
}

/** Builds the platform on `store`, makes the members, runs `also` on it, and closes it. */
export async function prepare<T>(
  store: Store,
  count: number,
  also: (app: FastifyInstance, members: Member[]) => Promise<T>,
): Promise<{ members: Member[]; extra: T }> {
  const app = await buildInProcess(store);
  try {
    const members = await makeMembers(app, count);
    return { members, extra: await also(app, members) };
  } finally {
    await app.close();
  }
}
