import { Type, type Static } from '@sinclair/typebox';
import type { WebhookDeliveriesTable, WebhookSubscriptionsTable } from '../../db/tenant/schema.js';
import { utcTimestamp } from '../../platform/formats.js';
import { Nullable, StringEnum, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';
import { PING_EVENT, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhook-events.js';

/** One subscription as the examples of its resources show it (created, listed, read). */
export const WEBHOOK_EXAMPLE = {
  id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0030',
  url: 'https://personal.baeckerei-krause.de/hooks/stempel',
  events: ['clock_event.created', 'absence.approved'],
  active: true,
  disabled_reason: null,
  consecutive_failures: 0,
  created_at: '2026-03-02T10:15:00.000Z',
  updated_at: '2026-03-02T10:15:00.000Z',
};

export const WebhookEventTypeSchema = StringEnum(WEBHOOK_EVENT_TYPES);

export const Webhook = Type.Object(
  {
    id: Uuid(),
    url: Type.String({ description: 'Where the events are POSTed' }),
    events: Type.Array(WebhookEventTypeSchema, { description: 'The event types sent to this URL' }),
    active: Type.Boolean({ description: 'Inactive subscriptions get no new deliveries' }),
    disabled_reason: Nullable(
      StringEnum(['failures'] as const, { description: 'failures: switched off by the server after deliveries failed for good several times in a row' }),
    ),
    consecutive_failures: Type.Integer({ description: 'Deliveries in a row that failed for good; a delivered one resets it' }),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
  },
  {
    $id: 'Webhook',
    examples: [WEBHOOK_EXAMPLE],
  },
);
export type Webhook = Static<typeof Webhook>;

export function toWebhook(row: WebhookSubscriptionsTable): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.event_types as WebhookEventType[],
    active: row.active,
    disabled_reason: row.disabled_reason === 'failures' ? 'failures' : null,
    consecutive_failures: row.consecutive_failures,
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  };
}

export const WebhookDelivery = Type.Object(
  {
    id: Uuid('Also the webhook-id header of every attempt'),
    event: StringEnum([...WEBHOOK_EVENT_TYPES, PING_EVENT]),
    status: StringEnum(['pending', 'delivered', 'failed'] as const, { description: 'pending: waiting for its next attempt' }),
    attempts: Type.Integer(),
    response_status: Nullable(Type.Integer({ description: 'The HTTP status of the last attempt; null when no answer came' })),
    last_error: Nullable(Type.String({ description: 'Why the last attempt failed' })),
    next_attempt_at: Nullable(UtcTimestamp('When the next attempt is due (pending only)')),
    occurred_at: UtcTimestamp('When the event happened'),
    created_at: UtcTimestamp(),
    delivered_at: Nullable(UtcTimestamp()),
  },
  {
    $id: 'WebhookDelivery',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0031',
        event: 'absence.approved',
        status: 'pending',
        attempts: 0,
        response_status: null,
        last_error: null,
        next_attempt_at: '2026-03-10T09:20:00.000Z',
        occurred_at: '2026-03-10T09:20:00.000Z',
        created_at: '2026-03-10T09:20:00.000Z',
        delivered_at: null,
      },
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0032',
        event: 'clock_event.created',
        status: 'failed',
        attempts: 8,
        response_status: 503,
        last_error: 'HTTP 503',
        next_attempt_at: null,
        occurred_at: '2026-03-09T06:58:12.000Z',
        created_at: '2026-03-09T06:58:12.000Z',
        delivered_at: null,
      },
    ],
  },
);
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export function toWebhookDelivery(row: WebhookDeliveriesTable): WebhookDelivery {
  return {
    id: row.id,
    event: row.event as WebhookDelivery['event'],
    status: row.status,
    attempts: row.attempts,
    response_status: row.response_status,
    last_error: row.last_error,
    next_attempt_at: row.next_attempt_at && utcTimestamp(row.next_attempt_at),
    occurred_at: utcTimestamp(row.occurred_at),
    created_at: utcTimestamp(row.created_at),
    delivered_at: row.delivered_at && utcTimestamp(row.delivered_at),
  };
}
