// The floor server's tenant holds what the bench tenant holds when the employee page and the
// location list are measured (bench/scenarios.ts): 100 employees besides the admin, and 20
// locations with the Bavarian system calendar and an own calendar of 12 entries each. It is made
// by Stempel's own repositories and services, so rows and indexes are the real ones.
import { insert as insertEmployee } from '../src/features/employees/employees.repository.js';
import { create as createCalendar, defaultYears, ensureSystemCalendars, systemCalendarId } from '../src/features/holidays/holidays.service.js';
import { create as createLocation } from '../src/features/locations/locations.service.js';
import { EMPLOYEE_ROLE_ID } from '../src/platform/access/system-roles.js';
import { uuidv7 } from '../src/platform/ids.js';
import type { TenantDb } from '../src/platform/tenancy/tenant-databases.js';

export async function seedFloorData(db: TenantDb): Promise<void> {
  const now = new Date().toISOString();
  for (let i = 1; i <= 100; i++) {
    await insertEmployee(db, {
      id: uuidv7(),
      code: `B${i}`,
      first_name: 'Bench',
      last_name: `Person ${i}`,
      email: null,
      role_id: EMPLOYEE_ROLE_ID,
      department_id: null,
      location_id: null,
      birth_date: null,
      entry_date: null,
      exit_date: null,
      badge: null,
      pin_hash: null,
      weekly_target_ms: null,
      vacation_days_per_year: null,
      password_hash: null,
      cost_center_id: null,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    });
  }
  await ensureSystemCalendars(db, defaultYears());
  const own = await createCalendar(db, {
    name: 'Betriebsferien',
    entries: Array.from({ length: 12 }, (_, m) => ({ date: `2026-${String(m + 1).padStart(2, '0')}-15`, name: `Brückentag ${m + 1}`, half_day: m % 2 === 0 })),
  });
  for (let i = 1; i <= 20; i++) {
    await createLocation(db, 'Europe/Berlin', {
      name: `Filiale ${i}`,
      address: `Hauptstraße ${i}`,
      city: 'München',
      postal_code: '80331',
      country: 'DE',
      timezone: 'Europe/Berlin',
      holiday_ids: [systemCalendarId('DE-BY'), own.id],
    });
  }
}
