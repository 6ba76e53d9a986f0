import { Resolver } from 'node:dns/promises';
import { statSync } from 'node:fs';
import path from 'node:path';
import { EMAIL_ADDRESS_MAX, isEmailAddress } from '@hearback/input-rules';
import { z } from 'zod';
import { defaultDataDir } from '../server-files';
import { DEFAULT_POCKETSPHINX_MODEL_DIR } from '../services/recording/transcription/embedded-engine';
import {
  resolveTranscription,
  TRANSCRIPTION_ENGINES,
} from '../services/recording/transcription/engine-setting';
import { DEFAULT_TRANSCRIPTION_MODEL } from '../services/recording/transcription/openai-compatible';
import type { AppConfig } from './app-config';
import { productionProblems } from './production-rules';
import { parseSecretsKey, SECRETS_KEY_FORMAT } from './secrets-key';

/** The checkout, for the scripts and tests that run from source (the compiled server has none). */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

const isDirectory = (folder: string): boolean =>
  statSync(folder, { throwIfNoEntry: false })?.isDirectory() ?? false;

/** Blank counts as unset: scripts pass `DATABASE_URL=` to force the embedded database. */
const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = optional.pipe(
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1' || value === 'yes'),
);

/** A whole number ≥ 0, or unset. */
const count = (what: string) =>
  optional.pipe(
    z.coerce
      .number<string | undefined>({ error: `must be ${what}` })
      .int({ error: `must be ${what}` })
      .min(0, { error: `must be ${what}` })
      .optional(),
  );

/** node's resolver is the judge of what it accepts (IPv4 or IPv6, with an optional port). */
const areNameServers = (servers: string[]): boolean => {
  try {
    new Resolver().setServers(servers);
    return servers.length > 0;
  } catch {
    return false;
  }
};

const envSchema = z.object({
  PORT: optional.pipe(
    z.coerce
      .number<string | undefined>({ error: 'must be a port number' })
      .int({ error: 'must be a port number' })
      .min(0, { error: 'must be between 0 and 65535' })
      .max(65_535, { error: 'must be between 0 and 65535' })
      .default(8080),
  ),
  HOST: optional.pipe(z.string().default('127.0.0.1')),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// connection string' })
      .optional(),
  ),
  DATA_DIR: optional.pipe(z.string().default(defaultDataDir)),
  FIREBASE_PROJECT_ID: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]{4,40}$/, {
        error: 'must be a Firebase project id (lower-case letters, digits, dashes)',
      })
      .default('demo-hearback'),
  ),
  FIREBASE_API_KEY: optional.pipe(z.string().default('demo-api-key')),
  FIREBASE_AUTH_EMULATOR_HOST: optional.pipe(
    z
      .string()
      .regex(/^[^:/\s]+:\d{1,5}$/, { error: 'must be host:port, such as 127.0.0.1:9099' })
      .optional(),
  ),
  STATIC_ROOT: optional.pipe(
    z.string().refine(isDirectory, { error: 'must be an existing folder (the built dashboard)' }).optional(),
  ),
  SEED_DEMO: booleanFlag,
  SMTP_URL: optional.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, {
        error: 'must be an smtp:// or smtps:// URL, such as smtp://user:pass@mail.example:587',
      })
      .optional(),
  ),
  MAIL_OUTBOX_DIR: optional,
  MAIL_FROM: optional,
  CONTACT_EMAIL: optional.pipe(
    z
      .string()
      .max(EMAIL_ADDRESS_MAX, { error: 'must be an e-mail address' })
      .refine(isEmailAddress, { error: 'must be an e-mail address' })
      .optional(),
  ),
  PUBLIC_URL: optional.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s/]+$/, {
        error: 'must be an origin such as https://feedback.example (no path)',
      })
      .optional(),
  ),
  RECAPTCHA_SECRET: optional,
  RECAPTCHA_SITE_KEY: optional,
  ALTCHA_HMAC_KEY: optional.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  UPLOAD_SIGNING_SECRET: optional.pipe(
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  SECRETS_ENCRYPTION_KEY: optional.pipe(
    z
      .string()
      .refine((value) => parseSecretsKey(value) !== null, { error: SECRETS_KEY_FORMAT })
      .optional(),
  ),
  UPLOAD_MAX_BYTES: count('a number of bytes').pipe(
    z.number().min(1024, { error: 'must be at least 1024 bytes' }).optional(),
  ),
  TRUSTED_PROXY: optional.pipe(
    z
      .string()
      .regex(/^(true|false|\d{1,2})$/, {
        error: 'must be false, true (one proxy) or the number of proxies in front of the server',
      })
      .optional()
      .transform((value) =>
        value === 'true' ? 1 : value === 'false' || value === undefined ? 0 : Number(value),
      ),
  ),
  WIDGET_RATE_LIMIT_PER_IP: count('a number of requests per minute (0: no limit)'),
  WIDGET_RATE_LIMIT_PER_KEY: count('a number of requests per minute (0: no limit)'),
  S3_BUCKET: optional,
  S3_ENDPOINT: optional.pipe(
    z
      .string()
      .regex(/^https?:\/\/\S+$/, { error: 'must be an http(s):// URL' })
      .optional(),
  ),
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: optional.pipe(
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .optional()
      .transform((value) =>
        value === undefined ? undefined : value === 'true' || value === '1' || value === 'yes',
      ),
  ),
  NODE_ENV: optional.pipe(
    z
      .enum(['production', 'development', 'test'], { error: 'must be production, development or test' })
      .optional(),
  ),
  GRAPHQL_INTROSPECTION: optional.pipe(
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .optional()
      .transform((value) =>
        value === undefined ? undefined : value === 'true' || value === '1' || value === 'yes',
      ),
  ),
  GRAPHQL_RATE_LIMIT_PER_USER: count('a number of requests per minute (0: no limit)'),
  GRAPHQL_RATE_LIMIT_PER_IP: count('a number of requests per minute (0: no limit)'),
  METRICS_TOKEN: optional.pipe(z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
  REMOTE_ORIGINS: optional.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s/,]+(\s*,\s*https?:\/\/[^\s/,]+)*$/, {
        error: 'must be origins separated by commas, such as https://cdn.example (no path)',
      })
      .optional()
      .transform((value) => value?.split(',').map((origin) => origin.trim())),
  ),
  SHUTDOWN_GRACE_MS: count('a number of milliseconds'),
  DATABASE_CONNECT_TIMEOUT_MS: count('a number of milliseconds').pipe(
    z.number().min(100, { error: 'must be at least 100 milliseconds' }).optional(),
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: count('a number of milliseconds (0: no limit)'),
  READINESS_TIMEOUT_MS: count('a number of milliseconds').pipe(
    z.number().min(100, { error: 'must be at least 100 milliseconds' }).optional(),
  ),
  JOB_LEASE_MS: count('a number of milliseconds').pipe(
    z.number().min(1_000, { error: 'must be at least 1000 milliseconds' }).optional(),
  ),
  JOBS_WORKER: optional.pipe(
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .optional()
      .transform((value) => value === undefined || value === 'true' || value === '1' || value === 'yes'),
  ),
  TRANSCRIPTION_ENGINE: optional.pipe(
    z.enum(TRANSCRIPTION_ENGINES, { error: 'must be embedded, openai or off' }).optional(),
  ),
  POCKETSPHINX_MODEL_DIR: optional.pipe(z.string().default(DEFAULT_POCKETSPHINX_MODEL_DIR)),
  TRANSCRIPTION_URL: optional.pipe(
    z
      .string()
      .regex(/^https?:\/\/\S+$/, {
        error: 'must be an http(s):// base URL, such as https://api.openai.com/v1',
      })
      .optional(),
  ),
  TRANSCRIPTION_API_KEY: optional,
  TRANSCRIPTION_MODEL: optional.pipe(z.string().default(DEFAULT_TRANSCRIPTION_MODEL)),
  INTEGRATIONS_ALLOW_PRIVATE_NETWORKS: booleanFlag,
  DNS_SERVERS: optional.pipe(
    z
      .string()
      .transform((value) => value.split(',').map((server) => server.trim()))
      .refine(areNameServers, {
        error: 'must be name server addresses separated by commas, such as 1.1.1.1, [::1]:5353',
      })
      .optional(),
  ),
  ORPHAN_UPLOAD_MAX_AGE_HOURS: count('a number of hours').pipe(
    z.number().min(1, { error: 'must be at least 1 hour' }).optional(),
  ),
  LOG_LEVEL: optional.pipe(
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be a pino level' })
      .default('info'),
  ),
});

/** Never echoed back in an error: they hold passwords or keys. */
const SECRETS = new Set([
  'TRANSCRIPTION_API_KEY',
  'METRICS_TOKEN',
  'SMTP_URL',
  'RECAPTCHA_SECRET',
  'ALTCHA_HMAC_KEY',
  'UPLOAD_SIGNING_SECRET',
  'SECRETS_ENCRYPTION_KEY',
  'S3_SECRET_ACCESS_KEY',
]);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The server configuration is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Reads the configuration; every bad variable is reported, each with what it should be. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const got = SECRETS.has(name) ? `${env[name]?.length ?? 0} characters` : `"${env[name]}"`;
        return `${issue.path.join('.')} ${issue.message} (got ${got}).`;
      }),
    );
  }
  const value = parsed.data;
  const problems: string[] = [];
  if (Boolean(value.RECAPTCHA_SECRET) !== Boolean(value.RECAPTCHA_SITE_KEY)) {
    problems.push(
      'RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY must be set together (or neither, for the ALTCHA check).',
    );
  }
  if (value.TRANSCRIPTION_API_KEY && !value.TRANSCRIPTION_URL) {
    problems.push(
      "TRANSCRIPTION_API_KEY is set but TRANSCRIPTION_URL is not: set the provider's base URL too.",
    );
  }
  const transcription = resolveTranscription({
    engine: value.TRANSCRIPTION_ENGINE,
    openai: value.TRANSCRIPTION_URL
      ? {
          url: value.TRANSCRIPTION_URL,
          apiKey: value.TRANSCRIPTION_API_KEY,
          model: value.TRANSCRIPTION_MODEL,
        }
      : undefined,
    searchPath: env.PATH,
    modelDir: path.resolve(value.POCKETSPHINX_MODEL_DIR),
  });
  if ('problem' in transcription) problems.push(transcription.problem);
  if (value.NODE_ENV === 'production') problems.push(...productionProblems(value, env));
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    dataDir: path.resolve(value.DATA_DIR),
    firebaseProjectId: value.FIREBASE_PROJECT_ID,
    firebaseApiKey: value.FIREBASE_API_KEY,
    firebaseAuthEmulatorHost: value.FIREBASE_AUTH_EMULATOR_HOST,
    staticRoot: value.STATIC_ROOT ? path.resolve(value.STATIC_ROOT) : undefined,
    seedDemo: value.SEED_DEMO,
    logLevel: value.LOG_LEVEL,
    smtpUrl: value.SMTP_URL,
    mailOutboxDir: value.MAIL_OUTBOX_DIR ? path.resolve(value.MAIL_OUTBOX_DIR) : undefined,
    mailFrom: value.MAIL_FROM,
    contactEmail: value.CONTACT_EMAIL,
    publicUrl: value.PUBLIC_URL,
    recaptchaSecret: value.RECAPTCHA_SECRET,
    recaptchaSiteKey: value.RECAPTCHA_SITE_KEY,
    altchaHmacKey: value.ALTCHA_HMAC_KEY,
    uploadSigningSecret: value.UPLOAD_SIGNING_SECRET,
    secretsEncryptionKey: value.SECRETS_ENCRYPTION_KEY,
    uploadMaxBytes: value.UPLOAD_MAX_BYTES,
    trustedProxyHops: value.TRUSTED_PROXY,
    widgetRateLimitPerIp: value.WIDGET_RATE_LIMIT_PER_IP,
    widgetRateLimitPerKey: value.WIDGET_RATE_LIMIT_PER_KEY,
    production: value.NODE_ENV === 'production',
    graphqlIntrospection: value.GRAPHQL_INTROSPECTION ?? value.NODE_ENV !== 'production',
    graphqlRateLimitPerUser: value.GRAPHQL_RATE_LIMIT_PER_USER,
    graphqlRateLimitPerIp: value.GRAPHQL_RATE_LIMIT_PER_IP,
    metricsToken: value.METRICS_TOKEN,
    remoteOrigins: value.REMOTE_ORIGINS,
    shutdownGraceMs: value.SHUTDOWN_GRACE_MS,
    databaseTimeouts: {
      connectMs: value.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: value.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    readinessTimeoutMs: value.READINESS_TIMEOUT_MS,
    jobLeaseMs: value.JOB_LEASE_MS,
    jobsWorker: value.JOBS_WORKER,
    transcription: 'problem' in transcription ? undefined : transcription,
    orphanUploadMaxAgeHours: value.ORPHAN_UPLOAD_MAX_AGE_HOURS,
    integrationsAllowPrivateNetworks: value.INTEGRATIONS_ALLOW_PRIVATE_NETWORKS,
    dnsServers: value.DNS_SERVERS,
    s3: value.S3_BUCKET
      ? {
          bucket: value.S3_BUCKET,
          endpoint: value.S3_ENDPOINT,
          region: value.S3_REGION,
          accessKeyId: value.S3_ACCESS_KEY_ID,
          secretAccessKey: value.S3_SECRET_ACCESS_KEY,
          forcePathStyle: value.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}
