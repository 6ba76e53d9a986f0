import path from 'node:path';

/**
 * Run from source (tsx, the tests), this module is `server/src/server-files.ts`. In the compiled
 * server (scripts/build-server.mjs) it is part of one `main.js`, and the build copies the files
 * the server reads at run time beside it. Every such path is resolved here, once, for both.
 */
const compiledBuild = !import.meta.url.endsWith('.ts');

const here = import.meta.dirname;
const serverPackage = path.resolve(here, '..');

/** Drizzle's migrations and their journal. */
export const migrationsFolder = compiledBuild
  ? path.join(here, 'drizzle')
  : path.join(serverPackage, 'drizzle');

// The build copies these two to the same place relative to main.js as they have to src/.

/** One folder per domain, each holding its `schema.graphql`. */
export const graphqlSchemaFolder = path.join(here, 'schema');

/** The demo's committed voice messages (made by server/scripts/make-demo-audio.mjs). */
export const demoAudioFolder = path.join(here, 'db/demo-audio');

/**
 * Where PGlite, uploads and the outbox live when DATA_DIR is unset: the checkout's `.data` from
 * source; for the compiled server, `.data` in the working directory, never inside the build
 * output, which the next build replaces.
 */
export const defaultDataDir = compiledBuild
  ? path.resolve('.data/pglite')
  : path.join(serverPackage, '..', '.data/pglite');
