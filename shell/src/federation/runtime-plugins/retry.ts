/**
 * Retries the two network steps of loading a remote, with backoff: its mf-manifest.json (the
 * `fetch` hook) and its remoteEntry.js script (`loadEntryError`). A 4xx is final (the file is not
 * there; retrying would only delay the error screen); network errors and 5xx are retried.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RETRY_DELAYS_MS, sleep, withBackoff } from './backoff';

class RetryableHttpError extends Error {}

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

async function retryRemoteEntry({
  getRemoteEntry,
  origin,
  remoteInfo,
  remoteEntryExports,
  globalLoading,
  uniqueKey,
}: LoadEntryErrorArgs) {
  for (const delay of RETRY_DELAYS_MS) {
    await sleep(delay);
    // The failed load is still cached under this key; drop it so the script is requested again.
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      // Next delay; after the last one the original error reaches errorLoadRemote.
    }
  }
  return undefined;
}

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hearback-retry',
    fetch(url, init) {
      return withBackoff(
        async () => {
          const response = await fetch(url, init);
          if (response.status >= 500) throw new RetryableHttpError(`${url} answered HTTP ${response.status}`);
          return response;
        },
        { shouldRetry: (error) => error instanceof RetryableHttpError || error instanceof TypeError },
      );
    },
    loadEntryError(args) {
      // The hook is typed as a promise of a promise; the runtime awaits through both.
      return new Promise((resolve) => resolve(retryRemoteEntry(args)));
    },
  };
}
