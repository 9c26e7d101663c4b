import { z } from 'zod';
import { LIMITS } from './limits.ts';
import type { MessageKey } from './messages/zh_hans.ts';

export const CODE = { OK: 1, FAIL: 0, UNAUTHORIZED: 401 } as const;
export type Code = (typeof CODE)[keyof typeof CODE];

/** Every answer of the API: `{ code, msg, data }`, plus a stable `error` key when code is not 1. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.literal(CODE.OK),
    msg: z.string(),
    data,
  });
}

export const ErrorEnvelopeSchema = z.object({
  code: z.union([z.literal(CODE.FAIL), z.literal(CODE.UNAUTHORIZED)]),
  msg: z.string(),
  error: z.string(),
  data: z.null(),
});

export type Envelope<T> =
  | { code: typeof CODE.OK; msg: string; data: T }
  | { code: typeof CODE.FAIL | typeof CODE.UNAUTHORIZED; msg: string; error: MessageKey; data: null };

/** List answers: `data` is `{ list, total, page, limit }`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
}

/** The query of every list: page from 1, limit default 20 and at most 100. */
export const pageQueryFields = {
  page: z.coerce
    .number({ error: 'common.invalid_request' })
    .int('common.invalid_request')
    .min(1, 'common.invalid_request')
    .default(1),
  limit: z.coerce
    .number({ error: 'common.invalid_request' })
    .int('common.invalid_request')
    .min(1, 'common.invalid_request')
    .max(LIMITS.listMaxLimit, 'common.invalid_request')
    .default(LIMITS.listDefaultLimit),
};
export const PageQuerySchema = z.strictObject(pageQueryFields);
