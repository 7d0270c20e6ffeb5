import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './outbound-address.js';

describe('outbound addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.178.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:a00:1',
    '::ffff:0:a00:1',
    '::a00:1',
    '::10.0.0.1',
    '::101',
    '64:ff9b::a00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::127.0.0.1',
    '64:ff9b:1::808:808',
    '2002:a00:1::1',
    '2002:7f00:1::',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '[::1]',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '172.32.0.1', '192.169.0.1', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '2a00:1450::1'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
