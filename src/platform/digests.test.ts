import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './digests.js';

describe('sha256Hex', () => {
  it('digests the UTF-8 bytes of a text as createHash does', () => {
    for (const text of ['', 'stp_abc', 'Grüße 👋', 'x'.repeat(10_000), '\u0000\uffff']) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });

  it('answers the published digest of "abc"', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
