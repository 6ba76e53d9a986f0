import ipaddr from 'ipaddr.js';

/**
 * The only IPv6 block IANA hands out for the public Internet. Outside it lie the forms that carry
 * an IPv4 address or reach this host some other way (::/96 IPv4-compatible, ::ffff:0:0/96
 * translated, 64:ff9b::/96 and 64:ff9b:1::/48 NAT64…), whatever spelling the URL used.
 */
const GLOBAL_UNICAST_IPV6 = ipaddr.parseCIDR('2000::/3');

/**
 * True for an IP address of the public Internet; false for anything else, garbage included.
 * The address is parsed into its bytes and judged by ipaddr.js's special-purpose ranges (the
 * IANA registries: loopback, private, carrier-grade NAT, link-local with cloud metadata at
 * 169.254.169.254, documentation, benchmarking, multicast, reserved…): only `unicast` is public.
 * An IPv4-mapped address (::ffff:a.b.c.d) is judged as the IPv4 address it connects to.
 */
export function isPublicAddress(address: string): boolean {
  const unbracketed = address.replace(/^\[|\]$/g, '');
  // Only the forms a resolver answers or a URL normalises to: no classful 127.1 or 0x7f.1.
  if (!ipaddr.IPv4.isValidFourPartDecimal(unbracketed) && !ipaddr.IPv6.isValid(unbracketed)) return false;
  const parsed = ipaddr.process(unbracketed);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_IPV6);
}
