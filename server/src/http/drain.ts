import type { Server, ServerResponse } from 'node:http';

/**
 * How a server stops taking work without cutting any it took (SIGTERM). Once draining begins:
 * every answer not yet sent says `Connection: close`, and idle keep-alive connections are
 * closed, so clients open new connections, elsewhere; requests that still arrive (on a kept-alive
 * connection, or on the port, which stays open) are not admitted and get a quick 503 with
 * `Connection: close`, which a load balancer's probe and retry understand, where a refused
 * connection says nothing. `begin()` resolves once every admitted request has been answered.
 */
export function requestDrain(server: Server) {
  const admitted = new Set<ServerResponse>();
  let draining = false;
  let allAnswered: (() => void) | null = null;

  const answered = (res: ServerResponse) => {
    admitted.delete(res);
    if (!draining) return;
    // Its connection, kept alive before draining began, is idle now.
    server.closeIdleConnections();
    if (admitted.size === 0) allAnswered?.();
  };

  return {
    get draining(): boolean {
      return draining;
    },

    /** Takes a request on, or, once draining, marks its answer as the connection's last and refuses it. */
    admit(res: ServerResponse): boolean {
      if (draining) {
        res.setHeader('connection', 'close');
        return false;
      }
      admitted.add(res);
      res.once('close', () => answered(res));
      return true;
    },

    begin(): Promise<void> {
      draining = true;
      for (const res of admitted) {
        if (!res.headersSent) res.setHeader('connection', 'close');
      }
      server.closeIdleConnections();
      if (admitted.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        allAnswered = resolve;
      });
    },
  };
}
