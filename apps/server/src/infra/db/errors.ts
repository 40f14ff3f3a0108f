// Reading PostgreSQL errors the same way on both drivers (postgres.js and PGlite wrap them differently).

/**
 * The constraint a unique violation (SQLSTATE 23505) broke, '' when the driver does not name it, or null
 * when the error is something else. Drizzle wraps driver errors, so the chain of causes is searched.
 */
export function violatedUniqueConstraint(err: unknown): string | null {
  type PgError = { code?: unknown; constraint_name?: string; constraint?: string; cause?: unknown };
  for (let e = err as PgError | undefined; e; e = e.cause as PgError | undefined) {
    if (e.code === '23505') return e.constraint_name ?? e.constraint ?? '';
  }
  return null;
}
