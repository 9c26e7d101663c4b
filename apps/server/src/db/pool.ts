import pg from 'pg';

type Query = (config: string | pg.QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>;

/**
 * The PostgreSQL pool, keeping a connection whose statement the database refused (a unique key, a
 * CHECK, a refused bet): pg's pool closes the connection on any error of its `query`, so each such
 * refusal cost a new connection, about 3 ms here, and its prepared statements with it
 * (docs/performance.md). A connection's own failure (lost, timed out) still closes it.
 */
export function newPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  const plain = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const kept: Query = async (query, values) => {
    const client = await pool.connect();
    try {
      const result = await client.query(query, values);
      client.release();
      return result;
    } catch (error) {
      client.release((await settled(client, error)) ? undefined : (error as Error));
      throw error;
    }
  };
  // Callers passing a callback keep pg's own way; drizzle and ours pass none.
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) =>
    args.some((a) => typeof a === 'function') ? plain(...args) : kept(args[0] as string, args[1] as unknown[]);
  return pool;
}

/**
 * Whether a refused statement's connection may be kept, once the refusal is over: pg hands on the
 * database's error before the database has rolled the statement back, so the caller's next
 * statement, on another connection, could still meet the refused one's locks (an idempotency key's,
 * say). A trivial statement on the same connection answers only after the rollback.
 */
async function settled(client: pg.PoolClient, error: unknown): Promise<boolean> {
  if (!(error instanceof pg.DatabaseError)) return false;
  return client.query('select 1').then(
    () => true,
    () => false,
  );
}
