import { addDays, mondayOf, parseDate } from '../working-time/local-time.js';

/**
 * The mood barometer's one privacy rule: a figure is shown only for a group of at least
 * MIN_GROUP answers, so nobody can tell how one person answered. Input is already a tally
 * per day (count and sum of scores), never single answers.
 */
export const MIN_GROUP = 5;

export interface DayTally {
  day: string;
  answers: number;
  scoreSum: number;
}

export type MoodGrouping = 'day' | 'week';

/**
 * One line of a summary. `day`: one day; `week`: a whole week (week grouping);
 * `rest_of_week`: every day of the week not shown on its own, merged.
 */
export interface MoodGroup {
  kind: 'day' | 'week' | 'rest_of_week';
  from: string;
  to: string;
  /** Null when the group has fewer than MIN_GROUP answers (none included): hidden. */
  answers: number | null;
  average: number | null;
  hidden: boolean;
}

/** The weeks a summary covers: from the Monday of `from`'s week to the Sunday of `to`'s. */
export function wholeWeeks(from: string, to: string): { from: string; to: string } {
  const monday = (date: string) => mondayOf(parseDate(date)!).toString();
  return { from: monday(from), to: addDays(monday(to), 6) };
}

function group(kind: MoodGroup['kind'], from: string, to: string, answers: number, scoreSum: number): MoodGroup {
  if (answers < MIN_GROUP) return { kind, from, to, answers: null, average: null, hidden: true };
  return { kind, from, to, answers, average: Math.round((scoreSum / answers) * 100) / 100, hidden: false };
}

/**
 * The summary of whole weeks `from`..`to` (Monday..Sunday). Week grouping: one line per
 * week. Day grouping: a line for every day with at least MIN_GROUP answers, then one
 * `rest_of_week` line merging the week's other days. Every week always has its (rest) line,
 * hidden below MIN_GROUP whether it holds none or four answers, so a hidden line never says
 * that somebody answered. The merged days are not named, for the same reason.
 *
 * The week's line (week grouping) minus its day lines is the rest of the week, so a rest of one
 * to four answers may not stay hidden beside days shown on their own: the smallest such day is
 * merged into it (complementary suppression), which makes the rest large enough to be shown.
 */
export function summariseMood(tallies: readonly DayTally[], weeks: { from: string; to: string }, grouping: MoodGrouping): MoodGroup[] {
  const byDay = new Map(tallies.map((t) => [t.day, t]));
  const groups: MoodGroup[] = [];
  for (let monday = weeks.from; monday <= weeks.to; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    const days = Array.from({ length: 7 }, (_, offset) => byDay.get(addDays(monday, offset))).filter((tally) => tally !== undefined);
    const own = grouping === 'day' ? days.filter((tally) => tally.answers >= MIN_GROUP) : [];
    const restAnswers = () => days.filter((tally) => !own.includes(tally)).reduce((total, tally) => total + tally.answers, 0);
    if (own.length > 0 && restAnswers() > 0 && restAnswers() < MIN_GROUP) {
      const smallest = own.reduce((least, tally) => (tally.answers < least.answers ? tally : least));
      own.splice(own.indexOf(smallest), 1);
    }
    for (const tally of own) groups.push(group('day', tally.day, tally.day, tally.answers, tally.scoreSum));
    const rest = days.filter((tally) => !own.includes(tally));
    groups.push(
      group(
        grouping === 'day' ? 'rest_of_week' : 'week',
        monday,
        sunday,
        rest.reduce((total, tally) => total + tally.answers, 0),
        rest.reduce((total, tally) => total + tally.scoreSum, 0),
      ),
    );
  }
  return groups;
}
