import { z } from 'zod';
import { oneLine } from '../rules/text.ts';
import { EmptyBodySchema, endpoint } from '../endpoint.ts';
import { MoneySchema } from '../rules/money.ts';
import {
  InviteCodeSchema,
  PasswordSchema,
  PhoneSchema,
  RealNameSchema,
  UsernameSchema,
  WithdrawPasswordSchema,
} from '../rules/account.ts';
import { LoginPasswordConfirmSchema } from './security.ts';

const ConfirmSchema = z
  .string({ error: 'rules.confirm_password.required' })
  .min(1, 'rules.confirm_password.required')
  .max(64, 'rules.confirm_password.required')
  .check(oneLine);
/** A password being checked, not chosen: any text the rules of its time allowed. */
const CurrentPasswordSchema = z
  .string({ error: 'common.required' })
  .min(1, 'common.required')
  .max(64, 'common.required')
  .check(oneLine);

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
  username: z
    .string({ error: 'common.required' })
    .trim()
    .min(1, 'common.required')
    .max(64, 'user.login_failed')
    .check(oneLine),
  password: CurrentPasswordSchema.max(64, 'user.login_failed'),
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
    oldPassword: CurrentPasswordSchema,
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
    password: CurrentPasswordSchema,
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
    /** The login password too (docs/decisions.md, Account security). */
    password: LoginPasswordConfirmSchema,
    oldWithdrawPassword: CurrentPasswordSchema,
    withdrawPassword: WithdrawPasswordSchema,
    confirmWithdrawPassword: ConfirmSchema,
  })
  .refine((v) => v.withdrawPassword === v.confirmWithdrawPassword, {
    message: 'rules.confirm_password.mismatch',
    path: ['confirmWithdrawPassword'],
  });
export type ResetWithdrawPasswordInput = z.input<typeof ResetWithdrawPasswordInputSchema>;

/** Members: registration, sessions, the profile, the central balance and the two passwords. */
export const USER_API = {
  register: endpoint({
    method: 'POST',
    path: 'user/register',
    auth: 'visitor',
    limit: 'credential',
    body: RegisterInputSchema,
    answer: SessionSchema,
    message: 'user.registered',
  }),
  /** The same registration under the older app's path. */
  doRegister: endpoint({
    method: 'POST',
    path: 'member/doRegister',
    auth: 'visitor',
    limit: 'credential',
    body: RegisterInputSchema,
    answer: SessionSchema,
    message: 'user.registered',
  }),
  login: endpoint({
    method: 'POST',
    path: 'user/login',
    auth: 'visitor',
    limit: 'credential',
    body: LoginInputSchema,
    answer: SessionSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: 'user/logout',
    auth: 'member',
    body: EmptyBodySchema,
    answer: z.null(),
    message: 'user.logged_out',
  }),
  userInfo: endpoint({ method: 'GET', path: 'user/userInfo', auth: 'member', answer: UserInfoSchema }),
  getUser: endpoint({ method: 'GET', path: 'common/getUser', auth: 'member', answer: UserSummarySchema }),
  getUserBalance: endpoint({ method: 'GET', path: 'common/getUserBalance', auth: 'member', answer: BalanceSchema }),
  resetPassword: endpoint({
    method: 'POST',
    path: 'user/resetpwd',
    auth: 'member',
    limit: 'credential',
    body: ResetPasswordInputSchema,
    answer: z.null(),
    message: 'user.password_changed',
  }),
  setWithdrawPassword: endpoint({
    method: 'POST',
    path: 'user/secondarypwd',
    auth: 'member',
    limit: 'credential',
    body: SetWithdrawPasswordInputSchema,
    answer: z.null(),
    message: 'user.withdraw_password_set',
  }),
  resetWithdrawPassword: endpoint({
    method: 'POST',
    path: 'user/resetsecondarypwd',
    auth: 'member',
    limit: 'credential',
    body: ResetWithdrawPasswordInputSchema,
    answer: z.null(),
    message: 'user.withdraw_password_changed',
  }),
} as const;
