import { Type } from '@sinclair/typebox';
import type { Config } from '../../config.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestVisibility } from '../../platform/access/visibility.js';
import { Data, DateOnly, errorResponses, StoredInstant, StringEnum, Uuid } from '../../platform/http/schemas.js';
import { CLOCK_TYPES } from '../../domain/clocking/clock-sequence.js';
import { ClockEvent, toClockEvent } from './clock-event.resource.js';
import * as service from './clocking.service.js';
import { defineFeature } from '../feature.js';

export const RequestedType = StringEnum([...CLOCK_TYPES, 'auto'] as const, {
  description:
    'come, go, break_start, break_end, switch (change the project while working, without a break), or auto for the next one the come/go order allows (never switch)',
});
export const ProjectId = Uuid('The project worked on from this event on; only with come, switch, break_end (or auto resolving to them); needs module projects (422 module_disabled)');
export const EventId = Type.String({
  minLength: 1,
  maxLength: 100,
  description:
    'Client id of the event, unique per person across all devices (also a replacement device); a replay by the same person from the same client returns the first answer; the id used for another booking (another kind of client, another terminal, another type named) answers 409 event_id_reused',
});
/**
 * When an event a device buffered offline happened. Its two refusals ask opposite things of the
 * buffer, so each has its code: the terminal and phone routes take it from here.
 */
export const BufferedOccurredAt = (description: string) =>
  StoredInstant(
    `${description}. Ahead of the server's clock by more than the allowed skew: 422 occurred_at_in_future (_meta.server_time, _meta.max_skew_ms; keep it and send it again later, or set the clock); older than the offline window: 422 occurred_at_too_old (_meta.max_age_ms; drop it, HR books a correction)`,
  );

const WebClockBody = Type.Object(
  { type: RequestedType, event_id: Type.Optional(EventId), project_id: Type.Optional(ProjectId) },
  { additionalProperties: false, examples: [{ type: 'come', event_id: 'web-1042-20260302-0658' }] },
);
const RangeQuery = Type.Object({
  from: Type.Optional(DateOnly('First day, in the employee’s zone (default: 30 days ago)')),
  to: Type.Optional(DateOnly('Last day, inclusive (default: today)')),
});
const tags = ['clocking'];

/** How far a device's clock may be off, and how long events buffered offline are accepted. */
export function clockPolicy(config: Pick<Config, 'clockMaxSkewMs' | 'clockOfflineWindowHours'>): service.ClockPolicy {
  return { maxSkewMs: config.clockMaxSkewMs, offlineWindowMs: config.clockOfflineWindowHours * 3_600_000 };
}

/** Web clocking and an employee's clock events. */
export const clockingRoutes: FastifyPluginAsyncTypebox<{ policy: service.ClockPolicy }> = async (app, { policy }) => {
  app.post(
    '/clock',
    {
      config: { conflicts: ['payroll_period_locked', 'clock_order', 'event_id_reused'], note: 'web clocking at server time', permission: 'time-tracking:clock-web', sends: ['idempotent-replayed'] },
      schema: {
        tags,
        operationId: 'clockWeb',
        summary: 'Clock in or out from the web app, at the server’s time',
        body: WebClockBody,
        response: { 201: Data(ClockEvent), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'conflict', 'validation_error') },
      },
    },
    async (request, reply) => {
      const booking = await service.clockWeb(
        request.tenantDb,
        request.tenant,
        request.principal!,
        {
          type: request.body.type,
          eventId: request.body.event_id,
          device: request.headers['user-agent']?.slice(0, 200),
          projectId: request.body.project_id,
        },
        policy,
        (event) => ({ data: toClockEvent(event) }),
      );
      if (booking.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(booking.reply);
    },
  );

  app.get(
    '/employees/:employee/clock-events',
    {
      config: { note: 'yourself always; others need time-tracking:view and visibility' },
      schema: {
        tags,
        operationId: 'listClockEvents',
        summary: 'An employee’s clock events between two days; others than yourself need time-tracking:view and visibility',
        params: Type.Object({ employee: Uuid('UUID of the employee') }),
        querystring: RangeQuery,
        response: {
          200: Data(Type.Array(ClockEvent)),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error'),
        },
      },
    },
    async (request) => {
      const rows = await service.clockEventsOf(request.tenantDb, request.tenant, request.principal!, () => requestVisibility(request), request.params.employee, request.query);
      return { data: rows.map(toClockEvent) };
    },
  );
};

export const clockingFeature = defineFeature({
  name: 'clocking',
  module: null,
  routes: clockingRoutes,
  options: ({ services }: { services: { config: Config } }) => ({ policy: clockPolicy(services.config) }),
});
