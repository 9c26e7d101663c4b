import { profileFieldsSchema, type SetUserInfoInput, type UserInfo } from '@app/contract';
import { z } from 'zod';

/** Blank, or a value the contract's rule accepts; the rule's own message key is the form error. */
function blankOr(rule: z.ZodType) {
  return z.string().superRefine((value, ctx) => {
    if (value === '') return;
    const result = rule.safeParse(value);
    if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]!.message });
  });
}

/**
 * The profile form: every field text; real name and phone are always there (registration asks
 * them), the others may stay blank until the member confirms. The same rules as the server's.
 */
export function profileFormSchema(today?: () => string) {
  const fields = profileFieldsSchema(today).shape;
  return z.object({
    realName: fields.realName.unwrap(),
    phone: fields.phone.unwrap(),
    gender: blankOr(fields.gender.unwrap()),
    birthDate: blankOr(fields.birthDate.unwrap()),
    email: blankOr(fields.email.unwrap()),
  });
}

export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;

export const formOf = (user: UserInfo): ProfileFormValues => ({
  realName: user.realName,
  phone: user.phone,
  gender: user.gender ?? '',
  birthDate: user.birthDate ?? '',
  email: user.email ?? '',
});

/** What setUserInfo receives: the blank fields left out (they stay as they are). */
export function inputOf(values: ProfileFormValues): SetUserInfoInput {
  const input: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value !== '') input[name] = value;
  return input as SetUserInfoInput;
}

/** A picked day as "YYYY-MM-DD" in the browser's calendar (the picker works in local time). */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
