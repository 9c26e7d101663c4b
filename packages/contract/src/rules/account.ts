import { z } from 'zod';
import { LIMITS } from '../limits.ts';

const USERNAME = new RegExp(`^[A-Za-z][A-Za-z0-9]{${LIMITS.usernameMin - 1},${LIMITS.usernameMax - 1}}$`);
const PASSWORD = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]{${LIMITS.passwordMin},${LIMITS.passwordMax}}$`);

/** 4-11 characters, first a letter, only letters and digits, at least 2 letters and at least one digit. */
export function isValidUsername(value: string): boolean {
  return (
    USERNAME.test(value) && (value.match(/[A-Za-z]/g)?.length ?? 0) >= LIMITS.usernameMinLetters && /\d/.test(value)
  );
}

/** 8-12 characters, letters and digits only, at least one of each. */
export function isValidPassword(value: string): boolean {
  return PASSWORD.test(value);
}

export const UsernameSchema = z
  .string({ error: 'rules.username' })
  .max(LIMITS.usernameMax, 'rules.username')
  .refine(isValidUsername, 'rules.username');
export const PasswordSchema = z
  .string({ error: 'rules.password' })
  .max(LIMITS.passwordMax, 'rules.password')
  .refine(isValidPassword, 'rules.password');

/** A mainland China mobile number: 11 digits starting 13-19. */
export const PhoneSchema = z
  .string({ error: 'rules.phone' })
  .max(LIMITS.phoneLength, 'rules.phone')
  .regex(new RegExp(`^1[3-9]\\d{${LIMITS.phoneLength - 2}}$`), 'rules.phone');

/** Optional at registration; when given, letters or digits. Empty string means none. */
export const InviteCodeSchema = z
  .string({ error: 'rules.invite_code' })
  .max(LIMITS.inviteCodeMax, 'rules.invite_code')
  .regex(new RegExp(`^(|[A-Za-z0-9]{${LIMITS.inviteCodeMin},${LIMITS.inviteCodeMax}})$`), 'rules.invite_code');

const REAL_NAME = /^[\p{Script=Han}A-Za-z·•.]+(?: [\p{Script=Han}A-Za-z·•.]+)*$/u;

/** Chinese characters, English letters or the dot (·, •, .), single spaces between English words. */
export function isValidRealName(value: string): boolean {
  const length = [...value].length;
  return length >= LIMITS.realNameMin && length <= LIMITS.realNameMax && REAL_NAME.test(value);
}

// A real name has at most realNameMax code points, so at most twice as many UTF-16 units.
export const RealNameSchema = z
  .string({ error: 'rules.real_name' })
  .max(LIMITS.realNameMax * 2, 'rules.real_name')
  .refine(isValidRealName, 'rules.real_name');

export const WithdrawPasswordSchema = z
  .string({ error: 'rules.withdraw_password' })
  .max(LIMITS.withdrawPasswordLength, 'rules.withdraw_password')
  .regex(new RegExp(`^\\d{${LIMITS.withdrawPasswordLength}}$`), 'rules.withdraw_password');

export const EmailSchema = z.email({ error: 'rules.email' }).max(100, 'rules.email');

export const GenderSchema = z.enum(['male', 'female'], { error: 'rules.gender' });
