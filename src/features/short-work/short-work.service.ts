import type { EmployeesTable, ShortWorkPeriodsTable } from '../../db/tenant/schema.js';
import type { ShortWorkSpan } from '../../domain/working-time/short-work.js';
import { unitAndDescendants, type OrgUnit } from '../../platform/access/org-tree.js';
import type { Principal } from '../../platform/access/principal.js';
import { canSee, canSeeUnit, type Visibility } from '../../platform/access/visibility.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import type { PageSource } from '../../platform/http/pagination.js';
import { uuidv7 } from '../../platform/ids.js';
import { lockRowIfPresent } from '../../db/locks.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { list as listDepartments } from '../departments/departments.service.js';
import { assertNotErased } from '../employees/employees.service.js';
import { assertMonthsOpen } from '../payroll/payroll.service.js';
import * as repository from './short-work.repository.js';
import { toShortWorkOfPerson, type PeriodRecord, type ShortWorkOfPerson } from './short-work-period.resource.js';
import { permissionLacking } from '../../platform/access/refusals.js';
import { assertDaysInOrder } from '../../platform/http/date-filters.js';

export interface ShortWorkCall {
  db: TenantDb;
  principal: Principal;
  visibility: Visibility;
}

export interface PeriodInput {
  department_id?: string | null;
  employee_ids?: string[] | null;
  from?: string;
  to?: string;
  reduction_percent?: number;
  note?: string | null;
}

export interface PeriodFilters {
  department_id?: string;
  employee_id?: string;
  from?: string;
  to?: string;
}

const UNKNOWN_DEPARTMENT = 'The selected department id is invalid.';
const UNKNOWN_EMPLOYEES = 'The selected employee ids are invalid.';

/** Periods reveal other people's targets, so reading them needs what another person's working time needs. */
export function assertMayRead(principal: Principal): void {
  if (!principal.permissions.has('time-tracking:view') && !principal.permissions.has('reports:view')) {
    throw permissionLacking('time-tracking:view');
  }
}

/** A department period covers the department and every unit below it, as the organisation tree stands now. */
function coveredUnits(units: readonly OrgUnit[], departmentId: string): Set<string> {
  return units.some((unit) => unit.id === departmentId) ? unitAndDescendants(units, departmentId) : new Set();
}

interface Context {
  units: OrgUnit[];
  /** Each named person, deleted and erased ones included: department for the visibility checks, deletion and erasure for naming them anew. */
  people: Map<string, Pick<EmployeesTable, 'id' | 'department_id' | 'deleted_at' | 'erased_at'>>;
}

async function contextFor(db: TenantDb, named: Iterable<string>): Promise<Context> {
  const [units, people] = await Promise.all([listDepartments(db), repository.employeesByIds(db, [...new Set(named)])]);
  return { units, people: new Map(people.map((person) => [person.id, person])) };
}

/** What of a period the caller may read, or null when none of it: a department reaching into a visible unit, or the visible named people. */
function readableView(visibility: Visibility, record: PeriodRecord, context: Context): PeriodRecord | null {
  if (record.row.department_id !== null) {
    const units = coveredUnits(context.units, record.row.department_id);
    const seen = visibility.scope === 'all' || [...units].some((unit) => canSeeUnit(visibility, unit));
    return seen ? record : null;
  }
  const visible = (record.employeeIds ?? []).filter((id) => {
    const person = context.people.get(id);
    return person !== undefined && canSee(visibility, person);
  });
  if (visible.length === 0 && visibility.scope !== 'all') return null;
  return { row: record.row, employeeIds: visibility.scope === 'all' ? record.employeeIds : visible };
}

/** Changing a period needs sight of all of it: its department, or every person it names. */
function assertMayChange(visibility: Visibility, departmentId: string | null, employeeIds: readonly string[], context: Context): void {
  if (departmentId !== null) {
    if (!canSeeUnit(visibility, departmentId)) throw new ForbiddenError('That department lies outside the organisation units you may see.');
    return;
  }
  for (const id of employeeIds) {
    const person = context.people.get(id);
    if (person && !canSee(visibility, person)) throw new ForbiddenError('A person of the period lies outside the organisation units you may see.');
  }
}

async function records(db: TenantDb, rows: ShortWorkPeriodsTable[]): Promise<PeriodRecord[]> {
  const named = await repository.namedEmployees(db, rows.map((row) => row.id));
  return rows.map((row) => ({ row, employeeIds: row.department_id === null ? (named.get(row.id) ?? []) : null }));
}

/** The periods sharing a date with the range, each with its named people (null: a department's). */
export async function periodRecordsBetween(db: TenantDb, from: string, to: string): Promise<PeriodRecord[]> {
  return records(db, await repository.periodsBetween(db, from, to));
}

async function load(db: TenantDb, id: string): Promise<PeriodRecord> {
  const row = await repository.find(db, id);
  if (!row) throw new NotFoundError('The short-time work period was not found.');
  return (await records(db, [row]))[0]!;
}

/** A period the caller may read, as far as they may see it; someone seeing none of it gets 403. */
export async function findReadable(call: ShortWorkCall, id: string): Promise<PeriodRecord> {
  assertMayRead(call.principal);
  const record = await load(call.db, id);
  const view = readableView(call.visibility, record, await contextFor(call.db, record.employeeIds ?? []));
  if (!view) throw new ForbiddenError('This short-time work period lies outside the organisation units you may see.');
  return view;
}

const emptyPage: PageSource<PeriodRecord> = { count: async () => 0, rows: async () => [] };

/**
 * The periods the caller may read, oldest first, filtered by department, person (named, or a
 * member of a covered unit) and dates. Tenants have a handful of periods, so the visibility
 * filter runs over all of them and the page is cut afterwards.
 */
export async function list(call: ShortWorkCall, filters: PeriodFilters): Promise<PageSource<PeriodRecord>> {
  assertMayRead(call.principal);
  assertDaysInOrder(filters);
  const all = await records(call.db, await repository.periodsBetween(call.db, filters.from, filters.to));
  const context = await contextFor(call.db, [...all.flatMap((record) => record.employeeIds ?? []), ...(filters.employee_id ? [filters.employee_id] : [])]);
  const subject = filters.employee_id ? context.people.get(filters.employee_id) : undefined;
  // Like every list filtered by a person: someone out of sight has nothing listed, so the answer
  // tells nothing about them (not even through a period naming them beside someone visible).
  if (filters.employee_id && !(subject && canSee(call.visibility, subject))) return emptyPage;
  const matching = all.filter((record) => {
    if (filters.department_id && record.row.department_id !== filters.department_id) return false;
    if (filters.employee_id) {
      if (record.row.department_id === null) return (record.employeeIds ?? []).includes(filters.employee_id);
      return subject?.department_id != null && coveredUnits(context.units, record.row.department_id).has(subject.department_id);
    }
    return true;
  });
  const visible = matching.flatMap((record) => readableView(call.visibility, record, context) ?? []);
  return { count: async () => visible.length, rows: async (limit, offset) => visible.slice(offset, offset + limit) };
}

/**
 * The target of a create or change, checked as a whole: one of department or people, dates in
 * order, every reference known. People named anew (not in `named`, what the period names now)
 * must be active employees; those named before stay even when they were deleted since.
 */
function checked(input: Required<Pick<PeriodInput, 'from' | 'to'>> & PeriodInput, context: Context, named: readonly string[] = []) {
  const departmentId = input.department_id ?? null;
  const employeeIds = [...new Set(input.employee_ids ?? [])].sort();
  if (departmentId !== null && employeeIds.length > 0) {
    throw ValidationError.field('department_id', 'Give either department_id or employee_ids, not both.');
  }
  if (departmentId === null && employeeIds.length === 0) {
    throw ValidationError.field('department_id', 'The department id field is required when employee ids is not present.');
  }
  if (input.from > input.to) throw ValidationError.field('to', 'The to date must be on or after the from date.');
  if (departmentId !== null && !context.units.some((unit) => unit.id === departmentId)) throw ValidationError.field('department_id', UNKNOWN_DEPARTMENT);
  const before = new Set(named);
  const added = employeeIds.filter((id) => !before.has(id));
  const active = (id: string) => {
    const person = context.people.get(id);
    return person !== undefined && !person.deleted_at;
  };
  if (added.some((id) => !active(id))) throw ValidationError.field('employee_ids', UNKNOWN_EMPLOYEES);
  return { departmentId, employeeIds, added };
}

/** Nothing new is recorded about an erased person: naming one anew is 409 `employee_erased` (after the visibility check, so it tells nothing about people out of sight). */
function assertNoneErased(ids: readonly string[], context: Context): void {
  for (const id of ids) assertNotErased(context.people.get(id)!);
}

/**
 * Holds the department a period names until the write commits, and checks there that it still
 * exists: its deletion takes the same row lock and refuses a department a period names, so one of
 * the two sees the other.
 */
async function holdDepartment(trx: TenantDb, departmentId: string | null): Promise<void> {
  if (departmentId !== null && !(await lockRowIfPresent(trx, 'departments', departmentId))) throw ValidationError.field('department_id', UNKNOWN_DEPARTMENT);
}

export async function create(call: ShortWorkCall, input: PeriodInput & { from: string; to: string; reduction_percent: number }): Promise<PeriodRecord> {
  const context = await contextFor(call.db, input.employee_ids ?? []);
  const { departmentId, employeeIds, added } = checked(input, context);
  assertMayChange(call.visibility, departmentId, employeeIds, context);
  assertNoneErased(added, context);
  const now = new Date().toISOString();
  const row: ShortWorkPeriodsTable = {
    id: uuidv7(),
    department_id: departmentId,
    date_from: input.from,
    date_to: input.to,
    reduction_percent: input.reduction_percent,
    note: input.note ?? null,
    created_by: call.principal.employeeId,
    created_at: now,
    updated_at: now,
  };
  await call.db.transaction().execute(async (trx) => {
    await holdDepartment(trx, departmentId);
    await assertMonthsOpen(trx, [{ from: row.date_from, to: row.date_to }]);
    await repository.insert(trx, row);
    await repository.replaceEmployees(trx, row.id, employeeIds);
  });
  return load(call.db, row.id);
}

/**
 * The checks of a change (who may, which months) were made for the period as it was read: written
 * only if it is still so, else 409, and nothing is changed.
 */
const changedInTheMeantime = () => new ConflictError('The short-time work period was changed in the meantime; read it again.');

/**
 * Changes a period; what is left out stays. Naming people turns a department period into one of
 * those people and the other way round. Old and new days must lie in open payroll months.
 */
export async function update(call: ShortWorkCall, id: string, input: PeriodInput): Promise<PeriodRecord> {
  // The change answers the whole period as stored, members not sent included: that is reading it.
  assertMayRead(call.principal);
  const current = await load(call.db, id);
  const switchesToPeople = input.employee_ids != null && input.employee_ids.length > 0 && input.department_id === undefined;
  const switchesToDepartment = input.department_id != null && input.employee_ids === undefined;
  const next = {
    department_id: switchesToPeople ? null : input.department_id !== undefined ? input.department_id : current.row.department_id,
    employee_ids: switchesToDepartment ? [] : input.employee_ids !== undefined ? input.employee_ids : current.employeeIds,
    from: input.from ?? current.row.date_from,
    to: input.to ?? current.row.date_to,
  };
  const context = await contextFor(call.db, [...(current.employeeIds ?? []), ...(next.employee_ids ?? [])]);
  assertMayChange(call.visibility, current.row.department_id, current.employeeIds ?? [], context);
  const { departmentId, employeeIds, added } = checked(next, context, current.employeeIds ?? []);
  assertMayChange(call.visibility, departmentId, employeeIds, context);
  assertNoneErased(added, context);
  await call.db.transaction().execute(async (trx) => {
    if (departmentId !== current.row.department_id) await holdDepartment(trx, departmentId);
    await assertMonthsOpen(trx, [
      { from: current.row.date_from, to: current.row.date_to },
      { from: next.from, to: next.to },
    ]);
    const changed = await repository.update(trx, id, current.row.updated_at, {
      department_id: departmentId,
      date_from: next.from,
      date_to: next.to,
      ...(input.reduction_percent !== undefined ? { reduction_percent: input.reduction_percent } : {}),
      ...(input.note !== undefined ? { note: input.note } : {}),
      updated_at: new Date().toISOString(),
    });
    if (!changed) throw changedInTheMeantime();
    await repository.replaceEmployees(trx, id, employeeIds);
  });
  return load(call.db, id);
}

export async function remove(call: ShortWorkCall, id: string): Promise<void> {
  const current = await load(call.db, id);
  const context = await contextFor(call.db, current.employeeIds ?? []);
  assertMayChange(call.visibility, current.row.department_id, current.employeeIds ?? [], context);
  await call.db.transaction().execute(async (trx) => {
    await assertMonthsOpen(trx, [{ from: current.row.date_from, to: current.row.date_to }]);
    if (!(await repository.remove(trx, id, current.row.updated_at))) throw changedInTheMeantime();
  });
}

/**
 * The people a period applies to: the named ones, or everyone whose department lies in the
 * covered units now (there is no history of department membership). Former employees are
 * included; their days outside the employment carry no target anyway.
 */
export async function coveredEmployees(db: TenantDb, record: PeriodRecord): Promise<EmployeesTable[]> {
  if (record.row.department_id === null) return repository.employeesByIds(db, record.employeeIds ?? []);
  const units = await listDepartments(db);
  return repository.employeesInUnits(db, [...coveredUnits(units, record.row.department_id)]);
}

/**
 * The short-time work spans of each of the given people between two dates, for the working
 * day. Only while the tenant uses the module: switched off, targets are the schedule's again.
 */
export async function shortWorkSpans(
  db: TenantDb,
  tenant: Pick<Tenant, 'modules'>,
  employees: ReadonlyArray<Pick<EmployeesTable, 'id' | 'department_id'>>,
  from: string,
  to: string,
): Promise<Map<string, ShortWorkSpan[]>> {
  const spans = new Map<string, ShortWorkSpan[]>();
  if (!tenant.modules.includes('short_work') || employees.length === 0) return spans;
  const rows = await repository.periodsBetween(db, from, to);
  if (rows.length === 0) return spans;
  const [named, units] = await Promise.all([repository.namedEmployees(db, rows.map((row) => row.id)), listDepartments(db)]);
  const add = (employeeId: string, row: ShortWorkPeriodsTable) => {
    const list = spans.get(employeeId) ?? [];
    list.push({ periodId: row.id, from: row.date_from, to: row.date_to, reductionPercent: Number(row.reduction_percent) });
    spans.set(employeeId, list);
  };
  for (const row of rows) {
    if (row.department_id === null) {
      const ids = new Set(named.get(row.id) ?? []);
      for (const employee of employees) if (ids.has(employee.id)) add(employee.id, row);
    } else {
      const covered = coveredUnits(units, row.department_id);
      for (const employee of employees) if (employee.department_id !== null && covered.has(employee.department_id)) add(employee.id, row);
    }
  }
  return spans;
}

/** The periods that name the person (their access request reads them); department periods are the department's. */
export async function shortWorkPeriodsOfEmployee(db: TenantDb, employeeId: string): Promise<ShortWorkOfPerson[]> {
  return (await repository.periodsNaming(db, employeeId)).map(toShortWorkOfPerson);
}
