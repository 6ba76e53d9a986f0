/**
 * The runtime remote manifest `/remotes.json` (`{ "remote_auth": "<url of its mf-manifest.json>" }`):
 * where each remote lives in this deployment, read at start-up so one remote can be redeployed
 * (or moved) without rebuilding the shell.
 */
import { type RemoteName, ROUTES } from '@hearback/shared';
import type { RemoteEntries } from './load-remote';

const KNOWN_REMOTES = new Set<string>(Object.values(ROUTES).map((route) => route.remote));

/**
 * Checks names and URLs; relative URLs are resolved against `base` (the manifest's own URL, on the
 * page's origin), because the federation runtime needs absolute entries.
 */
export function parseRemoteManifest(raw: unknown, base: string): RemoteEntries {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error('remotes.json must be an object of remote name → manifest URL.');
  }
  const entries: RemoteEntries = {};
  for (const [name, url] of Object.entries(raw)) {
    if (!KNOWN_REMOTES.has(name)) throw new Error(`remotes.json names an unknown remote: ${name}.`);
    if (typeof url !== 'string' || url === '') throw new Error(`remotes.json has no URL for ${name}.`);
    entries[name as RemoteName] = new URL(url, base).href;
  }
  return entries;
}

/** Never cached (the server sends no-store; the request says so too): it is what a redeploy changes. */
export async function loadRemoteManifest(path = '/remotes.json'): Promise<RemoteEntries> {
  const url = new URL(path, window.location.href).href;
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json could not be loaded (HTTP ${response.status}).`);
  return parseRemoteManifest(await response.json(), url);
}
