import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Data, errorResponses, IdParams, MessageResponse, NonBlank, Nullable, WallClockTime } from '../../platform/http/schemas.js';
import * as service from './shifts.service.js';
import { Shift, toShift } from './shift.resource.js';
import { defineFeature } from '../feature.js';

const Time = WallClockTime();
const fields = {
  abbreviation: Type.Optional(Type.String({ maxLength: 10 })),
  color: Type.Optional(Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' })),
  break_minutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 600 })),
  schedule_model_id: Type.Optional(Nullable(Type.String({ maxLength: 100, description: 'A schedule model (GET /schedule-models); an unknown id is a 422' }))),
  work_area_id: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 20 })),
  note: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  fairness_weight: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
};
const CreateShiftBody = Type.Object({ name: NonBlank(100), start_time: Time, end_time: Time, ...fields }, {
  additionalProperties: false,
  examples: [
    {
      name: 'Frühschicht',
      start_time: '04:00',
      end_time: '12:30',
      abbreviation: 'F',
      color: '#F2A93B',
      break_minutes: 30,
      tags: ['Backstube'],
      fairness_weight: 1,
    },
  ],
});
const UpdateShiftBody = Type.Object(
  { name: Type.Optional(NonBlank(100)), start_time: Type.Optional(Time), end_time: Type.Optional(Time), ...fields },
  {
    additionalProperties: false,
    examples: [{ start_time: '03:30', end_time: '12:00', note: 'Ab März eine halbe Stunde früher' }],
  },
);
const tags = ['shifts'];
const module = 'shift_roster' as const;

/** /rest/shifts: shift templates (module shift_roster). */
export const shiftsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/shifts',
    {
      config: { module },
      schema: { tags, operationId: 'listShifts', summary: 'List shift templates', response: { 200: Data(Type.Array(Shift)), ...errorResponses('unauthenticated', 'forbidden') } },
    },
    async (request) => ({ data: (await service.list(request.tenantDb)).map(toShift) }),
  );

  app.post(
    '/shifts',
    {
      config: { module, permission: 'schedule-models:manage', sends: ['location'] },
      schema: {
        tags,
        operationId: 'createShift', summary: 'Create a shift template',
        body: CreateShiftBody,
        response: { 201: Data(Shift), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => {
      const shift = await service.create(request.tenantDb, request.body);
      return reply.code(201).header('location', `/rest/shifts/${shift.id}`).send({ data: toShift(shift) });
    },
  );

  app.get(
    '/shifts/:shift',
    {
      config: { module },
      schema: {
        tags,
        operationId: 'getShift', summary: 'One shift template',
        params: IdParams('shift'),
        response: { 200: Data(Shift), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => ({ data: toShift(await service.get(request.tenantDb, request.params.shift)) }),
  );

  app.put(
    '/shifts/:shift',
    {
      config: { module, permission: 'schedule-models:manage' },
      schema: {
        tags,
        operationId: 'updateShift',
        summary: 'Change a shift template; entries already planned keep their times',
        params: IdParams('shift'),
        body: UpdateShiftBody,
        response: { 200: Data(Shift), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request) => ({ data: toShift(await service.update(request.tenantDb, request.params.shift, request.body)) }),
  );

  app.delete(
    '/shifts/:shift',
    {
      config: { note: '409 while planned on upcoming entries', module, permission: 'schedule-models:manage' },
      schema: {
        tags,
        operationId: 'deleteShift',
        summary: 'Retire a shift template; it stays on entries already planned with it',
        params: IdParams('shift'),
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict') },
      },
    },
    async (request) => {
      await service.remove(request.tenantDb, request.params.shift);
      return { message: 'The shift was deleted.' };
    },
  );
};

export const shiftsFeature = defineFeature({
  name: 'shifts',
  module: 'shift_roster',
  routes: shiftsRoutes,
});
