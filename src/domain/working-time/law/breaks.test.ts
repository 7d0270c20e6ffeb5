import { describe, expect, it } from 'vitest';
import { check, findingOf, MINOR_BIRTH_DATE, shift } from './test-fixtures.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

describe('break messages', () => {
  it('prints the counted break in whole minutes, rounded down (ArbZG §4)', () => {
    const short = findingOf(check([shift('a', '2026-03-03T07:00', '17:00', [['12:00', '12:20:20']])]), 'break_total_short');
    expect(short.details).toMatchObject({ break_counted_ms: 20 * MINUTE_MS + 20_000, break_counted: '00:20:20.000' });
    expect(short.message).toBe('9:40 h net working time needs 45 min of breaks in blocks of at least 15 min; 20 min counted (ArbZG §4).');
  });

  it('does not count a break seconds short of the required 30 min as 30 min', () => {
    const short = findingOf(check([shift('a', '2026-03-03T08:00', '16:00', [['12:00', '12:29:40']])]), 'break_total_short');
    expect(short.message).toMatch(/needs 30 min of breaks .*; 29 min counted \(ArbZG §4\)\.$/);
  });

  it('rounds a net working time seconds over the 6 h that call for a break up', () => {
    const short = findingOf(check([shift('a', '2026-03-03T08:00', '14:00:20')]), 'break_total_short');
    expect(short.details).toMatchObject({ net_working_time_ms: 6 * HOUR_MS + 20_000 });
    expect(short.message).toBe('6:01 h net working time needs 30 min of breaks in blocks of at least 15 min; 0 min counted (ArbZG §4).');
  });

  it('rounds a stretch seconds over 6 h up (ArbZG §4 sentence 3)', () => {
    const stretch = findingOf(check([shift('a', '2026-03-03T08:00', '15:00:20', [['14:00:20', '14:30:20']])]), 'no_break_6h');
    expect(stretch.details).toMatchObject({ stretch_ms: 6 * HOUR_MS + 20_000 });
    expect(stretch.message).toBe('6:01 h of work in a row without a break of at least 15 min; at most 6:00 h are allowed (ArbZG §4).');
  });

  it('rounds for an employee under 18 the same way (JArbSchG §11)', () => {
    const findings = check([shift('a', '2026-03-03T08:00', '13:30:20', [['12:30:20', '12:59:50']])], { birthDate: MINOR_BIRTH_DATE });
    expect(findingOf(findings, 'minor_no_break_4_5h').message).toBe(
      '4:31 h of work of an employee under 18 in a row without a break of at least 15 min; at most 4:30 h are allowed (JArbSchG §11).',
    );
    expect(findingOf(findings, 'minor_break_short').message).toBe(
      '5:01 h net working time of an employee under 18 needs 30 min of breaks in blocks of at least 15 min; 29 min counted (JArbSchG §11).',
    );
  });
});
