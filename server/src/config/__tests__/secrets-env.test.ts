import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../env';
import { parseSecretsKey, secretsEncryptionKey } from '../secrets-key';

describe('SECRETS_ENCRYPTION_KEY', () => {
  const folders: string[] = [];
  const newFolder = async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'hearback-secrets-key-'));
    folders.push(folder);
    return folder;
  };
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('reads 32 bytes in hexadecimal or in (URL-safe) base64', () => {
    const key = randomBytes(32);
    for (const written of [
      key.toString('hex'),
      key.toString('base64'),
      key.toString('base64url'),
      ` ${key.toString('base64')}\n`,
    ]) {
      expect(parseSecretsKey(written)?.equals(key)).toBe(true);
      expect(configFromEnv({ SECRETS_ENCRYPTION_KEY: written }).secretsEncryptionKey).toBe(written.trim());
    }
  });

  it('refuses a key of another length or alphabet, without echoing it', () => {
    for (const bad of [
      randomBytes(16).toString('hex'),
      randomBytes(31).toString('base64'),
      'x'.repeat(64),
      'a passphrase is not a key',
    ]) {
      expect(parseSecretsKey(bad)).toBeNull();
      let problems: string[] = [];
      try {
        configFromEnv({ SECRETS_ENCRYPTION_KEY: bad });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        problems = (error as ConfigError).problems;
      }
      expect(problems).toEqual([
        `SECRETS_ENCRYPTION_KEY must be 32 bytes as 64 hexadecimal characters or in base64, such as the output of \`openssl rand -base64 32\` (got ${bad.length} characters).`,
      ]);
    }
  });

  it('is generated once into the data folder when not set, readable by its owner only', async () => {
    const dataDir = await newFolder();
    const first = await secretsEncryptionKey(undefined, dataDir);
    expect(first).toHaveLength(32);
    expect((await secretsEncryptionKey(undefined, dataDir)).equals(first)).toBe(true);
    const file = path.join(dataDir, 'secrets-encryption-key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(parseSecretsKey(await readFile(file, 'utf8'))?.equals(first)).toBe(true);

    const configured = randomBytes(32);
    expect((await secretsEncryptionKey(configured.toString('hex'), dataDir)).equals(configured)).toBe(true);
  });

  it('refuses a damaged key file rather than making a new key', async () => {
    const dataDir = await newFolder();
    await writeFile(path.join(dataDir, 'secrets-encryption-key'), 'truncated');
    await expect(secretsEncryptionKey(undefined, dataDir)).rejects.toThrow(
      /secrets-encryption-key holds no usable key\. Restore the file it replaced/,
    );
  });
});
