import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paginate, PageQuery } from '../../platform/http/pagination.js';
import { Data, DateOnly, errorResponses, IdParams, NonBlank, Nullable, Paginated, Uuid } from '../../platform/http/schemas.js';
import { Project, toProject } from './project.resource.js';
import * as service from './projects.service.js';
import { defineFeature } from '../feature.js';

const tags = ['projects'];
const Params = IdParams('project');
const MAX_BUDGET_MS = 1_000_000 * 3_600_000;
const fields = {
  number: NonBlank(50, 'Project number; unique ignoring case'),
  name: NonBlank(200),
  client: Nullable(Type.String({ maxLength: 200 })),
  cost_center_id: Nullable(Uuid('Cost centre the project’s time goes to; needs module cost_centers')),
  budget_ms: Nullable(Type.Integer({ minimum: 0, maximum: MAX_BUDGET_MS, description: 'Planned working time in ms; null: no budget' })),
  active: Type.Boolean({ description: 'Default true; inactive projects cannot be booked' }),
  starts_on: Nullable(DateOnly('First bookable day; null: open')),
  ends_on: Nullable(DateOnly('Last bookable day; null: open')),
  location_ids: Type.Array(Uuid(), { maxItems: 500, description: 'Locations where it may be booked; empty or left out: everywhere' }),
};
const CreateBody = Type.Object(
  {
    number: fields.number,
    name: fields.name,
    client: Type.Optional(fields.client),
    cost_center_id: Type.Optional(fields.cost_center_id),
    budget_ms: Type.Optional(fields.budget_ms),
    active: Type.Optional(fields.active),
    starts_on: Type.Optional(fields.starts_on),
    ends_on: Type.Optional(fields.ends_on),
    location_ids: Type.Optional(fields.location_ids),
  },
  {
    additionalProperties: false,
    description: 'The budget is given in integer ms (budget_ms); the HH:MM:SS.mmm spelling appears in answers only.',
    examples: [
      {
        number: 'P-2026-014',
        name: 'Umbau Filiale Connewitz',
        client: 'Bäckerei Krause GmbH',
        cost_center_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0005',
        budget_ms: 1152000000,
        starts_on: '2026-03-01',
        ends_on: '2026-06-30',
        location_ids: ['019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0004'],
      },
    ],
  },
);
const UpdateBody = Type.Partial(Type.Object(fields), {
  additionalProperties: false,
  description: 'Fields left out stay; location_ids replaces the whole list.',
  examples: [{ ends_on: '2026-07-31', budget_ms: 1440000000 }],
});
const ListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    active: Type.Optional(Type.Boolean({ description: 'Only active (true) or inactive (false) ones; ignored without projects:view (always active)' })),
    location_id: Type.Optional(Uuid('Only projects bookable at this location')),
    cost_center_id: Type.Optional(Uuid()),
  }),
]);
const DeleteAnswer = Type.Object({
  message: Type.String(),
  deleted: Type.Boolean({ description: 'false: the project has booked time and was deactivated instead' }),
}, { examples: [{ message: 'The project has booked time and was deactivated instead.', deleted: false }] });

/** /rest/projects (module projects): what working time is booked on. */
export const projectsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/projects',
    {
      config: { note: 'projects:view lists all; with a clocking permission only active ones' },
      schema: {
        tags,
        operationId: 'listProjects',
        summary: 'Projects by number, paginated; without projects:view only the active ones (for choosing what to book)',
        querystring: ListQuery,
        response: { 200: Paginated(Project), ...errorResponses('unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request) => {
      const { page, per_page, ...query } = request.query;
      return paginate(request, { page, per_page }, service.list(request.tenantDb, request.principal!, query), toProject);
    },
  );

  app.post(
    '/projects',
    {
      config: { permission: 'projects:manage', sends: ['location'] },
      schema: {
        tags,
        operationId: 'createProject',
        summary: 'Create a project; a number taken (ignoring case) is a 422',
        body: CreateBody,
        response: { 201: Data(Project), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => {
      const row = await service.create(request.tenantDb, request.tenant, request.body);
      return reply.code(201).header('location', `/rest/projects/${row.id}`).send({ data: toProject(row) });
    },
  );

  app.get(
    '/projects/:project',
    {
      config: { note: 'projects:view, or a clocking permission for an active one' },
      schema: {
        tags,
        operationId: 'getProject',
        summary: 'One project with its budget and locations',
        params: Params,
        response: { 200: Data(Project), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => ({ data: toProject(await service.get(request.tenantDb, request.principal!, request.params.project)) }),
  );

  app.patch(
    '/projects/:project',
    {
      config: { permission: 'projects:manage' },
      schema: {
        tags,
        operationId: 'updateProject',
        summary: 'Change a project; fields left out stay',
        params: Params,
        body: UpdateBody,
        response: { 200: Data(Project), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request) => ({ data: toProject(await service.update(request.tenantDb, request.tenant, request.params.project, request.body)) }),
  );

  app.delete(
    '/projects/:project',
    {
      config: { note: 'with booked time it is deactivated instead', permission: 'projects:manage' },
      schema: {
        tags,
        operationId: 'deleteProject',
        summary: 'Delete a project; one with booked time is deactivated instead (deleted: false), so its times stay',
        params: Params,
        response: { 200: DeleteAnswer, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      const { deleted } = await service.remove(request.tenantDb, request.params.project);
      return {
        message: deleted ? 'The project was deleted.' : 'The project has booked time; it was deactivated instead of deleted.',
        deleted,
      };
    },
  );
};

export const projectsFeature = defineFeature({ name: 'projects', module: 'projects', routes: projectsRoutes });
