import { describe, expect, it } from 'vitest';
import { summariseMood, wholeWeeks, type DayTally } from './k-anonymity.js';

/** 2026-11-16 is a Monday. */
const WEEK = { from: '2026-11-16', to: '2026-11-22' };
const tally = (day: string, scores: number[]): DayTally => ({ day, answers: scores.length, scoreSum: scores.reduce((a, b) => a + b, 0) });

describe('mood summaries', () => {
  it('shows a week of five answers and hides one of four, without its count', () => {
    expect(summariseMood([tally('2026-11-17', [1, 2, 3, 4, 5])], WEEK, 'week')).toEqual([
      { kind: 'week', from: '2026-11-16', to: '2026-11-22', answers: 5, average: 3, hidden: false },
    ]);
    expect(summariseMood([tally('2026-11-17', [1, 2, 3, 4])], WEEK, 'week')).toEqual([
      { kind: 'week', from: '2026-11-16', to: '2026-11-22', answers: null, average: null, hidden: true },
    ]);
  });

  it('shows days of five answers on their own and merges the smaller days into the rest of their week', () => {
    const groups = summariseMood(
      [tally('2026-11-16', [5, 5, 4, 4, 3]), tally('2026-11-17', [1, 2, 3, 4]), tally('2026-11-18', [2]), tally('2026-11-20', [5, 5, 5, 5, 5, 1])],
      WEEK,
      'day',
    );
    expect(groups).toEqual([
      { kind: 'day', from: '2026-11-16', to: '2026-11-16', answers: 5, average: 4.2, hidden: false },
      { kind: 'day', from: '2026-11-20', to: '2026-11-20', answers: 6, average: 4.33, hidden: false },
      { kind: 'rest_of_week', from: '2026-11-16', to: '2026-11-22', answers: 5, average: 2.4, hidden: false },
    ]);
  });

  it('merges the smallest day shown into a rest of one to four answers, which the week line minus the days would give away', () => {
    expect(summariseMood([tally('2026-11-16', [3, 3, 3, 3, 3]), tally('2026-11-17', [1, 1, 1, 1])], WEEK, 'day')).toEqual([
      { kind: 'rest_of_week', from: '2026-11-16', to: '2026-11-22', answers: 9, average: 2.11, hidden: false },
    ]);
    const groups = summariseMood(
      [tally('2026-11-16', [4, 4, 4, 4, 4, 4, 4]), tally('2026-11-18', [2, 2, 2, 2, 2]), tally('2026-11-19', [1]), tally('2026-11-21', [5, 5, 5, 5, 5, 5])],
      WEEK,
      'day',
    );
    expect(groups).toEqual([
      { kind: 'day', from: '2026-11-16', to: '2026-11-16', answers: 7, average: 4, hidden: false },
      { kind: 'day', from: '2026-11-21', to: '2026-11-21', answers: 6, average: 5, hidden: false },
      { kind: 'rest_of_week', from: '2026-11-16', to: '2026-11-22', answers: 6, average: 1.83, hidden: false },
    ]);
    // Whatever the day lines show, the week line minus them is a hidden group of none or a shown one.
    const week = summariseMood([tally('2026-11-16', [4, 4, 4, 4, 4, 4, 4]), tally('2026-11-19', [1])], WEEK, 'week')[0]!;
    const days = summariseMood([tally('2026-11-16', [4, 4, 4, 4, 4, 4, 4]), tally('2026-11-19', [1])], WEEK, 'day');
    expect(days.filter((g) => g.kind === 'day')).toEqual([]);
    expect(days.at(-1)).toMatchObject({ kind: 'rest_of_week', answers: week.answers, hidden: false });
  });

  it('hides a rest of none beside days shown, as it hides a small one', () => {
    expect(summariseMood([tally('2026-11-16', [3, 3, 3, 3, 3])], WEEK, 'day')).toEqual([
      { kind: 'day', from: '2026-11-16', to: '2026-11-16', answers: 5, average: 3, hidden: false },
      { kind: 'rest_of_week', from: '2026-11-16', to: '2026-11-22', answers: null, average: null, hidden: true },
    ]);
  });

  it('has a line for every week of the range, answered or not', () => {
    const weeks = wholeWeeks('2026-11-18', '2026-11-24');
    expect(weeks).toEqual({ from: '2026-11-16', to: '2026-11-29' });
    const groups = summariseMood([tally('2026-11-25', [4, 4, 4, 4, 4])], weeks, 'week');
    expect(groups.map((g) => [g.from, g.answers])).toEqual([
      ['2026-11-16', null],
      ['2026-11-23', 5],
    ]);
  });
});
