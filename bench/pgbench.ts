// The database's own ceiling: pgbench's TPC-B (scale 10, 8 clients) in a scratch database of the same server.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { scratchPostgres } from './databases.ts';

const run = promisify(execFile);

export type PgbenchResult = { tps: number; latencyMs: number };

/**
 * TPS of pgbench's default TPC-B-like script, after a warm-up run of `warmupSeconds` as the HTTP loads
 * have; the scratch database is dropped afterwards.
 */
export async function pgbenchTpcB(
  baseUrl: string,
  seconds: number,
  warmupSeconds: number,
  clients = 8,
): Promise<PgbenchResult> {
  const db = await scratchPostgres(baseUrl, 'pgbench');
  const bench = (s: number) =>
    run('pgbench', ['-c', String(clients), '-j', '2', '-T', String(s), db.url], { maxBuffer: 16 << 20 });
  try {
    await run('pgbench', ['-i', '-s', '10', '-q', db.url], { maxBuffer: 16 << 20 });
    await bench(warmupSeconds);
    const { stdout } = await bench(seconds);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return { tps: Number(tps[1]), latencyMs: latency ? Number(latency[1]) : Number.NaN };
  } finally {
    await db.drop();
  }
}
