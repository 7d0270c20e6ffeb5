import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { missedShift, type ClockMark, type PlannedSpan } from './missed-shift.js';

const hour = 3_600_000;
/** A shift from `from` to `to`, in hours of one day (epoch ms from its midnight UTC). */
const shift = (name: string, from: number, to: number) => ({ name, start: from * hour, end: to * hour });
const at = (hours: number) => hours * hour;
const named = (result: ReturnType<typeof missedShift<PlannedSpan & { name: string }>>) =>
  result.kind === 'missed'
    ? `missed ${result.shift.name}`
    : result.kind === 'attended'
      ? `attended ${result.shift.name}`
      : result.kind === 'not_started'
        ? `not_started ${result.next.name}`
        : 'none';
/** A shift dated `date` (today: 2026-05-06), from `from` to `to` in hours of today (negative: yesterday). */
const dated = (name: string, date: string, from: number, to: number) => ({ ...shift(name, from, to), date });
const TODAY = '2026-05-06';
const YESTERDAY = '2026-05-05';
const come = (hours: number): ClockMark => ({ type: 'come', at: at(hours) });
const go = (hours: number): ClockMark => ({ type: 'go', at: at(hours) });

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
    // Without dates every shift is read as one of today, also one begun before midnight.
    ['a shift begun before midnight and over, with no dates given: still counts', [shift('night', -2, 6), shift('day', 14, 22)], 8, 'missed night'],
  ])('%s', (_case, shifts, now, expected) => {
    expect(named(missedShift(shifts, at(now)))).toBe(expected);
  });

  describe("a night shift of the day before (given with today's shifts)", () => {
    it.each([
      // The reviewer's case: 22:00-06:00 yesterday, 14:00 today, asked at 01:00 with nobody clocked in.
      ['running at 01:00, a shift of today still to come: the night', [dated('night', YESTERDAY, -2, 6), dated('late', TODAY, 14, 18)], 1, 'missed night'],
      ['running at 01:00, nothing planned today: the night', [dated('night', YESTERDAY, -2, 6)], 1, 'missed night'],
      ['over at 07:00, a shift of today still to come: not considered', [dated('night', YESTERDAY, -2, 6), dated('late', TODAY, 14, 18)], 7, 'not_started late'],
      ['over at 07:00, nothing planned today: nothing', [dated('night', YESTERDAY, -2, 6)], 7, 'none'],
      ['ending this very moment: over, not considered', [dated('night', YESTERDAY, -2, 6)], 6, 'none'],
      ['an evening shift of yesterday, long over: not considered', [dated('evening', YESTERDAY, -6, -2), dated('day', TODAY, 8, 16)], 9, 'missed day'],
      ['running, with one of today over: the running night first', [dated('night', YESTERDAY, -2, 6), dated('early', TODAY, 1, 2)], 3, 'missed night'],
      ['a night shift of today that began at 22:00: still counts after it is over', [dated('night', TODAY, 22, 30)], 23, 'missed night'],
    ])('%s', (_case, shifts, now, expected) => {
      expect(named(missedShift(shifts, at(now), { today: TODAY }))).toBe(expected);
    });
  });

  describe('shifts the person clocked in for are not missed', () => {
    const morning = () => dated('morning', TODAY, 8, 12);
    it.each([
      // The reviewer's case: 08:00-12:00, clocked in at 07:58 and out at 12:02, asked at 13:00.
      ['worked in full, early in and late out', [morning()], [come(8 - 2 / 60), go(12 + 2 / 60)], 13, 'attended morning'],
      ['clocked in on the minute', [morning()], [come(8), go(12)], 13, 'attended morning'],
      ['clocked in late', [morning()], [come(9.5), go(12)], 13, 'attended morning'],
      ['clocked in late and still running: attended', [morning()], [come(9.5), go(10)], 11, 'attended morning'],
      ['clocked in hours early and still at work at the start', [morning()], [come(5), go(12)], 13, 'attended morning'],
      ['clocked in and out again before the start: missed', [morning()], [come(7.5), go(7.9)], 13, 'missed morning'],
      ['clocked in only after the end: missed', [morning()], [come(12), go(13)], 13.5, 'missed morning'],
      ['clocked out exactly at the start: missed', [morning()], [come(6), go(8)], 13, 'missed morning'],
      ['a clock-in of yesterday with its clock-out missing does not reach today', [morning()], [come(-16)], 13, 'missed morning'],
      ['a clock-in with its clock-out missing counts within the shift', [morning()], [come(9)], 13, 'attended morning'],
      ['a clock-in before the start whose clock-out is missing does not count', [morning()], [come(7.9), come(13)], 13.5, 'missed morning'],
      [
        'clocked out early; the next shift of the day is running without a clock-in: that one',
        [morning(), dated('afternoon', TODAY, 13, 17)],
        [come(8), go(10)],
        14,
        'missed afternoon',
      ],
      ['both shifts worked: attended, naming the running one', [morning(), dated('afternoon', TODAY, 13, 17)], [come(8), go(12), come(13), go(14)], 15, 'attended afternoon'],
      ['worked straight through two shifts', [dated('early', TODAY, 6, 14), dated('late', TODAY, 14, 22)], [come(5.9), go(22.1)], 23, 'attended late'],
      ['the first missed, the second worked: the first (ended without a clock-in)', [morning(), dated('afternoon', TODAY, 13, 17)], [come(13), go(17)], 18, 'missed morning'],
      ['a shift still to come is not made missed by a clock-in for the one begun', [morning(), dated('late', TODAY, 18, 22)], [come(8), go(12)], 13, 'attended morning'],
      ['events in any order', [morning()], [go(12), come(8)], 13, 'attended morning'],
      [
        "yesterday's night shift worked, running until 06:00; today's still to come",
        [dated('night', YESTERDAY, -2, 6), dated('late', TODAY, 14, 18)],
        [come(-2.1), go(3)],
        4,
        'attended night',
      ],
      ["yesterday's night shift not clocked, the person came in at 03:00", [dated('night', YESTERDAY, -2, 6)], [come(3), go(4)], 5, 'attended night'],
    ])('%s', (_case, shifts, clockings, now, expected) => {
      expect(named(missedShift(shifts, at(now), { today: TODAY, clockings }))).toBe(expected);
    });

    it('a clock-in alone, with no shift begun, changes nothing', () => {
      expect(named(missedShift([dated('late', TODAY, 14, 18)], at(12), { today: TODAY, clockings: [come(11), go(11.5)] }))).toBe('not_started late');
      expect(missedShift([], at(12), { today: TODAY, clockings: [come(11)] })).toEqual({ kind: 'none' });
    });
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

    it('a night shift of the day before across the change is running, or was clocked for, by its instants', () => {
      // Spring: 22:00 CET on the 28th to 06:00 CEST on the 29th lasts 7 h.
      const spring = { name: 'spring night', date: '2026-03-28', start: instant('2026-03-28T22:00+01:00[Europe/Berlin]'), end: instant('2026-03-29T06:00+02:00[Europe/Berlin]') };
      expect(named(missedShift([spring], instant('2026-03-29T05:30+02:00[Europe/Berlin]'), { today: '2026-03-29' }))).toBe('missed spring night');
      expect(named(missedShift([spring], instant('2026-03-29T06:00+02:00[Europe/Berlin]'), { today: '2026-03-29' }))).toBe('none');
      const worked = [
        { type: 'come' as const, at: instant('2026-03-28T21:55+01:00[Europe/Berlin]') },
        { type: 'go' as const, at: instant('2026-03-29T04:00+02:00[Europe/Berlin]') },
      ];
      expect(named(missedShift([spring], instant('2026-03-29T05:30+02:00[Europe/Berlin]'), { today: '2026-03-29', clockings: worked }))).toBe('attended spring night');
      // Fall: 22:00 CEST on the 24th to 06:00 CET on the 25th lasts 9 h; at the second 02:30 it runs.
      const fall = { name: 'fall night', date: '2026-10-24', start: instant('2026-10-24T22:00+02:00[Europe/Berlin]'), end: instant('2026-10-25T06:00+01:00[Europe/Berlin]') };
      expect(named(missedShift([fall], instant('2026-10-25T02:30+01:00[Europe/Berlin]'), { today: '2026-10-25' }))).toBe('missed fall night');
      // Clocked from 23:00 to the first 02:30 (CEST), an hour before the second: the shift was clocked for.
      const left = [
        { type: 'come' as const, at: instant('2026-10-24T23:00+02:00[Europe/Berlin]') },
        { type: 'go' as const, at: instant('2026-10-25T02:30+02:00[Europe/Berlin]') },
      ];
      expect(named(missedShift([fall], instant('2026-10-25T02:30+01:00[Europe/Berlin]'), { today: '2026-10-25', clockings: left }))).toBe('attended fall night');
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
