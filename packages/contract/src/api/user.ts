import { z } from 'zod';
import { MoneySchema } from '../rules/money.ts';
import {
  InviteCodeSchema,
  PasswordSchema,
  PhoneSchema,
  RealNameSchema,
  UsernameSchema,
  WithdrawPasswordSchema,
} from '../rules/account.ts';

const ConfirmSchema = z.string({ error: 'rules.confirm_password.required' }).min(1, 'rules.confirm_password.required');

export const RegisterInputSchema = z
  .strictObject({
    username: UsernameSchema,
    password: PasswordSchema,
    confirmPassword: ConfirmSchema,
    phone: PhoneSchema,
    inviteCode: InviteCodeSchema.default(''),
    realName: RealNameSchema,
    withdrawPassword: WithdrawPasswordSchema,
    agree: z.literal(true, { error: 'rules.agree' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'rules.confirm_password.mismatch',
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof RegisterInputSchema>;

export const LoginInputSchema = z.strictObject({
  username: z.string({ error: 'common.required' }).trim().min(1, 'common.required').max(64, 'user.login_failed'),
  password: z.string({ error: 'common.required' }).min(1, 'common.required').max(64, 'user.login_failed'),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

export const SessionSchema = z.object({ token: z.string(), uid: z.number().int(), username: z.string() });
export type Session = z.infer<typeof SessionSchema>;

export const UserInfoSchema = z.object({
  uid: z.number().int(),
  username: z.string(),
  realName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  birthDate: z.string().nullable(),
  avatar: z.string(),
  vipLevel: z.number().int(),
  inviteCode: z.string(),
  hasWithdrawPassword: z.boolean(),
  profileConfirmed: z.boolean(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const UserSummarySchema = z.object({
  uid: z.number().int(),
  username: z.string(),
  avatar: z.string(),
  vipLevel: z.number().int(),
  balance: MoneySchema,
});

export const BalanceSchema = z.object({ balance: MoneySchema, currency: z.literal('CNY') });

export const ResetPasswordInputSchema = z
  .strictObject({
    oldPassword: z.string({ error: 'common.required' }).min(1, 'common.required'),
    newPassword: PasswordSchema,
    confirmPassword: ConfirmSchema,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'rules.confirm_password.mismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof ResetPasswordInputSchema>;

/** Sets the withdrawal password of a member who has none, confirmed by the login password. */
export const SetWithdrawPasswordInputSchema = z
  .strictObject({
    password: z.string({ error: 'common.required' }).min(1, 'common.required'),
    withdrawPassword: WithdrawPasswordSchema,
    confirmWithdrawPassword: ConfirmSchema,
  })
  .refine((v) => v.withdrawPassword === v.confirmWithdrawPassword, {
    message: 'rules.confirm_password.mismatch',
    path: ['confirmWithdrawPassword'],
  });
export type SetWithdrawPasswordInput = z.input<typeof SetWithdrawPasswordInputSchema>;

export const ResetWithdrawPasswordInputSchema = z
  .strictObject({
    oldWithdrawPassword: z.string({ error: 'common.required' }).min(1, 'common.required'),
    withdrawPassword: WithdrawPasswordSchema,
    confirmWithdrawPassword: ConfirmSchema,
  })
  .refine((v) => v.withdrawPassword === v.confirmWithdrawPassword, {
    message: 'rules.confirm_password.mismatch',
    path: ['confirmWithdrawPassword'],
  });
export type ResetWithdrawPasswordInput = z.input<typeof ResetWithdrawPasswordInputSchema>;
