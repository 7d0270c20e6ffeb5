// The floor server's tenant holds what the bench tenant holds when the employee page and the
// location list are measured (bench/scenarios.ts): 100 employees besides the admin, and 20
// locations with the Bavarian system calendar and an own calendar of 12 entries each. It is made
// by Stempel's own repositories and services, so rows and indexes are the real ones.
import { insert as insertEmployee } from '../src/features/employees/employees.repository.js';
import { create as createCalendar, defaultYears, ensureSystemCalendars, systemCalendarId } from '../src/features/holidays/holidays.service.js';
import { create as createLocation } from '../src/features/locations/locations.service.js';
import type { TenantDb } from '../src/platform/tenancy/tenant-databases.js';
import { benchLocation, employeeRow, OWN_CALENDAR } from './bench-data.js';

export async function seedFloorData(db: TenantDb): Promise<void> {
  const now = new Date().toISOString();
  for (let i = 1; i <= 100; i++) await insertEmployee(db, employeeRow({ code: `B${i}`, firstName: 'Bench', lastName: `Person ${i}` }, now));
  await ensureSystemCalendars(db, defaultYears());
  const own = await createCalendar(db, OWN_CALENDAR);
  for (let i = 1; i <= 20; i++) await createLocation(db, 'Europe/Berlin', benchLocation(i, [systemCalendarId('DE-BY'), own.id]));
}
