import type { EmployeesTable } from '../../db/tenant/schema.js';
import type { ModuleId } from '../../platform/access/modules.js';
import type { Permission } from '../../platform/access/permissions.js';
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
  /**
   * Who else may have it in their export of the person (who already needs employees:manage and
   * visibility): any one of these permissions, the one the area's own endpoints ask for to read
   * it of someone else; `'nobody'`: only the person's own export holds it. One's own export holds
   * every section.
   */
  othersNeed: readonly Permission[] | 'nobody';
  read: (context: SectionContext) => Promise<readonly unknown[]>;
}

/**
 * Whether a request of the audit, by its URI alone, tells that the person answered the mood
 * barometer (`POST /mood`; everything under `/rest/mood`, however the path was written): its mere
 * time says when they answered, which nobody else is to learn.
 */
export function revealsMoodAnswer(uri: string): boolean {
  const path = uri.split(/[?#]/, 1)[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the path as written.
  }
  const segments = decoded.toLowerCase().split('/').filter((segment) => segment !== '');
  return segments[0] === 'rest' && segments[1] === 'mood';
}

/**
 * Everything Stempel stores about one person, one entry per kind of record, each read through the
 * service of the area that owns it and shown in that area's API field names. A module that stores
 * something about people adds its entry here (and its schema in personal-data.schemas.ts);
 * docs/architecture.md says so. `othersNeed` is the one table of who else may have a section in
 * their export of the person: the permission the area's own endpoints ask for (named beside each).
 */
export const PERSONAL_DATA_SECTIONS = [
  // GET /employees/{e}/clock-events.
  { name: 'clock_events', module: null, othersNeed: ['time-tracking:view'], read: async (c) => c.clockEvents },
  // GET /employees/{e}/clock-events/{event}/history.
  { name: 'corrections', module: null, othersNeed: ['time-tracking:view', 'time-tracking:correct'], read: (c) => correctionsOfEmployee(c.db, c.employee.id) },
  {
    // GET /correction-requests lists only one's own without it.
    name: 'correction_requests',
    module: null,
    othersNeed: ['time-tracking:correct'],
    read: async (c) => correctionRequestsOfEmployee(c.db, await employeeZone(c.db, c.tenant, c.employee), c.employee.id),
  },
  {
    // GET /employees/{e}/working_time.
    name: 'working_time',
    module: null,
    othersNeed: ['time-tracking:view', 'reports:view'],
    read: (c) => monthlyTotalsOfEmployee(c.db, c.tenant, c.employee, c.clockEvents[0]?.occurred_at.slice(0, 10), c.now),
  },
  // GET /employees/{e}/schedule-models.
  { name: 'schedule_models', module: null, othersNeed: ['schedule-models:view'], read: (c) => scheduleAssignmentsOfEmployee(c.db, c.employee.id) },
  // GET /short-work-periods.
  { name: 'short_work_periods', module: 'short_work', othersNeed: ['time-tracking:view', 'reports:view'], read: (c) => shortWorkPeriodsOfEmployee(c.db, c.employee.id) },
  // GET /absences lists only one's own without it (sick days are health data).
  { name: 'absences', module: 'leave_requests', othersNeed: ['absences:view'], read: async (c) => (await absencesOfEmployee(c.db, c.employee.id)).map(toAbsence) },
  // GET /employees/{e}/vacation.
  { name: 'vacation_entitlements', module: 'leave_requests', othersNeed: ['absences:view'], read: (c) => vacationEntitlementsOfEmployee(c.db, c.employee.id) },
  // GET /absences/{a}/eau.
  { name: 'eau_requests', module: 'eau', othersNeed: ['absences:view'], read: (c) => eauRequestsOfEmployee(c.db, c.employee.id) },
  // GET /employees/{e}/overtime-account.
  { name: 'overtime_bookings', module: 'overtime_accounts', othersNeed: ['payroll:view', 'time-tracking:view'], read: (c) => overtimeBookingsOfEmployee(c.db, c.employee.id) },
  // GET /employees/{e}/compensations.
  { name: 'compensations', module: 'payroll', othersNeed: ['payroll:view'], read: (c) => compensationsOfEmployee(c.db, c.employee.id) },
  // GET /payroll-periods/{p}/employees.
  {
    name: 'payroll_months',
    module: 'payroll',
    othersNeed: ['payroll:view'],
    read: async (c) => (await payrollSnapshotsOfEmployee(c.db, c.employee.id)).map(toPayrollSnapshot),
  },
  // GET /rosters/{r}/entries: the section holds drafts too, which need one of these.
  { name: 'roster_entries', module: 'shift_roster', othersNeed: ['schedule-models:view', 'schedule-models:manage'], read: (c) => rosterEntriesOfEmployee(c.db, c.employee.id) },
  // GET /rosters/{r}/entries/{entry}/applications.
  { name: 'shift_applications', module: 'shift_roster', othersNeed: ['schedule-models:manage'], read: (c) => shiftApplicationsOfEmployee(c.db, c.employee.id) },
  // GET /employees/{e}/documents.
  { name: 'documents', module: 'employee_documents', othersNeed: ['employees:manage'], read: (c) => documentsOfEmployee(c.db, c.employee.id) },
  // Who answered what is never shown to anyone else, HR included: only one's own export holds the answers.
  { name: 'mood_answers', module: 'mood', othersNeed: 'nobody', read: (c) => moodAnswersOfEmployee(c.db, c.employee.id) },
  // No endpoint shows another's devices; the client that registered one is in the audit log (GET /audit/requests).
  { name: 'push_tokens', module: 'mobile_app', othersNeed: ['settings:manage'], read: (c) => pushDevicesOfEmployee(c.db, c.employee.id) },
  // GET /employees/{e}/nfc-tags.
  { name: 'nfc_tags', module: 'nfc_clock', othersNeed: ['employees:view'], read: (c) => maskedTagsOfEmployee(c.db, c.employee.id) },
  // POST and DELETE /employees/{e}/calendar-token.
  { name: 'calendar_tokens', module: null, othersNeed: ['employees:manage'], read: (c) => calendarTokensOfEmployee(c.db, c.employee.id) },
  // Client addresses and browsers: only the audit log (GET /audit/requests) shows them of someone else.
  { name: 'sessions', module: null, othersNeed: ['settings:manage'], read: (c) => sessionsOfEmployee(c.db, c.employee.id) },
  {
    // GET /audit/requests. Requests to the mood barometer are never in someone else's export: their time tells when the person answered.
    name: 'requests',
    module: null,
    othersNeed: ['settings:manage'],
    read: async (c) => {
      const requests = await requestsOfEmployee(c.db, c.tenant, c.employee.id, { audit: c.audit });
      return c.ownRequest ? requests : requests.filter((request) => !revealsMoodAnswer(request.uri));
    },
  },
] as const satisfies readonly PersonalDataSection[];

export type SectionName = (typeof PERSONAL_DATA_SECTIONS)[number]['name'];

export const SECTION_NAMES = PERSONAL_DATA_SECTIONS.map((section) => section.name) as SectionName[];

/** Whether a section is in an export: one's own holds every section; another's those the caller may read for the person (othersNeed). */
export function mayReadSection(section: Pick<PersonalDataSection, 'othersNeed'>, permissions: ReadonlySet<Permission>, ownRequest: boolean): boolean {
  if (ownRequest) return true;
  return section.othersNeed !== 'nobody' && section.othersNeed.some((permission) => permissions.has(permission));
}

/** The sections an export leaves empty for the caller, in document order (the document's `withheld`). */
export function withheldSections(permissions: ReadonlySet<Permission>, ownRequest: boolean): SectionName[] {
  return PERSONAL_DATA_SECTIONS.filter((section) => !mayReadSection(section, permissions, ownRequest)).map((section) => section.name);
}
