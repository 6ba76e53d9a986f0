// Whole rspack configs for the shell and the remotes, so each app's `rspack.config.ts` is a few
// lines and every app is built the same way (same loaders, hashes, dev server shape).
//
// Build tools are required from the app's own folder: this package does not depend on them, and
// each app builds with the versions in its own package.json.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { createRequire } = require('node:module');
const { antdStylesheet } = require('./antd-stylesheet.cjs');
const { DEV_PORTS } = require('./dev-ports.cjs');
const { hostFederationOptions, remoteFederationOptions } = require('./federation-options.cjs');

/** Desktop browsers of the last two years: the dashboard is desktop-only (xl gate). */
const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'];

/** Paths the shell's dev server hands to the API server (which proxies the auth emulator). */
const API_PROXY_PATHS = [
  '/graphql',
  '/config.json',
  '/identitytoolkit.googleapis.com',
  '/securetoken.googleapis.com',
  '/emulator',
];

/** `rspack serve` sets NODE_ENV=development, `rspack build` production. */
const isDevMode = () => process.env.NODE_ENV === 'development';

const apiProxy = (apiUrl) => [{ context: API_PROXY_PATHS, target: apiUrl, changeOrigin: false, ws: true }];
const defaultApiUrl = () => process.env.API_URL ?? 'http://127.0.0.1:8080';

/** See react-refresh/runtime.js: one React Refresh runtime for the whole page in dev. */
const REFRESH_SHIM_DIR = path.join(__dirname, 'react-refresh');
const oneReactRefreshRuntime = (load) => ({
  // Replaces the plugin's own `react-refresh` alias (same key): `react-refresh/runtime` → the shim.
  'react-refresh': REFRESH_SHIM_DIR,
  'hearback-own-react-refresh-runtime$': load.resolve('react-refresh/runtime'),
});

const swcRule = (test, tsx, isDev) => ({
  test,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
    },
    env: { targets: BROWSER_TARGETS },
  },
  type: 'javascript/auto',
});

const PRECOMPRESSED = /\.(js|css)$/;
const brotli = (content) =>
  zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });

/**
 * Brotli and gzip copies of every JS and CSS file of a production build, beside the file
 * (`x.js.br`, `x.js.gz`): the server sends them to browsers that accept them (sirv's `brotli` and
 * `gzip` options), so no request pays for compression and every file gets the best ratio. Built
 * with the dist they belong to, so a copied dist carries its own; HTML and JSON stay plain
 * (remotes.json is rewritten in place, and a leftover compressed copy would be served instead).
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!PRECOMPRESSED.test(file)) continue;
            const content = source.buffer();
            compilation.emitAsset(`${file}.gz`, new sources.RawSource(zlib.gzipSync(content, { level: 9 })));
            compilation.emitAsset(`${file}.br`, new sources.RawSource(brotli(content)));
          }
        },
      );
    });
  }
}

/**
 * The page-wide rules every app's index.html inlines as `<%= globalStyles %>` (font stack, focus
 * ring, skip link, reduced motion): one file, so the shell and the standalone pages cannot drift.
 */
const GLOBAL_STYLES = path.join(__dirname, '../src/theme/global.css');
const globalStyles = () =>
  fs
    .readFileSync(GLOBAL_STYLES, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();

const ANTD_STYLE_MODULE = /[/\\]antd[/\\]es[/\\].+[/\\]style[/\\][^/\\]+\.js$/;

/**
 * antd's zero-runtime mode in the shell's production build: the page links antd's prebuilt
 * stylesheet (antd-stylesheet.cjs; the shell's bootstrap switches ConfigProvider to
 * `zeroRuntime`), so antd's style generators are compiled out of the shared antd module (69 KB
 * gzip of the first load). Only the shell: its antd is the one every page runs, and a remote's
 * own copy stays whole for a standalone page that has no stylesheet.
 */
const antdStaticStyleRules = (load) => [
  {
    test: ANTD_STYLE_MODULE,
    loader: require.resolve('./antd-style-stub-loader.cjs'),
    options: { parser: load.resolve('@babel/parser') },
  },
];

/** What the shell and the remotes have in common. */
function baseConfig({ dir, uniqueName, port, federation, publicPath, devServer, rules = () => [], page }) {
  const load = createRequire(path.join(dir, 'package.json'));
  const { rspack } = load('@rspack/core');
  const { ModuleFederationPlugin } = load('@module-federation/enhanced/rspack');
  const isDev = isDevMode();
  const ReactRefreshPlugin = isDev ? load('@rspack/plugin-react-refresh').ReactRefreshRspackPlugin : null;
  // Content hashes in production so every file but the entry points can be cached for ever.
  const name = isDev ? '[name].js' : '[name].[contenthash:8].js';
  // The shell's page links antd's prebuilt stylesheet (see antd-stylesheet.cjs).
  const stylesheet = page?.antdStylesheet ? antdStylesheet(load, { hashed: !isDev }) : null;

  return {
    context: dir,
    mode: isDev ? 'development' : 'production',
    target: ['web', 'es2022'],
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'eval-cheap-module-source-map' : false,
    output: {
      path: path.join(dir, 'dist'),
      uniqueName,
      publicPath,
      filename: name,
      chunkFilename: name,
      assetModuleFilename: isDev ? '[name][ext]' : '[name].[contenthash:8][ext]',
      // Keep the whole-package builds MF's shared tree shaking writes before this compiler emits
      // (they are the runtime's fallback when a trimmed shared copy lacks an export).
      clean: { keep: (file) => /[/]independent-packages([/]|$)/.test(file) },
    },
    resolve: { extensions: ['...', '.ts', '.tsx'], alias: isDev ? oneReactRefreshRuntime(load) : {} },
    module: {
      rules: [
        swcRule(/\.(ts|mts|cts)$/, false, isDev),
        swcRule(/\.tsx$/, true, isDev),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|gif|webp|woff2?)$/, type: 'asset' },
        ...rules({ load, isDev }),
      ],
    },
    optimization: {
      minimize: !isDev,
      minimizer: [
        // A second compress pass: ~0.2 KB gzip off the shell's entry, which is at its 35 KB budget.
        new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: { passes: 2 } } }),
        // With our targets: lightningcss's own default lowers antd's logical properties and
        // selector lists for old browsers, which tripled antd's stylesheet (3.4 MB, 154 KB gzip).
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } }),
      ],
    },
    // Rspack 2 compiles dynamic imports on first request in dev; the async boundary and the
    // federation runtime expect them built (the page otherwise waits on a proxy module).
    lazyCompilation: false,
    // Size budgets are enforced by bench/dashboard-size.mjs, against the federation figures.
    performance: { hints: false },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: './public/index.html',
        chunks: ['main'],
        templateParameters: {
          globalStyles: globalStyles(),
          ...(stylesheet ? { antdStylesheet: `${publicPath}${stylesheet.file}` } : {}),
        },
        // The page is served at every route of its dev server: script URLs must not be relative.
        ...(publicPath === 'auto' && isDev ? { publicPath: '/' } : {}),
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      new ModuleFederationPlugin(federation),
      isDev && new rspack.DefinePlugin({ __HEARBACK_APP__: JSON.stringify(uniqueName) }),
      ReactRefreshPlugin && new ReactRefreshPlugin({ exclude: [/node_modules/, REFRESH_SHIM_DIR] }),
      stylesheet?.plugin,
      !isDev && new PrecompressPlugin(),
    ].filter(Boolean),
    devServer: {
      port: port ?? DEV_PORTS[uniqueName],
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      static: false,
      // Standalone pages need /config.json and the API as much as the shell does.
      proxy: apiProxy(defaultApiUrl()),
      ...devServer,
    },
  };
}

/** A remote: `uniqueName` = container name, `publicPath: 'auto'` so it runs under any path. */
function createRemoteConfig({ dir, name, port, federation }) {
  const options = federation ?? remoteFederationOptions({ name, dir });
  if (options.name !== name) throw new Error(`${dir}: federation name ${options.name} ≠ ${name}`);
  const devPort = port ?? DEV_PORTS[name];
  return baseConfig({
    dir,
    uniqueName: name,
    port: devPort,
    federation: options,
    publicPath: 'auto',
    devServer: {
      // The shell's page (another origin) loads this remote's files and hot updates.
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { webSocketURL: `ws://127.0.0.1:${devPort}/ws`, overlay: false },
    },
  });
}

/**
 * The shell: served at `/`, so its own chunks use an absolute public path (deep links such as
 * `/app/p1/campaigns` must not resolve `main.js` against the route). In dev it proxies the API
 * and serves `/remotes.json` from HEARBACK_DEV_REMOTES (written by scripts/dev.mjs).
 */
function createHostConfig({ dir, port, federation, apiUrl = defaultApiUrl() }) {
  const devRemotes = process.env.HEARBACK_DEV_REMOTES;
  return baseConfig({
    dir,
    uniqueName: 'shell',
    port: port ?? DEV_PORTS.shell,
    federation: federation ?? hostFederationOptions({ dir }),
    publicPath: '/',
    // HEARBACK_ANTD_STYLE_GENERATORS=keep leaves them in (zero-runtime still on), for measuring.
    page: { antdStylesheet: true },
    rules: ({ load, isDev }) =>
      isDev || process.env.HEARBACK_ANTD_STYLE_GENERATORS === 'keep' ? [] : antdStaticStyleRules(load),
    devServer: {
      static: { directory: path.join(dir, 'public'), publicPath: '/' },
      proxy: apiProxy(apiUrl),
      setupMiddlewares: (middlewares) => {
        if (!devRemotes) return middlewares;
        return [
          {
            name: 'dev-remotes-json',
            path: '/remotes.json',
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-store');
              res.end(require('node:fs').readFileSync(devRemotes));
            },
          },
          ...middlewares,
        ];
      },
    },
  });
}

module.exports = {
  ANTD_STYLE_MODULE,
  API_PROXY_PATHS,
  BROWSER_TARGETS,
  createHostConfig,
  createRemoteConfig,
  DEV_PORTS,
  PrecompressPlugin,
};
