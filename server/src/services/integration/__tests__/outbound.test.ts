import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { assertOutboundAllowed, guardedLookup, OutboundRefused } from '../outbound-http';
import { isPublicAddress } from '../public-address';
import { signWebhook, verifyWebhook } from '../webhook-signature';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.4.4',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'fc12::5',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    // IPv4 inside IPv6, in every spelling: compatible, NAT64 local-use, translated.
    '::127.0.0.1',
    '::7f00:1',
    '[::127.0.0.1]',
    '64:ff9b:1::7f00:1',
    '[64:ff9b:1::7f00:1]',
    '::ffff:0:7f00:1',
    '[::ffff:0:7f00:1]',
    '::ffff:0:a9fe:a9fe',
    '2002:7f00:1::1',
    '2001:db8::1',
    'fe80::1%eth0',
    // Classful IPv4 spellings are no resolver's answer.
    '127.1',
    '0x7f.0.0.1',
    '[::1]',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('outbound policy', () => {
  const strict = { allowPrivateNetworks: false };

  it('refuses literal and resolved non-public hosts with a code', async () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://[::1]:8080/',
      'http://localhost:3000/x',
      'http://10.9.8.7/',
      'http://[::127.0.0.1]/',
      'http://[64:ff9b:1::7f00:1]:8080/hook',
      'http://[::ffff:0:7f00:1]/',
      'http://0x7f000001/',
    ]) {
      await expect(assertOutboundAllowed(url, strict)).rejects.toMatchObject({ code: 'NON_PUBLIC_ADDRESS' });
    }
    await expect(assertOutboundAllowed('ftp://example.com/', strict)).rejects.toMatchObject({
      code: 'INVALID_URL',
    });
    await expect(assertOutboundAllowed('https://user:pw@example.com/', strict)).rejects.toMatchObject({
      code: 'INVALID_URL',
    });
    await expect(
      assertOutboundAllowed('http://127.0.0.1/', { allowPrivateNetworks: true }),
    ).resolves.toBeInstanceOf(URL);
  });

  it('checks the addresses again when the socket connects (DNS rebinding)', async () => {
    const error = await new Promise<unknown>((resolve) =>
      guardedLookup('localhost', { all: false }, (failure) => resolve(failure)),
    );
    expect(error).toBeInstanceOf(OutboundRefused);
    const all = await new Promise<unknown>((resolve) =>
      guardedLookup('localhost', { all: true }, (failure, addresses) =>
        resolve(failure ?? (addresses as unknown as LookupAddress[])),
      ),
    );
    expect(all).toBeInstanceOf(OutboundRefused);
  });
});

describe('webhook signatures', () => {
  it('signs timestamp.body and verifies only the same secret, body and a fresh timestamp', () => {
    const now = 1_800_000_000_000;
    const timestamp = now / 1000;
    const signature = signWebhook('whsec_a', timestamp, '{"a":1}');
    expect(signature).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifyWebhook('whsec_a', signature, String(timestamp), '{"a":1}', 300, now)).toBe(true);
    expect(verifyWebhook('whsec_b', signature, String(timestamp), '{"a":1}', 300, now)).toBe(false);
    expect(verifyWebhook('whsec_a', signature, String(timestamp), '{"a":2}', 300, now)).toBe(false);
    expect(verifyWebhook('whsec_a', signature, String(timestamp), '{"a":1}', 300, now + 301_000)).toBe(false);
  });
});
