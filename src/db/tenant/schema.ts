import type { PayrollValues } from '../../domain/payroll/lodas.js';
import type { ColumnKinds } from '../portable.js';

/** Tables of one tenant's database. No tenant id column: the database is the tenant. */
export interface DepartmentsTable {
  id: string;
  name: string;
  description: string | null;
  parent_id: string | null;
  cost_center_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface RolesTable {
  id: string;
  name: string;
  system_key: string | null;
  description: string | null;
  permissions: string[];
  created_at: string;
  updated_at: string;
}

export interface EmployeesTable {
  id: string;
  code: string;
  first_name: string;
  last_name: string;
  email: string | null;
  role_id: string;
  department_id: string | null;
  location_id: string | null;
  birth_date: string | null;
  entry_date: string | null;
  exit_date: string | null;
  badge: string | null;
  /** The number payroll knows the person by (LODAS), when it is not `code`; null: the code. */
  payroll_number?: string | null;
  pin_hash: string | null;
  weekly_target_ms: number | null;
  /** Null: the tenant's default (absence_settings). */
  vacation_days_per_year?: number | null;
  /** The year the vacation account starts in (an opening balance taken over); null: no opening, the account starts by default. */
  vacation_opening_year?: number | null;
  /** The days carried into the opening year (negative: a deficit); set exactly when vacation_opening_year is. */
  vacation_opening_days?: number | null;
  password_hash: string | null;
  cost_center_id: string | null;
  deleted_at: string | null;
  /** When the person's data was erased (Art. 17 GDPR): name pseudonymised, contact data and access gone. */
  erased_at?: string | null;
  erasure_reason?: string | null;
  created_at: string;
  updated_at: string;
}

export interface AccessTokensTable {
  id: string;
  employee_id: string;
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  client_ip: string | null;
  user_agent: string | null;
  created_at: string;
}

export interface LocationsTable {
  id: string;
  name: string;
  phone: string | null;
  address: string | null;
  address_additional: string | null;
  city: string | null;
  postal_code: string | null;
  state_region: string | null;
  country: string | null;
  timezone: string;
  latitude: number | null;
  longitude: number | null;
  radius_m: number | null;
  created_at: string;
  updated_at: string;
}

export interface HolidayCalendarsTable {
  id: string;
  name: string;
  source_key: string | null;
  is_system: boolean;
  created_at: string;
  updated_at: string;
}

export interface HolidayEntriesTable {
  id: string;
  calendar_id: string;
  date: string;
  name: string;
  half_day: boolean;
  /** A statutory public holiday (the default), or a company's own day off: see 2026_12_07_0101_statutory_holiday_entries. */
  statutory: boolean;
}

export interface HolidayCalendarYearsTable {
  calendar_id: string;
  year: number;
}

export interface LocationHolidayCalendarsTable {
  location_id: string;
  calendar_id: string;
}

export interface CompensationsTable {
  id: string;
  employee_id: string;
  type: string;
  amount_cents: number;
  currency: string;
  valid_from: string;
  valid_to: string | null;
  note: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuditRequestsTable {
  correlation_id: string;
  tenant_id: string;
  user_id: string | null;
  client_ip: string;
  method: string;
  uri: string;
  request_headers: string;
  payload: string;
  response_headers: string;
  response_body: string;
  status_code: number;
  duration_ms: number;
  timestamp: string;
  hostname: string;
}

export interface TerminalsTable {
  id: string;
  name: string;
  location_id: string | null;
  code_hash: string;
  last_used_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

export interface NfcTagsTable {
  id: string;
  employee_id: string;
  uid: string;
  created_at: string;
}

/** Who held a badge or an NFC tag from when until when (valid_until null: holds it now); the credential as its SHA-256. */
export interface CredentialHoldersTable {
  id: string;
  kind: 'badge' | 'nfc_uid';
  credential_hash: string;
  employee_id: string;
  valid_from: string;
  valid_until: string | null;
}

export interface ClockEventsTable {
  id: string;
  employee_id: string;
  type: string;
  occurred_at: string;
  timezone: string;
  source: string;
  terminal_id: string | null;
  device: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  event_id: string | null;
  /** The answer given when the event was booked, returned again on a replay of its event_id. */
  reply: unknown;
  /** Added or changed by a correction (flag 128 on its working day). */
  corrected: boolean;
  /** The project worked on from this event on (come, switch, break_end); null: none. */
  project_id: string | null;
  /** A phone booking passed the geofence check; null: none was made. Outlives the coordinates. */
  geofence_inside?: boolean | null;
  created_at: string;
}

export interface CostCentersTable {
  id: string;
  number: string;
  name: string;
  active: boolean;
  created_at: string;
  updated_at: string;
}

export interface ProjectsTable {
  id: string;
  number: string;
  name: string;
  client: string | null;
  cost_center_id: string | null;
  budget_ms: number | null;
  active: boolean;
  starts_on: string | null;
  ends_on: string | null;
  created_at: string;
  updated_at: string;
}

/** Locations a project may be booked at; a project without rows may be booked everywhere. */
export interface ProjectLocationsTable {
  project_id: string;
  location_id: string;
}

export interface ClockEventHistoryTable {
  id: string;
  clock_event_id: string;
  employee_id: string;
  action: 'create' | 'update' | 'delete';
  before: unknown;
  after: unknown;
  reason: string;
  corrected_by: string | null;
  corrected_at: string;
  /** Of a deleted event: its client's event_id, source and receipt, so a replay is answered as it was (null otherwise). */
  event_id: string | null;
  source: string | null;
  reply: unknown;
  /** Whether `before` or `after` still holds coordinates (the geo_positions retention clears them). */
  keeps_position: boolean;
}

export interface CorrectionRequestsTable {
  id: string;
  employee_id: string;
  requested_by: string;
  action: 'create' | 'update' | 'delete';
  clock_event_id: string | null;
  type: string | null;
  occurred_at: string | null;
  /** The project the requested event names (create, update); null: none, or unchanged. */
  project_id: string | null;
  reason: string;
  status: 'requested' | 'approved' | 'rejected';
  decided_by: string | null;
  decided_at: string | null;
  decision_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface OvertimeBookingsTable {
  id: string;
  employee_id: string;
  kind: 'payout' | 'adjustment';
  amount_ms: number;
  date: string;
  note: string | null;
  created_by: string | null;
  created_at: string;
}

/** A row means the month is closed; reopening deletes it (the events keep the history). */
export interface PayrollPeriodsTable {
  period: string;
  closed_at: string;
  closed_by: string | null;
  /** The payroll_period_events row of this close; its snapshot is the month's. */
  close_id: string | null;
}

export interface PayrollPeriodEventsTable {
  id: string;
  period: string;
  action: 'close' | 'reopen';
  at: string;
  /** Null when the CLI closed or reopened it. */
  by_employee_id: string | null;
  reason: string | null;
  /** Employees in the snapshot (close only). */
  employees: number | null;
}

/** One employee's month as it was closed; amounts in ms. */
export interface PayrollSnapshotsTable {
  close_id: string;
  employee_id: string;
  period: string;
  target_ms: number;
  worked_ms: number;
  absence_ms: number;
  balance_ms: number;
  night_ms: number;
  night_core_ms: number;
  sunday_ms: number;
  holiday_ms: number;
  holiday_special_ms: number;
  vacation_taken_days: number;
  sick_days: number;
  overtime_balance_ms: number;
  flags: number;
  /** What the month's transfer to payroll writes for the person; null in closes made before it was kept. */
  payroll_values: PayrollValues | null;
}

export interface PushTokensTable {
  id: string;
  employee_id: string;
  access_token_id: string;
  token: string;
  platform: string;
  created_at: string;
  updated_at: string;
}

export type ExportStatus = 'queued' | 'running' | 'done' | 'failed';

export interface ExportsTable {
  id: string;
  kind: string;
  period: string;
  format: string;
  decimal_comma: boolean;
  status: ExportStatus;
  error: string | null;
  rows_done: number;
  rows_total: number | null;
  /** The file's name in the tenant's export directory, once written. */
  file_name: string | null;
  requested_by: string;
  /** Whom the requester could see when they asked (a stored visibility); null for exports asked for before it was kept. */
  written_for: { scope: 'all' | 'units' | 'self'; self_id: string; units?: string[] } | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface PayrollTransferSettingsTable {
  id: string;
  consultant_number: string;
  client_number: string;
  wage_types: Record<string, string>;
  endpoint_url: string | null;
  updated_by: string | null;
  updated_at: string;
}

export type PayrollTransferStatus = 'queued' | 'running' | 'delivered' | 'failed';

export interface PayrollTransfersTable {
  id: string;
  period: string;
  status: PayrollTransferStatus;
  attempts: number;
  next_attempt_at: string | null;
  error: string | null;
  file_name: string | null;
  records: number | null;
  /** The endpoint as configured when the transfer was asked for; null: the file is only downloaded. */
  endpoint_url: string | null;
  /** The job that builds and delivers it; a retry after it gave up queues a new one. */
  job_id: string | null;
  requested_by: string;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'dead';

/** Durable background work; see src/platform/jobs. */
export interface JobsTable {
  id: string;
  kind: string;
  /** Named apart from audit_requests.payload (text): JSON columns are known by name. */
  job_payload: Record<string, unknown>;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  run_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface ShiftsTable {
  id: string;
  name: string;
  abbreviation: string;
  color: string;
  /** HH:MM local wall-clock time. */
  start_time: string;
  end_time: string;
  break_minutes: number;
  schedule_model_id: string | null;
  work_area_id: string | null;
  tags: string[];
  note: string | null;
  fairness_weight: number;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RostersTable {
  id: string;
  name: string;
  period_start: string;
  period_end: string;
  unit_id: string | null;
  status: 'draft' | 'published';
  created_by: string | null;
  notes: string | null;
  budget_cents: number | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RosterSeriesTable {
  id: string;
  roster_id: string;
  rule: Record<string, unknown>;
  created_at: string;
}

export interface RosterEntriesTable {
  id: string;
  roster_id: string;
  employee_id: string | null;
  date: string;
  shift_id: string | null;
  start_time: string;
  end_time: string;
  break_minutes: number;
  effective_start: string;
  effective_end: string;
  timezone: string;
  note: string | null;
  work_area_id: string | null;
  status: number;
  generated: boolean;
  series_id: string | null;
  source_unit_id: string | null;
  published_at: string | null;
  acknowledged_at: string | null;
  warnings: string[] | null;
  /** Whom the entry was last announced to (published, or changed while published), kept through an unpublication: whom its withdrawal tells. */
  told_employee_id: string | null;
  /** Revisions of its start, end or publication: its calendar event's SEQUENCE (RFC 5545 §3.8.7.4). Starts at 0. */
  sequence?: number;
  created_at: string;
  updated_at: string;
}

export interface RosterEntryApplicationsTable {
  id: string;
  entry_id: string;
  employee_id: string;
  status: 'pending' | 'accepted' | 'declined';
  created_at: string;
}

/** Day columns: ISO weekday 1 (Monday) ... 7 (Sunday); null on flexible models. */
export interface ScheduleModelsTable {
  id: string;
  name: string;
  kind: 'fixed' | 'flexible';
  weekly_target_ms: number;
  day_1_ms: number | null;
  day_2_ms: number | null;
  day_3_ms: number | null;
  day_4_ms: number | null;
  day_5_ms: number | null;
  day_6_ms: number | null;
  day_7_ms: number | null;
  created_at: string;
  updated_at: string;
}

/** A person's schedule model history; valid_to inclusive, null while it runs on. */
export interface EmployeeScheduleModelsTable {
  id: string;
  employee_id: string;
  schedule_model_id: string;
  valid_from: string;
  valid_to: string | null;
  created_at: string;
  updated_at: string;
}

/** A permission the code's list gave a system role (see reconcileSystemRoles). */
export interface SystemRoleGrantsTable {
  role_id: string;
  permission: string;
  granted_at: string;
}

export type AbsenceCategory = 'vacation' | 'sick' | 'special_leave' | 'training' | 'time_off_in_lieu' | 'unpaid';

export interface AbsenceTypesTable {
  id: string;
  name: string;
  category: AbsenceCategory;
  credits_time: boolean;
  needs_approval: boolean;
  counts_against_entitlement: boolean;
  is_system: boolean;
  created_at: string;
  updated_at: string;
}

export type AbsenceStatus = 'requested' | 'approved' | 'rejected' | 'cancelled';

/** start_date and end_date inclusive; a half day takes half of the first or last day. */
export interface AbsencesTable {
  id: string;
  employee_id: string;
  type_id: string;
  start_date: string;
  end_date: string;
  half_day_start: boolean;
  half_day_end: boolean;
  note: string | null;
  status: AbsenceStatus;
  /** An approver allowed the absence to go beyond the remaining vacation. */
  allow_negative: boolean;
  requested_by: string;
  decided_by: string | null;
  decided_at: string | null;
  decision_reason: string | null;
  /** Revisions of its first or last day: its calendar event's SEQUENCE (RFC 5545 §3.8.7.4). Starts at 0. */
  sequence?: number;
  created_at: string;
  updated_at: string;
}

/** One row (id 'tenant'). */
export interface AbsenceSettingsTable {
  id: string;
  vacation_days_per_year: number;
  eau_threshold_days: number;
  updated_at: string;
}

/**
 * A person's own yearly vacation entitlement from `from_year` until the next row's year (0: every
 * year before the first change); null takes the tenant default of each year. No rows: the
 * employee's `vacation_days_per_year` holds for every year.
 */
export interface EmployeeVacationEntitlementsTable {
  employee_id: string;
  from_year: number;
  vacation_days_per_year: number | null;
  updated_at: string;
}

/** The tenant's default yearly entitlement by year, as above; no rows: `absence_settings` holds for every year. */
export interface VacationEntitlementDefaultsTable {
  from_year: number;
  vacation_days_per_year: number;
  updated_at: string;
}

export type EauStatus = 'pending' | 'requested' | 'received' | 'not_available' | 'failed';

export interface EauRequestsTable {
  absence_id: string;
  status: EauStatus;
  provider: string;
  attempts: number;
  certificate_from: string | null;
  certificate_to: string | null;
  first_certificate: boolean | null;
  diagnosed_on: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** A category whose retention the tenant changed; the others keep their default. */
export interface RetentionPoliciesTable {
  category: string;
  months: number;
  updated_by: string | null;
  updated_at: string;
}

/** One person's mood on one local day of the workspace (module mood); unique per person and day. */
export interface MoodAnswersTable {
  id: string;
  employee_id: string;
  /** The department when the answer was given. */
  department_id: string | null;
  day: string;
  /** 1 (bad) to 5 (good). */
  score: number;
  comment: string | null;
  created_at: string;
}

export interface TenantDatabase {
  mood_answers: MoodAnswersTable;
  departments: DepartmentsTable;
  roles: RolesTable;
  system_role_grants: SystemRoleGrantsTable;
  employees: EmployeesTable;
  access_tokens: AccessTokensTable;
  locations: LocationsTable;
  holiday_calendars: HolidayCalendarsTable;
  holiday_entries: HolidayEntriesTable;
  holiday_calendar_years: HolidayCalendarYearsTable;
  location_holiday_calendars: LocationHolidayCalendarsTable;
  compensations: CompensationsTable;
  audit_requests: AuditRequestsTable;
  terminals: TerminalsTable;
  nfc_tags: NfcTagsTable;
  credential_holders: CredentialHoldersTable;
  clock_events: ClockEventsTable;
  cost_centers: CostCentersTable;
  projects: ProjectsTable;
  project_locations: ProjectLocationsTable;
  clock_event_history: ClockEventHistoryTable;
  correction_requests: CorrectionRequestsTable;
  overtime_bookings: OvertimeBookingsTable;
  payroll_periods: PayrollPeriodsTable;
  payroll_period_events: PayrollPeriodEventsTable;
  payroll_snapshots: PayrollSnapshotsTable;
  push_tokens: PushTokensTable;
  jobs: JobsTable;
  exports: ExportsTable;
  payroll_transfer_settings: PayrollTransferSettingsTable;
  payroll_transfers: PayrollTransfersTable;
  shifts: ShiftsTable;
  rosters: RostersTable;
  roster_series: RosterSeriesTable;
  roster_entries: RosterEntriesTable;
  roster_entry_applications: RosterEntryApplicationsTable;
  schedule_models: ScheduleModelsTable;
  employee_schedule_models: EmployeeScheduleModelsTable;
  absence_types: AbsenceTypesTable;
  absences: AbsencesTable;
  absence_settings: AbsenceSettingsTable;
  employee_vacation_entitlements: EmployeeVacationEntitlementsTable;
  vacation_entitlement_defaults: VacationEntitlementDefaultsTable;
  eau_requests: EauRequestsTable;
  short_work_periods: ShortWorkPeriodsTable;
  short_work_period_employees: ShortWorkPeriodEmployeesTable;
  calendar_tokens: CalendarTokensTable;
  employee_documents: EmployeeDocumentsTable;
  retention_policies: RetentionPoliciesTable;
  webhook_subscriptions: WebhookSubscriptionsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

export interface ShortWorkPeriodsTable {
  id: string;
  department_id: string | null;
  date_from: string;
  date_to: string;
  reduction_percent: number;
  note: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface ShortWorkPeriodEmployeesTable {
  period_id: string;
  employee_id: string;
}

export interface EmployeeDocumentsTable {
  id: string;
  employee_id: string;
  category: string;
  title: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  storage_key: string;
  valid_until: string | null;
  uploaded_by: string | null;
  created_at: string;
}

export interface CalendarTokensTable {
  employee_id: string;
  token_hash: string;
  created_by: string | null;
  created_at: string;
}

export interface WebhookSubscriptionsTable {
  id: string;
  url: string;
  /** The event types delivered to this URL (JSON array). */
  event_types: string[];
  active: boolean;
  /** The Standard Webhooks signing secret (`whsec_…`); stored as is, since signing needs it. */
  secret: string;
  /** Deliveries in a row that failed for good; reset by a delivered one. */
  consecutive_failures: number;
  /** Why the subscription was switched off by the server (`failures`), null otherwise. */
  disabled_reason: string | null;
  created_at: string;
  updated_at: string;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveriesTable {
  /** Also the `webhook-id` header: the same on every attempt, so receivers can drop repeats. */
  id: string;
  subscription_id: string;
  event: string;
  /** The event's `data`: the API resource as it was when the event happened (JSON). */
  event_data: unknown;
  occurred_at: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_status: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  /** The job that may make the next attempt; any other job of this delivery finds it superseded. */
  pending_job_id: string | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
}

export const tenantColumns: ColumnKinds = {
  booleans: new Set([
    'is_system',
    'half_day',
    'statutory',
    'generated',
    'corrected',
    'active',
    'credits_time',
    'needs_approval',
    'counts_against_entitlement',
    'half_day_start',
    'half_day_end',
    'allow_negative',
    'first_certificate',
    'decimal_comma',
    'geofence_inside',
    'keeps_position',
  ]),
  json: new Set(['permissions', 'reply', 'job_payload', 'written_for', 'tags', 'rule', 'warnings', 'before', 'after', 'wage_types', 'event_types', 'event_data', 'payroll_values']),
};
