import { PageQuerySchema, pageSchema } from '../envelope.ts';
import { z } from 'zod';
import { oneLine } from '../rules/text.ts';
import { EmptyBodySchema, endpoint } from '../endpoint.ts';
import { OPERATOR_ROLES } from '../roles.ts';

/**
 * The operator back office under /api/admin/. Operators are separate accounts from members
 * (created by `npm run operator:create`) and send their token in the `X-Operator-Token` header.
 */
export const OPERATOR_TOKEN_HEADER = 'x-operator-token' as const;

/** 3-32 letters, digits, dot, dash or underscore, starting with a letter. */
export const OperatorUsernameSchema = z
  .string({ error: 'operator.username_rule' })
  .regex(/^[A-Za-z][A-Za-z0-9._-]{2,31}$/, 'operator.username_rule');
/** Back-office passwords are longer than members': 12-64 characters with letters and digits. */
export const OperatorPasswordSchema = z
  .string({ error: 'operator.password_rule' })
  .min(12, 'operator.password_rule')
  .max(64, 'operator.password_rule')
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), 'operator.password_rule')
  .check(oneLine);
export const OperatorRoleSchema = z.enum(OPERATOR_ROLES, { error: 'operator.role_rule' });

export const OperatorLoginInputSchema = z.strictObject({
  username: z
    .string({ error: 'common.required' })
    .trim()
    .min(1, 'common.required')
    .max(64, 'operator.login_failed')
    .check(oneLine),
  password: z
    .string({ error: 'common.required' })
    .min(1, 'common.required')
    .max(128, 'operator.login_failed')
    .check(oneLine),
});
export type OperatorLoginInput = z.input<typeof OperatorLoginInputSchema>;

export const OperatorSessionSchema = z.object({
  token: z.string(),
  operatorId: z.number().int(),
  username: z.string(),
  role: OperatorRoleSchema,
  expiresAt: z.string(),
});
export type OperatorSession = z.infer<typeof OperatorSessionSchema>;

export const OperatorMeSchema = z.object({
  operatorId: z.number().int(),
  username: z.string(),
  role: OperatorRoleSchema,
});

/** Paging of every back-office list. */
export const AdminPageQuerySchema = PageQuerySchema;

/** A day in the platform time zone, as the date filters send it. */
export const AdminDateSchema = z
  .string()
  .max(10, 'common.invalid_request')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'common.invalid_request');

export const AuditQuerySchema = AdminPageQuerySchema.extend({
  action: z.string().max(64).check(oneLine).optional(),
  target: z.string().max(128).check(oneLine).optional(),
});
export const AuditItemSchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  action: z.string(),
  target: z.string(),
  detail: z.unknown(),
  createdAt: z.string(),
});

/** Operators' own session and the audit log. */
export const OPERATOR_API = {
  login: endpoint({
    method: 'POST',
    path: 'admin/login',
    auth: 'visitor',
    limit: 'credential',
    body: OperatorLoginInputSchema,
    answer: OperatorSessionSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: 'admin/logout',
    auth: { operator: [] },
    body: EmptyBodySchema,
    answer: z.null(),
    message: 'operator.logged_out',
  }),
  me: endpoint({ method: 'GET', path: 'admin/me', auth: { operator: [] }, answer: OperatorMeSchema }),
  audit: endpoint({
    method: 'GET',
    path: 'admin/audit',
    auth: { operator: ['admin'] },
    query: AuditQuerySchema,
    answer: pageSchema(AuditItemSchema),
  }),
} as const;
