import { z } from 'zod';
import type { OperatorRole } from './roles.ts';
import type { MessageKey } from './messages/zh_hans.ts';

/**
 * Who may call an endpoint. `visitor`: anyone. `member`: a valid TOKEN, else 401. `visitor-or-member`:
 * anyone, and the member is known when a valid TOKEN comes along. `operator`: an operator of one of
 * the roles (any role when the list is empty; 'admin' may do everything).
 */
export type EndpointAuth = 'visitor' | 'member' | 'visitor-or-member' | { operator: readonly OperatorRole[] };

/**
 * One API call, declared once: the server registers its route from this and the web calls it
 * through it. Reads are GET with `query`, writes POST with `body`.
 * - `answer`: the schema of the envelope's `data`; 'raw' when the handler writes the reply itself
 *   (images, the result stream).
 * - `body: 'multipart'`: a file upload; `body: 'raw-json'`: JSON kept as bytes for a signature check.
 * - `params`: path parameters (`:name` in `path`), only for raw answers addressed by URL.
 * - `idempotent`: moves money; needs an Idempotency-Key header and replays the first answer.
 * - `limit: 'credential'`: guesses a secret; limited per address like sign-in.
 * - `message`: the text of a successful answer, when not the plain "ok".
 * - `bodyLimit`: the largest JSON body in bytes, when not LIMITS.bodyMaxBytes; a larger one is refused
 *   before it is parsed (HTTP 413).
 */
export type Endpoint = {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly auth: EndpointAuth;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | 'multipart' | 'raw-json';
  readonly params?: z.ZodType;
  readonly answer: z.ZodType | 'raw';
  readonly idempotent?: boolean;
  readonly limit?: 'credential';
  readonly message?: MessageKey;
  readonly bodyLimit?: number;
  /** Left out of the OpenAPI document (provider callbacks, files). */
  readonly hidden?: boolean;
};

/** Declares an endpoint, keeping its literal types so both sides infer input and answer from it. */
export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

/** A POST that takes nothing. */
export const EmptyBodySchema = z.strictObject({}).optional();

/** What the caller sends: the body of a write, the query of a read. */
export type EndpointInput<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : E['body'] extends 'multipart'
    ? FormData
    : E['query'] extends z.ZodType
      ? z.input<E['query']>
      : undefined;

/** The same after validation, as a handler receives it. */
export type EndpointParsed<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.output<E['body']>
  : E['query'] extends z.ZodType
    ? z.output<E['query']>
    : undefined;

/** The envelope's `data` of a successful answer. */
export type EndpointAnswer<E extends Endpoint> = E['answer'] extends z.ZodType ? z.output<E['answer']> : never;

/** The path of an endpoint addressed by URL, with its parameters filled in (`files/:id` → `files/ab.png`). */
export function pathOf(e: Endpoint, params: Record<string, string | number> = {}): string {
  return e.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${e.path}`);
    return encodeURIComponent(String(value));
  });
}
