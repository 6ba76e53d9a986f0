/**
 * The one door to Module Federation at run time: the remotes of the runtime manifest are
 * registered here and every federated module is loaded through here, so the rest of the shell
 * never names the federation runtime and tests mock this one file.
 */
import type { RemoteName } from '@hearback/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Remote name → URL of its mf-manifest.json (or remoteEntry.js), as `/remotes.json` lists them. */
export type RemoteEntries = Partial<Record<RemoteName, string>>;

type RoutesModule = typeof import('remote_products/Routes');
type LifecyclesModule = typeof import('remote_products/lifecycles');

export function registerRuntimeRemotes(entries: RemoteEntries): void {
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

async function load<T>(id: string, isValid: (module: T) => boolean): Promise<T> {
  const module = await loadRemote<T>(id);
  // null: the runtime gave up (errorLoadRemote offered no fallback); either way no usable module.
  if (!module || !isValid(module)) throw new Error(`${id} could not be loaded.`);
  return module;
}

/** `<remote>/Routes`: the remote's route tree, as a module with a default export (React.lazy's shape). */
export function loadRemoteRoutes(remote: RemoteName): Promise<RoutesModule> {
  return load<RoutesModule>(`${remote}/Routes`, (module) => Boolean(module.default));
}

/** `<remote>/lifecycles`: single-spa lifecycles, to mount a remote outside the shell's React tree. */
export function loadRemoteLifecycles(remote: RemoteName): Promise<LifecyclesModule> {
  return load<LifecyclesModule>(`${remote}/lifecycles`, (module) => typeof module.mount === 'function');
}
