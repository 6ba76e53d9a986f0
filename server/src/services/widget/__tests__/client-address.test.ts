import { describe, expect, it } from 'vitest';
import { clientAddress } from '../rate-limit';

describe('client address for rate limits', () => {
  it('is the socket peer unless proxies are trusted', () => {
    expect(clientAddress('192.0.2.1', '198.51.100.7', 0)).toBe('192.0.2.1');
    expect(clientAddress('192.0.2.1', undefined, 1)).toBe('192.0.2.1');
  });

  it('takes the entry the nearest trusted proxy wrote, never what the client sent', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.1', '6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.1', '6.6.6.6, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.1', ['6.6.6.6', '198.51.100.7'], 1)).toBe('198.51.100.7');
  });
});
