/** True when a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export const isUniqueViolation = (error: unknown): boolean => violatedUnique(error) !== null;

/** True when a database error (possibly wrapped by Drizzle) is a violation of the CHECK constraint `name`. */
export function violatedCheck(error: unknown, name: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23514' && (constraint === name || String(message).includes(name))) return true;
  }
  return false;
}

/** The unique constraint a database error (possibly wrapped by Drizzle) violated, if it is one. */
export function violatedUnique(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
