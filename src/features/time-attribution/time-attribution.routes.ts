import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requestVisibility } from '../../platform/access/visibility.js';
import { formatDuration } from '../../platform/formats.js';
import { Data, DateOnly, Duration, DurationMs, errorResponses, Nullable, Uuid } from '../../platform/http/schemas.js';
import * as service from './time-attribution.service.js';
import { defineFeature } from '../feature.js';

const call = async (request: FastifyRequest): Promise<service.AttributionCall> => ({
  db: request.tenantDb,
  tenant: request.tenant,
  principal: request.principal!,
  visibility: await requestVisibility(request),
});

const RangeQuery = Type.Object({
  from: Type.Optional(DateOnly('First day (default: the first of the current month)')),
  to: Type.Optional(DateOnly('Last day, inclusive (default: the end of from’s month); at most 366 days')),
});
const EmployeeRef = Type.Object({ id: Uuid(), code: Type.String(), first_name: Type.String(), last_name: Type.String() });
const EmployeeTime = Type.Object({ employee: EmployeeRef, worked: Duration(), worked_ms: DurationMs() });
type EmployeeTime = Static<typeof EmployeeTime>;

const ProjectTimes = Type.Object(
  {
    project_id: Uuid(),
    from: DateOnly(),
    to: DateOnly(),
    worked: Duration('Worked on the project in the range, by everyone'),
    worked_ms: DurationMs(),
    budget: Nullable(Duration('The project’s budget; null: none')),
    budget_ms: Nullable(DurationMs()),
    budget_used: Duration('Worked on the project from its first booking up to `to`'),
    budget_used_ms: DurationMs(),
    budget_remaining: Nullable(Duration('budget - budget_used; negative when overrun; null without budget')),
    budget_remaining_ms: Nullable(DurationMs()),
    employees: Type.Array(EmployeeTime, { description: 'Per employee the caller may see, with time on the project in the range' }),
  },
  {
    $id: 'ProjectTimes',
    examples: [
      {
        project_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0008',
        from: '2026-03-01',
        to: '2026-03-31',
        worked: '86:30:00.000',
        worked_ms: 311400000,
        budget: '320:00:00.000',
        budget_ms: 1152000000,
        budget_used: '86:30:00.000',
        budget_used_ms: 311400000,
        budget_remaining: '233:30:00.000',
        budget_remaining_ms: 840600000,
        employees: [
          {
            employee: {
              id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
              code: '1042',
              first_name: 'Jana',
              last_name: 'Schulz',
            },
            worked: '86:30:00.000',
            worked_ms: 311400000,
          },
        ],
      },
    ],
  },
);

const CostCenterTimes = Type.Object(
  {
    cost_center_id: Uuid(),
    from: DateOnly(),
    to: DateOnly(),
    worked: Duration('Worked time attributed to the cost centre in the range, by everyone'),
    worked_ms: DurationMs(),
    employees: Type.Array(EmployeeTime, { description: 'Per employee the caller may see' }),
    projects: Type.Array(
      Type.Object({ project_id: Nullable(Uuid('null: time on no project')), worked: Duration(), worked_ms: DurationMs() }),
      { description: 'Where the time came from' },
    ),
  },
  {
    $id: 'CostCenterTimes',
    examples: [
      {
        cost_center_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0005',
        from: '2026-03-01',
        to: '2026-03-31',
        worked: '168:00:00.000',
        worked_ms: 604800000,
        employees: [
          {
            employee: {
              id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
              code: '1042',
              first_name: 'Jana',
              last_name: 'Schulz',
            },
            worked: '168:00:00.000',
            worked_ms: 604800000,
          },
        ],
        projects: [
          { project_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0008', worked: '86:30:00.000', worked_ms: 311400000 },
          { project_id: null, worked: '81:30:00.000', worked_ms: 293400000 },
        ],
      },
    ],
  },
);

const durationPair = (ms: number) => ({ worked: formatDuration(ms), worked_ms: ms });
const nullableDuration = (ms: number | null) => (ms === null ? null : formatDuration(ms));
function toEmployeeTime(item: service.EmployeeTime): EmployeeTime {
  const { id, code, first_name, last_name } = item.employee;
  return { employee: { id, code, first_name, last_name }, ...durationPair(item.worked) };
}

/** Worked time by project and by cost centre, from the computed working days. */
export const timeAttributionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/projects/:project/times',
    {
      config: { module: 'projects', permission: 'projects:view' },
      schema: {
        tags: ['projects'],
        operationId: 'getProjectTimes',
        summary: 'Worked time on a project per employee in a range, with budget used and remaining',
        description:
          'Times are net: recorded breaks are never project time, and the automatic break deduction is taken from the end of the day’s work. Sums cover everyone; the list names only people the caller may see.',
        params: Type.Object({ project: Uuid('UUID of the project') }),
        querystring: RangeQuery,
        response: { 200: Data(ProjectTimes), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request) => {
      const times = await service.projectTimes(await call(request), request.params.project, request.query);
      return {
        data: {
          project_id: times.project.id,
          from: times.range.from,
          to: times.range.to,
          ...durationPair(times.worked),
          budget: nullableDuration(times.budget),
          budget_ms: times.budget,
          budget_used: formatDuration(times.used),
          budget_used_ms: times.used,
          budget_remaining: nullableDuration(times.remaining),
          budget_remaining_ms: times.remaining,
          employees: times.employees.map(toEmployeeTime),
        },
      };
    },
  );

  app.get(
    '/cost-centers/:costCenter/times',
    {
      config: { note: 'time-tracking:view or reports:view', module: 'cost_centers' },
      schema: {
        tags: ['cost-centers'],
        operationId: 'getCostCenterTimes',
        summary: 'Worked time attributed to a cost centre in a range: the project’s cost centre, else the employee’s, else the department’s',
        description: 'Needs time-tracking:view or reports:view. Sums cover everyone; the list names only people the caller may see.',
        params: Type.Object({ costCenter: Uuid('UUID of the cost centre') }),
        querystring: RangeQuery,
        response: {
          200: Data(CostCenterTimes),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error'),
        },
      },
    },
    async (request) => {
      const times = await service.costCenterTimes(await call(request), request.params.costCenter, request.query);
      return {
        data: {
          cost_center_id: times.costCenter.id,
          from: times.range.from,
          to: times.range.to,
          ...durationPair(times.worked),
          employees: times.employees.map(toEmployeeTime),
          projects: times.projects.map((p) => ({ project_id: p.projectId, ...durationPair(p.worked) })),
        },
      };
    },
  );
};

export const timeAttributionFeature = defineFeature({ name: 'time-attribution', module: null, routes: timeAttributionRoutes });
