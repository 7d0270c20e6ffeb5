import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestVisibility } from '../../platform/access/visibility.js';
import { Data, errorResponses, IdParams, MessageResponse } from '../../platform/http/schemas.js';
import { ScheduleAssignment, ScheduleModel, toScheduleAssignment, toScheduleModel } from './schedule-model.resource.js';
import { AssignScheduleModelBody, CreateScheduleModelBody, UpdateScheduleModelBody } from './schedule-models.schemas.js';
import * as service from './schedule-models.service.js';
import { defineFeature } from '../feature.js';

const ModelParams = IdParams('model');
const EmployeeParams = IdParams('employee');
const tags = ['schedule-models'];

/**
 * /rest/schedule-models: working-time models (fixed per weekday or flexible per week), and
 * /rest/employees/{employee}/schedule-models: who works by which model from when. No module:
 * targets underlie every working-time calculation.
 */
export const scheduleModelsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/schedule-models',
    {
      config: { permission: 'schedule-models:view' },
      schema: {
        tags,
        operationId: 'listScheduleModels',
        summary: 'Every schedule model, by name',
        response: { 200: Data(Type.Array(ScheduleModel)), ...errorResponses('unauthenticated', 'forbidden') },
      },
    },
    async (request) => ({ data: (await service.list(request.tenantDb)).map(toScheduleModel) }),
  );

  app.post(
    '/schedule-models',
    {
      config: { permission: 'schedule-models:manage', sends: ['location'] },
      schema: {
        tags,
        operationId: 'createScheduleModel',
        summary: 'Create a schedule model; targets in integer ms (days[].target_ms or weekly_target_ms); a name taken (ignoring case) is a 422',
        body: CreateScheduleModelBody,
        response: { 201: Data(ScheduleModel), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => {
      const model = await service.create(request.tenantDb, request.body);
      return reply.code(201).header('location', `/rest/schedule-models/${model.id}`).send({ data: toScheduleModel(model) });
    },
  );

  app.get(
    '/schedule-models/:model',
    {
      schema: {
        tags,
        operationId: 'getScheduleModel',
        summary: 'One schedule model; needs schedule-models:view unless the model is or was assigned to the caller',
        params: ModelParams,
        response: { 200: Data(ScheduleModel), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => ({ data: toScheduleModel(await service.get(request.tenantDb, request.principal!, request.params.model)) }),
  );

  app.patch(
    '/schedule-models/:model',
    {
      config: { conflicts: ['payroll_period_locked'], permission: 'schedule-models:manage' },
      schema: {
        tags,
        operationId: 'updateScheduleModel',
        summary: 'Change a schedule model; fields left out stay, the result must be valid as a whole',
        params: ModelParams,
        body: UpdateScheduleModelBody,
        response: {
          200: Data(ScheduleModel),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'validation_error'),
        },
      },
    },
    async (request) => ({ data: toScheduleModel(await service.update(request.tenantDb, request.params.model, request.body)) }),
  );

  app.delete(
    '/schedule-models/:model',
    {
      config: { conflicts: ['schedule_model_in_use'], permission: 'schedule-models:manage' },
      schema: {
        tags,
        operationId: 'deleteScheduleModel',
        summary: 'Delete a schedule model nobody was ever assigned and no shift names (409 schedule_model_in_use otherwise)',
        params: ModelParams,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict') },
      },
    },
    async (request) => {
      await service.remove(request.tenantDb, request.params.model);
      return { message: 'The schedule model was deleted.' };
    },
  );

  app.get(
    '/employees/:employee/schedule-models',
    {
      schema: {
        tags,
        operationId: 'listEmployeeScheduleModels',
        summary: 'A person’s schedule model history, oldest first; yourself always, others need schedule-models:view and visibility',
        params: EmployeeParams,
        response: { 200: Data(Type.Array(ScheduleAssignment)), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      const rows = await service.assignments(request.tenantDb, request.principal!, await requestVisibility(request), request.params.employee);
      return { data: rows.map(toScheduleAssignment) };
    },
  );

  app.post(
    '/employees/:employee/schedule-models',
    {
      config: { conflicts: ['employee_erased', 'payroll_period_locked'], permission: 'schedule-models:manage' },
      schema: {
        tags,
        operationId: 'assignScheduleModel',
        summary:
          'Assign a model from valid_from on and answer the whole history: the assignment running then ends the day before, one starting that day is replaced; a date before later changes inserts the model up to the next change',
        params: EmployeeParams,
        body: AssignScheduleModelBody,
        response: {
          201: Data(Type.Array(ScheduleAssignment)),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error'),
        },
      },
    },
    async (request, reply) => {
      const rows = await service.assign(request.tenantDb, await requestVisibility(request), request.params.employee, request.body, {
        timeZone: request.tenant.timezone,
        modules: request.tenant.modules,
      });
      return reply.code(201).send({ data: rows.map(toScheduleAssignment) });
    },
  );
};

export const scheduleModelsFeature = defineFeature({ name: 'schedule-models', module: null, routes: scheduleModelsRoutes });
