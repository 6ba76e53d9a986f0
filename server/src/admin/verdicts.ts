/**
 * What the admin commands print: one line per thing checked or done, `<subject>: ok: …`,
 * `<subject>: warning: …` or `<subject>: failed: …`, so an operator (or a script grepping for
 * `failed`) reads the outcome without a log format. Failures go to stderr, the rest to stdout.
 */
export type Outcome = 'ok' | 'warning' | 'failed';

export interface Verdicts {
  ok(subject: string, detail?: string): void;
  warning(subject: string, detail: string): void;
  failed(subject: string, reason: string): void;
  /** Any failure so far: the command exits 1. */
  readonly anyFailed: boolean;
}

/** A failure that ends the command: its subject and one sentence an operator can act on. */
export class CommandFailure extends Error {
  constructor(
    readonly subject: string,
    message: string,
  ) {
    super(message);
    this.name = 'CommandFailure';
  }
}

/** Line breaks in a reason (a program's stderr) would break the one-line format. */
const oneLine = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' | ');

export function printedVerdicts(
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  err: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Verdicts {
  let anyFailed = false;
  return {
    ok: (subject, detail) => out(detail ? `${subject}: ok: ${oneLine(detail)}` : `${subject}: ok`),
    warning: (subject, detail) => out(`${subject}: warning: ${oneLine(detail)}`),
    failed: (subject, reason) => {
      anyFailed = true;
      err(`${subject}: failed: ${oneLine(reason)}`);
    },
    get anyFailed() {
      return anyFailed;
    },
  };
}

export const megabytes = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const seconds = (milliseconds: number): string => `${(milliseconds / 1000).toFixed(1)} s`;

/** `1 uploaded file`, `3 uploaded files`. */
export const counted = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
