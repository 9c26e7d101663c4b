// Verifies the books of the configured database (DATABASE_URL or the PGlite in DATA_DIR); exits 1 on any problem.
import { loadConfig } from '../config.ts';
import { openDatabaseForCli } from './open-database.ts';
import { checkInvariants } from '../ledger/index.ts';

const config = loadConfig();
const database = await openDatabaseForCli(config);
const report = await checkInvariants(database.db);
await database.close();
console.log(`ledger check: ${report.entries} entries, ${report.accounts} accounts`);
for (const p of report.problems) console.log(`  problem: ${p}`);
console.log(report.ok ? 'ledger check: OK' : 'ledger check: FAILED');
process.exit(report.ok ? 0 : 1);
