import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres, DEFAULT_ADMIN_POSTGRES_URL, startAuthEmulator } from '@hearback/testkit';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorHost: string;
    emulatorUrl: string;
    projectId: string;
    postgresAvailable: boolean;
    pgliteTemplate: string;
  }
}

/**
 * A PGlite folder, migrated once: initialising a cluster costs seconds of CPU, copying this one
 * does not. The first-start path keeps its own test (migrations on an empty folder).
 */
async function migratedPgliteTemplate(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hearback-test-template-'));
  const database = await createDatabase({ dataDir });
  await database.migrate();
  await database.close();
  return dataDir;
}

/** One Auth Emulator for the run, one PGlite template, and one probe of the local PostgreSQL server. */
export default async function setup(project: TestProject) {
  const [emulator, probe, template] = await Promise.all([
    startAuthEmulator(),
    createThrowawayPostgres(),
    migratedPgliteTemplate(),
  ]);
  await probe?.drop();
  if (!probe) {
    const url = process.env.HEARBACK_TEST_POSTGRES_URL || DEFAULT_ADMIN_POSTGRES_URL;
    console.warn(
      [
        '',
        '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
        `!! No PostgreSQL server answered at ${url}.`,
        '!! The integration tests run on PGlite ONLY; every PostgreSQL variant is SKIPPED.',
        '!! Start PostgreSQL (or set HEARBACK_TEST_POSTGRES_URL) to run them.',
        '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
        '',
      ].join('\n'),
    );
  }
  project.provide('emulatorHost', emulator.host);
  project.provide('emulatorUrl', emulator.url);
  project.provide('projectId', emulator.projectId);
  project.provide('postgresAvailable', probe !== null);
  project.provide('pgliteTemplate', template);
  return async () => {
    await emulator.stop();
    await rm(template, { recursive: true, force: true });
  };
}
