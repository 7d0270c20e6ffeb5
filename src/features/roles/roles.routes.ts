import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestVisibility } from '../../platform/access/visibility.js';
import { Data, errorResponses, IdParams, MessageResponse, NonBlank } from '../../platform/http/schemas.js';
import { PermissionName, Role } from './role.resource.js';
import * as service from './roles.service.js';
import { defineFeature } from '../feature.js';

const Name = NonBlank(100);
const Description = Type.Union([Type.String({ maxLength: 500 }), Type.Null()]);
const Permissions = Type.Array(PermissionName, { maxItems: 100, description: 'Permissions from the spec list; unknown ones are a 422' });

const CreateRoleBody = Type.Object(
  { name: Name, description: Type.Optional(Description), permissions: Permissions },
  {
    additionalProperties: false,
    examples: [
      {
        name: 'Schichtleitung',
        description: 'Plant Schichten und genehmigt Abwesenheiten der eigenen Abteilung',
        permissions: ['employees:view', 'time-tracking:view', 'absences:view', 'absences:approve'],
      },
    ],
  },
);
const UpdateRoleBody = Type.Object(
  { name: Type.Optional(Name), description: Type.Optional(Description), permissions: Type.Optional(Permissions) },
  {
    additionalProperties: false,
    examples: [
      {
        description: 'Plant Schichten, genehmigt Abwesenheiten und korrigiert Buchungen',
        permissions: [
          'employees:view',
          'time-tracking:view',
          'time-tracking:correct',
          'absences:view',
          'absences:approve',
        ],
      },
    ],
  },
);
const RoleParams = IdParams('role');
const tags = ['roles'];

/** /rest/roles: the seeded system roles and the tenant's custom roles. */
export const rolesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/roles',
    {
      config: { permission: 'employees:view' },
      schema: {
        tags,
        operationId: 'listRoles',
        summary: 'All roles with their permissions',
        response: { 200: Data(Type.Array(Role)), ...errorResponses('unauthenticated', 'forbidden') },
      },
    },
    async (request) => ({ data: await service.list(request.tenantDb, await requestVisibility(request)) }),
  );

  app.post(
    '/roles',
    {
      config: { note: 'cannot grant what the creator lacks', permission: 'employees:assign_roles', sends: ['location'] },
      schema: {
        tags,
        operationId: 'createRole',
        summary: 'Create a custom role; it cannot grant what its creator lacks',
        body: CreateRoleBody,
        response: { 201: Data(Role), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => {
      const role = await service.create(request.tenantDb, request.principal!, await requestVisibility(request), request.body);
      return reply.code(201).header('location', `/rest/roles/${role.id}`).send({ data: role });
    },
  );

  app.get(
    '/roles/:role',
    {
      config: { permission: 'employees:view' },
      schema: {
        tags,
        operationId: 'getRole', summary: 'One role with its permissions',
        params: RoleParams,
        response: { 200: Data(Role), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => ({ data: await service.get(request.tenantDb, request.params.role, await requestVisibility(request)) }),
  );

  app.put(
    '/roles/:role',
    {
      config: { note: 'not Workspace Admin; system roles keep their name', permission: 'employees:assign_roles' },
      schema: {
        tags,
        operationId: 'updateRole',
        summary: 'Change a role; Workspace Admin cannot be changed, system roles cannot be renamed',
        params: RoleParams,
        body: UpdateRoleBody,
        response: {
          200: Data(Role),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error'),
        },
      },
    },
    async (request) => ({
      data: await service.update(request.tenantDb, request.principal!, await requestVisibility(request), request.params.role, request.body),
    }),
  );

  app.delete(
    '/roles/:role',
    {
      config: { note: 'custom roles nobody holds', permission: 'employees:assign_roles' },
      schema: {
        tags,
        operationId: 'deleteRole',
        summary: 'Delete a custom role that nobody holds',
        params: RoleParams,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict') },
      },
    },
    async (request) => {
      await service.remove(request.tenantDb, request.principal!, request.params.role, await requestVisibility(request));
      return { message: 'The role was deleted.' };
    },
  );
};

export const rolesFeature = defineFeature({
  name: 'roles',
  module: null,
  routes: rolesRoutes,
});
