/**
 * The embedded default in one process tree: the Firebase Auth Emulator (accounts kept in
 * .data/auth), then the API server on PGlite serving the built dashboard from .site, with demo
 * data. Production runs `src/main.ts` alone against PostgreSQL and a real Firebase project.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startAuthEmulator } from '@hearback/testkit';
import { repoRoot } from '../src/config/env';

const siteDir = path.join(repoRoot, '.site');
if (!existsSync(path.join(siteDir, 'index.html'))) {
  console.error('The dashboard is not built yet: run `npm run quickstart` (or `pnpm run build`) first.');
  process.exit(2);
}

const emulator = await startAuthEmulator({
  projectId: process.env.FIREBASE_PROJECT_ID ?? 'demo-hearback',
  port: Number(process.env.AUTH_EMULATOR_PORT ?? 9099),
  dataDir: path.join(repoRoot, '.data/auth'),
});
console.info(`Firebase Auth Emulator on ${emulator.url} (proxied on the dashboard's origin)`);

process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
process.env.FIREBASE_PROJECT_ID = emulator.projectId;
process.env.STATIC_ROOT ??= siteDir;
process.env.SEED_DEMO ??= 'true';

// main.ts installs its own SIGINT/SIGTERM handling for the server; the emulator exports its
// accounts when this process exits.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void emulator.stop();
  });
}
await import('../src/main');
