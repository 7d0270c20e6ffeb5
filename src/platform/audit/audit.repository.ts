import type { AuditRequestsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../tenancy/tenant-databases.js';

/** Inserts audit rows in chunks, so one statement stays well below the parameter limits. */
export async function insertAll(db: TenantDb, rows: AuditRequestsTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) {
    await db.insertInto('audit_requests').values(rows.slice(i, i + 100)).execute();
  }
}

/** Deletes the records before the cutoff; answers how many went. */
export async function removeOlderThan(db: TenantDb, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('audit_requests').where('timestamp', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
