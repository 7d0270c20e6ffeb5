import type { NfcTagsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

export function listOf(db: TenantDb, employeeId: string): Promise<NfcTagsTable[]> {
  return db.selectFrom('nfc_tags').selectAll().where('employee_id', '=', employeeId).orderBy('created_at').execute();
}

export function findOf(db: TenantDb, employeeId: string, tagId: string): Promise<NfcTagsTable | undefined> {
  return db.selectFrom('nfc_tags').selectAll().where('id', '=', tagId).where('employee_id', '=', employeeId).executeTakeFirst();
}

export async function insert(db: TenantDb, row: NfcTagsTable): Promise<void> {
  await db.insertInto('nfc_tags').values(row).execute();
}

/** Deletes the employee's tag; answers how many rows went (0 or 1). */
export async function remove(db: TenantDb, employeeId: string, tagId: string): Promise<number> {
  const result = await db.deleteFrom('nfc_tags').where('id', '=', tagId).where('employee_id', '=', employeeId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function removeAllOf(db: TenantDb, employeeId: string): Promise<number> {
  const result = await db.deleteFrom('nfc_tags').where('employee_id', '=', employeeId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
