import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

export type PageQuery = { page: number; limit: number };
export type Page<T> = { list: T[]; total: number; page: number; limit: number };

/** The list answer of a page whose items and total are already known. */
export function pageOf<T>(query: PageQuery, list: T[], total: number): Page<T> {
  return { list, total, page: query.page, limit: query.limit };
}

/** How many rows of `table` match `where`. */
export async function countWhere(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * One page of a list: the rows of the page's window and the total, read side by side, then shown
 * through `view` (translation, formatting) — every paged list of the API answers through this.
 */
export async function paginate<Row, Item = Row>(
  query: PageQuery,
  parts: {
    rows: (window: { limit: number; offset: number }) => Promise<Row[]>;
    total: () => Promise<number>;
    view?: (rows: Row[]) => Item[] | Promise<Item[]>;
  },
): Promise<Page<Item>> {
  const window = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const [rows, total] = await Promise.all([parts.rows(window), parts.total()]);
  const list = parts.view ? await parts.view(rows) : (rows as unknown as Item[]);
  return pageOf(query, list, total);
}
