import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { signInTestUser } from '@hearback/testkit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DataFolderInUseError,
  dataFolderHolder,
  LOCK_FILE,
  type LockHolder,
  lockDataFolder,
} from '../../src/db/data-folder-lock';
import { signUpAdmin } from '../support/actors';
import { graphql, ok } from '../support/graphql';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { runAdmin } from './admin/run-admin';

const templateCopy = async (name: string): Promise<string> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), `hearback-test-${name}-`));
  await cp(inject('pgliteTemplate'), dataDir, { recursive: true });
  return dataDir;
};

/** The id of a process that has ended: what a crashed server leaves in its lock file. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

const lockOf = async (dataDir: string): Promise<LockHolder> =>
  JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')) as LockHolder;

describe('one server process per embedded data folder', () => {
  let dataDir: string;
  const servers: ServerProcess[] = [];
  const start = async (options: { waitUntilReady?: boolean } = {}) => {
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, options);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    dataDir = await templateCopy('locked-data');
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on a held folder, keeps the first serving, and takes over the lock of a killed one', async () => {
    const first = await start();
    const { admin, organisation } = await signUpAdmin(first.target, 'Locked Folder Ltd');
    expect((await lockOf(dataDir)).pid).toBe(first.pid);

    const second = await start({ waitUntilReady: false });
    const refused = await second.exited;
    expect(refused.code).toBe(1);
    expect(second.output()).toContain(
      `Hearback could not start: The embedded database in ${dataDir} is open in another process (pid ${first.pid}, since `,
    );
    expect(second.output()).toContain('stop that process first, or give this one another DATA_DIR.');
    // Refused before the database was opened: no stack, and no log line of a started server.
    expect(second.output()).not.toContain('    at ');
    expect(second.output()).not.toContain('listening');

    // The first server still answers, reads and writes its database.
    expect((await fetch(`${first.url}/health/ready`)).status).toBe(200);
    const renamed = await admin.ask<{ updateOneOrganization: { name: string } }>(
      'mutation ($id: ID!, $update: UpdateOrganizationInput!) { updateOneOrganization(id: $id, update: $update) { name } }',
      { id: organisation.id, update: { name: 'Locked Folder Renamed Ltd' } },
    );
    expect(ok(renamed).updateOneOrganization.name).toBe('Locked Folder Renamed Ltd');
    expect((await lockOf(dataDir)).pid).toBe(first.pid);

    // A crash leaves the lock file behind, naming a process that is gone.
    first.signal('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    expect((await lockOf(dataDir)).pid).toBe(first.pid);
    expect(dataFolderHolder(dataDir)).toBeNull();

    const third = await start();
    expect((await lockOf(dataDir)).pid).toBe(third.pid);
    const again = await signInTestUser(third.target.emulator, admin.email, admin.password);
    const { me } = ok(
      await graphql<{ me: { role: string; organization: { id: string; name: string } } }>(
        third.url,
        '{ me { role organization { id name } } }',
        { token: again.idToken },
      ),
    );
    expect(me).toEqual({
      role: 'Admin',
      organization: { id: organisation.id, name: 'Locked Folder Renamed Ltd' },
    });

    // The admin command line reads the same lock: it names the server that holds the folder.
    const migrate = await runAdmin(['migrate'], { DATA_DIR: dataDir });
    expect(migrate.code, migrate.output).toBe(1);
    expect(migrate.stderr).toContain(
      `migrate: failed: The embedded database in ${dataDir} is open in a running server or command (pid ${third.pid}, since `,
    );

    // A clean stop gives the folder back.
    third.signal('SIGTERM');
    expect((await third.exited).code).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 240_000);
});

describe('the data folder lock', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hearback-test-lock-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const staleLock = (holder: Partial<LockHolder>) =>
    writeFile(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({
        pid: 1,
        startTicks: null,
        host: hostname(),
        since: '2020-01-01T00:00:00.000Z',
        token: 'stale',
        ...holder,
      }),
    );

  it('refuses a second holder in the same process and names this process', async () => {
    const release = await lockDataFolder(dataDir);
    const second = await lockDataFolder(dataDir).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DataFolderInUseError);
    expect((second as DataFolderInUseError).holder.pid).toBe(process.pid);
    expect((second as Error).message).toContain(
      `${dataDir} is open in another process (pid ${process.pid}, since`,
    );
    await release();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('takes over a lock whose process id now belongs to a later process', async () => {
    // This very process's id, recorded with another start time: a container's server that was
    // killed and started again under the same id.
    const { startTicks } = await (async () => {
      const release = await lockDataFolder(dataDir);
      const own = await lockOf(dataDir);
      await release();
      return own;
    })();
    if (startTicks === null) return expect(process.platform).not.toBe('linux');
    await staleLock({ pid: process.pid, startTicks: startTicks - 1 });
    expect(dataFolderHolder(dataDir)).toBeNull();
    const release = await lockDataFolder(dataDir);
    expect((await lockOf(dataDir)).startTicks).toBe(startTicks);
    await release();
  });

  it('lets exactly one of several simultaneous takers replace a stale lock', async () => {
    await staleLock({ pid: await endedPid() });
    const attempts = await Promise.allSettled(Array.from({ length: 6 }, () => lockDataFolder(dataDir)));
    const taken = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.filter((attempt) => attempt.status === 'rejected');
    expect(taken).toHaveLength(1);
    expect(refused).toHaveLength(5);
    for (const attempt of refused) expect(attempt.reason).toBeInstanceOf(DataFolderInUseError);
    expect(dataFolderHolder(dataDir)?.pid).toBe(process.pid);
    await taken[0]!.value();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    // Neither the takeover's guard nor a draft is left behind.
    expect(await readdir(dataDir)).toEqual([]);
  });
});
