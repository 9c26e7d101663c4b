import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { VenueAdapter } from './adapter.ts';
import type { Venue } from './catalogue.ts';
import { playerOf } from './http-adapter.ts';
import { venuePlayers } from './schema.ts';

export async function hasPlayer(db: Db, memberId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ player: venuePlayers.player })
    .from(venuePlayers)
    .where(and(eq(venuePlayers.memberId, memberId), eq(venuePlayers.venueCode, code)));
  return Boolean(row);
}

/** Makes the member a player at the venue, once. */
export async function ensurePlayer(db: Db, memberId: number, venue: Venue, adapter: VenueAdapter): Promise<void> {
  if (await hasPlayer(db, memberId, venue.code)) return;
  const created = await adapter.createPlayer(memberId);
  if (created.result !== 'success') throw new AppError('wallet.venue_unavailable', 409);
  await db
    .insert(venuePlayers)
    .values({ memberId, venueCode: venue.code, player: playerOf(memberId) })
    .onConflictDoNothing();
}

/** The venue lost the player we made there: make it again on the next transfer. */
export async function forgetPlayer(db: Db, memberId: number, code: string): Promise<void> {
  await db.delete(venuePlayers).where(and(eq(venuePlayers.memberId, memberId), eq(venuePlayers.venueCode, code)));
}

/** The member's balance at a venue: 0 where they never played; null when the venue did not answer. */
export async function balanceAt(db: Db, memberId: number, venue: Venue, adapter: VenueAdapter): Promise<bigint | null> {
  if (adapter.kind === 'remote' && !(await hasPlayer(db, memberId, venue.code))) return 0n;
  const answer = await adapter.balance(db, memberId);
  if (answer.result === 'success') return answer.balance;
  return answer.result === 'failed' && answer.reason === 'player_not_found' ? 0n : null;
}
