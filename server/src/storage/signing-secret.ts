import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECRET_FILE = 'upload-signing-secret';

/**
 * UPLOAD_SIGNING_SECRET when set; otherwise a random secret kept in DATA_DIR, so upload URLs
 * signed before a restart still work after it. Servers behind one proxy must share the variable.
 */
export async function uploadSigningSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx': of two processes starting at once, one writes and the other reads what it wrote.
    await writeFile(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to get a new one.`);
  return secret;
}
