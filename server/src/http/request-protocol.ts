import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * How the browser reached us: over TLS on this very socket, or, with `trustedProxyHops` proxies in
 * front, as the outermost proxy wrote in X-Forwarded-Proto (its first entry: the scheme the
 * browser used). Without trusted proxies the header is whatever the client sent and is not
 * believed.
 */
export function requestProtocol(req: IncomingMessage, trustedProxyHops: number): 'https' | 'http' {
  if ((req.socket as Partial<TLSSocket>).encrypted) return 'https';
  if (trustedProxyHops <= 0) return 'http';
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return first === 'https' ? 'https' : 'http';
}
