import type { EmployeesTable, RosterEntriesTable } from '../../db/tenant/schema.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import { ValidationError } from '../../platform/errors/errors.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { ensureSystemCalendarsBetween, holidaysOfPeople } from '../holidays/holidays.service.js';
import { plannedBreak } from '../../domain/rosters/entry-times.js';
import { checkWorkingTimeLaw, LAW_LIMITS, warningCodes, WORKING_DAY_MS, type Finding, type WorkInterval } from '../../domain/working-time/law/working-time-law.js';
import { isUnderAge } from '../../domain/working-time/law/age.js';
import { ADULT_AGES } from '../../domain/working-time/law/limits.js';
import { addDays, isSunday, localDateOf, localDatesCovered, mondayOf, parseDate, shiftDays, startOfLocalDay } from '../../domain/working-time/local-time.js';
import * as repository from './roster-entries.repository.js';
import { employeeTimeZone, lockPeople as lockEmployees } from '../employees/employees.service.js';

/** An entry as the law checks see it: when it starts and ends, and how long its break is. */
export interface PlannedShift {
  id: string;
  start: string;
  end: string;
  break_minutes: number;
}

/** A stored entry as the law checks see it. */
export const plannedAsStored = (entry: Pick<RosterEntriesTable, 'id' | 'effective_start' | 'effective_end' | 'break_minutes'>): PlannedShift => ({
  id: entry.id,
  start: entry.effective_start,
  end: entry.effective_end,
  break_minutes: Number(entry.break_minutes),
});

// The EU 48-hour average's weeks, and the longest rest the law asks for after a working day, in any version of the limits.
const AVERAGE_WEEKS = Math.max(...LAW_LIMITS.map((version) => version.limits.adult.averageReferenceWeeks));
const LONGEST_REST_MS = Math.max(...LAW_LIMITS.flatMap((version) => [version.limits.adult.minRestMs, version.limits.minor.minRestMs]));

function toInterval(entry: PlannedShift): WorkInterval {
  return { id: entry.id, start: entry.start, end: entry.end, breaks: plannedBreak(entry.start, entry.end, entry.break_minutes) };
}

function yearsAround(candidates: readonly PlannedShift[]): number[] {
  const firstYear = new Date(Math.min(...candidates.map((c) => Date.parse(c.start)))).getUTCFullYear();
  const lastYear = new Date(Math.max(...candidates.map((c) => Date.parse(c.end)))).getUTCFullYear();
  const years: number[] = [];
  // A year each side: the look-back reaches into the year before, and a shift's local date or
  // the morning after it (1 January after a night of 31 December) into the year after its UTC one.
  for (let year = firstYear - 1; year <= lastYear + 1; year++) years.push(year);
  return years;
}

/**
 * Generates the system holiday calendars for the years a check will look at.
 * Runs before the planning transaction, because generating writes in a
 * transaction of its own; inside one (an entry changed since it was first read) it joins it.
 */
export async function prepareLawCheck(db: TenantDb, candidates: readonly PlannedShift[]): Promise<void> {
  if (candidates.length === 0) return;
  const years = yearsAround(candidates);
  await ensureSystemCalendarsBetween(db, years[0]!, years[years.length - 1]!);
}

/**
 * The person's public holidays in the given years, as the working day reads them (their location's
 * calendars, else the nationwide one). Half days (24 and 31 December) are none under ArbZG §9;
 * the clocked working day leaves them out of the law check too.
 */
async function fullHolidays(db: TenantDb, employee: EmployeesTable, years: number[]): Promise<Set<string>> {
  const holidays = await holidaysOfPeople(db, [employee], `${years[0]}-01-01`, `${years[years.length - 1]}-12-31`);
  return new Set([...holidays.get(employee.id)!].filter(([, kind]) => kind === 'full').map(([date]) => date));
}

/**
 * The person's approved absences around the candidates as absence intervals, from local
 * midnight to local midnight. A half day at either end leaves that day out: the other half
 * of it may be worked.
 */
async function absenceIntervals(db: TenantDb, employeeId: string, timeZone: string, candidates: readonly PlannedShift[]): Promise<WorkInterval[]> {
  const dates = candidates.flatMap((c) => [c.start.slice(0, 10), c.end.slice(0, 10)]).sort();
  const rows = await repository.approvedAbsences(db, employeeId, addDays(dates[0]!, -1), addDays(dates[dates.length - 1]!, 1));
  return rows.flatMap((row) => {
    const first = row.half_day_start ? addDays(row.start_date, 1) : row.start_date;
    const last = row.half_day_end ? addDays(row.end_date, -1) : row.end_date;
    if (first > last) return [];
    return [
      {
        id: row.id,
        kind: 'absence' as const,
        start: new Date(startOfLocalDay(first, timeZone)).toISOString(),
        end: new Date(startOfLocalDay(addDays(last, 1), timeZone)).toISOString(),
        breaks: [],
      },
    ];
  });
}

/**
 * The span in which the person's other entries can change the findings of the candidates. It
 * follows ISO weeks in the person's zone, not calendar years, because weeks run over New Year
 * (week 53 of 2026 ends on Sunday 3 January 2027):
 * - back to local Monday 00:00 of the week of the first candidate's working day (which opened at
 *   most a working day before the candidate starts) and the 16 weeks before it, the EU average's
 *   17 weeks, and a working day before that Monday, whose work tells which working day the
 *   week's first work belongs to;
 * - on to the end of the last candidate's week (a minor's 40 hours count all of it), then the
 *   working day its Sunday may run into; and the working day of the last candidate with the
 *   rest after it, which can reach past that.
 * §11 counts free Sundays over the calendar year: a candidate that works on a Sunday reaches
 * its whole local year as well. Others do not, so a weekday's entry loads some 18 weeks, not a year.
 */
function lawWindow(candidates: readonly PlannedShift[], timeZone: string): { from: string; to: string } {
  const starts = candidates.map((c) => Date.parse(c.start));
  const ends = candidates.map((c) => Date.parse(c.end));
  const firstMonday = mondayOf(localDateOf(Math.min(...starts) - WORKING_DAY_MS, timeZone));
  let from = startOfLocalDay(shiftDays(firstMonday, -7 * (AVERAGE_WEEKS - 1)), timeZone) - WORKING_DAY_MS;
  const lastStart = Math.max(...starts);
  const weekEnd = startOfLocalDay(shiftDays(mondayOf(localDateOf(lastStart, timeZone)), 7), timeZone);
  let to = Math.max(weekEnd + WORKING_DAY_MS, Math.max(lastStart + WORKING_DAY_MS, ...ends) + LONGEST_REST_MS);
  const sundayYears = new Set(candidates.flatMap((c, i) => localDatesCovered({ start: starts[i]!, end: ends[i]! }, timeZone).filter(isSunday).map((date) => date.year)));
  for (const year of sundayYears) {
    from = Math.min(from, startOfLocalDay(`${year}-01-01`, timeZone));
    to = Math.max(to, startOfLocalDay(`${year + 1}-01-01`, timeZone));
  }
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/**
 * Runs the working-time-law engine (call prepareLawCheck first) for an employee's new or changed entries
 * against everything else planned for them around it (lawWindow: the weeks the rules count, the
 * calendar year of a Sunday worked), their approved absences, their public holidays, their age.
 */
export async function checkPlannedShifts(
  db: TenantDb,
  employee: EmployeesTable,
  timeZone: string,
  candidates: readonly PlannedShift[],
  replacing: readonly string[] = [],
): Promise<Map<string, Finding[]>> {
  const { from, to } = lawWindow(candidates, timeZone);
  const excluded = [...replacing, ...candidates.map((c) => c.id)];
  const existing = await repository.plannedIntervals(db, employee.id, from, to, excluded);
  const holidays = await fullHolidays(db, employee, yearsAround(candidates));
  const absences = await absenceIntervals(db, employee.id, timeZone, candidates);

  let findings: Finding[];
  try {
    findings = checkWorkingTimeLaw({
      intervals: [...[...existing, ...candidates].map(toInterval), ...absences],
      birthDate: employee.birth_date,
      timeZone,
      holidays,
      subject: candidates.map((c) => c.id),
    });
  } catch (error) {
    if (error instanceof RangeError) throw ValidationError.field('date', `These entries cannot be checked: ${error.message}`);
    throw error;
  }
  const byEntry = new Map<string, Finding[]>();
  for (const item of findings) {
    const list = byEntry.get(item.intervalId);
    if (list) list.push(item);
    else byEntry.set(item.intervalId, [item]);
  }
  return byEntry;
}

/** How far a change reaches the findings of a person's other entries: a short rest, an overlap, one working day's 24 h. */
const NEIGHBOUR_REACH_MS = 48 * 3_600_000;

/**
 * The ISO weeks whose working days a changed span can count in, for a person under 18 in them
 * (JArbSchG §8 (1) limits a minor's week, and every entry of the week carries the finding): from
 * local Monday 00:00 of the week of the working day the span may belong to (it opened at most 24 h
 * before the span starts) to the end of the week the span ends in, plus a working day's 24 h, as
 * the last working day of a week may end in the next. Undefined for an adult all through: no
 * other rule of the engine reaches over a week but the 48-hour average and the free Sundays,
 * which the refresh leaves to each entry's own check (docs/working-time-law.md). An age is
 * reached once and for good: someone of age on the first Monday is of age all through; someone
 * under age then has all of the span's weeks (one, two around a Sunday night) checked again.
 */
function minorWeeksAround(employee: Pick<EmployeesTable, 'birth_date'>, timeZone: string, span: { start: number; end: number }): { start: number; end: number } | undefined {
  if (employee.birth_date === null) return undefined;
  const firstMonday = mondayOf(localDateOf(span.start - WORKING_DAY_MS, timeZone));
  const birthDate = parseDate(employee.birth_date);
  // A birth date that cannot be read reaches the week: checking more entries again is never wrong.
  if (birthDate && !ADULT_AGES.some((age) => isUnderAge(birthDate, age, firstMonday))) return undefined;
  const lastMonday = mondayOf(localDateOf(span.end, timeZone));
  return { start: startOfLocalDay(firstMonday, timeZone), end: startOfLocalDay(shiftDays(lastMonday, 7), timeZone) + WORKING_DAY_MS };
}

/**
 * Checks anew, and stores the warnings of, the person's other entries near entries just created,
 * moved or deleted (`changed`, the spans they take or took; call it after the write, in its
 * transaction). A short rest or an overlap is found on both entries it lies between, so the entry
 * nobody touched gains it, or loses it when its partner moved away or was deleted. For a person
 * under 18 that reaches the whole ISO week of each change too (minorWeeksAround): the 40-hour week
 * is found on every entry of it. Findings over weeks or a year (the 48-hour average, free Sundays)
 * of entries farther away stay as their own last check found them.
 */
export async function refreshNeighbourWarnings(
  db: TenantDb,
  employee: EmployeesTable,
  timeZone: string,
  changed: ReadonlyArray<{ start: string; end: string }>,
  changedIds: readonly string[],
): Promise<void> {
  if (changed.length === 0) return;
  const spans = changed.map((c) => ({ start: Date.parse(c.start), end: Date.parse(c.end) }));
  // Each change reaches 48 h either side of it, and a minor's weeks it lies in.
  const reaches = spans.flatMap((span) => {
    const weeks = minorWeeksAround(employee, timeZone, span);
    const around = { start: span.start - NEIGHBOUR_REACH_MS, end: span.end + NEIGHBOUR_REACH_MS };
    return weeks ? [around, weeks] : [around];
  });
  const from = new Date(Math.min(...reaches.map((r) => r.start))).toISOString();
  const to = new Date(Math.max(...reaches.map((r) => r.end))).toISOString();
  const near = (entry: { start: string; end: string }) => {
    const start = Date.parse(entry.start);
    const end = Date.parse(entry.end);
    return reaches.some((reach) => start < reach.end && end > reach.start);
  };
  const neighbours = (await repository.entriesWithWarnings(db, employee.id, from, to, changedIds)).filter(near);
  if (neighbours.length === 0) return;
  const findings = await checkPlannedShifts(
    db,
    employee,
    timeZone,
    neighbours.map((entry) => ({ id: entry.id, start: entry.start, end: entry.end, break_minutes: Number(entry.break_minutes) })),
  );
  for (const entry of neighbours) {
    const codes = warningCodes(findings.get(entry.id) ?? []);
    if (JSON.stringify(codes) !== JSON.stringify(entry.warnings ?? [])) await repository.setWarnings(db, entry.id, codes);
  }
}

/**
 * Holds the people's rows, in the order of their ids, for a change that checks or refreshes their
 * entries: their other changes wait, and two changes that touch the same two people wait for each
 * other instead of deadlocking.
 */
export function lockPeople(trx: TenantDb, ids: ReadonlyArray<string | null | undefined>): Promise<void> {
  return lockEmployees(trx, ids.filter((id): id is string => typeof id === 'string'));
}

/**
 * After entries went (deleted, given to someone else, or with their roster; call it in that
 * transaction, their people locked and prepareLawCheck run for them): the other entries of each
 * person near them are checked again.
 */
export async function refreshAfterRemoval(
  trx: TenantDb,
  tenant: Tenant,
  removed: ReadonlyArray<Pick<RosterEntriesTable, 'id' | 'employee_id' | 'effective_start' | 'effective_end'>>,
): Promise<void> {
  const byPerson = new Map<string, Array<(typeof removed)[number]>>();
  for (const entry of removed) {
    if (!entry.employee_id) continue;
    const list = byPerson.get(entry.employee_id);
    if (list) list.push(entry);
    else byPerson.set(entry.employee_id, [entry]);
  }
  for (const [personId, entries] of byPerson) {
    const person = await repository.findActiveEmployee(trx, personId);
    if (!person) continue;
    const spans = entries.map((entry) => ({ start: entry.effective_start, end: entry.effective_end }));
    await refreshNeighbourWarnings(trx, person, await employeeTimeZone(trx, person, tenant), spans, entries.map((entry) => entry.id));
  }
}
