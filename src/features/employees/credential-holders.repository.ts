import type { CredentialHoldersTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

export async function insert(db: TenantDb, row: CredentialHoldersTable): Promise<void> {
  await db.insertInto('credential_holders').values(row).execute();
}

/** Ends the person's holdings still open, of one credential when `credentialHash` is given, else of every credential of the kind(s). */
export async function closeOpen(
  db: TenantDb,
  employeeId: string,
  kinds: ReadonlyArray<CredentialHoldersTable['kind']>,
  at: string,
  credentialHash?: string,
): Promise<void> {
  let query = db.updateTable('credential_holders').set({ valid_until: at }).where('employee_id', '=', employeeId).where('kind', 'in', kinds).where('valid_until', 'is', null);
  if (credentialHash !== undefined) query = query.where('credential_hash', '=', credentialHash);
  await query.execute();
}

/** The holding of the credential begun last at or before the instant, whether or not it still lasted then. */
export function latestHoldingBy(db: TenantDb, kind: CredentialHoldersTable['kind'], credentialHash: string, at: string) {
  return db
    .selectFrom('credential_holders')
    .select(['employee_id', 'valid_until'])
    .where('kind', '=', kind)
    .where('credential_hash', '=', credentialHash)
    .where('valid_from', '<=', at)
    .orderBy('valid_from', 'desc')
    .limit(1)
    .executeTakeFirst();
}
