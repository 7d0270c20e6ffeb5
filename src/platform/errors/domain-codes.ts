/**
 * The domain error codes: why a request collided with the data, in `errors[0]._meta.code`
 * next to the HTTP error code of the envelope. One line each; the errors page and the OpenAPI
 * document list them, and `AppError`'s meta only accepts these as `code`.
 */
export const DOMAIN_ERROR_CODES = {
  payroll_period_locked: {
    status: 409,
    description:
      'The date lies in a closed payroll month (`_meta.period`); nothing was written. Reopen the month or book outside it. A buffered event (with `occurred_at`) from a terminal or phone is kept as a correction request for HR (`_meta.correction_request_id`), approved once the month is reopened.',
  },
  payroll_period_closed: {
    status: 409,
    description: 'The payroll month (`_meta.period`) is already closed; reopen it with a reason before closing it again.',
  },
  payroll_period_open: {
    status: 409,
    description: 'The payroll month (`_meta.period`) is not closed: there is nothing to reopen, and only a closed month can be transferred to payroll.',
  },
  later_period_closed: {
    status: 409,
    description: 'A later payroll month (`_meta.period`, the latest) is still closed; months are reopened from the latest back, as each closed month carries the overtime account at its end.',
  },
  transfer_in_progress: {
    status: 409,
    description:
      'A transfer of the payroll month (`_meta.period`, `_meta.transfer_id`) is being delivered to payroll; a file on its way cannot be called back, so the month stays closed. Reopen it once the transfer is delivered or has failed.',
  },
  clock_order: {
    status: 409,
    description: 'The clock event would break the come/go order; `_meta` names the state before it and the types allowed there. A buffered event (with `occurred_at`) from a terminal or phone is kept as a correction request for HR to decide (`_meta.correction_request_id`), so it is not lost when the device drops it.',
  },
  event_id_reused: {
    status: 409,
    description: 'The client `event_id` was already used by the same person for another booking: from another kind of client, another terminal, or with another type named (ids are unique per person on every device, also across a replacement device); nothing was booked.',
  },
  working_time_law: {
    status: 409,
    description: 'Hard working-time-law findings block the roster entry (`_meta.warnings`); send `force: true` to keep them as warnings.',
  },
  schedule_model_in_use: {
    status: 409,
    description: 'The schedule model is assigned to someone or named by a shift (`_meta.assignments`, `_meta.shifts`); it cannot be deleted.',
  },
  already_clocked_in: {
    status: 409,
    description: 'A clock-in reminder was asked for someone who has already clocked in today.',
  },
  no_scheduled_shift: {
    status: 409,
    description: 'A clock-in reminder was asked for someone with no published shift today (`_meta.date`).',
  },
  shift_not_started: {
    status: 409,
    description: 'A clock-in reminder was asked before any of the person\'s shifts today has begun: nothing can have been forgotten yet (`_meta.entry_id`, `_meta.shift_start` of the first).',
  },
  shift_attended: {
    status: 409,
    description: 'A clock-in reminder was asked, but the person clocked in for every shift of theirs that has begun (today\'s, and a night shift of the day before still running): nothing was forgotten (`_meta.date`; `_meta.entry_id`, `_meta.shift_start` of the latest only for a caller with time-tracking:view).',
  },
  no_geofence: {
    status: 422,
    description: 'A phone booking at a location that has no geofence set (module geo_clock, `_meta.location_id`): only an admin can help, by setting the location’s position and radius.',
  },
  occurred_at_in_future: {
    status: 422,
    description: 'A buffered event lies ahead of the server’s clock by more than the allowed skew (`_meta.server_time`, `_meta.max_skew_ms`): the device’s clock runs ahead; keep the event and send it again once its time has come, or set the clock.',
  },
  occurred_at_too_old: {
    status: 422,
    description: 'A buffered event is older than the offline window terminals and phones may deliver within (`_meta.max_age_ms`); it will never be taken, HR books it as a correction.',
  },
  outside_geofence: {
    status: 422,
    description: 'A phone booking lies outside the location’s geofence (module geo_clock); `_meta.distance_m` and `_meta.radius_m` say by how much.',
  },
  position_inaccurate: {
    status: 422,
    description: 'A phone booking’s position is less precise than the geofence allows (`_meta.accuracy_m` against `_meta.max_accuracy_m`: the fence’s radius, at least 100 m, at most 500 m).',
  },
  no_push_device: {
    status: 409,
    description: 'The person has no device registered for push notifications.',
  },
  absence_overlap: {
    status: 409,
    description: 'The absence overlaps another requested or approved absence of the same person (`_meta.absence_id`).',
  },
  absence_status: {
    status: 409,
    description: 'The absence is not in a status that allows this step (`_meta.status`), e.g. approving one already decided.',
  },
  absence_type_in_use: {
    status: 409,
    description: 'The absence type is used by absences (`_meta.absences`); it cannot be deleted.',
  },
  absence_type_system: {
    status: 409,
    description: 'A system absence type (one per category) cannot be deleted.',
  },
  vacation_exceeded: {
    status: 422,
    description: 'The absence goes beyond the remaining vacation of a year (`_meta.year`, `_meta.remaining_days`); an approver may send `allow_negative: true`.',
  },
  employee_absent: {
    status: 409,
    description: 'A clock-in reminder was asked for someone on an approved absence today, or on the date of the night shift of yesterday it would name (`_meta.date`, `_meta.absence_id`).',
  },
  module_disabled: {
    status: 422,
    description: 'A field names something of a module this workspace has not enabled (`_meta.module`), e.g. `project_id` without projects or `cost_center_id` without cost_centers.',
  },
  project_inactive: {
    status: 422,
    description: 'The project cannot be booked on that day: it is inactive, or the day lies outside its starts_on/ends_on (`_meta.project_id`, `_meta.date`).',
  },
  project_not_at_location: {
    status: 422,
    description: 'The project is restricted to other locations than the terminal’s or the employee’s (`_meta.location_id`).',
  },
  project_not_applicable: {
    status: 422,
    description: 'Only come, switch and break_end start work and can name a project; go and break_start cannot carry a `project_id`.',
  },
  cost_center_inactive: {
    status: 422,
    description: 'The cost centre is inactive and cannot be newly assigned to an employee, a department or a project.',
  },
  location_in_use: {
    status: 409,
    description: 'Projects are restricted to the location (`_meta.projects`); take it off them first, so none becomes bookable everywhere.',
  },
  cost_center_in_use: {
    status: 409,
    description: 'The cost centre is named by employees, departments or projects (`_meta.employees`, `_meta.departments`, `_meta.projects`); deactivate it instead.',
  },
  export_not_ready: {
    status: 409,
    description: 'The export’s file is not written yet or the export failed (`_meta.status`); fetch it once its status is done.',
  },
  partner_payroll_not_configured: {
    status: 409,
    description: 'The payroll transfer settings (consultant and client number, wage types) have not been saved yet.',
  },
  transfer_delivered: {
    status: 409,
    description: 'The payroll transfer was already delivered; there is nothing to retry.',
  },
  document_type_refused: {
    status: 422,
    description: 'The uploaded file is not a kind the personnel file accepts (PDF, PNG, JPEG, TIFF, DOCX, XLSX, ODT, ODS or UTF-8 text); `_meta.detected` names what its content is.',
  },
  document_type_mismatch: {
    status: 422,
    description: 'The Content-Type declared for the uploaded file differs from what its content is (`_meta.declared`, `_meta.detected`); nothing was stored.',
  },
  mood_already_answered: {
    status: 409,
    description: 'The person has already given their mood today (`_meta.date`, the workspace’s local day); one answer per day.',
  },
  domain_taken: {
    status: 409,
    description: 'The custom domain is already claimed by a workspace (this one or another); each domain serves one workspace.',
  },
  domain_not_verified: {
    status: 409,
    description: 'The DNS TXT record proving control of the custom domain was not found (`_meta.name`, `_meta.value`); publish it and verify again.',
  },
  employee_active: {
    status: 409,
    description: 'The person is still employed (no exit date, or it is today or later); only a former employee’s data can be erased.',
  },
  already_erased: {
    status: 409,
    description: 'The person’s personal data was already erased (`_meta.erased_at`).',
  },
  roster_entry_changed: {
    status: 409,
    description:
      'The roster entry was moved (person, times or break) after the version this acknowledgement confirms (the one its If-Match names, else the entry as the request read it); nothing was written. Look at the entry again and acknowledge it as it is now.',
  },
  employee_erased: {
    status: 409,
    description: 'The person’s personal data was erased (`_meta.erased_at`); their record, tags, documents, absences, times and pay are read-only from then on and nothing was written.',
  },
} as const;

export type DomainErrorCode = keyof typeof DOMAIN_ERROR_CODES;
export const DOMAIN_ERROR_CODE_NAMES = Object.keys(DOMAIN_ERROR_CODES) as DomainErrorCode[];
