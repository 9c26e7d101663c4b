import { parse, PGlite, protocol, types } from '@electric-sql/pglite';

/** What PGlite's own query path uses, reached as it reaches them (its `query`, dist/chunk-*.js). */
type Internals = PGlite & {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
  parsers: Record<number, (value: string, type: number) => unknown>;
  serializers: Record<number, (value: unknown) => string>;
};
type Message = Parameters<typeof parse.parseResults>[0][number];

/** Types drizzle's PGlite driver reads as text (drizzle-orm/pglite/session.js), so rows come as from it. */
const AS_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asText = Object.fromEntries(AS_TEXT.map((type) => [type, (value: string) => value]));
/** Per database: its named statements and their parameters' types. */
const named = new WeakMap<PGlite, Map<string, number[]>>();

/** Whether `client` (a drizzle session's) is the database itself, outside any transaction of its own. */
export const isPglite = (client: unknown): client is PGlite => client instanceof PGlite;

/**
 * Rows of `text` run as the named statement `name` on PGlite: parsed and planned once, then bound
 * and run, the way PGlite's `query` runs its unnamed one (same locks, same types). A plan is most
 * of a money statement's time in PGlite (docs/performance.md); its `query` plans every call.
 */
export async function queryNamed<T>(pg: PGlite, name: string, text: string, params: unknown[]): Promise<T[]> {
  const db = pg as Internals;
  await db._checkReady();
  const known = named.get(pg) ?? named.set(pg, new Map()).get(pg)!;
  const run = (message: Uint8Array) => db.execProtocolStream(message, { syncToFs: false }) as Promise<Message[]>;
  const messages = await db._runExclusiveTransaction(() =>
    db._runExclusiveQuery(async () => {
      const out: Message[] = [];
      try {
        let paramTypes = known.get(name);
        if (!paramTypes) {
          await run(protocol.serialize.parse({ name, text }));
          paramTypes = parse.parseDescribeStatementResults(await run(protocol.serialize.describe({ type: 'S', name })));
          known.set(name, paramTypes);
        }
        const values = params.map((v, i) => (v == null ? null : (db.serializers[paramTypes[i]!] ?? String)(v)));
        out.push(...(await run(protocol.serialize.bind({ statement: name, values }))));
        out.push(...(await run(protocol.serialize.describe({ type: 'P' }))));
        out.push(...(await run(protocol.serialize.execute({}))));
      } finally {
        out.push(...(await run(protocol.serialize.sync())));
      }
      await db.syncToFs();
      return out;
    }),
  );
  const [result] = parse.parseResults(messages, { ...db.parsers, ...asText }, { rowMode: 'object' });
  return (result?.rows ?? []) as T[];
}
