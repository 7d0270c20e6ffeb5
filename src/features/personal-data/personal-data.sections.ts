import type { EmployeesTable } from '../../db/tenant/schema.js';
import type { ModuleId } from '../../platform/access/modules.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { toAbsence } from '../absences/absence.resource.js';
import { absencesOfEmployee, vacationEntitlementsOfEmployee } from '../absences/absences.service.js';
import { requestsOfEmployee } from '../audit/audit.service.js';
import { calendarTokensOfEmployee } from '../calendar-feed/calendar-feed.service.js';
import { clockEventsOfEmployee } from '../clocking/clocking.service.js';
import { compensationsOfEmployee } from '../compensations/compensations.service.js';
import { eauRequestsOfEmployee } from '../eau/eau.service.js';
import { documentsOfEmployee } from '../employee-documents/employee-documents.service.js';
import { moodAnswersOfEmployee } from '../mood/mood.service.js';
import { sessionsOfEmployee } from '../identity/session.service.js';
import { maskedTagsOfEmployee } from '../nfc-tags/nfc-tags.service.js';
import { overtimeBookingsOfEmployee } from '../overtime-accounts/overtime-accounts.service.js';
import { toPayrollSnapshot } from '../payroll-periods/payroll-month.resource.js';
import { payrollSnapshotsOfEmployee } from '../payroll-periods/payroll-periods.service.js';
import { pushDevicesOfEmployee } from '../push/push-tokens.service.js';
import { rosterEntriesOfEmployee, shiftApplicationsOfEmployee } from '../rosters/roster-entries.service.js';
import { scheduleAssignmentsOfEmployee } from '../schedule-models/schedule-models.service.js';
import { shortWorkPeriodsOfEmployee } from '../short-work/short-work.service.js';
import { correctionRequestsOfEmployee } from '../working-time/correction-requests.service.js';
import { correctionsOfEmployee } from '../working-time/corrections.service.js';
import { employeeZone, monthlyTotalsOfEmployee } from '../working-time/working-time.service.js';

/** What every section's read gets: the person, the tenant, and the clock of the export. */
export interface SectionContext {
  db: TenantDb;
  tenant: Tenant;
  employee: EmployeesTable;
  now: number;
  audit: AuditLog;
  /** The person's clock events, read once: working time starts at the first of them. */
  clockEvents: Awaited<ReturnType<typeof clockEventsOfEmployee>>;
  /** Whether the person asked for their own data, rather than HR for theirs. */
  ownRequest: boolean;
}

export interface PersonalDataSection {
  /** The member of `sections` in the document. */
  name: string;
  /** The module whose data it is (documentation): read even when the module is off now, since data of earlier use stays stored until erased. */
  module: ModuleId | null;
  read: (context: SectionContext) => Promise<readonly unknown[]>;
}

/**
 * Everything Stempel stores about one person, one entry per kind of record, each read through the
 * service of the area that owns it and shown in that area's API field names. A module that stores
 * something about people adds its entry here (and its schema in personal-data.schemas.ts);
 * docs/architecture.md says so.
 */
export const PERSONAL_DATA_SECTIONS = [
  { name: 'clock_events', module: null, read: async (c) => c.clockEvents },
  { name: 'corrections', module: null, read: (c) => correctionsOfEmployee(c.db, c.employee.id) },
  {
    name: 'correction_requests',
    module: null,
    read: async (c) => correctionRequestsOfEmployee(c.db, await employeeZone(c.db, c.tenant, c.employee), c.employee.id),
  },
  {
    name: 'working_time',
    module: null,
    read: (c) => monthlyTotalsOfEmployee(c.db, c.tenant, c.employee, c.clockEvents[0]?.occurred_at.slice(0, 10), c.now),
  },
  { name: 'schedule_models', module: null, read: (c) => scheduleAssignmentsOfEmployee(c.db, c.employee.id) },
  { name: 'short_work_periods', module: 'short_work', read: (c) => shortWorkPeriodsOfEmployee(c.db, c.employee.id) },
  { name: 'absences', module: 'leave_requests', read: async (c) => (await absencesOfEmployee(c.db, c.employee.id)).map(toAbsence) },
  { name: 'vacation_entitlements', module: 'leave_requests', read: (c) => vacationEntitlementsOfEmployee(c.db, c.employee.id) },
  { name: 'eau_requests', module: 'eau', read: (c) => eauRequestsOfEmployee(c.db, c.employee.id) },
  { name: 'overtime_bookings', module: 'overtime_accounts', read: (c) => overtimeBookingsOfEmployee(c.db, c.employee.id) },
  { name: 'compensations', module: 'payroll', read: (c) => compensationsOfEmployee(c.db, c.employee.id) },
  { name: 'payroll_months', module: 'payroll', read: async (c) => (await payrollSnapshotsOfEmployee(c.db, c.employee.id)).map(toPayrollSnapshot) },
  { name: 'roster_entries', module: 'shift_roster', read: (c) => rosterEntriesOfEmployee(c.db, c.employee.id) },
  { name: 'shift_applications', module: 'shift_roster', read: (c) => shiftApplicationsOfEmployee(c.db, c.employee.id) },
  { name: 'documents', module: 'employee_documents', read: (c) => documentsOfEmployee(c.db, c.employee.id) },
  // Who answered what is never shown to anyone else, HR included: only one's own export holds the answers.
  { name: 'mood_answers', module: 'mood', read: async (c) => (c.ownRequest ? moodAnswersOfEmployee(c.db, c.employee.id) : []) },
  { name: 'push_tokens', module: 'mobile_app', read: (c) => pushDevicesOfEmployee(c.db, c.employee.id) },
  { name: 'nfc_tags', module: 'nfc_clock', read: (c) => maskedTagsOfEmployee(c.db, c.employee.id) },
  { name: 'calendar_tokens', module: null, read: (c) => calendarTokensOfEmployee(c.db, c.employee.id) },
  { name: 'sessions', module: null, read: (c) => sessionsOfEmployee(c.db, c.employee.id) },
  { name: 'requests', module: null, read: (c) => requestsOfEmployee(c.db, c.tenant, c.employee.id, { audit: c.audit }) },
] as const satisfies readonly PersonalDataSection[];

export type SectionName = (typeof PERSONAL_DATA_SECTIONS)[number]['name'];
