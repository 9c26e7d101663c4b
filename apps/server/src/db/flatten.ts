import { Name, Param, SQL, StringChunk } from 'drizzle-orm';

const inlined = (query: SQL) => (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/** The plain values drizzle passes as parameters. */
const SCALARS = new Set(['string', 'number', 'bigint', 'boolean']);

export type Built = { sql: string; params: unknown[] };

/**
 * The text and parameters of a statement made of text, nested `sql`, parameters and identifiers only,
 * numbered as drizzle numbers them; null for anything else (a table, a column, a JS array, a
 * placeholder, inlined parameters), which drizzle's own builder then builds. The money statements are
 * built on every request, and drizzle's general builder, which tests each part against every kind of
 * part it knows, was about a tenth of the server's time under the transfer load (docs/performance.md).
 */
export function flatten(query: SQL): Built | null {
  const text: string[] = [];
  const params: unknown[] = [];
  const parameter = (value: unknown) => {
    params.push(value);
    text.push(`$${params.length}`);
  };
  const walk = (chunks: readonly unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) text.push(chunk.value.join(''));
      else if (chunk instanceof SQL) {
        if (inlined(chunk) || !walk(chunk.queryChunks)) return false;
      } else if (chunk instanceof Param) {
        const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
        if (typeof value === 'object' && value !== null && !(value instanceof Date) && !Array.isArray(value))
          return false;
        parameter(value);
      } else if (chunk instanceof Name) text.push(`"${chunk.value.replace(/"/g, '""')}"`);
      else if (chunk === undefined) continue;
      else if (chunk === null || chunk instanceof Date || SCALARS.has(typeof chunk)) parameter(chunk);
      else return false;
    }
    return true;
  };
  return walk([query]) ? { sql: text.join(''), params } : null;
}
