import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** AES-256 takes a 32-byte key. */
export const SECRETS_KEY_BYTES = 32;

const KEY_FILE = 'secrets-encryption-key';

/**
 * The key as SECRETS_ENCRYPTION_KEY writes it: 64 hexadecimal characters, or base64 (standard or
 * URL-safe, padded or not) of 32 bytes, as `openssl rand -base64 32` prints. Null for anything else.
 */
export function parseSecretsKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const key = Buffer.from(value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, ''), 'base64url');
  return key.length === SECRETS_KEY_BYTES ? key : null;
}

export const SECRETS_KEY_FORMAT =
  'must be 32 bytes as 64 hexadecimal characters or in base64, such as the output of `openssl rand -base64 32`';

/**
 * SECRETS_ENCRYPTION_KEY when set (checked by configFromEnv); otherwise a key generated once into
 * DATA_DIR, so the embedded quick start needs nothing and keeps reading what it encrypted. Servers
 * sharing one PostgreSQL must share the variable instead (a production rule).
 */
export async function secretsEncryptionKey(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured) {
    const key = parseSecretsKey(configured);
    if (!key) throw new Error(`SECRETS_ENCRYPTION_KEY ${SECRETS_KEY_FORMAT}.`);
    return key;
  }
  const file = path.join(dataDir, KEY_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx': of two processes starting at once, one writes and the other reads what it wrote.
    await writeFile(file, randomBytes(SECRETS_KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseSecretsKey(await readFile(file, 'utf8'));
  if (!key) {
    throw new Error(
      `${file} holds no usable key. Restore the file it replaced: without it the integrations' stored secrets cannot be read.`,
    );
  }
  return key;
}
