import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestVisibility } from '../../platform/access/visibility.js';
import { errorResponses, StatusResponse, Uuid } from '../../platform/http/schemas.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import * as service from './remind-clockin.service.js';
import { defineFeature } from '../feature.js';

/** POST /rest/employees/{employee}/remind-clockin: push a reminder to someone who has not clocked in for a shift that has begun (today's, or yesterday's night shift still running). */
export const remindClockinRoutes: FastifyPluginAsyncTypebox<{ jobs: JobRunner }> = async (app, { jobs }) => {
  app.post(
    '/employees/:employee/remind-clockin',
    {
      config: { conflicts: ['already_clocked_in', 'employee_absent', 'no_scheduled_shift', 'shift_not_started', 'shift_attended', 'no_push_device'], note: 'visibility applies; 409 when clocked in, no shift planned today, none begun yet or every one begun clocked in for', permission: 'notifications:department' },
      schema: {
        tags: ['clocking'],
        operationId: 'remindClockin',
        summary: 'Push a clock-in reminder naming the start of the shift being missed (409 when already clocked in, nothing is planned, no shift has begun or every one begun was clocked in for)',
        params: Type.Object({ employee: Uuid('UUID of the employee') }),
        response: { 200: StatusResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict') },
      },
    },
    async (request) => {
      await service.remindToClockIn(request.tenantDb, request.tenant, request.principal!, await requestVisibility(request), request.params.employee);
      jobs.notify(request.tenant.slug);
      return { status: 'queued' };
    },
  );
};

export const remindClockinFeature = defineFeature({
  name: 'remind-clockin',
  module: null,
  routes: remindClockinRoutes,
  options: ({ services }: { services: { jobs: JobRunner } }) => ({ jobs: services.jobs }),
});
