import { BlockList, isIP } from 'node:net';

/**
 * Addresses an integration must never reach: this host, private and carrier networks,
 * link-local (cloud metadata at 169.254.169.254), documentation, multicast and reserved
 * ranges (IANA special-purpose registries). Everything else is the public Internet.
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), -compatible or NAT64 IPv6 address. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an IP address of the public Internet; false for anything else, garbage included. */
export function isPublicAddress(address: string): boolean {
  const unbracketed = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(unbracketed);
  if (family === 4) return !NON_PUBLIC.check(unbracketed, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(unbracketed);
  if (inner) return isPublicAddress(inner);
  return !NON_PUBLIC.check(unbracketed, 'ipv6');
}
