import { sql, type Updateable } from 'kysely';
import type { PayrollTransferSettingsTable, PayrollTransfersTable } from '../../db/tenant/schema.js';
import type { JobsDb } from '../../platform/jobs/jobs.repository.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

/** The settings are one row with this id. */
const SETTINGS_ID = 'partner_payroll';

export function findSettings(db: TenantDb) {
  return db.selectFrom('payroll_transfer_settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirst();
}

export async function saveSettings(db: TenantDb, values: Omit<PayrollTransferSettingsTable, 'id'>): Promise<void> {
  await db
    .insertInto('payroll_transfer_settings')
    .values({ id: SETTINGS_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

export function insertTransfer(db: JobsDb, row: PayrollTransfersTable) {
  return db.insertInto('payroll_transfers').values(row).execute();
}

export function updateTransfer(db: JobsDb, id: string, changes: Updateable<PayrollTransfersTable>) {
  return db.updateTable('payroll_transfers').set(changes).where('id', '=', id).execute();
}

/** Who takes up an attempt: the transfer's job, which the runner holds, or a retry call. */
export type Attempter = { job: string } | 'retry call';

/**
 * Marks the transfer `running` with one more attempt, unless another attempt is under way; true
 * when it did. Only the caller whose update changed the row delivers, so two retry calls, or a
 * retry call and the job, never both send the file. The job takes a transfer that waits for it;
 * a retry call also a failed one, once its file is written and while its job is not running. A
 * transfer still `running` from before `staleBefore` is free again: no attempt lasts that long,
 * so its process died during it.
 */
export async function claimAttempt(db: JobsDb, id: string, by: Attempter, now: string, staleBefore: string): Promise<boolean> {
  const result = await db
    .updateTable('payroll_transfers')
    .set({ status: 'running', attempts: sql<number>`attempts + 1`, updated_at: now })
    .where('id', '=', id)
    .where((eb) => {
      const free = eb.or([
        eb('status', 'in', by === 'retry call' ? ['queued', 'failed'] : ['queued']),
        eb.and([eb('status', '=', 'running'), eb('updated_at', '<', staleBefore)]),
      ]);
      if (by !== 'retry call') return eb.and([free, eb('job_id', '=', by.job)]);
      const jobRunning = eb.selectFrom('jobs').select('jobs.id').whereRef('jobs.id', '=', 'payroll_transfers.job_id').where('jobs.status', '=', 'running');
      return eb.and([free, eb('file_name', 'is not', null), eb.not(eb.exists(jobRunning))]);
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The transfer's job is dead before it finished: `failed`, with the last attempt's error or `error`; a retry queues a new job. */
export function markGivenUp(db: TenantDb, id: string, jobId: string, error: string, now: string) {
  return db
    .updateTable('payroll_transfers')
    .set((eb) => ({ status: 'failed', error: eb.fn.coalesce('error', eb.val(error)), updated_at: now }))
    .where('id', '=', id)
    .where('job_id', '=', jobId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/**
 * A transfer of the month whose file is on its way to a payroll endpoint now: an attempt under way
 * (`running` since `staleBefore` or later) with its file written and an endpoint to send it to.
 */
export function transferUnderWay(db: TenantDb, period: string, staleBefore: string) {
  return db
    .selectFrom('payroll_transfers')
    .select('id')
    .where('period', '=', period)
    .where('status', '=', 'running')
    .where('updated_at', '>=', staleBefore)
    .where('file_name', 'is not', null)
    .where('endpoint_url', 'is not', null)
    .executeTakeFirst();
}

/**
 * Ends the transfers of a month that are not delivered yet as failed, without their file; answers
 * the files they named, which the caller removes once its transaction has committed.
 */
export async function withdrawUndelivered(db: TenantDb, period: string, error: string, now: string): Promise<Array<{ id: string; file_name: string }>> {
  const withFiles = await db
    .selectFrom('payroll_transfers')
    .select(['id', 'file_name'])
    .where('period', '=', period)
    .where('status', '!=', 'delivered')
    .where('file_name', 'is not', null)
    .execute();
  await db
    .updateTable('payroll_transfers')
    .set({ status: 'failed', error, file_name: null, records: null, updated_at: now })
    .where('period', '=', period)
    .where('status', '!=', 'delivered')
    .execute();
  return withFiles.map((row) => ({ id: row.id, file_name: row.file_name! }));
}

/** A transfer with its job's next run: when it waits for a retry, that is the next attempt. */
export function findTransfer(db: TenantDb, id: string) {
  return db
    .selectFrom('payroll_transfers')
    .leftJoin('jobs', 'jobs.id', 'payroll_transfers.job_id')
    .selectAll('payroll_transfers')
    .select(['jobs.status as job_status', 'jobs.run_at as job_run_at'])
    .where('payroll_transfers.id', '=', id)
    .executeTakeFirst();
}
export type TransferRow = NonNullable<Awaited<ReturnType<typeof findTransfer>>>;
