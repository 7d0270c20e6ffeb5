import { describe, expect, it } from 'vitest';
import { MIN_GROUP, respondentSets, summariseMood, wholeWeeks, type DayTally, type MoodGrouping, type Respondents } from './k-anonymity.js';

/** 2026-11-16 is a Monday. */
const WEEK = { from: '2026-11-16', to: '2026-11-22' };

/** Single answers [person, day, score], tallied as the database tallies them. */
type Answer = readonly [person: string, day: string, score: number];

function tallied(answers: readonly Answer[]): { tallies: DayTally[]; respondents: Respondents; asked: string[][] } {
  const days = [...new Set(answers.map(([, day]) => day))].sort();
  const tallies = days.map((day) => {
    const ofDay = answers.filter((answer) => answer[1] === day);
    return { day, answers: ofDay.length, people: new Set(ofDay.map(([person]) => person)).size, scoreSum: ofDay.reduce((sum, [, , score]) => sum + score, 0) };
  });
  const asked: string[][] = [];
  const respondents: Respondents = (set) => {
    asked.push([...set]);
    return new Set(answers.filter(([, day]) => set.includes(day)).map(([person]) => person)).size;
  };
  return { tallies, respondents, asked };
}

/** One answer each of different people on `day`. */
const people = (day: string, scores: number[], prefix = day): Answer[] => scores.map((score, index) => [`${prefix}-${index}`, day, score]);

function summarise(answers: readonly Answer[], grouping: MoodGrouping, weeks = WEEK) {
  const { tallies, respondents, asked } = tallied(answers);
  const groups = summariseMood(tallies, weeks, grouping, respondents);
  // The service counts beforehand exactly the sets the rule asks for.
  const sets = respondentSets(tallies, weeks, grouping);
  for (const set of asked) expect(sets).toContainEqual(set);
  return groups;
}

describe('mood summaries', () => {
  it('shows a week in which five people answered and hides one of four, without its count', () => {
    expect(summarise(people('2026-11-17', [1, 2, 3, 4, 5]), 'week')).toEqual([
      { kind: 'week', from: '2026-11-16', to: '2026-11-22', answers: 5, average: 3, hidden: false },
    ]);
    expect(summarise(people('2026-11-17', [1, 2, 3, 4]), 'week')).toEqual([
      { kind: 'week', from: '2026-11-16', to: '2026-11-22', answers: null, average: null, hidden: true },
    ]);
  });

  it('counts people, not answers: one person answering every day is hidden, five answering once each are shown', () => {
    const one: Answer[] = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'].map((day) => ['p', day, 1]);
    const hidden = { answers: null, average: null, hidden: true };
    expect(summarise(one, 'week')).toEqual([{ kind: 'week', from: '2026-11-16', to: '2026-11-22', ...hidden }]);
    expect(summarise(one, 'day')).toEqual([{ kind: 'rest_of_week', from: '2026-11-16', to: '2026-11-22', ...hidden }]);
    // Five answers of three people: hidden.
    const three: Answer[] = [['a', '2026-11-16', 2], ['b', '2026-11-16', 3], ['a', '2026-11-17', 2], ['b', '2026-11-17', 3], ['c', '2026-11-18', 4]];
    expect(summarise(three, 'week')).toEqual([{ kind: 'week', from: '2026-11-16', to: '2026-11-22', ...hidden }]);
    expect(summarise(three, 'day')).toEqual([{ kind: 'rest_of_week', from: '2026-11-16', to: '2026-11-22', ...hidden }]);
    // Five people on five different days.
    const five: Answer[] = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map((day, index) => [`p${index}`, day, index + 1]);
    expect(summarise(five, 'week')).toEqual([{ kind: 'week', from: '2026-11-16', to: '2026-11-22', answers: 5, average: 3, hidden: false }]);
    expect(summarise(five, 'day')).toEqual([{ kind: 'rest_of_week', from: '2026-11-16', to: '2026-11-22', answers: 5, average: 3, hidden: false }]);
    expect(MIN_GROUP).toBe(5);
  });

  it('shows days on which five people answered and merges the smaller days into the rest of their week', () => {
    const groups = summarise(
      [...people('2026-11-16', [5, 5, 4, 4, 3]), ...people('2026-11-17', [1, 2, 3, 4]), ...people('2026-11-18', [2]), ...people('2026-11-20', [5, 5, 5, 5, 5, 1])],
      'day',
    );
    expect(groups).toEqual([
      { kind: 'day', from: '2026-11-16', to: '2026-11-16', answers: 5, average: 4.2, hidden: false },
      { kind: 'day', from: '2026-11-20', to: '2026-11-20', answers: 6, average: 4.33, hidden: false },
      { kind: 'rest_of_week', from: '2026-11-16', to: '2026-11-22', answers: 5, average: 2.4, hidden: false },
    ]);
  });

  it('merges the smallest day shown into a rest of one to four people, which the week line minus the days would give away', () => {
    expect(summarise([...people('2026-11-16', [3, 3, 3, 3, 3]), ...people('2026-11-17', [1, 1, 1, 1])], 'day')).toEqual([
      { kind: 'rest_of_week', from: '2026-11-16', to: '2026-11-22', answers: 9, average: 2.11, hidden: false },
    ]);
    const groups = summarise(
      [...people('2026-11-16', [4, 4, 4, 4, 4, 4, 4]), ...people('2026-11-18', [2, 2, 2, 2, 2]), ...people('2026-11-19', [1]), ...people('2026-11-21', [5, 5, 5, 5, 5, 5])],
      'day',
    );
    expect(groups).toEqual([
      { kind: 'day', from: '2026-11-16', to: '2026-11-16', answers: 7, average: 4, hidden: false },
      { kind: 'day', from: '2026-11-21', to: '2026-11-21', answers: 6, average: 5, hidden: false },
      { kind: 'rest_of_week', from: '2026-11-16', to: '2026-11-22', answers: 6, average: 1.83, hidden: false },
    ]);
    // Whatever the day lines show, the week line minus them is a hidden group of none or a shown one.
    const answers = [...people('2026-11-16', [4, 4, 4, 4, 4, 4, 4]), ...people('2026-11-19', [1])];
    const week = summarise(answers, 'week')[0]!;
    const days = summarise(answers, 'day');
    expect(days.filter((g) => g.kind === 'day')).toEqual([]);
    expect(days.at(-1)).toMatchObject({ kind: 'rest_of_week', answers: week.answers, hidden: false });
  });

  it('merges the smallest day shown into a rest of five answers from fewer than five people', () => {
    // One person answers Tuesday to Saturday beside five on Monday: five answers in the rest, one person.
    const lonely: Answer[] = ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'].map((day) => ['q', day, 1]);
    expect(summarise([...people('2026-11-16', [5, 5, 5, 5, 5]), ...lonely], 'day')).toEqual([
      { kind: 'rest_of_week', from: '2026-11-16', to: '2026-11-22', answers: 10, average: 3, hidden: false },
    ]);
    // The rest of the people of the days shown themselves: still one to four people, so merged.
    const again: Answer[] = [...people('2026-11-16', [4, 4, 4, 4, 4], 'p'), ...people('2026-11-17', [2, 2, 2, 2, 2, 2], 'p'), ['p-0', '2026-11-18', 1]];
    expect(summarise(again, 'day')).toEqual([
      { kind: 'day', from: '2026-11-17', to: '2026-11-17', answers: 6, average: 2, hidden: false },
      { kind: 'rest_of_week', from: '2026-11-16', to: '2026-11-22', answers: 6, average: 3.5, hidden: false },
    ]);
  });

  it('hides a rest of none beside days shown, as it hides a small one', () => {
    expect(summarise(people('2026-11-16', [3, 3, 3, 3, 3]), 'day')).toEqual([
      { kind: 'day', from: '2026-11-16', to: '2026-11-16', answers: 5, average: 3, hidden: false },
      { kind: 'rest_of_week', from: '2026-11-16', to: '2026-11-22', answers: null, average: null, hidden: true },
    ]);
  });

  it('has a line for every week of the range, answered or not', () => {
    const weeks = wholeWeeks('2026-11-18', '2026-11-24');
    expect(weeks).toEqual({ from: '2026-11-16', to: '2026-11-29' });
    const groups = summarise(people('2026-11-25', [4, 4, 4, 4, 4]), 'week', weeks);
    expect(groups.map((g) => [g.from, g.answers])).toEqual([
      ['2026-11-16', null],
      ['2026-11-23', 5],
    ]);
  });
});
