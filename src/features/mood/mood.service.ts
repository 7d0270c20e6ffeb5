import type { MoodAnswersTable } from '../../db/tenant/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { respondentSets, summariseMood, wholeWeeks, type MoodGroup, type MoodGrouping } from '../../domain/mood/k-anonymity.js';
import { addDays, daysBetween, isServiceDate, mondayOf, parseDate } from '../../domain/working-time/local-time.js';
import { unitAndDescendants } from '../../platform/access/org-tree.js';
import { canSeeUnit, type Visibility } from '../../platform/access/visibility.js';
import { ConflictError, ForbiddenError, ValidationError } from '../../platform/errors/errors.js';
import { localDate } from '../../platform/formats.js';
import { uuidv7 } from '../../platform/ids.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { list as listDepartments } from '../departments/departments.service.js';
import * as repository from './mood.repository.js';

export interface MoodInput {
  score: number;
  comment?: string;
}

/**
 * Records a person's mood for a local day. The unique index on (person, day) decides between
 * concurrent posts: one is written, the other is a 409 mood_already_answered.
 */
export async function recordAnswer(
  db: TenantDb,
  person: { employeeId: string; departmentId: string | null },
  day: string,
  input: MoodInput,
): Promise<MoodAnswersTable> {
  const comment = input.comment?.trim() || null;
  const row: MoodAnswersTable = {
    id: uuidv7(),
    employee_id: person.employeeId,
    department_id: person.departmentId,
    day,
    score: input.score,
    comment,
    created_at: new Date().toISOString(),
  };
  try {
    await repository.insert(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ConflictError('You have already given your mood today.', { code: 'mood_already_answered', date: day });
    }
    throw error;
  }
  return row;
}

/** Today's answer of the signed-in person, on the workspace's local day. */
export function answerToday(
  db: TenantDb,
  tenant: { timezone: string },
  person: { employeeId: string; departmentId: string | null },
  input: MoodInput,
): Promise<MoodAnswersTable> {
  return recordAnswer(db, person, localDate(Date.now(), tenant.timezone), input);
}

/** A person's own answers (date, score, comment): their personal data, for the personal-data export. */
/** On erasure: a person's answers have no retention; the summaries of closed weeks lose them too. */
export async function removeMoodAnswersOf(trx: TenantDb, employeeId: string): Promise<void> {
  await repository.removeOfEmployee(trx, employeeId);
}

export async function moodAnswersOfEmployee(db: TenantDb, employeeId: string): Promise<Array<{ date: string; score: number; comment: string | null }>> {
  return (await repository.ofEmployee(db, employeeId)).map((row) => ({ date: row.day, score: row.score, comment: row.comment }));
}

export interface SummaryQuery {
  from?: string;
  to?: string;
  department_id?: string;
  group?: MoodGrouping;
}

export interface MoodSummary {
  from: string;
  to: string;
  group: MoodGrouping;
  departmentId: string | null;
  groups: MoodGroup[];
}

/** At most a year of weeks per summary. */
export const MAX_WEEKS = 53;
const DEFAULT_WEEKS = 4;

/** The last Sunday that lies before today: summaries cover finished weeks only. */
function lastFinishedSunday(today: string): string {
  return addDays(mondayOf(parseDate(today)!).toString(), -1);
}

/**
 * Average mood per day or week of finished weeks, for the whole workspace or a department
 * (with its sub-units), within what the caller may see. Groups in which fewer than MIN_GROUP
 * different people answered are merged or hidden (src/domain/mood/k-anonymity.ts); comments
 * and who answered never appear.
 */
export async function summary(db: TenantDb, call: { timezone: string; visibility: Visibility }, query: SummaryQuery): Promise<MoodSummary> {
  const lastSunday = lastFinishedSunday(localDate(Date.now(), call.timezone));
  const from = query.from ?? addDays(lastSunday, -7 * DEFAULT_WEEKS + 1);
  // Without `to`, a `from` in the running week asks for that week (which is left out below).
  const to = query.to ?? (from > lastSunday ? from : lastSunday);
  if (to < from) throw ValidationError.field('to', 'The to date must be on or after from.');
  const weeks = wholeWeeks(from, to);
  // The answer names the whole weeks, and a date after 2199 is none the service can take or write.
  if (!isServiceDate(weeks.to)) throw ValidationError.field('to', 'The week of the to date must end by 2199-12-31.');
  if ((daysBetween(weeks.from, weeks.to) + 1) / 7 > MAX_WEEKS) {
    throw ValidationError.field('to', `A summary covers at most ${MAX_WEEKS} weeks.`);
  }
  // A week still running is left out: its figures would change answer by answer, and the
  // difference between two looks would show what a single person answered.
  const counted = { from: weeks.from, to: weeks.to < lastSunday ? weeks.to : lastSunday };

  const filter: repository.TallyFilter = { from: counted.from, to: counted.to };
  const departmentId = query.department_id ?? null;
  if (departmentId !== null || call.visibility.scope === 'units') {
    const units = await listDepartments(db);
    if (departmentId !== null) {
      if (!units.some((unit) => unit.id === departmentId)) throw ValidationError.field('department_id', 'The selected department id is invalid.');
      if (!canSeeUnit(call.visibility, departmentId)) throw new ForbiddenError('This department lies outside the organisation units you may see.');
      filter.departmentIds = [...unitAndDescendants(units, departmentId)];
    } else if (call.visibility.scope === 'units') {
      filter.departmentIds = [...call.visibility.units];
    }
  } else if (call.visibility.scope === 'self') {
    filter.employeeId = call.visibility.selfId;
  }
  const group = query.group ?? 'week';
  if (counted.from > counted.to) return { from: weeks.from, to: weeks.to, group, departmentId, groups: [] };
  const tallies = await repository.tallies(db, filter);
  // The groups are shown by the number of different people in them, which the day tallies do
  // not give for a group of several days: the database counts them for the sets of days asked.
  const sets = respondentSets(tallies, counted, group);
  const counts = await repository.respondents(db, filter, sets);
  const people = new Map(sets.map((days, index) => [days.join(), counts[index]!]));
  const respondents = (days: readonly string[]): number => {
    const count = people.get(days.join());
    if (count === undefined) throw new Error(`No respondents counted for ${days.join()}`);
    return count;
  };
  return { from: weeks.from, to: weeks.to, group, departmentId, groups: summariseMood(tallies, counted, group, respondents) };
}
