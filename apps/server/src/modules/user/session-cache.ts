import { LRUCache } from 'lru-cache';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { changeShared, type ChangeFeed } from '../../lib/invalidation.ts';
import type { AuthContext } from '../../plugins/auth.ts';

// A session confirmed by the database is trusted this long without asking again
// (docs/decisions.md, Session cache): the bound on a change another instance failed to announce.
const TRUST_MS = 5_000;
const MAX_ENTRIES = 100_000;

export type SessionCache = {
  /** The context of a token hash confirmed less than TRUST_MS ago, if the feed hears every change. */
  get(tokenHash: string): AuthContext | undefined;
  /** A ticket to take before reading the database, so an answer older than a change is not kept. */
  ticket(): number;
  put(tokenHash: string, ctx: AuthContext, ticket: number, sessionExpiresAt: number): void;
};

/**
 * Signed-in members by token hash, so the session check of a busy member reads no database. Any
 * change announced for a member (sign-out, password, profile) drops that member's entries on every
 * instance; while the feed cannot hear, nothing is kept.
 */
export function sessionCache(feed: ChangeFeed, clock: Clock): SessionCache {
  const entries = new LRUCache<string, { ctx: AuthContext; until: number }>({ max: MAX_ENTRIES });
  let generation = 0;
  feed.onChange('members', (key) => {
    generation += 1;
    if (key === undefined) return entries.clear();
    const memberId = Number(key);
    for (const [hash, entry] of entries.entries()) if (entry.ctx.memberId === memberId) entries.delete(hash);
  });
  return {
    get(tokenHash) {
      const entry = feed.heard() ? entries.get(tokenHash) : undefined;
      return entry && entry.until > clock().getTime() ? entry.ctx : undefined;
    },
    ticket: () => generation,
    put(tokenHash, ctx, ticket, sessionExpiresAt) {
      const until = Math.min(clock().getTime() + TRUST_MS, sessionExpiresAt);
      if (ticket === generation && feed.heard()) entries.set(tokenHash, { ctx, until });
    },
  };
}

/** Changes a member or their sessions in one transaction and tells every instance's cache. */
export function changeMember<T>(db: Db, memberId: number, change: (tx: Tx) => Promise<T>): Promise<T> {
  return changeShared(db, 'members', change, String(memberId));
}
