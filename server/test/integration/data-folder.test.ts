import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process';
import { canMountTmpfs, type MountedFolder, mountTmpfs } from '../support/tmpfs';

const mountable = await canMountTmpfs();
if (!mountable)
  console.warn('!! Cannot mount a tmpfs (not root): the read-only data folder test is SKIPPED.');

describe.skipIf(!mountable)('a data folder the server cannot write', () => {
  let readOnly: MountedFolder;
  beforeAll(async () => {
    readOnly = (await mountTmpfs({ size: '1m', readOnly: true }))!;
  });
  afterAll(() => readOnly?.unmount());

  it('stops the start with a sentence that names the folder, the reason and the remedy', async () => {
    const server = await startServerProcess({ DATA_DIR: readOnly.path }, { waitUntilReady: false });
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    const output = server.output();
    expect(output).toContain(
      `Hearback could not start: The data folder ${readOnly.path} cannot be written to: its file system is read-only (EROFS).`,
    );
    expect(output).toContain('or set DATA_DIR to a folder that is.');
    expect(output).not.toContain('PGlite failed to initialize');
  });
});
