import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-scope';

export type { Logger };

/**
 * JSON lines on stdout. Every line written while a request is served carries its `reqId`
 * (the `x-request-id` answered to the client), whichever module logs it.
 */
export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  return pino(
    {
      name: 'hearback',
      level,
      mixin() {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
    },
    destination ?? pino.destination(1),
  );
}

/** Yoga's logger interface on top of pino, so masked errors land in the same log with stacks. */
export function yogaLogging(logger: Logger) {
  const forward =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const [first, ...rest] = args;
      if (first instanceof Error) logger[level]({ err: first }, first.message);
      else logger[level](rest.length > 0 ? { details: rest } : {}, String(first));
    };
  return { debug: forward('debug'), info: forward('info'), warn: forward('warn'), error: forward('error') };
}
