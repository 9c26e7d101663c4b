// Creates a back-office operator in the configured database (DATABASE_URL or the PGlite in DATA_DIR).
import { translate } from '@app/contract';
import { loadConfig } from '../config.ts';
import { openDatabaseForCli } from './open-database.ts';
import { AppError } from '../lib/errors.ts';
import { operatorCreateArgs } from '../modules/operator/cli-args.ts';
import { createOperator } from '../modules/operator/index.ts';

const config = loadConfig();
const args = operatorCreateArgs(process.argv.slice(2), config.operatorCreate);
if ('error' in args) {
  console.error(args.error);
  process.exit(2);
}
const database = await openDatabaseForCli(config);
try {
  const op = await createOperator(database.db, args);
  console.log(`operator created: id ${op.operatorId}, username ${op.username}, role ${op.role}`);
  process.exitCode = 0;
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(translate('en', error.key, error.params));
  process.exitCode = 1;
} finally {
  await database.close();
}
