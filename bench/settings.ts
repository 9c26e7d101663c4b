// What `npm run bench` measures with, from the environment (docs/performance.md, Benchmarks).
import { availableParallelism } from 'node:os';

const num = (name: string, fallback: number) => {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${v}"`);
  return n;
};

const databaseUrl = process.env.DATABASE_URL || undefined;
const loadSeconds = num('BENCH_SECONDS', 6);
if (loadSeconds < 5 || loadSeconds > 10) throw new Error('BENCH_SECONDS must be between 5 and 10');
const warmupSeconds = num('BENCH_WARMUP_SECONDS', 8);
// Whole seconds: pgbench's -T takes no fraction.
if (!Number.isInteger(warmupSeconds) || warmupSeconds > 15) {
  throw new Error('BENCH_WARMUP_SECONDS must be a whole number of seconds, at most 15');
}

export const SETTINGS = {
  /** The database under test: PostgreSQL when set (each run makes and drops its own databases), else PGlite. */
  databaseUrl,
  /** Where pgbench runs its TPC-B baseline: DATABASE_URL, or BENCH_PGBENCH_URL for a run on PGlite. */
  pgbenchUrl: databaseUrl ?? (process.env.BENCH_PGBENCH_URL || undefined),
  /** Seconds of each HTTP load and of pgbench. */
  loadSeconds,
  /**
   * Seconds of the same load before each measured one: a new server's transfers and bets take 5-7 s
   * to reach their pace while V8 optimises their code (docs/performance.md, "The bench's warm-up").
   */
  warmupSeconds,
  /** Bets in the draw the settlement row settles. */
  settleBets: num('BENCH_SETTLE_BETS', databaseUrl ? 100_000 : 10_000),
  /** Bets in the live table round the live settlement row settles. */
  liveBets: num('BENCH_LIVE_BETS', 10_000),
  /** Open bets on the sportsbook fixture the sports row settles and syncs. */
  sportsBets: num('BENCH_SPORTS_BETS', databaseUrl ? 100_000 : 10_000),
  /** Members sharing the transfer and bet loads. */
  members: num('BENCH_MEMBERS', 200),
  /** Rounds of the in-process rows (ledger entry, heap growth). */
  rounds: num('BENCH_ROUNDS', 300),
  /** Skip writing docs/performance.md (a trial run). */
  write: process.env.BENCH_WRITE !== 'false',
  cores: availableParallelism(),
} as const;

/** The server under test as `npm start` runs it, on loopback, without background work it does not need. */
export const SERVER_ENV = {
  HOST: '127.0.0.1',
  PORT: '0',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: '/nonexistent',
  CREDENTIAL_ATTEMPTS_PER_MINUTE: '1000000',
  SANDBOX_VENUE: 'false',
  SANDBOX_PAYMENT: 'false',
  VENUE_RECONCILE_INTERVAL_MS: '0',
  VENUE_BET_SYNC_INTERVAL_MS: '0',
  // Bets of every member on one draw for seconds: the caps must not be what refuses them.
  LOTTERY_DRAW_PAYOUT_CAP_YUAN: '999999999',
} as const;
