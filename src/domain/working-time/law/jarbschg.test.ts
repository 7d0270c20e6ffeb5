import { describe, expect, it } from 'vitest';
import { check, findingOf, datesFrom, MINOR_BIRTH_DATE, shift } from './test-fixtures.js';

const HOUR_MS = 3_600_000;
const minor = { birthDate: MINOR_BIRTH_DATE };

describe('JArbSchG messages', () => {
  it('rounds a daily net working time seconds over 8 h up (§8)', () => {
    const over = findingOf(check([shift('a', '2026-03-03T07:00', '16:00:20', [['10:00', '10:30'], ['13:00', '13:30']])], minor), 'minor_daily_over_8h');
    expect(over.details).toMatchObject({ net_working_time_ms: 8 * HOUR_MS + 20_000 });
    expect(over.message).toBe('Net working time of 8:01 h on 2026-03-03 exceeds the 8:00 h allowed for employees under 18 (JArbSchG §8).');
  });

  it('rounds a weekly net working time seconds over 40 h up (§8)', () => {
    const days = datesFrom('2026-03-02', 5).map((date) => shift(date, `${date}T08:00`, '17:00', [['12:00', '12:30'], ['14:00', '14:30']]));
    const findings = check([...days, shift('saturday', '2026-03-07T10:00', '10:00:20')], minor);
    const over = findingOf(findings, 'minor_weekly_over_40h');
    expect(over.details).toMatchObject({ week_working_time_ms: 40 * HOUR_MS + 20_000 });
    expect(over.message).toBe('Net working time of 40:01 h in the week 2026-03-02 to 2026-03-08 exceeds the 40:00 h allowed for employees under 18 (JArbSchG §8).');
  });

  it('does not call seconds of night work "0:00 h" (§14)', () => {
    const night = findingOf(check([shift('a', '2026-03-03T14:00', '20:00:20', [['17:00', '17:30']])], minor), 'minor_night_work');
    expect(night.details).toMatchObject({ night_work_ms: 20_000 });
    expect(night.message).toBe('0:01 h of work between 20:00 and 06:00, when employees under 18 must not work (JArbSchG §14).');
  });
});
