import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { isValidRealName } from './account.ts';
import { withoutControlChars } from './text.ts';

export const CARD_NUMBER_MIN = 12;
export const CARD_NUMBER_MAX = 19;

/** Members type card numbers in groups; spaces and dashes carry no meaning. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) checksum that every UnionPay, Visa and Mastercard card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * 12-19 digits; the Luhn checksum is required for a card of a named bank. The fast-transfer
 * option also takes account numbers that are not card numbers (passbook and settlement
 * accounts carry no Luhn digit), so only the length is checked there.
 */
export function isValidCardNumber(value: string, opts: { fastTransfer: boolean }): boolean {
  const digits = normalizeCardNumber(value);
  if (!new RegExp(`^\\d{${CARD_NUMBER_MIN},${CARD_NUMBER_MAX}}$`).test(digits)) return false;
  return opts.fastTransfer || luhnValid(digits);
}

/** Cardholder and wallet names follow the real-name rule: Chinese, English letters or the dot. */
export const isValidHolderName = isValidRealName;

/** Two spellings of one name: the dot variants (· • . ・), case and spacing do not count. */
export function sameHolderName(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFKC')
      .trim()
      .replace(/[·•.・]/g, '·')
      .replace(/\s+/g, ' ')
      .toLowerCase();
  return norm(a) === norm(b);
}

/** Only the last four digits ever leave the server. */
export function maskCardNumber(value: string): string {
  return `**** **** **** ${normalizeCardNumber(value).slice(-4)}`;
}

export const HolderNameSchema = z
  .string({ error: 'payout.holder_name' })
  .trim()
  .max(LIMITS.realNameMax * 2, 'payout.holder_name')
  .refine(isValidHolderName, 'payout.holder_name');

/** Format only; the Luhn rule depends on the bank (see isValidCardNumber). */
export const CardNumberSchema = z
  .string({ error: 'payout.card_number' })
  .max(40, 'payout.card_number')
  .transform(normalizeCardNumber)
  .refine((v) => new RegExp(`^\\d{${CARD_NUMBER_MIN},${CARD_NUMBER_MAX}}$`).test(v), 'payout.card_number');

export const BranchAddressSchema = z
  .string({ error: 'payout.branch_address' })
  .trim()
  .min(2, 'payout.branch_address')
  .max(100, 'payout.branch_address')
  .regex(/^[^\p{Cc}<>]+$/u, 'payout.branch_address')
  .check(withoutControlChars('payout.branch_address'));
