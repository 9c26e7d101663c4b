import { z } from 'zod';

/** A name in both languages: a venue's detail is stored as the venue sent it, and the page picks the member's. */
export const BilingualSchema = z.object({ zh_hans: z.string().max(80), en: z.string().max(80) });

export const SPORTS_MARKETS = ['1x2', 'winner', 'handicap', 'total'] as const;
export const SPORTS_LEG_RESULTS = ['pending', 'won', 'lost', 'void'] as const;

/** One selection of a sportsbook bet: the fixture, the market and line, the odds taken and how it ended. */
export const SportsLegSchema = z.object({
  fixtureId: z.string().max(64),
  sport: z.string().max(32),
  league: BilingualSchema,
  home: BilingualSchema,
  away: BilingualSchema,
  startsAt: z.iso.datetime({ offset: true }),
  market: z.enum(SPORTS_MARKETS),
  /** The handicap or total line ("-1.5", "2.5"); null for 1X2 and match winner. */
  line: z.string().max(8).nullable(),
  selection: z.enum(['home', 'draw', 'away', 'over', 'under']),
  /** Decimal odds taken, stake included ("1.95"). */
  odds: z.string().regex(/^\d{1,4}\.\d{2}$/),
  result: z.enum(SPORTS_LEG_RESULTS),
  /** The final score ("2-1") once the fixture ended; null before, or when it was cancelled. */
  score: z.string().max(16).nullable(),
});

/** A sportsbook bet as a venue reports it: a single (one leg) or a parlay (2 to 10 legs). */
export const SportsBetDetailSchema = z.object({
  kind: z.literal('sports'),
  type: z.enum(['single', 'parlay']),
  legs: z.array(SportsLegSchema).min(1).max(10),
  /** The combined decimal odds at placing (the product of the legs'). */
  odds: z.string().regex(/^\d{1,7}\.\d{2}$/),
});
export type SportsBetDetail = z.infer<typeof SportsBetDetailSchema>;
