import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Marks a sealed value, so a row still in plain text (before migration 0019) is told apart. */
export const SEALED_PREFIX = 'enc:v1:';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that this key cannot open: another key sealed it, or it was altered. */
export class SecretUnreadable extends Error {
  constructor() {
    super('A stored secret could not be decrypted with SECRETS_ENCRYPTION_KEY.');
    this.name = 'SecretUnreadable';
  }
}

/**
 * AES-256-GCM for the secrets stored in the database. `context` (the table, column and row a value
 * belongs to) is authenticated with it, so a sealed value copied into another row or column does
 * not open there. A sealed value is `enc:v1:` and base64url of IV (12 bytes) + tag (16) + text.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Throws SecretUnreadable when the value was sealed with another key or context. */
  open(sealed: string, context: string): string;
}

export const isSealed = (value: string): boolean => value.startsWith(SEALED_PREFIX);

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key.');
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const text = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url');
    },
    open(sealed, context) {
      if (!isSealed(sealed)) throw new SecretUnreadable();
      const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretUnreadable();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretUnreadable();
      }
    },
  };
}
