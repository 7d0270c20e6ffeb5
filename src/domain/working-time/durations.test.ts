import { describe, expect, it } from 'vitest';
import { durationFields, formatDuration, formatHours, parseDuration, wholeMinutes } from './durations.js';

const HOUR_MS = 3_600_000;

describe('durations', () => {
  it.each([
    [0, '00:00:00.000'],
    [1, '00:00:00.001'],
    [8 * HOUR_MS + 30 * 60_000, '08:30:00.000'],
    [27 * HOUR_MS + 1234, '27:00:01.234'],
    [-(90 * 60_000), '-01:30:00.000'],
    [123 * HOUR_MS, '123:00:00.000'],
  ])('writes %i ms as %s and reads it back', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
    expect(parseDuration(text)).toBe(ms);
  });

  it('spells a remembered duration as it spelled it the first time, also after the memory was cleared', () => {
    const independent = (ms: number) => {
      const abs = Math.abs(ms);
      const two = (n: number) => String(n).padStart(2, '0');
      return `${ms < 0 ? '-' : ''}${two(Math.floor(abs / HOUR_MS))}:${two(Math.floor(abs / 60_000) % 60)}:${two(Math.floor(abs / 1000) % 60)}.${String(abs % 1000).padStart(3, '0')}`;
    };
    // More distinct values than are remembered at once, each asked twice, and the first ones again at the end.
    const values = Array.from({ length: 12_000 }, (_, i) => (i % 2 ? -1 : 1) * (i * 61_001 + (i % 1000)));
    for (const ms of [...values, ...values, ...values.slice(0, 100)]) expect(formatDuration(ms)).toBe(independent(ms));
  });

  it('refuses fractions of a millisecond', () => {
    expect(() => formatDuration(1.5)).toThrow(RangeError);
  });

  it.each(['1:00:00', '01:60:00', '01:00:60', '01:00:00.1', 'PT1H', ''])('does not read %j', (text) => {
    expect(parseDuration(text)).toBeUndefined();
  });

  it('gives a duration with its _ms twin', () => {
    expect(durationFields('net_work', 30 * 60_000)).toEqual({ net_work: '00:30:00.000', net_work_ms: 1_800_000 });
  });

  it('formats hours for messages', () => {
    expect(formatHours(10 * HOUR_MS + 60_000)).toBe('10:01 h');
    expect(formatHours(0)).toBe('0:00 h');
    expect(formatHours(9 * HOUR_MS + 59 * 60_000 + 31_000)).toBe('10:00 h');
  });

  it('rounds a value found too short down and one found too long up, so neither is printed as the limit', () => {
    expect(formatHours(10 * HOUR_MS + 59 * 60_000 + 40_000, 'down')).toBe('10:59 h');
    expect(formatHours(11 * HOUR_MS - 1, 'down')).toBe('10:59 h');
    expect(formatHours(10 * HOUR_MS + 20_000, 'up')).toBe('10:01 h');
    expect(formatHours(48 * HOUR_MS + 8 / 17, 'up')).toBe('48:01 h');
    expect(formatHours(20_000, 'up')).toBe('0:01 h');
    // Whole minutes, such as limits, print as they are either way.
    for (const rounding of ['nearest', 'down', 'up'] as const) expect(formatHours(11 * HOUR_MS, rounding)).toBe('11:00 h');
  });

  it('counts whole minutes, rounded as asked', () => {
    expect(wholeMinutes(20 * 60_000 + 20_000, 'down')).toBe(20);
    expect(wholeMinutes(29 * 60_000 + 59_999, 'down')).toBe(29);
    expect(wholeMinutes(20 * 60_000 + 20_000, 'up')).toBe(21);
    expect(wholeMinutes(20 * 60_000 + 40_000, 'nearest')).toBe(21);
    expect(wholeMinutes(30 * 60_000, 'down')).toBe(30);
  });
});
