// The Module Federation `shared` map of every app (shell and remotes). One list, so the shell
// and the remotes always agree on what is a singleton: two Reacts, two Apollo clients or two
// antd themes in one page are the failures this file exists to prevent.
//
// CommonJS on purpose: rspack configs (loaded by jiti) and plain node scripts both require it.
const fs = require('node:fs');
const path = require('node:path');
const { importedSubpaths } = require('./used-exports.cjs');

const WORKSPACE_ROOT = path.resolve(__dirname, '../..');

/**
 * Every singleton, by share key. A key ending in `/` shares the package's subpath imports
 * (`react-dom/client`, `@apollo/client/react`, `firebase/auth`): without it those imports are
 * bundled per app and React 19 breaks on the second copy (module-federation/core#4727).
 * `package` is whose installed version the key carries.
 */
const SINGLETONS = [
  { key: 'react', package: 'react' },
  { key: 'react/', package: 'react' },
  { key: 'react-dom', package: 'react-dom' },
  { key: 'react-dom/', package: 'react-dom' },
  { key: 'react-router-dom', package: 'react-router-dom' },
  { key: '@apollo/client', package: '@apollo/client' },
  // The subpaths the dashboard imports, each under its own key (see entryPointKeys).
  { key: '@apollo/client/', package: '@apollo/client', entryPointsOnly: true },
  { key: 'graphql', package: 'graphql' },
  { key: 'antd', package: 'antd' },
  { key: '@ant-design/icons', package: '@ant-design/icons' },
  { key: '@ant-design/cssinjs', package: '@ant-design/cssinjs' },
  { key: 'firebase/', package: 'firebase' },
  // antd's date handling; shared so a remote importing dayjs itself cannot bring a second copy.
  // Not its subpaths: plugins and locales are functions and data that register themselves on the
  // one dayjs; shared, each (antd's plugins, a locale per language) would be one more entry in
  // every page's start-up code for nothing.
  { key: 'dayjs', package: 'dayjs' },
  { key: '@hearback/shared', package: '@hearback/shared' },
];

/** React 19 needs react and react-dom at exactly one version across shell and remotes. */
const EXACT = new Set(['react', 'react-dom']);

/** Where to look for packages an app does not depend on directly (antd's own dependencies). */
const TRANSITIVE_VIA = { '@ant-design/cssinjs': 'antd', dayjs: 'antd' };

function findPackageJson(name, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * The version installed for `name` as seen from `fromDir` (an app folder). Read from the
 * package itself, never from the app's manifest: `workspace:*` there would make the plugin
 * infer `^*`, which accepts anything.
 */
function installedVersion(name, fromDir) {
  let file = findPackageJson(name, fromDir);
  const via = TRANSITIVE_VIA[name];
  if (!file && via) {
    const parent = findPackageJson(via, fromDir);
    if (parent) file = findPackageJson(name, path.dirname(fs.realpathSync(parent)));
  }
  if (!file) throw new Error(`${name} is not installed for ${fromDir}: run pnpm install.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * One key per subpath of `name` that the dashboard's sources import (`@apollo/client/react`,
 * `/link/context`…), instead of a prefix key sharing every subpath. Apollo's entry points import
 * its internal subpaths (`/utilities/internal`, `/cache`, `/link`…) by package name; under a
 * prefix key each of those became a shared module too, kept whole with all its exports (~89 KB
 * gzip), and `/utilities/environment` turned the build-time `__DEV__` flag into a run-time value,
 * so every dev-only branch shipped to production. Unshared, the internals are compiled into the
 * entry points that use them, tree-shaken, with `__DEV__` the constant `false` (~62 KB). The page
 * still holds ONE Apollo: its entry points are singletons the shell provides (the shared package
 * imports all of them), and bench/dashboard-size.mjs checks that no remote provides a shared
 * module the shell does not.
 */
function entryPointKeys(name) {
  return importedSubpaths({ workspaceRoot: WORKSPACE_ROOT, name });
}

/**
 * The `shared` option for ModuleFederationPlugin. Singletons only, explicit `version` and
 * `requiredVersion`, never `eager` (eager consumption is fixed with the async boundary in each
 * app's `src/index.ts`, not here). `overrides` merges extra options per key (e.g. treeShaking).
 */
function createSharedMap({ fromDir, overrides = {} }) {
  const shared = {};
  for (const { key: singletonKey, package: name, entryPointsOnly } of SINGLETONS) {
    const version = installedVersion(name, fromDir);
    for (const key of entryPointsOnly ? entryPointKeys(name) : [singletonKey])
      shared[key] = {
        singleton: true,
        version,
        requiredVersion: EXACT.has(name) ? version : `^${version}`,
        ...overrides[key],
      };
  }
  return shared;
}

module.exports = { SINGLETONS, createSharedMap, installedVersion };
