/** The SQLSTATE and constraint of a database error, looking through drizzle's DrizzleQueryError. */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return {};
}

export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const { code, constraint: actual } = databaseError(error);
  return code === '23505' && (constraint === undefined || actual === constraint);
};
