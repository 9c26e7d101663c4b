import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { pageQueryFields, pageSchema } from '../envelope.ts';
import { LIMITS } from '../limits.ts';
import { feedbackTextFits } from '../rules/char-count.ts';
import { MoneySchema } from '../rules/money.ts';
import { freeText, oneLine } from '../rules/text.ts';
import { UNREAD_COUNTS_API } from './unread-counts.ts';

export { charCount, feedbackTextFits } from '../rules/char-count.ts';

/** The nine question types (docs/product.md, Feedback), the codes of common's `feedbackTypes` dictionary (which holds their labels). */
export const FEEDBACK_TYPES = [
  'deposit',
  'withdrawal',
  'suggestion',
  'game',
  'promotion',
  'login',
  'profile',
  'turnover',
  'other',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** open: waiting for support; answered: support replied; closed: takes no more replies. */
export const FEEDBACK_STATUSES = ['open', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The kinds of order a ticket may be about. */
export const FEEDBACK_ORDER_KINDS = ['deposit', 'withdrawal', 'transfer', 'bet'] as const;
export type FeedbackOrderKind = (typeof FEEDBACK_ORDER_KINDS)[number];

/** Images a ticket may carry. */
export const FEEDBACK_MAX_IMAGES = 3;
/** Characters of a reply (member's or support's). */
export const FEEDBACK_REPLY_MAX = 500;

/** Whether the browser may upload `file` as a feedback image: png/jpg/jpeg by name and type, at most 15 MB. */
export function feedbackImageProblem(file: { name: string; type: string; size: number }) {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk =
    (LIMITS.feedbackImageTypes as readonly string[]).includes(ext) && /^image\/(png|jpeg)$/.test(file.type);
  if (!typeOk) return 'feedback.image_type' as const;
  if (file.size > LIMITS.feedbackImageMaxBytes) return 'feedback.image_size' as const;
  return null;
}

export const FeedbackOrderSchema = z.object({
  orderNo: z.string(),
  kind: z.enum(FEEDBACK_ORDER_KINDS),
  /** The kind and what it was (method, game) in the member's language. */
  label: z.string(),
  amount: MoneySchema,
  createdAt: z.string(),
});
export type FeedbackOrder = z.infer<typeof FeedbackOrderSchema>;

const IdSchema = z.coerce
  .number({ error: 'feedback.not_found' })
  .int('feedback.not_found')
  .positive('feedback.not_found');
const ImageUrlSchema = z.string({ error: 'feedback.image_invalid' }).max(200, 'feedback.image_invalid').check(oneLine);

export const FeedbackSubmitInputSchema = z.strictObject({
  type: z.enum(FEEDBACK_TYPES, { error: 'feedback.type_required' }),
  orderNo: z
    .string({ error: 'feedback.order_required' })
    .trim()
    .min(1, 'feedback.order_required')
    .max(64, 'feedback.order_invalid')
    .check(oneLine),
  content: z
    .string({ error: 'feedback.content_length' })
    .trim()
    // Counting characters costs more than the text's length (rules/char-count.ts): refuse a long text first.
    .max(LIMITS.feedbackTextMaxUnits, { error: 'feedback.content_length', abort: true })
    .refine(feedbackTextFits, 'feedback.content_length')
    .check(freeText),
  images: z.array(ImageUrlSchema).max(FEEDBACK_MAX_IMAGES, 'feedback.images_max').default([]),
});
export type FeedbackSubmitInput = z.input<typeof FeedbackSubmitInputSchema>;

const ReplyTextSchema = z
  .string({ error: 'feedback.reply_length' })
  .trim()
  .min(1, 'feedback.reply_length')
  .max(FEEDBACK_REPLY_MAX, 'feedback.reply_length')
  .check(freeText);

export const FeedbackReplyInputSchema = z.strictObject({ id: IdSchema, content: ReplyTextSchema });
export type FeedbackReplyInput = z.input<typeof FeedbackReplyInputSchema>;

export const FeedbackItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  typeLabel: z.string(),
  orderNo: z.string(),
  content: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  statusLabel: z.string(),
  /** A support reply the member has not opened yet. */
  unread: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;

export const FeedbackMessageSchema = z.object({
  from: z.enum(['member', 'support']),
  content: z.string(),
  images: z.array(z.string()),
  createdAt: z.string(),
});

/** A ticket with its conversation, the member's submission first. */
export const FeedbackDetailSchema = FeedbackItemSchema.extend({
  images: z.array(z.string()),
  messages: z.array(FeedbackMessageSchema),
});
export type FeedbackDetail = z.infer<typeof FeedbackDetailSchema>;

export const FeedbackListQuerySchema = z.strictObject({
  ...pageQueryFields,
  status: z.enum(FEEDBACK_STATUSES, { error: 'common.invalid_request' }).optional(),
});
export const FeedbackIdQuerySchema = z.strictObject({ id: IdSchema });

export const AdminFeedbackQuerySchema = z.strictObject({
  ...pageQueryFields,
  status: z.enum(FEEDBACK_STATUSES, { error: 'common.invalid_request' }).optional(),
  type: z.enum(FEEDBACK_TYPES, { error: 'common.invalid_request' }).optional(),
  memberId: z.coerce.number({ error: 'common.invalid_request' }).int('common.invalid_request').positive().optional(),
});
export const AdminFeedbackItemSchema = FeedbackItemSchema.extend({ memberId: z.number().int(), username: z.string() });
export const AdminFeedbackDetailSchema = FeedbackDetailSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
});

/** Feedback tickets (docs/product.md, Feedback): the member's orders to pick from, submit, list, detail, reply; the support queue. */
export const FEEDBACK_API = {
  getOrder: endpoint({
    method: 'GET',
    path: 'feedback/getOrder',
    auth: 'member',
    answer: z.object({ list: z.array(FeedbackOrderSchema) }),
  }),
  submit: endpoint({
    method: 'POST',
    path: 'feedback/submit',
    auth: 'member',
    body: FeedbackSubmitInputSchema,
    answer: z.object({ id: z.number().int() }),
    idempotent: true,
    message: 'feedback.submitted',
  }),
  list: endpoint({
    method: 'GET',
    path: 'feedback/list',
    auth: 'member',
    query: FeedbackListQuerySchema,
    answer: pageSchema(FeedbackItemSchema),
  }),
  /** Opening a ticket marks its replies read. */
  detail: endpoint({
    method: 'GET',
    path: 'feedback/detail',
    auth: 'member',
    query: FeedbackIdQuerySchema,
    answer: FeedbackDetailSchema,
  }),
  reply: endpoint({
    method: 'POST',
    path: 'feedback/reply',
    auth: 'member',
    body: FeedbackReplyInputSchema,
    answer: FeedbackDetailSchema,
    idempotent: true,
    message: 'feedback.replied',
  }),
  unread: UNREAD_COUNTS_API.feedback,
  adminList: endpoint({
    method: 'GET',
    path: 'admin/feedback/list',
    auth: { operator: ['support', 'admin'] },
    query: AdminFeedbackQuerySchema,
    answer: pageSchema(AdminFeedbackItemSchema),
  }),
  adminDetail: endpoint({
    method: 'GET',
    path: 'admin/feedback/detail',
    auth: { operator: ['support', 'admin'] },
    query: FeedbackIdQuerySchema,
    answer: AdminFeedbackDetailSchema,
  }),
  adminReply: endpoint({
    method: 'POST',
    path: 'admin/feedback/reply',
    auth: { operator: ['support', 'admin'] },
    body: FeedbackReplyInputSchema,
    answer: AdminFeedbackDetailSchema,
    message: 'feedback.replied',
  }),
  adminClose: endpoint({
    method: 'POST',
    path: 'admin/feedback/close',
    auth: { operator: ['support', 'admin'] },
    body: FeedbackIdQuerySchema,
    answer: AdminFeedbackDetailSchema,
  }),
} as const;
