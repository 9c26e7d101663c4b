import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './invalidation.ts';

// Enough for every language x category x tab x first pages; search keywords take what is left,
// within a bound on the memory kept (answers measured as JSON characters).
const MAX_ENTRIES = 2000;
const MAX_CHARS = 16_000_000;
const sizeOf = (entry: { value: unknown }) => Math.max(1, JSON.stringify(entry.value)?.length ?? 1);
// Bounds how long a row edited by hand without the announcement stays unseen (docs/decisions.md, Catalogue cache).
const MAX_AGE_MS = 60_000;

/** How to load one answer; `until` (epoch ms) ends its life early when the answer changes with the clock. */
export type Load<T> = () => Promise<{ value: T; until?: number | undefined }>;
export type Cached = <T>(key: string, load: Load<T>) => Promise<T>;

/**
 * Public answers shared by every reader, by key (language and query), emptied whenever the feed
 * says the catalogue changed. A load started before a change is handed to its callers but not
 * kept, so an answer older than a change is never stored after it. While the feed cannot hear
 * every change, every read goes to the database.
 */
export function answerCache(feed: ChangeFeed): Cached {
  const entries = new LRUCache<string, { value: unknown }>({
    max: MAX_ENTRIES,
    maxSize: MAX_CHARS,
    sizeCalculation: sizeOf,
    ttl: MAX_AGE_MS,
  });
  const loading = new Map<string, Promise<unknown>>();
  let generation = 0;
  feed.onChange('catalogue', () => {
    generation += 1;
    entries.clear();
    loading.clear();
  });

  return async <T>(key: string, load: Load<T>): Promise<T> => {
    if (!feed.heard()) return (await load()).value;
    const hit = entries.get(key);
    if (hit) return hit.value as T;
    const pending = loading.get(key);
    if (pending) return pending as Promise<T>;
    const started = generation;
    const promise = load()
      .then(({ value, until }) => {
        // A millisecond early rather than late: the window rules are "from startsAt" and "before endsAt".
        const ttl = Math.min(until === undefined ? MAX_AGE_MS : until - Date.now() - 1, MAX_AGE_MS);
        if (generation === started && ttl >= 1) entries.set(key, { value }, { ttl });
        return value;
      })
      .finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
    loading.set(key, promise);
    return promise;
  };
}
