import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Data, errorResponses, IdParams, MessageResponse, NonBlank, Uuid } from '../../platform/http/schemas.js';
import { requestVisibility } from '../../platform/access/visibility.js';
import { Department, toDepartment } from './department.resource.js';
import * as service from './departments.service.js';
import { defineFeature } from '../feature.js';

const Name = NonBlank(150);
const Description = Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]);
const ParentId = Type.Union([Uuid('The unit above'), Type.Null()]);
const CostCenterId = Type.Union([Uuid('Cost centre of its members’ worked time when neither project nor person has one (module cost_centers)'), Type.Null()]);

const CreateDepartmentBody = Type.Object(
  { name: Name, description: Type.Optional(Description), parent_id: Type.Optional(ParentId), cost_center_id: Type.Optional(CostCenterId) },
  {
    additionalProperties: false,
    examples: [
      {
        name: 'Verkauf Filialen',
        description: 'Alle Verkaufskräfte der Leipziger Filialen',
        parent_id: null,
        cost_center_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0005',
      },
    ],
  },
);
const UpdateDepartmentBody = Type.Object(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Description),
    parent_id: Type.Optional(ParentId),
    cost_center_id: Type.Optional(CostCenterId),
  },
  {
    additionalProperties: false,
    examples: [{ name: 'Backstube und Konditorei', cost_center_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0005' }],
  },
);
const DepartmentParams = IdParams('department');
const tags = ['departments'];
const module = 'departments' as const;

/** /rest/departments: the organisation tree (module departments). */
export const departmentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/departments',
    {
      config: { module },
      schema: {
        tags,
        operationId: 'listDepartments', summary: 'List departments (the organisation tree, flat)',
        response: { 200: Data(Type.Array(Department)), ...errorResponses('unauthenticated', 'forbidden') },
      },
    },
    async (request) => ({ data: (await service.list(request.tenantDb)).map(toDepartment) }),
  );

  app.post(
    '/departments',
    {
      config: { note: 'below a visible unit; top-level units need Workspace Admin', module, permission: 'org:manage', sends: ['location'] },
      schema: {
        tags,
        operationId: 'createDepartment', summary: 'Create a department, optionally under a parent',
        body: CreateDepartmentBody,
        response: { 201: Data(Department), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => {
      const department = await service.create(request.tenantDb, await requestVisibility(request), request.body, request.tenant);
      return reply.code(201).header('location', `/rest/departments/${department.id}`).send({ data: toDepartment(department) });
    },
  );

  app.get(
    '/departments/:department',
    {
      config: { module },
      schema: {
        tags,
        operationId: 'getDepartment', summary: 'One department',
        params: DepartmentParams,
        response: { 200: Data(Department), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => ({ data: toDepartment(await service.get(request.tenantDb, request.params.department)) }),
  );

  app.put(
    '/departments/:department',
    {
      config: { note: 'the unit and a new parent must be visible', module, permission: 'org:manage' },
      schema: {
        tags,
        operationId: 'updateDepartment',
        summary: 'Change name, description or parent; a cycle or an unknown parent is a 422',
        params: DepartmentParams,
        body: UpdateDepartmentBody,
        response: {
          200: Data(Department),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error'),
        },
      },
    },
    async (request) => ({
      data: toDepartment(await service.update(request.tenantDb, await requestVisibility(request), request.params.department, request.body, request.tenant)),
    }),
  );

  app.delete(
    '/departments/:department',
    {
      config: { note: '409 while it has employees, sub-units, rosters or short-time work periods; its former (deleted) people and the shifts lent from it go to its parent unit', module, permission: 'org:manage' },
      schema: {
        tags,
        operationId: 'deleteDepartment',
        summary: 'Delete a department without employees, sub-units, rosters or short-time work periods (else 409)',
        params: DepartmentParams,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict') },
      },
    },
    async (request) => {
      await service.remove(request.tenantDb, await requestVisibility(request), request.params.department);
      return { message: 'The department was deleted.' };
    },
  );
};

export const departmentsFeature = defineFeature({
  name: 'departments',
  module: 'departments',
  routes: departmentsRoutes,
});
