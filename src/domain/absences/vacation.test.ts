import { describe, expect, it } from 'vitest';
import { fullMonthsEmployed, proRataEntitlement, vacationAccount, type VacationInput, type VacationUse } from './vacation.js';

const days = (from: string, count: number, status: VacationUse['status'] = 'approved'): VacationUse[] => {
  const result: VacationUse[] = [];
  const start = new Date(`${from}T00:00:00Z`);
  for (let i = 0; i < count; i++) result.push({ date: new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10), days: 1, status });
  return result;
};
const input = (overrides: Partial<VacationInput> = {}): VacationInput => ({
  year: 2026,
  today: '2026-06-15',
  daysPerYear: 30,
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
