import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Data, errorResponses, IdParams, MessageResponse, NonBlank } from '../../platform/http/schemas.js';
import { HolidayCalendar } from './holiday-calendar.resource.js';
import * as service from './holidays.service.js';
import { MAX_SYSTEM_CALENDAR_YEAR, MIN_SYSTEM_CALENDAR_YEAR } from './system-calendars.js';
import { defineFeature } from '../feature.js';

const EntryBody = Type.Object(
  {
    date: Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?)?$',
      description: 'YYYY-MM-DD (a date-time is accepted; its date part counts)',
    }),
    name: NonBlank(150),
    half_day: Type.Optional(Type.Boolean({ default: false })),
    statutory: Type.Optional(
      Type.Boolean({
        default: true,
        description: "false for the company's own day off (Betriebsruhe, Rosenmontag): it takes the day's target but earns no holiday surcharge and does not count as a public holiday for the working-time law. Ignored in effect on half days, which earn no holiday surcharge either way.",
      }),
    ),
  },
  { additionalProperties: false },
);
const Entries = Type.Array(EntryBody, { maxItems: 1000 });
const Name = NonBlank(150);
const CreateCalendarBody = Type.Object({ name: Name, entries: Type.Optional(Entries) }, {
  additionalProperties: false,
  examples: [
    {
      name: 'Betriebsruhe 2026',
      entries: [
        { date: '2026-12-24', name: 'Heiligabend', half_day: true },
        { date: '2026-12-28', name: 'Betriebsruhe', statutory: false },
        { date: '2026-12-31', name: 'Silvester', half_day: true },
      ],
    },
  ],
});
const UpdateCalendarBody = Type.Object(
  { name: Type.Optional(Name), entries: Type.Optional(Entries) },
  {
    additionalProperties: false,
    description: 'entries, when given, replace all entries',
    examples: [
      {
        name: 'Betriebsruhe 2026',
        entries: [
          { date: '2026-12-24', name: 'Heiligabend', half_day: true },
          { date: '2026-12-31', name: 'Silvester', half_day: true },
        ],
      },
    ],
  },
);
const YearQuery = Type.Object({
  year: Type.Optional(
    Type.Integer({
      minimum: MIN_SYSTEM_CALENDAR_YEAR,
      maximum: MAX_SYSTEM_CALENDAR_YEAR,
      description: 'Only entries of this year; system calendars are generated for it on demand',
    }),
  ),
});
const CalendarParams = IdParams('holiday');
const tags = ['holidays'];

/** /rest/holidays: holiday calendars, the system ones for Germany and its states, and the tenant's own. */
export const holidaysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/holidays',
    {
      config: { note: 'system calendars are generated on demand per year', permission: 'holidays:view' },
      schema: {
        tags,
        operationId: 'listHolidayCalendars',
        summary: 'System calendars (DE and each federal state) and own calendars with their entries',
        querystring: YearQuery,
        response: { 200: Data(Type.Array(HolidayCalendar)), ...errorResponses('unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request) => ({ data: await service.list(request.tenantDb, request.query) }),
  );

  app.post(
    '/holidays',
    {
      config: { permission: 'holidays:manage', sends: ['location'] },
      schema: {
        tags,
        operationId: 'createHolidayCalendar', summary: 'Create a custom holiday calendar with its entries',
        body: CreateCalendarBody,
        response: { 201: Data(HolidayCalendar), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => {
      const calendar = await service.create(request.tenantDb, request.body);
      return reply.code(201).header('location', `/rest/holidays/${calendar.id}`).send({ data: calendar });
    },
  );

  app.get(
    '/holidays/:holiday',
    {
      config: { permission: 'holidays:view' },
      schema: {
        tags,
        operationId: 'getHolidayCalendar', summary: 'One holiday calendar with its entries',
        params: CalendarParams,
        querystring: YearQuery,
        response: { 200: Data(HolidayCalendar), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => ({ data: await service.get(request.tenantDb, request.params.holiday, request.query) }),
  );

  app.put(
    '/holidays/:holiday',
    {
      config: { note: 'system calendars: 403', permission: 'holidays:manage' },
      schema: {
        tags,
        operationId: 'updateHolidayCalendar',
        summary: 'Rename an own calendar or replace its entries; system calendars answer 403',
        params: CalendarParams,
        body: UpdateCalendarBody,
        response: {
          200: Data(HolidayCalendar),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error'),
        },
      },
    },
    async (request) => ({ data: await service.update(request.tenantDb, request.params.holiday, request.body) }),
  );

  app.delete(
    '/holidays/:holiday',
    {
      config: { note: 'system calendars: 403; attached to a location: 409', permission: 'holidays:manage' },
      schema: {
        tags,
        operationId: 'deleteHolidayCalendar',
        summary: 'Delete an own calendar that no location uses (else 409); system calendars answer 403',
        params: CalendarParams,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict') },
      },
    },
    async (request) => {
      await service.remove(request.tenantDb, request.params.holiday);
      return { message: 'The holiday calendar was deleted.' };
    },
  );
};

export const holidaysFeature = defineFeature({
  name: 'holidays',
  module: null,
  routes: holidaysRoutes,
});
