import { describe, expect, it } from 'vitest';
import {
  addDays,
  assignmentOn,
  coveredRanges,
  datesBetween,
  dayTargets,
  insertAssignment,
  isoWeekday,
  targetOn,
  weeklyTarget,
  type Assignment,
  type ScheduleRule,
} from './schedule.js';

const H = 3_600_000;
// Mon 8 h, Tue 8 h, Wed 8 h, Thu 8 h, Fri 6 h, Sat 2 h, Sun 0.
const fixed: ScheduleRule = { kind: 'fixed', day_targets_ms: [8 * H, 8 * H, 8 * H, 8 * H, 6 * H, 2 * H, 0] };
const flexible40: ScheduleRule = { kind: 'flexible', weekly_target_ms: 40 * H };

describe('calendar helpers', () => {
  it.each([
    ['2026-11-23', 1],
    ['2026-11-27', 5],
    ['2026-11-28', 6],
    ['2026-11-29', 7],
    ['2026-11-30', 1],
    ['2024-02-29', 4],
    ['2027-01-01', 5],
  ])('%s is ISO weekday %i', (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });

  it('lists dates inclusively and nothing for a reversed range', () => {
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(datesBetween('2026-01-01', '2026-01-01')).toEqual(['2026-01-01']);
    expect(datesBetween('2026-01-02', '2026-01-01')).toEqual([]);
  });
});

describe('targetOn', () => {
  it('takes a fixed model’s target by ISO weekday, Sunday last', () => {
    const week = datesBetween('2026-11-23', '2026-11-29').map((date) => targetOn(fixed, date));
    expect(week).toEqual([8 * H, 8 * H, 8 * H, 8 * H, 6 * H, 2 * H, 0]);
    // The week boundary: Sunday belongs to the old week, Monday starts over.
    expect(targetOn(fixed, '2026-11-29')).toBe(0);
    expect(targetOn(fixed, '2026-11-30')).toBe(8 * H);
  });

  it('spreads a flexible week over Monday to Friday and gives the weekend nothing', () => {
    const week = datesBetween('2026-11-23', '2026-11-29').map((date) => targetOn(flexible40, date));
    expect(week).toEqual([8 * H, 8 * H, 8 * H, 8 * H, 8 * H, 0, 0]);
    expect(targetOn({ kind: 'flexible', weekly_target_ms: 38.5 * H }, '2026-11-25')).toBe(7.7 * H);
  });

  it('keeps a flexible week whole when it does not divide by five', () => {
    const rule: ScheduleRule = { kind: 'flexible', weekly_target_ms: 5 * H + 3 };
    expect(dayTargets(rule)).toEqual([H + 1, H + 1, H + 1, H, H, 0, 0]);
    expect(dayTargets(rule).reduce((a, b) => a + b, 0)).toBe(5 * H + 3);
  });

  it('gives zero every day for an empty week', () => {
    expect(datesBetween('2026-11-23', '2026-11-29').map((d) => targetOn({ kind: 'flexible', weekly_target_ms: 0 }, d))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('reports the weekly target: the flexible one as given, the fixed one as the sum of its days', () => {
    expect(weeklyTarget(flexible40)).toBe(40 * H);
    expect(weeklyTarget(fixed)).toBe(40 * H);
  });
});

describe('assignmentOn', () => {
  const history: Assignment[] = [
    { schedule_model_id: 'a', valid_from: '2026-01-01', valid_to: '2026-03-31' },
    { schedule_model_id: 'b', valid_from: '2026-04-01', valid_to: '2026-06-30' },
    { schedule_model_id: 'c', valid_from: '2026-08-01', valid_to: null },
  ];

  it('finds the assignment in force, with both ends inclusive', () => {
    expect(assignmentOn(history, '2026-01-01')?.schedule_model_id).toBe('a');
    expect(assignmentOn(history, '2026-03-31')?.schedule_model_id).toBe('a');
    expect(assignmentOn(history, '2026-04-01')?.schedule_model_id).toBe('b');
    expect(assignmentOn(history, '2026-06-30')?.schedule_model_id).toBe('b');
  });

  it('finds nothing before the first assignment or in a gap', () => {
    expect(assignmentOn(history, '2025-12-31')).toBeUndefined();
    expect(assignmentOn(history, '2026-07-01')).toBeUndefined();
    expect(assignmentOn(history, '2026-07-31')).toBeUndefined();
    expect(assignmentOn([], '2026-07-31')).toBeUndefined();
  });

  it('keeps an open-ended assignment in force for ever after its start', () => {
    expect(assignmentOn(history, '2026-08-01')?.schedule_model_id).toBe('c');
    expect(assignmentOn(history, '2099-12-31')?.schedule_model_id).toBe('c');
  });
});

describe('insertAssignment', () => {
  const open = (id: string, from: string): Assignment => ({ schedule_model_id: id, valid_from: from, valid_to: null });

  it('starts a history with an open-ended assignment', () => {
    expect(insertAssignment([], { schedule_model_id: 'a', valid_from: '2026-01-01' })).toEqual([open('a', '2026-01-01')]);
  });

  it('ends the current assignment the day before the new one starts', () => {
    expect(insertAssignment([open('a', '2026-01-01')], { schedule_model_id: 'b', valid_from: '2026-03-01' })).toEqual([
      { schedule_model_id: 'a', valid_from: '2026-01-01', valid_to: '2026-02-28' },
      open('b', '2026-03-01'),
    ]);
  });

  it('replaces an assignment starting on the same day', () => {
    const history = [{ schedule_model_id: 'a', valid_from: '2026-01-01', valid_to: '2026-02-28' }, open('b', '2026-03-01')];
    expect(insertAssignment(history, { schedule_model_id: 'c', valid_from: '2026-03-01' })).toEqual([
      { schedule_model_id: 'a', valid_from: '2026-01-01', valid_to: '2026-02-28' },
      open('c', '2026-03-01'),
    ]);
  });

  it('books a change into the past up to the next change already in the history', () => {
    const history = [{ schedule_model_id: 'a', valid_from: '2026-01-01', valid_to: '2026-05-31' }, open('b', '2026-06-01')];
    expect(insertAssignment(history, { schedule_model_id: 'c', valid_from: '2026-03-01' })).toEqual([
      { schedule_model_id: 'a', valid_from: '2026-01-01', valid_to: '2026-02-28' },
      { schedule_model_id: 'c', valid_from: '2026-03-01', valid_to: '2026-05-31' },
      open('b', '2026-06-01'),
    ]);
  });

  it('puts an assignment before the first one and lets it run until the first starts', () => {
    expect(insertAssignment([open('a', '2026-06-01')], { schedule_model_id: 'z', valid_from: '2026-01-01' })).toEqual([
      { schedule_model_id: 'z', valid_from: '2026-01-01', valid_to: '2026-05-31' },
      open('a', '2026-06-01'),
    ]);
  });

  it('leaves an earlier assignment that already ended before the new start untouched', () => {
    const ended = { schedule_model_id: 'a', valid_from: '2026-01-01', valid_to: '2026-01-31' };
    expect(insertAssignment([ended], { schedule_model_id: 'b', valid_from: '2026-03-01' })).toEqual([ended, open('b', '2026-03-01')]);
  });

  it('answers the same target as before on every day outside the changed period', () => {
    const history = [{ schedule_model_id: 'a', valid_from: '2026-01-01', valid_to: '2026-05-31' }, open('b', '2026-06-01')];
    const after = insertAssignment(history, { schedule_model_id: 'c', valid_from: '2026-03-01' });
    for (const date of datesBetween('2025-12-25', '2026-07-10')) {
      const expected = date >= '2026-03-01' && date <= '2026-05-31' ? 'c' : assignmentOn(history, date)?.schedule_model_id;
      expect(assignmentOn(after, date)?.schedule_model_id, date).toBe(expected);
    }
  });
});

describe('coveredRanges', () => {
  const span = (valid_from: string, valid_to: string | null) => ({ valid_from, valid_to });

  it('answers nothing for no assignments, and one range for one', () => {
    expect(coveredRanges([])).toEqual([]);
    expect(coveredRanges([span('2025-01-01', '2025-02-28')])).toEqual([{ from: '2025-01-01', to: '2025-02-28' }]);
    expect(coveredRanges([span('2025-01-01', null)])).toEqual([{ from: '2025-01-01', to: null }]);
  });

  it('joins overlapping and adjoining assignments, in any order, and keeps gaps apart', () => {
    expect(
      coveredRanges([span('2025-04-01', null), span('2025-01-01', '2025-02-28'), span('2025-02-01', '2025-02-10'), span('2024-12-01', '2024-12-31')]),
    ).toEqual([
      { from: '2024-12-01', to: '2025-02-28' },
      { from: '2025-04-01', to: null },
    ]);
    // A day between two assignments is a gap; none between them is not.
    expect(coveredRanges([span('2025-01-01', '2025-01-30'), span('2025-02-01', '2025-02-28')])).toHaveLength(2);
    expect(coveredRanges([span('2025-01-01', '2025-01-31'), span('2025-02-01', '2025-02-28')])).toEqual([{ from: '2025-01-01', to: '2025-02-28' }]);
  });

  it('lets an assignment without end swallow every later one', () => {
    expect(coveredRanges([span('2025-01-01', null), span('2025-03-01', '2025-03-31'), span('2026-01-01', null)])).toEqual([{ from: '2025-01-01', to: null }]);
    expect(coveredRanges([span('2025-03-01', '2025-03-31'), span('2025-01-01', '2025-05-31')])).toEqual([{ from: '2025-01-01', to: '2025-05-31' }]);
  });
});
