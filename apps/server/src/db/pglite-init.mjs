// Creates an embedded database directory in a process of its own (db/pglite.ts): PGlite's initdb
// grows the WebAssembly memory to about 800 MB, which a process never gives back.
import { PGlite } from '@electric-sql/pglite';

const [dir, ...conf] = process.argv.slice(2);
const db = new PGlite(dir, { postgresqlconf: conf });
await db.waitReady;
await db.close();
