import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirBusyError, dataDirHolder, lockDataDir } from '../src/db/data-dir-lock.ts';
import { openDatabase } from '../src/db/client.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const serverDir = fileURLToPath(new URL('../', import.meta.url));

/** test/data-dir-contender.ts with the lock, in one plain script: a contender starts in a fraction of a second. */
const contenderScript = () => {
  const outfile = join(freshDir(), 'contender.mjs');
  const entry = fileURLToPath(new URL('./data-dir-contender.ts', import.meta.url));
  buildSync({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'error' });
  return outfile;
};

/** What a crash leaves: a process took the lock and ended without releasing it. */
function leaveStaleLock(dir: string, script = contenderScript()) {
  const crashed = spawnSync(process.execPath, [script, dir], { input: '0\n', encoding: 'utf8', timeout: 20_000 });
  expect(crashed.stdout).toBe('ready\nwon\n');
}

/** Starts `count` contenders, lets them all try at the same instant, and answers what each said. */
async function race(dir: string, script: string, count: number): Promise<string[]> {
  const contenders = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, [script, dir], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdin.on('error', () => {}); // a contender that died: its answer says so
    const lines = createInterface({ input: child.stdout });
    const exited = new Promise<string>((resolve) => child.once('exit', () => resolve('exited')));
    // A contender that dies says so at once, rather than leaving the race to the test's timeout.
    const next = () => Promise.race([new Promise<string>((resolve) => lines.once('line', resolve)), exited]);
    return { child, exited, next };
  });
  try {
    await Promise.all(contenders.map((c) => c.next()));
    const answers = contenders.map((c) => c.next());
    const at = Date.now() + 100;
    for (const c of contenders) c.child.stdin.write(`${at}\n`);
    return await Promise.all(answers);
  } finally {
    for (const c of contenders) c.child.stdin.end();
    await Promise.all(contenders.map((c) => c.exited));
  }
}

describe('the embedded data directory lock', () => {
  it('lets one holder in at a time and is free again after release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(dataDirHolder(dir)).toBe(process.pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over the lock of a process that died, and the lock file of an earlier version', () => {
    const dir = freshDir();
    leaveStaleLock(dir);
    const release = lockDataDir(dir);
    expect(dataDirHolder(dir)).toBe(process.pid);
    release();
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    writeFileSync(join(dir, 'server.lock'), String(gone.pid));
    lockDataDir(dir)();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps a second open of the same database out, and the first keeps working', async () => {
    const dir = freshDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirBusyError);
    await first.db.execute('select 1');
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });

  it('makes the command-line tools refuse, with what to do, while another process holds it', async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      writeFileSync(join(dir, 'server.lock'), String(holder.pid));
      const run = spawnSync('npx', ['tsx', 'src/cli/ledger-check.ts'], {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(`open in another process (pid ${holder.pid})`);
      expect(existsSync(join(dir, 'pglite'))).toBe(false);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('lets exactly one of many contenders started together take over a lock left by a crash', async () => {
    // The earlier file lock let two or more in on about half of such rounds (4 of 6 in a trial).
    const script = contenderScript();
    for (let round = 0; round < 4; round++) {
      const dir = freshDir();
      leaveStaleLock(dir, script);
      const answers = await race(dir, script, 12);
      expect(answers.filter((a) => a === 'won')).toHaveLength(1);
      expect(answers.filter((a) => a === 'busy')).toHaveLength(11);
    }
  }, 180_000);

  it('makes a second server on the same directory exit with one line saying who holds it', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    try {
      const run = spawnSync('npx', ['tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(2);
      expect(run.stderr.trimEnd().split('\n')).toEqual([new DataDirBusyError(dir, process.pid).message]);
    } finally {
      release();
    }
  }, 90_000);
});
