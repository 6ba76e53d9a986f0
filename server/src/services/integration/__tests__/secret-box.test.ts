import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, SecretUnreadable, secretBox } from '../secret-box';

describe('secretBox (AES-256-GCM)', () => {
  const box = secretBox(randomBytes(32));
  const secret = 'https://hooks.slack.com/services/T000/B000/XXXXXXXX';

  it('seals into text that holds nothing of the secret, differently each time, and opens it', () => {
    const first = box.seal(secret, 'integrations.url:1');
    const second = box.seal(secret, 'integrations.url:1');
    expect(isSealed(first)).toBe(true);
    expect(first).toMatch(/^enc:v1:[\w-]+$/);
    expect(first).not.toContain('slack');
    expect(first).not.toBe(second);
    expect(box.open(first, 'integrations.url:1')).toBe(secret);
    expect(box.open(box.seal('', 'empty'), 'empty')).toBe('');
  });

  it('refuses another key, another row or column, and any altered byte', () => {
    const sealed = box.seal(secret, 'integrations.url:1');
    expect(() => secretBox(randomBytes(32)).open(sealed, 'integrations.url:1')).toThrow(SecretUnreadable);
    expect(() => box.open(sealed, 'integrations.url:2')).toThrow(SecretUnreadable);
    expect(() => box.open(sealed, 'integrations.signing_secret:1')).toThrow(SecretUnreadable);
    const bytes = Buffer.from(sealed.slice('enc:v1:'.length), 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => box.open(`enc:v1:${bytes.toString('base64url')}`, 'integrations.url:1')).toThrow(
      SecretUnreadable,
    );
    expect(() => box.open('enc:v1:short', 'integrations.url:1')).toThrow(SecretUnreadable);
    expect(() => box.open(secret, 'integrations.url:1')).toThrow(SecretUnreadable);
  });

  it('takes a 32-byte key only', () => {
    expect(() => secretBox(randomBytes(16))).toThrow('AES-256-GCM needs a 32-byte key.');
  });
});
