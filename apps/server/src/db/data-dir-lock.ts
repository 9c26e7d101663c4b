import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/*
 * The lock is the directory `server.lock` holding one entry, `<pid>.<token>`: its holder's pid and a
 * token of that one taking. Each step is one atomic call, so contenders started at the same instant
 * cannot both win, even over a lock left by a crash:
 * - taking: the entry is written into a private directory, which is then renamed to `server.lock`.
 *   The rename fails while `server.lock` exists with an entry in it, so of many contenders one wins.
 * - a stale lock (its holder is dead) is cleared by unlinking its entry by name, then removing the
 *   empty directory with rmdir, and taking is tried again. A newer holder's entry has another token,
 *   so it is never unlinked by mistake, and rmdir fails on a directory that holds one, so a newer
 *   lock is never removed. The earlier lock, a file read, deleted and created again, let two
 *   contenders both delete the stale file, the second deleting the first's new one.
 */
const LOCK = 'server.lock';
/** Private directories of contenders: `server.lock.<pid>.<token>`. */
const PRIVATE = /^server\.lock\.(\d+)\.[0-9a-f]{16}$/;
/** Each attempt wins, meets a living holder or clears a dead one's lock: a few are enough. */
const ATTEMPTS = 10;

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
        `If no such process runs, delete ${join(dir, LOCK)}.`,
    );
  }
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Runs a file-system call whose failure with one of `codes` means someone else did it already. */
function unlessDone(codes: string[], call: () => void) {
  try {
    call();
  } catch (error) {
    if (!codes.includes(codeOf(error) ?? '')) throw error;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return codeOf(error) === 'EPERM';
  }
}

const pidOf = (text: string): number | null => {
  const pid = Number.parseInt(text, 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
};

/** The pid in an earlier version's lock file, a file holding only that. */
function legacyHolder(path: string): number | null {
  try {
    return pidOf(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** The living holder's pid; otherwise clears what a dead one left at `path` and answers null. */
function clearStale(path: string): number | null {
  let entries: string[];
  try {
    entries = readdirSync(path);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return null;
    if (codeOf(error) !== 'ENOTDIR') throw error;
    // The lock file of an earlier version; unlink never removes a directory, so never a newer lock.
    const pid = legacyHolder(path);
    if (pid !== null && alive(pid)) return pid;
    unlessDone(['ENOENT'], () => unlinkSync(path));
    return null;
  }
  for (const entry of entries) {
    const pid = pidOf(entry);
    if (pid !== null && alive(pid)) return pid;
    unlessDone(['ENOENT'], () => unlinkSync(join(path, entry)));
  }
  unlessDone(['ENOENT', 'ENOTEMPTY', 'EEXIST'], () => rmdirSync(path));
  return null;
}

/** Moves `from` to `path` unless something with an entry stands there. */
function tryTake(from: string, path: string): boolean {
  // Windows refuses to rename onto any existing directory (EPERM); elsewhere EPERM is a real error.
  const taken = ['EEXIST', 'ENOTEMPTY', 'ENOTDIR', ...(process.platform === 'win32' ? ['EPERM'] : [])];
  try {
    renameSync(from, path);
    return true;
  } catch (error) {
    if (taken.includes(codeOf(error) ?? '')) return false;
    throw error;
  }
}

/** Private directories of contenders that died before renaming theirs: nobody else ever uses them. */
function removeAbandoned(dir: string) {
  for (const name of readdirSync(dir)) {
    const pid = PRIVATE.exec(name)?.[1];
    if (pid && !alive(Number(pid))) rmSync(join(dir, name), { recursive: true, force: true });
  }
}

/**
 * Takes the directory for this process, or throws DataDirBusyError. A lock left by a process that
 * died (a crash, SIGKILL) is taken over, by one contender only. Answers the release function.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, LOCK);
  const entry = `${process.pid}.${randomBytes(8).toString('hex')}`;
  const mine = join(dir, `${LOCK}.${entry}`);
  removeAbandoned(dir);
  mkdirSync(mine);
  writeFileSync(join(mine, entry), String(process.pid));
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (tryTake(mine, path)) {
        return () => {
          unlessDone(['ENOENT'], () => unlinkSync(join(path, entry)));
          // Not empty: the next holder has taken it already.
          unlessDone(['ENOENT', 'ENOTEMPTY', 'EEXIST'], () => rmdirSync(path));
        };
      }
      const holder = clearStale(path);
      if (holder !== null) throw new DataDirBusyError(dir, holder);
    }
    throw new DataDirBusyError(dir, 0);
  } finally {
    // Gone already when taken: it was renamed.
    rmSync(mine, { recursive: true, force: true });
  }
}

/** The pid of the process holding the directory, or null (for tests and diagnostics). */
export function dataDirHolder(dir: string): number | null {
  try {
    const [entry] = readdirSync(join(dir, LOCK));
    return entry === undefined ? null : pidOf(entry);
  } catch {
    return null;
  }
}
