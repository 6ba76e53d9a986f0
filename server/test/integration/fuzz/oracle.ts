import { GENERIC_FAILURE } from '../../../src/graphql/mask-errors';

/**
 * What every answer of the API must be, whatever was sent: no server error, no error without a
 * code or a sentence, nothing unexpected in the server's log, and no row left behind by a call
 * that failed.
 */

/** An answer as read off the wire. */
export interface Answer {
  status: number;
  contentType: string | null;
  text: string;
}

/** No answer within this time is a failure of its own (a hang, or a request that costs too much). */
export const ANSWER_TIMEOUT_MS = 20_000;

export async function send(url: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    text: await response.text(),
  };
}

/** Wording that belongs to the database, the runtime or a stack, not to a sentence for people. */
const LEAKS = [
  /\n\s+at .+:\d+:\d+/,
  /duplicate key value|violates (?:foreign key|not-null|check|unique) constraint/i,
  /invalid input syntax for|invalid byte sequence|out of range for type|value too long for type/i,
  /relation ".+" does not exist|syntax error at or near/i,
  /Cannot read propert|is not a function|undefined is not|Maximum call stack/i,
];

/** What is wrong with one error's message and code (nothing: an empty list). */
export function messageProblems(message: unknown, code: unknown, where: string): string[] {
  const problems: string[] = [];
  if (typeof message !== 'string' || message.trim() === '') problems.push(`${where}: no message`);
  else {
    if (message === GENERIC_FAILURE) problems.push(`${where}: the generic failure "${message}"`);
    for (const leak of LEAKS) if (leak.test(message)) problems.push(`${where}: "${message}" leaks ${leak}`);
  }
  if (typeof code !== 'string' || code === '') problems.push(`${where}: no code (message "${message}")`);
  else if (code === 'INTERNAL_SERVER_ERROR') problems.push(`${where}: INTERNAL_SERVER_ERROR "${message}"`);
  return problems;
}

/** A 5xx is a failure; a 503 only passes when the server chose it (it logged no failure). */
export function statusProblems(answer: Answer, loggedErrors: readonly unknown[]): string[] {
  if (answer.status < 500) return [];
  if (answer.status === 503 && loggedErrors.length === 0) return [];
  return [`HTTP ${answer.status}: ${answer.text.slice(0, 500)}`];
}

export function logProblems(loggedErrors: readonly Record<string, unknown>[]): string[] {
  return loggedErrors.slice(0, 3).map((line) => {
    const error = line.err as { type?: string; message?: string; stack?: string } | undefined;
    const stack = error?.stack?.split('\n').slice(0, 6).join(' | ');
    return `server logged "${line.msg}": ${stack ?? error?.message ?? JSON.stringify(line).slice(0, 500)}`;
  });
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export interface GraphQLVerdict {
  problems: string[];
  /** The operation did not do what it was asked (an error, or a refusal before it ran). */
  failed: boolean;
  errorCodes: string[];
  data: Record<string, unknown> | null;
}

/** Judges a /graphql answer (a single result; a batch is judged item by item). */
export function judgeGraphQL(answer: Answer, method = 'POST'): GraphQLVerdict {
  const problems: string[] = [];
  const errorCodes: string[] = [];
  const body = parseJson(answer.text);
  const results = Array.isArray(body) ? body : [body];
  let failed = answer.status >= 400;
  let data: Record<string, unknown> | null = null;
  const hasErrors = results.some((result) => (result as { errors?: unknown } | null)?.errors !== undefined);
  if (failed && !hasErrors && method !== 'HEAD' && answer.status !== HEADERS_TOO_LARGE) {
    problems.push(
      `HTTP ${answer.status} without a coded error: ${JSON.stringify(answer.text.slice(0, 200))}`,
    );
  }
  for (const result of results) {
    if (typeof result !== 'object' || result === null) continue;
    const { errors, data: resultData } = result as {
      errors?: unknown;
      data?: Record<string, unknown> | null;
    };
    data = resultData ?? null;
    if (errors === undefined) continue;
    if (!Array.isArray(errors) || errors.length === 0) {
      problems.push(`errors is not a non-empty list: ${JSON.stringify(errors)}`);
      continue;
    }
    failed = true;
    errors.forEach((error: { message?: unknown; extensions?: { code?: unknown } }, index) => {
      errorCodes.push(String(error?.extensions?.code));
      problems.push(...messageProblems(error?.message, error?.extensions?.code, `errors[${index}]`));
    });
  }
  return { problems, failed, errorCodes, data };
}

export interface WidgetVerdict {
  problems: string[];
  failed: boolean;
  code: string | null;
}

/**
 * Node's HTTP parser answers a request line or headers over its 16 KB limit with an empty 431
 * before the application sees the request; that refusal is the runtime's, not the API's.
 */
export const HEADERS_TOO_LARGE = 431;

/** Judges a widget API answer: a refusal is JSON with a code and a sentence. */
export function judgeWidget(answer: Answer, method: string): WidgetVerdict {
  const failed = answer.status >= 400;
  if (!failed || method === 'HEAD' || answer.status === HEADERS_TOO_LARGE)
    return { problems: [], failed, code: null };
  const body = parseJson(answer.text) as { code?: unknown; message?: unknown } | undefined;
  if (typeof body !== 'object' || body === null) {
    return {
      problems: [`HTTP ${answer.status} without a JSON body: ${answer.text.slice(0, 200)}`],
      failed,
      code: null,
    };
  }
  return {
    problems: messageProblems(body.message, body.code, `HTTP ${answer.status}`),
    failed,
    code: typeof body.code === 'string' ? body.code : null,
  };
}

/** Tables whose row count differs, with before → after. */
export function countChanges(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after)
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} → ${after[table]}`);
}

/** Tallies of what a property's cases got back, to show the fuzzer reached past validation. */
export class Tally {
  readonly outcomes = new Map<string, number>();
  cases = 0;

  add(outcome: string): void {
    this.cases += 1;
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
  }

  count(outcome: string): number {
    return this.outcomes.get(outcome) ?? 0;
  }

  toString(): string {
    return [...this.outcomes.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([outcome, count]) => `${outcome} ${count}`)
      .join(', ');
  }
}
