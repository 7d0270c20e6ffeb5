import type { EmployeesTable, TerminalsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { reusableQuery } from '../../db/reusable-query.js';
import { byName } from '../../db/sort-key.js';

export async function locationExists(db: TenantDb, locationId: string): Promise<boolean> {
  return (await db.selectFrom('locations').select('id').where('id', '=', locationId).executeTakeFirst()) !== undefined;
}

export async function insert(db: TenantDb, row: TerminalsTable): Promise<void> {
  await db.insertInto('terminals').values(row).execute();
}

export function listActive(db: TenantDb): Promise<TerminalsTable[]> {
  return db.selectFrom('terminals').selectAll().where('revoked_at', 'is', null).$call(byName(db, 'name')).orderBy('id').execute();
}

/** Revokes a terminal that is still active; answers how many were revoked (0 or 1). */
export async function revoke(db: TenantDb, id: string, at: string): Promise<number> {
  const result = await db.updateTable('terminals').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// Every clock-in at a terminal asks these; compiled once (reusableQuery) and only run per request.
const activeByCodeHash = reusableQuery((db: TenantDb, codeHash: string) =>
  db.selectFrom('terminals').selectAll().where('code_hash', '=', codeHash).where('revoked_at', 'is', null),
);
const lastUsed = reusableQuery((db: TenantDb, id: string, at: string) => db.updateTable('terminals').set({ last_used_at: at }).where('id', '=', id));

export async function findActiveByCodeHash(db: TenantDb, codeHash: string): Promise<TerminalsTable | undefined> {
  return (await activeByCodeHash(db, codeHash)).rows[0];
}

export async function markUsed(db: TenantDb, id: string, at: string): Promise<void> {
  await lastUsed(db, id, at);
}

function activeEmployees(db: TenantDb) {
  return db.selectFrom('employees').selectAll('employees').where('employees.deleted_at', 'is', null);
}

const byBadge = reusableQuery((db: TenantDb, badge: string) => activeEmployees(db).where('employees.badge', '=', badge));

/** The active employee carrying this badge. */
export async function findEmployeeByBadge(db: TenantDb, badge: string): Promise<EmployeesTable | undefined> {
  return (await byBadge(db, badge)).rows[0];
}

/** The employee, unless deleted. */
export function findActiveEmployee(db: TenantDb, id: string): Promise<EmployeesTable | undefined> {
  return activeEmployees(db).where('employees.id', '=', id).executeTakeFirst();
}

/** The active employee an NFC tag (normalised UID) is registered to. */
export function findEmployeeByNfcUid(db: TenantDb, uid: string): Promise<EmployeesTable | undefined> {
  return activeEmployees(db).innerJoin('nfc_tags', 'nfc_tags.employee_id', 'employees.id').where('nfc_tags.uid', '=', uid).executeTakeFirst();
}

/** The active employee with this personnel code. */
export function findEmployeeByCode(db: TenantDb, code: string): Promise<EmployeesTable | undefined> {
  return activeEmployees(db).where('employees.code', '=', code).executeTakeFirst();
}

const permissionsOfRole = reusableQuery((db: TenantDb, roleId: string) => db.selectFrom('roles').select('permissions').where('id', '=', roleId));

/** The permissions of the employee's role. */
export async function rolePermissions(db: TenantDb, roleId: string): Promise<string[]> {
  const role = (await permissionsOfRole(db, roleId)).rows[0];
  if (!role) throw new Error(`role ${roleId} not found`);
  return role.permissions;
}
