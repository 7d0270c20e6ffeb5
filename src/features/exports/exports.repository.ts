import type { ExportsTable } from '../../db/tenant/schema.js';
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
