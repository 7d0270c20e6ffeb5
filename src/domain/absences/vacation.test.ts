import { describe, expect, it } from 'vitest';
import { firstAccountYear, fullMonthsEmployed, proRataEntitlement, SINCE_EVER, vacationAccount, valueInYear, yearlyEntitlement, type VacationInput, type VacationUse } from './vacation.js';

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

describe('pro rata entitlement (BUrlG §5)', () => {
  it('is the full entitlement when employed all year', () => {
    expect(proRataEntitlement(2026, 30, '2020-05-01', null)).toBe(30);
    expect(proRataEntitlement(2026, 30, '2026-01-01', '2026-12-31')).toBe(30);
  });

  it('gives 1/12 per full month on entry or exit inside the year', () => {
    expect(proRataEntitlement(2026, 30, '2026-07-01', null)).toBe(15);
    expect(proRataEntitlement(2026, 24, null, '2026-03-31')).toBe(6);
  });

  it('rounds a fraction of half a day or more up, and keeps a smaller one', () => {
    // 30 * 7 / 12 = 17.5 -> 18
    expect(proRataEntitlement(2026, 30, '2026-06-01', null)).toBe(18);
    // 26 * 5 / 12 = 10.83 -> 11
    expect(proRataEntitlement(2026, 26, '2026-08-01', null)).toBe(11);
    // 25 * 1 / 12 = 2.08 stays
    expect(proRataEntitlement(2026, 25, '2026-12-01', null)).toBe(2.08);
  });

  it('is 0 in a year without employment', () => {
    expect(proRataEntitlement(2026, 30, '2027-02-01', null)).toBe(0);
    expect(proRataEntitlement(2027, 30, null, '2026-12-31')).toBe(0);
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
    expect(vacationAccount(input({ entryDate: '2026-07-01', firstYear: 2026 })).proRataDays).toBe(15);
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
    const base = { firstYear: 2025, entryDate: '2025-01-01', today: '2026-11-27', uses: fullTimeYear, entitlementOf };
    expect(vacationAccount(input({ ...base, year: 2025 }))).toMatchObject({ entitlementDays: 30, proRataDays: 30, finalDays: 2 });
    expect(vacationAccount(input({ ...base, year: 2026 }))).toMatchObject({ entitlementDays: 30, proRataDays: 30, carriedOverDays: 2, finalDays: 30 });
    // The 2 days of 2025 expired unused on 31 March 2026; 2026 goes unused: its 30 days carry into 2027 beside the new 18.
    expect(vacationAccount(input({ ...base, year: 2027 }))).toMatchObject({ entitlementDays: 18, proRataDays: 18, carriedOverDays: 30 });
  });

  it('no longer makes a deficit of a year used in full before a lowering', () => {
    // With one value for all years, 28 days of 2025 against 18 made a deficit of 10 that never expired.
    const entitlementOf = yearlyEntitlement({ own: own(18, [[SINCE_EVER, 30], [2026, 18]]), tenantDefault: tenantDefault(30) });
    const account = vacationAccount(input({ year: 2026, firstYear: 2025, entryDate: '2025-01-01', today: '2026-11-27', uses: fullTimeYear, entitlementOf }));
    expect(account).toMatchObject({ entitlementDays: 18, carriedOverDays: 2, remainingDays: 18, finalDays: 18 });
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
    // Changed to 20 in 2026; the person starts on 1 March 2027: 20 * 10 / 12 = 16.67 -> 17.
    const entitlementOf = yearlyEntitlement({ own: own(20, [[SINCE_EVER, 30], [2026, 20]]), tenantDefault: tenantDefault(30) });
    const account = vacationAccount(input({ year: 2027, firstYear: 2027, entryDate: '2027-03-01', today: '2026-11-27', entitlementOf }));
    expect(account).toMatchObject({ entitlementDays: 20, proRataDays: 17, carriedOverDays: 0 });
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
    // Joins on 1 July 2027; entered in January with an opening of 2 days (until 31 March).
    const account = vacationAccount(openingInput({ entryDate: '2027-07-01', carriedIntoFirstYear: 2, today: '2027-01-15' }));
    expect(account).toMatchObject({ proRataDays: 15, carriedOverDays: 2, remainingDays: 17 });
  });
});
