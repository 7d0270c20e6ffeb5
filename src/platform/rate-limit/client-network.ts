import { isIPv6 } from 'node:net';

/**
 * What a client address counts as in rate limits and login throttling: an IPv4 address itself,
 * an IPv6 address's /64. One connection is handed a whole /64 and its holder picks any host part
 * it likes, so counting each IPv6 address apart would give one guesser 2^64 fresh counters.
 * IPv4 written as IPv6 (`::ffff:192.0.2.1`) is the IPv4 address. Anything else stays as it is.
 */
export function clientNetwork(address: string): string {
  if (!address.includes(':')) return address;
  const bare = address.split('%', 1)[0]!.toLowerCase();
  if (!isIPv6(bare)) return address;
  const groups = groupsOf(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` filled in and a dotted IPv4 tail as two groups. */
function groupsOf(address: string): number[] {
  const toGroups = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [Number.parseInt(piece, 16)];
          const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const gap = address.indexOf('::');
  if (gap === -1) return toGroups(address);
  const head = toGroups(address.slice(0, gap));
  const tail = toGroups(address.slice(gap + 2));
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}
