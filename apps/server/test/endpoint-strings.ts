// Every string field of every endpoint, and a way to send one value in one of them as the app
// would: the walk behind the tests that probe each field (control-characters, long-strings).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ENDPOINTS, OPERATOR_TOKEN_HEADER, type Endpoint } from '@app/contract';
import { callEndpoint, unchecked, type ApiAnswer } from './requests.ts';

type Path = (string | number)[];
type Def = { type: string; [k: string]: unknown };
type Node = { _zod: { def: Def }; maxLength?: number | null };
/** One string a schema takes: where, and its longest allowed length (null: none). */
type Field = { path: Path; max: number | null };

/** Where a schema takes a string: object keys, array items (index 0), through optional, default, pipe and union. */
function stringFields(schema: unknown, at: Path = []): Field[] {
  const node = schema as Node;
  const def = node._zod.def;
  switch (def.type) {
    case 'string':
      return [{ path: at, max: node.maxLength ?? null }];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, s]) => stringFields(s, [...at, key]));
    case 'array':
      return stringFields(def.element, [...at, 0]);
    case 'union':
      return (def.options as unknown[]).flatMap((o) => stringFields(o, at));
    case 'pipe':
      return stringFields(def.in, at);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return stringFields(def.innerType, at);
    default:
      return [];
  }
}

/** An input holding `value` at `path` and nothing else. */
export function inputWith(path: Path, value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  return typeof head === 'number' ? [inputWith(rest, value)] : { [head]: inputWith(rest, value) };
}

export type StringCase = {
  e: Endpoint;
  part: 'body' | 'query';
  schema: z.ZodType;
  path: Path;
  max: number | null;
  name: string;
};

/** Each string field of each body and query in the endpoint table, once (a union's string legs are one field). */
export const stringCases: StringCase[] = Object.values(ENDPOINTS)
  .flatMap((area) => Object.values(area) as Endpoint[])
  .filter((e) => !e.params)
  .flatMap((e) => {
    const part = typeof e.body === 'object' ? ('body' as const) : e.query ? ('query' as const) : null;
    if (!part) return [];
    const schema = (part === 'body' ? e.body : e.query) as z.ZodType;
    const unique = new Map(stringFields(schema).map((f) => [f.path.join('.'), f]));
    return [...unique.values()].map((f) => ({ e, part, schema, ...f, name: `${e.path} ${part}.${f.path.join('.')}` }));
  });

/** Sends `input` to `e` in English as a member, a visitor or an admin operator, as the endpoint asks. */
export function sender(app: FastifyInstance, memberToken: string, operatorToken: string) {
  return (e: Endpoint, input: unknown): Promise<ApiAnswer> => {
    const operatorOnly = typeof e.auth === 'object';
    const headers: Record<string, string> = {
      ...(operatorOnly ? { [OPERATOR_TOKEN_HEADER]: operatorToken } : {}),
      ...(e.idempotent ? { 'idempotency-key': `k-${randomBytes(12).toString('hex')}` } : {}),
    };
    const token = operatorOnly || e.auth === 'visitor' ? undefined : memberToken;
    return callEndpoint(app, e, unchecked(input), { lang: 'en', headers, token });
  };
}
