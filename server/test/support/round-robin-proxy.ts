import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  /** http://127.0.0.1:<port>: what clients (and the servers' PUBLIC_URL) use. */
  url: string;
  /** The servers behind it, in turn; set once they are started (they need the proxy's URL first). */
  backends: string[];
  /** The backend each request went to, in the order the requests came in. */
  served: string[];
  stop(): Promise<void>;
}

/**
 * A load balancer of a few lines, as nginx with `proxy_pass` to an upstream of several servers:
 * each request goes to the next backend in turn, with the Host header kept and the client's
 * address appended to X-Forwarded-For. Without sticky sessions, so a user's requests alternate.
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  const backends: string[] = [];
  const served: string[] = [];
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const backend = backends[next++ % backends.length];
    if (!backend) {
      outgoing.writeHead(502).end('no backend');
      return;
    }
    served.push(backend);
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = forward(
      `${backend}${incoming.url ?? '/'}`,
      { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    backends,
    served,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
