import type { Updateable } from 'kysely';
import type {
  AbsenceSettingsTable,
  AbsencesTable,
  AbsenceStatus,
  AbsenceTypesTable,
  EmployeesTable,
  EmployeeVacationEntitlementsTable,
  VacationEntitlementDefaultsTable,
} from '../../db/tenant/schema.js';
import type { Visibility } from '../../platform/access/visibility.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { byName } from '../../db/sort-key.js';
import { foldedColumn, foldedValue } from '../../db/case-folding.js';

// ---------------------------------------------------------------- types

export function listTypes(db: TenantDb): Promise<AbsenceTypesTable[]> {
  return db.selectFrom('absence_types').selectAll().orderBy('is_system', 'desc').$call(byName(db, 'name')).orderBy('id').execute();
}

export function findType(db: TenantDb, id: string): Promise<AbsenceTypesTable | undefined> {
  return db.selectFrom('absence_types').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findTypeByName(db: TenantDb, name: string): Promise<AbsenceTypesTable | undefined> {
  return db
    .selectFrom('absence_types')
    .selectAll()
    .where(foldedColumn('name'), '=', foldedValue(name))
    .executeTakeFirst();
}

export async function insertType(db: TenantDb, row: AbsenceTypesTable): Promise<void> {
  await db.insertInto('absence_types').values(row).execute();
}

export async function updateType(db: TenantDb, id: string, changes: Updateable<AbsenceTypesTable>): Promise<void> {
  await db.updateTable('absence_types').set(changes).where('id', '=', id).execute();
}

export async function deleteType(db: TenantDb, id: string): Promise<void> {
  await db.deleteFrom('absence_types').where('id', '=', id).execute();
}

export async function countAbsencesOfType(db: TenantDb, typeId: string): Promise<number> {
  const row = await db.selectFrom('absences').select((eb) => eb.fn.countAll<number>().as('total')).where('type_id', '=', typeId).executeTakeFirstOrThrow();
  return Number(row.total);
}

// ---------------------------------------------------------------- absences

export type AbsenceRow = AbsencesTable & { category: AbsenceTypesTable['category']; counts_against_entitlement: boolean; department_id: string | null };

function withType(db: TenantDb) {
  return db
    .selectFrom('absences')
    .innerJoin('absence_types', 'absence_types.id', 'absences.type_id')
    .innerJoin('employees', 'employees.id', 'absences.employee_id')
    .selectAll('absences')
    .select(['absence_types.category', 'absence_types.counts_against_entitlement', 'employees.department_id']);
}

export function findAbsence(db: TenantDb, id: string): Promise<AbsenceRow | undefined> {
  return withType(db).where('absences.id', '=', id).executeTakeFirst();
}

export async function insertAbsence(db: TenantDb, row: AbsencesTable): Promise<void> {
  await db.insertInto('absences').values(row).execute();
}

/**
 * Changes an absence. `revised`: its first or last day moves, which its calendar event counts in
 * SEQUENCE (RFC 5545 §3.8.7.4); counted in the same statement, so two changes at once count twice.
 */
export async function updateAbsence(db: TenantDb, id: string, changes: Updateable<AbsencesTable>, revised = false): Promise<void> {
  await db
    .updateTable('absences')
    .set((eb) => ({ ...changes, ...(revised ? { sequence: eb('sequence', '+', 1) } : {}) }))
    .where('id', '=', id)
    .execute();
}

/** Moves the absence on only from the status it was read in, so two deciders cannot both decide it. */
export async function changeStatus(db: TenantDb, id: string, from: AbsenceStatus, changes: Updateable<AbsencesTable>): Promise<boolean> {
  const result = await db.updateTable('absences').set(changes).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Who decided a request, when, and why. */
export type RequestDecision = Pick<AbsencesTable, 'decided_by' | 'decided_at' | 'decision_reason' | 'updated_at'>;

/** The absences of the person still waiting for a decision, with their versions. */
export function openRequestsOf(db: TenantDb, employeeId: string): Promise<Array<Pick<AbsencesTable, 'id' | 'updated_at'>>> {
  return db.selectFrom('absences').select(['id', 'updated_at']).where('employee_id', '=', employeeId).where('status', '=', 'requested').orderBy('id').execute();
}

/** Rejects one absence, only while it is still requested; `decision` carries its new `updated_at`. */
export async function rejectRequest(db: TenantDb, id: string, decision: RequestDecision): Promise<void> {
  await db.updateTable('absences').set({ status: 'rejected', ...decision }).where('id', '=', id).where('status', '=', 'requested').execute();
}

/**
 * The person's requested and approved absences wholly on one side of `date`, with their dates and
 * status: those whose first day lies after it (`after`), or whose last day lies before it (`before`).
 */
export function openAbsencesBeyond(db: TenantDb, employeeId: string, side: 'after' | 'before', date: string) {
  return db
    .selectFrom('absences')
    .select(['id', 'status', 'start_date', 'end_date', 'updated_at'])
    .where('employee_id', '=', employeeId)
    .where('status', 'in', ['requested', 'approved'])
    .$call((query) => (side === 'after' ? query.where('start_date', '>', date) : query.where('end_date', '<', date)))
    .orderBy('start_date')
    .orderBy('id')
    .execute();
}

/** Cancels these absences, each only from the requested or approved status it is still in, each with its own new `updated_at`. */
export async function cancelAbsences(db: TenantDb, cancelled: ReadonlyArray<Pick<AbsencesTable, 'id' | 'updated_at'>>): Promise<void> {
  for (const { id, updated_at } of cancelled) {
    await db.updateTable('absences').set({ status: 'cancelled', updated_at }).where('id', '=', id).where('status', 'in', ['requested', 'approved']).execute();
  }
}

export async function deleteAbsence(db: TenantDb, id: string): Promise<void> {
  await db.deleteFrom('eau_requests').where('absence_id', '=', id).execute();
  await db.deleteFrom('absences').where('id', '=', id).execute();
}

/** The person's requested or approved absence of this type on exactly these days, half days included. */
export function openAbsenceLike(
  db: TenantDb,
  employeeId: string,
  days: Pick<AbsencesTable, 'type_id' | 'start_date' | 'end_date' | 'half_day_start' | 'half_day_end'>,
): Promise<AbsenceRow | undefined> {
  return withType(db)
    .where('absences.employee_id', '=', employeeId)
    .where('absences.status', 'in', ['requested', 'approved'])
    .where('absences.type_id', '=', days.type_id)
    .where('absences.start_date', '=', days.start_date)
    .where('absences.end_date', '=', days.end_date)
    .where('absences.half_day_start', '=', days.half_day_start)
    .where('absences.half_day_end', '=', days.half_day_end)
    .executeTakeFirst();
}

/**
 * A requested or approved absence of the person sharing a date with the range, other than
 * `except` and other than those of the category `besides` (which may lie beside it).
 */
export function firstOverlapping(db: TenantDb, employeeId: string, from: string, to: string, options: { except?: string; besides?: string } = {}) {
  let query = db
    .selectFrom('absences')
    .innerJoin('absence_types', 'absence_types.id', 'absences.type_id')
    .select(['absences.id', 'absences.start_date', 'absences.end_date', 'absences.status'])
    .where('absences.employee_id', '=', employeeId)
    .where('absences.status', 'in', ['requested', 'approved'])
    .where('absences.start_date', '<=', to)
    .where('absences.end_date', '>=', from);
  if (options.except) query = query.where('absences.id', '!=', options.except);
  if (options.besides) query = query.where('absence_types.category', '!=', options.besides as AbsenceTypesTable['category']);
  return query.orderBy('absences.start_date').executeTakeFirst();
}

/** Whether the person has an approved vacation sharing a date with the range. */
export async function hasApprovedVacationBetween(db: TenantDb, employeeId: string, from: string, to: string): Promise<boolean> {
  const row = await db
    .selectFrom('absences')
    .innerJoin('absence_types', 'absence_types.id', 'absences.type_id')
    .select('absences.id')
    .where('absences.employee_id', '=', employeeId)
    .where('absences.status', '=', 'approved')
    .where('absence_types.category', '=', 'vacation')
    .where('absences.start_date', '<=', to)
    .where('absences.end_date', '>=', from)
    .executeTakeFirst();
  return row !== undefined;
}

/** The people's approved sick absences sharing a date with the range: their ids, people, dates and half days. */
export function approvedSickSpans(db: TenantDb, employeeIds: readonly string[], from: string, to: string) {
  return db
    .selectFrom('absences')
    .innerJoin('absence_types', 'absence_types.id', 'absences.type_id')
    .select(['absences.id', 'absences.employee_id', 'absences.start_date', 'absences.end_date', 'absences.half_day_start', 'absences.half_day_end'])
    .where('absences.employee_id', 'in', [...employeeIds])
    .where('absences.status', '=', 'approved')
    .where('absence_types.category', '=', 'sick')
    .where('absences.start_date', '<=', to)
    .where('absences.end_date', '>=', from)
    .execute();
}

/** The approved absences of these people sharing a date with the range, with their type's name and category. */
export function approvedAbsencesBetween(db: TenantDb, employeeIds: readonly string[], from: string, to: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('absences')
    .innerJoin('absence_types', 'absence_types.id', 'absences.type_id')
    .selectAll('absences')
    .select(['absence_types.name as type_name', 'absence_types.category', 'absence_types.updated_at as type_updated_at'])
    .where('absences.employee_id', 'in', [...employeeIds])
    .where('absences.status', '=', 'approved')
    .where('absences.start_date', '<=', to)
    .where('absences.end_date', '>=', from)
    .orderBy('absences.start_date')
    .execute();
}

/** Every requested or approved absence of the person whose type counts against the entitlement. */
export function countingAbsences(db: TenantDb, employeeId: string): Promise<AbsenceRow[]> {
  return withType(db)
    .where('absences.employee_id', '=', employeeId)
    .where('absences.status', 'in', ['requested', 'approved'])
    .where('absence_types.counts_against_entitlement', '=', true)
    .orderBy('absences.start_date')
    .execute();
}

export interface AbsenceFilter {
  employeeId?: string;
  from?: string;
  to?: string;
  status?: AbsenceStatus;
  typeId?: string;
  /** Only the caller's own absences. */
  onlyOf?: string;
  visibility: Visibility;
}

function filtered(db: TenantDb, filter: AbsenceFilter) {
  let query = withType(db);
  if (filter.employeeId) query = query.where('absences.employee_id', '=', filter.employeeId);
  if (filter.from) query = query.where('absences.end_date', '>=', filter.from);
  if (filter.to) query = query.where('absences.start_date', '<=', filter.to);
  if (filter.status) query = query.where('absences.status', '=', filter.status);
  if (filter.typeId) query = query.where('absences.type_id', '=', filter.typeId);
  if (filter.onlyOf) query = query.where('absences.employee_id', '=', filter.onlyOf);
  const visibility = filter.visibility;
  if (visibility.scope === 'self') query = query.where('absences.employee_id', '=', visibility.selfId);
  if (visibility.scope === 'units') {
    const units = [...visibility.units];
    query = query.where((eb) => eb.or([eb('absences.employee_id', '=', visibility.selfId), ...(units.length ? [eb('employees.department_id', 'in', units)] : [])]));
  }
  return query;
}

export async function countAbsences(db: TenantDb, filter: AbsenceFilter): Promise<number> {
  const row = await filtered(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function listAbsences(db: TenantDb, filter: AbsenceFilter, limit: number, offset: number): Promise<AbsenceRow[]> {
  return filtered(db, filter).orderBy('absences.start_date', 'desc').orderBy('absences.id', 'desc').limit(limit).offset(offset).execute();
}

export function employeesByIds(db: TenantDb, ids: readonly string[]): Promise<EmployeesTable[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('employees').selectAll().where('id', 'in', [...ids]).execute();
}

// ---------------------------------------------------------------- settings

export function settings(db: TenantDb): Promise<AbsenceSettingsTable> {
  return db.selectFrom('absence_settings').selectAll().where('id', '=', 'tenant').executeTakeFirstOrThrow();
}

export async function updateSettings(db: TenantDb, changes: Updateable<AbsenceSettingsTable>): Promise<void> {
  await db.updateTable('absence_settings').set(changes).where('id', '=', 'tenant').execute();
}

/** The tenant default's yearly entitlement by year (none: it never changed), oldest first. */
export function entitlementDefaults(db: TenantDb): Promise<VacationEntitlementDefaultsTable[]> {
  return db.selectFrom('vacation_entitlement_defaults').selectAll().orderBy('from_year').execute();
}

/** Sets the tenant default from a year on; a second change in the same year overwrites that year's row. */
export async function putEntitlementDefault(db: TenantDb, row: VacationEntitlementDefaultsTable): Promise<void> {
  await db
    .insertInto('vacation_entitlement_defaults')
    .values(row)
    .onConflict((oc) => oc.column('from_year').doUpdateSet({ vacation_days_per_year: row.vacation_days_per_year, updated_at: row.updated_at }))
    .execute();
}

/** Removes the tenant default's rows of years after `year`: a change made in `year` holds from it on. */
export async function removeEntitlementDefaultsAfter(db: TenantDb, year: number): Promise<void> {
  await db.deleteFrom('vacation_entitlement_defaults').where('from_year', '>', year).execute();
}

/** A person's own yearly entitlement by year (none: it never changed), oldest first; written by the employees area. */
export function entitlementsOf(db: TenantDb, employeeId: string): Promise<EmployeeVacationEntitlementsTable[]> {
  return db.selectFrom('employee_vacation_entitlements').selectAll().where('employee_id', '=', employeeId).orderBy('from_year').execute();
}

/** The person's schedule model periods, each with its model's rule columns, oldest first: the working week of the statutory vacation minimum. */
export function scheduleModelPeriodsOf(db: TenantDb, employeeId: string) {
  return db
    .selectFrom('employee_schedule_models as a')
    .innerJoin('schedule_models as m', 'm.id', 'a.schedule_model_id')
    .select(['a.valid_from', 'a.valid_to', 'm.kind', 'm.weekly_target_ms', 'm.day_1_ms', 'm.day_2_ms', 'm.day_3_ms', 'm.day_4_ms', 'm.day_5_ms', 'm.day_6_ms', 'm.day_7_ms'])
    .where('a.employee_id', '=', employeeId)
    .orderBy('a.valid_from')
    .execute();
}

/** Every absence of a person with its type, oldest first. */
export function absencesOf(db: TenantDb, employeeId: string): Promise<AbsenceRow[]> {
  return withType(db).where('absences.employee_id', '=', employeeId).orderBy('absences.start_date').orderBy('absences.id').execute();
}
