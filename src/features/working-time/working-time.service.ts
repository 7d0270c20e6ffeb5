import type { EmployeesTable } from '../../db/tenant/schema.js';
import { addDays, daysBetween, monthAround } from '../../domain/working-time/local-time.js';
import { localCalendar, type LocalCalendar } from '../../domain/working-time/local-days.js';
import { sentLate } from '../../domain/clocking/sent-late.js';
import type { HolidayCalendar } from '../../domain/calendar/holiday-kind.js';
import {
  balanceOfDays,
  computeWorkingDays,
  totalsOf,
  type AbsenceFact,
  type ClockFact,
  type WorkingDay,
  type WorkingDaysInput,
} from '../../domain/working-time/working-day.js';
import type { Principal } from '../../platform/access/principal.js';
import type { Visibility } from '../../platform/access/visibility.js';
import { NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { localDate } from '../../platform/formats.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { findEmployeeOnRecord, findVisibleEmployee } from '../employees/employees.service.js';
import { ensureSystemCalendarsBetween, holidaysOfPeople } from '../holidays/holidays.service.js';
import { dailyTargets } from '../schedule-models/schedule-models.service.js';
import { shortWorkSpans } from '../short-work/short-work.service.js';
import { shortWorkPercentOn, type ShortWorkSpan } from '../../domain/working-time/short-work.js';
import * as repository from './working-time.repository.js';
import { toWorkingTimeTotals } from './working-day.resource.js';
import { permissionLacking } from '../../platform/access/refusals.js';
import { assertDaysInOrder } from '../../platform/http/date-filters.js';

export const MAX_RANGE_DAYS = 366;

export interface DateRange {
  from: string;
  to: string;
}

export interface ComputedEmployee {
  employee: EmployeesTable;
  timeZone: string;
  days: WorkingDay[];
  /** The short-time work periods the days were cut by, as they were read for them. */
  shortWork: ShortWorkSpan[];
}

/** Another person's working time needs time-tracking:view or reports:view; one's own needs nothing. */
function assertMayReadOthers(principal: Principal): void {
  if (!principal.permissions.has('time-tracking:view') && !principal.permissions.has('reports:view')) {
    throw permissionLacking('time-tracking:view');
  }
}

/** A checked range of local dates: from <= to and at most 366 days; the current month when neither is given. */
export function resolveRange(query: Partial<DateRange>, timeZone: string, now: number): DateRange {
  const from = query.from ?? monthAround(query.to ?? localDate(now, timeZone)).first;
  const to = query.to ?? monthAround(from).last;
  return checkedRange(from, to);
}

export function checkedRange(from: string, to: string): DateRange {
  assertDaysInOrder({ from, to });
  const days = daysBetween(from, to) + 1;
  if (days > MAX_RANGE_DAYS) throw ValidationError.field('to', `The range must not exceed ${MAX_RANGE_DAYS} days.`);
  return { from, to };
}

/**
 * The working days of several employees over one range, from facts read with a
 * fixed number of queries. Events are read from a day before to a day after
 * the range in every zone, so a shift across midnight into the range's first
 * day and the rest period before it are seen.
 */
export async function computeWorkingTime(
  db: TenantDb,
  tenant: Tenant,
  employees: readonly EmployeesTable[],
  range: DateRange,
  now: number,
): Promise<ComputedEmployee[]> {
  const facts = await workingDayFacts(db, tenant, employees, range, now);
  return facts.map(({ employee, timeZone, input, shortWork }) => ({ employee, timeZone, days: computeWorkingDays(input), shortWork }));
}

/** Employees handled at once while balances are summed over years: each brings a year of clock events. */
const BALANCE_BATCH = 100;

/**
 * Each employee's balance summed over the days from their own first day to `to`, as the working
 * days of those dates count it. Years of history are read a calendar year and a hundred employees
 * at a time, so memory holds one such slice; between two slices the other requests get their
 * turn, as a workspace's decades of clock events take seconds to add up. An employee whose first
 * day lies after `to` has balance 0.
 */
export async function balancesSince(
  db: TenantDb,
  tenant: Tenant,
  employees: readonly EmployeesTable[],
  firstDayOf: ReadonlyMap<string, string>,
  to: string,
  now: number,
): Promise<Map<string, number>> {
  const balances = new Map(employees.map((e) => [e.id, 0]));
  const running = employees.filter((e) => firstDayOf.get(e.id)! <= to);
  let first = true;
  for (let start = 0; start < running.length; start += BALANCE_BATCH) {
    const batch = running.slice(start, start + BALANCE_BATCH);
    const earliest = batch.reduce((min, e) => (firstDayOf.get(e.id)! < min ? firstDayOf.get(e.id)! : min), to);
    for (let year = Number(earliest.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
      const chunk = { from: `${year}-01-01` < earliest ? earliest : `${year}-01-01`, to: `${year}-12-31` > to ? to : `${year}-12-31` };
      const started = batch.filter((e) => firstDayOf.get(e.id)! <= chunk.to);
      if (!first) await new Promise((resolve) => setImmediate(resolve));
      first = false;
      for (const { employee, input } of await workingDayFacts(db, tenant, started, chunk, now)) {
        const from = firstDayOf.get(employee.id)! > chunk.from ? firstDayOf.get(employee.id)! : chunk.from;
        balances.set(employee.id, balances.get(employee.id)! + balanceOfDays({ ...input, from }));
      }
    }
  }
  return balances;
}

/** Everything the working days of several employees over one range are computed from, read with a fixed number of queries. */
/**
 * How far the facts of a range reach beyond it. A night shift of the range's last day runs into
 * the day after it (a holiday on the 1st earns its hours their surcharge), so the holidays are read
 * a day beyond either end; the clock events from two days before to three days after (epoch ms).
 */
function factWindow(range: DateRange) {
  return {
    holidaysFrom: addDays(range.from, -1),
    holidaysTo: addDays(range.to, 1),
    eventsFrom: Date.parse(addDays(range.from, -2)),
    eventsTo: Date.parse(addDays(range.to, 3)),
  };
}

async function workingDayFacts(
  db: TenantDb,
  tenant: Tenant,
  employees: readonly EmployeesTable[],
  range: DateRange,
  now: number,
): Promise<Array<{ employee: EmployeesTable; timeZone: string; input: WorkingDaysInput; shortWork: ShortWorkSpan[] }>> {
  if (employees.length === 0) return [];
  const locationIds = [...new Set(employees.flatMap((e) => (e.location_id ? [e.location_id] : [])))];
  const zones = await repository.locationZones(db, locationIds);
  const { holidaysFrom, holidaysTo, eventsFrom, eventsTo } = factWindow(range);
  await ensureSystemCalendarsBetween(db, Number(holidaysFrom.slice(0, 4)), Number(holidaysTo.slice(0, 4)));
  const ids = employees.map((e) => e.id);
  const windowStart = new Date(eventsFrom).toISOString();
  const windowEnd = new Date(eventsTo).toISOString();
  const [holidays, targets, facts, closed, absenceRows, shortWork] = await Promise.all([
    holidaysOfPeople(db, employees, holidaysFrom, holidaysTo),
    dailyTargets(db, ids, range.from, range.to),
    repository.clockFacts(db, ids, windowStart, windowEnd),
    repository.closedPeriods(db, range.from.slice(0, 7), range.to.slice(0, 7)),
    repository.approvedAbsences(db, ids, range.from, range.to),
    shortWorkSpans(db, tenant, employees, range.from, range.to),
  ]);
  const absencesOf = new Map<string, AbsenceFact[]>();
  for (const row of absenceRows) {
    let list = absencesOf.get(row.employee_id);
    if (!list) absencesOf.set(row.employee_id, (list = []));
    list.push({
      id: row.id,
      category: row.category,
      creditsTime: row.credits_time,
      from: row.start_date,
      to: row.end_date,
      halfDayStart: row.half_day_start,
      halfDayEnd: row.half_day_end,
    });
  }
  const eventsOf = new Map<string, ClockFact[]>();
  for (const row of facts) {
    let list = eventsOf.get(row.employee_id);
    if (!list) eventsOf.set(row.employee_id, (list = []));
    const at = Date.parse(row.occurred_at);
    list.push({
      id: row.id,
      type: row.type as ClockFact['type'],
      at,
      projectId: row.project_id,
      corrected: row.corrected,
      // A correction's time is HR's, not the phone's: flag 128 tells that story.
      sentLate: !row.corrected && sentLate({ source: row.source, occurredAt: at, receivedAt: Date.parse(row.created_at) }),
    });
  }
  // One calendar per zone for the whole page: every employee there shares its day boundaries.
  const calendars = new Map<string, LocalCalendar>();
  const calendarOf = (timeZone: string) => {
    let calendar = calendars.get(timeZone);
    if (!calendar) calendars.set(timeZone, (calendar = localCalendar(timeZone)));
    return calendar;
  };
  return employees.map((employee) => {
    const timeZone = (employee.location_id && zones.get(employee.location_id)) || tenant.timezone;
    const targetsOf = targets.get(employee.id);
    const spans = shortWork.get(employee.id) ?? [];
    const input: WorkingDaysInput = {
      from: range.from,
      to: range.to,
      timeZone,
      calendar: calendarOf(timeZone),
      now,
      events: eventsOf.get(employee.id) ?? [],
      targetOn: (date) => targetsOf?.get(date) ?? 0,
      shortWorkPercentOn: (date) => shortWorkPercentOn(spans, date),
      holidays: holidays.get(employee.id)!,
      // Only approved absences shape a day; requested ones are not yet decided.
      absences: absencesOf.get(employee.id) ?? [],
      closedPeriods: closed,
      birthDate: employee.birth_date,
      employmentStart: employee.entry_date,
      employmentEnd: employee.exit_date,
    };
    return { employee, timeZone, input, shortWork: spans };
  });
}

export interface ScheduleFacts {
  /** Scheduled target in ms per date (dates without a model are missing: target 0). */
  targets: ReadonlyMap<string, number>;
  holidays: HolidayCalendar;
}

/**
 * What counts as a working day for one employee over a range: the daily targets of the
 * schedule models valid on each date and their public holidays (holidaySourceOf: their
 * location's calendars, else the nationwide one), read exactly as the working day reads them.
 * Only reads, so it runs inside a caller's transaction; the caller generates the system
 * calendars of those years beforehand (`ensureSystemCalendarsBetween`, which writes in a
 * transaction of its own).
 */
export async function scheduleFacts(db: TenantDb, employee: Pick<EmployeesTable, 'id' | 'location_id'>, from: string, to: string): Promise<ScheduleFacts> {
  return (await scheduleFactsOf(db, [employee], from, to)).get(employee.id)!;
}

/** scheduleFacts of many people at once, by employee id: the same two reads however many they are. */
export async function scheduleFactsOf(db: TenantDb, people: ReadonlyArray<Pick<EmployeesTable, 'id' | 'location_id'>>, from: string, to: string): Promise<Map<string, ScheduleFacts>> {
  if (from > to) return new Map(people.map((person) => [person.id, { targets: new Map(), holidays: new Map() }]));
  const [holidays, targets] = await Promise.all([holidaysOfPeople(db, people, from, to), dailyTargets(db, people.map((person) => person.id), from, to)]);
  return new Map(people.map((person) => [person.id, { targets: targets.get(person.id) ?? new Map(), holidays: holidays.get(person.id)! }]));
}

export interface WorkingTimeCall {
  db: TenantDb;
  tenant: Tenant;
  principal: Principal;
  visibility: Visibility;
}

/** The zone an employee's days are counted in: their location's, else the tenant's. */
export async function employeeZone(db: TenantDb, tenant: Tenant, employee: Pick<EmployeesTable, 'location_id'>): Promise<string> {
  const zones = await repository.locationZones(db, employee.location_id ? [employee.location_id] : []);
  return (employee.location_id && zones.get(employee.location_id)) || tenant.timezone;
}

/** Each employee's zone (location, else tenant), with one query. */
export async function employeeZones(db: TenantDb, tenant: Tenant, employees: readonly Pick<EmployeesTable, 'id' | 'location_id'>[]): Promise<Map<string, string>> {
  const zones = await repository.locationZones(db, [...new Set(employees.flatMap((e) => (e.location_id ? [e.location_id] : [])))]);
  return new Map(employees.map((e) => [e.id, (e.location_id && zones.get(e.location_id)) || tenant.timezone]));
}

/**
 * The person whose working time a read shows: an active one the caller may see (outside the
 * visible units 403), else anyone on record they may see, someone deleted included (404 otherwise):
 * start, end and duration of each day stay producible for two years after they left (MiLoG §17 (1),
 * ArbZG §16 (2)). Only for reading: a change about a deleted person stays 404.
 */
export async function findEmployeeToRead(db: TenantDb, visibility: Visibility, employeeId: string): Promise<EmployeesTable> {
  return findVisibleEmployee(db, visibility, employeeId).catch((error: unknown) => {
    if (!(error instanceof NotFoundError)) throw error;
    return findEmployeeOnRecord(db, visibility, employeeId);
  });
}

/** GET /employees/{e}/working_time: one person's days and totals, also of someone deleted since. */
export async function employeeWorkingTime(call: WorkingTimeCall, employeeId: string, query: Partial<DateRange>) {
  if (employeeId !== call.principal.employeeId) assertMayReadOthers(call.principal);
  const employee = await findEmployeeToRead(call.db, call.visibility, employeeId);
  const timeZone = await employeeZone(call.db, call.tenant, employee);
  const now = Date.now();
  const range = resolveRange(query, timeZone, now);
  const [computed] = await computeWorkingTime(call.db, call.tenant, [employee], range, now);
  return { ...computed!, range, totals: totalsOf(computed!.days) };
}

export interface ReportQuery {
  department_id?: string;
  location_id?: string;
}

/** GET /working_time/{from}/{to}: a page of visible employees (those deleted since included, see reportQuery), each computed for the range. */
export function workingTimeReport(call: WorkingTimeCall, from: string, to: string, query: ReportQuery) {
  assertMayReadOthers(call.principal);
  const range = checkedRange(from, to);
  const filter: repository.ReportFilter = { visibility: call.visibility, from: range.from, departmentId: query.department_id, locationId: query.location_id };
  const now = Date.now();
  return {
    range,
    count: () => repository.countReportEmployees(call.db, filter),
    rows: async (limit: number, offset: number) => {
      const employees = await repository.reportEmployees(call.db, filter, limit, offset);
      return computeWorkingTime(call.db, call.tenant, employees, range, now);
    },
  };
}

/**
 * Every visible employee's working days over a range (those deleted since included, as the report
 * lists them), a page of employees at a time: for work that reads a whole month (exports, the
 * payroll transfer) without holding it in memory. Runs without a request, so the caller hands in
 * the visibility of the person who asked.
 */
export function workingTimeInPages(db: TenantDb, tenant: Tenant, visibility: Visibility, range: DateRange, now: number, departmentId?: string) {
  const filter: repository.ReportFilter = { visibility, from: range.from, departmentId };
  // The people are listed once, in the order of their names then: someone hired or renamed while
  // the pages are read changes no page, where paging by offset would write a person twice or leave
  // one out, and the count is the number of people the pages hold.
  let listed: Promise<string[]> | undefined;
  const people = () => (listed ??= repository.reportEmployeeIds(db, filter));
  return {
    count: async () => (await people()).length,
    async *pages(size: number) {
      const ids = await people();
      for (let at = 0; at < ids.length; at += size) {
        const slice = ids.slice(at, at + size);
        const rows = new Map((await repository.employeesByIds(db, slice)).map((row) => [row.id, row]));
        yield computeWorkingTime(db, tenant, slice.flatMap((id) => rows.get(id) ?? []), range, now);
      }
    },
  };
}

const FIRST_SERVICE_DAY = '1900-01-01';

/**
 * A person's totals per calendar month, from their first working day (entry date, else their first
 * clock event, else the day they were created) up to today or their exit: their access request reads it.
 * The facts are read a calendar year at a time and each month with clock events is computed from
 * its part of them, exactly as a computation of that month alone reads them; between two years
 * the other requests get their turn, as a first event in 1900 means some 1,500 months.
 */
export async function monthlyTotalsOfEmployee(db: TenantDb, tenant: Tenant, employee: EmployeesTable, firstEvent: string | undefined, now: number) {
  const timeZone = await employeeZone(db, tenant, employee);
  const today = localDate(now, timeZone);
  const starts = [employee.entry_date, firstEvent, localDate(Date.parse(employee.created_at), timeZone)].filter((d): d is string => !!d).sort();
  // Not before the years every date lies in: a clock time stored before they were bounded (the year 1)
  // would walk 24,000 months.
  const first = starts[0]! < FIRST_SERVICE_DAY ? FIRST_SERVICE_DAY : starts[0]!;
  const last = employee.exit_date && employee.exit_date < today ? employee.exit_date : today;
  const years: DateRange[][] = [];
  for (let month = monthAround(first); month.first <= last; month = monthAround(addDays(month.last, 1))) {
    const year = years.at(-1);
    const range = { from: month.first, to: month.last };
    if (year && year[0]!.from.slice(0, 4) === range.from.slice(0, 4)) year.push(range);
    else years.push([range]);
  }
  const months: Array<{ month: string } & ReturnType<typeof toWorkingTimeTotals>> = [];
  for (const [index, year] of years.entries()) {
    if (index > 0) await new Promise((resolve) => setImmediate(resolve));
    const [facts] = await workingDayFacts(db, tenant, [employee], { from: year[0]!.from, to: year.at(-1)!.to }, now);
    const input = facts!.input;
    // The days of a month without clock events anywhere near it depend on their dates alone
    // (target, holidays, absences, employment, closed months): the whole year's such days are
    // computed in one go, without events, and only months with events are computed on their own.
    let quiet: WorkingDay[] | undefined;
    for (const month of year) {
      const part = factsOfPart(input, month);
      let days: WorkingDay[];
      if (part.events.length > 0) days = computeWorkingDays(part);
      else {
        quiet ??= computeWorkingDays({ ...input, events: [] });
        const offset = daysBetween(input.from, month.from);
        days = quiet.slice(offset, offset + daysBetween(month.from, month.to) + 1);
      }
      months.push({ month: month.from.slice(0, 7), ...toWorkingTimeTotals(totalsOf(days)) });
    }
  }
  return months;
}

/**
 * The facts of a part of a range, as `workingDayFacts` reads them for that part alone (factWindow),
 * and the absences touching it. Targets, short-time work and closed months are looked up by date,
 * so a wider reading answers the same for the part's dates.
 */
function factsOfPart(input: WorkingDaysInput, part: DateRange): WorkingDaysInput {
  const { holidaysFrom, holidaysTo, eventsFrom, eventsTo } = factWindow(part);
  return {
    ...input,
    from: part.from,
    to: part.to,
    events: input.events.filter((event) => event.at >= eventsFrom && event.at < eventsTo),
    holidays: new Map([...input.holidays].filter(([date]) => date >= holidaysFrom && date <= holidaysTo)),
    absences: input.absences.filter((absence) => absence.from <= part.to && absence.to >= part.from),
  };
}
