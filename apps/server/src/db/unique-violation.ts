/** The constraint a unique violation broke (node-postgres and PGlite, directly or wrapped by drizzle), or null when `err` is none. */
export function uniqueViolationOf(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}

/** Whether `err` is a unique violation. */
export const isUniqueViolation = (err: unknown): boolean => uniqueViolationOf(err) !== null;
