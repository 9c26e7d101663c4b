/** True when a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export const isUniqueViolation = (error: unknown): boolean => violatedUnique(error) !== null;

/** The unique constraint a database error (possibly wrapped by Drizzle) violated, if it is one. */
export function violatedUnique(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
