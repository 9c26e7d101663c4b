import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { pageQueryFields, pageSchema } from '../envelope.ts';
import { MoneySchema, parseAmountToFen } from '../rules/money.ts';
import { TABLE_GAMES, TABLE_SPOTS } from '../rules/cards/table.ts';
import { BLACKJACK_ACTIONS } from '../rules/cards/blackjack-round.ts';

// The platform's own card games, dealt from a provably fair shoe per round (rules/cards/shuffle.ts):
// the member sees the hash of the server seed before playing, sets the client seed, and sees the
// seed once it is rotated, so every round of that seed can be recomputed in the browser.

export const CARD_GAMES = ['baccarat', 'dragon_tiger', 'blackjack'] as const;
export type CardGame = (typeof CARD_GAMES)[number];
export const CardGameSchema = z.enum(CARD_GAMES, { error: 'cards.game_unknown' });
export const TableGameSchema = z.enum(TABLE_GAMES, { error: 'cards.game_unknown' });

const HashSchema = z.string().regex(/^[0-9a-f]{64}$/);
/** The member's client seed: 1 to 32 letters, digits, `-` or `_`. */
export const ClientSeedSchema = z
  .string({ error: 'cards.client_seed' })
  .max(32, 'cards.client_seed')
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'cards.client_seed');

/** The seed the next round deals from: the server seed's SHA-256 (hex), the client seed and the next nonce. */
export const ActiveSeedSchema = z.object({
  serverSeedHash: HashSchema,
  clientSeed: z.string(),
  nonce: z.number().int(),
});
/** A rotated seed: the server seed revealed, and how many rounds (nonces 0..rounds-1) it dealt. */
export const RevealedSeedSchema = z.object({
  serverSeedHash: HashSchema,
  serverSeed: HashSchema,
  clientSeed: z.string(),
  rounds: z.number().int(),
  revealedAt: z.string(),
});
export const CardSeedsSchema = z.object({ active: ActiveSeedSchema, revealed: z.array(RevealedSeedSchema) });
export type CardSeeds = z.infer<typeof CardSeedsSchema>;
export const RotateSeedInputSchema = z.strictObject({ clientSeed: ClientSeedSchema.optional() });

/** Checked like AmountInputSchema but left as typed, so the idempotency plugin can hash the body. */
const StakeSchema = z
  .union([z.string().max(15), z.number()], { error: 'rules.amount' })
  .refine((v) => parseAmountToFen(v) !== null, 'rules.amount');

export const TableBetInputSchema = z.strictObject({
  spot: z
    .string({ error: 'cards.spot_unknown' })
    .max(20, 'cards.spot_unknown')
    .regex(/^[a-z_]{1,20}$/, 'cards.spot_unknown'),
  amount: StakeSchema,
});
/** One round of a table game: a stake on one or more of its spots, each spot once. */
export const PlayTableInputSchema = z
  .strictObject({
    game: TableGameSchema,
    bets: z
      .array(TableBetInputSchema, { error: 'cards.bets_required' })
      .min(1, 'cards.bets_required')
      .max(5, 'cards.bets_required'),
  })
  .superRefine((input, ctx) => {
    const spots = input.bets.map((b) => b.spot);
    if (spots.some((s) => !TABLE_SPOTS[input.game].includes(s))) {
      ctx.addIssue({ code: 'custom', path: ['bets'], message: 'cards.spot_unknown' });
    } else if (new Set(spots).size !== spots.length) {
      ctx.addIssue({ code: 'custom', path: ['bets'], message: 'cards.spot_twice' });
    }
  });
export type PlayTableInput = z.input<typeof PlayTableInputSchema>;

/** The seed a round was dealt from; `serverSeed` is null until the member rotates that seed. */
export const RoundFairnessSchema = z.object({
  serverSeedHash: HashSchema,
  serverSeed: HashSchema.nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type RoundFairness = z.infer<typeof RoundFairnessSchema>;

/** A stake on a spot and what it paid back, stake included (null while the round is unfinished). */
export const RoundBetSchema = z.object({
  spot: z.string(),
  spotLabel: z.string(),
  amount: MoneySchema,
  payout: MoneySchema.nullable(),
});

const CardsSchema = z.array(z.number().int().min(0).max(51));
/** What was dealt, by game: cards are numbers 0..51 (rules/cards/cards.ts). */
export const TableHandSchema = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('baccarat'),
    player: CardsSchema,
    banker: CardsSchema,
    playerTotal: z.number().int(),
    bankerTotal: z.number().int(),
    winner: z.enum(['player', 'banker', 'tie']),
  }),
  z.object({
    game: z.literal('dragon_tiger'),
    dragon: z.number().int(),
    tiger: z.number().int(),
    winner: z.enum(['dragon', 'tiger', 'tie']),
  }),
]);
export type TableHand = z.infer<typeof TableHandSchema>;

/** A blackjack hand: its cards, total (soft when an ace counts 11), stake, and once over its outcome and return. */
export const BlackjackHandViewSchema = z.object({
  cards: CardsSchema,
  total: z.number().int(),
  soft: z.boolean(),
  stake: MoneySchema,
  doubled: z.boolean(),
  split: z.boolean(),
  outcome: z.enum(['blackjack', 'win', 'push', 'lose', 'bust']).nullable(),
  payout: MoneySchema.nullable(),
});
export const BlackjackActionSchema = z.enum(BLACKJACK_ACTIONS, { error: 'cards.action_not_allowed' });
/**
 * A blackjack round: the hands, the one in play (`active`, -1 when none), the dealer's cards (only
 * the up card until the round is over, then all with the total), insurance, and the actions the
 * member may take now.
 */
export const BlackjackViewSchema = z.object({
  phase: z.enum(['insurance', 'play', 'finished']),
  hands: z.array(BlackjackHandViewSchema),
  active: z.number().int(),
  dealer: CardsSchema,
  dealerTotal: z.number().int().nullable(),
  insurance: MoneySchema.nullable(),
  insurancePayout: MoneySchema.nullable(),
  actions: z.array(BlackjackActionSchema),
});
export type BlackjackView = z.infer<typeof BlackjackViewSchema>;

/**
 * One round of a card game as the member sees it; `winLose` is payout minus stake once completed.
 * `moves` are the member's blackjack actions in order (what verifying the round replays).
 */
export const CardRoundSchema = z.object({
  orderNo: z.string(),
  game: CardGameSchema,
  gameName: z.string(),
  status: z.enum(['unfinished', 'completed']),
  stake: MoneySchema,
  payout: MoneySchema.nullable(),
  winLose: MoneySchema.nullable(),
  bets: z.array(RoundBetSchema),
  hand: TableHandSchema.nullable(),
  blackjack: BlackjackViewSchema.nullable(),
  moves: z.array(BlackjackActionSchema),
  fairness: RoundFairnessSchema,
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type CardRound = z.infer<typeof CardRoundSchema>;
/** A round just played, and the central wallet's balance after it. */
export const PlayedRoundSchema = z.object({ round: CardRoundSchema, balance: MoneySchema });

/** A card round in the bet detail: the round with its hands and what verifies it. */
export const CardRoundDetailSchema = z.object({ kind: z.literal('cards'), round: CardRoundSchema });

export const CardRoundsQuerySchema = z.strictObject({ game: CardGameSchema.optional(), ...pageQueryFields });
export const CardRoundQuerySchema = z.strictObject({
  orderNo: z
    .string({ error: 'gamebet.not_found' })
    .max(64, 'gamebet.not_found')
    .regex(/^[A-Za-z0-9_-]{4,64}$/, 'gamebet.not_found'),
});

/** A blackjack round dealt for one stake. */
export const BlackjackDealInputSchema = z.strictObject({ stake: StakeSchema });
/** The member's next action in an unfinished blackjack round. */
export const BlackjackActInputSchema = z.strictObject({
  orderNo: CardRoundQuerySchema.shape.orderNo,
  action: BlackjackActionSchema,
});

export const CARDS_API = {
  /** The member's active seed (made on first ask) and the seeds already revealed, newest first. */
  seeds: endpoint({ method: 'GET', path: 'cards/seeds', auth: 'member', answer: CardSeedsSchema }),
  /** Reveals the active server seed and starts a new one, with the client seed given (or the same). */
  rotateSeed: endpoint({
    method: 'POST',
    path: 'cards/seeds/rotate',
    auth: 'member',
    body: RotateSeedInputSchema,
    answer: CardSeedsSchema,
    message: 'cards.seed_rotated',
  }),
  /** Plays one round of a table game from the central wallet: stakes out, the deal, payouts in. */
  playTable: endpoint({
    method: 'POST',
    path: 'cards/table/play',
    auth: 'member',
    body: PlayTableInputSchema,
    answer: PlayedRoundSchema,
    idempotent: true,
  }),
  /** Deals a blackjack round from the central wallet: the stake out, 4 cards; finished at once on a natural. */
  blackjackDeal: endpoint({
    method: 'POST',
    path: 'cards/blackjack/deal',
    auth: 'member',
    body: BlackjackDealInputSchema,
    answer: PlayedRoundSchema,
    idempotent: true,
  }),
  /** Plays an action: a double, split or insurance takes its stake; the dealer plays when the last hand is done. */
  blackjackAct: endpoint({
    method: 'POST',
    path: 'cards/blackjack/act',
    auth: 'member',
    body: BlackjackActInputSchema,
    answer: PlayedRoundSchema,
    idempotent: true,
  }),
  rounds: endpoint({
    method: 'GET',
    path: 'cards/rounds',
    auth: 'member',
    query: CardRoundsQuerySchema,
    answer: pageSchema(CardRoundSchema),
  }),
  round: endpoint({
    method: 'GET',
    path: 'cards/round',
    auth: 'member',
    query: CardRoundQuerySchema,
    answer: CardRoundSchema,
  }),
} as const;
