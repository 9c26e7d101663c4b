import { describe, expect, it } from 'vitest';
import {
  EmailSchema,
  InviteCodeSchema,
  PhoneSchema,
  WithdrawPasswordSchema,
  isValidPassword,
  isValidRealName,
  isValidUsername,
} from './account.ts';

describe('username', () => {
  it('accepts 4 and 11 characters, refuses 3 and 12', () => {
    expect(isValidUsername('ab12')).toBe(true);
    expect(isValidUsername('abcdefghi12')).toBe(true);
    expect(isValidUsername('ab1')).toBe(false);
    expect(isValidUsername('abcdefghij12')).toBe(false);
  });
  it('needs a letter first, at least 2 letters and a digit, nothing else', () => {
    expect(isValidUsername('1abc')).toBe(false);
    expect(isValidUsername('a123')).toBe(false);
    expect(isValidUsername('abcd')).toBe(false);
    expect(isValidUsername('ab_12')).toBe(false);
    expect(isValidUsername('ab 12')).toBe(false);
    expect(isValidUsername('用户ab12')).toBe(false);
  });
});

describe('password', () => {
  it('accepts 8 and 12 characters of letters and digits', () => {
    expect(isValidPassword('abcdef12')).toBe(true);
    expect(isValidPassword('abcdefghij12')).toBe(true);
  });
  it('refuses 7 and 13 characters, one class only, or symbols', () => {
    expect(isValidPassword('abcde12')).toBe(false);
    expect(isValidPassword('abcdefghijk12')).toBe(false);
    expect(isValidPassword('abcdefgh')).toBe(false);
    expect(isValidPassword('12345678')).toBe(false);
    expect(isValidPassword('abcdef1!')).toBe(false);
  });
});

describe('phone', () => {
  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['12812345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['+8613812345678', false],
  ])('%s -> %s', (v, ok) => expect(PhoneSchema.safeParse(v).success).toBe(ok));
});

describe('invite code', () => {
  it.each([
    ['', true],
    ['AB12', true],
    ['abcdefgh12345678', true],
    ['AB1', false],
    ['abcdefgh123456789', false],
    ['AB-12', false],
  ])('%s -> %s', (v, ok) => expect(InviteCodeSchema.safeParse(v).success).toBe(ok));
});

describe('real name', () => {
  it.each([
    ['张三', true],
    ['阿卜杜·热合曼', true],
    ['John Smith', true],
    ['J.R. Smith', true],
    ['张', false],
    ['张三3', false],
    ['John  Smith', false],
    ['John_Smith', false],
    [' 张三', false],
    ['张'.repeat(31), false],
    ['张'.repeat(30), true],
  ])('%s -> %s', (v, ok) => expect(isValidRealName(v)).toBe(ok));
});

describe('withdrawal password', () => {
  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
  ])('%s -> %s', (v, ok) => expect(WithdrawPasswordSchema.safeParse(v).success).toBe(ok));
});

describe('e-mail', () => {
  it('accepts an address and refuses text', () => {
    expect(EmailSchema.safeParse('member@example.com').success).toBe(true);
    expect(EmailSchema.safeParse('member@').success).toBe(false);
    expect(EmailSchema.safeParse('not an email').error?.issues[0]?.message).toBe('rules.email');
  });
});
