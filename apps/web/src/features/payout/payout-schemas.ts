import {
  AddBankInputSchema,
  AddWalletInputSchema,
  isValidCardNumber,
  sameHolderName,
  type BankListSchema,
} from '@app/contract';
import type { z } from 'zod';

type Bank = z.infer<typeof BankListSchema>['list'][number];

/**
 * The contract's bank-card schema with the server's two further checks: the Luhn digit for a
 * card of a named bank (the fast-transfer option takes any 12-19 digits) and the cardholder
 * being the member (their real name).
 */
export function addBankFormSchema(banks: readonly Bank[], realName: string) {
  return AddBankInputSchema.superRefine((v, ctx) => {
    const bank = banks.find((b) => b.code === v.bankCode);
    if (bank && !isValidCardNumber(v.cardNumber, { fastTransfer: bank.fastTransfer })) {
      ctx.addIssue({ code: 'custom', message: 'payout.card_checksum', path: ['cardNumber'] });
    }
    if (!sameHolderName(v.cardholderName, realName)) {
      ctx.addIssue({ code: 'custom', message: 'payout.holder_mismatch', path: ['cardholderName'] });
    }
  });
}

/** A wallet account is in the member's own name too. */
export function addWalletFormSchema(realName: string) {
  return AddWalletInputSchema.superRefine((v, ctx) => {
    if (!sameHolderName(v.realName, realName)) {
      ctx.addIssue({ code: 'custom', message: 'payout.holder_mismatch', path: ['realName'] });
    }
  });
}
