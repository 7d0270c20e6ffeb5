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

  it('hides a rest of four answers, and a rest of none alike', () => {
    const hiddenRest = { kind: 'rest_of_week', from: '2026-11-16', to: '2026-11-22', answers: null, average: null, hidden: true };
    expect(summariseMood([tally('2026-11-16', [3, 3, 3, 3, 3]), tally('2026-11-17', [1, 1, 1, 1])], WEEK, 'day')).toEqual([
      { kind: 'day', from: '2026-11-16', to: '2026-11-16', answers: 5, average: 3, hidden: false },
      hiddenRest,
    ]);
    expect(summariseMood([tally('2026-11-16', [3, 3, 3, 3, 3])], WEEK, 'day')).toEqual([
      { kind: 'day', from: '2026-11-16', to: '2026-11-16', answers: 5, average: 3, hidden: false },
      hiddenRest,
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
