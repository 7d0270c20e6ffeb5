import type { TenantDb } from '../tenancy/tenant-databases.js';

/**
 * Ending a person's sessions: login (identity) and changes to a person (employees) both need it,
 * so it lives below both rather than in either.
 */

/** Revokes every live token of an employee, except one (the session that asked) when given. */
export function revokeTokensOf(db: TenantDb, employeeId: string, except?: string): Promise<number> {
  return db.transaction().execute((trx) => endSessions(trx, employeeId, except));
}

/** The same inside a transaction the caller already holds: tokens revoked, their devices' push tokens gone. */
export async function endSessions(trx: TenantDb, employeeId: string, except?: string): Promise<number> {
  let revoke = trx
    .updateTable('access_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('employee_id', '=', employeeId)
    .where('revoked_at', 'is', null);
  let forget = trx.deleteFrom('push_tokens').where('employee_id', '=', employeeId);
  if (except) {
    revoke = revoke.where('id', '!=', except);
    forget = forget.where('access_token_id', '!=', except);
  }
  const result = await revoke.executeTakeFirst();
  await forget.execute();
  return Number(result.numUpdatedRows);
}

/** Removes every session of a person with what is known about it (address, client) and their devices' push tokens. */
export async function forgetSessions(trx: TenantDb, employeeId: string): Promise<number> {
  await trx.deleteFrom('push_tokens').where('employee_id', '=', employeeId).execute();
  const result = await trx.deleteFrom('access_tokens').where('employee_id', '=', employeeId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
