// The rows measured inside this process (no HTTP): a ledger entry against `select 1`, and the heap
// after many authenticated requests against before them.
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { account, transfer } from '../apps/server/src/ledger/index.ts';
import type { Member } from './members.ts';

// A full collection before each heap reading, so the growth is what stays.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function timeIt(rounds: number, fn: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < Math.min(20, rounds); i++) await fn(-1 - i); // warm-up
  const start = performance.now();
  for (let i = 0; i < rounds; i++) await fn(i);
  return (performance.now() - start) / rounds;
}

export type InProcess = { entryMs: number; selectMs: number; heapGrowth: number; requests: number };

export async function inProcessRows(app: FastifyInstance, member: Member, rounds: number): Promise<InProcess> {
  const db = app.database.db;
  const selectMs = await timeIt(rounds, () => db.execute(sql`select 1`));
  const entryMs = await timeIt(rounds, (i) =>
    db.transaction((tx) =>
      transfer(tx, {
        type: 'venue.transfer_in',
        ref: `bench-${member.uid}-${i}`,
        memberId: member.uid,
        from: account.central(member.uid),
        to: account.venue(member.uid, 'house'),
        amount: 100n,
      }),
    ),
  );
  const userInfo = () => app.inject({ method: 'GET', url: '/api/user/userInfo', headers: { token: member.token } });
  for (let i = 0; i < 50; i++) await userInfo();
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const requests = rounds * 3;
  for (let i = 0; i < requests; i++) await userInfo();
  gc();
  return { entryMs, selectMs, heapGrowth: process.memoryUsage().heapUsed / heapBefore, requests };
}
