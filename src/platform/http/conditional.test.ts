import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BadRequestError, PreconditionFailedError } from '../errors/errors.js';
import {
  assertIfMatch,
  contentTag,
  entityTagsOf,
  ifMatchOf,
  nextUpdatedAt,
  notModified,
  stronglyMatches,
  versionTag,
  weaklyMatches,
} from './conditional.js';

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

describe('stronglyMatches', () => {
  it('holds only for two strong tags with the same opaque tag (RFC 9110 §8.8.3.2)', () => {
    const strong = { weak: false, opaque: '"1"' };
    const weak = { weak: true, opaque: '"1"' };
    expect(stronglyMatches(strong, strong)).toBe(true);
    expect(stronglyMatches(weak, strong)).toBe(false);
    expect(stronglyMatches(strong, weak)).toBe(false);
    expect(stronglyMatches(weak, weak)).toBe(false);
    expect(stronglyMatches(strong, { weak: false, opaque: '"2"' })).toBe(false);
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

describe('versionTag', () => {
  const record = { id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001', updated_at: '2026-03-02T07:58:12.345Z' };

  it('is one strong, quoted, opaque tag, the same for the same id and updated_at', () => {
    const tag = versionTag(record);
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(entityTagsOf(tag)).toEqual([{ weak: false, opaque: tag }]);
    expect(versionTag({ ...record })).toBe(tag);
    // A timestamp in another notation of the same moment is the same version.
    expect(versionTag({ ...record, updated_at: '2026-03-02T08:58:12.345+01:00' })).toBe(tag);
  });

  it('moves with updated_at, and differs between records', () => {
    expect(versionTag({ ...record, updated_at: '2026-03-02T07:58:12.346Z' })).not.toBe(versionTag(record));
    expect(versionTag({ ...record, id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0002' })).not.toBe(versionTag(record));
  });
});

describe('nextUpdatedAt', () => {
  const previous = '2026-03-02T07:58:12.345Z';

  it('is now when now is later than the updated_at it replaces', () => {
    expect(nextUpdatedAt(previous, Date.parse('2026-03-02T08:00:00.000Z'))).toBe('2026-03-02T08:00:00.000Z');
  });

  it('is a millisecond after it otherwise: in the same millisecond, or with a clock set back', () => {
    expect(nextUpdatedAt(previous, Date.parse(previous))).toBe('2026-03-02T07:58:12.346Z');
    expect(nextUpdatedAt(previous, Date.parse('2026-03-02T07:00:00.000Z'))).toBe('2026-03-02T07:58:12.346Z');
  });
});

describe('ifMatchOf', () => {
  it('asks nothing without the field or with *', () => {
    expect(ifMatchOf(undefined)).toBeUndefined();
    expect(ifMatchOf('*')).toBeUndefined();
    expect(ifMatchOf(' * ')).toBeUndefined();
  });

  it('lists the tags named, weak ones included', () => {
    expect(ifMatchOf('"a", W/"b"')).toEqual([
      { weak: false, opaque: '"a"' },
      { weak: true, opaque: '"b"' },
    ]);
  });

  it('refuses a field that is no list of entity tags (400), which would otherwise write over any version', () => {
    for (const field of ['', 'abc', '"a" "b"', '*, "a"', 'W/ "a"']) expect(() => ifMatchOf(field), field).toThrow(BadRequestError);
  });
});

describe('assertIfMatch', () => {
  const record = { id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001', updated_at: '2026-03-02T07:58:12.345Z' };
  const current = versionTag(record);

  it('lets a change through without a condition, or when a listed tag is the current version', () => {
    expect(() => assertIfMatch(undefined, record)).not.toThrow();
    expect(() => assertIfMatch(ifMatchOf(current), record)).not.toThrow();
    expect(() => assertIfMatch(ifMatchOf(`"older", ${current}`), record)).not.toThrow();
  });

  it('refuses (412) another version, and the current one as a weak tag (strong comparison, RFC 9110 §13.1.1)', () => {
    const older = versionTag({ ...record, updated_at: '2026-03-02T07:58:12.344Z' });
    expect(() => assertIfMatch(ifMatchOf(older), record)).toThrow(PreconditionFailedError);
    expect(() => assertIfMatch(ifMatchOf(`W/${current}`), record)).toThrow(PreconditionFailedError);
    expect(() => assertIfMatch(ifMatchOf(current.toUpperCase()), record)).toThrow(PreconditionFailedError);
  });
});
