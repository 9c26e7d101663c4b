// Servers under test, each in a process of its own, so their CPU and memory are theirs alone.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV } from './settings.ts';

const SERVER_DIR = fileURLToPath(new URL('../apps/server/', import.meta.url));
const HELLO = fileURLToPath(new URL('./hello-server.ts', import.meta.url));
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export type Served = {
  url: string;
  pid: number;
  /** Resident memory now, in MB. */
  rssMb: () => number;
  /** CPU seconds the process has used so far (user + system). */
  cpuSeconds: () => number;
  stop: () => Promise<void>;
  /** The last lines it printed (its log at LOG_LEVEL warn), to say why an answer was a 5xx. */
  output: () => string;
};

function procStat(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, utime 14 and stime 15 (proc(5)).
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function rss(pid: number) {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** Starts node with `args` and waits for `ready` to match a line of its output. */
async function serve(args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; ready: RegExp }): Promise<Served> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: opts.cwd,
    env: opts.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 120 s:\n${tail.join('')}`)), 120_000);
    const read = (chunk: Buffer) => {
      tail.push(chunk.toString());
      if (tail.length > 40) tail.shift();
      const found = opts.ready.exec(tail.join(''));
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before it was ready:\n${tail.join('')}`));
    });
  });
  const pid = child.pid!;
  return {
    url,
    pid,
    rssMb: () => rss(pid),
    output: () => tail.join(''),
    cpuSeconds: () => procStat(pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The environment without the bench's own database settings, which each server gets explicitly. */
function baseEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...rest } = process.env;
  return rest;
}

let built = false;

/** The platform as its start script runs it (the bundle `apps/server/dist/main.mjs`, built once per run), on `env`'s database. */
export function startPlatform(env: Record<string, string>): Promise<Served> {
  if (!built) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
  built = true;
  // BENCH_SERVER_NODE_ARGS: flags for the server's node alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return serve([...nodeArgs, 'dist/main.mjs'], {
    cwd: SERVER_DIR,
    env: { ...baseEnv(), ...SERVER_ENV, ...env },
    ready: /Platform ready: (http:\/\/[\d.]+:\d+)\//,
  });
}

/** A Fastify hello world: the HTTP ceiling of this machine for the read rows. */
export function startHelloWorld(): Promise<Served> {
  return serve(['--import', 'tsx', HELLO], {
    cwd: SERVER_DIR,
    env: baseEnv(),
    ready: /listening (http:\/\/[\d.]+:\d+)/,
  });
}
