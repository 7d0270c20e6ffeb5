import type { CalendarTokensTable, EmployeesTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

/** Every query on calendar feed secrets. `db` may be a transaction. */

/** Replaces the person's secret: the old one stops working in the same statement group. */
export async function replaceToken(db: TenantDb, row: CalendarTokensTable): Promise<void> {
  await db.deleteFrom('calendar_tokens').where('employee_id', '=', row.employee_id).execute();
  await db.insertInto('calendar_tokens').values(row).execute();
}

export async function deleteToken(db: TenantDb, employeeId: string): Promise<number> {
  const result = await db.deleteFrom('calendar_tokens').where('employee_id', '=', employeeId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The still employed person a secret belongs to. */
export function employeeByTokenHash(db: TenantDb, tokenHash: string): Promise<(EmployeesTable & { issued_by: string | null }) | undefined> {
  return db
    .selectFrom('calendar_tokens')
    .innerJoin('employees', 'employees.id', 'calendar_tokens.employee_id')
    .selectAll('employees')
    .select('calendar_tokens.created_by as issued_by')
    .where('calendar_tokens.token_hash', '=', tokenHash)
    .where('employees.deleted_at', 'is', null)
    .executeTakeFirst();
}

export function tokenOf(db: TenantDb, employeeId: string): Promise<Pick<CalendarTokensTable, 'created_by' | 'created_at'> | undefined> {
  return db.selectFrom('calendar_tokens').select(['created_by', 'created_at']).where('employee_id', '=', employeeId).executeTakeFirst();
}
