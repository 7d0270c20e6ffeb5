import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestVisibility } from '../../platform/access/visibility.js';
import { Data, DateOnly, errorResponses, MessageResponse, StringEnum, Uuid } from '../../platform/http/schemas.js';
import { COMPENSATION_TYPES, Compensation, toCompensation } from './compensation.resource.js';
import * as service from './compensations.service.js';
import { defineFeature } from '../feature.js';

const CreateCompensationBody = Type.Object(
  {
    type: StringEnum(COMPENSATION_TYPES),
    amount_cents: Type.Integer({ minimum: 0, maximum: 100_000_000_00 }),
    currency: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3}$', default: 'EUR', description: 'ISO 4217, default EUR' })),
    valid_from: DateOnly(),
    valid_to: Type.Optional(Type.Union([DateOnly(), Type.Null()])),
    note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  },
  {
    additionalProperties: false,
    examples: [
      {
        type: 'monthly_salary',
        amount_cents: 345000,
        currency: 'EUR',
        valid_from: '2026-04-01',
        note: 'Tariferhöhung',
      },
    ],
  },
);
const EmployeeParams = Type.Object({ employee: Uuid('UUID of the employee') });
const CompensationParams = Type.Object({ employee: Uuid('UUID of the employee'), compensation: Uuid('UUID of the compensation') });
const tags = ['compensations'];
const module = 'payroll' as const;

/** /rest/employees/{employee}/compensations: salary, wage and bonus periods (module payroll). */
export const compensationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/employees/:employee/compensations',
    {
      config: { note: 'the employee must be visible', module, permission: 'payroll:view' },
      schema: {
        tags,
        operationId: 'listCompensations', summary: "List an employee's compensations",
        params: EmployeeParams,
        response: { 200: Data(Type.Array(Compensation)), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      const rows = await service.list(request.tenantDb, await requestVisibility(request), request.params.employee);
      return { data: rows.map(toCompensation) };
    },
  );

  app.post(
    '/employees/:employee/compensations',
    {
      config: { conflicts: ['employee_erased'], note: 'overlapping period of the same type: 409', module, permission: 'payroll:manage' },
      schema: {
        tags,
        operationId: 'createCompensation',
        summary: 'Add a compensation period; periods of the same type must not overlap (409)',
        params: EmployeeParams,
        body: CreateCompensationBody,
        response: {
          201: Data(Compensation),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'validation_error'),
        },
      },
    },
    async (request, reply) => {
      const row = await service.create(request.tenantDb, await requestVisibility(request), request.params.employee, request.body);
      return reply.code(201).send({ data: toCompensation(row) });
    },
  );

  app.delete(
    '/employees/:employee/compensations/:compensation',
    {
      config: { conflicts: ['employee_erased'], module, permission: 'payroll:manage' },
      schema: {
        tags,
        operationId: 'deleteCompensation', summary: 'Delete a compensation',
        params: CompensationParams,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      const { employee, compensation } = request.params;
      await service.remove(request.tenantDb, await requestVisibility(request), employee, compensation);
      return { message: 'The compensation was deleted.' };
    },
  );
};

export const compensationsFeature = defineFeature({
  name: 'compensations',
  module: 'payroll',
  routes: compensationsRoutes,
});
