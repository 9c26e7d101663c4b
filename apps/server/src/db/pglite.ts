import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PATHS } from '../paths.ts';

/**
 * The embedded server's settings. One connection in one process needs little shared memory: 8 MB
 * of buffers instead of PostgreSQL's 128 MB, and index builds (migrations) kept to 16 MB, since the
 * WebAssembly memory they grow is never given back (docs/decisions.md, the embedded database).
 */
const CONF = ['shared_buffers = 8MB', 'maintenance_work_mem = 16MB'];
/** The PostgreSQL major version of the PGlite this server runs (0.5). */
const MAJOR = '18';

/**
 * The files of a migrated database that new in-memory databases start from, when given: starting
 * from them takes about a quarter of the time of making a database and migrating it (the tests'
 * setup, test/pglite-template.ts).
 */
let memoryTemplate: Blob | undefined;
export const startMemoryFrom = (template: Blob) => void (memoryTemplate = template);

/** A new in-memory database (tests). */
export const memoryPglite = () => new PGlite({ postgresqlconf: CONF, loadDataDir: memoryTemplate });

/**
 * The database in `dir`, created first by a child process when new, so this one keeps only what
 * running it takes.
 */
export function diskPglite(dir: string): PGlite {
  const versionFile = join(dir, 'PG_VERSION');
  const made = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : null;
  if (made !== null && made !== MAJOR) {
    throw new Error(
      `The embedded database in ${dir} was made by an older version of the platform (PostgreSQL ${made}; ` +
        `this one runs ${MAJOR}). Move or delete that directory and start again.`,
    );
  }
  if (made === null) {
    const init = spawnSync(process.execPath, [PATHS.pgliteInit, dir, ...CONF], { stdio: ['ignore', 'ignore', 'pipe'] });
    if (init.status !== 0) throw new Error(`could not create the embedded database in ${dir}: ${init.stderr}`);
  }
  return new PGlite(dir, { postgresqlconf: CONF });
}
