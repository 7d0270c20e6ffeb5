// Records the bench creates in more than one place, written once: tenant databases it builds
// itself, the employee rows put straight into tenant databases, and the holiday calendar and
// locations of the location list.
import { openDatabase, type DatabaseLocation } from '../src/db/connection.js';
import { tenantColumns, type EmployeesTable, type TenantDatabase } from '../src/db/tenant/schema.js';
import { createWorkspaceAdmin } from '../src/features/identity/workspace-admin.js';
import { EMPLOYEE_ROLE_ID } from '../src/platform/access/system-roles.js';
import { uuidv7 } from '../src/platform/ids.js';
import { migrateTenant } from '../src/platform/tenancy/tenant-migrations.js';

/**
 * A tenant database (a SQLite file or an existing, empty PostgreSQL database) built by Stempel's
 * own migrations, so tables and indexes are the real ones, with a Workspace Admin (code `admin`).
 * The caller destroys the handle.
 */
export async function migratedTenantDatabase(location: DatabaseLocation, adminPassword: string) {
  const db = openDatabase<TenantDatabase>(location, tenantColumns, { max: 1, idleTimeoutMs: 1_000 });
  await migrateTenant(db);
  const adminId = await createWorkspaceAdmin(db, { code: 'admin', password: adminPassword });
  return { db, adminId };
}

/** An employee with the Employee role and nothing else set, as a row of the employees table. */
export function employeeRow(person: { code: string; firstName: string; lastName: string; badge?: string }, now: string): EmployeesTable {
  return {
    id: uuidv7(),
    code: person.code,
    first_name: person.firstName,
    last_name: person.lastName,
    email: null,
    role_id: EMPLOYEE_ROLE_ID,
    department_id: null,
    location_id: null,
    birth_date: null,
    entry_date: null,
    exit_date: null,
    badge: person.badge ?? null,
    pin_hash: null,
    weekly_target_ms: null,
    password_hash: null,
    cost_center_id: null,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  };
}

/** The company's own calendar of the location list: a bridge day on the 15th of every month. */
export const OWN_CALENDAR = {
  name: 'Betriebsferien',
  entries: Array.from({ length: 12 }, (_, m) => ({ date: `2026-${String(m + 1).padStart(2, '0')}-15`, name: `Brückentag ${m + 1}`, half_day: m % 2 === 0 })),
};

/** The i-th of the 20 locations of the location list, with the given calendars. */
export function benchLocation(i: number, holidayIds: string[]) {
  return {
    name: `Filiale ${i}`,
    address: `Hauptstraße ${i}`,
    city: 'München',
    postal_code: '80331',
    country: 'DE',
    timezone: 'Europe/Berlin',
    holiday_ids: holidayIds,
  };
}
