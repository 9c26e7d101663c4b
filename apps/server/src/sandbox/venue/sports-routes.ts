import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FrameOriginSchema } from '@app/contract';
import { VenueMoneySchema, venueMoneyToFen } from '../../modules/venue/protocol.ts';
import type { VenueBook } from './book.ts';
import type { SandboxSports } from './sports-book.ts';
import { sportsBook } from './sports-data.ts';
import { SPORTS_PATHS, SPORTS_SESSION_HEADER, sportsPage } from './sports-page.ts';
import { betView, sportsStateView } from './sports-views.ts';
import { SLOT_FRAME_PARAM, slotPageHeaders } from './slot-page.ts';
import { issueGameToken, readGameToken, type GameToken } from './tokens.ts';

const PlaceSchema = z.strictObject({
  mode: z.enum(['single', 'parlay']),
  stake: VenueMoneySchema,
  picks: z
    .array(
      z.strictObject({
        fixtureId: z.string().max(64),
        market: z.enum(['1x2', 'winner', 'handicap', 'total']),
        selection: z.enum(['home', 'draw', 'away', 'over', 'under']),
        odds: z.string().regex(/^\d{1,4}\.\d{2}$/),
      }),
    )
    .min(1)
    .max(10),
});
const CancelSchema = z.strictObject({ fixtureId: z.string().max(64) });
const expired = (reply: FastifyReply) => reply.status(401).send({ result: 'failed', reason: 'session_expired' });

/** Fixtures end while nobody looks: settles them soon after, so the bet history tells it. */
function sweepOnTimer(app: FastifyInstance, sports: SandboxSports) {
  const sweep = () => {
    try {
      sports.sweep();
    } catch (error) {
      // A sandbox's timer must not take the process down; the next tick or request tries again.
      console.error('sandbox sportsbook: settling failed', error);
    }
  };
  const timer = setInterval(sweep, Math.min(5_000, Math.max(200, sports.schedule.durationMs / 10)));
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * The sportsbook in a player's browser (sports-page.ts), launched like the slots: the launch
 * URL's token opens it once and becomes a session token in the page's URL fragment, sent back in
 * a header. Due bets are settled before every answer and by a timer; a signed control call
 * cancels a fixture (as an operator of a real book would, e.g. a match called off).
 */
export function registerSportsRoutes(
  app: FastifyInstance,
  book: VenueBook,
  sports: SandboxSports,
  secret: string,
  authenticate: (request: FastifyRequest, reply: FastifyReply) => string | null,
) {
  const usedLaunches = new Map<string, number>();
  const current = (claims: GameToken | null) =>
    claims && (claims.gen ?? 0) === book.sessionGen(claims.merchant, claims.player) ? claims : null;
  const sessionOf = (request: FastifyRequest): GameToken | null => {
    const claims = current(readGameToken(secret, request.headers[SPORTS_SESSION_HEADER], 'session'));
    const known = claims && book.state[claims.merchant]?.players[claims.player] !== undefined;
    return known && sportsBook(claims.game) ? claims : null;
  };
  const settle = (merchant: string) => {
    if (sports.settleDue(merchant) > 0) book.persist();
  };
  sweepOnTimer(app, sports);

  app.get(SPORTS_PATHS.launch, async (request, reply) => {
    const now = Date.now();
    for (const [nonce, expires] of usedLaunches) if (expires < now) usedLaunches.delete(nonce);
    const claims = current(readGameToken(secret, (request.query as { token?: unknown }).token, 'launch', now));
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    // As the slots do: the page's address keeps the origin the launch lets frame it.
    const play = claims?.frame
      ? `${SPORTS_PATHS.play}?${new URLSearchParams({ [SLOT_FRAME_PARAM]: claims.frame }).toString()}`
      : SPORTS_PATHS.play;
    if (!claims || usedLaunches.has(claims.nonce)) return reply.redirect(play, 303);
    usedLaunches.set(claims.nonce, claims.expires);
    const { token } = issueGameToken(secret, { ...claims, kind: 'session' });
    return reply.redirect(`${play}#s=${token}`, 303);
  });

  app.get(SPORTS_PATHS.play, async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const asked = FrameOriginSchema.safeParse((request.query as Record<string, unknown>)[SLOT_FRAME_PARAM]);
    return reply.headers(slotPageHeaders(nonce, asked.success ? asked.data : null)).send(sportsPage(nonce));
  });

  app.post(SPORTS_PATHS.state, async (request, reply) => {
    const s = sessionOf(request);
    if (!s) return expired(reply);
    settle(s.merchant);
    return sportsStateView(sports, s);
  });

  app.post(SPORTS_PATHS.place, async (request, reply) => {
    const s = sessionOf(request);
    if (!s) return expired(reply);
    const parsed = PlaceSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ result: 'failed', reason: 'bad_slip' });
    settle(s.merchant);
    const { mode, stake, picks } = parsed.data;
    const answer = sports.place(s.merchant, s.player, s.game, { mode, stake: venueMoneyToFen(stake), picks });
    if (answer.result !== 'success') return answer;
    book.persist();
    const balance = book.merchant(s.merchant).players[s.player];
    return { result: 'success', bets: answer.bets.map((b) => betView(b, s.lang)), balance };
  });

  app.post(SPORTS_PATHS.cancel, async (request, reply) => {
    const merchant = authenticate(request, reply);
    if (!merchant) return reply;
    const parsed = CancelSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ result: 'error', reason: 'bad_request' });
    const outcome = sports.cancel(merchant, parsed.data.fixtureId);
    settle(merchant);
    return { result: outcome === 'cancelled' || outcome === 'already' ? 'success' : 'failed', outcome };
  });
}
