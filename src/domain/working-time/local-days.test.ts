import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { datesBetween, localCalendar } from './local-days.js';

/** The same questions answered by Temporal directly, one conversion each. */
function reference(timeZone: string, date: string, time: string): number {
  return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) }).epochMilliseconds;
}

describe('local calendar', () => {
  const zones = ['Europe/Berlin', 'America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC', 'America/Havana'];
  const dates = [...datesBetween('2026-03-25', '2026-04-08'), ...datesBetween('2026-09-01', '2026-09-10'), ...datesBetween('2026-10-22', '2026-11-05'), '2026-12-31', '2027-01-01'];

  it.each(zones)('agrees with Temporal on day starts, wall-clock times and dates in %s', (timeZone) => {
    const calendar = localCalendar(timeZone);
    for (const date of dates) {
      const day = calendar.day(date);
      expect(day.start).toBe(Temporal.PlainDate.from(date).toZonedDateTime(timeZone).epochMilliseconds);
      expect(day.end).toBe(Temporal.PlainDate.from(date).add({ days: 1 }).toZonedDateTime(timeZone).epochMilliseconds);
      expect(day.dayOfWeek).toBe(Temporal.PlainDate.from(date).dayOfWeek);
      for (const time of ['00:00', '00:30', '01:30', '02:00', '02:30', '04:00', '06:00', '14:00', '20:00', '23:59']) {
        expect(day.at(time)).toBe(reference(timeZone, date, time));
      }
      for (let at = day.start; at < day.end; at += 37 * 60_000) {
        expect(calendar.dateOf(at)).toBe(Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(timeZone).toPlainDate().toString());
      }
    }
  });

  it('knows the 23- and 25-hour days in Berlin', () => {
    const calendar = localCalendar('Europe/Berlin');
    const length = (date: string) => (calendar.day(date).end - calendar.day(date).start) / 3_600_000;
    expect([length('2026-03-28'), length('2026-03-29'), length('2026-10-25')]).toEqual([24, 23, 25]);
  });

  it('steps across month and year ends', () => {
    const calendar = localCalendar('Europe/Berlin');
    expect(calendar.next('2026-12-31')).toBe('2027-01-01');
    expect(calendar.previous('2028-03-01')).toBe('2028-02-29');
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(datesBetween('2026-12-30', '2026-12-29')).toEqual([]);
  });

  it('stays right for the whole season when its first question is the very instant of a change of offset', () => {
    // 29 Mar 2026 01:00 UTC: Berlin goes from +01:00 to +02:00.
    const calendar = localCalendar('Europe/Berlin');
    expect(calendar.dateOf(Date.parse('2026-03-29T01:00:00Z'))).toBe('2026-03-29');
    expect(calendar.day('2026-03-10').at('20:00')).toBe(Date.parse('2026-03-10T19:00:00Z'));
    expect(calendar.dateOf(Date.parse('2026-03-27T23:30:00Z'))).toBe('2026-03-28');
    expect(calendar.dateOf(Date.parse('2026-03-27T22:30:00Z'))).toBe('2026-03-27');
  });

  it('rejects an unknown zone', () => {
    expect(() => localCalendar('Mars/Olympus')).toThrow(RangeError);
  });
});
