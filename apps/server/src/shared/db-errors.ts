/**
 * Whether `error` (or an error it wraps: Drizzle keeps the driver's error as `cause`) is a
 * unique violation (SQLSTATE 23505) of `constraint`. postgres.js names the constraint
 * `constraint_name`, PGlite `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const found = current as {
      code?: unknown;
      constraint?: unknown;
      constraint_name?: unknown;
      cause?: unknown;
    };
    if (found.code === '23505') {
      return (found.constraint_name ?? found.constraint) === constraint;
    }
    current = found.cause;
  }
  return false;
}
