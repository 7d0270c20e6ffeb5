import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { RETENTION_CATEGORIES, retentionCategory, retentionEnd } from './retention-categories.js';
import { planRetention, retentionCutoff } from './retention-plan.js';

const record = { countedFrom: 'record' } as const;
const year = { countedFrom: 'year' } as const;
const exit = { countedFrom: 'exit' } as const;

describe('retentionEnd', () => {
  it('counts a record from its own day', () => {
    expect(retentionEnd(record, 24, '2024-03-15')).toBe('2026-03-15');
    expect(retentionEnd(record, 0, '2024-03-15')).toBe('2024-03-15');
  });

  it('counts an exit date like a record day', () => {
    expect(retentionEnd(exit, 36, '2023-06-30')).toBe('2026-06-30');
  });

  it('counts a yearly record from the end of its calendar year', () => {
    expect(retentionEnd(year, 72, '2019-01-01')).toBe('2025-12-31');
    expect(retentionEnd(year, 72, '2019-12-31')).toBe('2025-12-31');
    expect(retentionEnd(year, 24, '2024-07-04')).toBe('2026-12-31');
  });

  it('ends on the last day of a shorter month', () => {
    expect(retentionEnd(record, 1, '2025-01-31')).toBe('2025-02-28');
    expect(retentionEnd(record, 1, '2024-01-31')).toBe('2024-02-29');
    expect(retentionEnd(record, 3, '2025-11-30')).toBe('2026-02-28');
    expect(retentionEnd(year, 2, '2025-05-01')).toBe('2026-02-28');
  });

  it('ends a leap day on 28 February in a common year', () => {
    expect(retentionEnd(record, 12, '2024-02-29')).toBe('2025-02-28');
    expect(retentionEnd(record, 48, '2024-02-29')).toBe('2028-02-29');
  });
});

describe('retentionCutoff', () => {
  it('deletes a record the day after its last kept day, not on it', () => {
    expect(retentionCutoff(record, 24, '2026-03-16')).toBe('2024-03-15');
    expect(retentionCutoff(record, 24, '2026-03-15')).toBe('2024-03-14');
  });

  it('takes every day whose period was clamped to a month end', () => {
    // 29, 30 and 31 January 2025 are kept until 28 February 2025.
    expect(retentionCutoff(record, 1, '2025-03-01')).toBe('2025-01-31');
    expect(retentionCutoff(record, 1, '2025-02-28')).toBe('2025-01-27');
    // 29 February 2024 is kept until 28 February 2025; 1 March 2024 until 1 March 2025.
    expect(retentionCutoff(record, 12, '2025-03-01')).toBe('2024-02-29');
    expect(retentionCutoff(record, 12, '2025-03-02')).toBe('2024-03-01');
  });

  it('ends a whole year at once, the day after the period ran from its 31 December', () => {
    expect(retentionCutoff(year, 72, '2026-01-01')).toBe('2019-12-31');
    expect(retentionCutoff(year, 72, '2025-12-31')).toBe('2018-12-31');
    expect(retentionCutoff(year, 24, '2027-01-01')).toBe('2024-12-31');
    expect(retentionCutoff(year, 0, '2026-01-01')).toBe('2025-12-31');
  });

  it('with zero months deletes everything before today', () => {
    expect(retentionCutoff(record, 0, '2026-03-01')).toBe('2026-02-28');
    expect(retentionCutoff(exit, 0, '2024-03-01')).toBe('2024-02-29');
  });

  it('agrees with retentionEnd on every day around month ends and leap days', () => {
    const start = Temporal.PlainDate.from('2023-11-01');
    for (const rule of [record, year]) {
      for (const months of [0, 1, 3, 12, 13]) {
        for (const todayText of ['2024-02-28', '2024-02-29', '2024-03-01', '2024-03-31', '2025-01-01', '2025-02-28', '2025-03-01', '2025-05-31', '2025-12-31']) {
          const cutoff = retentionCutoff(rule, months, todayText);
          for (let date = start; Temporal.PlainDate.compare(date, Temporal.PlainDate.from(todayText)) <= 0; date = date.add({ days: 1 })) {
            const past = retentionEnd(rule, months, date.toString()) < todayText;
            expect(past, `${rule.countedFrom} ${months} months, ${date.toString()} on ${todayText}`).toBe(date.toString() <= cutoff);
          }
        }
      }
    }
  });
});

describe('planRetention', () => {
  it('uses the defaults where the tenant set nothing and its own months where it did', () => {
    const plan = planRetention('2026-11-23', { geo_positions: 1, absences: 24 });
    expect(plan.today).toBe('2026-11-23');
    expect(plan.exitedBefore).toBe('2026-11-23');
    expect(plan.cutoffs.working_time).toEqual({ category: 'working_time', months: 24, countedFrom: 'record', cutoff: '2024-11-22' });
    expect(plan.cutoffs.payroll).toEqual({ category: 'payroll', months: 72, countedFrom: 'year', cutoff: '2019-12-31' });
    expect(plan.cutoffs.absences).toEqual({ category: 'absences', months: 24, countedFrom: 'year', cutoff: '2023-12-31' });
    expect(plan.cutoffs.geo_positions.cutoff).toBe('2026-10-22');
    expect(plan.cutoffs.audit_log.cutoff).toBe('2026-08-22');
    expect(plan.cutoffs.documents).toEqual({ category: 'documents', months: 36, countedFrom: 'exit', cutoff: '2023-11-22' });
    expect(Object.keys(plan.cutoffs)).toEqual(RETENTION_CATEGORIES.map((rule) => rule.category));
  });
});

describe('RETENTION_CATEGORIES', () => {
  it('never defaults below its legal minimum', () => {
    for (const rule of RETENTION_CATEGORIES) expect(rule.defaultMonths, rule.category).toBeGreaterThanOrEqual(rule.legalMinimumMonths);
  });

  it('finds a category by name and nothing else', () => {
    expect(retentionCategory('payroll')?.legalMinimumMonths).toBe(72);
    expect(retentionCategory('toString')).toBeUndefined();
  });
});
