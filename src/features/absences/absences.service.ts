import type { AbsencesTable, AbsenceStatus, AbsenceTypesTable, EmployeesTable } from '../../db/tenant/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockRowForUpdate } from '../../db/locks.js';
import { absenceDayCosts, outsideEmployment, type AbsenceSpan, type DayCountFacts } from '../../domain/absences/absence-days.js';
import { sicknessNeedsCertificate, sicknessRun } from '../../domain/absences/continued-sickness.js';
import { partTaken } from '../../domain/absences/sickness-during-vacation.js';
import {
  firstAccountYear,
  SINCE_EVER,
  vacationAccount,
  workingDaysPerWeekInYear,
  yearlyEntitlement,
  type EntitlementHistories,
  type VacationAccount,
  type VacationOpening,
  type VacationUse,
} from '../../domain/absences/vacation.js';
import type { ApprovedAbsence } from '../../domain/calendar/feed-events.js';
import { addDays, daysBetween } from '../../domain/working-time/local-time.js';
import type { Principal } from '../../platform/access/principal.js';
import { assertCanSee, type Visibility } from '../../platform/access/visibility.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { localDate } from '../../platform/formats.js';
import { assertIfMatch, nextUpdatedAt, type IfMatch } from '../../platform/http/conditional.js';
import type { PageSource } from '../../platform/http/pagination.js';
import { uuidv7 } from '../../platform/ids.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { queueRetrieval } from '../eau/eau.service.js';
import {
  assertEmployeeNotErased,
  employeeTimeZone,
  findChangeableEmployee,
  findVisibleEmployee,
  holdChangeableEmployee,
  type LeavingWorkspace,
  onLeaving,
  onStartPostponed,
} from '../employees/employees.service.js';
import { ensureSystemCalendarsBetween } from '../holidays/holidays.service.js';
import { assertMonthsOpen } from '../payroll/payroll.service.js';
import { changedDays } from '../../domain/absences/changed-days.js';
import { approvedAbsencesChanged, plannedEntriesBetween, prepareAbsenceChange, type ChangedDates } from '../rosters/roster-entries.service.js';
import { ruleOf } from '../schedule-models/schedule-model.resource.js';
import { scheduleFactsOf } from '../working-time/working-time.service.js';
import { toAbsence, toVacationEntitlement, type AbsenceRecord, type PlannedEntryWarning } from './absence.resource.js';
import { emitEvent } from '../webhooks/webhooks.service.js';
import * as repository from './absences.repository.js';
import type { AbsenceRow } from './absences.repository.js';
import { permissionLacking } from '../../platform/access/refusals.js';
import { assertDaysInOrder } from '../../platform/http/date-filters.js';

export interface AbsenceCall {
  db: TenantDb;
  tenant: Tenant;
  principal: Principal;
  visibility: Visibility;
  /** The eAU provider's name, recorded on a retrieval this call starts. */
  eauProvider: string;
  /** Wakes the job runner after a commit that queued work. */
  notifyJobs: () => void;
}

// An absence longer than a year is a mistake (a typo in the year), not a plan.
const MAX_ABSENCE_DAYS = 366;

const has = (principal: Principal, permission: Parameters<Principal['permissions']['has']>[0]) => principal.permissions.has(permission);

// ---------------------------------------------------------------- types

export function listTypes(db: TenantDb) {
  return repository.listTypes(db);
}

async function loadType(db: TenantDb, id: string): Promise<AbsenceTypesTable> {
  const row = await repository.findType(db, id);
  if (!row) throw new NotFoundError('The absence type was not found.');
  return row;
}

const CREDITLESS = new Set<AbsenceTypesTable['category']>(['time_off_in_lieu', 'unpaid']);

export interface TypeInput {
  name?: string;
  category?: AbsenceTypesTable['category'];
  credits_time?: boolean;
  needs_approval?: boolean;
  counts_against_entitlement?: boolean;
}

function checkTypeRule(category: AbsenceTypesTable['category'], creditsTime: boolean): void {
  if (creditsTime && CREDITLESS.has(category)) {
    throw ValidationError.field('credits_time', 'Time off in lieu and unpaid leave credit no time; credits_time must be false for them.');
  }
}

async function assertNameFree(db: TenantDb, name: string, except?: string): Promise<void> {
  const other = await repository.findTypeByName(db, name);
  if (other && other.id !== except) throw ValidationError.field('name', 'The name has already been taken.');
}

/** A custom type; what is left out follows from the category as its system type has it. */
export async function createType(db: TenantDb, input: Required<Pick<TypeInput, 'name' | 'category'>> & TypeInput): Promise<AbsenceTypesTable> {
  const creditsTime = input.credits_time ?? !CREDITLESS.has(input.category);
  checkTypeRule(input.category, creditsTime);
  await assertNameFree(db, input.name);
  const now = new Date().toISOString();
  const row: AbsenceTypesTable = {
    id: uuidv7(),
    name: input.name,
    category: input.category,
    credits_time: creditsTime,
    needs_approval: input.needs_approval ?? input.category !== 'sick',
    counts_against_entitlement: input.counts_against_entitlement ?? input.category === 'vacation',
    is_system: false,
    created_at: now,
    updated_at: now,
  };
  try {
    await repository.insertType(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.field('name', 'The name has already been taken.');
    throw error;
  }
  return row;
}

export async function updateType(db: TenantDb, id: string, input: TypeInput): Promise<AbsenceTypesTable> {
  const current = await loadType(db, id);
  checkTypeRule(current.category, input.credits_time ?? current.credits_time);
  if (input.name !== undefined) await assertNameFree(db, input.name, id);
  const { category: _fixed, ...changes } = input;
  try {
    await repository.updateType(db, id, { ...changes, updated_at: new Date().toISOString() });
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.field('name', 'The name has already been taken.');
    throw error;
  }
  return loadType(db, id);
}

export async function deleteType(db: TenantDb, id: string): Promise<void> {
  const current = await loadType(db, id);
  if (current.is_system) throw new ConflictError('A system absence type cannot be deleted.', { code: 'absence_type_system' });
  const used = await repository.countAbsencesOfType(db, id);
  if (used > 0) throw new ConflictError('The absence type is in use and cannot be deleted.', { code: 'absence_type_in_use', absences: used });
  await repository.deleteType(db, id);
}

// ---------------------------------------------------------------- settings

export function settings(db: TenantDb) {
  return repository.settings(db);
}

/**
 * PATCH /absence-settings. A new default entitlement holds from the current year on (today in the
 * workspace's zone); every earlier year keeps the default it had, for everyone without their own
 * value. The first change records the default before it for every earlier year (without a history
 * the current default held for all); a second change in the same year overwrites that year's.
 */
export async function updateSettings(db: TenantDb, tenant: Pick<Tenant, 'timezone'>, input: { vacation_days_per_year?: number; eau_threshold_days?: number }) {
  const updated_at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // Two changes at once: the second reads the default as the first left it.
    await lockRowForUpdate(trx, 'absence_settings', 'tenant');
    const before = Number((await repository.settings(trx)).vacation_days_per_year);
    const after = input.vacation_days_per_year;
    if (after !== undefined && after !== before) {
      const year = Number(localDate(Date.now(), tenant.timezone).slice(0, 4));
      if ((await repository.entitlementDefaults(trx)).length === 0) {
        await repository.putEntitlementDefault(trx, { from_year: SINCE_EVER, vacation_days_per_year: before, updated_at });
      }
      await repository.removeEntitlementDefaultsAfter(trx, year);
      await repository.putEntitlementDefault(trx, { from_year: year, vacation_days_per_year: after, updated_at });
    }
    await repository.updateSettings(trx, { ...input, updated_at });
  });
  return repository.settings(db);
}

// ---------------------------------------------------------------- working days

function spanOf(row: Pick<AbsencesTable, 'start_date' | 'end_date' | 'half_day_start' | 'half_day_end'>): AbsenceSpan {
  return { from: row.start_date, to: row.end_date, halfDayStart: row.half_day_start, halfDayEnd: row.half_day_end };
}

function yearsOf(from: string, to: string): [number, number] {
  return [Number(from.slice(0, 4)), Number(to.slice(0, 4))];
}

/** How a person's days are counted over a range: for most absences, and for a vacation (which skips the days they were off sick). */
interface PersonDayFacts {
  plain: DayCountFacts;
  vacation: DayCountFacts;
}

/** Whose days are counted: the person's schedule, location and employment. */
type CountedPerson = Pick<EmployeesTable, 'id' | 'location_id' | 'entry_date' | 'exit_date'>;

/**
 * The facts the day count of people reads over a range, by employee id: targets by schedule
 * model, location holidays, and the approved sickness, whose part of a date a vacation over it
 * does not take: sick days during a vacation are not counted against the entitlement (§ 9 BUrlG),
 * a half sick day leaves the other half to the vacation. The same reads however many people; a
 * date outside the range has no target, so it costs nothing. The caller generates the system
 * calendars of those years beforehand.
 */
async function dayCountFactsOf(db: TenantDb, people: readonly CountedPerson[], from: string, to: string): Promise<Map<string, PersonDayFacts>> {
  const ids = people.map((person) => person.id);
  const [schedules, sickRows] = await Promise.all([scheduleFactsOf(db, people, from, to), repository.approvedSickSpans(db, ids, from, to)]);
  const sick = new Map<string, AbsenceSpan[]>();
  for (const row of sickRows) sick.set(row.employee_id, [...(sick.get(row.employee_id) ?? []), spanOf(row)]);
  return new Map(
    people.map((person) => {
      const facts = schedules.get(person.id)!;
      const spans = sick.get(person.id) ?? [];
      const plain: DayCountFacts = { targetOn: (date) => facts.targets.get(date) ?? 0, holidays: facts.holidays, employmentStart: person.entry_date, employmentEnd: person.exit_date };
      return [person.id, { plain, vacation: { ...plain, sickOn: (date: string) => partTaken(spans, date) } }];
    }),
  );
}

async function dayCountFacts(db: TenantDb, employee: CountedPerson, from: string, to: string): Promise<PersonDayFacts> {
  return (await dayCountFactsOf(db, [employee], from, to)).get(employee.id)!;
}

const countedAs = (facts: PersonDayFacts, category: string) => (category === 'vacation' ? facts.vacation : facts.plain);

/** Adds `days` to absence rows: one read of the facts of all their people over the dates of the rows. */
async function withDays(db: TenantDb, rows: readonly AbsenceRow[]): Promise<AbsenceRecord[]> {
  if (rows.length === 0) return [];
  const employees = new Map((await repository.employeesByIds(db, [...new Set(rows.map((r) => r.employee_id))])).map((e) => [e.id, e]));
  const from = rows.reduce((min, r) => (r.start_date < min ? r.start_date : min), rows[0]!.start_date);
  const to = rows.reduce((max, r) => (r.end_date > max ? r.end_date : max), rows[0]!.end_date);
  await ensureSystemCalendarsBetween(db, ...yearsOf(from, to));
  const factsOf = await dayCountFactsOf(db, [...employees.values()], from, to);
  return rows.map((row) => {
    const { counts_against_entitlement: _counts, department_id: _unit, ...absence } = row;
    const facts = factsOf.get(row.employee_id);
    const days = facts ? absenceDayCosts(spanOf(row), countedAs(facts, row.category)).reduce((sum, item) => sum + item.days, 0) : 0;
    return { ...absence, days };
  });
}

// ---------------------------------------------------------------- vacation account

/** The person's opening of the account (employee fields), if HR gave one. */
function openingOf(employee: EmployeesTable): VacationOpening | null {
  if (employee.vacation_opening_year == null) return null;
  return { year: Number(employee.vacation_opening_year), carriedOverDays: Number(employee.vacation_opening_days ?? 0) };
}

interface AccountFacts {
  employee: EmployeesTable;
  /** The full entitlement of each year: the person's value valid in it, else the tenant default valid in it. */
  entitlementOf: (year: number) => number;
  /** The working days per week of each year, which the statutory minimum is measured in (`workingDaysPerWeekInYear`). */
  workingDaysPerWeekOf: (year: number) => number;
  today: string;
  /** The day the person was created in Stempel, in their zone: without an opening, the account starts no later than its year (unless they join later). */
  createdOn: string;
  opening: VacationOpening | null;
  counting: AbsenceRow[];
}

/** A counting absence as it is or as a change would make it. */
interface CountedAbsence {
  id: string;
  span: AbsenceSpan;
  status: 'approved' | 'requested';
  category: string;
}

/** Every counted day of the person's counting absences (replacing `changed`, if given, by its new form). */
async function vacationUses(db: TenantDb, facts: AccountFacts, changed?: CountedAbsence | null): Promise<VacationUse[]> {
  const items: Array<Omit<CountedAbsence, 'id'>> = facts.counting
    .filter((row) => row.id !== changed?.id)
    .map((row) => ({ span: spanOf(row), status: row.status as 'approved' | 'requested', category: row.category }));
  if (changed) items.push(changed);
  if (items.length === 0) return [];
  const from = items.reduce((min, i) => (i.span.from < min ? i.span.from : min), items[0]!.span.from);
  const to = items.reduce((max, i) => (i.span.to > max ? i.span.to : max), items[0]!.span.to);
  const dayFacts = await dayCountFacts(db, facts.employee, from, to);
  return items.flatMap((item) => absenceDayCosts(item.span, countedAs(dayFacts, item.category)).map((cost) => ({ ...cost, status: item.status })));
}

function accountOf(facts: AccountFacts, uses: readonly VacationUse[], year: number): VacationAccount {
  return vacationAccount({
    year,
    today: facts.today,
    entitlementOf: facts.entitlementOf,
    workingDaysPerWeekOf: facts.workingDaysPerWeekOf,
    entryDate: facts.employee.entry_date,
    exitDate: facts.employee.exit_date,
    birthDate: facts.employee.birth_date,
    firstYear: firstAccountYear({ entryDate: facts.employee.entry_date, createdOn: facts.createdOn, opening: facts.opening, uses }),
    carriedIntoFirstYear: facts.opening?.carriedOverDays ?? 0,
    uses,
  });
}

/** The person's own entitlement and the tenant default, each as it stands and by year. */
async function entitlementHistories(db: TenantDb, employee: EmployeesTable): Promise<EntitlementHistories> {
  const [defaults, defaultHistory, ownHistory] = await Promise.all([repository.settings(db), repository.entitlementDefaults(db), repository.entitlementsOf(db, employee.id)]);
  const days = (value: number | null | undefined) => (value == null ? null : Number(value));
  return {
    own: { current: days(employee.vacation_days_per_year), history: ownHistory.map((row) => ({ fromYear: Number(row.from_year), value: days(row.vacation_days_per_year) })) },
    tenantDefault: {
      current: Number(defaults.vacation_days_per_year),
      history: defaultHistory.map((row) => ({ fromYear: Number(row.from_year), value: Number(row.vacation_days_per_year) })),
    },
  };
}

/** The person's working week of each year, from their schedule models (see `workingDaysPerWeekInYear`). */
async function workingWeeks(db: TenantDb, employee: EmployeesTable): Promise<(year: number) => number> {
  const periods = (await repository.scheduleModelPeriodsOf(db, employee.id)).map((row) => ({ valid_from: row.valid_from, valid_to: row.valid_to, rule: ruleOf(row) }));
  return (year) => workingDaysPerWeekInYear(year, employee.entry_date, employee.exit_date, periods);
}

async function accountFacts(db: TenantDb, tenant: Tenant, employee: EmployeesTable): Promise<AccountFacts> {
  const [histories, weeks, counting, timeZone] = await Promise.all([
    entitlementHistories(db, employee),
    workingWeeks(db, employee),
    repository.countingAbsences(db, employee.id),
    employeeTimeZone(db, employee, tenant),
  ]);
  return {
    employee,
    entitlementOf: yearlyEntitlement(histories),
    workingDaysPerWeekOf: weeks,
    today: localDate(Date.now(), timeZone),
    createdOn: localDate(employee.created_at, timeZone),
    opening: openingOf(employee),
    counting,
  };
}

/** System calendars for every year an account check may read; generated before a write transaction. */
async function prepareCalendars(db: TenantDb, employee: EmployeesTable, from: string, to: string): Promise<void> {
  const counting = await repository.countingAbsences(db, employee.id);
  const dates = [from, to, ...counting.flatMap((row) => [row.start_date, row.end_date])].sort();
  await ensureSystemCalendarsBetween(db, ...yearsOf(dates[0]!, dates[dates.length - 1]!));
}

/** GET /employees/{e}/vacation: own account, or another's with absences:view and visibility. */
export async function vacation(call: AbsenceCall, employeeId: string, year?: number) {
  if (employeeId !== call.principal.employeeId && !has(call.principal, 'absences:view')) throw permissionLacking('absences:view');
  const employee = await findVisibleEmployee(call.db, call.visibility, employeeId);
  const facts = await accountFacts(call.db, call.tenant, employee);
  await prepareCalendars(call.db, employee, facts.today, facts.today);
  const uses = await vacationUses(call.db, facts);
  return { employeeId: employee.id, account: accountOf(facts, uses, year ?? Number(facts.today.slice(0, 4))) };
}

/**
 * Refuses (422 vacation_exceeded) an absence of a counting type that would take a year below zero
 * once every approved and requested day is counted, unless an approver allowed it. The years
 * checked run from the first one the absence touches to the last one with counted days: days in a
 * year change what it carries over into every later one, so an earlier year cannot use up the
 * carry-over a later year already spends.
 *
 * A year the absence covers is refused whenever it ends below zero; `againstStored` (a change of a
 * stored absence) refuses it only where it is also lower than it stood before, so shortening an
 * absence or changing its note stays possible in a year that is below zero already. A later year
 * is refused only where it ends below zero and lower than it would stand without this absence
 * (for a change: with its stored form), so an approver's allowance in a later year holds for days
 * that do not deepen it. Reads inside the caller's transaction, after the person's row is locked.
 */
async function assertWithinEntitlement(
  trx: TenantDb,
  tenant: Tenant,
  employee: EmployeesTable,
  changed: CountedAbsence,
  allowNegative: boolean,
  { againstStored = false }: { againstStored?: boolean } = {},
): Promise<void> {
  if (allowNegative) return;
  const facts = await accountFacts(trx, tenant, employee);
  const uses = await vacationUses(trx, facts, changed);
  // The account this write is measured against: the stored absences, or all but this one.
  const before = await vacationUses(trx, againstStored ? facts : { ...facts, counting: facts.counting.filter((row) => row.id !== changed.id) });
  const [first, covered] = yearsOf(changed.span.from, changed.span.to);
  const last = [...uses, ...before].reduce((max, use) => Math.max(max, Number(use.date.slice(0, 4))), covered);
  for (let year = first; year <= last; year++) {
    const account = accountOf(facts, uses, year);
    if (account.finalDays >= 0) continue;
    const previous = againstStored || year > covered ? accountOf(facts, before, year).finalDays : undefined;
    if (previous !== undefined && account.finalDays >= previous) continue;
    if (year <= covered) {
      throw new ValidationError(
        { end_date: [`The absence goes ${-account.finalDays} days beyond the remaining vacation of ${year}.`] },
        { code: 'vacation_exceeded', year, remaining_days: account.finalDays + uses.filter((u) => u.date.startsWith(String(year)) && inSpan(u.date, changed.span)).reduce((s, u) => s + u.days, 0) },
      );
    }
    throw new ValidationError(
      { end_date: [`The absence takes days carried over into ${year}, which ${year} already uses: its vacation would end at ${account.finalDays} days.`] },
      { code: 'vacation_exceeded', year, remaining_days: previous! },
    );
  }
}

function inSpan(date: string, span: AbsenceSpan): boolean {
  return date >= span.from && date <= span.to;
}

// ---------------------------------------------------------------- absences

const isOwn = (principal: Principal, row: Pick<AbsencesTable, 'employee_id'>) => row.employee_id === principal.employeeId;

/**
 * An absence the caller may look at: their own, or with absences:view (approve, manage) one of a
 * visible person. Having asked for someone else's absence gives no access of its own: that took
 * absences:manage, and whoever has since lost it or the person's unit no longer reads it.
 */
async function visibleAbsence(call: AbsenceCall, id: string): Promise<AbsenceRow> {
  const row = await repository.findAbsence(call.db, id);
  if (!row) throw new NotFoundError('The absence was not found.');
  if (isOwn(call.principal, row)) return row;
  const mayRead = has(call.principal, 'absences:view') || has(call.principal, 'absences:approve') || has(call.principal, 'absences:manage');
  if (!mayRead) throw new NotFoundError('The absence was not found.');
  assertCanSee(call.visibility, { id: row.employee_id, department_id: row.department_id });
  return row;
}

export async function getAbsence(call: AbsenceCall, id: string): Promise<AbsenceRecord> {
  return (await withDays(call.db, [await visibleAbsence(call, id)]))[0]!;
}

export interface AbsenceListQuery {
  employee_id?: string;
  from?: string;
  to?: string;
  status?: AbsenceStatus;
  type_id?: string;
}

/** With absences:view: the absences of everyone visible; otherwise one's own. */
export function absenceSource(call: AbsenceCall, query: AbsenceListQuery): PageSource<AbsenceRecord> {
  assertDaysInOrder(query);
  const filter: repository.AbsenceFilter = {
    employeeId: query.employee_id,
    from: query.from,
    to: query.to,
    status: query.status,
    typeId: query.type_id,
    onlyOf: has(call.principal, 'absences:view') ? undefined : call.principal.employeeId,
    visibility: call.visibility,
  };
  return {
    count: () => repository.countAbsences(call.db, filter),
    rows: async (limit, offset) => withDays(call.db, await repository.listAbsences(call.db, filter, limit, offset)),
  };
}

/**
 * Absences lie from ten years back to five years ahead: an absence's days are counted over the
 * span of all the person's absences, so two absences centuries apart made every read of them walk
 * every day between.
 */
const ABSENCE_YEARS_BACK = 10;
const ABSENCE_YEARS_AHEAD = 5;

function checkSpan(span: AbsenceSpan, now = Date.now()): void {
  const today = localDate(now, 'UTC');
  const earliest = `${Number(today.slice(0, 4)) - ABSENCE_YEARS_BACK}${today.slice(4)}`;
  const latest = `${Number(today.slice(0, 4)) + ABSENCE_YEARS_AHEAD}${today.slice(4)}`;
  if (span.from < earliest) throw ValidationError.field('start_date', `An absence must not start before ${earliest}, ${ABSENCE_YEARS_BACK} years back.`);
  if (span.to > latest) throw ValidationError.field('end_date', `An absence must not end after ${latest}, ${ABSENCE_YEARS_AHEAD} years ahead.`);
  if (span.to < span.from) throw ValidationError.field('end_date', 'The end date must be on or after the start date.');
  if (daysBetween(span.from, span.to) + 1 > MAX_ABSENCE_DAYS) throw ValidationError.field('end_date', `An absence must not last longer than ${MAX_ABSENCE_DAYS} days.`);
}

/**
 * Two requested or approved absences of a person share no date (409 absence_overlap), but for
 * sickness during a vacation: it is recorded over the vacation, whose days (or the half of a day)
 * it covers are then not counted against the entitlement (§ 9 BUrlG), and the vacation is the
 * vacation it was.
 */
async function assertNoOverlap(trx: TenantDb, employeeId: string, span: AbsenceSpan, category: string, except?: string): Promise<void> {
  const besides = category === 'sick' ? 'vacation' : category === 'vacation' ? 'sick' : undefined;
  const other = await repository.firstOverlapping(trx, employeeId, span.from, span.to, { except, besides });
  if (other) {
    throw new ConflictError(`The absence overlaps another ${other.status} absence from ${other.start_date} to ${other.end_date}.`, {
      code: 'absence_overlap',
      absence_id: other.id,
    });
  }
}

/**
 * An approved sick absence gets an eAU retrieval when module eau is on and it lasts longer than the
 * tenant's threshold (calendar days), or, when it adds days of sickness (`addsSickness`: new, just
 * approved, lengthened or made sick), when the continuous sickness it belongs to does: a sickness
 * reported in pieces (Monday to Wednesday, then Thursday to Friday) needs the certificate all the
 * same (`sicknessRun`). Then every piece of that sickness gets its retrieval, each for its own
 * dates, whichever piece was recorded last: the one closing a gap may lie before the days past the
 * threshold. An absence already tracked is not asked for twice (`queueRetrieval`). Reads the
 * person's other approved sick absences inside the caller's transaction, after the write.
 */
async function maybeQueueEau(
  trx: TenantDb,
  call: AbsenceCall,
  row: Pick<AbsencesTable, 'id' | 'employee_id' | 'start_date' | 'end_date' | 'half_day_start' | 'half_day_end' | 'status'>,
  category: string,
  { followUp = false, addsSickness = false } = {},
): Promise<boolean> {
  if (category !== 'sick' || row.status !== 'approved' || !call.tenant.modules.includes('eau')) return false;
  const threshold = Number((await repository.settings(trx)).eau_threshold_days);
  const span = spanOf(row);
  const alone = sicknessNeedsCertificate(span, threshold);
  if (!alone && !addsSickness) return false;
  let pieces: Array<{ id: string; start_date: string; end_date: string }> = [];
  if (addsSickness) {
    // Only sick absences within `threshold` days of this one matter: one further away joins it only
    // through those between, which then cover more than `threshold` days already and were asked for.
    const nearby = await repository.approvedSickSpans(trx, [row.employee_id], addDays(span.from, -threshold), addDays(span.to, threshold));
    const sickness = sicknessRun(span, nearby.filter((other) => other.id !== row.id).map((other) => ({ ...spanOf(other), id: other.id, start_date: other.start_date, end_date: other.end_date })));
    if (!alone && !sicknessNeedsCertificate(sickness.run, threshold)) return false;
    pieces = sickness.pieces;
  }
  await queueRetrieval(trx, row, call.eauProvider, { followUp });
  for (const piece of pieces) await queueRetrieval(trx, piece, call.eauProvider);
  return true;
}

/**
 * An absence none of whose days lies inside the person's employment (all after the exit date, or
 * all before the entry date) means nothing and costs nothing: 422 on the date that lies outside.
 * One reaching into the employment by a day is allowed; its days outside cost nothing.
 */
function assertWithinEmployment(employee: Pick<EmployeesTable, 'entry_date' | 'exit_date'>, span: AbsenceSpan): void {
  const outside = outsideEmployment(span, { start: employee.entry_date, end: employee.exit_date });
  if (outside === 'after_exit') {
    throw ValidationError.field('start_date', `The absence starts after the exit date ${employee.exit_date}; none of its days lies in the employment.`);
  }
  if (outside === 'before_entry') {
    throw ValidationError.field('end_date', `The absence ends before the entry date ${employee.entry_date}; none of its days lies in the employment.`);
  }
}

/** The entries planned on the absence's dates, as warnings of an approval. */
async function plannedWarnings(db: TenantDb, row: Pick<AbsencesTable, 'employee_id' | 'start_date' | 'end_date' | 'half_day_start' | 'half_day_end'>): Promise<PlannedEntryWarning[]> {
  const entries = await plannedEntriesBetween(db, row.employee_id, row.start_date, row.end_date);
  return entries.map((entry) => ({
    code: 'absence_conflict' as const,
    roster_entry_id: entry.id,
    roster_id: entry.roster_id,
    date: entry.date,
    start_time: entry.start_time,
    end_time: entry.end_time,
  }));
}

/**
 * The dates over which an approved absence lies, as the rosters check the person's entries there
 * again once it comes, moves or goes (approvedAbsencesChanged): an entry planned on them carries
 * `absence_conflict` exactly while an approved absence lies over it.
 */
const datesOf = (row: Pick<AbsencesTable, 'start_date' | 'end_date'>): ChangedDates => ({ from: row.start_date, to: row.end_date });

export interface AbsenceInput {
  employee_id?: string;
  type_id: string;
  start_date: string;
  end_date: string;
  half_day_start?: boolean;
  half_day_end?: boolean;
  note?: string | null;
  allow_negative?: boolean;
}

/** allow_negative is an approver's decision: someone with absences:approve about another person. */
function assertMayAllowNegative(principal: Principal, employeeId: string): void {
  if (!has(principal, 'absences:approve')) throw permissionLacking('absences:approve');
  if (employeeId === principal.employeeId) throw new ForbiddenError('Nobody allows their own absence beyond the remaining vacation.');
}

/**
 * POST /absences: one's own (no permission), or for a visible person with absences:manage.
 * A type needing approval starts `requested`, any other `approved`. Checked in one
 * transaction holding the person's row: their erasure (409 employee_erased), closed payroll
 * months (409), overlap with a requested or approved absence (409 absence_overlap), the vacation
 * remainder (422).
 *
 * The same absence asked for again (a client sending its request once more after the answer was
 * lost) is answered with the one already there, `replayed`, as it now stands: a requested or
 * approved absence of the person with the same type, dates and half days. It could not be asked
 * for twice anyway (absence_overlap), and the 409 would name the caller's own absence.
 */
export async function createAbsence(call: AbsenceCall, input: AbsenceInput): Promise<{ absence: AbsenceRecord; warnings: PlannedEntryWarning[]; replayed: boolean }> {
  const employeeId = input.employee_id ?? call.principal.employeeId;
  if (employeeId !== call.principal.employeeId && !has(call.principal, 'absences:manage')) throw permissionLacking('absences:manage');
  const employee = await findChangeableEmployee(call.db, call.visibility, employeeId);
  const type = await repository.findType(call.db, input.type_id);
  if (!type) throw ValidationError.field('type_id', 'The selected type id is invalid.');
  const span: AbsenceSpan = { from: input.start_date, to: input.end_date, halfDayStart: input.half_day_start ?? false, halfDayEnd: input.half_day_end ?? false };
  checkSpan(span);
  if (input.allow_negative) assertMayAllowNegative(call.principal, employee.id);
  const now = new Date().toISOString();
  // Sickness during a vacation gives vacation days back only as far as a certificate shows it
  // (BUrlG §9), which HR checks: reported by the person themselves, it waits for HR's approval.
  const intoVacation =
    type.category === 'sick' && employee.id === call.principal.employeeId && !has(call.principal, 'absences:manage') && (await repository.hasApprovedVacationBetween(call.db, employee.id, span.from, span.to));
  const status: AbsenceStatus = type.needs_approval || intoVacation ? 'requested' : 'approved';
  const row: AbsencesTable = {
    id: uuidv7(),
    employee_id: employee.id,
    type_id: type.id,
    start_date: span.from,
    end_date: span.to,
    half_day_start: span.halfDayStart,
    half_day_end: span.halfDayEnd,
    note: input.note ?? null,
    status,
    allow_negative: input.allow_negative ?? false,
    requested_by: call.principal.employeeId,
    decided_by: null,
    decided_at: status === 'approved' ? now : null,
    decision_reason: null,
    created_at: now,
    updated_at: now,
  };
  await prepareCalendars(call.db, employee, span.from, span.to);
  // Approved at once: the person's entries on its dates gain absence_conflict.
  const rechecked = status === 'approved' ? [datesOf(row)] : [];
  const prepared = await prepareAbsenceChange(call.db, employee.id, rechecked);
  let queued = false;
  let known: AbsenceRow | undefined;
  await call.db.transaction().execute(async (trx) => {
    const held = await holdChangeableEmployee(trx, employee.id);
    known = await repository.openAbsenceLike(trx, employee.id, row);
    if (known) return;
    // The employment as it stands now: an exit date moved meanwhile counts.
    assertWithinEmployment(held, span);
    await assertMonthsOpen(trx, [span]);
    await assertNoOverlap(trx, employee.id, span, type.category);
    if (type.counts_against_entitlement) await assertWithinEntitlement(trx, call.tenant, employee, { id: row.id, span, status, category: type.category }, row.allow_negative);
    await repository.insertAbsence(trx, row);
    await approvedAbsencesChanged(trx, call.tenant, employee.id, rechecked, prepared);
    queued = await maybeQueueEau(trx, call, row, type.category, { addsSickness: true });
    await absenceEvent(trx, call.tenant, status === 'approved' ? 'absence.approved' : 'absence.requested', row.id);
  });
  if (queued) call.notifyJobs();
  const answered = known ?? row;
  const absence = await getAbsence(call, answered.id);
  return { absence, warnings: absence.status === 'approved' ? await plannedWarnings(call.db, answered) : [], replayed: known !== undefined };
}

export interface AbsenceChanges {
  type_id?: string;
  start_date?: string;
  end_date?: string;
  half_day_start?: boolean;
  half_day_end?: boolean;
  note?: string | null;
}

/**
 * PATCH /absences/{a}: a requested absence by its person or someone with absences:manage; an
 * approved one only by someone with absences:manage who is not its person. The same checks
 * as a new one; a closed month is refused for the old and the new dates. An approved absence of a
 * type that needs approval, changed to another type or to days it did not cover, was approved as
 * something else: it is `requested` again (asked for by whoever changed it), unless they may
 * decide it themselves, when the change is their approval.
 *
 * `ifMatch`, here and in approving, rejecting, cancelling and deleting: the versions of the absence
 * the change may be made to (If-Match), compared in its transaction on the absence as it is there
 * (412 otherwise; see assertUnchanged).
 */
export async function updateAbsence(call: AbsenceCall, id: string, input: AbsenceChanges, ifMatch?: IfMatch): Promise<AbsenceRecord> {
  const current = await visibleAbsence(call, id);
  const manager = has(call.principal, 'absences:manage');
  const mine = isOwn(call.principal, current);
  if (current.status === 'requested') {
    if (!mine && !manager) throw permissionLacking('absences:manage');
  } else if (current.status === 'approved') {
    if (!manager) throw permissionLacking('absences:manage');
    if (isOwn(call.principal, current)) throw new ForbiddenError('Nobody changes their own approved absence; ask an approver.');
  } else {
    throw new ConflictError(`A ${current.status} absence cannot be changed.`, { code: 'absence_status', status: current.status });
  }
  const type = input.type_id ? await repository.findType(call.db, input.type_id) : await repository.findType(call.db, current.type_id);
  if (!type) throw ValidationError.field('type_id', 'The selected type id is invalid.');
  const span: AbsenceSpan = {
    from: input.start_date ?? current.start_date,
    to: input.end_date ?? current.end_date,
    halfDayStart: input.half_day_start ?? current.half_day_start,
    halfDayEnd: input.half_day_end ?? current.half_day_end,
  };
  checkSpan(span);
  const employee = await findChangeableEmployee(call.db, call.visibility, current.employee_id);
  await prepareCalendars(call.db, employee, span.from, span.to);
  // An approver allowed going below zero for these days of this type: other days or another type
  // are a new question, which the next approval answers.
  const sameDays =
    type.id === current.type_id &&
    span.from === current.start_date &&
    span.to === current.end_date &&
    span.halfDayStart === current.half_day_start &&
    span.halfDayEnd === current.half_day_end;
  const allowNegative = sameDays && current.allow_negative;
  const changed = !sameDays || (input.note !== undefined && input.note !== current.note);
  const sameSpan =
    span.from === current.start_date && span.to === current.end_date && span.halfDayStart === current.half_day_start && span.halfDayEnd === current.half_day_end;
  // A new first or last day is a revision the person's calendar app must take (its event's SEQUENCE).
  const revised = span.from !== current.start_date || span.to !== current.end_date;
  // Approved as one type, or for some days, it is not approved as another type that needs
  // approval, nor for days it did not cover: that takes someone who may decide it (the one
  // changing it, or the next approval). Taking days away needs no new decision.
  const widened =
    span.from < current.start_date ||
    span.to > current.end_date ||
    (span.from === current.start_date && current.half_day_start && !span.halfDayStart) ||
    (span.to === current.end_date && current.half_day_end && !span.halfDayEnd);
  const retyped = current.status === 'approved' && type.needs_approval && (type.id !== current.type_id || widened);
  const reopened = retyped && !mayDecide(call.principal, current);
  const status = (reopened ? 'requested' : current.status) as 'approved' | 'requested';
  const now = new Date().toISOString();
  const decision: Partial<AbsencesTable> = reopened
    ? { status, requested_by: call.principal.employeeId, decided_by: null, decided_at: null }
    : retyped
      ? { decided_by: call.principal.employeeId, decided_at: now }
      : {};
  // An approved absence moved, or requested again: the person's entries on its old and new dates
  // are checked again (absence_conflict follows the approved days). Another type alone changes
  // nothing there: every approved absence is one to plan around.
  const rechecked = current.status === 'approved' && (status !== 'approved' || !sameSpan) ? [datesOf(current), { from: span.from, to: span.to }] : [];
  const prepared = await prepareAbsenceChange(call.db, employee.id, rechecked);
  let queued = false;
  await call.db.transaction().execute(async (trx) => {
    await lockRowForUpdate(trx, 'employees', employee.id);
    await assertUnchanged(trx, current, ifMatch);
    // The person as the look above found them: deleted meanwhile is 404, erased 409.
    const held = await holdChangeableEmployee(trx, employee.id);
    // New dates must reach into the employment; unchanged ones are left as they are (a note can
    // still be changed on an absence an older version left outside; one an exit date moved before,
    // or an entry date moved after, is cancelled by that change).
    if (revised) assertWithinEmployment(held, span);
    // Only the months of the days the change changes: ending a vacation of 28 December to 8 January
    // early changes January alone, so a closed December does not stand in its way. Sent back for a
    // decision, every day of it stops counting as approved.
    const before = { typeId: current.type_id, from: current.start_date, to: current.end_date, halfDayStart: current.half_day_start, halfDayEnd: current.half_day_end };
    await assertMonthsOpen(trx, status === current.status ? changedDays(before, { typeId: type.id, ...span }) : [spanOf(current), span]);
    await assertNoOverlap(trx, employee.id, span, type.category, current.id);
    if (type.counts_against_entitlement) {
      await assertWithinEntitlement(trx, call.tenant, employee, { id: current.id, span, status, category: type.category }, allowNegative, {
        againstStored: true,
      });
    }
    await repository.updateAbsence(trx, current.id, {
      type_id: type.id,
      start_date: span.from,
      end_date: span.to,
      half_day_start: span.halfDayStart,
      half_day_end: span.halfDayEnd,
      allow_negative: allowNegative,
      ...(input.note !== undefined ? { note: input.note } : {}),
      ...decision,
      updated_at: nextUpdatedAt(current.updated_at, Date.parse(now)),
    }, revised);
    await approvedAbsencesChanged(trx, call.tenant, employee.id, rechecked, prepared);
    // An approved sick absence lengthened past the threshold, or now continuing a sickness past it, gets its eAU now.
    queued = await maybeQueueEau(
      trx,
      call,
      { id: current.id, employee_id: current.employee_id, start_date: span.from, end_date: span.to, half_day_start: span.halfDayStart, half_day_end: span.halfDayEnd, status },
      type.category,
      { followUp: span.to > current.end_date || span.from < current.start_date, addsSickness: widened || current.category !== 'sick' },
    );
    // Waiting for a decision again: the approvers hear of it as of a new request. Otherwise whoever
    // holds it (a payroll program, a team calendar, an approvers' list) needs its new days, type or note.
    if (reopened) await absenceEvent(trx, call.tenant, 'absence.requested', current.id);
    else if (changed) await absenceEvent(trx, call.tenant, 'absence.updated', current.id);
  });
  if (queued) call.notifyJobs();
  return getAbsence(call, current.id);
}

/** Nobody decides an absence of their own or one they asked for. */
function ownOrAskedFor(principal: Principal, row: Pick<AbsencesTable, 'employee_id' | 'requested_by'>): boolean {
  return isOwn(principal, row) || row.requested_by === principal.employeeId;
}

/**
 * Whether the caller may decide an absence they can see: absences:approve, and neither its person
 * nor the one who asked for it. `decidable` answers why not.
 */
function mayDecide(principal: Principal, row: Pick<AbsencesTable, 'employee_id' | 'requested_by'>): boolean {
  return has(principal, 'absences:approve') && !ownOrAskedFor(principal, row);
}

/** Only someone with absences:approve who sees the person and is neither the person nor the requester decides. */
async function decidable(call: AbsenceCall, id: string): Promise<AbsenceRow> {
  if (!has(call.principal, 'absences:approve')) throw permissionLacking('absences:approve');
  const row = await visibleAbsence(call, id);
  assertCanSee(call.visibility, { id: row.employee_id, department_id: row.department_id });
  if (ownOrAskedFor(call.principal, row)) {
    throw new ForbiddenError('Nobody decides an absence of their own or one they asked for.');
  }
  if (row.status !== 'requested') throw new ConflictError(`The absence is already ${row.status}.`, { code: 'absence_status', status: row.status });
  await assertEmployeeNotErased(call.db, row.employee_id);
  return row;
}

const decidedInTheMeantime = () => new ConflictError('The absence was decided in the meantime.', { code: 'absence_status' });

/**
 * Inside the write's transaction, after the person's row lock (which every change of an absence
 * takes): whether the absence is still as the checks before the transaction read it. Another
 * request may have changed its dates or decided it in between, and the checks (who may, which
 * months, how many days) were made for what they read. First whether it is still in a version
 * the request's If-Match names (412), which a client holding an older one is to hear rather than
 * the 409 below.
 */
async function assertUnchanged(trx: TenantDb, read: AbsenceRow, ifMatch?: IfMatch): Promise<void> {
  const now = await repository.findAbsence(trx, read.id);
  if (now) assertIfMatch(ifMatch, now);
  const same =
    now !== undefined &&
    now.status === read.status &&
    now.updated_at === read.updated_at &&
    now.type_id === read.type_id &&
    now.start_date === read.start_date &&
    now.end_date === read.end_date &&
    now.half_day_start === read.half_day_start &&
    now.half_day_end === read.half_day_end;
  if (!same) throw new ConflictError('The absence was changed in the meantime; read it again.', { code: 'absence_status', status: now?.status ?? 'deleted' });
}

/**
 * assertUnchanged, and that the person was not erased since the checks: an erasure leaves an
 * approved absence as it was, read-only from then on as all that is kept about them. (A requested
 * one it rejected is seen changed, which is all approving and rejecting need.) A person deleted
 * meanwhile is no reason to refuse: cancelling or deleting their absence tidies up after them, as
 * it may after their deletion.
 */
async function assertStillChangeable(trx: TenantDb, read: AbsenceRow, ifMatch?: IfMatch): Promise<void> {
  await assertUnchanged(trx, read, ifMatch);
  await assertEmployeeNotErased(trx, read.employee_id);
}

/**
 * POST /absences/{a}/approve: checks the closed months and the vacation remainder again
 * (allow_negative lets it go beyond), and lists the entries planned on its dates as warnings.
 */
export async function approveAbsence(
  call: AbsenceCall,
  id: string,
  options: { allow_negative?: boolean },
  ifMatch?: IfMatch,
): Promise<{ absence: AbsenceRecord; warnings: PlannedEntryWarning[] }> {
  const row = await decidable(call, id);
  const employee = await findVisibleEmployee(call.db, call.visibility, row.employee_id);
  const span = spanOf(row);
  const allowNegative = options.allow_negative ?? row.allow_negative;
  await prepareCalendars(call.db, employee, span.from, span.to);
  const prepared = await prepareAbsenceChange(call.db, employee.id, [datesOf(row)]);
  let queued = false;
  await call.db.transaction().execute(async (trx) => {
    await lockRowForUpdate(trx, 'employees', employee.id);
    await assertUnchanged(trx, row, ifMatch);
    // Nobody approves an absence of a person deleted since the look above (404), as after it; nor
    // one none of whose days lies in the employment as it now stands (an exit date moved before it,
    // or an entry date moved after it, cancels it, but an older version left such requests as they were).
    assertWithinEmployment(await holdChangeableEmployee(trx, employee.id), span);
    await assertMonthsOpen(trx, [span]);
    await assertNoOverlap(trx, employee.id, span, row.category, row.id);
    if (row.counts_against_entitlement) await assertWithinEntitlement(trx, call.tenant, employee, { id: row.id, span, status: 'approved', category: row.category }, allowNegative);
    const stamp = nextUpdatedAt(row.updated_at);
    const taken = await repository.changeStatus(trx, row.id, 'requested', {
      status: 'approved',
      allow_negative: allowNegative,
      decided_by: call.principal.employeeId,
      decided_at: stamp,
      updated_at: stamp,
    });
    if (!taken) throw decidedInTheMeantime();
    // The entries planned on its dates carry absence_conflict from now on, as the answer lists them.
    await approvedAbsencesChanged(trx, call.tenant, employee.id, [datesOf(row)], prepared);
    // Approved only now: a certificate HR entered while it was requested may end before it does.
    queued = await maybeQueueEau(trx, call, { ...row, status: 'approved' }, row.category, { followUp: true, addsSickness: true });
    await absenceEvent(trx, call.tenant, 'absence.approved', row.id);
  });
  if (queued) call.notifyJobs();
  return { absence: await getAbsence(call, row.id), warnings: await plannedWarnings(call.db, row) };
}

export async function rejectAbsence(call: AbsenceCall, id: string, reason: string, ifMatch?: IfMatch): Promise<AbsenceRecord> {
  const row = await decidable(call, id);
  await call.db.transaction().execute(async (trx) => {
    await lockRowForUpdate(trx, 'employees', row.employee_id);
    await assertUnchanged(trx, row, ifMatch);
    await assertMonthsOpen(trx, [spanOf(row)]);
    const stamp = nextUpdatedAt(row.updated_at);
    const taken = await repository.changeStatus(trx, row.id, 'requested', {
      status: 'rejected',
      decided_by: call.principal.employeeId,
      decided_at: stamp,
      decision_reason: reason,
      updated_at: stamp,
    });
    if (!taken) throw decidedInTheMeantime();
    await absenceEvent(trx, call.tenant, 'absence.rejected', row.id);
  });
  return getAbsence(call, row.id);
}

/**
 * POST /absences/{a}/cancel: a requested absence by its person or a manager,
 * an approved one by someone with absences:manage or absences:approve who is not its person.
 */
export async function cancelAbsence(call: AbsenceCall, id: string, ifMatch?: IfMatch): Promise<AbsenceRecord> {
  const row = await visibleAbsence(call, id);
  const mine = isOwn(call.principal, row);
  const manager = has(call.principal, 'absences:manage') || has(call.principal, 'absences:approve');
  if (row.status === 'requested') {
    if (!mine && !manager) throw permissionLacking('absences:manage');
  } else if (row.status === 'approved') {
    if (!manager) throw permissionLacking('absences:manage');
    if (isOwn(call.principal, row)) throw new ForbiddenError('Nobody cancels their own approved absence; ask an approver.');
  } else {
    throw new ConflictError(`The absence is already ${row.status}.`, { code: 'absence_status', status: row.status });
  }
  await assertEmployeeNotErased(call.db, row.employee_id);
  // An approved one taken back: the person's entries on its dates lose absence_conflict.
  const rechecked = row.status === 'approved' ? [datesOf(row)] : [];
  const prepared = await prepareAbsenceChange(call.db, row.employee_id, rechecked);
  await call.db.transaction().execute(async (trx) => {
    await lockRowForUpdate(trx, 'employees', row.employee_id);
    await assertStillChangeable(trx, row, ifMatch);
    await assertMonthsOpen(trx, [spanOf(row)]);
    const taken = await repository.changeStatus(trx, row.id, row.status, { status: 'cancelled', updated_at: nextUpdatedAt(row.updated_at) });
    if (!taken) throw decidedInTheMeantime();
    await approvedAbsencesChanged(trx, call.tenant, row.employee_id, rechecked, prepared);
    await absenceEvent(trx, call.tenant, 'absence.cancelled', row.id);
  });
  return getAbsence(call, row.id);
}

/** DELETE /absences/{a}: one's own requested absence, or any with absences:manage but one's own approved one; an approved one only in open months. */
export async function deleteAbsence(call: AbsenceCall, id: string, ifMatch?: IfMatch): Promise<void> {
  const row = await visibleAbsence(call, id);
  const mine = isOwn(call.principal, row);
  if (!has(call.principal, 'absences:manage')) {
    if (!mine) throw permissionLacking('absences:manage');
    if (row.status !== 'requested') throw permissionLacking('absences:manage');
  }
  // Deleting takes an approved absence back as cancelling does, and nobody cancels their own.
  if (row.status === 'approved' && isOwn(call.principal, row)) throw new ForbiddenError('Nobody deletes their own approved absence; ask an approver.');
  await assertEmployeeNotErased(call.db, row.employee_id);
  // An approved one taken back: the person's entries on its dates lose absence_conflict.
  const rechecked = row.status === 'approved' ? [datesOf(row)] : [];
  const prepared = await prepareAbsenceChange(call.db, row.employee_id, rechecked);
  await call.db.transaction().execute(async (trx) => {
    await lockRowForUpdate(trx, 'employees', row.employee_id);
    await assertStillChangeable(trx, row, ifMatch);
    if (row.status === 'approved') await assertMonthsOpen(trx, [spanOf(row)]);
    await repository.deleteAbsence(trx, row.id);
    await approvedAbsencesChanged(trx, call.tenant, row.employee_id, rechecked, prepared);
    // A rejected or cancelled one was last announced as such already: nothing of it holds any more.
    if (row.status === 'requested' || row.status === 'approved') await deletionEvent(trx, call.tenant, row, nextUpdatedAt(row.updated_at));
  });
}

/**
 * Rejects the person's absence requests that still wait for a decision, when their data is
 * erased: an erased person's absences can no longer be decided, cancelled or deleted, so an open
 * request would wait in the approvers' list for ever. A requested absence counts in no month, so
 * a closed month does not stop this. Answers how many were closed.
 */
export async function rejectOpenRequestsOfErased(trx: TenantDb, tenant: Tenant, employeeId: string, decision: repository.RequestDecision): Promise<number> {
  const open = await repository.openRequestsOf(trx, employeeId);
  for (const { id, updated_at } of open) {
    // Each version moves on from its own, so a subscriber ordering events by updated_at sees the rejection last.
    await repository.rejectRequest(trx, id, { ...decision, updated_at: nextUpdatedAt(updated_at, Date.parse(decision.updated_at)) });
    await absenceEvent(trx, tenant, 'absence.rejected', id);
  }
  return open.length;
}

/** An absence event for webhooks (module webhooks), with the absence as GET /absences/{a} shows it. */
function absenceEvent(
  trx: TenantDb,
  tenant: Pick<LeavingWorkspace, 'modules'>,
  type: 'absence.requested' | 'absence.approved' | 'absence.rejected' | 'absence.cancelled' | 'absence.updated',
  id: string,
) {
  return emitEvent(trx, tenant, type, async () => toAbsence((await withDays(trx, [(await repository.findAbsence(trx, id))!]))[0]!));
}

/**
 * A requested or approved absence deleted is taken back as its cancellation takes it, and its
 * subscribers, told of it by absence.requested or absence.approved, hear of it by the same
 * `absence.cancelled`: the absence as cancelling would have left it, there being nothing left to read.
 */
function deletionEvent(trx: TenantDb, tenant: Pick<LeavingWorkspace, 'modules'>, row: AbsenceRow, stamp: string) {
  return emitEvent(trx, tenant, 'absence.cancelled', async () => toAbsence({ ...(await withDays(trx, [row]))[0]!, status: 'cancelled', updated_at: stamp }));
}

/**
 * What each absence costs on the dates from `from` to `to` (its `days`, counted only inside the
 * range), for absences of many people, by absence id: the facts of all the people are read at once.
 */
export async function absenceDaysWithin(
  db: TenantDb,
  absences: ReadonlyArray<Pick<AbsencesTable, 'id' | 'employee_id' | 'start_date' | 'end_date' | 'half_day_start' | 'half_day_end'> & { category: string }>,
  people: readonly CountedPerson[],
  from: string,
  to: string,
): Promise<Map<string, number>> {
  await ensureSystemCalendarsBetween(db, ...yearsOf(from, to));
  const factsOf = await dayCountFactsOf(db, people, from, to);
  return new Map(absences.map((row) => [row.id, absenceDayCosts(spanOf(row), countedAs(factsOf.get(row.employee_id)!, row.category)).reduce((sum, cost) => sum + cost.days, 0)]));
}

/** The person's approved absences in a range, as the calendar feed shows them. */
export async function approvedAbsencesForFeed(db: TenantDb, employeeId: string, from: string, to: string): Promise<ApprovedAbsence[]> {
  return (await repository.approvedAbsencesBetween(db, [employeeId], from, to)).map((row) => ({
    id: row.id,
    typeName: row.type_name,
    category: row.category,
    startDate: row.start_date,
    endDate: row.end_date,
    halfDayStart: row.half_day_start,
    halfDayEnd: row.half_day_end,
    updatedAt: row.updated_at,
    typeUpdatedAt: row.type_updated_at,
    sequence: Number(row.sequence ?? 0),
  }));
}

/**
 * Approved absence days per person and absence type within a range, counted as an absence's
 * `days` is (schedule, holidays, half days), only the dates inside the range: person id ->
 * type id -> days.
 */
export async function approvedDaysByType(db: TenantDb, employees: readonly EmployeesTable[], from: string, to: string): Promise<Map<string, Map<string, number>>> {
  const rows = await repository.approvedAbsencesBetween(db, employees.map((e) => e.id), from, to);
  const result = new Map<string, Map<string, number>>();
  if (rows.length === 0) return result;
  await ensureSystemCalendarsBetween(db, ...yearsOf(from, to));
  for (const employee of employees) {
    const own = rows.filter((row) => row.employee_id === employee.id);
    if (own.length === 0) continue;
    const facts = await dayCountFacts(db, employee, from, to);
    const byType = new Map<string, number>();
    for (const row of own) {
      const days = absenceDayCosts(spanOf(row), countedAs(facts, row.category))
        .filter((cost) => cost.date >= from && cost.date <= to)
        .reduce((sum, cost) => sum + cost.days, 0);
      if (days > 0) byType.set(row.type_id, (byType.get(row.type_id) ?? 0) + days);
    }
    result.set(employee.id, byType);
  }
  return result;
}

/** Every absence of a person as the API shows it, requested, decided or cancelled (their access request reads it). */
export async function absencesOfEmployee(db: TenantDb, employeeId: string): Promise<AbsenceRecord[]> {
  return withDays(db, await repository.absencesOf(db, employeeId));
}

/** The person's yearly vacation entitlement as it changed, oldest first (personal-data export); empty while it never changed. */
export async function vacationEntitlementsOfEmployee(db: TenantDb, employeeId: string) {
  return (await repository.entitlementsOf(db, employeeId)).map(toVacationEntitlement);
}

/** A requested or approved absence of a person, as their leaving or later start reads it. */
type OpenAbsence = Awaited<ReturnType<typeof repository.openAbsencesBeyond>>[number];

/**
 * A person leaves on `exit` (an exit date set or moved earlier, or their deletion): their requested
 * and approved absences whose first day lies after it can never be taken, so they are cancelled, as
 * `POST /absences/{a}/cancel` leaves them, each with its `absence.cancelled` event. Otherwise a
 * request would wait in the approvers' list for ever (after a deletion nobody can decide it) and an
 * approved one would stay in the calendar feed, the list and the export. An absence reaching over
 * the exit date stays: its days after it cost nothing already. A person's start moved later (an
 * entry date set, or moved later) cancels likewise their absences whose last day lies before the
 * new entry date; one reaching over it stays, its days before it costing nothing.
 *
 * Runs in the change's transaction, the person's row held there (every change of an absence takes
 * that lock first). An approved one touching a closed payroll month is refused as its cancellation
 * is (409 payroll_period_locked), and with it the change; a requested one counts in no month, so a
 * closed one does not stop it (as deleting it, or erasure rejecting it). A pending eAU retrieval of
 * a cancelled sick absence is left as cancelling leaves it: its job finds the absence no longer
 * approved and asks for nothing. The person's entries on the dates of a cancelled approved one are
 * checked again, as after its cancellation (approvedAbsencesChanged).
 */
async function cancelOutsideEmployment(
  trx: TenantDb,
  workspace: LeavingWorkspace,
  employeeId: string,
  outside: readonly OpenAbsence[],
  prepared: ReadonlySet<string>,
): Promise<number> {
  if (outside.length === 0) return 0;
  const approved = outside.filter((row) => row.status === 'approved');
  await assertMonthsOpen(
    trx,
    approved.map((row) => ({ from: row.start_date, to: row.end_date })),
  );
  const now = Date.now();
  const ids = outside.map((row) => row.id);
  await repository.cancelAbsences(trx, outside.map((row) => ({ id: row.id, updated_at: nextUpdatedAt(row.updated_at, now) })));
  for (const id of ids) await absenceEvent(trx, workspace, 'absence.cancelled', id);
  await approvedAbsencesChanged(trx, workspace, employeeId, approved.map(datesOf), prepared);
  return ids.length;
}

/**
 * Before the change's transaction, for the absences it will cancel as first read: the holiday
 * calendars the events' `days` and the check of the person's entries read. Answers the entries prepared.
 */
async function prepareCancelling(db: TenantDb, employeeId: string, outside: readonly OpenAbsence[]): Promise<ReadonlySet<string>> {
  if (outside.length === 0) return new Set();
  const first = outside.reduce((min, row) => (row.start_date < min ? row.start_date : min), outside[0]!.start_date);
  const last = outside.reduce((max, row) => (row.end_date > max ? row.end_date : max), outside[0]!.end_date);
  await ensureSystemCalendarsBetween(db, ...yearsOf(first, last));
  return prepareAbsenceChange(db, employeeId, outside.filter((row) => row.status === 'approved').map(datesOf));
}

// A person's leaving cancels their later absences, in the leaving's own transaction.
onLeaving(async (db, employeeId, exit) => {
  const prepared = await prepareCancelling(db, employeeId, await repository.openAbsencesBeyond(db, employeeId, 'after', exit));
  return async (trx, person, leaves, workspace) => {
    await cancelOutsideEmployment(trx, workspace, person.id, await repository.openAbsencesBeyond(trx, person.id, 'after', leaves), prepared);
  };
});

// A later start cancels the absences ending before it, in the change's own transaction.
onStartPostponed(async (db, employeeId, entry) => {
  const prepared = await prepareCancelling(db, employeeId, await repository.openAbsencesBeyond(db, employeeId, 'before', entry));
  return async (trx, person, starts, workspace) => {
    await cancelOutsideEmployment(trx, workspace, person.id, await repository.openAbsencesBeyond(trx, person.id, 'before', starts), prepared);
  };
});
