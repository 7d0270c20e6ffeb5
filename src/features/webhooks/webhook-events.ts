/** The events a subscription can ask for; each event's `data` is the API resource of its area. */
export const WEBHOOK_EVENT_TYPES = [
  'clock_event.created',
  'clock_event.corrected',
  'absence.requested',
  'absence.approved',
  'absence.rejected',
  'absence.cancelled',
  'absence.updated',
  'roster.published',
  'roster.unpublished',
  'roster_entry.acknowledged',
  'employee.created',
  'employee.updated',
  'employee.deleted',
  'payroll_period.closed',
  'payroll_period.reopened',
  'export.done',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent by POST /webhooks/{w}/test only; no subscription asks for it. */
export const PING_EVENT = 'webhook.ping';
