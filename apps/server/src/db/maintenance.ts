import { sql } from 'drizzle-orm';
import { repeat, type Lifecycle } from '../lib/lifecycle.ts';
import { queryRows, type Database, type Executor } from './client.ts';

/** How often the embedded database is looked over: one catalogue query when nothing is due. */
export const MAINTAIN_EVERY_MS = 60_000;

/**
 * The tables due for VACUUM (ANALYZE): grown by more than a fifth (and 8 pages) since the planner's
 * figures were last taken, or with transaction ids old enough that PostgreSQL's own autovacuum would
 * freeze them. Pages on disk stand in for the row counts autovacuum uses, which PGlite keeps none of.
 */
const DUE = sql`
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname = 'public'
    and (pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.2 + 8
         or age(c.relfrozenxid) > current_setting('autovacuum_freeze_max_age')::int)
  order by c.relname`;

/**
 * What autovacuum would have done, done now: PGlite runs no background workers, so without this a
 * statement prepared while a table was small keeps its plan for a small table (a whole-table scan)
 * as the table grows, and dead rows and old transaction ids are never cleared (docs/decisions.md,
 * the embedded database). VACUUM refreshes the figures, which also makes every cached plan on the
 * table be made again. Answers the tables it did.
 */
export async function maintain(ex: Executor): Promise<string[]> {
  const due = await queryRows<{ name: string }>(ex, DUE);
  for (const { name } of due) await ex.execute(sql.raw(`vacuum (analyze) ${name}`));
  return due.map((t) => t.name);
}

/** On the embedded database only: PostgreSQL's autovacuum does this itself. */
export function maintainEmbedded(database: Database, lifecycle: Lifecycle): void {
  if (database.kind !== 'pglite') return;
  repeat(lifecycle, 'embedded database maintenance', MAINTAIN_EVERY_MS, async () => {
    const done = await maintain(database.db);
    if (done.length > 0) lifecycle.log.info({ tables: done }, 'embedded database vacuumed and analysed');
  });
}
