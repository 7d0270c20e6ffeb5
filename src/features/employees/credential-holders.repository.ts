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

/** Who held the credential at the instant, if a holding covers it (the latest begun when two touch). */
export async function holderAt(db: TenantDb, kind: CredentialHoldersTable['kind'], credentialHash: string, at: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('credential_holders')
    .select('employee_id')
    .where('kind', '=', kind)
    .where('credential_hash', '=', credentialHash)
    .where('valid_from', '<=', at)
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', at)]))
    .orderBy('valid_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.employee_id;
}
