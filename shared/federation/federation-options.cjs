// ModuleFederationPlugin options for the shell and the remotes. Each app's
// `module-federation.config.ts` wraps one of these in `createModuleFederationConfig`.
const path = require('node:path');
const { createSharedMap } = require('./shared-map.cjs');
const { scanUsedExports } = require('./used-exports.cjs');

const WORKSPACE_ROOT = path.resolve(__dirname, '../..');

/**
 * Shared tree shaking (MF 2.9 `treeShaking`, mode `runtime-infer`). Shared whole, these cost
 * (gzip) antd ~420 KB, the icons ~185 KB, react-router-dom ~62 KB, graphql ~46 KB; trimmed to
 * what the dashboard imports, a fraction of that. A singleton takes the copy loaded first (the
 * shell's) without comparing exports, so every app must emit the SAME trimmed copy: each declares
 * the union over the workspace as `usedExports`. (Apollo's subpath modules import each other by
 * package name, so trimming them saves next to nothing: they stay whole.)
 * HEARBACK_SHARED_TREE_SHAKING (comma-separated, '' for none) overrides the list, for measuring.
 */
const DEFAULT_TREE_SHAKEN =
  // Not in dev: a component a remote starts using would be missing from the shell's trimmed copy
  // until the shell restarted, and the extra builds slow every dev server's start.
  process.env.NODE_ENV === 'development' ? '' : 'antd,@ant-design/icons,react-router-dom,graphql';
const TREE_SHAKEN = (process.env.HEARBACK_SHARED_TREE_SHAKING ?? DEFAULT_TREE_SHAKEN)
  .split(',')
  .filter(Boolean);

function treeShakingOverrides() {
  const used = scanUsedExports({ workspaceRoot: WORKSPACE_ROOT, packages: TREE_SHAKEN });
  return Object.fromEntries(
    TREE_SHAKEN
      // A namespace import (`import * as x`) needs every export: share that package whole.
      .filter((name) => !used[name].includes('*'))
      .map((name) => [name, { treeShaking: { mode: 'runtime-infer', usedExports: used[name] } }]),
  );
}

const withTreeShaking = (overrides = {}) => {
  const base = treeShakingOverrides();
  for (const [key, value] of Object.entries(overrides)) base[key] = { ...base[key], ...value };
  return base;
};

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
    shared: createSharedMap({ fromDir: dir, overrides: withTreeShaking(sharedOverrides) }),
    manifest: true,
    dts: false,
    // A remote consumes no other remote: drop that part of the runtime from its remoteEntry.js.
    experiments: { optimization: { disableRemote: true, target: 'web' } },
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
    shared: createSharedMap({ fromDir: dir, overrides: withTreeShaking(sharedOverrides) }),
    shareStrategy: 'loaded-first',
    runtimePlugins,
    // Not fetched by anyone: bench/dashboard-size.mjs reads which files each shared package costs.
    manifest: true,
    dts: false,
    experiments: { optimization: { target: 'web' } },
  };
}

module.exports = { REMOTE_EXPOSES, TREE_SHAKEN, hostFederationOptions, remoteFederationOptions };
