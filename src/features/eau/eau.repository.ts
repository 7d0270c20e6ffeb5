import type { EauRequestsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

export function findRequest(db: TenantDb, absenceId: string): Promise<EauRequestsTable | undefined> {
  return db.selectFrom('eau_requests').selectAll().where('absence_id', '=', absenceId).executeTakeFirst();
}

export async function insertRequest(db: TenantDb, row: EauRequestsTable): Promise<void> {
  await db.insertInto('eau_requests').values(row).onConflict((oc) => oc.column('absence_id').doNothing()).execute();
}

export async function updateRequest(db: TenantDb, absenceId: string, changes: Partial<EauRequestsTable>): Promise<void> {
  await db.updateTable('eau_requests').set(changes).where('absence_id', '=', absenceId).execute();
}

/** As updateRequest, unless the certificate was received meanwhile (HR entered it by hand while the provider was asked). */
export async function updateRequestUnlessReceived(db: TenantDb, absenceId: string, changes: Partial<EauRequestsTable>): Promise<void> {
  await db.updateTable('eau_requests').set(changes).where('absence_id', '=', absenceId).where('status', '!=', 'received').execute();
}

/** The absence an eAU belongs to, with what visibility and the provider need: its person's unit and code (and whether they were erased), its category. */
export function findAbsence(db: TenantDb, absenceId: string) {
  return db
    .selectFrom('absences')
    .innerJoin('absence_types', 'absence_types.id', 'absences.type_id')
    .innerJoin('employees', 'employees.id', 'absences.employee_id')
    .select([
      'absences.id',
      'absences.employee_id',
      'absences.start_date',
      'absences.end_date',
      'absences.status',
      'absence_types.category',
      'employees.department_id',
      'employees.code as employee_code',
      'employees.erased_at as employee_erased_at',
    ])
    .where('absences.id', '=', absenceId)
    .executeTakeFirst();
}

/** The eAU requests of a person's sick absences. */
export function requestsOfEmployee(db: TenantDb, employeeId: string): Promise<EauRequestsTable[]> {
  return db
    .selectFrom('eau_requests')
    .innerJoin('absences', 'absences.id', 'eau_requests.absence_id')
    .selectAll('eau_requests')
    .where('absences.employee_id', '=', employeeId)
    .orderBy('eau_requests.created_at')
    .execute();
}
