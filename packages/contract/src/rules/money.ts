import { z } from 'zod';
import type { MessageKey } from '../messages/zh_hans.ts';

/** Money travels as a string with exactly 2 decimals, e.g. "1234.50". */
export const MoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** Integer fen to the wire form "1234.50". */
export function formatFen(fen: bigint | number): string {
  const value = BigInt(fen);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/**
 * A user-typed amount (string or number, at most 2 decimals, positive) to fen; null when not valid.
 * Nothing around the digits either, not even spaces: " 100.00 " is not an amount.
 */
export function parseAmountToFen(input: unknown): bigint | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input;
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const fen = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return fen > 0n ? fen : null;
}

/**
 * A yuan amount an operator types (a threshold, a prize): up to `digits` whole digits and 2
 * decimals, kept as the text. Its length is checked first, so the pattern never reads a long text.
 */
export function yuanText(digits: number, message: MessageKey = 'rules.amount') {
  return z
    .string({ error: message })
    .max(digits + 3, message)
    .regex(new RegExp(`^\\d{1,${digits}}(\\.\\d{1,2})?$`), message);
}

// The longest amount parseAmountToFen accepts: 12 digits, the point and 2 decimals.
const AMOUNT_MAX_CHARS = 15;

/** Input amount as accepted by every money call; transforms to fen. */
export const AmountInputSchema = z
  .union([z.string().max(AMOUNT_MAX_CHARS), z.number()], { error: 'rules.amount' })
  .transform((v, ctx) => {
    const fen = parseAmountToFen(v);
    if (fen === null) {
      ctx.addIssue({ code: 'custom', message: 'rules.amount' });
      return z.NEVER;
    }
    return fen;
  });
