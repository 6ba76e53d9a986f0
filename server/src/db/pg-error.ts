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

/**
 * SQLSTATEs of a database that cannot serve now: a connection exception (class 08), too many
 * connections, a statement cancelled by its timeout (`statement_timeout`: PostgreSQL is
 * overloaded, or waits on a lock held by a server it no longer hears), an administrator's or a
 * shutdown's termination, a server still starting.
 */
const UNAVAILABLE_STATES = /^(08...|53300|57014|57P0[1-3])$/;
/** What node-postgres and the network say when there is no database to talk to. */
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'The database did not answer',
];

/**
 * True when a failure says that the database cannot be reached or does not answer in time
 * (a network partition, a restart), as opposed to a fault of the statement: the caller may try
 * again in a moment. Looks through drizzle's wrapping.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth += 1) {
    const candidate = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      originalError?: unknown;
    };
    if (typeof candidate.code === 'string') {
      if (UNAVAILABLE_STATES.test(candidate.code) || UNAVAILABLE_NETWORK_CODES.has(candidate.code))
        return true;
    }
    if (
      typeof candidate.message === 'string' &&
      UNAVAILABLE_MESSAGES.some((start) => (candidate.message as string).startsWith(start))
    ) {
      return true;
    }
    current = candidate.cause ?? candidate.originalError;
  }
  return false;
}

export const UNSTORABLE_TEXT =
  'The text contains a character that cannot be stored (a NUL character or half of a surrogate pair). Remove it and send it again.';

/**
 * True when PostgreSQL refused a value for a character it cannot store: U+0000 in text
 * (22021) or in jsonb (22P05), or half of a surrogate pair in jsonb (22P02, "invalid input syntax
 * for type json"; text columns store it as U+FFFD instead). Such a value came from the caller:
 * refusing it is an answer to give them, not a fault of the server.
 */
export function isUnstorableText(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      if (candidate.code === '22021' || candidate.code === '22P05') return true;
      return candidate.code === '22P02' && /type json/.test(String(candidate.message));
    }
    current = candidate.cause;
  }
  return false;
}
