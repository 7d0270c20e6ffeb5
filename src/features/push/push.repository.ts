import type { JobsDb } from '../../platform/jobs/jobs.repository.js';

export function devicesOf(db: JobsDb, employeeId: string): Promise<Array<{ id: string; token: string; platform: string }>> {
  return db.selectFrom('push_tokens').select(['id', 'token', 'platform']).where('employee_id', '=', employeeId).execute();
}

export async function forgetDevice(db: JobsDb, id: string): Promise<void> {
  await db.deleteFrom('push_tokens').where('id', '=', id).execute();
}
