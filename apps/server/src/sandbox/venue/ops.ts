import { z } from 'zod';
import {
  BetHistoryRequestSchema,
  LaunchRequestSchema,
  PlayerRequestSchema,
  StatusRequestSchema,
} from '../../modules/venue/protocol.ts';
import type { MerchantState, VenueBook } from './book.ts';
import { fishingGame } from './fishing-games.ts';
import { FISHING_PATHS } from './fishing-page.ts';
import type { FishingSessions } from './fishing-sessions.ts';
import { SLOT_PATHS } from './slot-page.ts';
import { slotGame } from './slot.ts';
import { sportsBook } from './sports-data.ts';
import { SPORTS_PATHS } from './sports-page.ts';
import { issueGameToken } from './tokens.ts';

export type SandboxOp =
  'createPlayer' | 'balance' | 'deposit' | 'withdraw' | 'transferStatus' | 'launch' | 'betHistory' | 'endSessions';
type Op = (m: MerchantState, body: unknown, merchant: string) => object;

/**
 * The venue's own rules for each call of its API; each answer is the body of a 200. Ending a player's
 * sessions ends their fishing sessions too, and the history first ends those idle too long, so
 * each such session's bet is in it.
 */
export function venueOps(
  book: VenueBook,
  secret: string,
  publicUrl: () => string,
  fishing: FishingSessions,
): Record<SandboxOp, Op> {
  return {
    createPlayer(m, body) {
      const { player } = PlayerRequestSchema.parse(body);
      if (m.players[player] === undefined) {
        m.players[player] = '0.00';
        book.persist();
      }
      return { result: 'success', player };
    },
    balance(m, body) {
      const { player } = PlayerRequestSchema.parse(body);
      const balance = m.players[player];
      return balance === undefined ? { result: 'failed', reason: 'player_not_found' } : { result: 'success', balance };
    },
    deposit: (m, body) => book.transfer(m, 'in', body),
    withdraw: (m, body) => book.transfer(m, 'out', body),
    transferStatus(m, body) {
      const { transferId } = StatusRequestSchema.parse(body);
      const t = m.transfers[transferId];
      if (!t) return { result: 'not_found', transferId };
      return { result: t.result, transferId, ...(t.reason ? { reason: t.reason } : {}) };
    },
    // The page may be framed by the origin the launch names, if the game allows frames at all.
    launch(m, body, merchant) {
      const { player, game, lang, frameOrigin } = LaunchRequestSchema.parse(body);
      const hosted = slotGame(game) ?? fishingGame(game) ?? sportsBook(game);
      if (!hosted) return { result: 'failed', reason: 'game_not_found' };
      if (m.players[player] === undefined) return { result: 'failed', reason: 'player_not_found' };
      const gen = book.sessionGen(merchant, player);
      const frame = hosted.framing ? frameOrigin : undefined;
      const claims = { kind: 'launch' as const, merchant, player, game, lang, gen, ...(frame ? { frame } : {}) };
      const { token } = issueGameToken(secret, claims);
      const path = fishingGame(game)
        ? FISHING_PATHS.launch
        : sportsBook(game)
          ? SPORTS_PATHS.launch
          : SLOT_PATHS.launch;
      const url = `${publicUrl()}${path}?token=${encodeURIComponent(token)}`;
      return { result: 'success', url, framing: frame !== undefined };
    },
    // A player it does not know has no session: ended all the same.
    endSessions(m, body, merchant) {
      const { player } = PlayerRequestSchema.parse(body);
      book.endSessions(m, player);
      fishing.endPlayer(merchant, player);
      return { result: 'success', player };
    },
    betHistory(m, body) {
      const { cursor, limit } = BetHistoryRequestSchema.parse(body);
      // Our cursors are sequence numbers; anything else was never given out.
      if (cursor !== null && !/^\d{1,15}$/.test(cursor)) throw new z.ZodError([]);
      fishing.sweep();
      const after = cursor === null ? 0 : Number(cursor);
      // Every change is pushed with the next number, so the list is in sequence order: the page
      // starts where the cursor points (a binary search, not a scan and sort of every bet per page).
      const bets = m.bets ?? [];
      let from = 0;
      for (let to = bets.length; from < to;) {
        const mid = (from + to) >> 1;
        if (bets[mid]!.seq > after) to = mid;
        else from = mid + 1;
      }
      const page = bets.slice(from, from + limit);
      return {
        result: 'success',
        bets: page.map(({ seq: _seq, reels: _reels, ...wire }) => wire),
        cursor: page.length > 0 ? String(page.at(-1)!.seq) : cursor,
        hasMore: from + page.length < bets.length,
      };
    },
  };
}
