/**
 * The domain error codes: why a request collided with the data, in `errors[0]._meta.code`
 * next to the HTTP error code of the envelope. One line each; the errors page and the OpenAPI
 * document list them, and `AppError`'s meta only accepts these as `code`.
 */
export const DOMAIN_ERROR_CODES = {
  payroll_period_locked: {
    status: 409,
    description: 'The date lies in a closed payroll month (`_meta.period`); nothing was written. Reopen the month or book outside it.',
  },
  clock_order: {
    status: 409,
    description: 'The clock event would break the come/go order; `_meta` names the state before it and the types allowed there.',
  },
  event_id_reused: {
    status: 409,
    description: 'The client `event_id` was already used for another person or by another kind of client; replays must repeat the same booking.',
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
  outside_geofence: {
    status: 422,
    description: 'A phone booking lies outside the location’s geofence (module geo_clock); `_meta.distance_m` and `_meta.radius_m` say by how much.',
  },
  position_inaccurate: {
    status: 422,
    description: 'A phone booking’s position is less precise than the geofence allows (`_meta.accuracy_m`).',
  },
  no_push_device: {
    status: 409,
    description: 'The person has no device registered for push notifications.',
  },
  export_not_ready: {
    status: 409,
    description: 'The export’s file is not written yet or the export failed (`_meta.status`); fetch it once its status is done.',
  },
  payroll_period_open: {
    status: 409,
    description: 'Only a closed payroll month (`_meta.period`) can be transferred to payroll; close the month first.',
  },
  partner_payroll_not_configured: {
    status: 409,
    description: 'The payroll transfer settings (consultant and client number, wage types) have not been saved yet.',
  },
  transfer_delivered: {
    status: 409,
    description: 'The payroll transfer was already delivered; there is nothing to retry.',
  },
} as const;

export type DomainErrorCode = keyof typeof DOMAIN_ERROR_CODES;
export const DOMAIN_ERROR_CODE_NAMES = Object.keys(DOMAIN_ERROR_CODES) as DomainErrorCode[];
