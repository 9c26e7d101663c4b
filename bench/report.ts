// The run's table: printed, and written into docs/performance.md between this database's markers.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Row = { what: string; figure: string; baseline: string; ratio: string; target: string };
export type RunInfo = {
  kind: 'postgres' | 'pglite';
  database: string;
  /** The server pgbench ran on, when it is not the database under test. */
  pgbenchOn: string | null;
  cores: number;
  seconds: number;
  warmupSeconds: number;
};

const DOC = fileURLToPath(new URL('../docs/performance.md', import.meta.url));
const SECTION = `## Benchmarks

\`npm run bench\` measures the figures of issue 8's table the same way on any machine: each against a
baseline measured in the same run (pgbench's TPC-B at scale 10 with 8 clients in a scratch database of
the same server; a Fastify hello world; an INSERT..SELECT of as many rows), on loopback only, each load
run first as a warm-up of \`BENCH_WARMUP_SECONDS\` (at most 15, default 8) and then measured for
\`BENCH_SECONDS\` (5-10, default 6) under autocannon, so that the figures are those of a server whose code
V8 has already optimised, as a running platform's is ("The bench's warm-up" above). The server under test
is the platform as \`npm start\` runs it (the bundle \`apps/server/dist/main.mjs\`) in a process of its own, so
its CPU (in cores, in brackets) and memory are its own; members are registered through the API and
funded before it starts. With \`DATABASE_URL\` every part runs on a fresh PostgreSQL database of that
server (dropped after) and the embedded row on a temporary PGlite directory; without it everything runs
on PGlite (\`BENCH_PGBENCH_URL\` names a server for the pgbench baseline). \`BENCH_SETTLE_BETS\` sets the
draw's bets (100,000 on PostgreSQL, 10,000 on PGlite). autocannon runs in the bench's own process on the
same cores, so on a small machine a fast read is bound by the load generator as much as by the server:
the server's cores tell which. The tables below are replaced by each run.
`;

const markers = (kind: string) => [`<!-- bench:${kind}:begin -->`, `<!-- bench:${kind}:end -->`] as const;

function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${sha} with uncommitted changes` : sha;
  } catch {
    return 'unknown';
  }
}

/** Where and how long the run measured, as both the table's heading and the doc's say it. */
const setting = (info: RunInfo) =>
  `${info.cores} cores, loads of ${info.seconds} s after ${info.warmupSeconds} s of warm-up`;

function markdown(rows: Row[], info: RunInfo): string {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const pgbench = info.pgbenchOn ? ` (pgbench on ${info.pgbenchOn})` : '';
  const where = `${info.database}${pgbench}, ${setting(info)}`;
  const head = `Run ${date} UTC, commit ${commit()}, ${where}.`;
  const cell = (s: string) => s.replaceAll('|', '\\|');
  const lines = rows.map((r) => `| ${[r.what, r.figure, r.baseline, r.ratio, r.target].map(cell).join(' | ')} |`);
  return [
    head,
    '',
    '| what | figure | baseline in the same run | ratio | target |',
    '|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}

/** Replaces this database's table in docs/performance.md; the first time, adds its section after what is there. */
export function writeDoc(rows: Row[], info: RunInfo): void {
  let doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Performance\n';
  if (!doc.includes('## Benchmarks')) doc = `${doc.trimEnd()}\n\n${SECTION}`;
  const [begin, end] = markers(info.kind);
  const title = info.kind === 'postgres' ? '### On PostgreSQL' : '### On PGlite (embedded)';
  if (!doc.includes(begin)) {
    const at = doc.indexOf('## Benchmarks');
    const next = doc.indexOf('\n## ', at + 1);
    const block = `\n${title}\n\n${begin}\n${end}\n`;
    doc = next < 0 ? `${doc.trimEnd()}\n${block}` : `${doc.slice(0, next).trimEnd()}\n${block}${doc.slice(next)}`;
  }
  const from = doc.indexOf(begin) + begin.length;
  doc = `${doc.slice(0, from)}\n${markdown(rows, info)}\n${doc.slice(doc.indexOf(end))}`;
  writeFileSync(DOC, doc);
}

/** The table on the console, columns padded. */
export function printTable(rows: Row[], info: RunInfo): void {
  const all = [{ what: 'what', figure: 'figure', baseline: 'baseline', ratio: 'ratio', target: 'target' }, ...rows];
  const keys = ['what', 'figure', 'baseline', 'ratio', 'target'] as const;
  const width = keys.map((k) => Math.max(...all.map((r) => r[k].length)));
  console.log(`\n${info.database}, ${setting(info)}`);
  for (const r of all) console.log(keys.map((k, i) => r[k].padEnd(width[i]!)).join('  '));
}
