import { AmountInputSchema, WithdrawSubmitInputSchema } from '@app/contract';
import { z } from 'zod';

/**
 * The contract's withdrawal body, with the amount checked by AmountInputSchema as the contract
 * asks (a valid amount of at most 2 decimals) but left as typed, which is what the body carries.
 * Limits and fee come from the server's preview; password, binding and turnover from the server.
 */
export const WithdrawFormSchema = WithdrawSubmitInputSchema.extend({
  amount: z.string({ error: 'rules.amount' }).refine((v) => AmountInputSchema.safeParse(v).success, 'rules.amount'),
});
export type WithdrawFormValues = z.input<typeof WithdrawFormSchema>;
