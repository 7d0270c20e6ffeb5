import type { PushTokensTable } from '../../db/tenant/schema.js';
import { jsonTextHolds } from '../../db/like.js';
import type { JobsDb } from '../../platform/jobs/jobs.repository.js';

/**
 * The person's devices whose session still lives, as the bearer lookup finds a session: a token
 * registered by a session that expired (or was revoked without its cleanup), or of a deleted
 * person, gets no push, as a device nobody is signed in on any more. With the person's exit
 * date, so the caller can tell whether they have left (which depends on the workspace's zone).
 */
export function devicesOf(db: JobsDb, employeeId: string, now: string): Promise<Array<{ id: string; token: string; platform: string; exit_date: string | null; location_id: string | null }>> {
  return db
    .selectFrom('push_tokens')
    .innerJoin('access_tokens', 'access_tokens.id', 'push_tokens.access_token_id')
    .innerJoin('employees', 'employees.id', 'push_tokens.employee_id')
    .select(['push_tokens.id', 'push_tokens.token', 'push_tokens.platform', 'employees.exit_date', 'employees.location_id'])
    .where('push_tokens.employee_id', '=', employeeId)
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', now)
    .where('employees.deleted_at', 'is', null)
    .execute();
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

/** A person's registered devices with the browser or app that signed in on each; the device token stays here. */
export function devicesWithClientOf(db: JobsDb, employeeId: string) {
  return db
    .selectFrom('push_tokens')
    .leftJoin('access_tokens', 'access_tokens.id', 'push_tokens.access_token_id')
    .select(['push_tokens.id', 'push_tokens.platform', 'access_tokens.user_agent as device', 'push_tokens.created_at', 'push_tokens.updated_at'])
    .where('push_tokens.employee_id', '=', employeeId)
    .orderBy('push_tokens.created_at')
    .execute();
}

/** Whether a roster push to the person about the same entry was queued after `since`: a later word about that shift. */
export async function laterRosterPushAbout(db: JobsDb, employeeId: string, entryId: string, since: string): Promise<boolean> {
  const rows = await db.selectFrom('jobs').select('job_payload').where('kind', '=', 'push').where('created_at', '>', since).where(jsonTextHolds('job_payload', entryId)).execute();
  return rows.some(({ job_payload: payload }) => {
    const data = payload.data as Record<string, unknown> | undefined;
    return payload.employee_id === employeeId && data?.entry_id === entryId && String(data.kind).startsWith('roster_');
  });
}

/** Whether the person booked a clock event after `since`. */
export async function bookedSince(db: JobsDb, employeeId: string, since: string): Promise<boolean> {
  return (await db.selectFrom('clock_events').select('id').where('employee_id', '=', employeeId).where('created_at', '>', since).limit(1).executeTakeFirst()) !== undefined;
}
