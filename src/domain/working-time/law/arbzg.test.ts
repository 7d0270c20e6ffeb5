import { describe, expect, it } from 'vitest';
import { check, shift } from './test-fixtures.js';

const HOUR_MS = 3_600_000;

describe('ArbZG §3 messages', () => {
  it('rounds a net working time seconds over 10 h up, so it does not "exceed" 10:00 h with 10:00 h', () => {
    const findings = check([shift('long', '2026-03-03T07:00', '17:45:20', [['10:00', '10:15'], ['13:00', '13:30']])]);
    const over = findings.find((item) => item.code === 'daily_over_10h');
    expect(over?.details).toMatchObject({ net_working_time_ms: 10 * HOUR_MS + 20_000, net_working_time: '10:00:20.000' });
    expect(over!.message).toBe('Net working time of 10:01 h on the working day starting 2026-03-03 exceeds 10:00 h (ArbZG §3).');
  });

  it('rounds a net working time a second over 8 h up', () => {
    const findings = check([shift('a', '2026-03-03T08:00', '16:30:01', [['12:00', '12:30']])]);
    const over = findings.find((item) => item.code === 'daily_over_8h');
    expect(over!.message).toBe('Net working time of 8:01 h on the working day starting 2026-03-03 exceeds 8:00 h (ArbZG §3).');
  });
});
