import { Temporal } from 'temporal-polyfill';
import { RETENTION_CATEGORIES, retentionEnd, type CountedFrom, type RetentionCategory, type RetentionCategoryRule } from './retention-categories.js';

/** What one category's run deletes: records whose counting date is on or before `cutoff`. */
export interface RetentionCutoff {
  category: RetentionCategory;
  months: number;
  countedFrom: CountedFrom;
  /** The latest date (a record's day, a year's 31 December, an exit date) whose retention has ended by `today`. */
  cutoff: string;
}

export interface RetentionPlan {
  /** The tenant's local date the plan is made for. */
  today: string;
  /** People whose exit date lies before this day have left; only their working time and absences are deleted. */
  exitedBefore: string;
  cutoffs: Record<RetentionCategory, RetentionCutoff>;
}

/**
 * The latest date whose retention has ended by `today`: a record dated on or before it is
 * kept no longer (its last kept day lies before today), a record dated after it still is.
 */
export function retentionCutoff(rule: Pick<RetentionCategoryRule, 'countedFrom'>, months: number, today: string): string {
  const day = Temporal.PlainDate.from(today);
  const ended = (date: Temporal.PlainDate) => Temporal.PlainDate.compare(Temporal.PlainDate.from(retentionEnd(rule, months, date.toString())), day) < 0;
  if (rule.countedFrom === 'year') {
    let year = day.year;
    while (!ended(Temporal.PlainDate.from({ year, month: 12, day: 31 }))) year--;
    return Temporal.PlainDate.from({ year, month: 12, day: 31 }).toString();
  }
  // Going back whole months lands on the last ended day or, where month ends were clamped,
  // up to three days before it (31 March back one month is 28 February, but 29-31 January
  // also end on 28 February).
  let cutoff = day.subtract({ days: 1 }).subtract({ months });
  while (ended(cutoff.add({ days: 1 }))) cutoff = cutoff.add({ days: 1 });
  return cutoff.toString();
}

/** Months per category as the tenant set them; a category it did not set keeps its default. */
export type RetentionPolicies = Partial<Record<RetentionCategory, number>>;

/** The cutoffs of every category for a run on `today` (the tenant's local date). */
export function planRetention(today: string, policies: RetentionPolicies): RetentionPlan {
  const cutoffs = Object.fromEntries(
    RETENTION_CATEGORIES.map((rule) => {
      const months = policies[rule.category] ?? rule.defaultMonths;
      return [rule.category, { category: rule.category, months, countedFrom: rule.countedFrom, cutoff: retentionCutoff(rule, months, today) }];
    }),
  ) as Record<RetentionCategory, RetentionCutoff>;
  return { today, exitedBefore: today, cutoffs };
}
