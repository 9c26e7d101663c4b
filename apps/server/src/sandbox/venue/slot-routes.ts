import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FrameOriginSchema } from '@app/contract';
import { VenueMoneySchema, fenToVenueMoney, venueMoneyToFen } from '../../modules/venue/protocol.ts';
import type { VenueBook } from './book.ts';
import { SLOT_FRAME_PARAM, SLOT_PATHS, SLOT_SESSION_HEADER, slotPage, slotPageHeaders } from './slot-page.ts';
import { SLOT_GAMES, SLOT_STAKES_FEN, slotGame, slotMultiplier, slotRtp, spinReels } from './slot.ts';
import { issueGameToken, readGameToken, type GameToken } from './tokens.ts';

const SpinSchema = z.strictObject({ stake: VenueMoneySchema });
const expired = (reply: FastifyReply) => reply.status(401).send({ result: 'failed', reason: 'session_expired' });
// A session of a game this venue does not host (launched before it was withdrawn) plays nothing.
const noGame = (reply: FastifyReply) => reply.status(404).send({ result: 'failed', reason: 'game_not_found' });
const rtps = new Map(
  SLOT_GAMES.map((g) => {
    const { paid, outcomes } = slotRtp(g);
    // Rounded on whole hundredths of a per cent (float division would round 94.775 down).
    return [g.code, (Math.round((paid * 10_000) / outcomes) / 100).toFixed(2)];
  }),
);

/** Stake out, outcome, win in: one step, so the balance never shows half a spin. */
function spin(book: VenueBook, s: GameToken, game: NonNullable<ReturnType<typeof slotGame>>, stake: bigint) {
  const reels = spinReels(game);
  const win = stake * BigInt(slotMultiplier(game, reels));
  const placed = book.placeBet(s.merchant, s.player, { game: game.code, stake });
  book.settleBet(s.merchant, placed.betId, { payout: win }).reels = reels;
  book.persist();
  const balance = book.merchant(s.merchant).players[s.player];
  return {
    result: 'success',
    betId: placed.betId,
    reels,
    stake: fenToVenueMoney(stake),
    win: fenToVenueMoney(win),
    balance,
  };
}

/**
 * The slot games (slot.ts) in a player's browser. The launch URL's token opens it once and is swapped for
 * a session token in the page's URL fragment; the page's calls carry that token in a header
 * (which no other site's page can send here: there is no CORS).
 */
export function registerSlotRoutes(app: FastifyInstance, book: VenueBook, secret: string) {
  const usedLaunches = new Map<string, number>();
  // A token of a player whose sessions were ended since it was given plays nothing (tokens.ts `gen`).
  const current = (claims: GameToken | null) =>
    claims && (claims.gen ?? 0) === book.sessionGen(claims.merchant, claims.player) ? claims : null;
  const sessionOf = (request: FastifyRequest): GameToken | null => {
    const claims = current(readGameToken(secret, request.headers[SLOT_SESSION_HEADER], 'session'));
    return claims && book.state[claims.merchant]?.players[claims.player] !== undefined ? claims : null;
  };

  app.get(SLOT_PATHS.launch, async (request, reply) => {
    const now = Date.now();
    for (const [nonce, expires] of usedLaunches) if (expires < now) usedLaunches.delete(nonce);
    const claims = current(readGameToken(secret, (request.query as { token?: unknown }).token, 'launch', now));
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    // The page keeps the launch's frame origin in its address, for its frame-ancestors.
    const play = claims?.frame
      ? `${SLOT_PATHS.play}?${new URLSearchParams({ [SLOT_FRAME_PARAM]: claims.frame }).toString()}`
      : SLOT_PATHS.play;
    // A used or expired link opens the page without a session: it tells the player to launch again.
    if (!claims || usedLaunches.has(claims.nonce)) return reply.redirect(play, 303);
    usedLaunches.set(claims.nonce, claims.expires);
    const { token } = issueGameToken(secret, { ...claims, kind: 'session' });
    return reply.redirect(`${play}#s=${token}`, 303);
  });

  // Anyone may write another origin into the address, but only onto a page without a session: the
  // session comes in the fragment of the launch's own redirect, which only the player's browser sees.
  app.get(SLOT_PATHS.play, async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const asked = FrameOriginSchema.safeParse((request.query as Record<string, unknown>)[SLOT_FRAME_PARAM]);
    return reply.headers(slotPageHeaders(nonce, asked.success ? asked.data : null)).send(slotPage(nonce));
  });

  app.post(SLOT_PATHS.state, async (request, reply) => {
    const s = sessionOf(request);
    if (!s) return expired(reply);
    const game = slotGame(s.game);
    if (!game) return noGame(reply);
    return {
      result: 'success',
      game: game.code,
      gameName: game.name[s.lang],
      lang: s.lang,
      colors: game.colors,
      balance: book.state[s.merchant]!.players[s.player],
      stakes: SLOT_STAKES_FEN.map(fenToVenueMoney),
      symbols: game.symbols,
      paytable: game.paytable,
      rtp: rtps.get(game.code),
    };
  });

  app.post(SLOT_PATHS.spin, async (request, reply) => {
    const s = sessionOf(request);
    if (!s) return expired(reply);
    const game = slotGame(s.game);
    if (!game) return noGame(reply);
    const parsed = SpinSchema.safeParse(request.body);
    const stake = parsed.success ? venueMoneyToFen(parsed.data.stake) : null;
    if (stake === null || !SLOT_STAKES_FEN.some((allowed) => allowed === stake)) {
      return reply.status(400).send({ result: 'failed', reason: 'bad_stake' });
    }
    if (venueMoneyToFen(book.merchant(s.merchant).players[s.player]!) < stake) {
      return { result: 'failed', reason: 'insufficient_balance' };
    }
    return spin(book, s, game, stake);
  });
}
