import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceChannels } from './schema.ts';

/** How long an instance keeps the list before reading it again (another instance's change shows by then). */
const TTL_MS = 30_000;

type Cached = { at: number; origins: string[] };
// One list per database handle (an instance's pool, or the embedded database), as lib/invalidation.ts keeps one bus.
const cache = new WeakMap<Db, Cached>();

/** The origin of an absolute chat URL; null for a page of this site, which the policy's 'self' covers. */
function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The origins of the enabled live chats operators allow framed: what the web app's Content-Security-Policy
 * lists in frame-src besides its own (docs/decisions.md, Customer service). Kept for TTL_MS, forgotten
 * at once after this instance's own changes (`forgetFrameOrigins`).
 */
export async function frameOrigins(db: Db): Promise<string[]> {
  const now = performance.now();
  const cached = cache.get(db);
  if (cached && now - cached.at < TTL_MS) return cached.origins;
  try {
    const rows = await db
      .select({ value: serviceChannels.value })
      .from(serviceChannels)
      .where(
        and(
          eq(serviceChannels.enabled, true),
          eq(serviceChannels.frameable, true),
          eq(serviceChannels.kind, 'live_chat'),
        ),
      );
    const origins = [...new Set(rows.map((r) => originOf(r.value)).filter((o): o is string => o !== null))].sort();
    cache.set(db, { at: now, origins });
    return origins;
  } catch {
    // The page must still load when the database does not answer: the last list, or only 'self'.
    return cached?.origins ?? [];
  }
}

export function forgetFrameOrigins(db: Db): void {
  cache.delete(db);
}
