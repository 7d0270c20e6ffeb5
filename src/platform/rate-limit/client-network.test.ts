import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.js';

describe('clientNetwork', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:192.0.2.1', '192.0.2.1'],
    ['0:0:0:0:0:ffff:192.0.2.1', '192.0.2.1'],
    ['::1', '0:0:0:0::/64'],
    ['::2', '0:0:0:0::/64'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:db8:85a3:8d3::1', '2001:db8:85a3:8d3::/64'],
    ['2001:0DB8:85A3:08D3:ffff:ffff:ffff:ffff', '2001:db8:85a3:8d3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1::', '2001:db8:1:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['2001:db8:1:2:3:4:192.0.2.1', '2001:db8:1:2::/64'],
    ['unknown', 'unknown'],
    ['', ''],
  ])('counts %s as %s', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it('counts every address of one /64 as one, and neighbouring /64s apart', () => {
    const inOne = ['2001:db8:aa:bb::1', '2001:db8:aa:bb:ffff::', '2001:db8:aa:bb:1234:5678:9abc:def0'].map(clientNetwork);
    expect(new Set(inOne).size).toBe(1);
    expect(clientNetwork('2001:db8:aa:bc::1')).not.toBe(inOne[0]);
  });
});
