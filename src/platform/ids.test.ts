import { describe, expect, it } from 'vitest';
import { UUID_PATTERN, uuidv7 } from './ids.js';

const pattern = new RegExp(UUID_PATTERN);

/** The 48-bit millisecond timestamp at the front of a UUIDv7. */
function timestampOf(id: string): number {
  return parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}

describe('uuidv7', () => {
  it('matches UUID_PATTERN and is lowercase hex in 8-4-4-4-12 groups', () => {
    for (let i = 0; i < 50; i++) {
      const id = uuidv7();
      expect(id).toMatch(pattern);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it('sets the version nibble to 7', () => {
    for (let i = 0; i < 200; i++) expect(uuidv7()[14]).toBe('7');
  });

  it('sets the RFC 9562 variant bits (10xx), so the 17th hex digit is 8, 9, a or b', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const digit = uuidv7()[19]!;
      expect(['8', '9', 'a', 'b']).toContain(digit);
      seen.add(digit);
    }
    // The two low bits of that nibble stay random.
    expect(seen.size).toBeGreaterThan(1);
  });

  it('encodes the given time in the first 48 bits', () => {
    const now = Date.parse('2026-03-29T06:00:00.123Z');
    const id = uuidv7(now);
    expect(timestampOf(id)).toBe(now);
    expect(id.slice(0, 13)).toBe(`${now.toString(16).padStart(12, '0').slice(0, 8)}-${now.toString(16).padStart(12, '0').slice(8)}`);
  });

  it('uses the current time by default', () => {
    const before = Date.now();
    const id = uuidv7();
    const after = Date.now();
    expect(timestampOf(id)).toBeGreaterThanOrEqual(before);
    expect(timestampOf(id)).toBeLessThanOrEqual(after);
  });

  it('handles the smallest and largest 48-bit timestamps', () => {
    const smallest = uuidv7(0);
    expect(smallest.startsWith('00000000-0000-7')).toBe(true);
    expect(smallest).toMatch(pattern);
    const largest = uuidv7(2 ** 48 - 1);
    expect(largest.startsWith('ffffffff-ffff-7')).toBe(true);
    expect(largest).toMatch(pattern);
  });

  it('rejects timestamps that do not fit in 48 bits', () => {
    expect(() => uuidv7(2 ** 48)).toThrow(RangeError);
    expect(() => uuidv7(-1)).toThrow(RangeError);
  });

  it('sorts as strings in the order of increasing time', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    const times = [0, 1, 2, 15, 16, 255, 256, 1000, 65_535, 65_536, 3_600_000, 86_400_000, 2 ** 32, 2 ** 40].map((d) => start + d);
    const ids = times.map((t) => uuidv7(t));
    expect([...ids].sort()).toEqual(ids);
    for (let i = 1; i < ids.length; i++) expect(ids[i - 1]! < ids[i]!).toBe(true);
  });

  it('sorts by time even across hex digit carries and regardless of the random part', () => {
    for (let i = 0; i < 200; i++) {
      const t = 0xffff_ffff + i;
      expect(uuidv7(t) < uuidv7(t + 1)).toBe(true);
    }
  });

  it('sorts ids from 1970 before ids from today', () => {
    expect(uuidv7(1) < uuidv7(Date.now())).toBe(true);
  });

  it('gives different ids for the same millisecond', () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 1000 }, () => uuidv7(now)));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(timestampOf(id)).toBe(now);
  });
});

describe('UUID_PATTERN', () => {
  it.each(['00000000-0000-0000-0000-000000000000', '0198C2F0-8E5A-7ABC-9DEF-0123456789AB', '0198c2f0-8e5a-4abc-9def-0123456789ab'])(
    'accepts %s',
    (id) => {
      expect(id).toMatch(pattern);
    },
  );

  it.each([
    '',
    '0198c2f08e5a7abc9def0123456789ab',
    '0198c2f0-8e5a-7abc-9def-0123456789a',
    '0198c2f0-8e5a-7abc-9def-0123456789abc',
    '{0198c2f0-8e5a-7abc-9def-0123456789ab}',
    '0198c2f0-8e5a-7abc-9def-0123456789ag',
    ' 0198c2f0-8e5a-7abc-9def-0123456789ab',
    '0198c2f0_8e5a_7abc_9def_0123456789ab',
  ])('rejects %j', (id) => {
    expect(id).not.toMatch(pattern);
  });
});
