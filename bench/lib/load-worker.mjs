// The load generator of widget-submit.mjs, in its own process so that generating load does not
// share an event loop with the servers under test. It receives one job over IPC, answers with
// autocannon's result and exits.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

/**
 * job: { url, method, path, headers, body, connections, seconds,
 *        submit?: { targets: [{ key, product }], distinctIps: boolean, mixedVisitors?: boolean } }
 * With `submit`, every request is a new widget submission: its own UUID as id and
 * Idempotency-Key (a repeated key is answered without storing, which is not what is measured),
 * a widget key/product taken round robin from `targets`, and optionally its own client address.
 * Every submission carries the same visitor's e-mail, or with `mixedVisitors` a new visitor's,
 * except that one in REPEAT_EVERY comes from one of the RECENT visitors before (who writes again).
 */
const REPEAT_EVERY = 4;
const RECENT = 100;

function visitorEmail(sequence) {
  const visitor = sequence % REPEAT_EVERY === 0 ? Math.max(0, sequence - 1 - (sequence % RECENT)) : sequence;
  return `visitor-${process.pid}-${visitor}@example.com`;
}

function run(job) {
  let sequence = 0;
  const request = {
    method: job.method,
    path: job.path,
    headers: job.headers,
    body: job.body,
  };
  if (job.submit) {
    const { targets, distinctIps, text, mixedVisitors } = job.submit;
    request.setupRequest = (req) => {
      const id = randomUUID();
      const target = targets[sequence % targets.length];
      sequence += 1;
      const headers = { ...req.headers, 'content-type': 'application/json', 'idempotency-key': id };
      if (distinctIps) {
        // 2^24 addresses in 10.0.0.0/8: no address comes near the per-address limit.
        const n = sequence;
        headers['x-forwarded-for'] = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      }
      return {
        ...req,
        path: `/widget/v1/submissions?key=${encodeURIComponent(target.key)}&product=${target.product}`,
        headers,
        body: JSON.stringify({
          id,
          messageType: 'ProvideFeedback',
          createdAt: new Date().toISOString(),
          formLanguage: 'en',
          text: text[sequence % text.length],
          contact: {
            name: 'Bench Visitor',
            email: mixedVisitors ? visitorEmail(sequence) : 'visitor@example.com',
          },
          page: { url: 'https://shop.example/checkout', title: 'Checkout', language: 'en-GB' },
        }),
      };
    };
  }
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: job.url,
        connections: job.connections,
        duration: job.seconds,
        pipelining: 1,
        requests: [request],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

process.once('message', async (job) => {
  try {
    const result = await run(job);
    const statuses = {};
    for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = count.count;
    process.send({
      ok: true,
      result: {
        requestsPerSecond: result.requests.average,
        total: result.requests.total,
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        statuses,
      },
    });
  } catch (error) {
    process.send({ ok: false, error: String(error?.stack ?? error) });
  }
});
