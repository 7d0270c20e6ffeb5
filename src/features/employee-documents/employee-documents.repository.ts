import type { EmployeeDocumentsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

/** Every query on the personnel file's documents. `db` may be a transaction. */

export interface DocumentFilter {
  category?: string;
}

function listQuery(db: TenantDb, employeeId: string, filter: DocumentFilter) {
  let query = db.selectFrom('employee_documents').where('employee_id', '=', employeeId);
  if (filter.category !== undefined) query = query.where('category', '=', filter.category);
  return query;
}

export async function count(db: TenantDb, employeeId: string, filter: DocumentFilter): Promise<number> {
  const row = await listQuery(db, employeeId, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first. */
export function page(db: TenantDb, employeeId: string, filter: DocumentFilter, limit: number, offset: number): Promise<EmployeeDocumentsTable[]> {
  return listQuery(db, employeeId, filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export function find(db: TenantDb, employeeId: string, id: string): Promise<EmployeeDocumentsTable | undefined> {
  return db.selectFrom('employee_documents').selectAll().where('id', '=', id).where('employee_id', '=', employeeId).executeTakeFirst();
}

/** A person's documents, all of them or those of some categories. */
export function ofEmployee(db: TenantDb, employeeId: string, categories?: readonly string[]): Promise<EmployeeDocumentsTable[]> {
  let query = db.selectFrom('employee_documents').selectAll().where('employee_id', '=', employeeId);
  if (categories) {
    if (categories.length === 0) return Promise.resolve([]);
    query = query.where('category', 'in', [...categories]);
  }
  return query.orderBy('created_at').orderBy('id').execute();
}

/** Documents of everyone whose exit date is on or before `exitedBy`. */
export function ofPeopleExitedBy(db: TenantDb, exitedBy: string): Promise<EmployeeDocumentsTable[]> {
  return db
    .selectFrom('employee_documents')
    .selectAll('employee_documents')
    .innerJoin('employees', 'employees.id', 'employee_documents.employee_id')
    .where('employees.exit_date', 'is not', null)
    .where('employees.exit_date', '<=', exitedBy)
    .orderBy('employee_documents.created_at')
    .execute();
}

export async function insert(db: TenantDb, row: EmployeeDocumentsTable): Promise<void> {
  await db.insertInto('employee_documents').values(row).execute();
}

export async function remove(db: TenantDb, id: string): Promise<void> {
  await db.deleteFrom('employee_documents').where('id', '=', id).execute();
}
