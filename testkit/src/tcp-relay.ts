import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

export interface Relay {
  /** `http://127.0.0.1:<port>`: the address a visitor's browser knows the server by. */
  origin: string;
  port: number;
  /** Drops every open connection but keeps listening, as a network blip or a fail-over does. */
  resetConnections(): void;
  /** Closes the port and drops every open connection: to the browser, the server is gone. */
  goDark(): Promise<void>;
  /** Listens again on the same port. */
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of a server (the dashboard's API, PostgreSQL). A test that needs "the
 * server is down" or "the network dropped" takes this address away instead of stopping the
 * server other tests use: connections are refused or cut exactly as with a stopped process.
 */
export async function startRelay(target: string): Promise<Relay> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = async () => {
    const next = createServer((client) => {
      const upstream = connect(Number(targetPort), hostname, () => client.pipe(upstream).pipe(client));
      sockets.add(client).add(upstream);
      const forget = () => {
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('close', forget);
      upstream.on('close', forget);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', resolve);
    });
    server = next;
    port = (next.address() as AddressInfo).port;
  };

  const resetConnections = () => {
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
  };

  const goDark = async () => {
    const current = server;
    server = undefined;
    resetConnections();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    resetConnections,
    goDark,
    comeBack: listen,
    close: goDark,
  };
}
