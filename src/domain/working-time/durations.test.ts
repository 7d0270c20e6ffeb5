import { describe, expect, it } from 'vitest';
import { durationFields, formatDuration, formatHours, parseDuration } from './durations.js';

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
});
