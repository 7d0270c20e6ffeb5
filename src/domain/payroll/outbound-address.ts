import net from 'node:net';

/**
 * Whether the server may send a tenant's data to an address. A tenant names the endpoint its
 * payroll file is delivered to; without this rule it could aim the server at the server's own
 * network (loopback, private ranges, cloud metadata on link-local addresses).
 */
const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // NAT64 for local use (RFC 8215): translates to any IPv4 address
  ['2001::', 32], // Teredo: the IPv4 address it reaches is not written plainly
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail counts as the last two). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? `${address.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : address;
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = groups(head);
  const back = groups(tail);
  return tail === undefined ? front : [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 address stands for, where it embeds one: IPv4-mapped (::ffff:a.b.c.d),
 * IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and
 * 6to4 (2002:aabb:ccdd::). A NAT64 gateway or 6to4 relay on the way would carry the connection on
 * to that IPv4 address, so it is judged as that address.
 */
function embeddedIpv4(groups: readonly number[]): string | undefined {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const zeros = (...values: number[]) => values.every((value) => value === 0);
  if (zeros(g0, g1, g2, g3, g4) && (g5 === 0xffff || g5 === 0)) return ipv4Of(g6, g7);
  if (zeros(g0, g1, g2, g3) && g4 === 0xffff && g5 === 0) return ipv4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && zeros(g2, g3, g4, g5)) return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1, g2);
  return undefined;
}

/** The address as it is judged: an IPv4 address written inside IPv6 as that IPv4 address. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } | undefined {
  const family = net.isIP(address);
  if (family === 4) return { address, family: 'ipv4' };
  if (family !== 6) return undefined;
  // :: and ::1 read as 0.0.0.0 and 0.0.0.1 here, which "this network" (0.0.0.0/8) refuses as well.
  const embedded = embeddedIpv4(ipv6Groups(address.toLowerCase().replace(/%.*$/, '')));
  return embedded ? { address: embedded, family: 'ipv4' } : { address, family: 'ipv6' };
}

/** True only for a public unicast address; anything unparsable counts as not public. */
export function isPublicAddress(address: string): boolean {
  const parsed = unmapped(address.replace(/^\[|\]$/g, ''));
  if (!parsed) return false;
  return !blocked.check(parsed.address, parsed.family);
}
