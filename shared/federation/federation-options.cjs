// ModuleFederationPlugin options for the shell and the remotes. Each app's
// `module-federation.config.ts` wraps one of these in `createModuleFederationConfig`.
const path = require('node:path');
const { createSharedMap } = require('./shared-map.cjs');
const { scanUsedExports } = require('./used-exports.cjs');

const WORKSPACE_ROOT = path.resolve(__dirname, '../..');

/**
 * Shared tree shaking (MF 2.9 `treeShaking`, mode `runtime-infer`). Shared whole, these cost
 * (gzip) antd ~420 KB, the icons ~185 KB, react-router-dom ~62 KB, graphql ~46 KB, Apollo's entry
 * points ~62 KB; trimmed to what the dashboard imports, a fraction of that. A singleton takes the
 * copy loaded first (the shell's) without comparing exports, so every app must emit the SAME
 * trimmed copy: each declares the union over the workspace as `usedExports`. A package stands for
 * all its exact share keys (`@apollo/client` also for `@apollo/client/react`…).
 * HEARBACK_SHARED_TREE_SHAKING (comma-separated, '' for none) overrides the list, for measuring.
 */
const DEFAULT_TREE_SHAKEN =
  // Not in dev: a component a remote starts using would be missing from the shell's trimmed copy
  // until the shell restarted, and the extra builds slow every dev server's start.
  isDevBuild() ? '' : 'antd,@ant-design/icons,react-router-dom,graphql,@apollo/client';
const TREE_SHAKEN = (process.env.HEARBACK_SHARED_TREE_SHAKING ?? DEFAULT_TREE_SHAKEN)
  .split(',')
  .filter(Boolean);

function isDevBuild() {
  return process.env.NODE_ENV === 'development';
}

/** The share keys of `shareKeys` that belong to a tree-shaken package (prefix keys never do). */
function treeShakenKeys(shareKeys, packages = TREE_SHAKEN) {
  return shareKeys.filter(
    (key) => !key.endsWith('/') && packages.some((name) => key === name || key.startsWith(`${name}/`)),
  );
}

function treeShakingOverrides(dir) {
  const keys = treeShakenKeys(Object.keys(createSharedMap({ fromDir: dir })));
  const used = scanUsedExports({ workspaceRoot: WORKSPACE_ROOT, packages: keys });
  return Object.fromEntries(
    keys
      // A namespace import (`import * as x`) needs every export: share that package whole.
      .filter((key) => !used[key].includes('*'))
      .map((key) => [key, { treeShaking: { mode: 'runtime-infer', usedExports: used[key] } }]),
  );
}

const withTreeShaking = (dir, overrides = {}) => {
  const base = treeShakingOverrides(dir);
  for (const [key, value] of Object.entries(overrides)) base[key] = { ...base[key], ...value };
  return base;
};

/**
 * Remotes that use the shell's copy of the federation runtime core instead of bundling their own
 * (about 18 KB gzip less per remote a page loads): every remote in production builds, but
 * remote_feedback, whose public pages other sites may embed through a host that does not provide
 * it. Dev builds keep their own, so each remote's standalone dev page still runs without the shell.
 */
function usesHostRuntime(name) {
  return !isDevBuild() && name !== 'remote_feedback';
}

/** Remotes expose only these two modules, only from `src/exposes/`. */
const REMOTE_EXPOSES = {
  './Routes': './src/exposes/Routes.tsx',
  './lifecycles': './src/exposes/lifecycles.tsx',
};

const assertContainerName = (name) => {
  // The remote entry defines a global of this name, so it must be a JS identifier.
  if (!/^remote_[a-z]+$/.test(name)) throw new Error(`Remote names are snake_case identifiers: ${name}`);
};

/**
 * A remote: its container `name` is also its `output.uniqueName`; `mf-manifest.json` is what the
 * shell's runtime manifest points at. `dts: false` because the type plugin downloads types over
 * HTTP (the shell has a hand-written `remotes.d.ts` instead).
 */
function remoteFederationOptions({ name, dir, sharedOverrides }) {
  assertContainerName(name);
  return {
    name,
    filename: 'remoteEntry.js',
    exposes: REMOTE_EXPOSES,
    shared: createSharedMap({ fromDir: dir, overrides: withTreeShaking(dir, sharedOverrides) }),
    manifest: true,
    dts: false,
    experiments: {
      // A remote consumes no other remote: drop that part of the runtime from its remoteEntry.js.
      optimization: { disableRemote: true, target: 'web' },
      externalRuntime: usesHostRuntime(name),
    },
  };
}

/**
 * The shell: no build-time remotes (they come from `/remotes.json` at run time);
 * `loaded-first` so one offline remote cannot stall start-up waiting for a higher version.
 */
function hostFederationOptions({ dir, runtimePlugins = [], sharedOverrides }) {
  return {
    name: 'shell',
    remotes: {},
    shared: createSharedMap({ fromDir: dir, overrides: withTreeShaking(dir, sharedOverrides) }),
    shareStrategy: 'loaded-first',
    runtimePlugins,
    // Not fetched by anyone: bench/dashboard-size.mjs reads which files each shared package costs.
    manifest: true,
    dts: false,
    experiments: {
      optimization: { target: 'web' },
      // The runtime core the remotes' production builds leave out (see usesHostRuntime).
      provideExternalRuntime: !isDevBuild(),
    },
  };
}

module.exports = {
  REMOTE_EXPOSES,
  TREE_SHAKEN,
  hostFederationOptions,
  remoteFederationOptions,
  treeShakenKeys,
  usesHostRuntime,
};
