// What the load benches (widget-submit, graphql-me) share around lib/load.mjs: their servers on
// free ports, the bare graphql-yoga `{ hello }` baseline, and a warmed-up measured run.
import http from 'node:http';
import { load } from './load.mjs';

export const listen = (server) =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );

export const closeServer = (server) =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** Bare graphql-yoga answering `{ hello }`, built with the measured server's own copy of yoga. */
export async function helloBaseline({ createSchema, createYoga }, connections) {
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'type Query { hello: String }',
      resolvers: { Query: { hello: () => 'world' } },
    }),
    logging: false,
    landingPage: false,
    graphiql: false,
  });
  const server = http.createServer(yoga);
  const url = await listen(server);
  return {
    job: {
      url,
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ hello }' }),
      connections,
    },
    close: () => closeServer(server),
  };
}

/**
 * `measure(name, job)`: a warm-up (discarded), then the measured run, logged on one line. A job's
 * `afterWarmup()`, if any, runs in this process between the two (the rest of the job goes to the
 * load generator).
 */
export const measurer =
  ({ warmup, seconds, log }) =>
  async (name, { afterWarmup, ...job }) => {
    if (warmup > 0) await load({ ...job, seconds: warmup });
    await afterWarmup?.();
    const result = await load({ ...job, seconds });
    log(
      `  ${name.padEnd(10)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}  non-2xx ${result.non2xx}`,
    );
    return result;
  };
