import type { TranscriptionSetting } from '../services/recording/transcription/engine-setting';

/** Everything the server needs to start; main.ts builds it from the environment. */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite data folder. */
  dataDir: string;
  firebaseProjectId: string;
  /** Web API key handed to the browser in /config.json. */
  firebaseApiKey: string;
  /** `host:port` of the Firebase Auth Emulator; unset in production. */
  firebaseAuthEmulatorHost?: string;
  /** Folder of the built dashboard to serve at `/`. */
  staticRoot?: string;
  /** Creates the demo organisation, users and products at start. */
  seedDemo: boolean;
  logLevel: string;
  /** smtp(s)://user:pass@host:port; without it mail goes to the outbox folder. */
  smtpUrl?: string;
  /** Where mail is written when no SMTP server is configured; default `<dataDir>/outbox`. */
  mailOutboxDir?: string;
  /** The From of every e-mail. */
  mailFrom?: string;
  /** The operator's address, which receives /contact messages. */
  contactEmail?: string;
  /** The dashboard's public origin, for links in e-mails; default the server's own URL. */
  publicUrl?: string;
  /** reCAPTCHA v3 secret; without it the ALTCHA proof-of-work check is used. */
  recaptchaSecret?: string;
  recaptchaSiteKey?: string;
  /** Overrides Google's siteverify endpoint (a stand-in in tests). */
  recaptchaVerifyUrl?: string;
  /** Signs ALTCHA challenges; must be the same on every API server. Default: random per process. */
  altchaHmacKey?: string;
  /** The ALTCHA search space; default ALTCHA_MAX_NUMBER. */
  altchaMaxNumber?: number;
  /** Signs upload URLs; the same on every API server. Default: generated once into DATA_DIR. */
  uploadSigningSecret?: string;
  /**
   * Encrypts the secrets stored in the database (integration URLs and signing secrets); the same
   * on every API server. Default: generated once into DATA_DIR.
   */
  secretsEncryptionKey?: string;
  /** The largest recording a widget may upload, in bytes. */
  uploadMaxBytes?: number;
  /** How many proxies in front of the server append to X-Forwarded-For; 0 (default): trust none. */
  trustedProxyHops?: number;
  /** Widget API writes per minute from one client address; 0 turns the limit off. */
  widgetRateLimitPerIp?: number;
  /** Widget API writes per minute for one widget key; 0 turns the limit off. */
  widgetRateLimitPerKey?: number;
  /** NODE_ENV=production: introspection off by default, production-only checks of the configuration. */
  production?: boolean;
  /** GraphQL `__schema`/`__type`, field suggestions and GraphiQL; default: on except in production. */
  graphqlIntrospection?: boolean;
  /** GraphQL operations per minute for one signed-in user (or API key); 0 turns the limit off. */
  graphqlRateLimitPerUser?: number;
  /** GraphQL operations per minute from one client address; 0 turns the limit off. */
  graphqlRateLimitPerIp?: number;
  /** A bearer token Prometheus must send to read /metrics; without it /metrics is open. */
  metricsToken?: string;
  /** Origins besides the server's own that may serve dashboard remotes (the CSP allows them). */
  remoteOrigins?: string[];
  /** How long shutdown waits for in-flight requests and background work before cutting them. */
  shutdownGraceMs?: number;
  /**
   * PostgreSQL only: how long a connection may take to open (or a free one to be had), and one
   * statement to run (0: no limit); unset parts keep their defaults (db/database.ts).
   */
  databaseTimeouts?: { connectMs?: number; statementMs?: number };
  /** How long /health/ready waits for the database before it answers 503; default 2 s. */
  readinessTimeoutMs?: number;
  /**
   * Overrides the lease of every kind of job: how soon a job whose server died (or was cut off)
   * is run again, or marked failed after its last attempt. Default: each kind's own.
   */
  jobLeaseMs?: number;
  /** Runs background jobs in this process (default); false makes an API-only server. */
  jobsWorker?: boolean;
  /**
   * Which engine transcribes voice messages (TRANSCRIPTION_ENGINE, resolved at start: the embedded
   * PocketSphinx, an OpenAI-compatible service, or off). Unset: off.
   */
  transcription?: TranscriptionSetting;
  /** Integrations may call loopback and private addresses (tests, closed networks); default false. */
  integrationsAllowPrivateNetworks?: boolean;
  /**
   * Name servers that answer the DNS TXT check of an organisation's domain (DNS_SERVERS);
   * default: the system's.
   */
  dnsServers?: string[];
  /** Uploaded recordings no recording names are deleted past this age; default 24. */
  orphanUploadMaxAgeHours?: number;
  /** Recordings in an S3-compatible bucket instead of DATA_DIR/uploads. */
  s3?: {
    bucket: string;
    endpoint?: string;
    region?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle?: boolean;
  };
}
