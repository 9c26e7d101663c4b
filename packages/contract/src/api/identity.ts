import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { pageQueryFields, pageSchema } from '../envelope.ts';
import { MoneySchema } from '../rules/money.ts';
import { freeText } from '../rules/text.ts';

export const IDENTITY_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export type IdentityState = (typeof IDENTITY_STATES)[number];
export const IDENTITY_SIDES = ['front', 'back', 'holding'] as const;
export type IdentitySide = (typeof IDENTITY_SIDES)[number];

/** The member's verification: its state, the operator's reason of a rejection, and the thresholds that call for it. */
export const CertificateSchema = z.object({
  state: z.enum(IDENTITY_STATES),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** A single withdrawal of this much or more needs verification. */
  singleThreshold: MoneySchema,
  /** Paid and pending withdrawals plus the next one reaching this much need verification. */
  cumulativeThreshold: MoneySchema,
  withdrawnTotal: MoneySchema,
  /** Whether the next withdrawal, of the smallest amount allowed, already needs verification (always false once approved). */
  required: z.boolean(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

// The URL common/upload answered: the image's id is its last segment.
const UPLOAD_URL = /^\/api\/uploads\/([0-9a-f]{32}\.(?:png|jpg))$/;
/** The upload id in a URL common/upload answered, or null. */
export const uploadIdOf = (url: string): string | null => UPLOAD_URL.exec(url)?.[1] ?? null;

const ImageUrlSchema = z
  .string({ error: 'identity.image_invalid' })
  .max(200, 'identity.image_invalid')
  .regex(UPLOAD_URL, 'identity.image_invalid');
/** The three images, as the URLs common/upload answered for the member's own uploads. */
export const IdentitySubmitInputSchema = z.strictObject({
  front: ImageUrlSchema,
  back: ImageUrlSchema,
  holding: ImageUrlSchema,
});

export type IdentitySubmitInput = z.input<typeof IdentitySubmitInputSchema>;

const SubmissionIdSchema = z.coerce
  .number({ error: 'identity.not_found' })
  .int('identity.not_found')
  .positive('identity.not_found');

export const IdentityQueueQuerySchema = z.strictObject({
  ...pageQueryFields,
  status: z.enum(['pending', 'approved', 'rejected'], { error: 'common.invalid_request' }).optional(),
  memberId: z.coerce
    .number({ error: 'common.invalid_request' })
    .int('common.invalid_request')
    .positive('common.invalid_request')
    .optional(),
});
export const IdentitySubmissionSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  realName: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  operatorId: z.number().int().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type IdentitySubmission = z.infer<typeof IdentitySubmissionSchema>;
/** One submission for the operator, with where each of its three images is served (operators only). */
export const IdentityDetailSchema = IdentitySubmissionSchema.extend({
  images: z.object({ front: z.string(), back: z.string(), holding: z.string() }),
});
export const IdentityDetailQuerySchema = z.strictObject({ id: SubmissionIdSchema });
export const IdentityApproveInputSchema = z.strictObject({ id: SubmissionIdSchema });
export const IdentityRejectInputSchema = z.strictObject({
  id: SubmissionIdSchema,
  reason: z
    .string({ error: 'identity.reason' })
    .trim()
    .min(1, 'identity.reason')
    .max(200, 'identity.reason')
    .check(freeText),
});

const RISK = { operator: ['risk', 'admin'] } as const;

/** Identity verification before large withdrawals: getCertificate, submitting documents, the risk queue. */
export const IDENTITY_API = {
  certificate: endpoint({ method: 'GET', path: 'common/getCertificate', auth: 'member', answer: CertificateSchema }),
  submit: endpoint({
    method: 'POST',
    path: 'identity/submit',
    auth: 'member',
    body: IdentitySubmitInputSchema,
    answer: CertificateSchema,
    message: 'identity.submitted',
  }),
  adminQueue: endpoint({
    method: 'GET',
    path: 'admin/identity/list',
    auth: RISK,
    query: IdentityQueueQuerySchema,
    answer: pageSchema(IdentitySubmissionSchema),
  }),
  adminDetail: endpoint({
    method: 'GET',
    path: 'admin/identity/detail',
    auth: RISK,
    query: IdentityDetailQuerySchema,
    answer: IdentityDetailSchema,
  }),
  /** One document image, to operators of the risk queue only (the member's upload URL stops answering on submit). */
  adminImage: endpoint({
    method: 'GET',
    path: 'admin/identity/image/:id',
    auth: RISK,
    params: z.object({
      id: z
        .string()
        .max(32)
        .regex(/^[0-9a-f]{32}$/),
    }),
    answer: 'raw',
    hidden: true,
  }),
  adminApprove: endpoint({
    method: 'POST',
    path: 'admin/identity/approve',
    auth: RISK,
    body: IdentityApproveInputSchema,
    answer: IdentitySubmissionSchema,
    message: 'identity.approved',
  }),
  adminReject: endpoint({
    method: 'POST',
    path: 'admin/identity/reject',
    auth: RISK,
    body: IdentityRejectInputSchema,
    answer: IdentitySubmissionSchema,
    message: 'identity.rejected',
  }),
} as const;
