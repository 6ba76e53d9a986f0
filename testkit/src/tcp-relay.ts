import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

export interface Relay {
  /** `http://127.0.0.1:<port>`: the address a visitor's browser knows the server by. */
  origin: string;
  port: number;
  /** Drops every open connection but keeps listening, as a network blip or a fail-over does. */
  resetConnections(): void;
  /**
   * A network partition: from now on nothing gets through, either way, and nothing is refused
   * or reset either. Bytes sent wait (as TCP retransmits them), new connections are accepted and
   * hear nothing, a side that gives up and closes is not heard by the other, until heal().
   */
  blackHole(): void;
  /**
   * Ends the partition: what waited goes through, connections opened meanwhile reach the target,
   * and a connection one side closed meanwhile is closed on the other side too.
   */
  heal(): void;
  /** Closes the port and drops every open connection: to the browser, the server is gone. */
  goDark(): Promise<void>;
  /** Listens again on the same port. */
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

/** One relayed connection: the client's socket and, once connected, the target's. */
interface Pair {
  client: Socket;
  upstream: Socket | null;
  /** A side closed during a partition: the other side hears of it when the partition ends. */
  closedDuringPartition: boolean;
}

/**
 * A TCP relay in front of a server (the dashboard's API, PostgreSQL). A test that needs "the
 * server is down" or "the network dropped" takes this address away instead of stopping the
 * server other tests use: connections are refused, cut or left unanswered exactly as with a
 * stopped process or a broken network.
 */
export async function startRelay(target: string): Promise<Relay> {
  const { hostname, port: targetPort } = new URL(target);
  const pairs = new Set<Pair>();
  let server: Server | undefined;
  let port = 0;
  let partitioned = false;

  const destroyPair = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
  };

  /** One side closed or failed: the other side follows, unless the network cannot tell it. */
  const sideClosed = (pair: Pair) => {
    if (partitioned) pair.closedDuringPartition = true;
    else destroyPair(pair);
  };

  const carry = (pair: Pair) => {
    pair.client.pipe(pair.upstream!).pipe(pair.client);
    pair.client.resume();
    pair.upstream!.resume();
  };

  const hold = (pair: Pair) => {
    pair.client.unpipe();
    pair.upstream?.unpipe();
    pair.client.pause();
    pair.upstream?.pause();
  };

  const connectUpstream = (pair: Pair) => {
    const upstream = connect(Number(targetPort), hostname, () => {
      if (partitioned) hold(pair);
      else carry(pair);
    });
    pair.upstream = upstream;
    upstream.on('error', () => sideClosed(pair));
    upstream.on('close', () => sideClosed(pair));
  };

  const listen = async () => {
    const next = createServer((client) => {
      const pair: Pair = { client, upstream: null, closedDuringPartition: false };
      pairs.add(pair);
      client.on('error', () => sideClosed(pair));
      client.on('close', () => sideClosed(pair));
      // During a partition the connection is accepted and hears nothing.
      if (partitioned) client.pause();
      else connectUpstream(pair);
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', resolve);
    });
    server = next;
    port = (next.address() as AddressInfo).port;
  };

  const resetConnections = () => {
    for (const pair of pairs) {
      pair.client.resetAndDestroy();
      pair.upstream?.resetAndDestroy();
    }
    pairs.clear();
  };

  const blackHole = () => {
    partitioned = true;
    for (const pair of pairs) hold(pair);
  };

  const heal = () => {
    partitioned = false;
    for (const pair of [...pairs]) {
      if (pair.closedDuringPartition || pair.client.destroyed) destroyPair(pair);
      else if (!pair.upstream) connectUpstream(pair);
      else if (pair.upstream.connecting) continue;
      else carry(pair);
    }
  };

  const goDark = async () => {
    const current = server;
    server = undefined;
    partitioned = false;
    resetConnections();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    resetConnections,
    blackHole,
    heal,
    goDark,
    comeBack: listen,
    close: goDark,
  };
}
