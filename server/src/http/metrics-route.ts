import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Metrics } from '../metrics';
import { sendJson } from './respond';

/**
 * GET /metrics in Prometheus' text format. With a token configured the scraper must send it as a
 * bearer token; without one, keep the path private at the proxy.
 */
export function metricsHandler(metrics: Metrics, token?: string) {
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (expected) {
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        sendJson(res, 401, { error: 'The metrics need the configured bearer token.' });
        return;
      }
    }
    const body = await metrics.render();
    res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
    res.end(body);
  };
}
