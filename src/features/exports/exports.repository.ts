import type { ExportsTable } from '../../db/tenant/schema.js';
import { byName } from '../../db/sort-key.js';
import { scopeToVisible, type Visibility } from '../../platform/access/visibility.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import type { JobsDb } from '../../platform/jobs/jobs.repository.js';

export function insert(db: JobsDb, row: ExportsTable) {
  return db.insertInto('exports').values(row).execute();
}

export function find(db: TenantDb, id: string) {
  return db.selectFrom('exports').selectAll().where('id', '=', id).executeTakeFirst();
}

export function markRunning(db: TenantDb, id: string, rowsTotal: number, now: string) {
  return db.updateTable('exports').set({ status: 'running', error: null, rows_done: 0, rows_total: rowsTotal, updated_at: now }).where('id', '=', id).execute();
}

export function recordProgress(db: TenantDb, id: string, rowsDone: number, now: string) {
  return db.updateTable('exports').set({ rows_done: rowsDone, updated_at: now }).where('id', '=', id).execute();
}

export function markDone(db: TenantDb, id: string, fileName: string, now: string) {
  return db.updateTable('exports').set({ status: 'done', file_name: fileName, updated_at: now, finished_at: now }).where('id', '=', id).execute();
}

/** The job is dead and the export not finished: `failed`, with the last attempt's error or `error`. */
export function markGivenUp(db: TenantDb, id: string, error: string, now: string) {
  return db
    .updateTable('exports')
    .set((eb) => ({ status: 'failed', error: eb.fn.coalesce('error', eb.val(error)), updated_at: now, finished_at: now }))
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** A failed attempt: queued again with the error of the attempt; when the job gives up, markGivenUp ends it. */
export function markAttemptFailed(db: TenantDb, id: string, error: string, now: string) {
  return db
    .updateTable('exports')
    .set({ status: 'queued', error, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** How many of a person's exports are queued or being written. */
export async function underWayFor(db: TenantDb, employeeId: string): Promise<number> {
  const row = await db
    .selectFrom('exports')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('requested_by', '=', employeeId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

// ---------------------------------------------------------------- rows of the absences export

export interface AbsenceExportFilter {
  visibility: Visibility;
  /** Only the people of this department (not its sub-units). */
  departmentId?: string;
  /** First and last date of the month: absences sharing a date with it. */
  from: string;
  to: string;
}

/**
 * The requested and approved absences of the visible people (deleted ones included, as
 * GET /absences lists theirs) sharing a date with the month. Rejected and cancelled ones take
 * no day and are left out.
 */
function absencesOfMonth(db: TenantDb, filter: AbsenceExportFilter) {
  let query = scopeToVisible(db.selectFrom('employees'), filter.visibility)
    .innerJoin('absences', 'absences.employee_id', 'employees.id')
    .innerJoin('absence_types', 'absence_types.id', 'absences.type_id')
    .where('absences.status', 'in', ['requested', 'approved'])
    .where('absences.start_date', '<=', filter.to)
    .where('absences.end_date', '>=', filter.from);
  if (filter.departmentId) query = query.where('employees.department_id', '=', filter.departmentId);
  return query;
}

/** Their ids, by the person's name, then by first day. */
export async function absenceIdsOfMonth(db: TenantDb, filter: AbsenceExportFilter): Promise<string[]> {
  const rows = await absencesOfMonth(db, filter)
    .select('absences.id')
    .$call(byName(db, 'employees.last_name', 'employees.first_name'))
    .orderBy('employees.id')
    .orderBy('absences.start_date')
    .orderBy('absences.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Those of them with these ids, with their person and type, in no particular order. */
export function absencesOfMonthByIds(db: TenantDb, filter: AbsenceExportFilter, ids: readonly string[]) {
  return absencesOfMonth(db, filter)
    .select([
      'absences.id',
      'absences.employee_id',
      'absences.start_date',
      'absences.end_date',
      'absences.half_day_start',
      'absences.half_day_end',
      'absences.status',
      'absence_types.name as type_name',
      'absence_types.category',
      'employees.code',
      'employees.first_name',
      'employees.last_name',
      'employees.location_id',
      'employees.entry_date',
      'employees.exit_date',
    ])
    .where('absences.id', 'in', [...ids])
    .execute();
}

export type AbsenceOfMonth = Awaited<ReturnType<typeof absencesOfMonthByIds>>[number];
