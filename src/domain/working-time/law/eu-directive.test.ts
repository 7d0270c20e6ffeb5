import { describe, expect, it } from 'vitest';
import { check, datesFrom, shift } from './test-fixtures.js';
import type { WorkInterval } from './working-time-law.js';

const HOUR_MS = 3_600_000;
const LIMIT_TOTAL_MS = 17 * 48 * HOUR_MS;

/** 17 ISO weeks from Monday 2026-01-05, six days of 8 h net each (816 h, an average of exactly 48 h); the last day ends at `lastEnd`. */
function seventeenWeeks(lastEnd: string): WorkInterval[] {
  const dates = datesFrom('2026-01-05', 17, { weeks: 1 }).flatMap((monday) => datesFrom(monday, 6));
  return dates.map((date, index) => shift(date, `${date}T08:00`, index === dates.length - 1 ? lastEnd : '16:30', [['12:00', '12:30']]));
}

describe('Directive 2003/88/EC Art. 6 messages', () => {
  it('rounds an average just over 48 h up, so it does not "exceed" 48:00 h with 48:00 h', () => {
    const average = check(seventeenWeeks('16:31')).find((item) => item.code === 'weekly_avg_over_48h');
    expect(average?.details).toMatchObject({ total_working_time_ms: LIMIT_TOTAL_MS + 60_000 });
    expect(average!.message).toBe('Average weekly working time of 48:01 h over the 17 weeks 2026-01-05 to 2026-05-03 exceeds 48:00 h (Directive 2003/88/EC Art. 6, 16).');
  });

  it('rounds up the average itself, not the millisecond average of the details, which can equal the limit', () => {
    const average = check(seventeenWeeks('16:30:00.008')).find((item) => item.code === 'weekly_avg_over_48h');
    // 8 ms over 17 weeks is less than half a millisecond a week: the details' average is the limit itself.
    expect(average?.details).toMatchObject({ total_working_time_ms: LIMIT_TOTAL_MS + 8, weekly_average_ms: 48 * HOUR_MS });
    expect(average!.message).toMatch(/^Average weekly working time of 48:01 h .* exceeds 48:00 h /);
  });
});
