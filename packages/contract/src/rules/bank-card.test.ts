import { describe, expect, it } from 'vitest';
import {
  CardNumberSchema,
  HolderNameSchema,
  isValidCardNumber,
  luhnValid,
  maskCardNumber,
  normalizeCardNumber,
  sameHolderName,
} from './bank-card.ts';

describe('bank card', () => {
  it('checks the Luhn digit of published test card numbers', () => {
    for (const n of ['4111111111111111', '6200000000000005', '6205500000000000004', '5555555555554444']) {
      expect(luhnValid(n)).toBe(true);
      const last = Number(n.at(-1));
      expect(luhnValid(n.slice(0, -1) + String((last + 1) % 10))).toBe(false);
    }
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('6200 0000')).toBe(false);
  });

  it('wants 12-19 digits and the Luhn digit, except for the fast-transfer option', () => {
    expect(isValidCardNumber('6200 0000 0000 0005', { fastTransfer: false })).toBe(true);
    expect(isValidCardNumber('6200000000000006', { fastTransfer: false })).toBe(false);
    expect(isValidCardNumber('6200000000000006', { fastTransfer: true })).toBe(true);
    expect(isValidCardNumber('12345678901', { fastTransfer: true })).toBe(false);
    expect(isValidCardNumber('12345678901234567890', { fastTransfer: true })).toBe(false);
    expect(isValidCardNumber('62000000000000a5', { fastTransfer: true })).toBe(false);
  });

  it('takes grouped input and masks all but the last four digits', () => {
    expect(normalizeCardNumber(' 6200-0000 0000 0005 ')).toBe('6200000000000005');
    expect(CardNumberSchema.parse('6200 0000 0000 0005')).toBe('6200000000000005');
    expect(CardNumberSchema.safeParse('6200 0000').error?.issues[0]?.message).toBe('payout.card_number');
    expect(maskCardNumber('6200000000000005')).toBe('**** **** **** 0005');
  });

  it('takes holder names of Chinese, English and the dot only', () => {
    for (const ok of ['张三', '阿卜杜拉·买买提', 'John Smith', 'Mary.Jane'])
      expect(HolderNameSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['张三1', 'John_Smith', '张', 'Ann<b>', '']) {
      expect(HolderNameSchema.safeParse(bad).error?.issues[0]?.message).toBe('payout.holder_name');
    }
  });

  it('compares names regardless of dot variant, case and spacing', () => {
    expect(sameHolderName('阿卜杜拉·买买提', '阿卜杜拉•买买提')).toBe(true);
    expect(sameHolderName('john  smith', 'John Smith')).toBe(true);
    expect(sameHolderName('张三', '张四')).toBe(false);
  });
});
