import type { CompensationsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

export function listOf(db: TenantDb, employeeId: string): Promise<CompensationsTable[]> {
  return db
    .selectFrom('compensations')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .orderBy('valid_from', 'desc')
    .orderBy('type')
    .execute();
}

/** The periods of one compensation type of an employee, for the overlap check. */
export function periodsOf(db: TenantDb, employeeId: string, type: string): Promise<Pick<CompensationsTable, 'id' | 'valid_from' | 'valid_to'>[]> {
  return db
    .selectFrom('compensations')
    .select(['id', 'valid_from', 'valid_to'])
    .where('employee_id', '=', employeeId)
    .where('type', '=', type)
    .execute();
}

export async function insert(db: TenantDb, row: CompensationsTable): Promise<void> {
  await db.insertInto('compensations').values(row).execute();
}

/** Deletes the employee's compensation; answers how many rows went (0 or 1). */
export async function remove(db: TenantDb, employeeId: string, compensationId: string): Promise<number> {
  const result = await db
    .deleteFrom('compensations')
    .where('id', '=', compensationId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
