import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentTag, entityTagsOf, notModified, weaklyMatches } from './conditional.js';

const TAG = '"2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae"';

describe('entityTagsOf', () => {
  it('reads one tag, a weak one, a list with empty elements and whitespace, and *', () => {
    expect(entityTagsOf('"abc"')).toEqual([{ weak: false, opaque: '"abc"' }]);
    expect(entityTagsOf('W/"abc"')).toEqual([{ weak: true, opaque: '"abc"' }]);
    expect(entityTagsOf(' "a" ,W/"b",\t, "" ,')).toEqual([
      { weak: false, opaque: '"a"' },
      { weak: true, opaque: '"b"' },
      { weak: false, opaque: '""' },
    ]);
    expect(entityTagsOf(' * ')).toBe('*');
  });

  it('keeps a comma inside a tag, which is part of it, and obs-text', () => {
    expect(entityTagsOf('"a,b", "c"')).toEqual([
      { weak: false, opaque: '"a,b"' },
      { weak: false, opaque: '"c"' },
    ]);
    expect(entityTagsOf('"\xe4"')).toEqual([{ weak: false, opaque: '"\xe4"' }]);
  });

  it('answers undefined for a field that is no list of entity tags', () => {
    for (const field of ['', ' , ', 'abc', '"abc', '"a" "b"', '"a""b"', 'w/"a"', 'W/ "a"', '"a b"', '"a"x', '*, "a"', '"a\\"b"']) {
      expect(entityTagsOf(field), field).toBeUndefined();
    }
  });

  it('reads a long list in linear time', () => {
    const field = Array.from({ length: 20_000 }, (_, i) => `"${i}"`).join(', ');
    const started = performance.now();
    expect(entityTagsOf(field)).toHaveLength(20_000);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('weaklyMatches', () => {
  it('compares the opaque tags only (RFC 9110 §8.8.3.2)', () => {
    const strong = { weak: false, opaque: '"1"' };
    const weak = { weak: true, opaque: '"1"' };
    expect(weaklyMatches(strong, strong)).toBe(true);
    expect(weaklyMatches(weak, strong)).toBe(true);
    expect(weaklyMatches(weak, weak)).toBe(true);
    expect(weaklyMatches(strong, { weak: false, opaque: '"2"' })).toBe(false);
  });
});

describe('notModified', () => {
  it('holds when If-None-Match names the current tag, alone, in a list, weak, or as *', () => {
    expect(notModified(TAG, TAG)).toBe(true);
    expect(notModified(`"old", ${TAG}`, TAG)).toBe(true);
    expect(notModified(`W/${TAG}`, TAG)).toBe(true);
    expect(notModified('*', TAG)).toBe(true);
  });

  it('does not hold without the field, for other tags, or for a field that does not parse', () => {
    expect(notModified(undefined, TAG)).toBe(false);
    expect(notModified('"old", W/"older"', TAG)).toBe(false);
    expect(notModified(TAG.slice(1, -1), TAG)).toBe(false);
    expect(notModified(`${TAG} "x"`, TAG)).toBe(false);
    expect(notModified(TAG.toUpperCase(), TAG)).toBe(false);
  });
});

describe('contentTag', () => {
  it('is the quoted hex SHA-256 of the content, the same for text and its UTF-8 bytes', () => {
    expect(contentTag('foo')).toBe(TAG);
    const text = 'BEGIN:VCALENDAR\r\nSUMMARY:Frühdienst\r\n';
    expect(contentTag(text)).toBe(`"${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex')}"`);
    expect(contentTag(Buffer.from(text, 'utf8'))).toBe(contentTag(text));
  });
});
