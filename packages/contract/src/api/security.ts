import { z } from 'zod';
import { pageQueryFields, pageSchema } from '../envelope.ts';
import { endpoint, EmptyBodySchema } from '../endpoint.ts';
import { oneLine } from '../rules/text.ts';

/**
 * The login password asked again before a sensitive change (a payout account, the withdrawal
 * password), checked with the login lock-out (docs/decisions.md, Account security).
 */
export const LoginPasswordConfirmSchema = z
  .string({ error: 'security.login_password_required' })
  .min(1, 'security.login_password_required')
  .max(64, 'security.login_password_required')
  .check(oneLine);

/** One signed-in device of the member; `device` is read from its User-Agent. */
export const ActiveSessionSchema = z.object({
  id: z.number().int(),
  browser: z.string(),
  os: z.string(),
  ip: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;
export const ActiveSessionListSchema = z.object({ list: z.array(ActiveSessionSchema) });

export const EndSessionInputSchema = z.strictObject({
  id: z.coerce
    .number({ error: 'security.session_not_found' })
    .int('security.session_not_found')
    .positive('security.session_not_found'),
});

export const SECURITY_NOTICE_KINDS = [
  'new_device',
  'password_changed',
  'withdraw_password_changed',
  'payout_account_added',
] as const;
export type SecurityNoticeKind = (typeof SECURITY_NOTICE_KINDS)[number];

/** A security notice in the member's language, newest first in its list. */
export const SecurityNoticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SECURITY_NOTICE_KINDS),
  title: z.string(),
  text: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type SecurityNotice = z.infer<typeof SecurityNoticeSchema>;
export const SecurityNoticePageSchema = pageSchema(SecurityNoticeSchema);
export const UnreadNoticesSchema = z.object({ count: z.number().int() });

/** Account security: active sessions, security notices. */
export const SECURITY_API = {
  sessions: endpoint({ method: 'GET', path: 'security/sessions', auth: 'member', answer: ActiveSessionListSchema }),
  /** Ends one of the member's sessions; ending the current one signs this device out. */
  endSession: endpoint({
    method: 'POST',
    path: 'security/endSession',
    auth: 'member',
    body: EndSessionInputSchema,
    answer: z.null(),
    message: 'security.session_ended',
  }),
  notices: endpoint({
    method: 'GET',
    path: 'security/notices',
    auth: 'member',
    query: z.strictObject(pageQueryFields),
    answer: SecurityNoticePageSchema,
  }),
  unreadNotices: endpoint({
    method: 'GET',
    path: 'security/unreadNotices',
    auth: 'member',
    answer: UnreadNoticesSchema,
  }),
  /** Marks every notice of the member read (the security page was opened). */
  readNotices: endpoint({
    method: 'POST',
    path: 'security/readNotices',
    auth: 'member',
    body: EmptyBodySchema,
    answer: z.null(),
  }),
} as const satisfies Record<string, ReturnType<typeof endpoint>>;
