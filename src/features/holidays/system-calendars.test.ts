import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Holidays from 'date-holidays';
import {
  MAX_SYSTEM_CALENDAR_YEAR,
  MIN_SYSTEM_CALENDAR_YEAR,
  SYSTEM_CALENDAR_KEYS,
  normalizeHolidays,
  systemCalendarName,
  systemHolidayEntries,
  systemHolidayEntriesForYears,
  type RawHoliday,
  type SystemHolidayEntry,
} from './system-calendars.js';

// Count constructions of date-holidays' Holidays class and optionally add extra
// rules to new instances. The real implementation is used throughout; the
// subclass only records its constructor arguments and applies `extraRules`.
const hooks = vi.hoisted(() => ({
  constructed: [] as unknown[][],
  extraRules: [] as Array<[rule: string, options: { name: Record<string, string>; type: 'public' }]>,
}));
vi.mock('date-holidays', async (importOriginal) => {
  const original = await importOriginal<typeof import('date-holidays')>();
  class TestHolidays extends original.default {
    constructor(...args: unknown[]) {
      super(...(args as ConstructorParameters<typeof original.default>));
      hooks.constructed.push(args);
      for (const [rule, options] of hooks.extraRules) this.setHoliday(rule, options);
    }
  }
  return { ...original, default: TestHolidays };
});
const constructed = hooks.constructed;

const STATE_KEYS = [
  'DE-BW', 'DE-BY', 'DE-BE', 'DE-BB', 'DE-HB', 'DE-HH', 'DE-HE', 'DE-MV',
  'DE-NI', 'DE-NW', 'DE-RP', 'DE-SL', 'DE-SN', 'DE-ST', 'DE-SH', 'DE-TH',
] as const;

function dates(sourceKey: string, year: number): string[] {
  return systemHolidayEntries(sourceKey, year).map((e) => e.date);
}

function nameOn(sourceKey: string, date: string): string | undefined {
  return systemHolidayEntries(sourceKey, Number(date.slice(0, 4))).find((e) => e.date === date)?.name;
}

const NATIONWIDE_2026: SystemHolidayEntry[] = [
  { date: '2026-01-01', name: 'Neujahr', half_day: false },
  { date: '2026-04-03', name: 'Karfreitag', half_day: false },
  { date: '2026-04-06', name: 'Ostermontag', half_day: false },
  // date-holidays calls 1 May "Maifeiertag" ("Tag der Arbeit" in common usage).
  { date: '2026-05-01', name: 'Maifeiertag', half_day: false },
  { date: '2026-05-14', name: 'Christi Himmelfahrt', half_day: false },
  { date: '2026-05-25', name: 'Pfingstmontag', half_day: false },
  { date: '2026-10-03', name: 'Tag der Deutschen Einheit', half_day: false },
  { date: '2026-12-25', name: '1. Weihnachtstag', half_day: false },
  { date: '2026-12-26', name: '2. Weihnachtstag', half_day: false },
];

describe('SYSTEM_CALENDAR_KEYS and systemCalendarName', () => {
  it('lists DE and the 16 federal states, DE first, without duplicates', () => {
    expect(SYSTEM_CALENDAR_KEYS).toEqual(['DE', ...STATE_KEYS]);
    expect(new Set(SYSTEM_CALENDAR_KEYS).size).toBe(17);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(SYSTEM_CALENDAR_KEYS)).toBe(true);
  });

  it('gives every key a non-empty, unique German name', () => {
    const names = SYSTEM_CALENDAR_KEYS.map((key) => systemCalendarName(key));
    for (const name of names) expect(name.trim()).not.toBe('');
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ['DE', 'Deutschland (bundesweit)'],
    ['DE-BW', 'Baden-Württemberg'],
    ['DE-BY', 'Bayern'],
    ['DE-BE', 'Berlin'],
    ['DE-BB', 'Brandenburg'],
    ['DE-HB', 'Bremen'],
    ['DE-HH', 'Hamburg'],
    ['DE-HE', 'Hessen'],
    ['DE-MV', 'Mecklenburg-Vorpommern'],
    ['DE-NI', 'Niedersachsen'],
    ['DE-NW', 'Nordrhein-Westfalen'],
    ['DE-RP', 'Rheinland-Pfalz'],
    ['DE-SL', 'Saarland'],
    ['DE-SN', 'Sachsen'],
    ['DE-ST', 'Sachsen-Anhalt'],
    ['DE-SH', 'Schleswig-Holstein'],
    ['DE-TH', 'Thüringen'],
  ])('names %s "%s"', (key, name) => {
    expect(systemCalendarName(key)).toBe(name);
  });

  it('matches the states date-holidays knows for DE', () => {
    const states = Object.keys(new Holidays().getStates('DE') ?? {}).map((code) => `DE-${code}`);
    expect([...states].sort()).toEqual([...STATE_KEYS].sort());
  });

  it.each(['XX', 'de', 'de-by', 'DE-XX', 'DE-BY-A', '', 'BY'])('throws a RangeError for unknown key %j', (key) => {
    expect(() => systemCalendarName(key)).toThrow(RangeError);
  });
});

describe('systemHolidayEntries: nationwide (DE)', () => {
  it('has exactly the nine nationwide public holidays in 2026', () => {
    expect(systemHolidayEntries('DE', 2026)).toEqual(NATIONWIDE_2026);
  });

  it.each([
    ['2026-12-24', 'Heiligabend (bank, from 14:00)'],
    ['2026-12-31', 'Silvester (bank, from 14:00)'],
    ['2026-02-17', 'Faschingsdienstag (observance, from 14:00)'],
    ['2026-02-16', 'Rosenmontag (observance)'],
    ['2026-04-02', 'Gründonnerstag (observance)'],
    ['2026-04-05', 'Ostersonntag (observance)'],
    ['2026-05-24', 'Pfingstsonntag (observance)'],
    ['2026-11-01', 'Allerheiligen (observance nationwide)'],
    ['2026-11-18', 'Buß- und Bettag (observance nationwide)'],
    ['2026-10-31', 'Reformationstag (not nationwide in 2026)'],
  ])('does not contain %s – %s', (date) => {
    expect(dates('DE', 2026)).not.toContain(date);
  });

  it('contains Reformationstag 2017 (500th anniversary) nationwide, also in BY', () => {
    expect(nameOn('DE', '2017-10-31')).toBe('Reformationstag');
    expect(nameOn('DE-BY', '2017-10-31')).toBe('Reformationstag');
    expect(dates('DE', 2018)).not.toContain('2018-10-31');
  });

  it('dedupes 2008-05-01 (Maifeiertag and Christi Himmelfahrt) keeping the first name', () => {
    const entries = systemHolidayEntries('DE', 2008);
    expect(entries.filter((e) => e.date === '2008-05-01')).toEqual([
      { date: '2008-05-01', name: 'Maifeiertag', half_day: false },
    ]);
    expect(entries).toHaveLength(8);
  });
});

describe('systemHolidayEntries: Easter-dependent dates', () => {
  it.each([
    // year, Karfreitag, Ostermontag, Christi Himmelfahrt, Pfingstmontag, Fronleichnam (BY)
    [2024, '2024-03-29', '2024-04-01', '2024-05-09', '2024-05-20', '2024-05-30'],
    [2025, '2025-04-18', '2025-04-21', '2025-05-29', '2025-06-09', '2025-06-19'],
    [2026, '2026-04-03', '2026-04-06', '2026-05-14', '2026-05-25', '2026-06-04'],
    [2027, '2027-03-26', '2027-03-29', '2027-05-06', '2027-05-17', '2027-05-27'],
  ])('%i: Karfreitag %s, Ostermontag %s, Himmelfahrt %s, Pfingstmontag %s, Fronleichnam %s', (year, kf, om, ch, pm, fl) => {
    const de = systemHolidayEntries('DE', year);
    expect(de.find((e) => e.name === 'Karfreitag')?.date).toBe(kf);
    expect(de.find((e) => e.name === 'Ostermontag')?.date).toBe(om);
    expect(de.find((e) => e.name === 'Christi Himmelfahrt')?.date).toBe(ch);
    expect(de.find((e) => e.name === 'Pfingstmontag')?.date).toBe(pm);
    expect(de.find((e) => e.name === 'Fronleichnam')).toBeUndefined();
    expect(systemHolidayEntries('DE-BY', year).find((e) => e.name === 'Fronleichnam')?.date).toBe(fl);
  });

  it.each([
    [2024, '2024-11-20'],
    [2025, '2025-11-19'],
    [2026, '2026-11-18'],
    [2027, '2027-11-17'],
  ])('Buß- und Bettag in Sachsen %i is %s (Wednesday before 23 Nov)', (year, date) => {
    expect(nameOn('DE-SN', date)).toBe('Buß- und Bettag');
    expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(3);
    expect(dates('DE', year)).not.toContain(date);
  });
});

describe('systemHolidayEntries: Bayern', () => {
  it('has the state-level public holidays for 2026 (12 days)', () => {
    expect(systemHolidayEntries('DE-BY', 2026)).toEqual(
      [
        ...NATIONWIDE_2026,
        { date: '2026-01-06', name: 'Heilige Drei Könige', half_day: false },
        { date: '2026-06-04', name: 'Fronleichnam', half_day: false },
        { date: '2026-11-01', name: 'Allerheiligen', half_day: false },
      ].sort((a, b) => a.date.localeCompare(b.date)),
    );
  });

  it('does not contain Mariä Himmelfahrt: date-holidays makes 08-15 public only in region KATH', () => {
    expect(dates('DE-BY', 2026)).not.toContain('2026-08-15');
    // Pin the underlying data so a change in date-holidays is noticed.
    const state = new Holidays('DE', 'BY', { languages: ['de'] }).getHolidays(2026);
    expect(state.find((h) => h.date.startsWith('2026-08-15'))?.type).toBe('observance');
    const kath = new Holidays('DE', 'BY', 'KATH', { languages: ['de'] }).getHolidays(2026);
    expect(kath.find((h) => h.date.startsWith('2026-08-15'))).toMatchObject({ type: 'public', name: 'Mariä Himmelfahrt' });
  });

  it('does not contain the Augsburger Friedensfest (region A only)', () => {
    expect(dates('DE-BY', 2026)).not.toContain('2026-08-08');
    const augsburg = new Holidays('DE', 'BY', 'A', { languages: ['de'] }).getHolidays(2026);
    expect(augsburg.find((h) => h.date.startsWith('2026-08-08'))).toMatchObject({ type: 'public', name: 'Augsburger Friedensfest' });
  });

  it('does not contain Buß- und Bettag (a school holiday in Bayern) or Reformationstag', () => {
    expect(dates('DE-BY', 2026)).not.toContain('2026-11-18');
    expect(dates('DE-BY', 2026)).not.toContain('2026-10-31');
  });

  it('has Mariä Himmelfahrt in Saarland', () => {
    expect(nameOn('DE-SL', '2026-08-15')).toBe('Mariä Himmelfahrt');
  });
});

describe('systemHolidayEntries: other states', () => {
  it('Berlin has Internationaler Frauentag since 2019', () => {
    expect(nameOn('DE-BE', '2026-03-08')).toBe('Internationaler Frauentag');
    expect(dates('DE-BE', 2019)).toContain('2019-03-08');
    expect(dates('DE-BE', 2018)).not.toContain('2018-03-08');
  });

  it('Berlin has the one-off Tag der Befreiung 2025 but not in 2026', () => {
    expect(nameOn('DE-BE', '2025-05-08')).toBe('Tag der Befreiung (80. Jahrestag)');
    expect(dates('DE-BE', 2026)).not.toContain('2026-05-08');
  });

  it('Berlin does not have Ostersonntag/Pfingstsonntag', () => {
    expect(dates('DE-BE', 2026)).not.toContain('2026-04-05');
    expect(dates('DE-BE', 2026)).not.toContain('2026-05-24');
  });

  it('Mecklenburg-Vorpommern has Internationaler Frauentag since 2023', () => {
    expect(dates('DE-MV', 2023)).toContain('2023-03-08');
    expect(dates('DE-MV', 2022)).not.toContain('2022-03-08');
  });

  it('Thüringen has Weltkindertag on 09-20 since 2019', () => {
    expect(nameOn('DE-TH', '2026-09-20')).toBe('Weltkindertag');
    expect(dates('DE-TH', 2019)).toContain('2019-09-20');
    expect(dates('DE-TH', 2018)).not.toContain('2018-09-20');
  });

  it('Brandenburg has Ostersonntag and Pfingstsonntag', () => {
    expect(nameOn('DE-BB', '2026-04-05')).toBe('Ostersonntag');
    expect(nameOn('DE-BB', '2026-05-24')).toBe('Pfingstsonntag');
    expect(dates('DE-BB', 2026)).toHaveLength(12);
  });

  it('Sachsen and Thüringen do not have Fronleichnam (public only in some regions)', () => {
    expect(dates('DE-SN', 2026)).not.toContain('2026-06-04');
    expect(dates('DE-TH', 2026)).not.toContain('2026-06-04');
  });

  it('Baden-Württemberg has neither Gründonnerstag nor Reformationstag (school days only)', () => {
    expect(dates('DE-BW', 2026)).not.toContain('2026-04-02');
    expect(dates('DE-BW', 2026)).not.toContain('2026-10-31');
  });

  const WITH_REFORMATIONSTAG = ['DE-BB', 'DE-HB', 'DE-HH', 'DE-MV', 'DE-NI', 'DE-SN', 'DE-ST', 'DE-SH', 'DE-TH'];
  it.each(SYSTEM_CALENDAR_KEYS.map((key) => [key, WITH_REFORMATIONSTAG.includes(key)] as const))(
    'Reformationstag 2026-10-31 in %s: %s',
    (key, expected) => {
      expect(dates(key, 2026).includes('2026-10-31')).toBe(expected);
    },
  );

  it.each(['DE-HB', 'DE-HH', 'DE-NI', 'DE-SH'])('%s has Reformationstag since 2018 (2017 nationwide)', (key) => {
    expect(dates(key, 2018)).toContain('2018-10-31');
    expect(dates(key, 2017)).toContain('2017-10-31');
    expect(dates(key, 2016)).not.toContain('2016-10-31');
  });

  const WITH_FRONLEICHNAM = ['DE-BW', 'DE-BY', 'DE-HE', 'DE-NW', 'DE-RP', 'DE-SL'];
  it.each(SYSTEM_CALENDAR_KEYS.map((key) => [key, WITH_FRONLEICHNAM.includes(key)] as const))(
    'Fronleichnam 2026-06-04 in %s: %s',
    (key, expected) => {
      expect(dates(key, 2026).includes('2026-06-04')).toBe(expected);
    },
  );

  const WITH_ALLERHEILIGEN = ['DE-BW', 'DE-BY', 'DE-NW', 'DE-RP', 'DE-SL'];
  it.each(SYSTEM_CALENDAR_KEYS.map((key) => [key, WITH_ALLERHEILIGEN.includes(key)] as const))(
    'Allerheiligen 2026-11-01 in %s: %s',
    (key, expected) => {
      expect(dates(key, 2026).includes('2026-11-01')).toBe(expected);
    },
  );

  const WITH_DREIKOENIGE = ['DE-BW', 'DE-BY', 'DE-ST'];
  it.each(SYSTEM_CALENDAR_KEYS.map((key) => [key, WITH_DREIKOENIGE.includes(key)] as const))(
    'Heilige Drei Könige 2026-01-06 in %s: %s',
    (key, expected) => {
      expect(dates(key, 2026).includes('2026-01-06')).toBe(expected);
    },
  );

  it.each([
    ['DE', 9], ['DE-BW', 12], ['DE-BY', 12], ['DE-BE', 10], ['DE-BB', 12], ['DE-HB', 10],
    ['DE-HH', 10], ['DE-HE', 10], ['DE-MV', 11], ['DE-NI', 10], ['DE-NW', 11], ['DE-RP', 11],
    ['DE-SL', 12], ['DE-SN', 11], ['DE-ST', 11], ['DE-SH', 10], ['DE-TH', 11],
  ])('%s has %i public holidays in 2026', (key, count) => {
    expect(systemHolidayEntries(key, 2026)).toHaveLength(count);
  });

  let nationwide: SystemHolidayEntry[] | undefined;
  it.each(STATE_KEYS)('%s contains every nationwide holiday (1990..2100)', (key) => {
    nationwide ??= systemHolidayEntriesForYears('DE', 1990, 2100);
    const state = new Set(systemHolidayEntriesForYears(key, 1990, 2100).map((e) => e.date));
    const missing = nationwide.filter((e) => !state.has(e.date));
    expect(missing).toEqual([]);
  });
});

describe('systemHolidayEntries: invariants over 1990..2100', () => {
  it.each(SYSTEM_CALENDAR_KEYS)('%s: unique sorted dates in the year, German names, full days', (key) => {
    const all = systemHolidayEntriesForYears(key, MIN_SYSTEM_CALENDAR_YEAR, MAX_SYSTEM_CALENDAR_YEAR);
    const problems: string[] = [];
    for (let year = MIN_SYSTEM_CALENDAR_YEAR; year <= MAX_SYSTEM_CALENDAR_YEAR; year++) {
      const entries = all.filter((e) => e.date.startsWith(`${year}-`));
      const list = entries.map((e) => e.date);
      // 8 is possible: 1 May can coincide with Christi Himmelfahrt (e.g. 2008).
      if (entries.length < 8) problems.push(`${year}: only ${entries.length} entries`);
      if (new Set(list).size !== list.length) problems.push(`${year}: duplicate dates`);
      if ([...list].sort().join() !== list.join()) problems.push(`${year}: not sorted`);
      for (const entry of entries) {
        if (Object.keys(entry).sort().join() !== 'date,half_day,name') problems.push(`${entry.date}: keys`);
        if (!/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(entry.date)) problems.push(`${entry.date}: bad date`);
        else if (new Date(`${entry.date}T00:00:00Z`).toISOString().slice(0, 10) !== entry.date) {
          problems.push(`${entry.date}: no such day`);
        }
        if (typeof entry.name !== 'string' || entry.name.trim() === '') problems.push(`${entry.date}: empty name`);
        if (typeof entry.half_day !== 'boolean') problems.push(`${entry.date}: half_day not boolean`);
        // No public holiday in date-holidays' German data is a half day.
        if (entry.half_day) problems.push(`${entry.date}: half day`);
      }
    }
    expect(all.length).toBeGreaterThan(111 * 8);
    expect([...all.map((e) => e.date)].sort()).toEqual(all.map((e) => e.date));
    expect(problems).toEqual([]);
  });

  it.each(SYSTEM_CALENDAR_KEYS)('%s: systemHolidayEntriesForYears agrees with per-year calls (2015..2035)', (key) => {
    const perYear: SystemHolidayEntry[] = [];
    for (let year = 2015; year <= 2035; year++) perYear.push(...systemHolidayEntries(key, year));
    expect(systemHolidayEntriesForYears(key, 2015, 2035)).toEqual(perYear);
  });

  it('uses German names only', () => {
    const english = /\b(Day|Christmas|Easter|Good Friday|Ascension|Whit|New Year|Reformation|Epiphany|Assumption)\b/;
    for (const key of SYSTEM_CALENDAR_KEYS) {
      for (const year of [2017, 2020, 2025, 2026, 2028]) {
        for (const entry of systemHolidayEntries(key, year)) expect(entry.name).not.toMatch(english);
      }
    }
  });

  it('returns fresh arrays that callers may mutate', () => {
    const first = systemHolidayEntries('DE', 2026);
    first.pop();
    first[0]!.name = 'changed';
    expect(systemHolidayEntries('DE', 2026)).toEqual(NATIONWIDE_2026);
  });
});

describe('systemHolidayEntries: argument validation', () => {
  it.each(['XX', 'de', 'DE-XX', 'de-by', ''])('throws a RangeError for unknown key %j', (key) => {
    expect(() => systemHolidayEntries(key, 2026)).toThrow(RangeError);
  });

  it.each([1800, 1989, 2101, 3000, 2026.5, Number.NaN, Number.POSITIVE_INFINITY, -2026])(
    'throws a RangeError for year %s',
    (year) => {
      expect(() => systemHolidayEntries('DE', year)).toThrow(RangeError);
    },
  );

  it('accepts the boundary years 1990 and 2100', () => {
    expect(systemHolidayEntries('DE', 1990)[0]).toEqual({ date: '1990-01-01', name: 'Neujahr', half_day: false });
    expect(systemHolidayEntries('DE-TH', 2100).at(-1)).toEqual({ date: '2100-12-26', name: '2. Weihnachtstag', half_day: false });
  });

  it('reports an unknown key before a bad year', () => {
    expect(() => systemHolidayEntries('XX', 1800)).toThrow(/key/);
  });
});

describe('systemHolidayEntriesForYears', () => {
  it('concatenates the years in order', () => {
    const entries = systemHolidayEntriesForYears('DE-BY', 2025, 2027);
    expect(entries).toEqual([
      ...systemHolidayEntries('DE-BY', 2025),
      ...systemHolidayEntries('DE-BY', 2026),
      ...systemHolidayEntries('DE-BY', 2027),
    ]);
    const list = entries.map((e) => e.date);
    expect([...list].sort()).toEqual(list);
    expect(new Set(list).size).toBe(list.length);
  });

  it('handles a single year', () => {
    expect(systemHolidayEntriesForYears('DE', 2026, 2026)).toEqual(NATIONWIDE_2026);
  });

  it('covers the whole supported range', () => {
    const entries = systemHolidayEntriesForYears('DE', MIN_SYSTEM_CALENDAR_YEAR, MAX_SYSTEM_CALENDAR_YEAR);
    expect(entries[0]?.date).toBe('1990-01-01');
    expect(entries.at(-1)?.date).toBe('2100-12-26');
  });

  it.each([
    ['DE', 2027, 2026],
    ['DE', 1989, 2026],
    ['DE', 2026, 2101],
    ['DE', 2026.5, 2027],
    ['XX', 2026, 2027],
  ])('throws a RangeError for (%j, %s, %s)', (key, from, to) => {
    expect(() => systemHolidayEntriesForYears(key, from, to)).toThrow(RangeError);
  });
});

describe('Holidays instances', () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    hooks.extraRules.length = 0;
  });

  it('are created lazily and once per key', async () => {
    const fresh = await import('./system-calendars.js');
    const before = constructed.length;
    expect(fresh.SYSTEM_CALENDAR_KEYS).toHaveLength(17);
    expect(fresh.systemCalendarName('DE-HE')).toBe('Hessen');
    expect(constructed.length).toBe(before);

    fresh.systemHolidayEntries('DE-HE', 2026);
    fresh.systemHolidayEntries('DE-HE', 2027);
    fresh.systemHolidayEntriesForYears('DE-HE', 2000, 2010);
    expect(constructed.slice(before)).toEqual([['DE', 'HE', { languages: ['de'], timezone: 'Europe/Berlin' }]]);

    fresh.systemHolidayEntries('DE', 2026);
    fresh.systemHolidayEntries('DE', 2026);
    expect(constructed.slice(before)).toHaveLength(2);
    expect(constructed.at(-1)).toEqual(['DE', { languages: ['de'], timezone: 'Europe/Berlin' }]);
  });

  it('are not created for invalid arguments', async () => {
    const fresh = await import('./system-calendars.js');
    const before = constructed.length;
    expect(() => fresh.systemHolidayEntries('XX', 2026)).toThrow(RangeError);
    expect(() => fresh.systemHolidayEntries('DE-SN', 1800)).toThrow(RangeError);
    expect(constructed.length).toBe(before);
  });

  it('passes public half days and multi-day holidays through, also across the year end', async () => {
    hooks.extraRules.push(
      ['12-24 14:00', { name: { de: 'Heiligabend (Test)' }, type: 'public' }],
      ['12-31 P2D', { name: { de: 'Jahreswechsel (Test)' }, type: 'public' }],
    );
    const fresh = await import('./system-calendars.js');
    const y2026 = fresh.systemHolidayEntries('DE-HE', 2026);
    expect(y2026.slice(-3)).toEqual([
      { date: '2026-12-25', name: '1. Weihnachtstag', half_day: false },
      { date: '2026-12-26', name: '2. Weihnachtstag', half_day: false },
      { date: '2026-12-31', name: 'Jahreswechsel (Test)', half_day: false },
    ]);
    expect(y2026.find((e) => e.date === '2026-12-24')).toEqual({ date: '2026-12-24', name: 'Heiligabend (Test)', half_day: true });
    // The span that started in 2026 covers 2027-01-01 and, being first, keeps its name there.
    const y2027 = fresh.systemHolidayEntries('DE-HE', 2027);
    expect(y2027[0]).toEqual({ date: '2027-01-01', name: 'Jahreswechsel (Test)', half_day: false });
    expect(y2027.filter((e) => e.date === '2027-01-01')).toHaveLength(1);
    expect(fresh.systemHolidayEntriesForYears('DE-HE', 2026, 2027)).toEqual([...y2026, ...y2027]);
    expect(fresh.systemHolidayEntriesForYears('DE-HE', 2027, 2027)).toEqual(y2027);
  });
});

describe('normalizeHolidays (conversion of date-holidays objects)', () => {
  // Local Europe/Berlin midnight as a UTC instant (CET = UTC+1, CEST = UTC+2).
  function raw(date: string, name: string, startIso: string, endIso: string, type = 'public', extra: Partial<RawHoliday> = {}): RawHoliday {
    return { date, name, start: new Date(startIso), end: new Date(endIso), type, ...extra };
  }

  it('takes the calendar date from `date`, not from the UTC `start` instant', () => {
    const input = [raw('2026-01-01 00:00:00', 'Neujahr', '2025-12-31T23:00:00Z', '2026-01-01T23:00:00Z')];
    expect(normalizeHolidays(input, 2026)).toEqual([{ date: '2026-01-01', name: 'Neujahr', half_day: false }]);
  });

  it('accepts a `date` with a trailing UTC offset', () => {
    const input = [raw('2026-05-01 00:00:00 +0200', 'Maifeiertag', '2026-04-30T22:00:00Z', '2026-05-01T22:00:00Z')];
    expect(normalizeHolidays(input, 2026)).toEqual([{ date: '2026-05-01', name: 'Maifeiertag', half_day: false }]);
  });

  it('keeps only public holidays', () => {
    const input = [
      raw('2026-12-24 14:00:00', 'Heiliger Abend', '2026-12-24T13:00:00Z', '2026-12-24T23:00:00Z', 'bank'),
      raw('2026-12-25 00:00:00', '1. Weihnachtstag', '2026-12-24T23:00:00Z', '2026-12-25T23:00:00Z'),
      raw('2026-11-02 00:00:00', 'Allerseelen', '2026-11-01T23:00:00Z', '2026-11-02T23:00:00Z', 'observance'),
      raw('2026-04-02 00:00:00', 'Gründonnerstag', '2026-04-01T22:00:00Z', '2026-04-02T22:00:00Z', 'school'),
      raw('2026-12-31 14:00:00', 'Silvester', '2026-12-31T13:00:00Z', '2026-12-31T23:00:00Z', 'optional'),
    ];
    expect(normalizeHolidays(input, 2026)).toEqual([{ date: '2026-12-25', name: '1. Weihnachtstag', half_day: false }]);
  });

  it('marks a public holiday starting in the afternoon as a half day', () => {
    const input = [raw('2026-12-24 14:00:00', 'Heiliger Abend', '2026-12-24T13:00:00Z', '2026-12-24T23:00:00Z')];
    expect(normalizeHolidays(input, 2026)).toEqual([{ date: '2026-12-24', name: 'Heiliger Abend', half_day: true }]);
  });

  it('marks a public holiday ending at noon as a half day', () => {
    const input = [raw('2026-12-24 00:00:00', 'Vormittag', '2026-12-23T23:00:00Z', '2026-12-24T11:00:00Z')];
    expect(normalizeHolidays(input, 2026)).toEqual([{ date: '2026-12-24', name: 'Vormittag', half_day: true }]);
  });

  it('treats 23- and 25-hour days (DST switches) as full days', () => {
    const input = [
      raw('2026-03-29 00:00:00', 'Spring', '2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z'),
      raw('2026-10-25 00:00:00', 'Autumn', '2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z'),
    ];
    expect(normalizeHolidays(input, 2026)).toEqual([
      { date: '2026-03-29', name: 'Spring', half_day: false },
      { date: '2026-10-25', name: 'Autumn', half_day: false },
    ]);
  });

  it('expands a multi-day holiday into one entry per day', () => {
    const input = [raw('2026-02-27 00:00:00', 'Festtage', '2026-02-26T23:00:00Z', '2026-03-02T23:00:00Z')];
    expect(normalizeHolidays(input, 2026)).toEqual([
      { date: '2026-02-27', name: 'Festtage', half_day: false },
      { date: '2026-02-28', name: 'Festtage', half_day: false },
      { date: '2026-03-01', name: 'Festtage', half_day: false },
      { date: '2026-03-02', name: 'Festtage', half_day: false },
    ]);
  });

  it('expands a span starting in the afternoon: first day half, following day full', () => {
    const input = [raw('2026-12-24 14:00:00', 'Weihnachten', '2026-12-24T13:00:00Z', '2026-12-25T23:00:00Z')];
    expect(normalizeHolidays(input, 2026)).toEqual([
      { date: '2026-12-24', name: 'Weihnachten', half_day: true },
      { date: '2026-12-25', name: 'Weihnachten', half_day: false },
    ]);
  });

  it('clips spans to the requested year', () => {
    const input = [raw('2026-12-31 00:00:00', 'Jahreswechsel', '2026-12-30T23:00:00Z', '2027-01-01T23:00:00Z')];
    expect(normalizeHolidays(input, 2026)).toEqual([{ date: '2026-12-31', name: 'Jahreswechsel', half_day: false }]);
    expect(normalizeHolidays(input, 2027)).toEqual([{ date: '2027-01-01', name: 'Jahreswechsel', half_day: false }]);
  });

  it('keeps a substitute day as an entry on its own date', () => {
    const input = [
      raw('2027-12-25 00:00:00', '1. Weihnachtstag', '2027-12-24T23:00:00Z', '2027-12-25T23:00:00Z'),
      raw('2027-12-27 00:00:00', '1. Weihnachtstag (Ersatztag)', '2027-12-26T23:00:00Z', '2027-12-27T23:00:00Z', 'public', {
        substitute: true,
      }),
    ];
    expect(normalizeHolidays(input, 2027).map((e) => e.date)).toEqual(['2027-12-25', '2027-12-27']);
  });

  it('dedupes a date keeping the first name; a full day wins over a half day', () => {
    const input = [
      raw('2026-12-24 14:00:00', 'Erster', '2026-12-24T13:00:00Z', '2026-12-24T23:00:00Z'),
      raw('2026-12-24 00:00:00', 'Zweiter', '2026-12-23T23:00:00Z', '2026-12-24T23:00:00Z'),
      raw('2026-12-24 00:00:00', 'Dritter', '2026-12-23T23:00:00Z', '2026-12-24T23:00:00Z'),
    ];
    expect(normalizeHolidays(input, 2026)).toEqual([{ date: '2026-12-24', name: 'Erster', half_day: false }]);
  });

  it('keeps half_day when all holidays on a date are half days', () => {
    const input = [
      raw('2026-12-24 14:00:00', 'A', '2026-12-24T13:00:00Z', '2026-12-24T23:00:00Z'),
      raw('2026-12-24 12:00:00', 'B', '2026-12-24T11:00:00Z', '2026-12-24T23:00:00Z'),
    ];
    expect(normalizeHolidays(input, 2026)).toEqual([{ date: '2026-12-24', name: 'A', half_day: true }]);
  });

  it('sorts by date', () => {
    const input = [
      raw('2026-12-25 00:00:00', 'B', '2026-12-24T23:00:00Z', '2026-12-25T23:00:00Z'),
      raw('2026-01-01 00:00:00', 'A', '2025-12-31T23:00:00Z', '2026-01-01T23:00:00Z'),
    ];
    expect(normalizeHolidays(input, 2026).map((e) => e.name)).toEqual(['A', 'B']);
  });

  it('ignores holidays of other years', () => {
    const input = [raw('2025-01-01 00:00:00', 'Neujahr', '2024-12-31T23:00:00Z', '2025-01-01T23:00:00Z')];
    expect(normalizeHolidays(input, 2026)).toEqual([]);
  });

  it('throws on an unexpected date format', () => {
    const input = [raw('01.01.2026', 'Neujahr', '2025-12-31T23:00:00Z', '2026-01-01T23:00:00Z')];
    expect(() => normalizeHolidays(input, 2026)).toThrow(/date format/);
  });
});

describe('generated years are kept per process', () => {
  it('answers the second request for a year from memory, as a copy callers may change', () => {
    const first = systemHolidayEntries('DE-BW', 2055);
    first[0]!.name = 'changed';
    first.pop();
    const again = systemHolidayEntries('DE-BW', 2055);
    expect(again[0]!.name).not.toBe('changed');
    expect(again.length).toBe(first.length + 1);
  });
});
