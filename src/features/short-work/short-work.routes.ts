import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requestVisibility } from '../../platform/access/visibility.js';
import { paginate, PageQuery } from '../../platform/http/pagination.js';
import { Data, DateOnly, errorResponses, IdParams, MessageResponse, Nullable, Paginated, Uuid } from '../../platform/http/schemas.js';
import { ShortWorkPeriod, toShortWorkPeriod } from './short-work-period.resource.js';
import * as service from './short-work.service.js';
import { defineFeature } from '../feature.js';

const tags = ['short-work'];
const module = 'short_work' as const;
const manage = 'payroll:manage' as const;
const readNote = 'needs time-tracking:view or reports:view; only periods touching visible units or people';
const PeriodParams = IdParams('period');

const Reduction = Type.Integer({ minimum: 1, maximum: 100, description: 'Percent of the target cut on each day of the period' });
const EmployeeIds = Type.Array(Uuid(), {
  minItems: 1,
  maxItems: 1000,
  uniqueItems: true,
  description: 'The people on short-time work; instead of department_id (null: none, as a department period answers it)',
});
const Note = Nullable(Type.String({ maxLength: 500 }));

const CreateBody = Type.Object(
  {
    department_id: Type.Optional(Nullable(Uuid('The department on short-time work, sub-units included; instead of employee_ids (null: none, as a period of named people answers it)'))),
    employee_ids: Type.Optional(Nullable(EmployeeIds)),
    from: DateOnly('First day, inclusive'),
    to: DateOnly('Last day, inclusive'),
    reduction_percent: Reduction,
    note: Type.Optional(Note),
  },
  {
    additionalProperties: false,
    examples: [
      {
        department_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0003',
        from: '2026-07-01',
        to: '2026-08-31',
        reduction_percent: 50,
        note: 'Kurzarbeit wegen Umbau der Backstube',
      },
    ],
  },
);

const UpdateBody = Type.Object(
  {
    department_id: Type.Optional(Nullable(Uuid('Makes it a department period (the named people are dropped); null: no department, as a period of named people answers it'))),
    employee_ids: Type.Optional(Nullable(EmployeeIds)),
    from: Type.Optional(DateOnly()),
    to: Type.Optional(DateOnly()),
    reduction_percent: Type.Optional(Reduction),
    note: Type.Optional(Note),
  },
  {
    additionalProperties: false,
    examples: [{ to: '2026-09-30', reduction_percent: 30, note: 'Kurzarbeit verlängert, geringerer Ausfall' }],
  },
);

const ListQuery = Type.Object({
  ...PageQuery.properties,
  department_id: Type.Optional(Uuid('Only periods of this department')),
  employee_id: Type.Optional(Uuid('Only periods covering this person, by name or by department')),
  from: Type.Optional(DateOnly('Only periods ending on or after this day')),
  to: Type.Optional(DateOnly('Only periods starting on or before this day')),
});

const call = async (request: FastifyRequest): Promise<service.ShortWorkCall> => ({
  db: request.tenantDb,
  principal: request.principal!,
  visibility: await requestVisibility(request),
});

/** /rest/short-work-periods: short-time work (Kurzarbeit) of departments or named people (module short_work). */
export const shortWorkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/short-work-periods',
    {
      config: { note: readNote },
      schema: {
        tags,
        operationId: 'listShortWorkPeriods',
        summary: 'Short-time work periods, oldest first',
        querystring: ListQuery,
        response: { 200: Paginated(ShortWorkPeriod), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request) => {
      const { page, per_page, ...filters } = request.query;
      return paginate(request, { page, per_page }, await service.list(await call(request), filters), toShortWorkPeriod);
    },
  );

  app.post(
    '/short-work-periods',
    {
      config: { conflicts: ['payroll_period_locked', 'employee_erased'], permission: manage, note: 'the department, or every person named, must be visible', sends: ['location'] },
      schema: {
        tags,
        operationId: 'createShortWorkPeriod',
        summary:
          'Put a department (with its sub-units) or named people on short-time work: the target of each day in the range is cut by reduction_percent and the day carries flag 16; 409 payroll_period_locked when a day lies in a closed payroll month',
        body: CreateBody,
        response: {
          201: Data(ShortWorkPeriod),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'conflict', 'validation_error'),
        },
      },
    },
    async (request, reply) => {
      const period = await service.create(await call(request), request.body);
      return reply.code(201).header('location', `/rest/short-work-periods/${period.row.id}`).send({ data: toShortWorkPeriod(period) });
    },
  );

  app.get(
    '/short-work-periods/:period',
    {
      config: { note: readNote },
      schema: {
        tags,
        operationId: 'getShortWorkPeriod',
        summary: 'One short-time work period; employee_ids lists only the people the caller may see',
        params: PeriodParams,
        response: { 200: Data(ShortWorkPeriod), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => ({ data: toShortWorkPeriod(await service.findReadable(await call(request), request.params.period)) }),
  );

  app.patch(
    '/short-work-periods/:period',
    {
      config: { conflicts: ['payroll_period_locked', 'employee_erased'], permission: manage, note: 'the whole period before and after must be visible; answering the period, it also needs what reading it needs (time-tracking:view or reports:view)' },
      schema: {
        tags,
        operationId: 'updateShortWorkPeriod',
        summary:
          'Change a period; fields left out stay. employee_ids turns it into a period of those people, department_id into a department period. Old and new days must lie in open payroll months (409 payroll_period_locked)',
        params: PeriodParams,
        body: UpdateBody,
        response: {
          200: Data(ShortWorkPeriod),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'validation_error'),
        },
      },
    },
    async (request) => ({ data: toShortWorkPeriod(await service.update(await call(request), request.params.period, request.body)) }),
  );

  app.delete(
    '/short-work-periods/:period',
    {
      config: { conflicts: ['payroll_period_locked'], permission: manage, note: 'the whole period must be visible' },
      schema: {
        tags,
        operationId: 'deleteShortWorkPeriod',
        summary: 'Delete a period: the targets of its days are the schedule’s again (409 payroll_period_locked in a closed payroll month)',
        params: PeriodParams,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict') },
      },
    },
    async (request) => {
      await service.remove(await call(request), request.params.period);
      return { message: 'The short-time work period was deleted.' };
    },
  );
};

export const shortWorkFeature = defineFeature({ name: 'short-work', module, routes: shortWorkRoutes });
