import type { MessageKey } from '@app/contract';

/** A business error: becomes code 0 (or 401) with the message of `key` in the request's language. */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 429 = 400,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}
