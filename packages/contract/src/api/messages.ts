import { z } from 'zod';
import { pageQueryFields, pageSchema, PageQuerySchema } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { freeText, oneLine } from '../rules/text.ts';
import { UNREAD_COUNTS_API } from './unread-counts.ts';

/** What wrote a message: an operator, or the platform telling of an event in the member's account. */
export const MESSAGE_KINDS = [
  'operator',
  'deposit_credited',
  'withdraw_paid',
  'withdraw_rejected',
  'bonus_credited',
  'rebate_credited',
  'interest_credited',
  'feedback_answered',
  'new_device',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type PlatformMessageKind = Exclude<MessageKind, 'operator'>;

/** Who an operator's message reaches: one member, members of a VIP level and above, everyone. */
export const MESSAGE_AUDIENCES = ['member', 'vip', 'all'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/** One message in the reader's language. */
export const MessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  text: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Message = z.infer<typeof MessageSchema>;
export const MessagePageSchema = pageSchema(MessageSchema);
export const MessageIdQuerySchema = z.strictObject({
  id: z.coerce.number({ error: 'messages.not_found' }).int('messages.not_found').positive('messages.not_found'),
});

/** Platform notices (maintenance, new games): the same rows as the home marquee's bulletins. */
export const NOTICE_KINDS = ['general', 'maintenance', 'new_game'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  text: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof NoticeSchema>;
export const NoticePageSchema = pageSchema(NoticeSchema);

const title = z
  .string({ error: 'messages.title_rule' })
  .trim()
  .min(1, 'messages.title_rule')
  .max(60, 'messages.title_rule');
const optionalTitle = z.string({ error: 'messages.title_rule' }).trim().max(60, 'messages.title_rule').check(oneLine);
const text = z
  .string({ error: 'messages.text_rule' })
  .trim()
  .min(1, 'messages.text_rule')
  .max(2000, 'messages.text_rule');
const instant = z.iso.datetime({ offset: true, error: 'messages.time_rule' }).max(40, 'messages.time_rule');

export const SendMessageInputSchema = z
  .strictObject({
    audience: z.enum(MESSAGE_AUDIENCES, { error: 'messages.audience_rule' }),
    memberId: z
      .number({ error: 'messages.member_not_found' })
      .int('messages.member_not_found')
      .positive('messages.member_not_found')
      .optional(),
    minVipLevel: z.number({ error: 'messages.level_rule' }).int('messages.level_rule').min(0).max(99).optional(),
    titleZhHans: title.check(oneLine),
    titleEn: title.check(oneLine),
    textZhHans: text.check(freeText),
    textEn: text.check(freeText),
    /** Later than now: the message appears then; absent, at once. */
    publishAt: instant.optional(),
  })
  .refine((m) => m.audience !== 'member' || m.memberId !== undefined, { error: 'messages.member_not_found' })
  .refine((m) => m.audience !== 'vip' || m.minVipLevel !== undefined, { error: 'messages.level_rule' });

export const AdminMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  audience: z.enum(MESSAGE_AUDIENCES),
  memberId: z.number().int().nullable(),
  minVipLevel: z.number().int().nullable(),
  title: z.string(),
  publishAt: z.string(),
  createdAt: z.string(),
});
export const AdminMessagePageSchema = pageSchema(AdminMessageSchema);

export const NoticeInputSchema = z.strictObject({
  code: z
    .string({ error: 'messages.code_rule' })
    .max(40, 'messages.code_rule')
    .regex(/^[a-z0-9_]{1,40}$/, 'messages.code_rule'),
  kind: z.enum(NOTICE_KINDS, { error: 'messages.kind_rule' }),
  /** Empty: the notice is titled by its kind's name. */
  titleZhHans: optionalTitle,
  titleEn: optionalTitle,
  textZhHans: text.check(freeText),
  textEn: text.check(freeText),
  /** Also scrolls in the home marquee (getBulletin). */
  marquee: z.boolean({ error: 'common.invalid_request' }),
  enabled: z.boolean({ error: 'common.invalid_request' }),
  sort: z.number({ error: 'common.invalid_request' }).int().min(0).max(100000),
  startsAt: instant.nullable(),
  endsAt: instant.nullable(),
});
export const AdminNoticeSchema = NoticeSchema.omit({ title: true, text: true }).extend({
  titleZhHans: z.string(),
  titleEn: z.string(),
  textZhHans: z.string(),
  textEn: z.string(),
  marquee: z.boolean(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export const AdminNoticeListSchema = z.object({ list: z.array(AdminNoticeSchema) });

const staff = { operator: ['support', 'marketing', 'admin'] } as const;

/** Messages to members (personal and broadcast) and platform notices; their administration. */
export const MESSAGES_API = {
  list: endpoint({
    method: 'GET',
    path: 'Message/getAllMessageList',
    auth: 'member',
    query: z.strictObject(pageQueryFields),
    answer: MessagePageSchema,
  }),
  /** Opens one message of the member and marks it read. */
  info: endpoint({
    method: 'GET',
    path: 'Message/getMessageInfo',
    auth: 'member',
    query: MessageIdQuerySchema,
    answer: MessageSchema,
  }),
  unread: UNREAD_COUNTS_API.messages,
  notice: endpoint({
    method: 'GET',
    path: 'other/notice',
    auth: 'visitor',
    query: PageQuerySchema,
    answer: NoticePageSchema,
  }),
  adminSend: endpoint({
    method: 'POST',
    path: 'admin/messages/send',
    auth: staff,
    body: SendMessageInputSchema,
    answer: AdminMessageSchema,
    message: 'messages.sent',
  }),
  adminList: endpoint({
    method: 'GET',
    path: 'admin/messages',
    auth: staff,
    query: PageQuerySchema,
    answer: AdminMessagePageSchema,
  }),
  /** Takes back an operator's message (a scheduled one before it appears, or a sent one). */
  adminRemove: endpoint({
    method: 'POST',
    path: 'admin/messages/remove',
    auth: staff,
    body: MessageIdQuerySchema,
    answer: z.null(),
  }),
  adminNotices: endpoint({ method: 'GET', path: 'admin/notices', auth: staff, answer: AdminNoticeListSchema }),
  adminSaveNotice: endpoint({
    method: 'POST',
    path: 'admin/notices/save',
    auth: staff,
    body: NoticeInputSchema,
    answer: AdminNoticeSchema,
  }),
} as const satisfies Record<string, ReturnType<typeof endpoint>>;
