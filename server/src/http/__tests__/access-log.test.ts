import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createMetrics } from '../../metrics';
import { requestIdFrom, runInRequestScope } from '../../request-scope';
import { observeRequest, routeGroup } from '../access-log';

/** A logger writing JSON lines into an array. */
function capturedLogger(level = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(level, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('structured logs with request ids', () => {
  it('writes the request id on every line logged while the request runs, and on none after', async () => {
    const { logger, lines } = capturedLogger();
    await runInRequestScope({ id: 'req-1' }, async () => {
      logger.info('first');
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.child({ module: 'service' }).warn({ detail: 1 }, 'later, in another module');
    });
    logger.info('outside');
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['first', 'req-1'],
      ['later, in another module', 'req-1'],
      ['outside', undefined],
    ]);
    expect(lines[1]).toMatchObject({ level: 40, module: 'service', detail: 1, name: 'hearback' });
  });

  it('keeps a plain request id from the client or proxy, and replaces anything else', () => {
    expect(requestIdFrom('abc-123_x.y:z')).toBe('abc-123_x.y:z');
    for (const unusable of [undefined, '', 'two words', 'x'.repeat(129), 'quote"d', 'line\nbreak']) {
      expect(requestIdFrom(unusable)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });

  it('logs one access line per API request without the query string, probes only at debug', () => {
    const { logger, lines } = capturedLogger('info');
    const metrics = createMetrics();
    const answer = (pathname: string, status: number, operation?: string) => {
      const res = Object.assign(new EventEmitter(), { statusCode: status, writableFinished: true });
      observeRequest(
        { method: 'GET' } as IncomingMessage,
        res as unknown as ServerResponse,
        { id: `id-${pathname}`, operation },
        pathname,
        { logger, metrics },
      );
      res.emit('finish');
      res.emit('close');
    };
    answer('/files/v1/download', 200);
    answer('/graphql', 200, 'Me');
    answer('/healthz', 200);
    answer('/health/live', 200);
    answer('/health/ready', 200);
    answer('/main.3f2a09bc.js', 200);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      reqId: 'id-/files/v1/download',
      req: { method: 'GET', path: '/files/v1/download' },
      status: 200,
      route: 'files',
      msg: 'request completed',
    });
    expect(JSON.stringify(lines[0])).not.toContain('signature');
    expect(lines[1]).toMatchObject({ route: 'graphql', operation: 'Me' });
    expect(typeof lines[1]!.ms).toBe('number');
  });

  it('groups paths into a bounded set of routes', () => {
    expect(
      [
        '/graphql',
        '/widget/v1/submissions',
        '/widget/loader.js',
        '/files/v1/images/a/b',
        '/health/ready',
        '/readyz',
        '/health/live',
        '/healthz',
        '/metrics',
        '/app/x',
      ].map(routeGroup),
    ).toEqual([
      'graphql',
      'widget-api',
      'widget-files',
      'files',
      'health-ready',
      'health-ready',
      'health-live',
      'health-live',
      'metrics',
      'site',
    ]);
  });
});
