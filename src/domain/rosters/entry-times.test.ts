import { describe, expect, it } from 'vitest';
import { effectiveTimes, isOvernight, minutesOf, nominalNetMs, plannedBreak } from './entry-times.js';

describe('shift clock times', () => {
  it('reads HH:MM and refuses anything else', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('23:59')).toBe(1439);
    for (const bad of ['24:00', '7:00', '07:60', '07:00:00', '']) expect(() => minutesOf(bad)).toThrow(RangeError);
  });

  it('knows overnight shifts and their nominal net length', () => {
    expect(isOvernight('22:00', '06:00')).toBe(true);
    expect(isOvernight('06:00', '14:00')).toBe(false);
    expect(isOvernight('08:00', '08:00')).toBe(true);
    expect(nominalNetMs('06:00', '14:30', 30)).toBe(8 * 3600_000);
    expect(nominalNetMs('22:00', '06:00', 45)).toBe(7.25 * 3600_000);
  });
});

describe('effectiveTimes in Europe/Berlin', () => {
  const zone = 'Europe/Berlin';

  it('places a day shift in winter (+01:00) and summer (+02:00)', () => {
    expect(effectiveTimes('2026-01-15', '08:00', '16:30', 30, zone)).toEqual({
      start: '2026-01-15T07:00:00.000Z',
      end: '2026-01-15T15:30:00.000Z',
      plannedWorkMs: 8 * 3600_000,
    });
    expect(effectiveTimes('2026-07-15', '08:00', '16:00', 0, zone).start).toBe('2026-07-15T06:00:00.000Z');
  });

  it('ends an overnight shift on the next day', () => {
    const times = effectiveTimes('2026-01-15', '22:00', '06:00', 0, zone);
    expect(times.start).toBe('2026-01-15T21:00:00.000Z');
    expect(times.end).toBe('2026-01-16T05:00:00.000Z');
  });

  it('counts real time across the spring-forward night (one hour less) and the fall-back night (one more)', () => {
    expect(effectiveTimes('2026-03-28', '22:00', '06:00', 0, zone).plannedWorkMs).toBe(7 * 3600_000);
    expect(effectiveTimes('2026-10-24', '22:00', '06:00', 0, zone).plannedWorkMs).toBe(9 * 3600_000);
    expect(effectiveTimes('2026-03-29', '08:00', '16:00', 30, zone).plannedWorkMs).toBe(7.5 * 3600_000);
  });

  it('moves a start inside the skipped hour forward, as clocks do', () => {
    const times = effectiveTimes('2026-03-29', '02:30', '10:00', 0, zone);
    expect(times.start).toBe('2026-03-29T01:30:00.000Z');
    expect(times.plannedWorkMs).toBe(6.5 * 3600_000);
  });
});

describe('plannedBreak', () => {
  it('puts the break in the middle of the shift', () => {
    expect(plannedBreak('2026-01-15T07:00:00.000Z', '2026-01-15T15:30:00.000Z', 30)).toEqual([
      { start: '2026-01-15T11:00:00.000Z', end: '2026-01-15T11:30:00.000Z' },
    ]);
    expect(plannedBreak('2026-01-15T07:00:00.000Z', '2026-01-15T15:00:00.000Z', 0)).toEqual([]);
  });
});
