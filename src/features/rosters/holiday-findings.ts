import type { JobHandler } from '../../platform/jobs/job-runner.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import type { HolidaysChanged } from '../holidays/holidays-changed.js';
import { employeeTimeZone } from '../employees/employees.service.js';
import * as repository from './roster-entries.repository.js';
import { lockPeople, plannedAsStored, prepareLawCheck, refreshNeighbourWarnings } from './roster-law.js';

/**
 * The `holidays_changed` job for planned shifts: a person's public holidays changed (they moved
 * to another location, their location's calendars or a calendar's entries changed), so the
 * findings of their coming shifts are made again, as a shift planned now would get them: work on
 * what is now a public holiday is `sunday_or_holiday_work`, on what no longer is one it is not.
 * Shifts that ended before the change keep the findings they were planned with.
 */
export const holidayFindingsJob: JobHandler<HolidaysChanged> = async ({ db, tenant, payload }) => {
  const people =
    'employee_ids' in payload
      ? payload.employee_ids
      : await repository.peopleAt(db, 'location_ids' in payload ? payload.location_ids : await repository.locationsUsing(db, payload.calendar_id));
  const since = new Date().toISOString();
  for (const id of [...new Set(people)].sort()) await checkComingShiftsAgain(db, tenant, id, since);
};

/** The person's shifts that end after `since` (and those within the law's reach before them), checked again, each person in a transaction of their own. */
async function checkComingShiftsAgain(db: TenantDb, tenant: Tenant, employeeId: string, since: string): Promise<void> {
  const coming = (await repository.entriesEndingAfter(db, employeeId, since)).map(plannedAsStored);
  if (coming.length === 0) return;
  await prepareLawCheck(db, coming);
  await db.transaction().execute(async (trx) => {
    await lockPeople(trx, [employeeId]);
    const person = await repository.findActiveEmployee(trx, employeeId);
    if (!person) return;
    const zone = await employeeTimeZone(trx, person, tenant);
    const start = coming.reduce((first, entry) => (entry.start < first ? entry.start : first), coming[0]!.start);
    const end = coming.reduce((last, entry) => (entry.end > last ? entry.end : last), coming[0]!.end);
    await refreshNeighbourWarnings(trx, person, zone, [{ start, end }], []);
  });
}
