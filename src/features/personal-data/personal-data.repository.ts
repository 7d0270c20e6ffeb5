import { jsonTextHolds } from '../../db/like.js';
import type { TenantDatabase } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { PUSH_JOB, type PushPayload } from '../push/push-outbox.js';

/**
 * The free text of the records erasure keeps for retention, by table: reasons, notes and decisions
 * that HR, approvers or the person wrote, and the titles and file names of the documents kept.
 * Any of them may name the person. Each table names the person in employee_id and its row by id.
 */
export const KEPT_FREE_TEXT = {
  clock_event_history: ['reason'],
  correction_requests: ['reason', 'decision_reason'],
  absences: ['note', 'decision_reason'],
  overtime_bookings: ['note'],
  compensations: ['note'],
  employee_documents: ['title', 'file_name'],
} as const satisfies { [T in keyof TenantDatabase]?: ReadonlyArray<keyof TenantDatabase[T] & string> };

export type KeptTable = keyof typeof KEPT_FREE_TEXT;

/** A row's free text by column (null: empty). */
export type FreeText = Record<string, string | null>;

/** The person's rows of one table of KEPT_FREE_TEXT, each with its free text. */
export async function freeTextOf(db: TenantDb, table: KeptTable, employeeId: string): Promise<Array<{ id: string; text: FreeText }>> {
  // One builder serves every table of the list (as in the retention's removeRows); the columns come from it.
  const rows = await db
    .selectFrom(table as 'absences')
    .select(['id', ...KEPT_FREE_TEXT[table]] as Array<'id' | 'note'>)
    .where('employee_id', '=', employeeId)
    .execute();
  return rows.map(({ id, ...text }) => ({ id, text: text as FreeText }));
}

export async function setFreeText(db: TenantDb, table: KeptTable, id: string, text: FreeText): Promise<void> {
  await db
    .updateTable(table as 'absences')
    .set(text as { note: string | null })
    .where('id', '=', id)
    .execute();
}

/**
 * The person's push messages, whatever their state: their title and body are about the person
 * (a shift, a missed clock-in). The id anywhere in the payload narrows the read; its
 * `employee_id` decides.
 */
export async function pushJobsOf(db: TenantDb, employeeId: string): Promise<string[]> {
  const jobs = await db.selectFrom('jobs').select(['id', 'job_payload']).where('kind', '=', PUSH_JOB).where(jsonTextHolds('job_payload', employeeId)).execute();
  return jobs.filter((job) => (job.job_payload as Partial<PushPayload>).employee_id === employeeId).map((job) => job.id);
}

export async function removeJobs(db: TenantDb, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('jobs').where('id', 'in', ids).execute();
}
