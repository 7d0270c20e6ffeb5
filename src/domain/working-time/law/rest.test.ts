import { describe, expect, it } from 'vitest';
import { check, findingOf, MINOR_BIRTH_DATE, shift } from './test-fixtures.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

describe('rest messages', () => {
  it('rounds a rest seconds short of 11 h down, so it is not printed as the 11 h it misses (ArbZG §5)', () => {
    const findings = check([
      shift('late', '2026-03-02T14:00', '22:00', [['18:00', '18:30']]),
      shift('early', '2026-03-03T08:59:40', '16:30', [['12:00', '12:30']]),
    ]);
    expect(findings.find((item) => item.code === 'rest_under_11h')?.details).toMatchObject({ rest_ms: 10 * HOUR_MS + 59 * MINUTE_MS + 40_000, rest: '10:59:40.000' });
    expect(findingOf(findings, 'rest_under_11h').message).toBe(
      'Only 10:59 h of rest between the working days starting 2026-03-02 and 2026-03-03; at least 11:00 h are required (ArbZG §5).',
    );
  });

  it('rounds a rest seconds short of 12 h down for an employee under 18 (JArbSchG §13)', () => {
    const findings = check([shift('late', '2026-03-02T12:00', '18:00', [['15:00', '15:30']]), shift('early', '2026-03-03T05:59:59', '06:30')], { birthDate: MINOR_BIRTH_DATE });
    expect(findingOf(findings, 'minor_rest_under_12h').message).toMatch(/^Only 11:59 h of rest .*; at least 12:00 h are required for an employee under 18 \(JArbSchG §13\)\.$/);
  });
});
