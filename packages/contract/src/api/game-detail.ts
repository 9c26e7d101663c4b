import { z } from 'zod';
import { CardRoundDetailSchema } from './cards.ts';
import { LiveBetDetailSchema } from './live.ts';
import { FishingSessionDetailSchema } from './fishing-bet-detail.ts';
import { SportsBetDetailSchema } from './sports-bet-detail.ts';

/** What a venue may say of a bet beyond its amounts, by game kind (modules/venue/protocol.ts carries it). */
export const VenueGameDetailSchema = z.discriminatedUnion('kind', [SportsBetDetailSchema, FishingSessionDetailSchema]);
export type VenueGameDetail = z.infer<typeof VenueGameDetailSchema>;

/** What the bet detail shows of a game's play beyond its amounts: a card round, a live table bet, a sportsbook bet, a fishing session. */
export const GameDetailSchema = z.discriminatedUnion('kind', [
  CardRoundDetailSchema,
  LiveBetDetailSchema,
  SportsBetDetailSchema,
  FishingSessionDetailSchema,
]);
export type GameDetail = z.infer<typeof GameDetailSchema>;
