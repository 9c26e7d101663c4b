import {
  CENTRAL_WALLET,
  TransferInputSchema,
  parseAmountToFen,
  type TransferInput,
  type WalletList,
} from '@app/contract';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** The balance a transfer can take from `side`; null when it is not known. */
export function availableOf(wallets: WalletList | undefined, side: string): string | null {
  if (!wallets) return null;
  if (side === CENTRAL_WALLET) return wallets.central;
  return wallets.venues.find((v) => v.code === side)?.balance ?? null;
}

/** The venues a transfer can reach now. */
export function openVenues(wallets: WalletList) {
  return wallets.venues.filter((v) => v.status === 'normal');
}

/** The contract's transfer schema, plus the balance check the server makes ('Insufficient balance'). */
export function transferFormSchema(wallets: WalletList | undefined) {
  return TransferInputSchema.superRefine((v, ctx) => {
    const available = availableOf(wallets, v.from);
    // The contract's amount arrives in fen after its own check, or as typed: both are read.
    const amount: unknown = v.amount;
    const fen = typeof amount === 'bigint' ? amount : parseAmountToFen(amount);
    if (available !== null && fen !== null && fen > (parseAmountToFen(available) ?? 0n)) {
      ctx.addIssue({ code: 'custom', message: 'money.insufficient_balance', path: ['amount'] });
    }
  });
}

/** The transfer form as react-hook-form holds it: the amount as typed in, checked by the schema above. */
export type TransferFormApi = UseFormReturn<TransferInput, unknown, z.output<ReturnType<typeof transferFormSchema>>>;
