import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AddCryptoInputSchema } from '../api/payout.ts';
import { LoginInputSchema } from '../api/user.ts';
import { freeText, oneLine } from './text.ts';

const line = z.string().trim().max(60).check(oneLine);
const remark = z.string().trim().max(200).check(freeText);
const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

describe('control characters in client text', () => {
  it('refuses NUL, escape, DEL and C1 controls in one-line text with one message', () => {
    for (const bad of ['a\u0000b', '\u001b[31mred', 'x\u007f', 'y\u0085', 'tab\tinside', 'two\nlines', 'cr\rhere'])
      expect(messages(line, bad)).toEqual(['rules.control_chars']);
  });
  it('accepts ordinary text, Chinese and emoji, and trims whitespace around it', () => {
    expect(line.parse('张三 Zhang·San 🎲')).toBe('张三 Zhang·San 🎲');
    expect(line.parse('\t padded \n')).toBe('padded');
  });
  it('lets free text keep line feeds and tabs, nothing else', () => {
    expect(remark.parse('first\n\tsecond')).toBe('first\n\tsecond');
    for (const bad of ['a\u0000b', 'a\rb', 'a\u000bb', 'a\u001bb'])
      expect(messages(remark, bad)).toEqual(['rules.control_chars']);
  });
  it('refuses half of a surrogate pair as a broken character, in one-line and free text', () => {
    for (const bad of ['alias\ud800', '\udc00x', 'a\ud83db']) {
      expect(messages(line, bad)).toEqual(['rules.broken_text']);
      expect(messages(remark, bad)).toEqual(['rules.broken_text']);
    }
    expect(line.parse('pair 😀 whole')).toBe('pair 😀 whole');
  });
  it('refuses a broken character in a payout alias, which has its own rule', () => {
    const input = {
      alias: 'usdt\ud800',
      address: 'TXYZabcdefghijklmnopqrstuvwxyz12345',
      protocol: 'TRC20',
      password: 'x',
    };
    const issues = AddCryptoInputSchema.safeParse(input).error?.issues ?? [];
    expect(issues.find((i) => i.path[0] === 'alias')?.message).toBe('rules.broken_text');
  });
  it('is part of the contract schemas: a NUL username cannot reach the database', () => {
    expect(messages(LoginInputSchema, { username: 'a\u0000b', password: 'Passw0rd1' })).toEqual([
      'rules.control_chars',
    ]);
  });
});
