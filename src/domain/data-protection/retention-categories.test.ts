import { describe, expect, it } from 'vitest';
import { RETENTION_CATEGORIES, retentionCategory, retentionEnd } from './retention-categories.js';

describe('retention categories', () => {
  it('hold the contract defaults, never below their legal minimum', () => {
    expect(RETENTION_CATEGORIES.map((c) => [c.category, c.defaultMonths, c.legalMinimumMonths, c.countedFrom])).toEqual([
      ['working_time', 24, 24, 'record'],
      ['payroll', 72, 72, 'year'],
      ['absences', 72, 24, 'year'],
      ['sick_notes', 36, 0, 'record'],
      ['documents', 36, 0, 'exit'],
      ['geo_positions', 3, 0, 'record'],
      ['audit_log', 3, 0, 'record'],
    ]);
    for (const c of RETENTION_CATEGORIES) expect(c.defaultMonths).toBeGreaterThanOrEqual(c.legalMinimumMonths);
    expect(retentionCategory('payroll')?.legalBasis).toContain('EStG');
    expect(retentionCategory('nothing')).toBeUndefined();
  });

  it('counts from the record, the end of its year or the exit, keeping the day or taking a shorter month’s last', () => {
    expect(retentionEnd({ countedFrom: 'record' }, 24, '2026-05-10')).toBe('2028-05-10');
    expect(retentionEnd({ countedFrom: 'year' }, 72, '2026-05-10')).toBe('2032-12-31');
    expect(retentionEnd({ countedFrom: 'year' }, 24, '2026-01-01')).toBe('2028-12-31');
    expect(retentionEnd({ countedFrom: 'exit' }, 36, '2026-06-30')).toBe('2029-06-30');
    expect(retentionEnd({ countedFrom: 'record' }, 3, '2026-11-30')).toBe('2027-02-28');
    expect(retentionEnd({ countedFrom: 'record' }, 1, '2026-01-31')).toBe('2026-02-28');
    expect(retentionEnd({ countedFrom: 'record' }, 3, '2027-11-30')).toBe('2028-02-29');
  });
});
