/**
 * Deploy-time settings the built dashboard reads at start-up from `/config.json` (served by the
 * API server), so one build runs against any API, Firebase project or auth emulator.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

export interface RuntimeConfig {
  /** Base URL of the API; '' means the page's own origin. */
  apiUrl: string;
  firebase: FirebaseWebConfig;
  /** e.g. 'http://127.0.0.1:9099'; null in production. */
  authEmulatorUrl: string | null;
}

let current: RuntimeConfig | null = null;
let loading: Promise<RuntimeConfig> | null = null;

const isString = (value: unknown): value is string => typeof value === 'string';

/** Rejects a malformed file with the field at fault, instead of failing later in Firebase or Apollo. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const firebase = (
    typeof source.firebase === 'object' && source.firebase !== null ? source.firebase : {}
  ) as Record<string, unknown>;
  const problems: string[] = [];
  if (!isString(source.apiUrl)) problems.push('apiUrl');
  for (const key of ['apiKey', 'authDomain', 'projectId'] as const) {
    if (!isString(firebase[key])) problems.push(`firebase.${key}`);
  }
  const emulator = source.authEmulatorUrl ?? null;
  if (emulator !== null && !isString(emulator)) problems.push('authEmulatorUrl');
  if (problems.length > 0) throw new Error(`config.json is missing or has a wrong ${problems.join(', ')}.`);
  return {
    apiUrl: (source.apiUrl as string).replace(/\/+$/, ''),
    firebase: {
      apiKey: firebase.apiKey as string,
      authDomain: firebase.authDomain as string,
      projectId: firebase.projectId as string,
    },
    authEmulatorUrl: (emulator as string | null) || null,
  };
}

/** Fetches `/config.json` from the page origin once; later calls share the same answer. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (current) return Promise.resolve(current);
  loading ??= fetch(new URL('/config.json', window.location.origin), { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`config.json could not be loaded (HTTP ${response.status}).`);
      current = parseRuntimeConfig(await response.json());
      return current;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** The loaded config; throws when called before `loadRuntimeConfig` (a start-up ordering bug). */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime config is not loaded yet: await loadRuntimeConfig() first.');
  return current;
}

/** For tests and standalone mounts that get their config another way; null forgets it. */
export function setRuntimeConfig(config: RuntimeConfig | null): void {
  current = config;
}
