import type { PushTokensTable } from '../../db/tenant/schema.js';
import type { JobsDb } from '../../platform/jobs/jobs.repository.js';

/**
 * The person's devices whose session still lives: a token registered by a session that expired
 * (or was revoked without its cleanup) gets no push, as a device nobody is signed in on any more.
 */
export function devicesOf(db: JobsDb, employeeId: string, now: string): Promise<Array<{ id: string; token: string; platform: string }>> {
  return db
    .selectFrom('push_tokens')
    .innerJoin('access_tokens', 'access_tokens.id', 'push_tokens.access_token_id')
    .select(['push_tokens.id', 'push_tokens.token', 'push_tokens.platform'])
    .where('push_tokens.employee_id', '=', employeeId)
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', now)
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
