/**
 * What services use of a request's Idempotency-Key (docs/decisions.md, Idempotency): the key itself,
 * the one-statement first try, and the claims of a statement of several requests. The Fastify plugin
 * that reads the header and replays answers is plugins/idempotency.ts.
 */
export { answeredSet, keyExtra } from './answered-set.ts';
export { detachedKey, idempotencyOf, type IdempotencyKey, type KeyRow } from './key.ts';
export { laterFen, writeInline, type InlinePlan } from './write-inline.ts';
