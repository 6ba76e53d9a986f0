/** The variables these rules read, as the schema parsed them (blank counts as unset). */
export interface ProductionSettings {
  DATABASE_URL?: string;
  FIREBASE_PROJECT_ID: string;
  FIREBASE_API_KEY: string;
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  PUBLIC_URL?: string;
  SMTP_URL?: string;
  RECAPTCHA_SECRET?: string;
  ALTCHA_HMAC_KEY?: string;
  UPLOAD_SIGNING_SECRET?: string;
  SECRETS_ENCRYPTION_KEY?: string;
  METRICS_TOKEN?: string;
  SEED_DEMO: boolean;
}

const required = (name: string, why: string) =>
  `${name} is required in production (NODE_ENV=production): ${why}`;

/**
 * What a production installation must set, where the embedded defaults would start a server that
 * looks fine and then fails people: unverifiable sign-ins, links to 127.0.0.1, mail kept in a
 * folder, secrets that differ between API servers.
 */
export function productionProblems(value: ProductionSettings, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (value.FIREBASE_AUTH_EMULATOR_HOST) {
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST must not be set in production (NODE_ENV=production): the emulator accepts any sign-in.',
    );
  }
  if (!env.FIREBASE_PROJECT_ID?.trim() || value.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    problems.push(
      required('FIREBASE_PROJECT_ID', 'the id of your real Firebase project (not a demo- project).'),
    );
  }
  if (!env.FIREBASE_API_KEY?.trim()) {
    problems.push(required('FIREBASE_API_KEY', "your Firebase project's Web API key."));
  }
  if (!value.PUBLIC_URL) {
    problems.push(
      required('PUBLIC_URL', 'the origin links in e-mails point at, such as https://feedback.example.'),
    );
  }
  if (!value.SMTP_URL) {
    problems.push(
      required('SMTP_URL', 'invitations and verification links must reach people, not a folder.'),
    );
  }
  // Without a token /metrics answers anyone: request counts, latencies and queue depths are a
  // map of the installation and of its traffic, not for the public side of a proxy.
  if (!value.METRICS_TOKEN) {
    problems.push(
      required(
        'METRICS_TOKEN',
        'at least 16 random characters; Prometheus sends it as `Authorization: Bearer …` to read /metrics.',
      ),
    );
  }
  if (value.SEED_DEMO) {
    problems.push(
      'SEED_DEMO must not be true in production (NODE_ENV=production): it creates demo accounts.',
    );
  }
  // With PostgreSQL, any number of API servers may share the data: what one signs, another checks.
  if (value.DATABASE_URL && !value.UPLOAD_SIGNING_SECRET) {
    problems.push(
      required(
        'UPLOAD_SIGNING_SECRET',
        'at least 32 characters, the same on every API server (it signs upload and download links).',
      ),
    );
  }
  if (value.DATABASE_URL && !value.SECRETS_ENCRYPTION_KEY) {
    problems.push(
      required(
        'SECRETS_ENCRYPTION_KEY',
        "32 random bytes (`openssl rand -base64 32`), the same on every API server (it encrypts the integrations' secrets in the database); keep a copy, a lost key loses them.",
      ),
    );
  }
  if (value.DATABASE_URL && !value.RECAPTCHA_SECRET && !value.ALTCHA_HMAC_KEY) {
    problems.push(
      required(
        'ALTCHA_HMAC_KEY',
        'at least 32 characters, the same on every API server (or set RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY).',
      ),
    );
  }
  return problems;
}
