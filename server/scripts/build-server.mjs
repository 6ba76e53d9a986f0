#!/usr/bin/env node
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
// The compiled server: one folder that runs with `node main.js`, without tsx, TypeScript or any
// development dependency.
//
//   node server/scripts/build-server.mjs [outDir]    (default: dist/server at the repository root)
//
// Our own code (server/src and the workspace's @hearback/input-rules) is bundled by esbuild into
// main.js, plus the contact-import reader thread and the admin command line (admin.js). Every
// npm dependency stays a package in node_modules, installed by `pnpm deploy --prod` from the
// workspace lockfile (its patches included): exactly the code the tests run, with no bundling of
// its dynamic requires, WebAssembly or data files. Beside main.js the build puts the files the
// server reads at run time, in the places src/server-files.ts looks for them.
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { pnpm } from '../../scripts/lib/run.mjs';

const serverDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverDir, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'dist/server'));
const started = Date.now();

const manifest = JSON.parse(await readFile(path.join(serverDir, 'package.json'), 'utf8'));
const runtimePackages = new Set(Object.keys(manifest.dependencies));
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Only our workspace packages are bundled; a package the code imports must be one of the server's
 * `dependencies`, or the compiled server would miss it at run time (or carry a development tool).
 */
const dependenciesOnly = {
  name: 'dependencies-only',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer }) => {
      if (builtins.has(specifier)) return { path: specifier, external: true };
      const name = packageOf(specifier);
      if (name.startsWith('@hearback/')) return undefined;
      if (runtimePackages.has(name)) return { path: specifier, external: true };
      return {
        errors: [
          {
            text: `"${name}" is imported by ${path.relative(serverDir, importer)} but is not one of the server's dependencies (server/package.json).`,
          },
        ],
      };
    });
  },
};

const bundle = (entryPoint, outfile) =>
  build({
    entryPoints: [path.join(serverDir, entryPoint)],
    outfile: path.join(outDir, outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    // The maps point at the sources by name for stack traces; the sources are not shipped.
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [dependenciesOnly],
  });

await rm(outDir, { recursive: true, force: true });
await mkdir(path.dirname(outDir), { recursive: true });
// A deploy from the shared lockfile needs injected workspace packages; set for this command only,
// the workspace itself keeps its links.
await pnpm(
  [
    '--config.inject-workspace-packages=true',
    '--filter',
    manifest.name,
    'deploy',
    '--prod',
    '--frozen-lockfile',
    '--reporter=append-only',
    outDir,
  ],
  { cwd: repoRoot },
);

await Promise.all([
  bundle('src/main.ts', 'main.js'),
  // The operators' command line (src/admin): `node admin.js <command>`, configured like main.js.
  bundle('src/admin/cli.ts', 'admin.js'),
  // Started by src/services/segment/import/batch-reader-thread.ts as `./batch-reader-worker.mjs`
  // beside the code that starts it.
  bundle('src/services/segment/import/batch-reader-worker.ts', 'batch-reader-worker.mjs'),
]);

const schemaDir = path.join(serverDir, 'src/schema');
for (const entry of await readdir(schemaDir, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  await cp(
    path.join(schemaDir, entry.name, 'schema.graphql'),
    path.join(outDir, 'schema', entry.name, 'schema.graphql'),
  );
}
await cp(path.join(serverDir, 'src/db/demo-audio'), path.join(outDir, 'db/demo-audio'), { recursive: true });
// `files` in server/package.json has the deploy copy drizzle/ (the migrations) already.

// The deployed manifest describes the source package (tsx scripts, TypeScript exports); this
// folder's own says how to run it.
await writeFile(
  path.join(outDir, 'package.json'),
  `${JSON.stringify(
    {
      name: manifest.name,
      version: manifest.version,
      private: true,
      description: 'The compiled Hearback server: `node --enable-source-maps main.js`.',
      type: 'module',
      main: 'main.js',
      engines: manifest.engines,
      scripts: {
        start: 'node --enable-source-maps main.js',
        admin: 'node --enable-source-maps admin.js',
      },
      dependencies: manifest.dependencies,
    },
    null,
    2,
  )}\n`,
);

console.log(
  `Compiled server in ${path.relative(process.cwd(), outDir) || '.'} (${((Date.now() - started) / 1000).toFixed(1)} s): node --enable-source-maps ${path.relative(process.cwd(), path.join(outDir, 'main.js'))}`,
);
