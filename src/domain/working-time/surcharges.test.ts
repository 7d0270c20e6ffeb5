import { describe, expect, it } from 'vitest';
import { localCalendar } from './local-days.js';
import { surchargesOf, type HolidayCalendar, type Surcharges } from './surcharges.js';
import { H, hm, MIN, t, ZONE } from './test-fixtures.js';

const calendar = localCalendar(ZONE);
const none: HolidayCalendar = new Map();

/** Surcharges of one stretch of work begun at its start, in 'H:MM'. */
function of(from: string, to: string, holidays: HolidayCalendar = none, began = from): Record<keyof Surcharges, string> {
  const result = surchargesOf([{ start: t(from), end: t(to), began: t(began) }], calendar, holidays);
  const text = (ms: number) => `${Math.floor(ms / H)}:${String((ms % H) / MIN).padStart(2, '0')}`;
  return { night: text(result.night), nightCore: text(result.nightCore), sunday: text(result.sunday), holiday: text(result.holiday), holidaySpecial: text(result.holidaySpecial) };
}

const zero = { night: '0:00', nightCore: '0:00', sunday: '0:00', holiday: '0:00', holidaySpecial: '0:00' };

describe('night work (§3b EStG)', () => {
  it('starts at 20:00 and ends at 06:00', () => {
    // 2026-11-18 is a Wednesday.
    expect(of('2026-11-18T06:00', '2026-11-18T20:00')).toEqual(zero);
    expect(of('2026-11-18T19:00', '2026-11-18T21:00')).toEqual({ ...zero, night: '1:00' });
    expect(of('2026-11-18T05:00', '2026-11-18T07:00')).toEqual({ ...zero, night: '1:00' });
    expect(of('2026-11-18T19:59', '2026-11-18T20:00')).toEqual(zero);
    expect(of('2026-11-18T20:00', '2026-11-18T20:01')).toEqual({ ...zero, night: '0:01' });
  });

  it('counts 00:00-04:00 as core night only when the work began before midnight', () => {
    expect(of('2026-11-18T22:00', '2026-11-19T02:00')).toEqual({ ...zero, night: '2:00', nightCore: '2:00' });
    expect(of('2026-11-18T23:00', '2026-11-19T05:00')).toEqual({ ...zero, night: '2:00', nightCore: '4:00' });
    expect(of('2026-11-19T00:00', '2026-11-19T05:00')).toEqual({ ...zero, night: '5:00' });
    expect(of('2026-11-19T00:30', '2026-11-19T07:00')).toEqual({ ...zero, night: '5:30' });
    // Work resumed after a break at 01:00 still belongs to a shift begun before midnight.
    expect(of('2026-11-19T01:00', '2026-11-19T03:00', none, '2026-11-18T21:00')).toEqual({ ...zero, nightCore: '2:00' });
  });

  it('ends the core night at 04:00 and the night at 06:00', () => {
    expect(of('2026-11-18T23:59', '2026-11-19T04:01')).toEqual({ ...zero, night: '0:02', nightCore: '4:00' });
    expect(of('2026-11-18T22:00', '2026-11-19T06:30')).toEqual({ ...zero, night: '4:00', nightCore: '4:00' });
  });

  it('measures DST nights in real time: 7 h at the end of March, 9 h at the end of October', () => {
    // 2026-03-29 and 2026-10-25 are the switching Sundays in Europe/Berlin.
    expect(of('2026-03-28T22:00', '2026-03-29T06:00')).toEqual({ ...zero, night: '4:00', nightCore: '3:00', sunday: '5:00' });
    expect(of('2026-10-24T22:00', '2026-10-25T06:00')).toEqual({ ...zero, night: '4:00', nightCore: '5:00', sunday: '7:00' });
  });
});

describe('every boundary, to the minute', () => {
  const holidays: HolidayCalendar = new Map([['2026-12-25', 'full'], ['2026-12-26', 'full']]);

  it('20:00: the minute before is day work, the minute from it night work', () => {
    expect(of('2026-11-18T19:59', '2026-11-18T20:01')).toEqual({ ...zero, night: '0:01' });
  });

  it('00:00: a shift begun before midnight turns core night at midnight; one begun at midnight does not', () => {
    expect(of('2026-11-18T23:59', '2026-11-19T00:01')).toEqual({ ...zero, night: '0:01', nightCore: '0:01' });
    expect(of('2026-11-19T00:00', '2026-11-19T00:01')).toEqual({ ...zero, night: '0:01' });
  });

  it('04:00: the core night ends, plain night goes on', () => {
    expect(of('2026-11-18T22:00', '2026-11-19T04:00')).toEqual({ ...zero, night: '2:00', nightCore: '4:00' });
    expect(of('2026-11-19T03:59', '2026-11-19T04:01', none, '2026-11-18T22:00')).toEqual({ ...zero, night: '0:01', nightCore: '0:01' });
  });

  it('06:00: the night ends', () => {
    expect(of('2026-11-19T05:59', '2026-11-19T06:01')).toEqual({ ...zero, night: '0:01' });
    expect(of('2026-11-19T06:00', '2026-11-19T06:01')).toEqual(zero);
  });

  it('14:00 on 24 Dec: the special rate starts; the night from 20:00 adds to it', () => {
    expect(of('2026-12-24T13:59', '2026-12-24T14:01')).toEqual({ ...zero, holidaySpecial: '0:01' });
    expect(of('2026-12-24T19:00', '2026-12-24T21:00')).toEqual({ ...zero, night: '1:00', holidaySpecial: '2:00' });
  });

  it('14:00 on 31 Dec: the holiday rate starts (125 %, not the special one)', () => {
    expect(of('2026-12-31T13:59', '2026-12-31T14:01')).toEqual({ ...zero, holiday: '0:01' });
    expect(of('2026-12-31T13:00', '2026-12-31T13:59')).toEqual(zero);
  });

  it('24 Dec at 00:00: the morning of Christmas Eve is an ordinary weekday', () => {
    // 2026-12-24 is a Thursday; a shift from the 23rd carries no holiday class into it.
    expect(of('2026-12-23T22:00', '2026-12-24T02:00')).toEqual({ ...zero, night: '2:00', nightCore: '2:00' });
  });

  it('25 Dec from 00:00 is special by date, even for a shift begun on the 24th before 14:00', () => {
    expect(of('2026-12-24T23:00', '2026-12-25T01:00', holidays, '2026-12-24T13:00')).toEqual({ ...zero, night: '1:00', nightCore: '1:00', holidaySpecial: '2:00' });
  });

  it('26 Dec into 27 Dec: the special rate carries to 04:00 only for work begun before midnight', () => {
    expect(of('2026-12-27T03:00', '2026-12-27T05:00', holidays, '2026-12-26T22:00')).toEqual({ ...zero, night: '1:00', nightCore: '1:00', holidaySpecial: '1:00', sunday: '1:00' });
    expect(of('2026-12-27T03:00', '2026-12-27T05:00', holidays)).toEqual({ ...zero, night: '2:00', sunday: '2:00' });
  });

  it('the spring DST night: 02:00-03:00 does not exist, the core night 00:00-04:00 is 3 h', () => {
    // 2026-03-29 is a Sunday: every minute of it is Sunday work as well.
    expect(of('2026-03-29T00:00', '2026-03-29T06:00', none, '2026-03-28T23:00')).toEqual({ ...zero, night: '2:00', nightCore: '3:00', sunday: '5:00' });
    expect(of('2026-03-29T01:59', '2026-03-29T03:01', none, '2026-03-28T23:00')).toEqual({ ...zero, nightCore: '0:02', sunday: '0:02' });
  });

  it('the autumn DST night: 02:00-03:00 happens twice, the core night is 5 h', () => {
    expect(of('2026-10-25T00:00', '2026-10-25T06:00', none, '2026-10-24T23:00')).toEqual({ ...zero, night: '2:00', nightCore: '5:00', sunday: '7:00' });
    expect(of('2026-10-24T20:00', '2026-10-25T04:00')).toEqual({ ...zero, night: '4:00', nightCore: '5:00', sunday: '5:00' });
  });
});

describe('Sunday work', () => {
  it('is Sunday 00:00 to 24:00 local time', () => {
    // 2026-11-22 is a Sunday.
    expect(of('2026-11-22T08:00', '2026-11-22T16:00')).toEqual({ ...zero, sunday: '8:00' });
    expect(of('2026-11-21T22:00', '2026-11-22T02:00')).toEqual({ ...zero, night: '2:00', nightCore: '2:00', sunday: '2:00' });
  });

  it('reaches to 04:00 on Monday when the work began on Sunday before midnight (§3b (3) Nr. 2)', () => {
    expect(of('2026-11-22T22:00', '2026-11-23T05:00')).toEqual({ ...zero, night: '3:00', nightCore: '4:00', sunday: '6:00' });
    expect(of('2026-11-23T00:30', '2026-11-23T02:00')).toEqual({ ...zero, night: '1:30' });
  });
});

describe('holiday work', () => {
  const holidays: HolidayCalendar = new Map([
    ['2026-10-03', 'full'],
    ['2026-11-22', 'full'],
    ['2026-12-24', 'half'],
    ['2026-12-25', 'full'],
    ['2026-12-26', 'full'],
    ['2027-01-01', 'full'],
    ['2026-05-01', 'full'],
  ]);

  it('counts public holidays of the calendar as holiday, a half holiday not', () => {
    expect(of('2026-10-03T08:00', '2026-10-03T12:00', holidays)).toEqual({ ...zero, holiday: '4:00' });
    expect(of('2026-12-24T08:00', '2026-12-24T12:00', holidays)).toEqual(zero);
  });

  it('counts a Sunday that is a holiday only as holiday', () => {
    expect(of('2026-11-22T08:00', '2026-11-22T10:00', holidays)).toEqual({ ...zero, holiday: '2:00' });
  });

  it('gives 24 Dec from 14:00, 25 and 26 Dec and 1 May the special rate', () => {
    expect(of('2026-12-24T13:00', '2026-12-24T15:00', holidays)).toEqual({ ...zero, holidaySpecial: '1:00' });
    expect(of('2026-12-24T13:59', '2026-12-24T14:00', holidays)).toEqual(zero);
    expect(of('2026-12-25T10:00', '2026-12-25T12:00', holidays)).toEqual({ ...zero, holidaySpecial: '2:00' });
    expect(of('2026-12-26T10:00', '2026-12-26T12:00', holidays)).toEqual({ ...zero, holidaySpecial: '2:00' });
    expect(of('2026-05-01T10:00', '2026-05-01T12:00', holidays)).toEqual({ ...zero, holidaySpecial: '2:00' });
    // 25 Dec and 1 May are statutory everywhere: they count by date even without a calendar entry.
    expect(of('2026-12-25T10:00', '2026-12-25T12:00')).toEqual({ ...zero, holidaySpecial: '2:00' });
  });

  it('counts Easter Sunday and Whit Sunday as holidays by date, without a calendar entry (R 3b (3) sentence 3 LStR)', () => {
    // 2026-04-05 is Easter Sunday, 2026-05-24 Whit Sunday; neither is in `holidays` (most states' laws do not name them).
    expect(of('2026-04-05T10:00', '2026-04-05T14:00', holidays)).toEqual({ ...zero, holiday: '4:00' });
    expect(of('2026-05-24T10:00', '2026-05-24T14:00', holidays)).toEqual({ ...zero, holiday: '4:00' });
    expect(of('2027-03-28T10:00', '2027-03-28T12:00')).toEqual({ ...zero, holiday: '2:00' });
    // A calendar that lists them (Brandenburg) gives the same.
    expect(of('2026-04-05T10:00', '2026-04-05T14:00', new Map([['2026-04-05', 'full']]))).toEqual({ ...zero, holiday: '4:00' });
    // The Sundays around them stay Sundays.
    expect(of('2026-03-29T10:00', '2026-03-29T14:00', holidays)).toEqual({ ...zero, sunday: '4:00' });
    expect(of('2026-05-31T10:00', '2026-05-31T14:00', holidays)).toEqual({ ...zero, sunday: '4:00' });
  });

  it('carries Easter Sunday’s holiday class into 00:00-04:00 of Easter Monday only for work begun before midnight', () => {
    // No calendar entry for Easter Monday either: the morning hours are holiday work by the carry.
    expect(of('2026-04-05T22:00', '2026-04-06T05:00')).toEqual({ ...zero, night: '3:00', nightCore: '4:00', holiday: '6:00' });
    expect(of('2026-04-06T00:00', '2026-04-06T04:00')).toEqual({ ...zero, night: '4:00' });
    // Saturday night into Easter Sunday: holiday from midnight, the core night for work begun before it.
    expect(of('2026-04-04T22:00', '2026-04-05T02:00')).toEqual({ ...zero, night: '2:00', nightCore: '2:00', holiday: '2:00' });
  });

  it('gives 31 Dec from 14:00 the holiday rate (§3b (1) Nr. 3)', () => {
    expect(of('2026-12-31T13:00', '2026-12-31T15:00', holidays)).toEqual({ ...zero, holiday: '1:00' });
    expect(of('2026-12-31T13:00', '2026-12-31T14:00', holidays)).toEqual(zero);
  });

  it('carries the class of a holiday to 04:00 of the next day for work begun before midnight', () => {
    expect(of('2026-12-26T22:00', '2026-12-27T05:00', holidays)).toEqual({ ...zero, night: '3:00', nightCore: '4:00', holidaySpecial: '6:00', sunday: '1:00' });
    expect(of('2026-12-24T22:00', '2026-12-25T02:00', holidays)).toEqual({ ...zero, night: '2:00', nightCore: '2:00', holidaySpecial: '4:00' });
  });

  it('runs across the year end: New Year’s Eve night into New Year’s Day', () => {
    expect(of('2026-12-31T22:00', '2027-01-01T06:00', holidays)).toEqual({ ...zero, night: '4:00', nightCore: '4:00', holiday: '8:00' });
  });

  it('adds up several stretches', () => {
    const result = surchargesOf(
      [
        { start: t('2026-11-18T21:00'), end: t('2026-11-18T22:00'), began: t('2026-11-18T21:00') },
        { start: t('2026-11-18T23:00'), end: t('2026-11-19T01:00'), began: t('2026-11-18T21:00') },
      ],
      calendar,
      none,
    );
    expect(result).toEqual({ night: 2 * H, nightCore: hm('1:00'), sunday: 0, holiday: 0, holidaySpecial: 0 });
  });
});
