import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requestVisibility } from '../../platform/access/visibility.js';
import { paginate, PageQuery } from '../../platform/http/pagination.js';
import { Data, DateOnly, errorResponses, Paginated, Uuid } from '../../platform/http/schemas.js';
import { toWorkingDay, toWorkingTimeTotals, WorkingDay, WorkingTimeTotals } from './working-day.resource.js';
import * as service from './working-time.service.js';
import { totalsOf } from '../../domain/working-time/working-day.js';
import { defineFeature } from '../feature.js';

const tags = ['working-time'];

const call = async (request: FastifyRequest): Promise<service.WorkingTimeCall> => ({
  db: request.tenantDb,
  tenant: request.tenant,
  principal: request.principal!,
  visibility: await requestVisibility(request),
});

const EmployeeWorkingTime = Type.Object({
  employee_id: Uuid(),
  from: DateOnly(),
  to: DateOnly(),
  days: Type.Array(WorkingDay),
  totals: WorkingTimeTotals,
});

const ReportItem = Type.Object({
  employee: Type.Object({ id: Uuid(), code: Type.String(), first_name: Type.String(), last_name: Type.String() }),
  totals: WorkingTimeTotals,
  flags: Type.Integer({ description: 'The days’ flags ORed together' }),
  days: Type.Optional(Type.Array(WorkingDay, { description: 'Only with include=days' })),
});

const ReportQuery = Type.Object({
  ...PageQuery.properties,
  department_id: Type.Optional(Uuid('Only employees of this department')),
  location_id: Type.Optional(Uuid('Only employees of this location')),
  include: Type.Optional(Type.Literal('days', { description: '`days` adds every day of the range to each item' })),
});

/** Working time: the days computed from clock events, schedule, holidays and absences. */
export const workingTimeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/employees/:employee/working_time',
    {
      schema: {
        tags,
        operationId: 'getEmployeeWorkingTime',
        summary: 'An employee’s working days and totals between two dates (default: the current month)',
        description:
          'Own data needs no permission; another person’s needs time-tracking:view or reports:view and visibility. At most 366 days (422 beyond).',
        params: Type.Object({ employee: Uuid('UUID of the employee') }),
        querystring: Type.Object({
          from: Type.Optional(DateOnly('First day (default: the first of the current month)')),
          to: Type.Optional(DateOnly('Last day, inclusive (default: the end of from’s month)')),
        }),
        response: {
          200: Data(EmployeeWorkingTime),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error'),
        },
      },
    },
    async (request) => {
      const result = await service.employeeWorkingTime(await call(request), request.params.employee, request.query);
      return {
        data: {
          employee_id: result.employee.id,
          from: result.range.from,
          to: result.range.to,
          days: result.days.map((day) => toWorkingDay(day, result.timeZone)),
          totals: toWorkingTimeTotals(result.totals),
        },
      };
    },
  );

  app.get(
    '/working_time/:from/:to',
    {
      schema: {
        tags,
        operationId: 'listWorkingTime',
        summary: 'Working-time totals of every visible employee between two dates, paginated',
        description: 'Needs time-tracking:view or reports:view. Filters department_id and location_id; include=days adds the days.',
        params: Type.Object({ from: DateOnly('First day'), to: DateOnly('Last day, inclusive') }),
        querystring: ReportQuery,
        response: {
          200: Paginated(ReportItem),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error'),
        },
      },
    },
    async (request) => {
      const { page, per_page, include, ...filters } = request.query;
      const source = service.workingTimeReport(await call(request), request.params.from, request.params.to, filters);
      return paginate(request, { page, per_page }, source, ({ employee, timeZone, days }) => {
        const totals = totalsOf(days);
        return {
          employee: { id: employee.id, code: employee.code, first_name: employee.first_name, last_name: employee.last_name },
          totals: toWorkingTimeTotals(totals),
          flags: totals.flags,
          ...(include === 'days' ? { days: days.map((day) => toWorkingDay(day, timeZone)) } : {}),
        };
      });
    },
  );
};

export const workingTimeFeature = defineFeature({ name: 'working-time', module: null, routes: workingTimeRoutes });
