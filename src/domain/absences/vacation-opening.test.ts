import { describe, expect, it } from 'vitest';
import { firstAccountYear, vacationAccount, type VacationInput, type VacationUse } from './vacation.js';

/** `count` consecutive calendar days from `from`, each costing a whole day. */
const days = (from: string, count: number, status: VacationUse['status'] = 'approved'): VacationUse[] => {
  const result: VacationUse[] = [];
  const start = new Date(`${from}T00:00:00Z`);
  for (let i = 0; i < count; i++) result.push({ date: new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10), days: 1, status });
  return result;
};
const input = (overrides: Partial<VacationInput> = {}): VacationInput => ({
  year: 2027,
  today: '2027-02-01',
  entitlementOf: () => 30,
  entryDate: '2015-04-01',
  exitDate: null,
  firstYear: 2027,
  uses: [],
  ...overrides,
});

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
    const before = vacationAccount(input({ carriedIntoFirstYear: 5, uses, today: '2027-02-01' }));
    expect(before).toMatchObject({ proRataDays: 30, carriedOverDays: 5, carryOverExpiresOn: '2027-03-31', plannedDays: 8, remainingDays: 27 });
    // After 31 March only the 3 carried days used by then count; 2 expired.
    const after = vacationAccount(input({ carriedIntoFirstYear: 5, uses, today: '2027-04-01' }));
    expect(after).toMatchObject({ carriedOverDays: 5, takenDays: 3, plannedDays: 5, remainingDays: 25, finalDays: 25 });
    // The next year carries only what the opening year left.
    expect(vacationAccount(input({ year: 2028, carriedIntoFirstYear: 5, uses, today: '2027-04-01' }))).toMatchObject({ carriedOverDays: 25 });
  });

  it('of 0 carries nothing, and counts nothing of the years before', () => {
    const uses = [...days('2026-06-01', 20), ...days('2027-06-01', 2)];
    const account = vacationAccount(input({ carriedIntoFirstYear: 0, uses, today: '2027-02-01' }));
    expect(account).toMatchObject({ carriedOverDays: 0, remainingDays: 28 });
  });

  it('shows a year before the opening with its days, but without entitlement and never below zero', () => {
    const uses = days('2026-06-01', 20);
    const account = vacationAccount(input({ year: 2026, carriedIntoFirstYear: 5, uses, today: '2027-02-01' }));
    expect(account).toMatchObject({ entitlementDays: 30, proRataDays: 0, carriedOverDays: 0, takenDays: 20, remainingDays: 0, finalDays: 0 });
  });

  it('brings a deficit along in full; it does not expire', () => {
    const after = vacationAccount(input({ carriedIntoFirstYear: -3.5, today: '2027-06-01', uses: days('2027-05-03', 2) }));
    expect(after).toMatchObject({ carriedOverDays: -3.5, remainingDays: 24.5, finalDays: 24.5 });
  });

  it('applies to the opening year with pro rata days of an entry inside it', () => {
    // Joins on 1 July 2027; entered in January with an opening of 2 days (until 31 March).
    const account = vacationAccount(input({ entryDate: '2027-07-01', carriedIntoFirstYear: 2, today: '2027-01-15' }));
    expect(account).toMatchObject({ proRataDays: 15, carriedOverDays: 2, remainingDays: 17 });
  });
});
