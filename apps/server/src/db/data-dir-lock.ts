import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Thrown when another living process holds the embedded database's directory. PGlite is a single
 * process database: a second process opening the same files can corrupt them.
 */
export class DataDirBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is open in another process (pid ${pid}), probably the running server. ` +
        'Stop that process first (Ctrl+C in its terminal), then run this again. ' +
        `If no such process runs, delete ${join(dir, LOCK_FILE)}.`,
    );
  }
}

const LOCK_FILE = 'server.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the directory for this process, or throws DataDirBusyError. A lock left by a process that
 * died (a crash, SIGKILL) is taken over. Answers the release function.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (holderOf(path) === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holderOf(path);
      if (pid !== null && (pid === process.pid || alive(pid))) throw new DataDirBusyError(dir, pid);
      rmSync(path, { force: true });
    }
  }
  throw new DataDirBusyError(dir, holderOf(path) ?? 0);
}
