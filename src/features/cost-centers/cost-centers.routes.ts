import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paginate, PageQuery } from '../../platform/http/pagination.js';
import { Data, errorResponses, IdParams, MessageResponse, NonBlank, Paginated } from '../../platform/http/schemas.js';
import { CostCenter, toCostCenter } from './cost-center.resource.js';
import * as service from './cost-centers.service.js';
import { defineFeature } from '../feature.js';

const tags = ['cost-centers'];
const Params = IdParams('costCenter');
const fields = {
  number: NonBlank(50, 'Cost-centre number; unique ignoring case'),
  name: NonBlank(200),
  active: Type.Boolean({ description: 'Default true' }),
};
const CreateBody = Type.Object(
  { number: fields.number, name: fields.name, active: Type.Optional(fields.active) },
  { additionalProperties: false, examples: [{ number: '4710', name: 'Produktion Leipzig', active: true }] },
);
const UpdateBody = Type.Partial(Type.Object(fields), {
  additionalProperties: false,
  examples: [{ name: 'Produktion Leipzig-Plagwitz', active: true }],
});
const ListQuery = Type.Composite([PageQuery, Type.Object({ active: Type.Optional(Type.Boolean({ description: 'Only active (true) or inactive (false) ones' })) })]);

/**
 * /rest/cost-centers (module cost_centers): the cost centres worked time is attributed to.
 * Everyone signed in reads them (they label employees, departments and projects); writing
 * needs org:manage.
 */
export const costCentersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cost-centers',
    {
      schema: {
        tags,
        operationId: 'listCostCenters',
        summary: 'Cost centres by number, paginated',
        querystring: ListQuery,
        response: { 200: Paginated(CostCenter), ...errorResponses('unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request) => {
      const { page, per_page, active } = request.query;
      return paginate(request, { page, per_page }, service.list(request.tenantDb, { active }), toCostCenter);
    },
  );

  app.post(
    '/cost-centers',
    {
      config: { permission: 'org:manage', sends: ['location'] },
      schema: {
        tags,
        operationId: 'createCostCenter',
        summary: 'Create a cost centre; a number taken (ignoring case) is a 422',
        body: CreateBody,
        response: { 201: Data(CostCenter), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => {
      const row = await service.create(request.tenantDb, request.body);
      return reply.code(201).header('location', `/rest/cost-centers/${row.id}`).send({ data: toCostCenter(row) });
    },
  );

  app.get(
    '/cost-centers/:costCenter',
    {
      schema: {
        tags,
        operationId: 'getCostCenter',
        summary: 'One cost centre',
        params: Params,
        response: { 200: Data(CostCenter), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => ({ data: toCostCenter(await service.get(request.tenantDb, request.params.costCenter)) }),
  );

  app.patch(
    '/cost-centers/:costCenter',
    {
      config: { permission: 'org:manage' },
      schema: {
        tags,
        operationId: 'updateCostCenter',
        summary: 'Change a cost centre; fields left out stay',
        params: Params,
        body: UpdateBody,
        response: { 200: Data(CostCenter), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request) => ({ data: toCostCenter(await service.update(request.tenantDb, request.params.costCenter, request.body)) }),
  );

  app.delete(
    '/cost-centers/:costCenter',
    {
      config: { conflicts: ['cost_center_in_use'], note: '409 while employees, departments or projects name it', permission: 'org:manage' },
      schema: {
        tags,
        operationId: 'deleteCostCenter',
        summary: 'Delete a cost centre nobody names (409 cost_center_in_use otherwise: deactivate it with active false)',
        params: Params,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict') },
      },
    },
    async (request) => {
      await service.remove(request.tenantDb, request.params.costCenter);
      return { message: 'The cost center was deleted.' };
    },
  );
};

export const costCentersFeature = defineFeature({ name: 'cost-centers', module: 'cost_centers', routes: costCentersRoutes });
