// The venue bets of a test app, pulled from the venues' histories when a bet-record test asks (not a test file itself).
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../src/lib/clock.ts';
import { startTurnover } from '../src/modules/turnover/index.ts';
import { createVenueBets } from '../src/modules/venue/bets.ts';
import { venuesOf } from './catalogue.ts';

/** The venue bet sync and reads of `app`, as its own job runs them. */
export function venueBetsOf(app: FastifyInstance) {
  return createVenueBets(app.database.db, venuesOf(app).catalogue, {
    timeoutMs: app.config.venues.timeoutMs,
    clock: systemClock,
    timeZone: app.config.timeZone,
    turnover: startTurnover({ clock: systemClock }),
  });
}
