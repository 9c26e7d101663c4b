import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir } from '../src/db/data-dir-lock.ts';
import { openDatabase } from '../src/db/client.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const serverDir = fileURLToPath(new URL('../', import.meta.url));

describe('the embedded data directory lock', () => {
  it('lets one holder in at a time and is free again after release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over the lock of a process that died', () => {
    const dir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    writeFileSync(join(dir, 'server.lock'), String(gone.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
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
});
