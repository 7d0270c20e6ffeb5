import { Type } from '@sinclair/typebox';
import { Uuid } from '../../platform/http/schemas.js';
import { Webhook, WEBHOOK_EXAMPLE, WebhookEventTypeSchema } from './webhook.resource.js';

/** The longest URL a subscription keeps, as it is written when sent: umlauts and blanks percent-encoded. */
export const URL_MAX_LENGTH = 2000;

const Url = Type.String({
  minLength: 1,
  maxLength: URL_MAX_LENGTH,
  description: 'https:// URL of a public host; http:// and private addresses only where the installation allows them',
});
const Events = Type.Array(WebhookEventTypeSchema, { minItems: 1, maxItems: 50, description: 'The event types to send' });

export const CreateWebhookBody = Type.Object(
  { url: Url, events: Events, active: Type.Optional(Type.Boolean({ default: true })) },
  {
    additionalProperties: false,
    examples: [{ url: 'https://personal.baeckerei-krause.de/hooks/stempel', events: ['clock_event.created', 'absence.approved'] }],
  },
);

export const UpdateWebhookBody = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(Events),
    active: Type.Optional(Type.Boolean({ description: 'true again after the server switched it off clears the failure count' })),
  },
  { additionalProperties: false, minProperties: 1, examples: [{ events: ['clock_event.created', 'absence.approved', 'absence.cancelled'], active: true }] },
);

export const CreatedWebhook = Type.Composite([
  Webhook,
  Type.Object({
    secret: Type.String({ description: 'The Standard Webhooks signing secret (whsec_…); shown only now', examples: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'] }),
  }),
], {
  examples: [{ ...WEBHOOK_EXAMPLE, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }],
});

export const DeliveryParams = Type.Object({ webhook: Uuid('UUID of the webhook'), delivery: Uuid('UUID of the delivery') });
