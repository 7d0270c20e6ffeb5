import { describe, expect, it } from 'vitest';
import type { ScheduleRule } from '../working-time/schedule.js';
import {
  contractualProRata,
  firstAccountYear,
  fullMonthsEmployed,
  proRataEntitlement,
  SINCE_EVER,
  statutoryEntitlement,
  statutoryWerktage,
  vacationAccount,
  valueInYear,
  waitingTimeEnd,
  workingDaysPerWeekInYear,
  yearlyEntitlement,
  type VacationInput,
  type VacationUse,
} from './vacation.js';

const days = (from: string, count: number, status: VacationUse['status'] = 'approved'): VacationUse[] => {
  const result: VacationUse[] = [];
  const start = new Date(`${from}T00:00:00Z`);
  for (let i = 0; i < count; i++) result.push({ date: new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10), days: 1, status });
  return result;
};
const input = (overrides: Partial<VacationInput> = {}): VacationInput => ({
  year: 2026,
  today: '2026-06-15',
  entitlementOf: () => 30,
  entryDate: null,
  exitDate: null,
  birthDate: null,
  firstYear: 2026,
  uses: [],
  ...overrides,
});

describe('full months of employment in a year', () => {
  it('counts from the first employed day', () => {
    expect(fullMonthsEmployed(2026, null, null)).toBe(12);
    expect(fullMonthsEmployed(2026, '2026-03-15', null)).toBe(9);
    expect(fullMonthsEmployed(2026, '2026-04-01', null)).toBe(9);
    expect(fullMonthsEmployed(2026, null, '2026-08-20')).toBe(7);
    expect(fullMonthsEmployed(2026, null, '2026-07-31')).toBe(7);
    expect(fullMonthsEmployed(2026, '2026-03-15', '2026-09-14')).toBe(6);
    expect(fullMonthsEmployed(2026, '2026-03-15', '2026-09-13')).toBe(5);
  });

  it('ends a month from the 31st on the last day of a shorter month', () => {
    expect(fullMonthsEmployed(2026, '2026-01-31', '2026-02-28')).toBe(1);
    expect(fullMonthsEmployed(2026, '2026-01-31', '2026-02-27')).toBe(0);
  });

  it('is 0 outside the employment', () => {
    expect(fullMonthsEmployed(2026, '2027-01-01', null)).toBe(0);
    expect(fullMonthsEmployed(2026, null, '2025-12-31')).toBe(0);
  });
});

describe('the contract’s share of a year (1/12 per full month)', () => {
  it('is the full entitlement when employed all year', () => {
    expect(contractualProRata(2026, 30, '2020-05-01', null)).toBe(30);
    expect(contractualProRata(2026, 30, '2026-01-01', '2026-12-31')).toBe(30);
  });

  it('gives 1/12 per full month on entry or exit inside the year', () => {
    expect(contractualProRata(2026, 30, '2026-07-01', null)).toBe(15);
    expect(contractualProRata(2026, 24, null, '2026-03-31')).toBe(6);
  });

  it('rounds a fraction of half a day or more up, and keeps a smaller one', () => {
    // 30 * 7 / 12 = 17.5 -> 18
    expect(contractualProRata(2026, 30, '2026-06-01', null)).toBe(18);
    // 26 * 5 / 12 = 10.83 -> 11
    expect(contractualProRata(2026, 26, '2026-08-01', null)).toBe(11);
    // 25 * 1 / 12 = 2.08 stays
    expect(contractualProRata(2026, 25, '2026-12-01', null)).toBe(2.08);
  });

  it('is 0 in a year without employment', () => {
    expect(contractualProRata(2026, 30, '2027-02-01', null)).toBe(0);
    expect(contractualProRata(2027, 30, null, '2026-12-31')).toBe(0);
  });
});

describe('the end of the waiting time (BUrlG §4, BGB §§187 (2), 188)', () => {
  it('ends the day before the same date six months later', () => {
    expect(waitingTimeEnd('2026-06-01')).toBe('2026-11-30');
    expect(waitingTimeEnd('2026-07-01')).toBe('2026-12-31');
    expect(waitingTimeEnd('2026-07-02')).toBe('2027-01-01');
    expect(waitingTimeEnd('2026-01-01')).toBe('2026-06-30');
  });

  it('ends on the last day of a shorter month', () => {
    expect(waitingTimeEnd('2026-08-31')).toBe('2027-02-28');
    expect(waitingTimeEnd('2027-08-31')).toBe('2028-02-29');
  });
});

describe('the statutory minimum of a year (BUrlG §§3-5)', () => {
  it('is four weeks of the working days: 24 on six days, 20 on five, 16 on four, 12 on three', () => {
    expect(statutoryEntitlement(2026, 6, '2020-01-01', null)).toBe(24);
    expect(statutoryEntitlement(2026, 5, '2020-01-01', null)).toBe(20);
    expect(statutoryEntitlement(2026, 4, '2020-01-01', null)).toBe(16);
    expect(statutoryEntitlement(2026, 3, '2020-01-01', null)).toBe(12);
    expect(statutoryEntitlement(2026, 5, null, null)).toBe(20);
    expect(statutoryEntitlement(2026, 5, '2026-01-01', '2026-12-31')).toBe(20);
  });

  it('is full in the year of joining when the waiting time ends in it: joining by 1 July (§4, §5 (1) a e contrario)', () => {
    expect(statutoryEntitlement(2026, 5, '2026-06-01', null)).toBe(20);
    expect(statutoryEntitlement(2026, 5, '2026-06-30', null)).toBe(20);
    // From 1 July the waiting time ends on 31 December, within the year.
    expect(statutoryEntitlement(2026, 5, '2026-07-01', null)).toBe(20);
    expect(statutoryEntitlement(2026, 3, '2026-07-01', null)).toBe(12);
  });

  it('gives 1/12 per full month in the year of joining after 1 July (§5 (1) a)', () => {
    // From 2 July the waiting time ends on 1 January: five full months (2 July to 1 December) = 8.33.
    expect(statutoryEntitlement(2026, 5, '2026-07-02', null)).toBe(8.33);
    // 20 * 5 / 12 = 8.33 is kept; 24 * 5 / 12 = 10; 16 * 4 / 12 = 5.33; 12 * 1 / 12 = 1.
    expect(statutoryEntitlement(2026, 5, '2026-08-01', null)).toBe(8.33);
    expect(statutoryEntitlement(2026, 6, '2026-08-01', null)).toBe(10);
    expect(statutoryEntitlement(2026, 4, '2026-09-01', null)).toBe(5.33);
    expect(statutoryEntitlement(2026, 3, '2026-12-01', null)).toBe(1);
    // §5 (2): 20 * 4 / 12 = 6.67 rounds up to 7.
    expect(statutoryEntitlement(2026, 5, '2026-09-01', null)).toBe(7);
  });

  it('is full in the year after joining late, once the waiting time ends there', () => {
    expect(statutoryEntitlement(2027, 5, '2026-08-01', null)).toBe(20);
  });

  it('is full when leaving in the second half after the waiting time (§5 (1) c e contrario)', () => {
    expect(statutoryEntitlement(2026, 5, '2020-01-01', '2026-07-31')).toBe(20);
    expect(statutoryEntitlement(2026, 5, '2020-01-01', '2026-07-01')).toBe(20);
    expect(statutoryEntitlement(2026, 4, '2020-01-01', '2026-09-15')).toBe(16);
  });

  it('gives 1/12 per full month when leaving by 30 June after the waiting time (§5 (1) c)', () => {
    expect(statutoryEntitlement(2026, 5, '2020-01-01', '2026-06-30')).toBe(10);
    expect(statutoryEntitlement(2026, 6, '2020-01-01', '2026-06-30')).toBe(12);
    // Three full months: 20 * 3 / 12 = 5; 16 * 3 / 12 = 4; 12 * 3 / 12 = 3.
    expect(statutoryEntitlement(2026, 5, '2020-01-01', '2026-03-31')).toBe(5);
    expect(statutoryEntitlement(2026, 4, '2020-01-01', '2026-03-31')).toBe(4);
    expect(statutoryEntitlement(2026, 3, '2020-01-01', '2026-03-31')).toBe(3);
    // Two full months and a part: 20 * 2 / 12 = 3.33.
    expect(statutoryEntitlement(2026, 5, '2020-01-01', '2026-03-30')).toBe(3.33);
  });

  it('gives 1/12 per full month when leaving before the waiting time ends (§5 (1) b), entry and exit in the same year', () => {
    // Joined 1 March, left 31 July: the waiting time would end on 31 August; five months = 8.33.
    expect(statutoryEntitlement(2026, 5, '2026-03-01', '2026-07-31')).toBe(8.33);
    // Joined 1 February, left 31 July: the waiting time ended on 31 July, the person left in the second half: full.
    expect(statutoryEntitlement(2026, 5, '2026-02-01', '2026-07-31')).toBe(20);
    // Left on 30 July, a day before it ends: five full months (1 February to 30 June).
    expect(statutoryEntitlement(2026, 5, '2026-02-01', '2026-07-30')).toBe(8.33);
    // Joined 1 January, left 30 June: waiting time served, but the first half (§5 (1) c): 6/12.
    expect(statutoryEntitlement(2026, 5, '2026-01-01', '2026-06-30')).toBe(10);
    // Joined 1 January, left 1 July: waiting time served, second half: full.
    expect(statutoryEntitlement(2026, 5, '2026-01-01', '2026-07-01')).toBe(20);
    // Joined 1 August, left 31 October: two full months, 20 * 3 / 12 = 5.
    expect(statutoryEntitlement(2026, 5, '2026-08-01', '2026-10-31')).toBe(5);
    // Joined and left within a month: nothing.
    expect(statutoryEntitlement(2026, 5, '2026-03-01', '2026-03-20')).toBe(0);
  });

  it('gives 1/12 per full month of the leaving year when the waiting time began the year before and is not served (§5 (1) b)', () => {
    // Joined 1 October 2025, the waiting time would end on 31 March 2026; left 28 February 2026.
    expect(statutoryEntitlement(2026, 5, '2025-10-01', '2026-02-28')).toBe(3.33);
    expect(statutoryEntitlement(2025, 5, '2025-10-01', '2026-02-28')).toBe(5);
  });

  it('is 0 in a year without employment', () => {
    expect(statutoryEntitlement(2026, 5, '2027-01-01', null)).toBe(0);
    expect(statutoryEntitlement(2026, 5, null, '2025-12-31')).toBe(0);
  });
});

describe('the statutory minimum of someone under 18 (JArbSchG §19)', () => {
  // Born 1 June 2010: 14 on 1 January 2025, 15 in 2026, 16 in 2027, 17 in 2028, 18 in 2029.
  const trainee = '2010-06-01';

  it('is 30 Werktage under 16, 27 under 17, 25 under 18 on 1 January, else the BUrlG’s 24', () => {
    expect([2025, 2026, 2027, 2028, 2029].map((year) => statutoryWerktage(year, trainee))).toEqual([30, 30, 27, 25, 24]);
    expect(statutoryWerktage(2026, null)).toBe(24);
    expect(statutoryWerktage(2026, '1990-06-14')).toBe(24);
  });

  it('counts the age on 1 January, a birthday on that day included (BGB §187 (2))', () => {
    // Turning 16 on 1 January 2026: 16 at the beginning of the year.
    expect(statutoryWerktage(2026, '2010-01-01')).toBe(27);
    expect(statutoryWerktage(2026, '2010-01-02')).toBe(30);
    // Turning 18 on 31 December 2026: still 17 on 1 January, the whole year at 25.
    expect(statutoryWerktage(2026, '2008-12-31')).toBe(25);
    // Born 29 February 2008: 18 on 1 March 2026, so 17 on 1 January 2026.
    expect(statutoryWerktage(2026, '2008-02-29')).toBe(25);
    expect(statutoryWerktage(2027, '2008-02-29')).toBe(24);
  });

  it('converts the Werktage to the working week, keeping a fraction of the conversion', () => {
    expect([2026, 2027, 2028, 2029].map((year) => statutoryEntitlement(year, 5, '2025-08-01', null, trainee))).toEqual([25, 22.5, 20.83, 20]);
    expect([2026, 2027, 2028, 2029].map((year) => statutoryEntitlement(year, 6, '2025-08-01', null, trainee))).toEqual([30, 27, 25, 24]);
    expect([2026, 2027, 2028, 2029].map((year) => statutoryEntitlement(year, 3, '2025-08-01', null, trainee))).toEqual([15, 13.5, 12.5, 12]);
    expect(statutoryEntitlement(2027, 4, null, null, trainee)).toBe(18);
  });

  it('applies the waiting time and the 1/12 of BUrlG §5 alike (JArbSchG §19 (4))', () => {
    // Joining on 1 July: the waiting time ends in the year, the full minimum.
    expect(statutoryEntitlement(2026, 5, '2026-07-01', null, trainee)).toBe(25);
    // Joining on 1 August (§5 (1) a): 25 * 5 / 12 = 10.42, a fraction below half a day kept.
    expect(statutoryEntitlement(2026, 5, '2026-08-01', null, trainee)).toBe(10.42);
    // 22.5 * 4 / 12 = 7.5 -> 8; 20.83 * 5 / 12 = 8.68 -> 9 (§5 (2)).
    expect(statutoryEntitlement(2027, 5, '2027-09-01', null, trainee)).toBe(8);
    expect(statutoryEntitlement(2028, 5, '2028-08-01', null, trainee)).toBe(9);
    // Leaving on 31 March after the waiting time (§5 (1) c): 25 * 3 / 12 = 6.25.
    expect(statutoryEntitlement(2026, 5, '2025-08-01', '2026-03-31', trainee)).toBe(6.25);
    // Leaving in the second half after it: the full minimum.
    expect(statutoryEntitlement(2027, 5, '2025-08-01', '2027-07-31', trainee)).toBe(22.5);
  });

  it('is what the contract’s days are measured against', () => {
    // The bare 20 days of the BUrlG on a five-day week.
    expect([2026, 2027, 2028, 2029].map((year) => proRataEntitlement(year, 20, '2025-08-01', null, 5, trainee))).toEqual([25, 22.5, 20.83, 20]);
    // A contract above the minimum is kept.
    expect(proRataEntitlement(2026, 30, '2025-08-01', null, 5, trainee)).toBe(30);
    // Without a birth date an adult's.
    expect(proRataEntitlement(2026, 20, '2025-08-01', null, 5, null)).toBe(20);
  });

  it('gives each year of the account its own step, the carry-over included', () => {
    const base = { entryDate: '2025-08-01', birthDate: trainee, firstYear: 2026, entitlementOf: () => 20 };
    // 2026: 25 days, of which 23 taken; the 2 left carry into 2027 beside its 22.5.
    const uses = [...days('2026-03-02', 10), ...days('2026-08-03', 13)];
    expect(vacationAccount(input({ ...base, year: 2026, today: '2026-11-27', uses }))).toMatchObject({ entitlementDays: 20, proRataDays: 25, finalDays: 2 });
    expect(vacationAccount(input({ ...base, year: 2027, today: '2027-02-01', uses }))).toMatchObject({ proRataDays: 22.5, carriedOverDays: 2, remainingDays: 24.5 });
    // Without the birth date the same days go 3 beyond the 20.
    expect(vacationAccount(input({ ...base, birthDate: null, year: 2026, today: '2026-11-27', uses }))).toMatchObject({ proRataDays: 20, finalDays: -3 });
  });
});

describe('the entitlement of a year: the contract’s share, never below the statutory minimum (§13 (1) BUrlG)', () => {
  it('is the full entitlement when employed all year, and at least the minimum', () => {
    expect(proRataEntitlement(2026, 30, '2020-05-01', null)).toBe(30);
    expect(proRataEntitlement(2026, 30, '2026-01-01', '2026-12-31')).toBe(30);
    // A contract below the law (18 on a five-day week) gives the law's 20; on four days 16 < 18.
    expect(proRataEntitlement(2026, 18, '2020-05-01', null)).toBe(20);
    expect(proRataEntitlement(2026, 18, '2020-05-01', null, 4)).toBe(18);
    expect(proRataEntitlement(2026, 20, '2020-05-01', null, 6)).toBe(24);
  });

  it('joining on 1 June (waiting time served on 30 November): the full minimum, not 7/12', () => {
    // Contract 30 -> 17.5 -> 18, below the statutory 20.
    expect(proRataEntitlement(2026, 30, '2026-06-01', null)).toBe(20);
    expect(proRataEntitlement(2026, 20, '2026-06-01', null)).toBe(20);
    // Contract 40 -> 23.33, above the statutory 20: the contract's share.
    expect(proRataEntitlement(2026, 40, '2026-06-01', null)).toBe(23.33);
    // On three days: 30 -> 18 is above the statutory 12.
    expect(proRataEntitlement(2026, 30, '2026-06-01', null, 3)).toBe(18);
  });

  it('at the 30 June / 1 July entry: full minimum from 1 July on, 1/12 only from 2 July', () => {
    expect(proRataEntitlement(2026, 30, '2026-06-30', null)).toBe(20);
    expect(proRataEntitlement(2026, 30, '2026-07-01', null)).toBe(20);
    // From 2 July: contract 30 * 5 / 12 = 12.5 -> 13, above the statutory 8.33.
    expect(proRataEntitlement(2026, 30, '2026-07-02', null)).toBe(13);
    expect(proRataEntitlement(2026, 30, '2026-07-01', null, 6)).toBe(24);
  });

  it('at the 30 June / 1 July exit: 1/12 up to 30 June, the full minimum from 1 July on', () => {
    expect(proRataEntitlement(2026, 30, '2020-01-01', '2026-06-30')).toBe(15);
    expect(proRataEntitlement(2026, 20, '2020-01-01', '2026-06-30')).toBe(10);
    expect(proRataEntitlement(2026, 30, '2020-01-01', '2026-07-01')).toBe(20);
    // Leaving 31 July: contract 30 -> 17.5 -> 18, the minimum 20.
    expect(proRataEntitlement(2026, 30, '2020-01-01', '2026-07-31')).toBe(20);
    expect(proRataEntitlement(2026, 20, '2020-01-01', '2026-07-31')).toBe(20);
    expect(proRataEntitlement(2026, 24, null, '2026-03-31')).toBe(6);
  });

  it('with entry and exit in the same year', () => {
    // Before the waiting time (§5 (1) b): the contract's 30 * 5 / 12 = 12.5 -> 13 above the statutory 8.33.
    expect(proRataEntitlement(2026, 30, '2026-03-01', '2026-07-31')).toBe(13);
    // After it, in the second half: the full minimum 20 above the contract's 30 * 6 / 12 = 15.
    expect(proRataEntitlement(2026, 30, '2026-02-01', '2026-07-31')).toBe(20);
  });

  it('keeps the rounding of both parts (§5 (2))', () => {
    // 26 * 5 / 12 = 10.83 -> 11 above 8.33; 25 * 1 / 12 = 2.08 above 20 / 12 = 1.67 -> 2.
    expect(proRataEntitlement(2026, 26, '2026-08-01', null)).toBe(11);
    expect(proRataEntitlement(2026, 25, '2026-12-01', null)).toBe(2.08);
    // 18 * 4 / 12 = 6 below 20 * 4 / 12 = 6.67 -> 7.
    expect(proRataEntitlement(2026, 18, '2026-09-01', null)).toBe(7);
  });

  it('is 0 in a year without employment', () => {
    expect(proRataEntitlement(2026, 30, '2027-02-01', null)).toBe(0);
    expect(proRataEntitlement(2027, 30, null, '2026-12-31')).toBe(0);
  });
});

describe('the working week of a year', () => {
  const fixed = (days: number): ScheduleRule => ({ kind: 'fixed', day_targets_ms: [0, 1, 2, 3, 4, 5, 6].map((i) => (i < days ? 8 * 3_600_000 : 0)) });
  const period = (valid_from: string, valid_to: string | null, rule: ScheduleRule) => ({ valid_from, valid_to, rule });

  it('counts the weekdays with a target of the model; a flexible model works Monday to Friday', () => {
    expect(workingDaysPerWeekInYear(2026, null, null, [period('2020-01-01', null, fixed(3))])).toBe(3);
    expect(workingDaysPerWeekInYear(2026, null, null, [period('2020-01-01', null, fixed(6))])).toBe(6);
    expect(workingDaysPerWeekInYear(2026, null, null, [period('2020-01-01', null, { kind: 'flexible', weekly_target_ms: 20 * 3_600_000 })])).toBe(5);
    const weekend: ScheduleRule = { kind: 'fixed', day_targets_ms: [0, 0, 0, 0, 0, 8, 8] };
    expect(workingDaysPerWeekInYear(2026, null, null, [period('2020-01-01', null, weekend)])).toBe(2);
  });

  it('is five days without a model in the year, or with models without a working day', () => {
    expect(workingDaysPerWeekInYear(2026, null, null, [])).toBe(5);
    expect(workingDaysPerWeekInYear(2026, null, null, [period('2020-01-01', '2025-12-31', fixed(3))])).toBe(5);
    expect(workingDaysPerWeekInYear(2026, null, null, [period('2020-01-01', null, fixed(0))])).toBe(5);
  });

  it('takes the most working days of any model during the employment in that year', () => {
    const history = [period('2020-01-01', '2026-03-31', fixed(3)), period('2026-04-01', '2026-12-31', fixed(5)), period('2027-01-01', null, fixed(4))];
    expect(workingDaysPerWeekInYear(2026, null, null, history)).toBe(5);
    expect(workingDaysPerWeekInYear(2027, null, null, history)).toBe(4);
    expect(workingDaysPerWeekInYear(2025, null, null, history)).toBe(3);
    // Leaving on 31 March 2026: only the three-day model held during the employment.
    expect(workingDaysPerWeekInYear(2026, null, '2026-03-31', history)).toBe(3);
    // Joining on 1 April 2026: only the five-day model.
    expect(workingDaysPerWeekInYear(2026, '2026-04-01', null, [period('2020-01-01', '2026-03-31', fixed(6)), period('2026-04-01', null, fixed(5))])).toBe(5);
  });

  it('gives the account of each year its own working week', () => {
    const account = vacationAccount(input({ year: 2027, firstYear: 2026, entitlementOf: () => 10, workingDaysPerWeekOf: (year) => (year === 2026 ? 3 : 4) }));
    // 2026: the statutory 12 on three days carries over; 2027: the statutory 16 on four days.
    expect(account).toMatchObject({ entitlementDays: 10, proRataDays: 16, carriedOverDays: 12 });
  });
});

describe('vacation account', () => {
  it('splits approved days into taken and planned by today, and lists requests apart', () => {
    const account = vacationAccount(input({ uses: [...days('2026-06-10', 3), ...days('2026-08-03', 5), ...days('2026-10-05', 2, 'requested')] }));
    expect(account).toMatchObject({ proRataDays: 30, carriedOverDays: 0, takenDays: 3, plannedDays: 5, requestedDays: 2, remainingDays: 20, finalDays: 20 });
  });

  it('carries the previous year’s remainder over and lets it expire on 31 March when unused', () => {
    const uses = [...days('2025-07-01', 25)];
    const before = vacationAccount(input({ firstYear: 2025, today: '2026-02-01', uses }));
    expect(before).toMatchObject({ carriedOverDays: 5, carryOverExpiresOn: '2026-03-31', remainingDays: 35 });
    const after = vacationAccount(input({ firstYear: 2025, today: '2026-04-01', uses }));
    expect(after).toMatchObject({ carriedOverDays: 5, remainingDays: 30, finalDays: 30 });
  });

  it('uses the carried-over days first for days up to 31 March', () => {
    const uses = [...days('2025-07-01', 25), ...days('2026-03-30', 4)];
    const account = vacationAccount(input({ firstYear: 2025, today: '2026-05-01', uses }));
    // 2 days before the expiry use the carry-over (of 5, 3 expire), 2 days after use this year's.
    expect(account).toMatchObject({ carriedOverDays: 5, takenDays: 4, remainingDays: 28, finalDays: 28 });
  });

  it('chains the carry-over through several years', () => {
    // 2024: 20 used of 30 -> 10; 2025: 10 used by March from the carry, 28 more -> 2 left.
    const uses = [...days('2024-05-01', 20), ...days('2025-02-01', 10), ...days('2025-06-01', 28)];
    expect(vacationAccount(input({ firstYear: 2024, today: '2026-01-10', uses })).carriedOverDays).toBe(2);
  });

  it('carries a deficit over in full', () => {
    const uses = [...days('2025-06-01', 32)];
    const account = vacationAccount(input({ firstYear: 2025, today: '2026-06-01', uses }));
    expect(account).toMatchObject({ carriedOverDays: -2, remainingDays: 28 });
  });

  it('counts the pro rata entitlement in the entry year and nothing before it', () => {
    // Joining on 1 July the waiting time ends on 31 December: the statutory 20, above the contract's 30 * 6 / 12 = 15.
    expect(vacationAccount(input({ entryDate: '2026-07-01', firstYear: 2026 })).proRataDays).toBe(20);
    // Joining on 1 August: the contract's 30 * 5 / 12 = 12.5 -> 13.
    expect(vacationAccount(input({ entryDate: '2026-08-01', firstYear: 2026 })).proRataDays).toBe(13);
    expect(vacationAccount(input({ year: 2025, entryDate: '2026-07-01', firstYear: 2026 }))).toMatchObject({ proRataDays: 0, carriedOverDays: 0, remainingDays: 0 });
  });

  it('reports going beyond the remainder as a negative final balance', () => {
    const account = vacationAccount(input({ uses: [...days('2026-07-01', 29), ...days('2026-09-01', 2, 'requested')] }));
    expect(account.finalDays).toBe(-1);
  });

  it('counts half days', () => {
    const account = vacationAccount(input({ uses: [{ date: '2026-06-01', days: 0.5, status: 'approved' }] }));
    expect(account).toMatchObject({ takenDays: 0.5, remainingDays: 29.5 });
  });
});

describe('a history of values by year', () => {
  it('gives the current value to every year while it never changed', () => {
    expect(valueInYear([], 1990, 30)).toBe(30);
    expect(valueInYear([], 2040, null)).toBeNull();
  });

  it('gives each year the value of its latest entry from that year or before', () => {
    const history = [
      { fromYear: 2027, value: 18 },
      { fromYear: SINCE_EVER, value: 30 },
      { fromYear: 2025, value: 26 },
    ];
    expect([2020, 2024, 2025, 2026, 2027, 2035].map((year) => valueInYear(history, year, 18))).toEqual([30, 30, 26, 26, 18, 18]);
  });

  it('gives a year before the first entry that entry’s value', () => {
    expect(valueInYear([{ fromYear: 2026, value: 24 }], 2025, 30)).toBe(24);
  });
});

describe('entitlement by year', () => {
  const own = (current: number | null, history: Array<[number, number | null]> = []) => ({ current, history: history.map(([fromYear, value]) => ({ fromYear, value })) });
  const tenantDefault = (current: number, history: Array<[number, number]> = []) => ({ current, history: history.map(([fromYear, value]) => ({ fromYear, value })) });
  const years = (entitlementOf: (year: number) => number, ...list: number[]) => list.map(entitlementOf);
  // 2025: 28 of 30 days taken.
  const fullTimeYear = days('2025-03-03', 28);

  it('keeps the years before a lowering as they were, with their remainder', () => {
    const entitlementOf = yearlyEntitlement({ own: own(18, [[SINCE_EVER, 30], [2027, 18]]), tenantDefault: tenantDefault(30) });
    expect(years(entitlementOf, 2025, 2026, 2027, 2030)).toEqual([30, 30, 18, 18]);
    // Part-time on four days a week from 2027 on: the statutory minimum there is 16, below the 18.
    const workingDaysPerWeekOf = (year: number) => (year >= 2027 ? 4 : 5);
    const base = { firstYear: 2025, entryDate: '2025-01-01', today: '2026-11-27', uses: fullTimeYear, entitlementOf, workingDaysPerWeekOf };
    expect(vacationAccount(input({ ...base, year: 2025 }))).toMatchObject({ entitlementDays: 30, proRataDays: 30, finalDays: 2 });
    expect(vacationAccount(input({ ...base, year: 2026 }))).toMatchObject({ entitlementDays: 30, proRataDays: 30, carriedOverDays: 2, finalDays: 30 });
    // The 2 days of 2025 expired unused on 31 March 2026; 2026 goes unused: its 30 days carry into 2027 beside the new 18.
    expect(vacationAccount(input({ ...base, year: 2027 }))).toMatchObject({ entitlementDays: 18, proRataDays: 18, carriedOverDays: 30 });
  });

  it('no longer makes a deficit of a year used in full before a lowering', () => {
    // With one value for all years, 28 days of 2025 against 18 made a deficit of 10 that never expired.
    const entitlementOf = yearlyEntitlement({ own: own(18, [[SINCE_EVER, 30], [2026, 18]]), tenantDefault: tenantDefault(30) });
    // Part-time on four days a week from 2026 on (statutory minimum 16).
    const workingDaysPerWeekOf = (year: number) => (year >= 2026 ? 4 : 5);
    const account = vacationAccount(input({ year: 2026, firstYear: 2025, entryDate: '2025-01-01', today: '2026-11-27', uses: fullTimeYear, entitlementOf, workingDaysPerWeekOf }));
    expect(account).toMatchObject({ entitlementDays: 18, carriedOverDays: 2, remainingDays: 18, finalDays: 18 });
    // On five days a week 18 is below the statutory 20, which the year keeps.
    expect(vacationAccount(input({ year: 2026, firstYear: 2025, entryDate: '2025-01-01', today: '2026-11-27', uses: fullTimeYear, entitlementOf }))).toMatchObject({ proRataDays: 20, finalDays: 20 });
  });

  it('gives a raise only to the years from it on', () => {
    const entitlementOf = yearlyEntitlement({ own: own(30, [[SINCE_EVER, 24], [2026, 30]]), tenantDefault: tenantDefault(30) });
    const uses = days('2025-06-02', 24);
    expect(vacationAccount(input({ year: 2025, firstYear: 2025, today: '2026-06-15', uses, entitlementOf }))).toMatchObject({ entitlementDays: 24, finalDays: 0 });
    expect(vacationAccount(input({ year: 2026, firstYear: 2025, today: '2026-06-15', uses, entitlementOf }))).toMatchObject({ entitlementDays: 30, carriedOverDays: 0, remainingDays: 30 });
  });

  it('gives a change of the tenant default to people without their own value from its year on', () => {
    const entitlementOf = yearlyEntitlement({ own: own(null), tenantDefault: tenantDefault(24, [[SINCE_EVER, 30], [2026, 24]]) });
    expect(years(entitlementOf, 2024, 2025, 2026, 2027)).toEqual([30, 30, 24, 24]);
    const account = vacationAccount(input({ year: 2026, firstYear: 2025, today: '2026-11-27', uses: fullTimeYear, entitlementOf }));
    expect(account).toMatchObject({ entitlementDays: 24, carriedOverDays: 2, finalDays: 24 });
  });

  it('leaves someone with their own value alone when the tenant default changes', () => {
    const entitlementOf = yearlyEntitlement({ own: own(28), tenantDefault: tenantDefault(24, [[SINCE_EVER, 30], [2026, 24]]) });
    expect(years(entitlementOf, 2025, 2026, 2027)).toEqual([28, 28, 28]);
  });

  it('takes the tenant default of each year where the person’s own value is null', () => {
    // Own 28 until 2025, then back to the default, which went from 30 to 24 in 2027.
    const entitlementOf = yearlyEntitlement({ own: own(null, [[SINCE_EVER, 28], [2026, null]]), tenantDefault: tenantDefault(24, [[SINCE_EVER, 30], [2027, 24]]) });
    expect(years(entitlementOf, 2025, 2026, 2027)).toEqual([28, 30, 24]);
  });

  it('gives the entry year the value of a change made before it', () => {
    // Changed to 20 in 2026; the person starts on 1 March 2027: the contract's 20 * 10 / 12 = 16.67 -> 17
    // (30 would give 25), but the waiting time ends on 31 August, so the statutory 20 is owed.
    const entitlementOf = yearlyEntitlement({ own: own(20, [[SINCE_EVER, 30], [2026, 20]]), tenantDefault: tenantDefault(30) });
    const account = vacationAccount(input({ year: 2027, firstYear: 2027, entryDate: '2027-03-01', today: '2026-11-27', entitlementOf }));
    expect(account).toMatchObject({ entitlementDays: 20, proRataDays: 20, carriedOverDays: 0 });
  });

  it('chains the carry-over through two changes, each year with its own value', () => {
    const entitlementOf = yearlyEntitlement({ own: own(20, [[SINCE_EVER, 30], [2025, 26], [2027, 20]]), tenantDefault: tenantDefault(30) });
    expect(years(entitlementOf, 2024, 2025, 2026, 2027, 2030)).toEqual([30, 26, 26, 20, 20]);
    // 2024: 30 - 25 = 5; 2025: 26 + 5 (used by March) - 29 = 2; 2026: 26 + 0 (nothing by March) - 20 = 6; 2027: 20 + 6.
    const uses = [...days('2024-05-01', 25), ...days('2025-02-01', 5), ...days('2025-06-01', 24), ...days('2026-06-01', 20)];
    const account = vacationAccount(input({ year: 2027, firstYear: 2024, today: '2027-01-15', uses, entitlementOf }));
    expect(account).toMatchObject({ entitlementDays: 20, proRataDays: 20, carriedOverDays: 6, remainingDays: 26 });
  });
});

/** The account of someone employed since 2015 whom the company entered in Stempel in 2027. */
const openingInput = (overrides: Partial<VacationInput> = {}): VacationInput =>
  input({ year: 2027, today: '2027-02-01', entryDate: '2015-04-01', firstYear: 2027, ...overrides });

describe('the first year of the account', () => {
  const base = { entryDate: '2015-04-01', createdOn: '2026-11-27', opening: null, uses: [] as VacationUse[] };

  it('is the opening year when there is an opening, whatever else is known', () => {
    expect(firstAccountYear({ ...base, opening: { year: 2027, carriedOverDays: 5 } })).toBe(2027);
    expect(firstAccountYear({ ...base, opening: { year: 2026, carriedOverDays: 0 }, uses: days('2024-06-03', 2) })).toBe(2026);
  });

  it('is the entry year of someone entered in Stempel by then', () => {
    expect(firstAccountYear({ ...base, entryDate: '2026-12-01' })).toBe(2026);
    expect(firstAccountYear({ ...base, entryDate: '2027-04-01' })).toBe(2027);
  });

  it('is the creation year of someone entered after their entry year: nothing of the years before is invented', () => {
    expect(firstAccountYear(base)).toBe(2026);
  });

  it('reaches back to the first recorded day, never before the entry year', () => {
    expect(firstAccountYear({ ...base, uses: days('2025-06-02', 3) })).toBe(2025);
    expect(firstAccountYear({ ...base, entryDate: '2025-01-01', uses: [{ date: '2024-12-30', days: 0, status: 'approved' }, ...days('2025-06-02', 1)] })).toBe(2025);
    // A day that costs nothing tells nothing.
    expect(firstAccountYear({ ...base, uses: [{ date: '2024-12-30', days: 0, status: 'approved' }] })).toBe(2026);
  });

  it('without an entry date: the creation year or the first recorded day’s', () => {
    expect(firstAccountYear({ ...base, entryDate: null })).toBe(2026);
    expect(firstAccountYear({ ...base, entryDate: null, uses: days('2023-05-02', 1) })).toBe(2023);
  });
});

describe('an opening balance', () => {
  it('carries its days into the opening year, used first by days before 31 March, the rest expiring then', () => {
    const uses = [...days('2027-03-29', 3), ...days('2027-07-05', 5)];
    const before = vacationAccount(openingInput({ carriedIntoFirstYear: 5, uses, today: '2027-02-01' }));
    expect(before).toMatchObject({ proRataDays: 30, carriedOverDays: 5, carryOverExpiresOn: '2027-03-31', plannedDays: 8, remainingDays: 27 });
    // After 31 March only the 3 carried days used by then count; 2 expired.
    const after = vacationAccount(openingInput({ carriedIntoFirstYear: 5, uses, today: '2027-04-01' }));
    expect(after).toMatchObject({ carriedOverDays: 5, takenDays: 3, plannedDays: 5, remainingDays: 25, finalDays: 25 });
    // The next year carries only what the opening year left.
    expect(vacationAccount(openingInput({ year: 2028, carriedIntoFirstYear: 5, uses, today: '2027-04-01' }))).toMatchObject({ carriedOverDays: 25 });
  });

  it('of 0 carries nothing, and counts nothing of the years before', () => {
    const uses = [...days('2026-06-01', 20), ...days('2027-06-01', 2)];
    const account = vacationAccount(openingInput({ carriedIntoFirstYear: 0, uses, today: '2027-02-01' }));
    expect(account).toMatchObject({ carriedOverDays: 0, remainingDays: 28 });
  });

  it('shows a year before the opening with its days, but without entitlement and never below zero', () => {
    const uses = days('2026-06-01', 20);
    const account = vacationAccount(openingInput({ year: 2026, carriedIntoFirstYear: 5, uses, today: '2027-02-01' }));
    expect(account).toMatchObject({ entitlementDays: 30, proRataDays: 0, carriedOverDays: 0, takenDays: 20, remainingDays: 0, finalDays: 0 });
  });

  it('brings a deficit along in full; it does not expire', () => {
    const after = vacationAccount(openingInput({ carriedIntoFirstYear: -3.5, today: '2027-06-01', uses: days('2027-05-03', 2) }));
    expect(after).toMatchObject({ carriedOverDays: -3.5, remainingDays: 24.5, finalDays: 24.5 });
  });

  it('applies to the opening year with pro rata days of an entry inside it', () => {
    // Joins on 1 July 2027 (waiting time served on 31 December: the statutory 20, above the
    // contract's 15); entered in January with an opening of 2 days (until 31 March).
    const account = vacationAccount(openingInput({ entryDate: '2027-07-01', carriedIntoFirstYear: 2, today: '2027-01-15' }));
    expect(account).toMatchObject({ proRataDays: 20, carriedOverDays: 2, remainingDays: 22 });
  });
});
