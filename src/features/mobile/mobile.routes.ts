import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../platform/http/schemas.js';
import { BufferedOccurredAt, clockPolicy, EventId, ProjectId, RequestedType } from '../clocking/clocking.routes.js';
import { ClockReceipt, toClockReceipt } from '../clocking/clock-event.resource.js';
import type { ClockPolicy } from '../clocking/clocking.service.js';
import * as service from './mobile.service.js';
import { defineFeature } from '../feature.js';
import type { Config } from '../../config.js';

const MobileClockBody = Type.Object(
  {
    type: RequestedType,
    occurred_at: Type.Optional(BufferedOccurredAt('For bookings the app buffered offline')),
    event_id: Type.Optional(EventId),
    project_id: Type.Optional(ProjectId),
    latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    accuracy: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000, description: 'Accuracy of the position in metres' })),
    device: Type.Optional(Type.String({ maxLength: 200 })),
  },
  {
    additionalProperties: false,
    examples: [
      {
        type: 'come',
        occurred_at: '2026-03-02T06:58:12+01:00',
        event_id: 'a1c9e3f0-5b7d-4e2a-9c8b-1f3d5e7a9b20',
        latitude: 51.3281,
        longitude: 12.3368,
        accuracy: 12,
        device: 'Pixel 8, Stempel-App 3.2.0',
      },
    ],
  },
);

/** Clocking from the mobile app (module mobile_app); with geo_clock the position must lie inside the location's geofence. */
export const mobileRoutes: FastifyPluginAsyncTypebox<{ policy: ClockPolicy }> = async (app, { policy }) => {
  app.post(
    '/mobile',
    {
      config: { conflicts: ['payroll_period_locked', 'clock_order', 'event_id_reused'], note: 'with geo_clock: position inside the location\'s geofence', module: 'mobile_app', permission: 'time-tracking:clock-mobile', sends: ['idempotent-replayed'] },
      schema: {
        tags: ['clocking'],
        operationId: 'clockMobile',
        summary: 'Clock from the mobile app. Flat answer without data. Only POST; GET answers 405.',
        description:
          'With geo_clock a refused position is a 422 with `errors[0]._meta.code`: `outside_geofence` (too far away; try again on site), `position_inaccurate` (wait for a better fix), `no_geofence` (the person\'s location has no geofence, or they have no location, `_meta.location_id`: only an admin can help).',
        body: MobileClockBody,
        response: {
          201: ClockReceipt,
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'conflict', 'validation_error'),
        },
      },
    },
    async (request, reply) => {
      const booking = await service.clockMobile(request.tenantDb, request.tenant, request.principal!, request.body, policy, toClockReceipt);
      if (booking.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(booking.reply);
    },
  );
};

export const mobileFeature = defineFeature({
  name: 'mobile',
  module: 'mobile_app',
  routes: mobileRoutes,
  options: ({ services }: { services: { config: Config } }) => ({ policy: clockPolicy(services.config) }),
});
