import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  clip,
  datesFromTo,
  daysBetween,
  durationOf,
  elapsedMs,
  endOfLocalDay,
  intersection,
  isSunday,
  isValidDate,
  localDatesCovered,
  localDateOf,
  localDateText,
  localDaySpan,
  localDaysSpan,
  localTimeOn,
  mondayOf,
  overlapMs,
  overlaps,
  parseDate,
  periodOfDate,
  startOfLocalDay,
  subtract,
  sundaysInYear,
  unionOf,
  weekdayOf,
  zonedIso, epochDayOf, shiftDays, dateText, localDatesCoveredBy,
} from './local-time.js';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';
// Chile's Santiago switches at midnight, so some of its days do not begin at 00:00.
const SANTIAGO = 'America/Santiago';
const HOUR_MS = 3_600_000;
const ms = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds;
const date = (text: string) => Temporal.PlainDate.from(text);

describe('calendar dates', () => {
  it.each(['2026-02-28', '2024-02-29', '2026-12-31', '0001-01-01'])('accepts %s', (text) => {
    expect(isValidDate(text)).toBe(true);
    expect(parseDate(text)?.toString()).toBe(text);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-04-31', '2026-4-01', '20260401', '2026-04-01T00:00', ''])('rejects %j', (text) => {
    expect(isValidDate(text)).toBe(false);
    expect(parseDate(text)).toBeUndefined();
  });

  it('adds days across month, year and leap-day boundaries, DST playing no part', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-05-10', 0)).toBe('2026-05-10');
    expect(addDays(date('2026-10-24'), 2).toString()).toBe('2026-10-26');
  });

  it('counts calendar days between dates', () => {
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-03-29', '2026-03-29')).toBe(0);
    expect(daysBetween('2026-03-02', '2026-03-01')).toBe(-1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('iterates a date range with both ends included', () => {
    expect([...datesFromTo('2026-02-27', '2026-03-02')].map(String)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect([...datesFromTo('2026-03-29', '2026-03-29')].map(String)).toEqual(['2026-03-29']);
    expect([...datesFromTo('2026-03-30', '2026-03-29')]).toEqual([]);
  });

  it.each([
    ['2026-03-23', 1],
    ['2026-03-25', 3],
    ['2026-03-28', 6],
    ['2026-03-29', 7],
    ['2024-02-29', 4],
  ])('%s is weekday %i', (text, weekday) => {
    expect(weekdayOf(text)).toBe(weekday);
    expect(isSunday(date(text))).toBe(weekday === 7);
  });

  it('finds the Monday of the ISO week', () => {
    expect(mondayOf(date('2026-03-29')).toString()).toBe('2026-03-23');
    expect(mondayOf(date('2026-03-23')).toString()).toBe('2026-03-23');
    expect(mondayOf(date('2026-01-01')).toString()).toBe('2025-12-29');
  });

  it('gives the YYYY-MM period of a date', () => {
    expect(periodOfDate('2026-03-31')).toBe('2026-03');
    expect(periodOfDate(date('2026-12-01'))).toBe('2026-12');
  });

  it.each([
    [2026, 52],
    [2023, 53],
    [2028, 53],
    [2027, 52],
  ])('%i has %i Sundays', (year, count) => {
    expect(sundaysInYear(year)).toBe(count);
  });
});

describe('instants in a zone', () => {
  it('gives the local date of an instant, which may differ from the UTC date', () => {
    expect(localDateOf(ms('2026-03-28T23:30:00Z'), BERLIN).toString()).toBe('2026-03-29');
    expect(localDateOf(ms('2026-03-29T03:30:00Z'), NEW_YORK).toString()).toBe('2026-03-28');
    expect(localDateText('2026-12-31T23:00:00Z', BERLIN)).toBe('2027-01-01');
    expect(localDateText(new Date('2026-12-31T22:59:59.999Z'), BERLIN)).toBe('2026-12-31');
  });

  it('writes an instant with the offset in force then', () => {
    expect(zonedIso(ms('2026-03-29T06:00:00Z'), BERLIN)).toBe('2026-03-29T08:00:00+02:00');
    expect(zonedIso('2026-03-29T00:30:00Z', BERLIN)).toBe('2026-03-29T01:30:00+01:00');
    expect(zonedIso(new Date('2026-07-01T12:00:00.999Z'), 'UTC')).toBe('2026-07-01T12:00:00+00:00');
  });

  it('refuses an instant that is no instant, as Temporal does', () => {
    expect(() => zonedIso('not a time', BERLIN)).toThrow(RangeError);
    expect(() => zonedIso(Number.NaN, BERLIN)).toThrow(RangeError);
  });

  // zonedIso keeps the offsets it looked up per stretch between transitions and writes the text
  // itself; whatever it was asked before, it must write what Temporal writes.
  const temporalIso = (epochMs: number, timeZone: string) =>
    Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone).toString({ timeZoneName: 'never', smallestUnit: 'second', offset: 'auto' });
  const ZONES = [
    'UTC', BERLIN, NEW_YORK, SANTIAGO, 'Europe/Dublin', 'Europe/London', 'Europe/Amsterdam', 'Asia/Kolkata', 'Asia/Kathmandu',
    'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns', 'Africa/Casablanca', 'Pacific/Apia', 'Antarctica/Troll',
    'Pacific/Kiritimati', 'Etc/GMT+12', 'America/Sao_Paulo', 'Asia/Tehran',
  ];

  it('writes what Temporal writes, in any order of instants and zones', () => {
    let seed = 20261126;
    const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
    const from = ms('1850-01-01T00:00:00Z');
    const until = ms('2100-01-01T00:00:00Z');
    const instants: number[] = [];
    for (let i = 0; i < 6_000; i++) {
      // Mostly near now, where the cache is asked again and again; some anywhere in 250 years.
      instants.push(random() < 0.7 ? ms('2026-01-01T00:00:00Z') + Math.floor(random() * 2 * 365 * 86_400_000) : from + Math.floor(random() * (until - from)));
    }
    // Every transition of a few years, exactly, and a millisecond and a second either side of it.
    for (const zone of ZONES) {
      let at = Temporal.Instant.from('2010-01-01T00:00:00Z').toZonedDateTimeISO(zone);
      for (let i = 0; i < 40; i++) {
        const next = at.getTimeZoneTransition('next');
        if (!next) break;
        for (const delta of [-1000, -1, 0, 1, 1000]) instants.push(next.epochMilliseconds + delta);
        at = next;
      }
    }
    const mismatches: string[] = [];
    for (const instant of instants) {
      const zone = ZONES[Math.floor(random() * ZONES.length)]!;
      const expected = temporalIso(instant, zone);
      const actual = zonedIso(instant, zone);
      if (actual !== expected) mismatches.push(`${new Date(instant).toISOString()} ${zone}: ${actual} instead of ${expected}`);
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(instants.length).toBeGreaterThan(6_000);
  });

  it('knows the offset just before a transition after it was asked at the transition itself', () => {
    // A zone no other test asks, so the first question is the one at the transition.
    const zone = 'Europe/Vienna';
    const switched = ms('2026-03-29T01:00:00Z');
    expect(zonedIso(switched, zone)).toBe('2026-03-29T03:00:00+02:00');
    expect(zonedIso(switched - 1, zone)).toBe('2026-03-29T01:59:59+01:00');
    expect(zonedIso(switched - 86_400_000, zone)).toBe('2026-03-28T02:00:00+01:00');
    expect(zonedIso(ms('2026-10-25T00:59:59Z'), zone)).toBe('2026-10-25T02:59:59+02:00');
    expect(zonedIso(ms('2026-10-25T01:00:00Z'), zone)).toBe('2026-10-25T02:00:00+01:00');
  });

  it('writes offsets with seconds and years beyond four digits as Temporal does', () => {
    // Local mean time has offsets with seconds: Berlin kept +00:53:28 until 1893, Monrovia -00:44:30 until 1972.
    expect(zonedIso('1880-01-01T00:00:00Z', BERLIN)).toBe('1880-01-01T00:53:28+00:53');
    expect(zonedIso('1960-01-01T00:00:00Z', 'Africa/Monrovia')).toBe(temporalIso(ms('1960-01-01T00:00:00Z'), 'Africa/Monrovia'));
    const far = ms('+010000-01-01T00:00:00Z');
    expect(zonedIso(far, BERLIN)).toBe(temporalIso(far, BERLIN));
    const early = ms('-000100-06-01T00:00:00Z');
    expect(zonedIso(early, 'UTC')).toBe(temporalIso(early, 'UTC'));
  });
});

describe('local days', () => {
  it('knows the 23 h and 25 h days', () => {
    const spring = localDaySpan(date('2026-03-29'), BERLIN);
    const autumn = localDaySpan('2026-10-25', BERLIN);
    const ordinary = localDaySpan('2026-06-01', BERLIN);
    expect((spring.end - spring.start) / HOUR_MS).toBe(23);
    expect((autumn.end - autumn.start) / HOUR_MS).toBe(25);
    expect((ordinary.end - ordinary.start) / HOUR_MS).toBe(24);
  });

  it('starts and ends a day at local midnight', () => {
    expect(startOfLocalDay('2026-03-29', BERLIN)).toBe(ms('2026-03-28T23:00:00Z'));
    expect(endOfLocalDay('2026-03-29', BERLIN)).toBe(ms('2026-03-29T22:00:00Z'));
    expect(startOfLocalDay('2026-11-01', NEW_YORK)).toBe(ms('2026-11-01T04:00:00Z'));
    expect(endOfLocalDay('2026-11-01', NEW_YORK)).toBe(ms('2026-11-02T05:00:00Z'));
  });

  it('starts a day at the first instant that exists when midnight is skipped', () => {
    // Santiago springs forward at 24:00 on Saturday 2026-09-05: Sunday begins at 01:00.
    expect(zonedIso(startOfLocalDay('2026-09-06', SANTIAGO), SANTIAGO)).toBe('2026-09-06T01:00:00-03:00');
    const day = localDaySpan('2026-09-06', SANTIAGO);
    expect((day.end - day.start) / HOUR_MS).toBe(23);
  });

  it('spans several local days', () => {
    const week = localDaysSpan('2026-03-23', '2026-03-29', BERLIN);
    expect(week).toEqual({ start: ms('2026-03-23T00:00:00+01:00'), end: ms('2026-03-30T00:00:00+02:00') });
    expect((week.end - week.start) / HOUR_MS).toBe(7 * 24 - 1);
  });

  it('lists the days a span covers, end exclusive', () => {
    const dates = (from: string, to: string) => localDatesCovered({ start: ms(from), end: ms(to) }, BERLIN).map(String);
    expect(dates('2026-03-28T22:00:00+01:00', '2026-03-29T06:00:00+02:00')).toEqual(['2026-03-28', '2026-03-29']);
    expect(dates('2026-03-07T20:00:00+01:00', '2026-03-08T00:00:00+01:00')).toEqual(['2026-03-07']);
    expect(dates('2026-03-07T23:00:00Z', '2026-03-08T01:00:00Z')).toEqual(['2026-03-08']);
    expect(dates('2026-03-08T01:00:00Z', '2026-03-08T01:00:00Z')).toEqual([]);
  });
});

describe('wall-clock times', () => {
  it('places an ordinary time in the offset of that day', () => {
    expect(localTimeOn('2026-01-15', '08:00', BERLIN)).toBe(ms('2026-01-15T08:00:00+01:00'));
    expect(localTimeOn(date('2026-07-15'), '08:00', BERLIN)).toBe(ms('2026-07-15T08:00:00+02:00'));
    expect(localTimeOn('2026-07-15', '23:59:30', NEW_YORK)).toBe(ms('2026-07-15T23:59:30-04:00'));
  });

  it('moves a wall-clock time skipped by DST forward by the gap', () => {
    expect(localTimeOn(date('2026-03-29'), '02:30', BERLIN)).toBe(ms('2026-03-29T03:30:00+02:00'));
    expect(localTimeOn('2026-03-08', '02:00', NEW_YORK)).toBe(ms('2026-03-08T03:00:00-04:00'));
  });

  it('takes the first of a repeated wall-clock time', () => {
    expect(localTimeOn(date('2026-10-25'), '02:30', BERLIN)).toBe(ms('2026-10-25T02:30:00+02:00'));
    expect(localTimeOn('2026-11-01', '01:30', NEW_YORK)).toBe(ms('2026-11-01T01:30:00-04:00'));
  });

  it('measures real elapsed time across DST changes', () => {
    const springNight = elapsedMs(localTimeOn('2026-03-28', '22:00', BERLIN), localTimeOn('2026-03-29', '06:00', BERLIN));
    const autumnNight = elapsedMs(localTimeOn('2026-10-24', '22:00', BERLIN), localTimeOn('2026-10-25', '06:00', BERLIN));
    expect(springNight).toBe(7 * HOUR_MS);
    expect(autumnNight).toBe(9 * HOUR_MS);
    expect(elapsedMs('2026-01-01T10:00:00Z', '2026-01-01T09:00:00Z')).toBe(-HOUR_MS);
    expect(elapsedMs(new Date(0), 1500)).toBe(1500);
  });
});

describe('intervals', () => {
  const span = (start: number, end: number) => ({ start, end });

  it('sums the length of spans', () => {
    expect(durationOf([span(0, 10), span(20, 25)])).toBe(15);
    expect(durationOf([])).toBe(0);
  });

  it('tells overlapping from touching spans', () => {
    expect(overlaps(span(0, 10), span(5, 15))).toBe(true);
    expect(overlaps(span(0, 10), span(2, 3))).toBe(true);
    expect(overlaps(span(0, 10), span(10, 20))).toBe(false);
    expect(overlaps(span(10, 20), span(0, 10))).toBe(false);
    expect(overlapMs(span(0, 10), span(5, 15))).toBe(5);
    expect(overlapMs(span(0, 10), span(10, 20))).toBe(0);
    expect(overlapMs(span(0, 10), span(30, 40))).toBe(0);
  });

  it('intersects two spans', () => {
    expect(intersection(span(0, 10), span(5, 15))).toEqual(span(5, 10));
    expect(intersection(span(5, 15), span(0, 10))).toEqual(span(5, 10));
    expect(intersection(span(0, 10), span(2, 3))).toEqual(span(2, 3));
    expect(intersection(span(0, 10), span(10, 20))).toBeUndefined();
  });

  it('clips spans to a window', () => {
    expect(clip([span(0, 5), span(8, 12), span(15, 20), span(25, 30)], span(3, 18))).toEqual([span(3, 5), span(8, 12), span(15, 18)]);
    expect(clip([span(0, 3)], span(3, 10))).toEqual([]);
  });

  it('clips a night shift to the local day it starts on', () => {
    const night = span(ms('2026-03-28T22:00:00+01:00'), ms('2026-03-29T06:00:00+02:00'));
    expect(durationOf(clip([night], localDaySpan('2026-03-28', BERLIN)))).toBe(2 * HOUR_MS);
    expect(durationOf(clip([night], localDaySpan('2026-03-29', BERLIN)))).toBe(5 * HOUR_MS);
  });

  it('merges overlapping and touching spans', () => {
    expect(unionOf([span(5, 7), span(0, 2), span(2, 3), span(6, 9)])).toEqual([span(0, 3), span(5, 9)]);
    expect(unionOf([span(4, 4), span(1, 2)])).toEqual([span(1, 2)]);
  });

  it('subtracts breaks from an interval', () => {
    expect(subtract(span(0, 10), [span(2, 3), span(0, 1), span(8, 10)])).toEqual([span(1, 2), span(3, 8)]);
    expect(subtract(span(0, 10), [])).toEqual([span(0, 10)]);
    expect(subtract(span(0, 10), [span(-5, 20)])).toEqual([]);
  });
});

describe('remembered conversions', () => {
  it('finds the local date of instants around midnight and DST changes as Temporal does', () => {
    const zones = ['Europe/Berlin', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Santiago', 'Asia/Kolkata'];
    const start = Date.UTC(2026, 2, 27);
    for (const zone of zones) {
      for (let ms = start; ms < start + 4 * 86_400_000; ms += 17 * 60_000 + 13_000) {
        const expected = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).toPlainDate().toString();
        expect(localDateOf(ms, zone).toString(), `${zone} ${new Date(ms).toISOString()}`).toBe(expected);
      }
    }
  });

  it('shifts dates and finds Mondays across month and year ends', () => {
    expect(shiftDays(Temporal.PlainDate.from('2026-12-30'), 3).toString()).toBe('2027-01-02');
    expect(shiftDays(Temporal.PlainDate.from('2024-03-01'), -1).toString()).toBe('2024-02-29');
    expect(mondayOf(Temporal.PlainDate.from('2027-01-03')).toString()).toBe('2026-12-28');
    expect(epochDayOf('1970-01-02')).toBe(1);
  });

  it('starts each zone’s days where Temporal does, by date text or date, with the zones asked in turn', () => {
    const zones = ['Europe/Berlin', 'America/Santiago', 'Pacific/Kiritimati', 'Asia/Kolkata', 'America/New_York'];
    for (let day = Temporal.PlainDate.from('2026-03-25'); Temporal.PlainDate.compare(day, Temporal.PlainDate.from('2026-04-10')) <= 0; day = day.add({ days: 1 })) {
      for (const zone of zones) {
        const expected = day.toZonedDateTime(zone).epochMilliseconds;
        // A fresh date object, a remembered one (from localDateOf) and the text must all agree.
        expect(startOfLocalDay(Temporal.PlainDate.from(day.toString()), zone), `${zone} ${day}`).toBe(expected);
        expect(startOfLocalDay(localDateOf(expected + HOUR_MS, zone), zone), `${zone} ${day}`).toBe(expected);
        expect(startOfLocalDay(day.toString(), zone), `${zone} ${day}`).toBe(expected);
      }
    }
  });

  it('lists the days several spans cover once each, in the order the spans reach them', () => {
    const spans = [
      { start: ms('2026-10-24T21:00:00Z'), end: ms('2026-10-25T23:30:00Z') },
      { start: ms('2026-10-20T10:00:00Z'), end: ms('2026-10-20T11:00:00Z') },
      { start: ms('2026-10-25T10:00:00Z'), end: ms('2026-10-25T10:00:00Z') },
      { start: ms('2026-10-25T12:00:00Z'), end: ms('2026-10-26T00:00:00Z') },
    ];
    expect(localDatesCoveredBy(spans, BERLIN).map(String)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-20']);
    expect(localDatesCoveredBy(spans, NEW_YORK).map(String)).toEqual(['2026-10-24', '2026-10-25', '2026-10-20']);
    expect(localDatesCoveredBy([], BERLIN)).toEqual([]);
  });

  it('spells and numbers dates the same whether remembered or not', () => {
    for (const text of ['1994-07-01', '2024-02-29', '2026-12-31', '2027-01-01']) {
      const fresh = Temporal.PlainDate.from(text);
      const remembered = localDateOf(startOfLocalDay(text, BERLIN), BERLIN);
      const expectedDay = Math.round(Date.UTC(fresh.year, fresh.month - 1, fresh.day) / 86_400_000);
      for (const value of [fresh, remembered, fresh, remembered]) {
        expect(dateText(value)).toBe(text);
        expect(epochDayOf(value)).toBe(expectedDay);
      }
    }
  });
});
