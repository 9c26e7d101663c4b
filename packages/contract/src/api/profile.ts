import { z } from 'zod';
import { EmptyBodySchema, endpoint } from '../endpoint.ts';
import { oneLine } from '../rules/text.ts';
import { birthDateSchema, todayIn } from '../rules/birth-date.ts';
import { EmailSchema, GenderSchema, PhoneSchema, RealNameSchema } from '../rules/account.ts';
import { UserInfoSchema } from './user.ts';

/** The fields confirming the profile locks (docs/decisions.md, Profile); the avatar stays the member's to change. */
export const PROFILE_LOCKED_FIELDS = ['realName', 'gender', 'birthDate', 'phone', 'email'] as const;
export type ProfileLockedField = (typeof PROFILE_LOCKED_FIELDS)[number];

/**
 * The calendar day that comes first on Earth, so the contract refuses no adult anywhere; the
 * server checks the age again on the platform's own day.
 */
const earliestToday = () => todayIn('Etc/GMT-14');

/** Builds the profile's fields with the "today" the 18+ rule counts from (the browser's, the server's). */
export function profileFieldsSchema(today: () => string = earliestToday) {
  return z.strictObject({
    realName: RealNameSchema.optional(),
    gender: GenderSchema.optional(),
    birthDate: birthDateSchema(today).optional(),
    phone: PhoneSchema.optional(),
    email: EmailSchema.optional(),
  });
}

/** An avatar: a default avatar's URL or the URL of the member's own upload (checked by the server). */
export const AvatarUrlSchema = z
  .string({ error: 'profile.avatar_invalid' })
  .max(200, 'profile.avatar_invalid')
  .check(oneLine);

/** The member's save: only the fields sent change; a locked field may be sent unchanged. */
export const SetUserInfoInputSchema = profileFieldsSchema().extend({ avatar: AvatarUrlSchema.optional() });
export type SetUserInfoInput = z.input<typeof SetUserInfoInputSchema>;

export const ProfileCorrectionInputSchema = z.strictObject({
  memberId: z.number({ error: 'profile.member_required' }).int().positive('profile.member_required'),
  reason: z
    .string({ error: 'profile.reason_required' })
    .trim()
    .min(2, 'profile.reason_required')
    .max(200, 'profile.reason_required')
    .check(oneLine),
  fields: profileFieldsSchema().refine((f) => Object.keys(f).length > 0, 'profile.nothing_to_correct'),
});
export type ProfileCorrectionInput = z.input<typeof ProfileCorrectionInputSchema>;

/** The member's profile (docs/product.md, Profile): setUserInfo, confirming it, the operator's correction. */
export const PROFILE_API = {
  setUserInfo: endpoint({
    method: 'POST',
    path: 'user/setUserInfo',
    auth: 'member',
    body: SetUserInfoInputSchema,
    answer: UserInfoSchema,
    message: 'profile.saved',
  }),
  /** Confirms the profile once; the locked fields change after it only by an operator's correction. */
  confirm: endpoint({
    method: 'POST',
    path: 'user/confirmProfile',
    auth: 'member',
    body: EmptyBodySchema,
    answer: UserInfoSchema,
    message: 'profile.confirmed',
  }),
  adminCorrect: endpoint({
    method: 'POST',
    path: 'admin/profile/correct',
    auth: { operator: ['support', 'admin'] },
    body: ProfileCorrectionInputSchema,
    answer: UserInfoSchema,
  }),
} as const satisfies Record<string, ReturnType<typeof endpoint>>;
