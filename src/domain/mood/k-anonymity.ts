import { addDays, mondayOf, parseDate } from '../working-time/local-time.js';

/**
 * The mood barometer's one privacy rule: a figure is shown only for a group in which at least
 * MIN_GROUP different people answered, so nobody can tell how one person answered. Counting
 * answers would not do: one person answering on five days is five answers, and one person's
 * mood. Input is already a tally per day (answers, people and sum of scores) and, for groups of
 * several days, the number of people who answered on any of them; never single answers.
 */
export const MIN_GROUP = 5;

export interface DayTally {
  day: string;
  /** Answers given that day. */
  answers: number;
  /** Different people who answered that day. */
  people: number;
  scoreSum: number;
}

/**
 * How many different people answered on any of `days` (days of one week, in date order).
 * Someone who answered on several of them counts once.
 */
export type Respondents = (days: readonly string[]) => number;

export type MoodGrouping = 'day' | 'week';

/**
 * One line of a summary. `day`: one day; `week`: a whole week (week grouping);
 * `rest_of_week`: every day of the week not shown on its own, merged.
 */
export interface MoodGroup {
  kind: 'day' | 'week' | 'rest_of_week';
  from: string;
  to: string;
  /** Null when fewer than MIN_GROUP people answered in the group (none included): hidden. */
  answers: number | null;
  average: number | null;
  hidden: boolean;
}

/** The weeks a summary covers: from the Monday of `from`'s week to the Sunday of `to`'s. */
export function wholeWeeks(from: string, to: string): { from: string; to: string } {
  const monday = (date: string) => mondayOf(parseDate(date)!).toString();
  return { from: monday(from), to: addDays(monday(to), 6) };
}

/** Whether a group in which `people` different people answered may be shown. */
export function isShown(people: number): boolean {
  return people >= MIN_GROUP;
}

function group(kind: MoodGroup['kind'], from: string, to: string, tallies: readonly DayTally[], people: number): MoodGroup {
  if (!isShown(people)) return { kind, from, to, answers: null, average: null, hidden: true };
  const answers = tallies.reduce((total, tally) => total + tally.answers, 0);
  const scoreSum = tallies.reduce((total, tally) => total + tally.scoreSum, 0);
  return { kind, from, to, answers, average: Math.round((scoreSum / answers) * 100) / 100, hidden: false };
}

interface Split {
  /** Days shown on their own line. */
  own: DayTally[];
  /** The week's other answered days, merged into one line (in date order). */
  rest: DayTally[];
}

interface WeekPlan extends Split {
  monday: string;
  sunday: string;
  /**
   * Day grouping, with days of their own and a rest of at least one answer: the split with the
   * smallest day (fewest people) merged into the rest, taken when the rest has one to four people.
   */
  merged?: Split;
}

function planWeeks(tallies: readonly DayTally[], weeks: { from: string; to: string }, grouping: MoodGrouping): WeekPlan[] {
  const byDay = new Map(tallies.map((t) => [t.day, t]));
  const plans: WeekPlan[] = [];
  for (let monday = weeks.from; monday <= weeks.to; monday = addDays(monday, 7)) {
    const days = Array.from({ length: 7 }, (_, offset) => byDay.get(addDays(monday, offset))).filter((tally) => tally !== undefined);
    const split = (own: readonly DayTally[]): Split => ({ own: [...own], rest: days.filter((tally) => !own.includes(tally)) });
    const plan: WeekPlan = { monday, sunday: addDays(monday, 6), ...split(grouping === 'day' ? days.filter((tally) => isShown(tally.people)) : []) };
    if (plan.own.length > 0 && plan.rest.length > 0) {
      const smallest = plan.own.reduce((least, tally) => (tally.people < least.people ? tally : least));
      plan.merged = split(plan.own.filter((tally) => tally !== smallest));
    }
    plans.push(plan);
  }
  return plans;
}

const daysOf = (tallies: readonly DayTally[]) => tallies.map((tally) => tally.day);

/**
 * The sets of days whose respondents `summariseMood` asks for (same arguments), so that they
 * can be counted beforehand: per week its rest (or the whole week) and, where the smallest day
 * shown may have to be merged into the rest, the rest with that day.
 */
export function respondentSets(tallies: readonly DayTally[], weeks: { from: string; to: string }, grouping: MoodGrouping): string[][] {
  const sets: string[][] = [];
  for (const plan of planWeeks(tallies, weeks, grouping)) {
    if (plan.rest.length > 0) sets.push(daysOf(plan.rest));
    if (plan.merged) sets.push(daysOf(plan.merged.rest));
  }
  return sets;
}

/**
 * The summary of whole weeks `from`..`to` (Monday..Sunday). Week grouping: one line per
 * week. Day grouping: a line for every day on which at least MIN_GROUP people answered, then one
 * `rest_of_week` line merging the week's other days. Every line is hidden unless at least
 * MIN_GROUP different people answered in it: a person answering on several of its days counts
 * once (`respondents`). Every week always has its (rest) line, hidden whether nobody or four
 * people answered, so a hidden line never says that somebody answered. The merged days are not
 * named, for the same reason.
 *
 * The week's line (week grouping) minus its day lines is the rest of the week, so a rest of one
 * to four people may not stay hidden beside days shown on their own: the smallest such day is
 * merged into it (complementary suppression), which brings the rest to at least MIN_GROUP people.
 */
export function summariseMood(
  tallies: readonly DayTally[],
  weeks: { from: string; to: string },
  grouping: MoodGrouping,
  respondents: Respondents,
): MoodGroup[] {
  const people = (days: readonly DayTally[]) => (days.length === 0 ? 0 : respondents(daysOf(days)));
  const groups: MoodGroup[] = [];
  for (const plan of planWeeks(tallies, weeks, grouping)) {
    const { own, rest } = plan.merged && !isShown(people(plan.rest)) ? plan.merged : plan;
    for (const tally of own) groups.push(group('day', tally.day, tally.day, [tally], tally.people));
    groups.push(group(grouping === 'day' ? 'rest_of_week' : 'week', plan.monday, plan.sunday, rest, people(rest)));
  }
  return groups;
}
