import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../env';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    configFromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  return [];
};

/** What a real deployment sets (docs: README, "Production deployment"). */
const PRODUCTION: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://hearback@db.internal/hearback',
  FIREBASE_PROJECT_ID: 'acme-feedback',
  FIREBASE_API_KEY: 'AIzaSyExampleExampleExample',
  PUBLIC_URL: 'https://feedback.acme.example',
  SMTP_URL: 'smtps://mailer:secret@mail.acme.example:465',
  UPLOAD_SIGNING_SECRET: 'u'.repeat(40),
  ALTCHA_HMAC_KEY: 'a'.repeat(40),
  SECRETS_ENCRYPTION_KEY: 'f'.repeat(64),
  METRICS_TOKEN: 'm'.repeat(32),
  TRUSTED_PROXY: '1',
};

describe('configuration checks of hardening and operability', () => {
  it('reads the GraphQL, metrics, CSP and shutdown settings', () => {
    expect(
      configFromEnv({
        GRAPHQL_INTROSPECTION: 'false',
        GRAPHQL_RATE_LIMIT_PER_USER: '100',
        GRAPHQL_RATE_LIMIT_PER_IP: '0',
        METRICS_TOKEN: 'm'.repeat(20),
        REMOTE_ORIGINS: 'https://cdn.example, https://eu.cdn.example',
        SHUTDOWN_GRACE_MS: '25000',
      }),
    ).toMatchObject({
      production: false,
      graphqlIntrospection: false,
      graphqlRateLimitPerUser: 100,
      graphqlRateLimitPerIp: 0,
      metricsToken: 'm'.repeat(20),
      remoteOrigins: ['https://cdn.example', 'https://eu.cdn.example'],
      shutdownGraceMs: 25_000,
    });
  });

  it('turns introspection off in production unless asked for', () => {
    expect(configFromEnv(PRODUCTION)).toMatchObject({ production: true, graphqlIntrospection: false });
    expect(configFromEnv({ ...PRODUCTION, GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(true);
    expect(configFromEnv({}).graphqlIntrospection).toBe(true);
  });

  it('reports each bad hardening variable, never echoing the metrics token', () => {
    expect(
      problemsOf({
        NODE_ENV: 'staging',
        GRAPHQL_INTROSPECTION: 'sometimes',
        GRAPHQL_RATE_LIMIT_PER_USER: '-1',
        METRICS_TOKEN: 'short',
        REMOTE_ORIGINS: 'cdn.example/path',
        SHUTDOWN_GRACE_MS: 'soon',
      }),
    ).toEqual([
      'NODE_ENV must be production, development or test (got "staging").',
      'GRAPHQL_INTROSPECTION must be true or false (got "sometimes").',
      'GRAPHQL_RATE_LIMIT_PER_USER must be a number of requests per minute (0: no limit) (got "-1").',
      'METRICS_TOKEN must be at least 16 characters (got 5 characters).',
      'REMOTE_ORIGINS must be origins separated by commas, such as https://cdn.example (no path) (got "cdn.example/path").',
      'SHUTDOWN_GRACE_MS must be a number of milliseconds (got "soon").',
    ]);
  });

  it('starts in production with everything a deployment needs', () => {
    expect(problemsOf(PRODUCTION)).toEqual([]);
  });

  it('names every variable production is missing, with what it must be', () => {
    expect(problemsOf({ NODE_ENV: 'production', DATABASE_URL: PRODUCTION.DATABASE_URL })).toEqual([
      'FIREBASE_PROJECT_ID is required in production (NODE_ENV=production): the id of your real Firebase project (not a demo- project).',
      "FIREBASE_API_KEY is required in production (NODE_ENV=production): your Firebase project's Web API key.",
      'PUBLIC_URL is required in production (NODE_ENV=production): the origin links in e-mails point at, such as https://feedback.example.',
      'SMTP_URL is required in production (NODE_ENV=production): invitations and verification links must reach people, not a folder.',
      'METRICS_TOKEN is required in production (NODE_ENV=production): at least 16 random characters; Prometheus sends it as `Authorization: Bearer …` to read /metrics.',
      'UPLOAD_SIGNING_SECRET is required in production (NODE_ENV=production): at least 32 characters, the same on every API server (it signs upload and download links).',
      "SECRETS_ENCRYPTION_KEY is required in production (NODE_ENV=production): 32 random bytes (`openssl rand -base64 32`), the same on every API server (it encrypts the integrations' secrets in the database); keep a copy, a lost key loses them.",
      'ALTCHA_HMAC_KEY is required in production (NODE_ENV=production): at least 32 characters, the same on every API server (or set RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY).',
    ]);
  });

  it('refuses the embedded defaults that must never reach production', () => {
    expect(
      problemsOf({
        ...PRODUCTION,
        FIREBASE_PROJECT_ID: 'demo-hearback',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        SEED_DEMO: 'true',
      }),
    ).toEqual([
      'FIREBASE_AUTH_EMULATOR_HOST must not be set in production (NODE_ENV=production): the emulator accepts any sign-in.',
      'FIREBASE_PROJECT_ID is required in production (NODE_ENV=production): the id of your real Firebase project (not a demo- project).',
      'SEED_DEMO must not be true in production (NODE_ENV=production): it creates demo accounts.',
    ]);
  });

  it('lets one embedded (PGlite) production server keep its generated secrets', () => {
    const {
      DATABASE_URL: _,
      UPLOAD_SIGNING_SECRET: __,
      ALTCHA_HMAC_KEY: ___,
      SECRETS_ENCRYPTION_KEY: ____,
      ...embedded
    } = PRODUCTION;
    expect(problemsOf(embedded)).toEqual([]);
  });

  it('refuses to start a production server whose /metrics would be open to anyone', () => {
    const { METRICS_TOKEN: _, ...open } = PRODUCTION;
    expect(problemsOf(open)).toEqual([
      'METRICS_TOKEN is required in production (NODE_ENV=production): at least 16 random characters; Prometheus sends it as `Authorization: Bearer …` to read /metrics.',
    ]);
    const { DATABASE_URL: __, ...embedded } = open;
    expect(problemsOf(embedded)).toHaveLength(1);
  });
});
