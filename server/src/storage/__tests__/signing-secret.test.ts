import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadSigningSecret } from '../signing-secret';

describe('upload signing secret', () => {
  let dataDir: string | undefined;
  afterEach(() => (dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined));

  it('is generated once into DATA_DIR and the same after a restart', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hearback-secret-'));
    const [first, racing] = await Promise.all([
      uploadSigningSecret(undefined, dataDir),
      uploadSigningSecret(undefined, dataDir),
    ]);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(racing).toBe(first);
    expect(await uploadSigningSecret(undefined, dataDir)).toBe(first);
    const file = path.join(dataDir, 'upload-signing-secret');
    expect(await readFile(file, 'utf8')).toBe(first);
    expect((await stat(file)).mode & 0o077).toBe(0);
  });

  it('prefers the configured secret and writes nothing then', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hearback-secret-'));
    expect(await uploadSigningSecret('configured-secret-configured-secret-0001', dataDir)).toBe(
      'configured-secret-configured-secret-0001',
    );
    await expect(stat(path.join(dataDir, 'upload-signing-secret'))).rejects.toThrow();
  });
});
