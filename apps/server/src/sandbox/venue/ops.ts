import { z } from 'zod';
import {
  BetHistoryRequestSchema,
  LaunchRequestSchema,
  PlayerRequestSchema,
  StatusRequestSchema,
} from '../../modules/venue/protocol.ts';
import type { MerchantState, VenueBook } from './book.ts';
import { SLOT_PATHS } from './slot-page.ts';
import { slotGame } from './slot.ts';
import { issueGameToken } from './tokens.ts';

export type SandboxOp =
  'createPlayer' | 'balance' | 'deposit' | 'withdraw' | 'transferStatus' | 'launch' | 'betHistory' | 'endSessions';
type Op = (m: MerchantState, body: unknown, merchant: string) => object;

/** The venue's own rules for each call of its API; each answer is the body of a 200. */
export function venueOps(book: VenueBook, secret: string, publicUrl: () => string): Record<SandboxOp, Op> {
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
    launch(m, body, merchant) {
      const { player, game, lang } = LaunchRequestSchema.parse(body);
      if (!slotGame(game)) return { result: 'failed', reason: 'game_not_found' };
      if (m.players[player] === undefined) return { result: 'failed', reason: 'player_not_found' };
      const gen = book.sessionGen(merchant, player);
      const { token } = issueGameToken(secret, { kind: 'launch', merchant, player, game, lang, gen });
      return { result: 'success', url: `${publicUrl()}${SLOT_PATHS.launch}?token=${encodeURIComponent(token)}` };
    },
    // A player it does not know has no session: ended all the same.
    endSessions(m, body) {
      const { player } = PlayerRequestSchema.parse(body);
      book.endSessions(m, player);
      return { result: 'success', player };
    },
    betHistory(m, body) {
      const { cursor, limit } = BetHistoryRequestSchema.parse(body);
      // Our cursors are sequence numbers; anything else was never given out.
      if (cursor !== null && !/^\d{1,15}$/.test(cursor)) throw new z.ZodError([]);
      const after = cursor === null ? 0 : Number(cursor);
      const changed = (m.bets ?? []).filter((b) => b.seq > after).sort((a, b) => a.seq - b.seq);
      const page = changed.slice(0, limit);
      return {
        result: 'success',
        bets: page.map(({ seq: _seq, reels: _reels, ...wire }) => wire),
        cursor: page.length > 0 ? String(page.at(-1)!.seq) : cursor,
        hasMore: changed.length > page.length,
      };
    },
  };
}
