import type { Config } from '../config.ts';
import { DataDirBusyError } from '../db/data-dir-lock.ts';
import { openDatabase, type Database } from '../db/client.ts';

/**
 * Opens the configured database for a command-line tool. The embedded database is refused while
 * the server (or another tool) has it open, with a message saying what to do; exit code 2.
 */
export async function openDatabaseForCli(config: Config): Promise<Database> {
  try {
    return await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}
