// Counters between a server under test and what it talks to, for "what does one request cost":
// the statements and round trips it sends PostgreSQL, and the HTTP calls it makes to another
// service (the Firebase Auth Emulator). Both leave what they count unchanged.
import http from 'node:http';
import net from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that reads the client's side of the protocol: every
 * Execute (extended protocol) or Query (simple protocol) message is a statement, every Sync or
 * Query a round trip. `url` is `databaseUrl` pointed at the relay.
 */
export async function postgresStatementCounter(databaseUrl) {
  const target = new URL(databaseUrl);
  const counts = { statements: 0, roundTrips: 0 };
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client);
    sockets.add(upstream);
    let pending = Buffer.alloc(0);
    // The first message of a connection (startup, or a TLS/GSS request) has no type byte.
    let started = false;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          if (pending.length < 4) break;
          const length = pending.readInt32BE(0);
          if (pending.length < length) break;
          const code = length >= 8 ? pending.readInt32BE(4) : 0;
          // SSLRequest and GSSENCRequest are answered with one byte; the startup message follows.
          if (code !== 80877103 && code !== 80877104) started = true;
          pending = pending.subarray(length);
          continue;
        }
        if (pending.length < 5) break;
        const length = pending.readInt32BE(1);
        if (pending.length < 1 + length) break;
        const type = String.fromCharCode(pending[0]);
        if (type === 'E') counts.statements += 1;
        if (type === 'Q') {
          counts.statements += 1;
          counts.roundTrips += 1;
        }
        if (type === 'S') counts.roundTrips += 1;
        pending = pending.subarray(1 + length);
      }
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(server.address().port);
  return {
    url: url.toString(),
    counts: () => ({ ...counts }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Counts the HTTP requests this process makes to `host:port` through node:http (as
 * firebase-admin makes its calls to the Auth Emulator) while `during` runs.
 */
export async function countHttpRequestsTo(targetHost, during) {
  const [hostname, port] = targetHost.split(':');
  const original = http.request;
  let requests = 0;
  http.request = function countedRequest(...args) {
    const [first] = args;
    const target = typeof first === 'string' || first instanceof URL ? new URL(first) : first;
    const targetPort = String(target?.port ?? '');
    if ((target?.hostname ?? target?.host) === hostname && targetPort === port) requests += 1;
    return original.apply(this, args);
  };
  try {
    await during();
  } finally {
    http.request = original;
  }
  return requests;
}
