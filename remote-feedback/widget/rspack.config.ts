/**
 * The embeddable widget's own build, apart from the federated dashboard: no antd, no shared
 * dashboard code, react aliased to preact/compat so the same React sources fit the size budget.
 *
 *   loader.js          the one script a site embeds: a classic script, plain DOM, no framework
 *   ui.js              the panel and text forms, an ES module imported when the visitor opens it
 *   recorder.[hash].js the voice recorder, imported by ui.js for LeaveMessage widgets only
 *   campaign.js        targeted campaign prompts, imported by the loader for identified visitors
 *   lang-<code>.js     one language's texts (`export default {…}`), imported by ui.js (or
 *                      campaign.js) for visitors who get that language; English is built into ui.js
 *
 * ui.js and its chunks are ES modules because native `import()` replaces ~900 bytes (gzip) of
 * script-tag chunk-loading runtime; the price is that /widget/ must be served with CORS
 * (`Access-Control-Allow-Origin: *`), which a script embedded on other origins needs anyway.
 */
import path from 'node:path';
import { PrecompressPlugin } from '@hearback/shared/federation/rspack';
import { defineConfig } from '@rspack/cli';
import { type Configuration, rspack } from '@rspack/core';
import { LANGUAGES } from './src/i18n/languages';

const here = import.meta.dirname;
const dist = path.join(here, 'dist');

const common: Configuration = {
  mode: 'production',
  context: here,
  target: ['web', 'es2022'],
  resolve: {
    extensions: ['.ts', '.tsx', '.js'],
    alias: {
      'react-dom/client': 'preact/compat/client',
      'react/jsx-runtime': 'preact/jsx-runtime',
      'react-dom$': 'preact/compat',
      react$: 'preact/compat',
    },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: {
    splitChunks: false,
    runtimeChunk: false,
    minimizer: [
      new rspack.SwcJsMinimizerRspackPlugin({
        minimizerOptions: {
          compress: {
            passes: 3,
            toplevel: true,
            pure_getters: true,
            unsafe_arrows: true,
            unsafe_methods: true,
          },
          mangle: { toplevel: true },
        },
      }),
    ],
  },
  // Build tooling only (the .br/.gz copies the server sends); nothing of shared reaches the bundle.
  plugins: [new PrecompressPlugin()],
  performance: false,
  devtool: false,
};

export default defineConfig([
  {
    ...common,
    name: 'loader',
    entry: { loader: './src/loader/loader.ts' },
    output: { path: dist, filename: '[name].js', iife: true },
  },
  {
    ...common,
    name: 'ui',
    entry: { ui: './src/ui/entry.tsx' },
    output: {
      path: dist,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      // Chunks resolve against import.meta.url: wherever ui.js came from, whatever the host page.
      publicPath: 'auto',
      uniqueName: 'hearback_widget',
    },
  },
  {
    ...common,
    name: 'languages',
    // Stable names (src/i18n/localize.ts builds the URL from the language code), so, like ui.js,
    // they need a short cache or revalidation.
    entry: Object.fromEntries(
      LANGUAGES.filter((language) => language !== 'en').map((language) => [
        `lang-${language}`,
        `./src/i18n/lang/${language}.ts`,
      ]),
    ),
    output: { path: dist, filename: '[name].js', module: true, library: { type: 'module' } },
  },
  {
    ...common,
    name: 'campaign',
    entry: { campaign: './src/campaign/entry.ts' },
    // An ES module like ui.js (same CORS rules), with nothing to share with it.
    output: {
      path: dist,
      filename: '[name].js',
      module: true,
      chunkFormat: 'module',
      uniqueName: 'hearback_campaign',
    },
  },
]);
