import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requestVisibility } from '../../platform/access/visibility.js';
import { paginate } from '../../platform/http/pagination.js';
import { ifMatchOf, IfMatchHeaders, versionTag } from '../../platform/http/conditional.js';
import { Data, errorResponses, IdParams, MessageResponse, Paginated } from '../../platform/http/schemas.js';
import { Employee, toEmployee, type EmployeeReader } from './employee.resource.js';
import { CreateEmployeeBody, EmployeeListQuery, UpdateEmployeeBody } from './employees.schemas.js';
import * as service from './employees.service.js';
import type { Actor } from './employees.service.js';
import { defineFeature } from '../feature.js';

const actor = async (request: FastifyRequest): Promise<Actor> => ({
  principal: request.principal!,
  visibility: await requestVisibility(request),
  timeZone: request.tenant.timezone,
  modules: request.tenant.modules,
});

/** Who reads the answer: the badge shows in full to the person and to those who may change it (PUT below). */
const reader = (request: FastifyRequest): Promise<EmployeeReader> => service.employeeReader(request.tenantDb, request.principal!);

const EmployeeParams = IdParams('employee');
const tags = ['employees'];
const IfMatch = IfMatchHeaders('employee');
/** What the ETag of a person's answers is. */
const VERSION = 'The ETag is the version of the person’s record, moving with `updated_at`: send it back in If-Match to change or delete them only as read.';

/** /rest/employees: personnel records, always filtered by the caller's visible organisation units. */
export const employeesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/employees',
    {
      config: { note: 'only visible people are listed', permission: 'employees:view' },
      schema: {
        tags,
        operationId: 'listEmployees',
        summary: 'Employees the caller may see, paginated',
        querystring: EmployeeListQuery,
        response: { 200: Paginated(Employee), ...errorResponses('unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request) => {
      const { page, per_page, ...filters } = request.query;
      const source = await service.list(request.tenantDb, await actor(request), filters);
      const readBy = await reader(request);
      return paginate(request, { page, per_page }, source, (row) => toEmployee(row, readBy));
    },
  );

  app.post(
    '/employees',
    {
      config: { note: 'a role other than Mitarbeitende also needs employees:assign_roles', permission: 'employees:manage', sends: ['etag', 'location'] },
      schema: {
        tags,
        operationId: 'createEmployee',
        summary: 'Create an employee (optionally with a password for login and a PIN for terminals)',
        description: VERSION,
        body: CreateEmployeeBody,
        response: { 201: Data(Employee), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => {
      const row = await service.create(request.tenantDb, await actor(request), request.body);
      return reply.code(201).header('etag', versionTag(row)).header('location', `/rest/employees/${row.id}`).send({ data: toEmployee(row, await reader(request)) });
    },
  );

  app.get(
    '/employees/:employee',
    {
      config: { note: 'yourself always; others per visibility', sends: ['etag'] },
      schema: {
        tags,
        operationId: 'getEmployee',
        summary: 'One employee; others than yourself need employees:view and must lie in your visible units',
        description: VERSION,
        params: EmployeeParams,
        response: { 200: Data(Employee), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request, reply) => {
      const row = await service.get(request.tenantDb, await actor(request), request.params.employee);
      return reply.header('etag', versionTag(row)).send({ data: toEmployee(row, await reader(request)) });
    },
  );

  app.put(
    '/employees/:employee',
    {
      config: {
        conflicts: ['employee_erased', 'payroll_period_locked'],
        note: 'changing `role_id` also needs employees:assign_roles; password, PIN, badge, role, code and exit date only of people whose role lies within yours; your own password only through PUT /login (403 here)',
        permission: 'employees:manage',
        sends: ['etag'],
      },
      schema: {
        tags,
        operationId: 'updateEmployee',
        summary: 'Change an employee; fields left out stay as they are',
        description: 'With If-Match, only the version of the record it names is changed (412 `precondition_failed` after a change by someone else). The answer carries the new ETag.',
        params: EmployeeParams,
        headers: IfMatch,
        body: UpdateEmployeeBody,
        response: {
          200: Data(Employee),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'precondition_failed', 'validation_error'),
        },
      },
    },
    async (request, reply) => {
      const ifMatch = ifMatchOf(request.headers['if-match']);
      const row = await service.update(request.tenantDb, await actor(request), request.params.employee, request.body, ifMatch);
      return reply.header('etag', versionTag(row)).send({ data: toEmployee(row, await reader(request)) });
    },
  );

  app.delete(
    '/employees/:employee',
    {
      config: { conflicts: ['employee_erased', 'payroll_period_locked'], note: 'soft delete (without an exit date, today becomes it); not yourself, nor someone whose role exceeds yours', permission: 'employees:manage' },
      schema: {
        tags,
        operationId: 'deleteEmployee',
        summary: 'Soft-delete an employee: history stays, login and terminal access end',
        description: 'With If-Match, only the version of the record it names is deleted (412 `precondition_failed` after a change by someone else).',
        params: EmployeeParams,
        headers: IfMatch,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'precondition_failed') },
      },
    },
    async (request) => {
      const ifMatch = ifMatchOf(request.headers['if-match']);
      await service.remove(request.tenantDb, await actor(request), request.params.employee, ifMatch);
      return { message: 'The employee was deleted.' };
    },
  );
};

export const employeesFeature = defineFeature({
  name: 'employees',
  module: null,
  routes: employeesRoutes,
});
