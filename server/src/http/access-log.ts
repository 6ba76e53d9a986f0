import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import type { RequestScope } from '../request-scope';
import { LIVENESS_PATHS, READINESS_PATHS } from './health';

/** A bounded label for the metrics and the log: which part of the server answered. */
export function routeGroup(pathname: string): string {
  if (pathname === '/graphql') return 'graphql';
  if (LIVENESS_PATHS.has(pathname)) return 'health-live';
  if (READINESS_PATHS.has(pathname)) return 'health-ready';
  if (pathname === '/metrics') return 'metrics';
  if (pathname.startsWith('/widget/v1/')) return 'widget-api';
  if (pathname.startsWith('/widget/')) return 'widget-files';
  if (pathname.startsWith('/files/v1/')) return 'files';
  if (pathname.startsWith('/imports/v1/')) return 'imports';
  if (pathname === '/config.json') return 'config';
  if (/^\/(identitytoolkit|securetoken|www)\.googleapis\.com\/|^\/emulator\//.test(pathname))
    return 'emulator';
  return 'site';
}

/** The API's own calls are logged at info; probes, scrapes and static files only at debug. */
const API_ROUTES = new Set(['graphql', 'widget-api', 'files', 'imports']);

/**
 * One JSON line per answered request (method, path without its query — signed links carry their
 * signature there — status, duration, the GraphQL operation) and its latency in the metrics.
 */
export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  scope: RequestScope,
  pathname: string,
  deps: { logger: Logger; metrics: Metrics },
): void {
  const started = process.hrtime.bigint();
  const route = routeGroup(pathname);
  const method = req.method ?? 'GET';
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    // A socket closed before the answer was sent: 499, as proxies write it.
    const status = res.writableFinished ? res.statusCode : 499;
    deps.metrics.observeHttp(route, method, status, seconds);
    const level = status >= 500 ? 'warn' : API_ROUTES.has(route) ? 'info' : 'debug';
    if (!deps.logger.isLevelEnabled(level)) return;
    deps.logger[level](
      {
        // Explicit: the socket's events may fire outside the request's async context.
        reqId: scope.id,
        req: { method, path: pathname },
        status,
        ms: Math.round(seconds * 1e4) / 10,
        route,
        ...(scope.operation ? { operation: scope.operation } : {}),
      },
      'request completed',
    );
  };
  res.once('finish', finish);
  res.once('close', finish);
}
