/**
 * The constraint a unique violation (SQLSTATE 23505) hit, or undefined for any other error. Drizzle
 * wraps driver errors (node-postgres and PGlite both carry `code` and `constraint`) in `cause`.
 */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}
