import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { firebaseAuth, useAuthEmulator } from './auth/firebase-admin';
import { createSignedInSessions, type SessionCacheSettings } from './auth/sessions';
import type { AppConfig } from './config/app-config';
import { secretsEncryptionKey } from './config/secrets-key';
import { createDatabase, type DatabaseHandle } from './db/database';
import { seedDemo } from './db/seed';
import { seedCatalogue } from './db/seed-catalogue';
import { DEFAULT_GRAPHQL_RATE_LIMITS } from './graphql/rate-limit';
import { createGraphQLHandler, GRAPHQL_PATH } from './graphql/yoga';
import { observeRequest } from './http/access-log';
import { contactImportRoutes } from './http/contact-imports';
import { requestDrain } from './http/drain';
import { emulatorProxy, isEmulatorPath } from './http/emulator-proxy';
import { exportDownloadRoutes } from './http/export-downloads';
import { fileRoutes } from './http/files';
import { LIVENESS_PATHS, livenessHandler, READINESS_PATHS, readinessHandler } from './http/health';
import { metricsHandler } from './http/metrics-route';
import { sendJson } from './http/respond';
import { runtimeConfigHandler } from './http/runtime-config';
import { baselineHeaders, dashboardHeaders } from './http/security-headers';
import { staticSite } from './http/static-site';
import { createWidgetRoutes } from './http/widget-routes';
import { queueDepth } from './jobs/queue-depth';
import { registerJobs } from './jobs/register-jobs';
import { createJobWorker, type JobWorker } from './jobs/worker';
import { createLogger, type Logger } from './logger';
import { createMailer, DEFAULT_MAIL_FROM } from './mail/mailer';
import { createMetrics, type Metrics } from './metrics';
import { requestIdFrom, runInRequestScope } from './request-scope';
import { createBotCheck } from './services/botcheck/bot-check';
import type { ServiceDependencies } from './services/context';
import { txtRecordLookup } from './services/domain/txt-records';
import { feedbackEmailTokens } from './services/feedback-page/email-verification-token';
import { prepareIntegrationSecrets } from './services/integration/integration-secrets';
import { type SecretBox, secretBox } from './services/integration/secret-box';
import {
  speechEngineFor,
  transcriptionReport,
  transcriptionSummary,
} from './services/recording/transcription/engine-setting';
import type { SpeechEngine } from './services/recording/transcription/speech-engine';
import { checkDataDir, prepareSpool } from './storage/data-dir';
import { fileLinks } from './storage/file-links';
import { uploadSigningSecret } from './storage/signing-secret';

/** Where /contact messages go when CONTACT_EMAIL is not set. */
const DEFAULT_CONTACT_EMAIL = 'operator@hearback.localhost';

export type ServerConfig = Omit<AppConfig, 'logLevel'> & {
  logLevel?: string;
  logger?: Logger;
  /** A speech engine made by the caller (tests, tools); default: the one `transcription` names. */
  speechEngine?: SpeechEngine | null;
  /** How long signed-in sessions are kept between requests (tests, benches); src/auth/sessions.ts. */
  sessionCache?: Partial<SessionCacheSettings>;
};

export interface RunningServer {
  url: string;
  port: number;
  /** For tests and tooling that must reach the database the server uses. */
  database: DatabaseHandle;
  /** The server's Prometheus metrics; the job queue registers its depth here. */
  metrics: Metrics;
  /**
   * Background work to stop on close (a job queue): called when shutdown begins, while in-flight
   * requests finish; the database closes only after every hook has resolved.
   */
  onShutdown(stop: () => Promise<void> | void): void;
  /** Stops accepting, lets in-flight requests and background work finish, then closes the database. */
  close(): Promise<void>;
  /** The background job worker (src/jobs/README.md): started unless `jobsWorker` is false. */
  jobs: JobWorker;
  /**
   * Forgets the signed-in callers this server keeps, as a mutation does: for tests and tools that
   * change users' rows behind the API's back (otherwise seen within a few seconds).
   */
  forgetSignedInCallers(): void;
}

/** The answer to a request that arrives while the server stops: try again, on another server. */
function refuseWhileStopping(res: ServerResponse, pathname: string): void {
  const message = 'This server is shutting down. Try again in a moment.';
  const headers = { 'retry-after': '1', 'cache-control': 'no-store' };
  if (pathname === GRAPHQL_PATH) {
    sendJson(res, 503, { errors: [{ message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] }, headers);
  } else sendJson(res, 503, { code: 'SHUTTING_DOWN', message }, headers);
}

/** In-flight requests get this long to finish on close before their sockets are cut. */
const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/**
 * Opens the database (migrating it), seeds it, and serves on one origin: GraphQL at /graphql,
 * the health probes, /config.json, the Auth Emulator proxy and the built dashboard.
 */
export async function createServer(config: ServerConfig): Promise<RunningServer> {
  const logger = config.logger ?? createLogger(config.logLevel);
  const metrics = createMetrics();
  useAuthEmulator(config.firebaseAuthEmulatorHost);
  const auth = firebaseAuth(config.firebaseProjectId);
  // A data folder the server cannot write is said so plainly, before the database fails on it.
  await checkDataDir(config.dataDir);
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
    onConnectionError: (error) =>
      logger.warn({ err: error }, 'Lost a PostgreSQL connection; the next query opens a new one'),
  });
  // After the data folder's lock: a server refused on a held folder must not empty its holder's spool.
  const spool = await prepareSpool(config.dataDir).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  let secrets: SecretBox;
  try {
    await database.migrate();
    // Platforms and categories are reference data every installation needs; the demo seed adds
    // them itself, after the file storage exists (below), for the demo's voice messages.
    if (!config.seedDemo) await seedCatalogue(database.db);
    // A key that does not open the stored secrets stops the start here, with a clear message.
    secrets = secretBox(await secretsEncryptionKey(config.secretsEncryptionKey, config.dataDir));
    const sealed = await prepareIntegrationSecrets(database.db, secrets);
    if (sealed > 0) logger.info({ integrations: sealed }, 'Encrypted the stored secrets of integrations');
  } catch (error) {
    await database.close();
    throw error;
  }

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: config.mailOutboxDir ?? path.join(config.dataDir, 'outbox'),
    from: config.mailFrom ?? DEFAULT_MAIL_FROM,
    logger,
  });
  let publicUrl = config.publicUrl?.replace(/\/+$/, '');
  const speech =
    config.speechEngine !== undefined ? config.speechEngine : speechEngineFor(config.transcription);
  logger.info(transcriptionSummary(speech, config.transcription));
  // Without an engine a voice message is Off from the start (no job).
  const widgetConfig = { ...config, transcribe: speech !== null };
  // The embeddable widget's API and files, served before the dashboard (which
  // would answer index.html for a missing file).
  const widget = await createWidgetRoutes(widgetConfig, database.db, logger, metrics, {
    // Campaign responses through the widget may need a human: their notices are mailed.
    mailer,
    publicUrl: () => publicUrl ?? '',
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  if (config.seedDemo) {
    await seedDemo({
      db: database.db,
      auth: config.firebaseAuthEmulatorHost ? auth : null,
      logger,
      storage: widget.storage,
    }).catch(async (error: unknown) => {
      await widget.close();
      await database.close();
      throw error;
    });
  }

  // Downloads and dashboard uploads are signed with the upload secret, whatever the storage; the
  // feedback pages' e-mail links with a key derived from it for that purpose only.
  const signingSecret = await uploadSigningSecret(config.uploadSigningSecret, config.dataDir);
  const links = fileLinks(signingSecret);
  const files = fileRoutes(widget.storage, links);

  const sessions = createSignedInSessions(auth, logger, config.sessionCache);
  const serviceDependencies: ServiceDependencies = {
    db: database.db,
    auth,
    sessions,
    logger,
    mailer,
    botCheck: createBotCheck({
      db: database.db,
      logger,
      recaptchaSecret: config.recaptchaSecret,
      recaptchaSiteKey: config.recaptchaSiteKey,
      recaptchaVerifyUrl: config.recaptchaVerifyUrl,
      altchaHmacKey: config.altchaHmacKey,
      altchaMaxNumber: config.altchaMaxNumber,
    }),
    // Known once the server listens (PORT=0 picks the port).
    publicUrl: () => publicUrl ?? '',
    contactEmail: config.contactEmail ?? DEFAULT_CONTACT_EMAIL,
    storage: widget.storage,
    fileLinks: links,
    feedbackEmailTokens: feedbackEmailTokens(signingSecret),
    secrets,
    integrationsAllowPrivateNetworks: config.integrationsAllowPrivateNetworks ?? false,
    domainTxtRecords: txtRecordLookup(config.dnsServers),
  };
  const yoga = createGraphQLHandler(serviceDependencies, {
    metrics,
    introspection: config.graphqlIntrospection ?? !config.production,
    trustedProxyHops: config.trustedProxyHops ?? 0,
    rateLimits: {
      ...DEFAULT_GRAPHQL_RATE_LIMITS,
      perUser: config.graphqlRateLimitPerUser ?? DEFAULT_GRAPHQL_RATE_LIMITS.perUser,
      perIp: config.graphqlRateLimitPerIp ?? DEFAULT_GRAPHQL_RATE_LIMITS.perIp,
    },
  });
  // CSV imports of contacts: the file streams in, progress streams out (not GraphQL).
  const contactImports = contactImportRoutes(serviceDependencies, { spoolDir: spool.contactImports });
  // Finished exports, for an Admin of the export's organisation signed in to the dashboard.
  const exportDownloads = exportDownloadRoutes(serviceDependencies);
  let shuttingDown = false;
  const routes = {
    health: livenessHandler({ transcription: transcriptionReport(speech, config.transcription) }),
    ready: readinessHandler({
      database,
      logger,
      isShuttingDown: () => shuttingDown,
      timeoutMs: config.readinessTimeoutMs,
    }),
    baselineHeaders: baselineHeaders({
      production: config.production ?? false,
      trustedProxyHops: config.trustedProxyHops ?? 0,
    }),
    metrics: metricsHandler(metrics, config.metricsToken),
    dashboardHeaders: dashboardHeaders({
      firebaseProjectId: config.firebaseProjectId,
      remoteOrigins: config.remoteOrigins,
    }),
    runtimeConfig: runtimeConfigHandler({
      firebaseProjectId: config.firebaseProjectId,
      firebaseApiKey: config.firebaseApiKey,
      emulatorProxied: Boolean(config.firebaseAuthEmulatorHost),
    }),
    emulator: config.firebaseAuthEmulatorHost ? emulatorProxy(config.firebaseAuthEmulatorHost) : null,
    site: config.staticRoot ? staticSite(config.staticRoot) : null,
  };
  const notFound = (res: ServerResponse) => sendJson(res, 404, { error: 'Not found.' });

  const handle = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    routes.baselineHeaders(req, res);
    if (pathname === GRAPHQL_PATH) return yoga(req, res);
    if (LIVENESS_PATHS.has(pathname)) return routes.health(req, res);
    if (READINESS_PATHS.has(pathname)) return routes.ready(req, res);
    if (pathname === '/metrics') return routes.metrics(req, res);
    if (pathname === '/config.json') return routes.runtimeConfig(req, res);
    if (routes.emulator && isEmulatorPath(pathname)) return routes.emulator(req, res);
    if (widget.matches(pathname)) return widget.handle(req, res, new URL(req.url ?? '/', 'http://localhost'));
    if (files.matches(pathname)) return files.handle(req, res, new URL(req.url ?? '/', 'http://localhost'));
    if (exportDownloads.matches(pathname))
      return exportDownloads.handle(req, res, new URL(req.url ?? '/', 'http://localhost'));
    if (contactImports.matches(pathname)) return contactImports.handle(req, res, pathname);
    if (routes.site && (req.method === 'GET' || req.method === 'HEAD')) {
      routes.dashboardHeaders(res, pathname);
      return routes.site(req, res, () => notFound(res));
    }
    notFound(res);
  };

  const server = createHttpServer((req, res) => {
    // Every log line and audit row of the request carries its id; the client gets it back.
    const scope = { id: requestIdFrom(req.headers['x-request-id']) };
    res.setHeader('x-request-id', scope.id);
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    observeRequest(req, res, scope, pathname, { logger, metrics });
    // While shutting down only the probes are answered (readiness says 503); other work goes elsewhere.
    if (!drain.admit(res) && !LIVENESS_PATHS.has(pathname) && !READINESS_PATHS.has(pathname)) {
      refuseWhileStopping(res, pathname);
      return;
    }
    runInRequestScope(scope, () =>
      Promise.resolve(handle(req, res, pathname)).catch((error: unknown) => {
        logger.error({ err: error, path: pathname }, 'Request failed');
        if (res.headersSent) res.destroy();
        else sendJson(res, 500, { error: 'Something went wrong.' });
      }),
    );
  });
  const drain = requestDrain(server);
  // Longer than the idle timeouts of the usual proxies and load balancers (60 s), so they never
  // send a request on a socket this server is closing; headers must be allowed a little longer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  publicUrl ??= url;

  const stopHooks: Array<() => Promise<void> | void> = [];
  const graceMs = config.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      shuttingDown = true;
      // Requests already received finish, their answers closing their connections; new ones
      // get 503 while the port stays open; after the grace period the rest are cut.
      const drained = drain.begin();
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      const stopped = Promise.allSettled(stopHooks.map(async (stop) => stop())).then((results) => {
        for (const result of results) {
          if (result.status === 'rejected')
            logger.error({ err: result.reason }, 'Background work did not stop cleanly');
        }
      });
      await Promise.all([drained, stopped]);
      clearTimeout(force);
      // Only now does the port close: until then load balancers heard 503, not a refused connection.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await yoga.dispose();
      await yoga.closeRateLimiter();
      await widget.close();
      mailer.close();
      await database.close();
    })();
    return closing;
  };
  const onShutdown = (stop: () => Promise<void> | void) => {
    stopHooks.push(stop);
  };

  // Background jobs run in this process; JOBS_WORKER=false makes an API-only server.
  const jobs = createJobWorker({ db: database.db, logger, stopGraceMs: graceMs, leaseMs: config.jobLeaseMs });
  registerJobs(jobs, {
    storage: widget.storage,
    mailer,
    publicUrl: serviceDependencies.publicUrl,
    fileLinks: links,
    exportWorkDir: spool.exports,
    transcription: speech,
    orphanUploadMaxAgeMs:
      config.orphanUploadMaxAgeHours === undefined ? undefined : config.orphanUploadMaxAgeHours * 3_600_000,
    integrationsAllowPrivateNetworks: config.integrationsAllowPrivateNetworks ?? false,
    secrets,
    embeddedDatabase: database.kind === 'pglite',
  });
  metrics.registerJobQueueDepth(() => queueDepth(database.db));
  onShutdown(() => jobs.stop());
  if (config.jobsWorker !== false) {
    await jobs.start().catch(async (error: unknown) => {
      await close();
      throw error;
    });
  }
  return {
    url,
    port,
    database,
    metrics,
    onShutdown,
    close,
    jobs,
    forgetSignedInCallers: () => sessions.callers.forgetAll(),
  };
}
