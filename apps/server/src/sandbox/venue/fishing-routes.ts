import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FrameOriginSchema, type Lang } from '@app/contract';
import { VenueMoneySchema, fenToVenueMoney, venueMoneyToFen } from '../../modules/venue/protocol.ts';
import type { VenueBook } from './book.ts';
import { FISHING_PATHS, FISHING_SESSION_HEADER, fishingPage } from './fishing-page.ts';
import { FISHING_GAMES, fishingGame, type FishingGame } from './fishing-games.ts';
import type { FishingSessions } from './fishing-sessions.ts';
import { fishingRtp, rtpPercent, type FishingSession } from './fishing.ts';
import { SLOT_FRAME_PARAM, slotPageHeaders } from './slot-page.ts';
import { issueGameToken, readGameToken, type GameToken } from './tokens.ts';

const ShotSchema = z.strictObject({ fish: z.string().max(40), stake: VenueMoneySchema });
const expired = (reply: FastifyReply) => reply.status(401).send({ result: 'failed', reason: 'session_expired' });
const noGame = (reply: FastifyReply) => reply.status(404).send({ result: 'failed', reason: 'game_not_found' });

/** Each kind's exact return, the same at every cannon size (fishing.ts `fishingRtp`), by game and kind. */
const RTPS = new Map(
  FISHING_GAMES.map((g) => [g.code, new Map(fishingRtp(g).map((r) => [r.fish, rtpPercent(r)]))] as const),
);

/** What the page shows of its session: the seed only once it ended. */
const sessionView = (s: FishingSession) => ({
  id: s.id,
  seedHash: s.seedHash,
  seed: s.endedAt === null ? null : s.seed,
  shots: s.shots,
  hits: s.hits,
  bestMultiplier: s.bestMultiplier,
  stake: s.stake,
  payout: s.payout,
  ended: s.endedAt !== null,
  endedBy: s.endedBy,
});

const gameView = (game: FishingGame, lang: Lang) => ({
  game: game.code,
  gameName: game.name[lang],
  lang,
  colors: game.colors,
  cannons: game.cannonsFen.map(fenToVenueMoney),
  fish: game.fish.map((f) => ({
    id: f.id,
    name: f.name[lang],
    multiplier: f.multiplier,
    rtp: RTPS.get(game.code)!.get(f.id)!,
    look: f.look,
  })),
});

/**
 * The fishing games (fishing-games.ts) in a player's browser, as the slots are served (slot-routes.ts):
 * the launch URL's token opens the page once and is swapped for a session token in its URL
 * fragment, which the page's calls carry in a header. The page's first call opens its fishing
 * session (fishing-sessions.ts); "leave" ends it and answers the revealed seed.
 */
export function registerFishingRoutes(app: FastifyInstance, book: VenueBook, fishing: FishingSessions, secret: string) {
  const usedLaunches = new Map<string, number>();
  // A token of a player whose sessions were ended since it was given plays nothing (tokens.ts `gen`).
  const current = (claims: GameToken | null) =>
    claims && (claims.gen ?? 0) === book.sessionGen(claims.merchant, claims.player) ? claims : null;
  const claimsOf = (request: FastifyRequest): GameToken | null => {
    const claims = current(readGameToken(secret, request.headers[FISHING_SESSION_HEADER], 'session'));
    return claims && book.state[claims.merchant]?.players[claims.player] !== undefined ? claims : null;
  };
  /** The request's player, game and session; null after answering why not. */
  const played = (request: FastifyRequest, reply: FastifyReply) => {
    const claims = claimsOf(request);
    if (!claims) return void expired(reply);
    const game = fishingGame(claims.game);
    if (!game) return void noGame(reply);
    return { claims, game, session: fishing.open(claims) };
  };
  const balanceOf = (c: GameToken) => book.state[c.merchant]!.players[c.player]!;

  app.get(FISHING_PATHS.launch, async (request, reply) => {
    const now = Date.now();
    for (const [nonce, expires] of usedLaunches) if (expires < now) usedLaunches.delete(nonce);
    const claims = current(readGameToken(secret, (request.query as { token?: unknown }).token, 'launch', now));
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    // The page keeps the launch's frame origin in its address, for its frame-ancestors.
    const play = claims?.frame
      ? `${FISHING_PATHS.play}?${new URLSearchParams({ [SLOT_FRAME_PARAM]: claims.frame }).toString()}`
      : FISHING_PATHS.play;
    // A used or expired link opens the page without a session: it tells the player to launch again.
    if (!claims || usedLaunches.has(claims.nonce)) return reply.redirect(play, 303);
    usedLaunches.set(claims.nonce, claims.expires);
    const { token } = issueGameToken(secret, { ...claims, kind: 'session' });
    return reply.redirect(`${play}#s=${token}`, 303);
  });

  app.get(FISHING_PATHS.play, async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const asked = FrameOriginSchema.safeParse((request.query as Record<string, unknown>)[SLOT_FRAME_PARAM]);
    return reply.headers(slotPageHeaders(nonce, asked.success ? asked.data : null)).send(fishingPage(nonce));
  });

  app.post(FISHING_PATHS.state, async (request, reply) => {
    const p = played(request, reply);
    if (!p) return reply;
    return {
      result: 'success',
      ...gameView(p.game, p.claims.lang),
      balance: balanceOf(p.claims),
      session: sessionView(p.session),
    };
  });

  app.post(FISHING_PATHS.shoot, async (request, reply) => {
    const p = played(request, reply);
    if (!p) return reply;
    const parsed = ShotSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ result: 'failed', reason: 'bad_request' });
    const answer = fishing.shoot(p.claims.merchant, p.session, parsed.data.fish, venueMoneyToFen(parsed.data.stake));
    // Not a fish or cannon of the game: a bad request; an ended session: a conflict; too little money: an answer.
    if (answer.result === 'failed' && answer.reason !== 'insufficient_balance') {
      void reply.status(answer.reason === 'session_ended' ? 409 : 400);
    }
    return { ...answer, session: sessionView(p.session) };
  });

  app.post(FISHING_PATHS.leave, async (request, reply) => {
    const p = played(request, reply);
    if (!p) return reply;
    fishing.leave(p.claims.merchant, p.session);
    return { result: 'success', balance: balanceOf(p.claims), session: sessionView(p.session) };
  });
}
