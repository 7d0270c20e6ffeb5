import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { missedShift, type PlannedSpan } from './missed-shift.js';

const hour = 3_600_000;
/** A shift from `from` to `to`, in hours of one day (epoch ms from its midnight UTC). */
const shift = (name: string, from: number, to: number) => ({ name, start: from * hour, end: to * hour });
const at = (hours: number) => hours * hour;
const named = (result: ReturnType<typeof missedShift<PlannedSpan & { name: string }>>) =>
  result.kind === 'missed' ? `missed ${result.shift.name}` : result.kind === 'not_started' ? `not_started ${result.next.name}` : 'none';

describe('missedShift', () => {
  it('finds nothing when nothing is planned', () => {
    expect(missedShift([], at(12))).toEqual({ kind: 'none' });
  });

  it.each([
    // The reviewer's case: one begun 3 h ago, one in 70 minutes: the begun one is missed, also when the other is nearer.
    ['one begun 3 h ago and one in 70 min', [shift('early', 9, 10), shift('later', 13 + 10 / 60, 14 + 10 / 60)], 12, 'missed early'],
    ['the same, given in the other order', [shift('later', 13 + 10 / 60, 14 + 10 / 60), shift('early', 9, 10)], 12, 'missed early'],
    ['the only shift, running', [shift('day', 8, 16)], 12, 'missed day'],
    ['the only shift, beginning this very moment', [shift('day', 12, 16)], 12, 'missed day'],
    ['the only shift, still to come', [shift('day', 13, 17)], 12, 'not_started day'],
    ['two shifts, neither begun: the first of them is named', [shift('late', 18, 22), shift('noon', 14, 16)], 12, 'not_started noon'],
    ['the only shift, already over (never clocked in: still a reminder)', [shift('morning', 6, 10)], 12, 'missed morning'],
    ['one over and one running: the running one', [shift('morning', 6, 10), shift('noon', 11, 15)], 12, 'missed noon'],
    ['one over and one to come: the one over', [shift('morning', 6, 10), shift('evening', 17, 21)], 12, 'missed morning'],
    ['two over: the later begun', [shift('first', 6, 8), shift('second', 9, 11)], 12, 'missed second'],
    ['a short one begun later but over, inside a long one running: the running one', [shift('long', 6, 18), shift('short', 10, 11)], 12, 'missed long'],
    ['two running: the later begun', [shift('long', 6, 18), shift('split', 10, 14)], 12, 'missed split'],
    ['a shift ending this very moment is over; the one running wins', [shift('ending', 12 - 8, 12), shift('running', 3, 20)], 12, 'missed running'],
    ['equal starts, one over and one running: the running one', [shift('short', 9, 10), shift('long', 9, 17)], 12, 'missed long'],
    ['equal starts, both over: the one ending later', [shift('long', 9, 11), shift('short', 9, 10)], 12, 'missed long'],
    ['equal starts, both running: the one ending later', [shift('short', 9, 13), shift('long', 9, 17)], 12, 'missed long'],
    ['a night shift of today, begun at 22:00 and running past midnight', [shift('day', 8, 12), shift('night', 22, 30)], 23, 'missed night'],
    ['a night shift begun yesterday and still running, with one of today to come', [shift('night', -2, 6), shift('day', 14, 22)], 3, 'missed night'],
    ['a night shift of yesterday that is over, with one of today to come', [shift('night', -2, 6), shift('day', 14, 22)], 8, 'missed night'],
  ])('%s', (_case, shifts, now, expected) => {
    expect(named(missedShift(shifts, at(now)))).toBe(expected);
  });

  it('returns the entry it was given, not a copy', () => {
    const given = shift('day', 8, 16);
    expect(missedShift([given], at(12))).toEqual({ kind: 'missed', shift: given });
    expect((missedShift([given], at(12)) as { shift: unknown }).shift).toBe(given);
  });

  describe('on a day the clocks change (instants, not wall-clock times, decide)', () => {
    const instant = (text: string) => Temporal.ZonedDateTime.from(text).epochMilliseconds;

    it('spring forward: a shift from 01:30 CET to 03:30 CEST lasts one hour and runs at 03:10 CEST', () => {
      const night = { name: 'night', start: instant('2026-03-29T01:30+01:00[Europe/Berlin]'), end: instant('2026-03-29T03:30+02:00[Europe/Berlin]') };
      const morning = { name: 'morning', start: instant('2026-03-29T04:00+02:00[Europe/Berlin]'), end: instant('2026-03-29T08:00+02:00[Europe/Berlin]') };
      expect(named(missedShift([night, morning], instant('2026-03-29T03:10+02:00[Europe/Berlin]')))).toBe('missed night');
      expect(named(missedShift([morning], instant('2026-03-29T03:10+02:00[Europe/Berlin]')))).toBe('not_started morning');
      // 01:59 CET is one minute before 03:00 CEST: the morning shift has not begun.
      expect(named(missedShift([morning], instant('2026-03-29T01:59+01:00[Europe/Berlin]')))).toBe('not_started morning');
    });

    it('fall back: a shift at the second 02:15 (CET) began after one at the first 02:30 (CEST)', () => {
      const first = { name: 'first 02:30', start: instant('2026-10-25T02:30+02:00[Europe/Berlin]'), end: instant('2026-10-25T04:00+01:00[Europe/Berlin]') };
      const second = { name: 'second 02:15', start: instant('2026-10-25T02:15+01:00[Europe/Berlin]'), end: instant('2026-10-25T06:00+01:00[Europe/Berlin]') };
      expect(named(missedShift([first, second], instant('2026-10-25T02:20+01:00[Europe/Berlin]')))).toBe('missed second 02:15');
      // At the first 02:20 (CEST) neither has begun, though both wall-clock times lie near it.
      expect(named(missedShift([first, second], instant('2026-10-25T02:20+02:00[Europe/Berlin]')))).toBe('not_started first 02:30');
    });
  });
});
