import { PageQuerySchema } from '../envelope.ts';
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { AmountInputSchema, MoneySchema } from '../rules/money.ts';
import { EmptyBodySchema, endpoint } from '../endpoint.ts';

/** The member's central wallet, as named in a transfer. */
export const CENTRAL_WALLET = 'central' as const;

/** A venue's code: lower-case letters, digits and underscores, e.g. `house`, `sandbox_slots`. */
export const VenueCodeSchema = z.string().regex(/^[a-z][a-z0-9_]{1,31}$/);

const WalletSideSchema = z
  .string({ error: 'wallet.side' })
  .max(40, 'wallet.side')
  .refine((v) => v === CENTRAL_WALLET || VenueCodeSchema.safeParse(v).success, 'wallet.side');

/** One transfer: exactly one side is the central wallet, the other a venue code. */
export const TransferInputSchema = z
  .strictObject({ from: WalletSideSchema, to: WalletSideSchema, amount: AmountInputSchema })
  .refine((v) => (v.from === CENTRAL_WALLET) !== (v.to === CENTRAL_WALLET), {
    message: 'wallet.one_side_central',
    path: ['to'],
  });
export type TransferInput = z.input<typeof TransferInputSchema>;

/**
 * `normal`: transfers accepted. `maintenance`: the venue is switched off or not configured.
 * `unavailable`: the venue did not answer its balance query just now.
 */
export const VENUE_STATUSES = ['normal', 'maintenance', 'unavailable'] as const;
export type VenueStatus = (typeof VENUE_STATUSES)[number];

/**
 * A member's wallet at one venue. `balance` is what the venue holds for the member (null when
 * it could not be asked); `pending` is money on its way to or from the venue, not yet confirmed.
 */
export const VenueWalletSchema = z.object({
  code: z.string(),
  name: z.string(),
  status: z.enum(VENUE_STATUSES),
  balance: MoneySchema.nullable(),
  pending: MoneySchema,
});
export type VenueWallet = z.infer<typeof VenueWalletSchema>;

/** `total` adds the central wallet and every venue balance known; `complete` is false when one was unknown. */
export const WalletListSchema = z.object({
  central: MoneySchema,
  venues: z.array(VenueWalletSchema),
  total: MoneySchema,
  complete: z.boolean(),
  currency: z.literal(LIMITS.currency),
});
export type WalletList = z.infer<typeof WalletListSchema>;

export const VenuesListQuerySchema = PageQuerySchema;

export const VenuesListSchema = z.object({
  list: z.array(VenueWalletSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/**
 * A transfer's outcome. `success`: done. `pending`: the venue has not confirmed yet; the money
 * is accounted for and the transfer completes (or is refunded) once the venue answers.
 */
export const TransferResultSchema = z.object({
  orderNo: z.string(),
  from: z.string(),
  to: z.string(),
  amount: MoneySchema,
  status: z.enum(['success', 'pending']),
  central: MoneySchema,
  venueBalance: MoneySchema.nullable(),
  createdAt: z.string(),
});
export type TransferResult = z.infer<typeof TransferResultSchema>;

/** Per venue: `empty` had nothing to collect; `failed` and `skipped` left the money where it was. */
export const RECYCLE_STATUSES = ['success', 'pending', 'failed', 'skipped', 'empty'] as const;
export const RecycleItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  status: z.enum(RECYCLE_STATUSES),
  amount: MoneySchema,
  orderNo: z.string().nullable(),
  reason: z.string().nullable(),
});
export const RecycleResultSchema = z.object({
  list: z.array(RecycleItemSchema),
  moved: MoneySchema,
  central: MoneySchema,
});
export type RecycleResult = z.infer<typeof RecycleResultSchema>;

/** The central wallet and the venue wallets: balances, transfers between them and recycling. */
export const WALLET_API = {
  walletList: endpoint({ method: 'GET', path: 'fundslog/getWalletList', auth: 'member', answer: WalletListSchema }),
  venuesList: endpoint({
    method: 'GET',
    path: 'fundslog/getVenuesList',
    auth: 'member',
    query: VenuesListQuerySchema,
    answer: VenuesListSchema,
  }),
  transfer: endpoint({
    method: 'POST',
    path: 'fundslog/transfer',
    auth: 'member',
    idempotent: true,
    body: TransferInputSchema,
    answer: TransferResultSchema,
  }),
  oneClickRecycle: endpoint({
    method: 'POST',
    path: 'fundslog/getOneclickRecycling',
    auth: 'member',
    idempotent: true,
    body: EmptyBodySchema,
    answer: RecycleResultSchema,
  }),
} as const;
