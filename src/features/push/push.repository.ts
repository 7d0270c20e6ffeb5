import type { PushTokensTable } from '../../db/tenant/schema.js';
import type { JobsDb } from '../../platform/jobs/jobs.repository.js';

export function devicesOf(db: JobsDb, employeeId: string): Promise<Array<{ id: string; token: string; platform: string }>> {
  return db.selectFrom('push_tokens').select(['id', 'token', 'platform']).where('employee_id', '=', employeeId).execute();
}

export async function forgetDevice(db: JobsDb, id: string): Promise<void> {
  await db.deleteFrom('push_tokens').where('id', '=', id).execute();
}

/** Removes a device token wherever it is registered, and whatever token the session had. */
export async function clearForRegistration(db: JobsDb, token: string, accessTokenId: string): Promise<void> {
  await db.deleteFrom('push_tokens').where('token', '=', token).execute();
  await db.deleteFrom('push_tokens').where('access_token_id', '=', accessTokenId).execute();
}

export async function insertToken(db: JobsDb, row: PushTokensTable): Promise<void> {
  await db.insertInto('push_tokens').values(row).execute();
}

/** Removes the token of one session; the number of rows removed. */
export async function removeForSession(db: JobsDb, accessTokenId: string): Promise<number> {
  const result = await db.deleteFrom('push_tokens').where('access_token_id', '=', accessTokenId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
