import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, repoRoot } from '../env';

describe('configFromEnv', () => {
  it('has a default for everything optional', () => {
    // Other settings have their own tests; these are the ones every installation starts from.
    expect(configFromEnv({})).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, '.data/pglite'),
      firebaseProjectId: 'demo-hearback',
      firebaseApiKey: 'demo-api-key',
      firebaseAuthEmulatorHost: undefined,
      staticRoot: undefined,
      seedDemo: false,
      logLevel: 'info',
    });
  });

  it('treats blank variables as unset and reads the rest', () => {
    const config = configFromEnv({
      PORT: '9000',
      DATABASE_URL: '',
      DATA_DIR: 'relative/dir',
      SEED_DEMO: 'true',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      STATIC_ROOT: repoRoot,
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: undefined,
      dataDir: path.resolve('relative/dir'),
      seedDemo: true,
      firebaseAuthEmulatorHost: '127.0.0.1:9099',
      staticRoot: repoRoot,
    });
  });

  it('reports every bad variable with what it should be', () => {
    let problems: string[] = [];
    try {
      configFromEnv({
        PORT: '70000',
        DATABASE_URL: 'mysql://db',
        FIREBASE_PROJECT_ID: 'Not Valid',
        FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099',
        STATIC_ROOT: '/no/such/site',
        SEED_DEMO: 'maybe',
        LOG_LEVEL: 'loud',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([
      'PORT must be between 0 and 65535 (got "70000").',
      'DATABASE_URL must be a postgres:// or postgresql:// connection string (got "mysql://db").',
      'FIREBASE_PROJECT_ID must be a Firebase project id (lower-case letters, digits, dashes) (got "Not Valid").',
      'FIREBASE_AUTH_EMULATOR_HOST must be host:port, such as 127.0.0.1:9099 (got "http://127.0.0.1:9099").',
      'STATIC_ROOT must be an existing folder (the built dashboard) (got "/no/such/site").',
      'SEED_DEMO must be true or false (got "maybe").',
      'LOG_LEVEL must be a pino level (got "loud").',
    ]);
  });

  it('reads the mail, link and bot check settings', () => {
    expect(
      configFromEnv({
        SMTP_URL: 'smtps://user:pw@mail.example:465',
        MAIL_OUTBOX_DIR: 'outbox',
        MAIL_FROM: 'Feedback <hi@example.com>',
        CONTACT_EMAIL: 'ops@example.com',
        PUBLIC_URL: 'https://feedback.example',
        RECAPTCHA_SECRET: 'secret',
        RECAPTCHA_SITE_KEY: 'site',
        ALTCHA_HMAC_KEY: 'k'.repeat(32),
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://user:pw@mail.example:465',
      mailOutboxDir: path.resolve('outbox'),
      mailFrom: 'Feedback <hi@example.com>',
      contactEmail: 'ops@example.com',
      publicUrl: 'https://feedback.example',
      recaptchaSecret: 'secret',
      recaptchaSiteKey: 'site',
      altchaHmacKey: 'k'.repeat(32),
    });
  });

  it('never echoes secrets, and wants both reCAPTCHA keys or neither', () => {
    const problemsOf = (env: NodeJS.ProcessEnv) => {
      try {
        configFromEnv(env);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(
      problemsOf({
        SMTP_URL: 'http://user:hunter2@mail',
        ALTCHA_HMAC_KEY: 'short',
        PUBLIC_URL: 'https://x.example/app',
      }),
    ).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL, such as smtp://user:pass@mail.example:587 (got 24 characters).',
      'PUBLIC_URL must be an origin such as https://feedback.example (no path) (got "https://x.example/app").',
      'ALTCHA_HMAC_KEY must be at least 32 characters (got 5 characters).',
    ]);
    expect(problemsOf({ RECAPTCHA_SECRET: 'secret' })).toEqual([
      'RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY must be set together (or neither, for the ALTCHA check).',
    ]);
  });
});
