import { describe, expect, it } from 'vitest';
import {
  durationFields,
  formatDuration,
  isValidDate,
  isValidPeriod,
  localDate,
  parseDuration,
  periodOf,
  utcTimestamp,
  zonedTimestamp,
} from './formats.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('formatDuration', () => {
  it.each([
    [0, '00:00:00.000'],
    [1, '00:00:00.001'],
    [10, '00:00:00.010'],
    [999, '00:00:00.999'],
    [1000, '00:00:01.000'],
    [1001, '00:00:01.001'],
    [59_999, '00:00:59.999'],
    [60_000, '00:01:00.000'],
    [MINUTE + 1, '00:01:00.001'],
    [59 * MINUTE + 59_999, '00:59:59.999'],
    [HOUR, '01:00:00.000'],
    [HOUR - 1, '00:59:59.999'],
    [8 * HOUR + 30 * MINUTE, '08:30:00.000'],
    [24 * HOUR - 1, '23:59:59.999'],
    [24 * HOUR, '24:00:00.000'],
    [24 * HOUR + 1, '24:00:00.001'],
    [99 * HOUR + 59 * MINUTE + 59_999, '99:59:59.999'],
    [100 * HOUR, '100:00:00.000'],
    [123 * HOUR + 4 * MINUTE + 5 * SECOND + 6, '123:04:05.006'],
    [10_000 * HOUR, '10000:00:00.000'],
  ])('formats %d ms as %s', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });

  it.each([
    [-1, '-00:00:00.001'],
    [-999, '-00:00:00.999'],
    [-1000, '-00:00:01.000'],
    [-59_999, '-00:00:59.999'],
    [-(HOUR + 30 * MINUTE), '-01:30:00.000'],
    [-24 * HOUR, '-24:00:00.000'],
    [-(150 * HOUR + 1), '-150:00:00.001'],
  ])('formats negative %d ms with a leading minus as %s', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });

  it('formats negative zero without a sign', () => {
    expect(formatDuration(-0)).toBe('00:00:00.000');
  });

  it.each([0.5, 1.5, -0.1, 999.9999, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'rejects %s, which is not a whole number of milliseconds',
    (ms) => {
      expect(() => formatDuration(ms)).toThrow(RangeError);
      expect(() => formatDuration(ms)).toThrow(/whole milliseconds/);
    },
  );

  it('handles the largest safe integer without losing the shape', () => {
    expect(formatDuration(Number.MAX_SAFE_INTEGER)).toMatch(/^\d{2,}:[0-5]\d:[0-5]\d\.\d{3}$/);
  });
});

describe('parseDuration', () => {
  it.each([
    ['00:00:00', 0],
    ['00:00:00.000', 0],
    ['00:00:00.001', 1],
    ['00:00:00.999', 999],
    ['00:00:01', 1000],
    ['00:00:59.999', 59_999],
    ['00:01:00', MINUTE],
    ['00:59:59', 59 * MINUTE + 59 * SECOND],
    ['01:00:00.000', HOUR],
    ['08:30:00', 8 * HOUR + 30 * MINUTE],
    ['23:59:59.999', 24 * HOUR - 1],
    ['24:00:00.000', 24 * HOUR],
    ['100:00:00.000', 100 * HOUR],
    ['123:04:05.006', 123 * HOUR + 4 * MINUTE + 5 * SECOND + 6],
    ['-00:00:00.001', -1],
    ['-01:30:00', -(HOUR + 30 * MINUTE)],
    ['-150:00:00.001', -(150 * HOUR + 1)],
  ])('parses %s as %d ms', (text, expected) => {
    expect(parseDuration(text)).toBe(expected);
  });

  it('treats omitted milliseconds as zero', () => {
    expect(parseDuration('12:34:56')).toBe(parseDuration('12:34:56.000'));
  });

  it('parses a negative zero as a zero duration', () => {
    // -0 and 0 are the same duration; it serialises as 0 in JSON.
    expect(parseDuration('-00:00:00') === 0).toBe(true);
    expect(JSON.stringify(parseDuration('-00:00:00.000'))).toBe('0');
  });

  it.each([
    0,
    1,
    999,
    59_999,
    MINUTE,
    HOUR - 1,
    24 * HOUR,
    100 * HOUR + 1,
    123 * HOUR + 4 * MINUTE + 5 * SECOND + 6,
    -1,
    -999,
    -(24 * HOUR),
    -(101 * HOUR + 59 * MINUTE + 59_999),
  ])('round trips %d ms through formatDuration', (ms) => {
    expect(parseDuration(formatDuration(ms))).toBe(ms);
  });

  it.each([
    '00:00:00.000',
    '00:00:00.001',
    '01:02:03.004',
    '24:00:00.000',
    '100:59:59.999',
    '-00:00:00.001',
    '-12:00:00.500',
  ])('round trips %s through formatDuration', (text) => {
    expect(formatDuration(parseDuration(text)!)).toBe(text);
  });

  it.each([
    ['00:60:00', 'minutes of 60'],
    ['00:99:00', 'minutes of 99'],
    ['00:00:60', 'seconds of 60'],
    ['00:00:60.000', 'seconds of 60 with millis'],
    ['00:00:99', 'seconds of 99'],
    ['01:60:60', 'both minutes and seconds of 60'],
  ])('rejects %s (%s)', (text) => {
    expect(parseDuration(text)).toBeUndefined();
  });

  it.each([
    '',
    ' ',
    'abc',
    '1:00:00',
    '0:00:00',
    '00:0:00',
    '00:00:0',
    '00:00',
    '00:00:00:00',
    '00:00:00.',
    '00:00:00.1',
    '00:00:00.12',
    '00:00:00.1234',
    '00:00:00,000',
    '+01:00:00',
    '--01:00:00',
    '- 01:00:00',
    ' 01:00:00',
    '01:00:00 ',
    '01:00:00Z',
    'PT1H',
    '1h',
    '01-00-00',
    '０1:00:00',
    'aa:bb:cc',
  ])('rejects the malformed duration %j', (text) => {
    expect(parseDuration(text)).toBeUndefined();
  });
});

describe('durationFields', () => {
  it('returns the formatted duration and its integer _ms twin', () => {
    expect(durationFields('worked', 8 * HOUR + 1)).toEqual({ worked: '08:00:00.001', worked_ms: 8 * HOUR + 1 });
  });

  it('keeps negative values in both spellings', () => {
    expect(durationFields('balance', -90 * MINUTE)).toEqual({ balance: '-01:30:00.000', balance_ms: -90 * MINUTE });
  });

  it('throws for a non-integer duration', () => {
    expect(() => durationFields('x', 1.5)).toThrow(RangeError);
  });
});

describe('isValidDate', () => {
  it.each([
    '2026-01-01',
    '2026-12-31',
    '2026-01-31',
    '2026-04-30',
    '2026-02-28',
    '2024-02-29',
    '2000-02-29',
    '2400-02-29',
    '1999-12-31',
    '0001-01-01',
    '9999-12-31',
  ])('accepts %s', (text) => {
    expect(isValidDate(text)).toBe(true);
  });

  it.each([
    ['2023-02-29', 'not a leap year'],
    ['2026-02-29', 'not a leap year'],
    ['1900-02-29', 'century without leap day'],
    ['2100-02-29', 'century without leap day'],
    ['2024-02-30', 'February never has 30 days'],
    ['2026-04-31', 'April has 30 days'],
    ['2026-06-31', 'June has 30 days'],
    ['2026-09-31', 'September has 30 days'],
    ['2026-11-31', 'November has 30 days'],
    ['2026-01-32', 'no month has 32 days'],
    ['2026-13-01', 'no month 13'],
    ['2026-00-01', 'no month 0'],
    ['2026-01-00', 'no day 0'],
  ])('rejects %s (%s)', (text) => {
    expect(isValidDate(text)).toBe(false);
  });

  it.each([
    '',
    '2026-1-01',
    '2026-01-1',
    '26-01-01',
    '20260101',
    '2026/01/01',
    '01.01.2026',
    '2026-01-01T00:00:00Z',
    '2026-01-01T00:00',
    ' 2026-01-01',
    '2026-01-01 ',
    '+002026-01-01',
    '-002026-01-01',
    '12026-01-01',
    '2026-W01-1',
    '2026-001',
    'yyyy-mm-dd',
  ])('rejects the wrongly formatted %j', (text) => {
    expect(isValidDate(text)).toBe(false);
  });
});

describe('utcTimestamp', () => {
  it('prints ISO 8601 in UTC with Z and milliseconds', () => {
    expect(utcTimestamp(new Date('2026-03-29T08:00:00+02:00'))).toBe('2026-03-29T06:00:00.000Z');
    expect(utcTimestamp(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(utcTimestamp('2026-01-01T00:00:00.123Z')).toBe('2026-01-01T00:00:00.123Z');
  });

  it('prints other spellings of an instant in the same form', () => {
    expect(utcTimestamp('2026-03-29T08:00:00+02:00')).toBe('2026-03-29T06:00:00.000Z');
    expect(utcTimestamp('2026-03-29T06:00:00Z')).toBe('2026-03-29T06:00:00.000Z');
    expect(utcTimestamp('2026-03-29 06:00:00.5Z')).toBe('2026-03-29T06:00:00.500Z');
  });

  it('defaults to the current time', () => {
    const before = Date.now();
    const stamp = Date.parse(utcTimestamp());
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });
});

describe('zonedTimestamp', () => {
  it('prints Europe/Berlin winter time with +01:00', () => {
    expect(zonedTimestamp('2026-01-15T12:00:00Z', 'Europe/Berlin')).toBe('2026-01-15T13:00:00+01:00');
  });

  it('prints Europe/Berlin summer time with +02:00', () => {
    expect(zonedTimestamp('2026-07-15T12:00:00Z', 'Europe/Berlin')).toBe('2026-07-15T14:00:00+02:00');
  });

  it('prints the spec example 2026-03-29T08:00:00+02:00', () => {
    expect(zonedTimestamp('2026-03-29T06:00:00Z', 'Europe/Berlin')).toBe('2026-03-29T08:00:00+02:00');
  });

  it('accepts a Date, an epoch number and a string for the same instant', () => {
    const iso = '2026-07-15T12:00:00Z';
    const expected = '2026-07-15T14:00:00+02:00';
    expect(zonedTimestamp(new Date(iso), 'Europe/Berlin')).toBe(expected);
    expect(zonedTimestamp(Date.parse(iso), 'Europe/Berlin')).toBe(expected);
    expect(zonedTimestamp(iso, 'Europe/Berlin')).toBe(expected);
  });

  describe('on the spring-forward day 2026-03-29 (clocks jump 02:00 -> 03:00 local at 01:00 UTC)', () => {
    it.each([
      ['2026-03-28T23:00:00Z', '2026-03-29T00:00:00+01:00'],
      ['2026-03-29T00:00:00Z', '2026-03-29T01:00:00+01:00'],
      ['2026-03-29T00:59:59Z', '2026-03-29T01:59:59+01:00'],
      ['2026-03-29T00:59:59.999Z', '2026-03-29T01:59:59+01:00'],
      ['2026-03-29T01:00:00Z', '2026-03-29T03:00:00+02:00'],
      ['2026-03-29T01:00:01Z', '2026-03-29T03:00:01+02:00'],
      ['2026-03-29T02:00:00Z', '2026-03-29T04:00:00+02:00'],
    ])('%s is %s', (instant, expected) => {
      expect(zonedTimestamp(instant, 'Europe/Berlin')).toBe(expected);
    });
  });

  describe('on the fall-back day 2026-10-25 (clocks go 03:00 -> 02:00 local at 01:00 UTC)', () => {
    it.each([
      ['2026-10-24T22:00:00Z', '2026-10-25T00:00:00+02:00'],
      ['2026-10-25T00:00:00Z', '2026-10-25T02:00:00+02:00'],
      ['2026-10-25T00:59:59Z', '2026-10-25T02:59:59+02:00'],
      ['2026-10-25T01:00:00Z', '2026-10-25T02:00:00+01:00'],
      ['2026-10-25T01:59:59Z', '2026-10-25T02:59:59+01:00'],
      ['2026-10-25T02:00:00Z', '2026-10-25T03:00:00+01:00'],
    ])('%s is %s', (instant, expected) => {
      expect(zonedTimestamp(instant, 'Europe/Berlin')).toBe(expected);
    });

    it('keeps the two 02:30 local times of that night apart by their offset', () => {
      const first = zonedTimestamp('2026-10-25T00:30:00Z', 'Europe/Berlin');
      const second = zonedTimestamp('2026-10-25T01:30:00Z', 'Europe/Berlin');
      expect(first).toBe('2026-10-25T02:30:00+02:00');
      expect(second).toBe('2026-10-25T02:30:00+01:00');
      expect(Date.parse(second) - Date.parse(first)).toBe(HOUR);
    });
  });

  it('prints the UTC zone with +00:00, not Z', () => {
    expect(zonedTimestamp('2026-01-15T12:00:00Z', 'UTC')).toBe('2026-01-15T12:00:00+00:00');
    expect(zonedTimestamp('2026-07-15T12:00:00Z', 'UTC')).toBe('2026-07-15T12:00:00+00:00');
    expect(zonedTimestamp(0, 'UTC')).toBe('1970-01-01T00:00:00+00:00');
  });

  it('prints whole seconds only (milliseconds are dropped, not rounded)', () => {
    expect(zonedTimestamp('2026-01-01T00:00:00.999Z', 'UTC')).toBe('2026-01-01T00:00:00+00:00');
    expect(zonedTimestamp('2026-01-01T00:00:59.999Z', 'Europe/Berlin')).toBe('2026-01-01T01:00:59+01:00');
  });

  it('prints negative and non-hour offsets', () => {
    expect(zonedTimestamp('2026-06-01T00:00:00Z', 'America/New_York')).toBe('2026-05-31T20:00:00-04:00');
    expect(zonedTimestamp('2026-06-01T00:00:00Z', 'Asia/Kolkata')).toBe('2026-06-01T05:30:00+05:30');
  });

  it('parses back to the same instant (to the second)', () => {
    const instant = Date.parse('2026-10-25T01:30:00Z');
    expect(Date.parse(zonedTimestamp(instant, 'Europe/Berlin'))).toBe(instant);
  });

  it('throws for an unknown zone', () => {
    expect(() => zonedTimestamp('2026-01-01T00:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('throws for an invalid instant', () => {
    expect(() => zonedTimestamp('not a date', 'UTC')).toThrow(RangeError);
  });
});

describe('localDate', () => {
  it.each([
    ['2026-01-15T12:00:00Z', 'Europe/Berlin', '2026-01-15'],
    ['2026-01-15T22:59:59Z', 'Europe/Berlin', '2026-01-15'],
    ['2026-01-15T23:00:00Z', 'Europe/Berlin', '2026-01-16'],
    ['2026-07-15T21:59:59Z', 'Europe/Berlin', '2026-07-15'],
    ['2026-07-15T22:00:00Z', 'Europe/Berlin', '2026-07-16'],
    ['2026-12-31T23:00:00Z', 'Europe/Berlin', '2027-01-01'],
    ['2026-12-31T23:00:00Z', 'UTC', '2026-12-31'],
    ['2026-01-01T03:00:00Z', 'America/New_York', '2025-12-31'],
    ['2024-02-29T12:00:00Z', 'UTC', '2024-02-29'],
    ['2026-03-29T01:00:00Z', 'Europe/Berlin', '2026-03-29'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(localDate(instant, zone)).toBe(expected);
  });

  it('returns a valid date', () => {
    expect(isValidDate(localDate(Date.now(), 'Europe/Berlin'))).toBe(true);
  });
});

describe('isValidPeriod', () => {
  it.each(['2026-01', '2026-09', '2026-10', '2026-12', '1900-01', '2199-12'])('accepts %s', (text) => {
    expect(isValidPeriod(text)).toBe(true);
  });

  it.each([
    '',
    '0000-01',
    '1899-12',
    '2200-01',
    '9999-12',
    '2026-00',
    '2026-13',
    '2026-1',
    '2026-001',
    '26-01',
    '202601',
    '2026/01',
    '2026-01-01',
    ' 2026-01',
    '2026-01 ',
    '2026-1a',
    '12026-01',
    '2026-01\n',
  ])('rejects %j', (text) => {
    expect(isValidPeriod(text)).toBe(false);
  });
});

describe('periodOf', () => {
  it('puts 2026-01-31T23:30:00Z into 2026-02 in Europe/Berlin', () => {
    expect(periodOf('2026-01-31T23:30:00Z', 'Europe/Berlin')).toBe('2026-02');
  });

  it('puts the same instant into 2026-01 in UTC', () => {
    expect(periodOf('2026-01-31T23:30:00Z', 'UTC')).toBe('2026-01');
  });

  it.each([
    ['2026-01-31T22:59:59Z', 'Europe/Berlin', '2026-01'],
    ['2026-01-31T23:00:00Z', 'Europe/Berlin', '2026-02'],
    ['2026-06-30T21:59:59Z', 'Europe/Berlin', '2026-06'],
    ['2026-06-30T22:00:00Z', 'Europe/Berlin', '2026-07'],
    ['2026-12-31T23:00:00Z', 'Europe/Berlin', '2027-01'],
    ['2026-03-01T04:59:59Z', 'America/New_York', '2026-02'],
    ['2026-03-01T05:00:00Z', 'America/New_York', '2026-03'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(periodOf(instant, zone)).toBe(expected);
  });

  it('accepts a Date and an epoch number', () => {
    const instant = '2026-01-31T23:30:00Z';
    expect(periodOf(new Date(instant), 'Europe/Berlin')).toBe('2026-02');
    expect(periodOf(Date.parse(instant), 'Europe/Berlin')).toBe('2026-02');
  });

  it('always returns a valid period', () => {
    expect(isValidPeriod(periodOf(Date.now(), 'Europe/Berlin'))).toBe(true);
  });
});
