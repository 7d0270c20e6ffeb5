import { describe, expect, it } from 'vitest';
import { flagNames, WORKING_TIME_FLAGS as F } from './flags.js';
import { localCalendar } from './local-days.js';
import { ev, H, hm, input, MIN, shiftOn, t, weekdays8h, ZONE } from './test-fixtures.js';
import { absenceDays } from '../absences/absence-days.js';
import { partTaken } from '../absences/sickness-during-vacation.js';
import { absenceDaysByCategory, balanceOfDays, computeWorkingDays, totalsOf, type AbsenceFact, type ClockFact, type WorkingDay, type WorkingDaysInput } from './working-day.js';

/** The one computed day of `date`, with the events of that date and anything else overridden. */
function day(date: string, overrides: Partial<WorkingDaysInput> = {}): WorkingDay {
  const days = computeWorkingDays(input({ from: date, to: date, ...overrides }));
  expect(days).toHaveLength(1);
  return days[0]!;
}

function absence(id: string, category: AbsenceFact['category'], from: string, to: string, extra: Partial<AbsenceFact> = {}): AbsenceFact {
  const creditsTime = category !== 'time_off_in_lieu' && category !== 'unpaid';
  return { id, category, creditsTime, from, to, halfDayStart: false, halfDayEnd: false, ...extra };
}

// 2026-11-18 is a Wednesday in the past of `now` (2026-11-23 12:00, a Monday).
const WED = '2026-11-18';

describe('net time and the statutory break (ArbZG §4)', () => {
  it.each([
    ['08:00', '14:00', [], '6:00', '0:00'],
    ['08:00', '14:01', [], '6:00', '0:01'],
    ['08:00', '14:10', [], '6:00', '0:10'],
    ['08:00', '17:30', [['12:00', '12:30']], '9:00', '0:00'],
    ['08:00', '17:31', [['12:00', '12:30']], '9:00', '0:01'],
    ['08:00', '17:00', [], '8:30', '0:30'],
    ['08:00', '17:45', [['12:00', '12:45']], '9:00', '0:00'],
    ['08:00', '18:31', [['12:00', '12:45']], '9:46', '0:00'],
    ['08:00', '15:00', [['10:00', '10:10'], ['12:00', '12:20']], '6:20', '0:10'],
    ['08:00', '15:00', [['10:00', '10:15'], ['12:00', '12:15']], '6:30', '0:00'],
    ['08:00', '15:00', [['10:00', '10:14'], ['12:00', '12:14']], '6:02', '0:30'],
  ] as Array<[string, string, Array<[string, string]>, string, string]>)('%s-%s with breaks %j: worked %s, auto break %s', (from, to, breaks, worked, autoBreak) => {
    const result = day(WED, { events: shiftOn(WED, from, to, breaks) });
    expect(result.worked).toBe(hm(worked));
    expect(result.autoBreak).toBe(hm(autoBreak));
    expect(result.breaks).toBe(breaks.reduce((sum, [start, end]) => sum + t(`${WED}T${end}`) - t(`${WED}T${start}`), 0));
    expect(result.balance).toBe(hm(worked) - 8 * H);
  });

  it('counts the gap between two shifts of a day as a break', () => {
    const events = [...shiftOn(WED, '07:00', '11:00'), ...shiftOn(WED, '11:30', '14:00')];
    const result = day(WED, { events });
    expect(result.worked).toBe(hm('6:30'));
    expect(result.autoBreak).toBe(0);
    expect(result.intervals).toHaveLength(2);
  });

  it('applies the JArbSchG steps to a minor: 60 min over 6 h', () => {
    const result = day(WED, { events: shiftOn(WED, '08:00', '15:00', [['12:00', '12:30']]), birthDate: '2010-01-01' });
    expect(result.worked).toBe(hm('6:00'));
    expect(result.autoBreak).toBe(hm('0:30'));
  });
});

describe('target', () => {
  it('is the schedule target; a day without target by schedule has flag 1', () => {
    expect(day(WED).target).toBe(8 * H);
    const saturday = day('2026-11-21');
    expect(saturday.target).toBe(0);
    expect(saturday.flags).toBe(F.nonWorkingDay);
  });

  it('is 0 on a full public holiday (flag 512) and half on a half holiday (flag 1024)', () => {
    const holidays = new Map([
      ['2026-12-24', 'half' as const],
      ['2026-12-25', 'full' as const],
    ]);
    const [eve, christmas] = computeWorkingDays(input({ from: '2026-12-24', to: '2026-12-25', holidays, now: t('2027-01-10T12:00') }));
    expect(eve!.target).toBe(4 * H);
    expect(flagNames(eve!.flags)).toEqual(['halfDayHoliday', 'unexcused']);
    expect(christmas!.target).toBe(0);
    expect(flagNames(christmas!.flags)).toEqual(['publicHoliday']);
  });

  it('keeps the scheduled time a statutory holiday took as its holiday time (EntgFG §2), and none for other days off', () => {
    const holidays = new Map([
      ['2026-12-24', 'half' as const],
      ['2026-12-25', 'full' as const],
      ['2026-12-28', 'company' as const],
      ['2026-12-26', 'full' as const],
    ]);
    const days = computeWorkingDays(input({ from: '2026-12-23', to: '2026-12-28', holidays, now: t('2027-01-10T12:00') }));
    // Wednesday 23rd a working day, Thursday 24th half, Friday 25th statutory, Saturday 26th statutory without target, Monday 28th the company's.
    expect(days.map((item) => [item.date, item.holidayTime / H])).toEqual([
      ['2026-12-23', 0],
      ['2026-12-24', 0],
      ['2026-12-25', 8],
      ['2026-12-26', 0],
      ['2026-12-27', 0],
      ['2026-12-28', 0],
    ]);
  });

  it('keeps the holiday time of a statutory holiday whatever else the day holds, but not outside the employment', () => {
    const holidays = new Map([[WED, 'full' as const]]);
    expect(day(WED, { holidays, absences: [absence('s', 'sick', WED, WED)] }).holidayTime).toBe(8 * H);
    expect(day(WED, { holidays, absences: [absence('v', 'vacation', WED, WED)] }).holidayTime).toBe(8 * H);
    // Short-time work on a holiday: the time counts as taken by the holiday (EntgFG §2 (2)).
    expect(day(WED, { holidays, shortWorkPercentOn: () => 50 }).holidayTime).toBe(8 * H);
    const worked = day(WED, { holidays, events: shiftOn(WED, '08:00', '12:00') });
    expect({ holidayTime: worked.holidayTime, worked: worked.worked, target: worked.target }).toEqual({ holidayTime: 8 * H, worked: 4 * H, target: 0 });
    expect(day(WED, { holidays, employmentStart: '2026-11-19' }).holidayTime).toBe(0);
    expect(day(WED, { holidays, targetOn: () => 6 * H }).holidayTime).toBe(6 * H);
  });

  it('is reduced by short-time work (flag 16), after the holiday halving', () => {
    const reduced = day(WED, { shortWorkPercentOn: () => 50, events: shiftOn(WED, '08:00', '12:00') });
    expect(reduced.target).toBe(4 * H);
    expect(reduced.balance).toBe(0);
    expect(reduced.flags).toBe(F.shortWork);
    expect(reduced.targetBeforeShortWork).toBe(8 * H);
    const halfHoliday = day(WED, { shortWorkPercentOn: () => 25, holidays: new Map([[WED, 'half']]) });
    expect(halfHoliday.target).toBe(3 * H);
    expect(halfHoliday.targetBeforeShortWork).toBe(4 * H);
    const full = day(WED, { shortWorkPercentOn: () => 100 });
    expect(full.target).toBe(0);
    expect(full.targetBeforeShortWork).toBe(8 * H);
    expect(day(WED, {}).targetBeforeShortWork).toBe(8 * H);
    expect(full.flags & F.unexcused).toBe(0);
  });

  it('is 0 outside the employment', () => {
    const days = computeWorkingDays(input({ from: '2026-11-16', to: '2026-11-20', employmentStart: '2026-11-17', employmentEnd: '2026-11-19' }));
    expect(days.map((item) => item.target / H)).toEqual([0, 8, 8, 8, 0]);
    expect(days[0]!.flags).toBe(F.nonWorkingDay);
    expect(days[4]!.flags).toBe(F.nonWorkingDay);
  });
});

describe('absences', () => {
  it('credits the target for vacation, sick leave, special leave and training', () => {
    for (const [category, flag] of [
      ['vacation', F.vacation],
      ['sick', F.sick],
      ['special_leave', F.otherAbsence],
      ['training', F.otherAbsence],
    ] as const) {
      const result = day(WED, { absences: [absence('a1', category, '2026-11-16', '2026-11-20')] });
      expect(result.absence).toBe(8 * H);
      expect(result.balance).toBe(0);
      expect(result.flags).toBe(flag);
      expect(result.absences).toEqual(['a1']);
      expect(result.absenceCredit).toEqual({ vacation: 0, sick: 0, time_off_in_lieu: 0, other: 0, [category === 'vacation' || category === 'sick' ? category : 'other']: 8 * H });
    }
  });

  it('adds up the credit per category to the day’s credit, the target at most, first to the vacation where absences overlap', () => {
    const overlapping = day(WED, { absences: [absence('a1', 'special_leave', WED, WED), absence('a2', 'vacation', WED, WED)] });
    expect(overlapping.absence).toBe(8 * H);
    expect(overlapping.absenceCredit).toEqual({ vacation: 8 * H, sick: 0, time_off_in_lieu: 0, other: 0 });
    const halves = day(WED, { absences: [absence('a1', 'vacation', WED, WED, { halfDayStart: true }), absence('a2', 'time_off_in_lieu', WED, WED, { halfDayEnd: true })] });
    expect(halves.absence).toBe(4 * H);
    expect(halves.absenceCredit).toEqual({ vacation: 4 * H, sick: 0, time_off_in_lieu: 0, other: 0 });
    expect(day(WED).absenceCredit).toEqual({ vacation: 0, sick: 0, time_off_in_lieu: 0, other: 0 });
  });

  it('credits a half day on a half holiday with the half that is left, as a whole day there', () => {
    const holidays = new Map<string, 'full' | 'half'>([['2026-12-24', 'half']]);
    const half = day('2026-12-24', { holidays, absences: [absence('a1', 'vacation', '2026-12-24', '2026-12-24', { halfDayStart: true })], now: t('2027-01-10T12:00') });
    const whole = day('2026-12-24', { holidays, absences: [absence('a2', 'vacation', '2026-12-24', '2026-12-24')], now: t('2027-01-10T12:00') });
    expect(half).toMatchObject({ target: 4 * H, absence: 4 * H, balance: 0 });
    expect(whole).toMatchObject({ target: 4 * H, absence: 4 * H, balance: 0 });
    expect(half.flags & F.halfDayVacation).toBe(F.halfDayVacation);
  });

  it('gives a vacation day of sickness to the sickness (BUrlG §9): flag 2, not a vacation day', () => {
    const vacation = absence('v', 'vacation', '2026-11-16', '2026-11-20');
    const sick = absence('s', 'sick', '2026-11-18', '2026-11-19');
    const days = computeWorkingDays(input({ from: '2026-11-16', to: '2026-11-20', absences: [vacation, sick] }));
    expect(days.map((item) => item.flags)).toEqual([F.vacation, F.vacation, F.sick, F.sick, F.vacation]);
    expect(days.map((item) => item.absences)).toEqual([['v'], ['v'], ['s'], ['s'], ['v']]);
    expect(days.every((item) => item.absence === 8 * H)).toBe(true);
    expect(absenceDaysByCategory(days)).toMatchObject({ vacation: 3, sick: 2 });
  });

  it('credits nothing for time off in lieu (flag 32) and unpaid leave (flag 2048), which are not unexcused', () => {
    const lieu = day(WED, { absences: [absence('a1', 'time_off_in_lieu', WED, WED)] });
    expect(lieu.absence).toBe(0);
    expect(lieu.balance).toBe(-8 * H);
    expect(lieu.flags).toBe(F.timeOffInLieu);
    const unpaid = day(WED, { absences: [absence('a2', 'unpaid', WED, WED)] });
    expect(unpaid.absence).toBe(0);
    expect(unpaid.flags).toBe(F.otherAbsence);
  });

  it('credits half the target on a half day at the start or end (flags 4 and 8)', () => {
    const vacation = absence('a1', 'vacation', '2026-11-17', '2026-11-19', { halfDayStart: true, halfDayEnd: true });
    const days = computeWorkingDays(input({ from: '2026-11-16', to: '2026-11-20', absences: [vacation], events: shiftOn('2026-11-17', '08:00', '12:00') }));
    expect(days.map((item) => item.absence / H)).toEqual([0, 4, 8, 4, 0]);
    expect(days[1]!.flags).toBe(F.vacation | F.halfDayVacation);
    expect(days[1]!.balance).toBe(0);
    expect(days[2]!.flags).toBe(F.vacation);
    expect(totalsOf(days).vacationDays).toBe(2);
  });

  it('counts absence days per category as the absence costs them: half days 0.5, weekends and holidays 0', () => {
    const absences = [
      absence('a1', 'vacation', '2026-12-21', '2026-12-24', { halfDayStart: true }),
      absence('a2', 'sick', '2026-12-28', '2026-12-29'),
      absence('a3', 'time_off_in_lieu', '2026-12-30', '2026-12-30'),
      absence('a4', 'training', '2027-01-01', '2027-01-04'),
      absence('a5', 'unpaid', '2027-01-05', '2027-01-05'),
    ];
    const holidays = new Map<string, 'full' | 'half'>([['2026-12-24', 'half'], ['2027-01-01', 'full']]);
    const days = computeWorkingDays(input({ from: '2026-12-21', to: '2027-01-05', absences, holidays, now: t('2027-01-10T12:00') }));
    // 21st half, 22nd and 23rd whole, 24th a half holiday; 1 Jan a holiday, 2/3 Jan a weekend.
    expect(absenceDaysByCategory(days)).toEqual({ vacation: 3, sick: 2, time_off_in_lieu: 1, other: 2 });
    expect(absenceDaysByCategory(days).vacation).toBe(totalsOf(days).vacationDays);
  });

  it('counts a half day of sickness, time off in lieu or other leave 0.5, as it does a half vacation day', () => {
    const absences = [
      absence('a1', 'sick', '2026-11-16', '2026-11-17', { halfDayStart: true }),
      absence('a2', 'time_off_in_lieu', '2026-11-18', '2026-11-18', { halfDayEnd: true }),
      absence('a3', 'special_leave', '2026-11-19', '2026-11-19', { halfDayStart: true }),
      // The afternoon of the same day: two halves of one category make one day.
      absence('a4', 'training', '2026-11-19', '2026-11-19', { halfDayEnd: true }),
      absence('a5', 'unpaid', '2026-11-20', '2026-11-20', { halfDayStart: true }),
    ];
    const days = computeWorkingDays(input({ from: '2026-11-16', to: '2026-11-20', absences }));
    expect(days.map((item) => item.absence / H)).toEqual([4, 8, 0, 8, 0]);
    expect(absenceDaysByCategory(days)).toEqual({ vacation: 0, sick: 1.5, time_off_in_lieu: 0.5, other: 1.5 });
    expect(totalsOf(days).sickDays).toBe(1.5);
  });

  it('credits the reduced target on a half holiday, and nothing on a weekend', () => {
    const vacation = absence('a1', 'vacation', '2026-12-24', '2026-12-27');
    const days = computeWorkingDays(input({ from: '2026-12-24', to: '2026-12-27', absences: [vacation], holidays: new Map([['2026-12-24', 'half'], ['2026-12-25', 'full']]), now: t('2027-01-10T12:00') }));
    expect(days.map((item) => item.absence / H)).toEqual([4, 0, 0, 0]);
    expect(totalsOf(days).vacationDays).toBe(0.5);
  });
});

describe('sickness during a vacation (BUrlG §9)', () => {
  const vacationOf = (id: string, half: boolean) => absence(id, 'vacation', half ? WED : '2026-11-16', half ? WED : '2026-11-20', { halfDayEnd: half });
  const sickOf = (id: string, half: boolean) => absence(id, 'sick', WED, WED, { halfDayStart: half });
  const HALF_VACATION = F.vacation | F.halfDayVacation;

  // [vacation half, sick half, holiday, target h, absence h, flags, vacation days, sick days, ids]
  const cases: Array<[boolean, boolean, 'full' | 'half' | null, number, number, number, number, number, string[]]> = [
    // The sickness takes its half, the vacation keeps the other: the whole target, both flags.
    [false, true, null, 8, 8, F.sick | HALF_VACATION, 0.5, 0.5, ['v', 's']],
    [true, true, null, 8, 8, F.sick | HALF_VACATION, 0.5, 0.5, ['v', 's']],
    // A whole sick day takes the day from the vacation.
    [false, false, null, 8, 8, F.sick, 0, 1, ['s']],
    [true, false, null, 8, 8, F.sick, 0, 1, ['s']],
    // On a half holiday the one half left goes to the sickness, whole or half.
    [false, true, 'half', 4, 4, F.halfDayHoliday | F.sick, 0, 0.5, ['s']],
    [true, true, 'half', 4, 4, F.halfDayHoliday | F.sick, 0, 0.5, ['s']],
    [false, false, 'half', 4, 4, F.halfDayHoliday | F.sick, 0, 0.5, ['s']],
    [true, false, 'half', 4, 4, F.halfDayHoliday | F.sick, 0, 0.5, ['s']],
    // A full holiday costs and credits nothing; the flags tell what covered it.
    [false, true, 'full', 0, 0, F.publicHoliday | F.sick | HALF_VACATION, 0, 0, ['v', 's']],
    [true, true, 'full', 0, 0, F.publicHoliday | F.sick | HALF_VACATION, 0, 0, ['v', 's']],
    [false, false, 'full', 0, 0, F.publicHoliday | F.sick, 0, 0, ['s']],
    [true, false, 'full', 0, 0, F.publicHoliday | F.sick, 0, 0, ['s']],
  ];
  it.each(cases)('vacation half %s, sickness half %s, holiday %s: target %s h, absence %s h', (vacationHalf, sickHalf, holiday, target, credited, flags, vacationDays, sickDays, ids) => {
    const holidays = new Map(holiday ? [[WED, holiday]] : []);
    for (const order of [['v', 's'], ['s', 'v']]) {
      const absences = order.map((id) => (id === 'v' ? vacationOf('v', vacationHalf) : sickOf('s', sickHalf)));
      const result = day(WED, { holidays, absences });
      expect(result).toMatchObject({ target: target * H, absence: credited * H, balance: 0, flags });
      expect(result.absenceDays).toMatchObject({ vacation: vacationDays, sick: sickDays });
      expect(result.absences).toEqual(order.filter((id) => ids.includes(id)));
    }
  });

  it('on a day without target the half sickness leaves the vacation its other half, at no cost', () => {
    const saturday = '2026-11-21';
    const vacation = absence('v', 'vacation', '2026-11-16', '2026-11-22');
    const result = day(saturday, { absences: [vacation, absence('s', 'sick', saturday, saturday, { halfDayEnd: true })] });
    expect(result).toMatchObject({ target: 0, absence: 0, balance: 0, flags: F.nonWorkingDay | F.sick | HALF_VACATION, absences: ['v', 's'] });
    expect(result.absenceDays).toMatchObject({ vacation: 0, sick: 0 });
    const wholeSick = day(saturday, { absences: [vacation, absence('s', 'sick', saturday, saturday)] });
    expect(wholeSick).toMatchObject({ flags: F.nonWorkingDay | F.sick, absences: ['s'] });
  });

  it('never credits more than the target, also under short-time work', () => {
    const result = day(WED, { shortWorkPercentOn: () => 50, absences: [vacationOf('v', false), sickOf('s', true)] });
    expect(result).toMatchObject({ target: 4 * H, absence: 4 * H, balance: 0, flags: F.shortWork | F.sick | HALF_VACATION });
    const odd = day(WED, { targetOn: () => 8 * H + 1, absences: [vacationOf('v', true), sickOf('s', true)] });
    expect(odd.absence).toBe(odd.target);
    expect(odd.absenceCredit.vacation + odd.absenceCredit.sick).toBe(odd.absence);
  });

  it('keeps the credit per category: half the target to the sickness, half to the vacation', () => {
    // [vacation half, sick half, holiday, vacation credit h, sick credit h]
    const credits: Array<[boolean, boolean, 'full' | 'half' | null, number, number]> = [
      [false, true, null, 4, 4],
      [true, true, null, 4, 4],
      [false, false, null, 0, 8],
      [true, false, 'half', 0, 4],
      [false, true, 'full', 0, 0],
    ];
    for (const [vacationHalf, sickHalf, holiday, vacation, sick] of credits) {
      for (const order of [['v', 's'], ['s', 'v']]) {
        const absences = order.map((id) => (id === 'v' ? vacationOf('v', vacationHalf) : sickOf('s', sickHalf)));
        const result = day(WED, { holidays: new Map(holiday ? [[WED, holiday]] : []), absences });
        expect(result.absenceCredit).toEqual({ vacation: vacation * H, sick: sick * H, time_off_in_lieu: 0, other: 0 });
      }
    }
    const shortWork = day(WED, { shortWorkPercentOn: () => 50, absences: [vacationOf('v', false), sickOf('s', true)] });
    expect(shortWork.absenceCredit).toMatchObject({ vacation: 2 * H, sick: 2 * H });
  });

  it('counts a vacation week with a half sick Wednesday 4.5 vacation days, as the vacation account charges it', () => {
    const vacation = absence('v', 'vacation', '2026-11-16', '2026-11-20');
    const sick = sickOf('s', true);
    const days = computeWorkingDays(input({ from: '2026-11-16', to: '2026-11-20', absences: [vacation, sick] }));
    expect(days.map((item) => item.absence / H)).toEqual([8, 8, 8, 8, 8]);
    expect(days.map((item) => item.balance)).toEqual([0, 0, 0, 0, 0]);
    expect(totalsOf(days)).toMatchObject({ vacationDays: 4.5, sickDays: 0.5, balance: 0 });
    const charged = absenceDays(vacation, { targetOn: weekdays8h, holidays: new Map(), sickOn: (date) => partTaken([sick], date) });
    expect(charged).toBe(totalsOf(days).vacationDays);
  });
});

describe('open and missing clock-outs', () => {
  it('counts nothing of a past shift without go and flags it 64, not unexcused', () => {
    const result = day(WED, { events: [ev('come', `${WED}T08:00`)] });
    expect(result.worked).toBe(0);
    expect(result.intervals).toEqual([]);
    expect(result.open).toBe(false);
    expect(result.flags).toBe(F.missingClockOut);
  });

  it('keeps the known work before the last event of a shift without go', () => {
    const result = day(WED, { events: [ev('come', `${WED}T08:00`), ev('break_start', `${WED}T12:00`), ev('break_end', `${WED}T12:30`)] });
    expect(result.worked).toBe(4 * H);
    expect(result.flags).toBe(F.missingClockOut);
  });

  it('does not let a forgotten go swallow the next day', () => {
    const events = [ev('come', '2026-11-17T08:00'), ...shiftOn(WED, '08:00', '16:30', [['12:00', '12:30']])];
    const [tuesday, wednesday] = computeWorkingDays(input({ from: '2026-11-17', to: WED, events }));
    expect(tuesday!.flags).toBe(F.missingClockOut);
    expect(wednesday!.worked).toBe(8 * H);
    expect(wednesday!.flags).toBe(0);
  });

  it('counts today’s open interval up to now', () => {
    const result = day('2026-11-23', { events: [ev('come', '2026-11-23T08:00', { projectId: 'p' })], now: t('2026-11-23T12:15') });
    expect(result.open).toBe(true);
    expect(result.worked).toBe(hm('4:15'));
    expect(result.intervals).toEqual([{ from: t('2026-11-23T08:00'), to: t('2026-11-23T12:15'), projectId: 'p' }]);
    expect(result.projects).toEqual([{ projectId: 'p', worked: hm('4:15') }]);
    expect(result.flags).toBe(0);
  });

  it('does not flag a come later today as missing its clock-out', () => {
    const result = day('2026-11-23', { events: [ev('come', '2026-11-23T13:00')], now: t('2026-11-23T12:00') });
    expect(result.worked).toBe(0);
    expect(result.open).toBe(false);
    expect(result.flags).toBe(0);
  });

  it('counts an open break today as break, not work', () => {
    const result = day('2026-11-23', { events: [ev('come', '2026-11-23T08:00'), ev('break_start', '2026-11-23T12:00')], now: t('2026-11-23T12:20') });
    expect(result.open).toBe(true);
    expect(result.worked).toBe(4 * H);
    expect(result.breaks).toBe(20 * MIN);
  });

  it('keeps a night shift begun yesterday running, but not a day shift begun yesterday', () => {
    const night = day('2026-11-22', { events: [ev('come', '2026-11-22T22:00')], now: t('2026-11-23T02:00') });
    expect(night.open).toBe(true);
    expect(night.worked).toBe(4 * H);
    expect(night.surcharges).toMatchObject({ night: 2 * H, nightCore: 2 * H, sunday: 4 * H });
    const forgotten = day('2026-11-22', { events: [ev('come', '2026-11-22T08:00')], now: t('2026-11-23T09:00') });
    expect(forgotten.open).toBe(false);
    expect(forgotten.worked).toBe(0);
    expect(forgotten.flags & F.missingClockOut).toBe(F.missingClockOut);
  });
});

describe('shifts across midnight and DST', () => {
  it('puts a night shift on its start day', () => {
    const days = computeWorkingDays(input({ from: WED, to: '2026-11-19', events: shiftOn(WED, '22:00', '02:00') }));
    expect(days[0]!.worked).toBe(4 * H);
    expect(days[0]!.surcharges).toEqual({ night: 2 * H, nightCore: 2 * H, sunday: 0, holiday: 0, holidaySpecial: 0 });
    expect(days[1]!.worked).toBe(0);
    expect(days[1]!.flags & F.unexcused).toBe(F.unexcused);
  });

  it('measures the 23-hour day at the end of March in real time', () => {
    // Saturday 22:00 to Sunday 06:00 across the spring-forward gap: 7 h present, 30 min break.
    const events = shiftOn('2026-03-28', '22:00', '06:00', [['01:00', '01:30']]);
    const [saturday, sunday] = computeWorkingDays(input({ from: '2026-03-28', to: '2026-03-29', events, now: t('2026-04-10T12:00') }));
    expect(saturday!.worked).toBe(hm('6:30'));
    expect(saturday!.autoBreak).toBe(0);
    expect(saturday!.surcharges).toEqual({ night: 4 * H, nightCore: hm('2:30'), sunday: hm('4:30'), holiday: 0, holidaySpecial: 0 });
    expect(sunday!.worked).toBe(0);
    expect(saturday!.warnings).toContain('sunday_or_holiday_work');
  });

  it('measures the 25-hour day at the end of October in real time', () => {
    // 9 h present with 45 min of break: 8:15 net, over 8 h (ArbZG §3 warning).
    const events = shiftOn('2026-10-24', '22:00', '06:00', [['00:30', '01:15']]);
    const result = day('2026-10-24', { events, targetOn: () => 8 * H });
    expect(result.worked).toBe(hm('8:15'));
    expect(result.surcharges).toEqual({ night: 4 * H, nightCore: hm('4:15'), sunday: hm('6:15'), holiday: 0, holidaySpecial: 0 });
    expect(result.warnings).toEqual(['daily_over_8h', 'sunday_or_holiday_work']);
    expect(result.flags & F.lawWarning).toBe(F.lawWarning);
  });

  it('measures a shift over the spring-forward gap on the 23-hour day in real time', () => {
    // 01:00 to 04:00 local on 2026-03-29 skips 02:00-03:00: 2 h.
    const result = day('2026-03-29', { events: shiftOn('2026-03-29', '01:00', '04:00'), now: t('2026-04-10T12:00') });
    expect(result.worked).toBe(2 * H);
    expect(result.surcharges).toEqual({ night: 2 * H, nightCore: 0, sunday: 2 * H, holiday: 0, holidaySpecial: 0 });
  });

  it('measures a day shift on the 25-hour day by the clock it was actually worked', () => {
    // 01:00 to 04:00 local on 2026-10-25 passes 02:00-03:00 twice: 4 h.
    const result = day('2026-10-25', { events: [{ id: 'c', type: 'come', at: t('2026-10-25T01:00'), projectId: null, corrected: false }, { id: 'g', type: 'go', at: t('2026-10-25T04:00'), projectId: null, corrected: false }] });
    expect(result.worked).toBe(4 * H);
  });

  it('runs a shift and a week across the year end', () => {
    const holidays = new Map([
      ['2026-12-31', 'half' as const],
      ['2027-01-01', 'full' as const],
    ]);
    const events = [...shiftOn('2026-12-28', '08:00', '16:30', [['12:00', '12:30']]), ...shiftOn('2026-12-31', '22:00', '06:00', [['02:00', '02:30']])];
    const vacation = absence('v', 'vacation', '2026-12-29', '2026-12-30');
    const days = computeWorkingDays(input({ from: '2026-12-28', to: '2027-01-03', events, holidays, absences: [vacation], now: t('2027-01-10T12:00') }));
    expect(days.map((item) => item.date)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(days.map((item) => item.target / H)).toEqual([8, 8, 8, 4, 0, 0, 0]);
    const eve = days[3]!;
    expect(eve.worked).toBe(hm('7:30'));
    expect(eve.surcharges).toEqual({ night: 4 * H, nightCore: hm('3:30'), sunday: 0, holiday: hm('7:30'), holidaySpecial: 0 });
    expect(days[4]!.worked).toBe(0);
    const totals = totalsOf(days);
    expect(totals).toEqual({
      target: 28 * H,
      worked: 8 * H + hm('7:30'),
      absence: 16 * H,
      balance: 8 * H + hm('7:30') + 16 * H - 28 * H,
      vacationDays: 2,
      sickDays: 0,
      flags: F.nonWorkingDay | F.vacation | F.lawWarning | F.publicHoliday | F.halfDayHoliday,
    });
  });
});

describe('work on a public holiday', () => {
  it('earns the holiday surcharge and the law warning, with target 0 and the whole time as balance', () => {
    const result = day('2026-10-03', { events: shiftOn('2026-10-03', '08:00', '12:00'), holidays: new Map([['2026-10-03', 'full']]) });
    expect(result.target).toBe(0);
    expect(result.balance).toBe(4 * H);
    expect(result.surcharges.holiday).toBe(4 * H);
    expect(result.warnings).toEqual(['sunday_or_holiday_work']);
    expect(result.flags).toBe(F.nonWorkingDay | F.lawWarning | F.publicHoliday);
  });

  it("on a company's own day off takes the target but earns neither the surcharge nor the law's holiday warning", () => {
    const result = day('2026-11-04', { events: shiftOn('2026-11-04', '08:00', '12:00'), holidays: new Map([['2026-11-04', 'company']]) });
    expect(result.target).toBe(0);
    expect(result.balance).toBe(4 * H);
    expect(result.surcharges.holiday).toBe(0);
    expect(result.warnings).toEqual([]);
    expect(result.flags).toBe(F.publicHoliday);
  });
});

describe('totals', () => {
  it('sum the days and count sick and vacation days on working days only', () => {
    const absences = [absence('s', 'sick', '2026-11-19', '2026-11-22'), absence('v', 'vacation', '2026-11-16', '2026-11-16', { halfDayStart: true })];
    const days = computeWorkingDays(input({ from: '2026-11-16', to: '2026-11-22', absences, events: shiftOn('2026-11-17', '08:00', '16:30', [['12:00', '12:30']]) }));
    const totals = totalsOf(days);
    expect(totals.sickDays).toBe(2);
    expect(totals.vacationDays).toBe(0.5);
    expect(totals.target).toBe(40 * H);
    expect(totals.absence).toBe(20 * H);
    expect(totals.worked).toBe(8 * H);
    expect(totals.balance).toBe(-12 * H);
    expect(flagNames(totals.flags)).toEqual(['nonWorkingDay', 'sick', 'vacation', 'halfDayVacation', 'unexcused']);
  });
});

describe('projects', () => {
  it('splits the work at a switch without a break and deducts the automatic break from the end', () => {
    const events = [ev('come', `${WED}T08:00`, { projectId: 'a' }), ev('switch', `${WED}T12:00`, { projectId: 'b' }), ev('go', `${WED}T16:30`)];
    const result = day(WED, { events });
    expect(result.intervals).toEqual([
      { from: t(`${WED}T08:00`), to: t(`${WED}T12:00`), projectId: 'a' },
      { from: t(`${WED}T12:00`), to: t(`${WED}T16:30`), projectId: 'b' },
    ]);
    expect(result.breaks).toBe(0);
    expect(result.autoBreak).toBe(30 * MIN);
    expect(result.worked).toBe(8 * H);
    expect(result.projects).toEqual([
      { projectId: 'a', worked: 4 * H },
      { projectId: 'b', worked: 4 * H },
    ]);
  });

  it('resumes after a break on the project the break_end names, else on the one before', () => {
    const events = [
      ev('come', `${WED}T08:00`, { projectId: 'a' }),
      ev('break_start', `${WED}T10:00`),
      ev('break_end', `${WED}T10:30`),
      ev('break_start', `${WED}T12:00`),
      ev('break_end', `${WED}T12:30`, { projectId: 'b' }),
      ev('go', `${WED}T14:00`),
    ];
    const result = day(WED, { events });
    expect(result.breaks).toBe(H);
    expect(result.autoBreak).toBe(0);
    expect(result.projects).toEqual([
      { projectId: 'a', worked: 3.5 * H },
      { projectId: 'b', worked: 1.5 * H },
    ]);
  });

  it('lists no time for work without a project', () => {
    const events = [ev('come', `${WED}T08:00`), ev('switch', `${WED}T10:00`, { projectId: 'a' }), ev('go', `${WED}T11:00`)];
    expect(day(WED, { events }).projects).toEqual([{ projectId: 'a', worked: H }]);
  });
});

describe('flags', () => {
  it('marks a day holding a corrected event (128), also an ignored one', () => {
    const corrected = [ev('come', `${WED}T08:00`, { corrected: true }), ev('go', `${WED}T12:00`)];
    expect(day(WED, { events: corrected }).flags).toBe(F.corrected);
    const stray = [...shiftOn(WED, '08:00', '12:00'), ev('go', `${WED}T13:00`, { corrected: true })];
    expect(day(WED, { events: stray }).flags).toBe(F.corrected);
  });

  it('marks a day holding an event the person’s phone sent late (16384), also an ignored one, and the day of a night shift’s start', () => {
    const late = [ev('come', `${WED}T08:00`, { sentLate: true }), ev('go', `${WED}T12:00`)];
    expect(flagNames(day(WED, { events: late }).flags)).toEqual(['sentLate']);
    const stray = [...shiftOn(WED, '08:00', '12:00'), ev('go', `${WED}T13:00`, { sentLate: true })];
    expect(flagNames(day(WED, { events: stray }).flags)).toEqual(['sentLate']);
    const night = [ev('come', '2026-11-17T22:00'), ev('go', `${WED}T05:00`, { sentLate: true })];
    const [tuesday, wednesday] = computeWorkingDays(input({ from: '2026-11-17', to: WED, events: night }));
    expect(tuesday!.flags & F.sentLate).toBe(F.sentLate);
    expect(wednesday!.flags & F.sentLate).toBe(0);
    expect(day(WED, { events: shiftOn(WED, '08:00', '12:00') }).flags & F.sentLate).toBe(0);
  });

  it('marks unexcused only past days with target and neither time nor absence (4096)', () => {
    expect(day(WED).flags).toBe(F.unexcused);
    expect(day('2026-11-24').flags).toBe(0);
    expect(day('2026-11-23').flags).toBe(0);
    expect(day(WED, { events: shiftOn(WED, '08:00', '09:00') }).flags).toBe(0);
  });

  it('marks days of a closed payroll month (8192)', () => {
    const days = computeWorkingDays(input({ from: '2026-10-31', to: '2026-11-01', closedPeriods: new Set(['2026-10']) }));
    expect(days.map((item) => item.flags & F.closedPeriod)).toEqual([F.closedPeriod, 0]);
  });

  it('reports law findings on the actual times without refusing them (256)', () => {
    const long = day(WED, { events: shiftOn(WED, '06:00', '17:30', [['12:00', '12:45']]) });
    expect(long.worked).toBe(hm('10:45'));
    expect(long.warnings).toEqual(['daily_over_10h']);
    expect(long.flags).toBe(F.lawWarning);
  });

  it('sees the rest period before the range through the events the caller widened the window with', () => {
    const events = [...shiftOn('2026-11-17', '14:00', '22:00', [['18:00', '18:30']]), ...shiftOn(WED, '06:00', '14:00', [['10:00', '10:30']])];
    const result = day(WED, { events });
    expect(result.warnings).toEqual(['rest_under_11h']);
  });

  it('puts a missing break warning on the day, consistent with the deduction', () => {
    const result = day(WED, { events: shiftOn(WED, '08:00', '15:00') });
    expect(result.autoBreak).toBe(30 * MIN);
    expect(result.warnings).toEqual(['break_total_short', 'no_break_6h']);
  });
});

describe('robustness and cost', () => {
  it('survives unmatched and out-of-order events', () => {
    const events = [ev('go', `${WED}T07:00`), ev('break_end', `${WED}T07:10`), ev('break_start', `${WED}T07:20`), ev('switch', `${WED}T07:30`), ...shiftOn(WED, '08:00', '12:00').reverse()];
    const result = day(WED, { events });
    expect(result.worked).toBe(4 * H);
  });

  it('returns nothing for an empty range', () => {
    expect(computeWorkingDays(input({ from: '2026-11-20', to: '2026-11-19' }))).toEqual([]);
  });

  it('computes a month of a busy employee with projects, breaks and night hours', () => {
    const events = [];
    for (let d = 1; d <= 31; d++) {
      const date = `2026-12-${String(d).padStart(2, '0')}`;
      events.push(
        ev('come', `${date}T07:00`, { projectId: 'a' }),
        ev('switch', `${date}T09:00`, { projectId: 'b' }),
        ev('break_start', `${date}T11:00`),
        ev('break_end', `${date}T11:30`),
        ev('switch', `${date}T13:00`, { projectId: 'a' }),
        ev('go', `${date}T21:00`),
      );
    }
    const month = input({ from: '2026-12-01', to: '2026-12-31', events, now: t('2027-01-10T12:00') });
    // How fast this is measured by the working-time scenario of `npm run bench`, not here.
    const days = computeWorkingDays(month);
    expect(days).toHaveLength(31);
    // 13:30 net with 30 min of break: 15 min deducted from the end, in the night hours.
    expect(days[0]!.worked).toBe(hm('13:15'));
    expect(days[0]!.surcharges.night).toBe(45 * MIN);
  });
});

describe('a calendar shared by the employees of one zone', () => {
  // Nights across both DST changes of 2026 and a Sunday, so day boundaries and wall times of many days are remembered.
  const nights = (from: string, to: string) =>
    [`2026-03-${from}`, `2026-10-${from}`].flatMap((first) => {
      const days: ClockFact[] = [];
      for (let d = Number(from); d <= Number(to); d++) days.push(...shiftOn(`${first.slice(0, 8)}${String(d).padStart(2, '0')}`, '21:30', '06:15', [['01:00', '01:30']]));
      return days;
    });
  const ranges = [
    { from: '2026-03-26', to: '2026-04-01' },
    { from: '2026-10-22', to: '2026-10-28' },
  ];

  it('gives every employee the days a calendar of their own gives', () => {
    const first = nights('26', '31');
    const second = [...shiftOn('2026-03-28', '14:00', '23:00'), ...shiftOn('2026-03-29', '00:30', '09:00'), ...shiftOn('2026-03-31', '00:30', '06:00'), ...shiftOn('2026-10-25', '01:30', '07:00'), ...shiftOn('2026-10-26', '23:30', '05:00')];
    for (const range of ranges) {
      const shared = localCalendar(ZONE);
      const sharedFirst = computeWorkingDays(input({ ...range, events: first, calendar: shared }));
      const sharedSecond = computeWorkingDays(input({ ...range, events: second, calendar: shared }));
      expect(sharedFirst).toEqual(computeWorkingDays(input({ ...range, events: first })));
      expect(sharedSecond).toEqual(computeWorkingDays(input({ ...range, events: second })));
    }
    // The shared answers are the real ones: 21:30-06:15 less 30 min over the spring-forward night is 7:15.
    const spring = computeWorkingDays(input({ ...ranges[0]!, events: first, calendar: localCalendar(ZONE) }));
    expect(spring.find((d) => d.date === '2026-03-28')!.worked).toBe(hm('7:15'));
    expect(spring.find((d) => d.date === '2026-03-27')!.worked).toBe(hm('8:15'));
    const late = computeWorkingDays(input({ ...ranges[1]!, events: second, calendar: localCalendar(ZONE) }));
    expect(late.find((d) => d.date === '2026-10-26')!.intervals).toContainEqual({ from: t('2026-10-26T23:30'), to: t('2026-10-27T05:00'), projectId: null });
  });

  it('refuses a calendar of another zone', () => {
    expect(() => computeWorkingDays(input({ from: WED, to: WED, calendar: localCalendar('Europe/London') }))).toThrow(RangeError);
  });
});

describe('days before the working-time act', () => {
  it('counts clocked time before 1 July 1994 without statutory breaks or findings', () => {
    const [day] = computeWorkingDays(input({ from: '1990-03-05', to: '1990-03-05', events: shiftOn('1990-03-05', '06:00', '18:00') }));
    expect(day!.worked).toBe(12 * H);
    expect(day!.autoBreak).toBe(0);
    expect(day!.warnings).toEqual([]);
  });
});

describe('the balance of a range (overtime accounts)', () => {
  /** A deterministic mix of what a long history holds: day and night shifts, short and long days, open shifts, absences of every kind. */
  function history(from: string, to: string, seed: number) {
    let state = seed;
    const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const events: ClockFact[] = [];
    const absences: AbsenceFact[] = [];
    const categories: AbsenceFact['category'][] = ['vacation', 'sick', 'special_leave', 'training', 'time_off_in_lieu', 'unpaid'];
    const holidays = new Map<string, 'full' | 'half'>();
    for (let date = from; date <= to; date = localCalendar(ZONE).next(date)) {
      const roll = next();
      if (roll < 0.45) events.push(...shiftOn(date, '07:30', roll < 0.2 ? '17:15' : '13:45', roll < 0.1 ? [['12:00', '12:20']] : []));
      else if (roll < 0.55) events.push(...shiftOn(date, '22:00', '06:30', [['02:00', '02:30']]));
      else if (roll < 0.58) events.push(ev('come', `${date}T08:00`));
      else if (roll < 0.62) {
        const half = next() < 0.3;
        absences.push(absence(`a${date}`, categories[Math.floor(next() * categories.length)]!, date, localCalendar(ZONE).next(date), { halfDayStart: half }));
      } else if (roll < 0.63) holidays.set(date, next() < 0.5 ? 'full' : 'half');
    }
    return { events, absences, holidays };
  }

  it.each([
    // Across the ArbZG taking effect, and a minor turning 18 within the range.
    { from: '1993-11-01', to: '1995-02-28', birthDate: '1976-12-10', seed: 1 },
    // Across a leap day, both DST changes and the turn of a year, with the employment starting and ending inside.
    { from: '2023-12-15', to: '2024-11-10', birthDate: '1990-05-17', seed: 7, employmentStart: '2024-01-08', employmentEnd: '2024-10-31' },
    // Up to today, with a shift still running.
    { from: '2026-10-01', to: '2026-11-23', birthDate: '2009-11-20', seed: 3 },
  ])('is the sum of the days computeWorkingDays counts, $from to $to', ({ from, to, birthDate, seed, employmentStart, employmentEnd }) => {
    const facts = history(from, to, seed);
    const running = ev('come', '2026-11-23T09:00');
    const range = input({
      from,
      to,
      birthDate,
      employmentStart,
      employmentEnd,
      ...facts,
      events: to === '2026-11-23' ? [...facts.events, running] : facts.events,
      shortWorkPercentOn: (date) => (date.endsWith('-15') ? 50 : 0),
    });
    const days = computeWorkingDays(range);
    expect(days.some((day) => day.balance !== 0)).toBe(true);
    expect(balanceOfDays(range)).toBe(days.reduce((sum, day) => sum + day.balance, 0));
  });

  it('applies the break rule of each date, as a day counted alone does', () => {
    // Turns 18 on 1996-03-10 (JArbSchG until then), and the ArbZG took effect on 1994-07-01.
    const birthDate = '1978-03-10';
    const dates = ['1994-06-30', '1994-07-01', '1996-03-08', '1996-03-09', '1996-03-10', '1996-03-11'];
    const events = dates.flatMap((date) => shiftOn(date, '08:00', '14:45'));
    const range = input({ from: '1994-06-01', to: '1996-03-31', birthDate, events });
    const days = computeWorkingDays(range);
    for (const date of dates) {
      const alone = computeWorkingDays(input({ from: date, to: date, birthDate, events }))[0]!;
      expect(days.find((d) => d.date === date)!.autoBreak).toBe(alone.autoBreak);
    }
    // 6:45 of work: no deduction before the act, 45 min under the JArbSchG, 30 min (ArbZG) from the 18th birthday.
    expect(dates.map((date) => days.find((d) => d.date === date)!.autoBreak / MIN)).toEqual([0, 45, 45, 45, 30, 30]);
    expect(balanceOfDays(range)).toBe(days.reduce((sum, day) => sum + day.balance, 0));
  });

  it('is 0 for an empty range', () => {
    expect(balanceOfDays(input({ from: '2026-11-20', to: '2026-11-19' }))).toBe(0);
  });
});
