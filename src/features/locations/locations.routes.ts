import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Data, errorResponses, IdParams, MessageResponse, NonBlank, Uuid } from '../../platform/http/schemas.js';
import { JSON_UTF8, listSharingParts } from '../../platform/http/shared-parts.js';
import { Location } from './location.resource.js';
import * as service from './locations.service.js';
import { defineFeature } from '../feature.js';

const Optional = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const fields = {
  phone: Optional(50),
  address: Optional(200),
  address_additional: Optional(200),
  city: Optional(100),
  postal_code: Optional(20),
  state_region: Optional(100),
  country: Optional(100),
  timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone; defaults to the tenant’s' })),
  latitude: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
  longitude: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
  radius_m: Type.Optional(Type.Union([Type.Integer({ minimum: 10, maximum: 100_000 }), Type.Null()], { description: 'Geofence radius in metres' })),
  holiday_ids: Type.Optional(Type.Array(Uuid(), { maxItems: 50, description: 'Holiday calendars that apply here (replaces the set)' })),
};
const Name = NonBlank(150);
const CreateLocationBody = Type.Object({ name: Name, ...fields }, {
  additionalProperties: false,
  examples: [
    {
      name: 'Filiale Leipzig-Plagwitz',
      phone: '+49 341 4927310',
      address: 'Karl-Heine-Straße 42',
      city: 'Leipzig',
      postal_code: '04229',
      state_region: 'Sachsen',
      country: 'DE',
      timezone: 'Europe/Berlin',
      latitude: 51.3282,
      longitude: 12.3366,
      radius_m: 150,
      holiday_ids: ['019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0007'],
    },
  ],
});
const UpdateLocationBody = Type.Object({ name: Type.Optional(Name), ...fields }, {
  additionalProperties: false,
  examples: [{ phone: '+49 341 4927311', radius_m: 200, holiday_ids: ['019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0007'] }],
});
const LocationParams = IdParams('location');
// Locations mostly share their calendars: each calendar is written and encoded once per answer.
const locationListJson = listSharingParts<Location>(Location, 'holidays');
const CalendarLinkParams = Type.Object({ location: Uuid('UUID of the location'), holiday: Uuid('UUID of the holiday calendar') });
const tags = ['locations'];
const module = 'locations' as const;
const single = (extra: Parameters<typeof errorResponses> = []) => ({
  200: Data(Location),
  ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', ...extra),
});

/** /rest/locations: sites with address, time zone, holiday calendars and head count (module locations). */
export const locationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/locations',
    {
      config: { note: 'with holiday calendars and head count', module },
      schema: {
        tags,
        operationId: 'listLocations', summary: 'List locations with their holiday calendars',
        response: { 200: Data(Type.Array(Location)), ...errorResponses('unauthenticated', 'forbidden') },
      },
    },
    async (request, reply) => {
      const bytes = locationListJson({ data: await service.list(request.tenantDb) });
      // The JSON of the 200 schema, already encoded; the type provider knows only its object form.
      return reply.type(JSON_UTF8).send(bytes as never);
    },
  );

  app.post(
    '/locations',
    {
      config: { module, permission: 'org:manage', sends: ['location'] },
      schema: {
        tags,
        operationId: 'createLocation', summary: 'Create a location',
        body: CreateLocationBody,
        response: { 201: Data(Location), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => {
      const location = await service.create(request.tenantDb, request.tenant.timezone, request.body);
      return reply.code(201).header('location', `/rest/locations/${location.id}`).send({ data: location });
    },
  );

  app.get(
    '/locations/:location',
    { config: { module }, schema: { tags, operationId: 'getLocation', summary: 'One location', params: LocationParams, response: single() } },
    async (request) => ({ data: await service.get(request.tenantDb, request.params.location) }),
  );

  app.put(
    '/locations/:location',
    {
      config: { module, permission: 'org:manage' },
      schema: { tags, operationId: 'updateLocation', summary: 'Change a location (address, time zone, geofence, holiday calendars)', params: LocationParams, body: UpdateLocationBody, response: single(['validation_error']) },
    },
    async (request) => ({ data: await service.update(request.tenantDb, request.params.location, request.body) }),
  );

  app.delete(
    '/locations/:location',
    {
      config: { note: '409 with employees; location_in_use while projects are restricted to it', conflicts: ['location_in_use'], module, permission: 'org:manage' },
      schema: {
        tags,
        operationId: 'deleteLocation',
        summary: 'Delete a location without employees (else 409)',
        params: LocationParams,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict') },
      },
    },
    async (request) => {
      await service.remove(request.tenantDb, request.params.location);
      return { message: 'The location was deleted.' };
    },
  );

  app.post(
    '/locations/:location/holidays/:holiday',
    {
      config: { note: 'attach a holiday calendar', module, permission: 'org:manage' },
      schema: { tags, operationId: 'attachHolidayCalendar', summary: 'Attach a holiday calendar', params: CalendarLinkParams, response: single() },
    },
    async (request) => ({ data: await service.attachCalendar(request.tenantDb, request.params.location, request.params.holiday) }),
  );

  app.delete(
    '/locations/:location/holidays/:holiday',
    {
      config: { note: 'detach a holiday calendar', module, permission: 'org:manage' },
      schema: { tags, operationId: 'detachHolidayCalendar', summary: 'Detach a holiday calendar', params: CalendarLinkParams, response: single() },
    },
    async (request) => ({ data: await service.detachCalendar(request.tenantDb, request.params.location, request.params.holiday) }),
  );
};

export const locationsFeature = defineFeature({
  name: 'locations',
  module: 'locations',
  routes: locationsRoutes,
});
