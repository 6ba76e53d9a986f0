import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached answer (~1 ms) to a slow export page (several seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Operation names come from clients: past this many distinct names a new one is counted as
 * `other`, so a client inventing names cannot grow the registry without end.
 */
export const MAX_OPERATION_LABELS = 200;

export type JobQueueDepthReader = () => number | Promise<number>;

/**
 * The Prometheus metrics of one server (a registry per server, so tests can run several in one
 * process). Other modules report through the small functions here rather than knowing prom-client.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'hearback_' });

  const httpDuration = new Histogram({
    name: 'hearback_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route group, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const graphqlDuration = new Histogram({
    name: 'hearback_graphql_operation_duration_seconds',
    help: 'Time from parsing a GraphQL operation to its result, by operation name and type.',
    labelNames: ['operation', 'type', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const graphqlRejected = new Counter({
    name: 'hearback_graphql_rejected_total',
    help: 'GraphQL requests refused before execution, by reason (rate limit, depth, cost, CSRF…).',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const widgetSubmissions = new Counter({
    name: 'hearback_widget_submissions_total',
    help: 'Widget submissions answered, by result (created, replayed, refused).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'hearback_upload_bytes_total',
    help: 'Bytes of recordings and images accepted by the upload endpoint (local storage).',
    registers: [registry],
  });
  const jobReaders: JobQueueDepthReader[] = [];
  new Gauge({
    name: 'hearback_job_queue_depth',
    help: 'Background jobs waiting to run.',
    registers: [registry],
    async collect() {
      if (jobReaders.length === 0) return;
      const depths = await Promise.all(jobReaders.map((read) => read()));
      this.set(depths.reduce((sum, depth) => sum + depth, 0));
    },
  });

  const operationNames = new Set<string>();
  const operationLabel = (name: string | null | undefined): string => {
    if (!name) return 'anonymous';
    if (operationNames.has(name)) return name;
    if (operationNames.size >= MAX_OPERATION_LABELS || !/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name))
      return 'other';
    operationNames.add(name);
    return name;
  };

  return {
    registry,
    observeHttp(route: string, method: string, status: number, seconds: number) {
      httpDuration.observe({ route, method, status: String(status) }, seconds);
    },
    observeGraphQL(
      operation: string | null | undefined,
      type: string,
      outcome: 'ok' | 'error',
      seconds: number,
    ) {
      graphqlDuration.observe({ operation: operationLabel(operation), type, outcome }, seconds);
    },
    countRejection(reason: string) {
      graphqlRejected.inc({ reason });
    },
    countWidgetSubmission(result: 'created' | 'replayed' | 'refused') {
      widgetSubmissions.inc({ result });
    },
    countUploadBytes(bytes: number) {
      if (bytes > 0) uploadBytes.inc(bytes);
    },
    /**
     * The job queue tells how many jobs wait; read at every scrape (summed over readers), so the
     * queue needs no timer of its own.
     */
    registerJobQueueDepth(read: JobQueueDepthReader) {
      jobReaders.push(read);
    },
    /** The text exposition format Prometheus scrapes. */
    render: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
