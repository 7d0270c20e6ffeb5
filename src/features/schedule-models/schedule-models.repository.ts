import type { Updateable } from 'kysely';
import type { EmployeeScheduleModelsTable, ScheduleModelsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { foldedColumn, foldedValue } from '../../db/case-folding.js';
import { byName } from '../../db/sort-key.js';

/** Every query on schedule models and their assignments. `db` may be a transaction. */

export function listModels(db: TenantDb): Promise<ScheduleModelsTable[]> {
  return db.selectFrom('schedule_models').selectAll().$call(byName(db, 'name')).orderBy('id').execute();
}

export function findModel(db: TenantDb, id: string): Promise<ScheduleModelsTable | undefined> {
  return db.selectFrom('schedule_models').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Names are unique ignoring case; the unique index on fold_case(name) backs this check up (src/db/case-folding.ts). */
export async function nameTaken(db: TenantDb, name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('schedule_models')
    .select('id')
    .where(foldedColumn('name'), '=', foldedValue(name));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertModel(db: TenantDb, row: ScheduleModelsTable): Promise<void> {
  await db.insertInto('schedule_models').values(row).execute();
}

export async function updateModel(db: TenantDb, id: string, changes: Updateable<ScheduleModelsTable>): Promise<void> {
  await db.updateTable('schedule_models').set(changes).where('id', '=', id).execute();
}

export async function deleteModel(db: TenantDb, id: string): Promise<void> {
  await db.deleteFrom('schedule_models').where('id', '=', id).execute();
}

/**
 * What still refers to a model: assignments (past ones too, they are payroll history) and shift
 * templates in use. Retired shifts do not count: they can no longer be changed or planned.
 */
export async function usesOf(db: TenantDb, id: string): Promise<{ assignments: number; shifts: number }> {
  const [assignments, shifts] = await Promise.all([
    db
      .selectFrom('employee_schedule_models')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('schedule_model_id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('shifts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('schedule_model_id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { assignments: Number(assignments.n), shifts: Number(shifts.n) };
}

/** The days a model is assigned to anyone: each assignment's first and last day (null: runs on). */
export function assignedSpansOf(db: TenantDb, modelId: string): Promise<Array<Pick<EmployeeScheduleModelsTable, 'valid_from' | 'valid_to'>>> {
  return db.selectFrom('employee_schedule_models').select(['valid_from', 'valid_to']).where('schedule_model_id', '=', modelId).execute();
}

export async function everAssignedTo(db: TenantDb, modelId: string, employeeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('employee_schedule_models')
    .select('id')
    .where('schedule_model_id', '=', modelId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
  return row !== undefined;
}

export function assignmentsOf(db: TenantDb, employeeId: string): Promise<EmployeeScheduleModelsTable[]> {
  return db.selectFrom('employee_schedule_models').selectAll().where('employee_id', '=', employeeId).orderBy('valid_from').execute();
}

export async function insertAssignment(db: TenantDb, row: EmployeeScheduleModelsTable): Promise<void> {
  await db.insertInto('employee_schedule_models').values(row).execute();
}

export async function updateAssignment(db: TenantDb, id: string, changes: Updateable<EmployeeScheduleModelsTable>): Promise<void> {
  await db.updateTable('employee_schedule_models').set(changes).where('id', '=', id).execute();
}

export async function deleteAssignment(db: TenantDb, id: string): Promise<void> {
  await db.deleteFrom('employee_schedule_models').where('id', '=', id).execute();
}

/** Marks the person changed at `at`: their resource shows today's model, which an assignment may change. */
export async function touchEmployee(db: TenantDb, employeeId: string, at: string): Promise<void> {
  await db.updateTable('employees').set({ updated_at: at }).where('id', '=', employeeId).execute();
}

/** The model each of the given people has on one date: one query for any number of people. */
export function assignmentsOnDate(db: TenantDb, employeeIds: readonly string[], date: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('employee_schedule_models')
    .select(['employee_id', 'schedule_model_id'])
    .where('employee_id', 'in', employeeIds)
    .where('valid_from', '<=', date)
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', date)]))
    .execute();
}

/** The assignments of the given people touching a date range, each with its model's rule: one query. */
export function assignmentsWithModelsBetween(db: TenantDb, employeeIds: readonly string[], from: string, to: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('employee_schedule_models as a')
    .innerJoin('schedule_models as m', 'm.id', 'a.schedule_model_id')
    .select([
      'a.employee_id',
      'a.schedule_model_id',
      'a.valid_from',
      'a.valid_to',
      'm.kind',
      'm.weekly_target_ms',
      'm.day_1_ms',
      'm.day_2_ms',
      'm.day_3_ms',
      'm.day_4_ms',
      'm.day_5_ms',
      'm.day_6_ms',
      'm.day_7_ms',
    ])
    .where('a.employee_id', 'in', employeeIds)
    .where('a.valid_from', '<=', to)
    .where((eb) => eb.or([eb('a.valid_to', 'is', null), eb('a.valid_to', '>=', from)]))
    .orderBy('a.employee_id')
    .orderBy('a.valid_from')
    .execute();
}
