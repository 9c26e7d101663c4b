import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database, Db, Tx } from '../db/client.ts';
import type { Lifecycle } from './lifecycle.ts';

/**
 * A group of tables that caches copy (docs/decisions.md, Catalogue cache and Session cache): the
 * catalogue operators change, and members with their sessions.
 */
export type CacheTopic = 'catalogue' | 'members';
const TOPICS: readonly CacheTopic[] = ['catalogue', 'members'];
const isTopic = (t: string | undefined): t is CacheTopic => TOPICS.includes(t as CacheTopic);

/** The PostgreSQL channel every instance listens on; the payload is the topic, or `topic:key`. */
export const CHANGE_CHANNEL = 'cache_invalidation';

/** What changed: a key of the topic (a member's id), or undefined when anything of it may have. */
export type Changed = (key: string | undefined) => void;

function parsePayload(payload: string | undefined): { topic: CacheTopic; key: string | undefined } | null {
  const at = payload?.indexOf(':') ?? -1;
  const topic = at < 0 ? payload : payload!.slice(0, at);
  return isTopic(topic) ? { topic, key: at < 0 ? undefined : payload!.slice(at + 1) } : null;
}
const RETRY_MS = 1000;

/** Tells a cache when what it copied may have changed, and whether it can hear that now. */
export type ChangeFeed = {
  onChange: (topic: CacheTopic, fn: Changed) => void;
  /** False while changes of other instances could go unheard: a cache reads through meanwhile. */
  heard: () => boolean;
};

/** A feed that hears nothing, so a cache over it always reads the database (tools, and tests comparing with one). */
export const NOT_LISTENING: ChangeFeed = { onChange: () => {}, heard: () => false };

// One database handle (an instance's pool, or the embedded database) hears its own changes at once.
const buses = new WeakMap<Db, EventEmitter>();
function busOf(db: Db): EventEmitter {
  let bus = buses.get(db);
  if (!bus) buses.set(db, (bus = new EventEmitter().setMaxListeners(0)));
  return bus;
}

/**
 * Runs `change` and announces it in one transaction: PostgreSQL delivers the NOTIFY to every
 * listening instance only if the change commits; the caches over this handle are told at once.
 * `key` narrows the announcement to one entry of the topic (a member).
 */
export async function changeShared<T>(
  db: Db,
  topic: CacheTopic,
  change: (tx: Tx) => Promise<T>,
  key?: string,
): Promise<T> {
  const payload = key === undefined ? topic : `${topic}:${key}`;
  const result = await db.transaction(async (tx) => {
    const value = await change(tx);
    await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${payload})`);
    return value;
  });
  busOf(db).emit(topic, key);
  return result;
}

/**
 * The changes a cache of this instance must hear. The embedded database has one process (its
 * directory is locked), so its own changes are all; on PostgreSQL a connection of its own LISTENs
 * for the other instances', and while it is down every cache is emptied and reads through.
 */
export async function startChangeFeed(deps: {
  database: Database;
  config: Pick<Config, 'databaseUrl'>;
  lifecycle: Pick<Lifecycle, 'beforeClose' | 'log'>;
}): Promise<ChangeFeed> {
  const bus = busOf(deps.database.db);
  const onChange = (topic: CacheTopic, fn: Changed) => void bus.on(topic, fn);
  const url = deps.config.databaseUrl;
  if (deps.database.kind === 'pglite' || !url) return { onChange, heard: () => true };
  const listener = listenForChanges(url, {
    changed: (topic, key) => bus.emit(topic, key),
    // Changes made while nobody listened are unknown: everything may have changed.
    missed: () => TOPICS.forEach((t) => bus.emit(t, undefined)),
    warn: (msg) => deps.lifecycle.log.warn(msg),
  });
  deps.lifecycle.beforeClose(() => listener.close());
  await listener.ready;
  return { onChange, heard: listener.listening };
}

type Handlers = {
  changed: (topic: CacheTopic, key: string | undefined) => void;
  missed: () => void;
  warn: (msg: string) => void;
};

/** Ends a client whatever state it is in, ignoring what it says meanwhile. */
function quietly(client: pg.Client): Promise<void> {
  client.removeAllListeners();
  client.on('error', () => {});
  return client.end().catch(() => {});
}

/** One LISTEN connection, opened again a second after it is lost. */
function listenForChanges(url: string, on: Handlers) {
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let warned = false;

  const lost = (client: pg.Client) => {
    current = null;
    quietly(client);
    on.missed();
    if (closed) return;
    if (!warned) on.warn('cache invalidation: no LISTEN connection; caches read through until there is one');
    warned = true;
    retry = setTimeout(connect, RETRY_MS).unref();
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    let gone = false;
    const drop = () => {
      if (gone) return;
      gone = true;
      lost(client);
    };
    client.on('notification', (n) => {
      const change = n.channel === CHANGE_CHANNEL ? parsePayload(n.payload) : null;
      if (change) on.changed(change.topic, change.key);
    });
    client.on('error', drop);
    client.on('end', drop);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch {
      return drop();
    }
    if (closed) return quietly(client);
    current = client;
    warned = false;
    on.missed();
  }

  return {
    ready: connect(),
    listening: () => current !== null,
    async close() {
      closed = true;
      clearTimeout(retry);
      if (current) await quietly(current);
      current = null;
    },
  };
}
