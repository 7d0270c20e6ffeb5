import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestVisibility } from '../../platform/access/visibility.js';
import { paginate, PageQuery } from '../../platform/http/pagination.js';
import { Data, errorResponses, NonBlank, Paginated, Period } from '../../platform/http/schemas.js';
import { defineFeature } from '../feature.js';
import { PayrollMonth, PayrollSnapshot, toPayrollMonth, toPayrollSnapshot } from './payroll-month.resource.js';
import * as service from './payroll-periods.service.js';

const tags = ['payroll'];
const module = 'payroll' as const;
const PeriodParams = Type.Object({ period: Period('The payroll month, YYYY-MM') });

/** Payroll months (module payroll): closing with a snapshot, reopening with a reason, the history. */
export const payrollPeriodsRoutes: FastifyPluginAsyncTypebox<{ exportDir?: string }> = async (app, { exportDir }) => {
  app.get(
    '/payroll-periods',
    {
      config: { module, permission: 'payroll:view' },
      schema: {
        tags,
        operationId: 'listPayrollPeriods',
        summary: 'The twelve payroll months of a year with their status',
        querystring: Type.Object({ year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2199, description: 'Default: the current year' })) }),
        response: { 200: Data(Type.Array(PayrollMonth)), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request) => ({ data: (await service.listMonths(request.tenantDb, request.tenant, request.query.year)).map((m) => toPayrollMonth(m)) }),
  );

  app.get(
    '/payroll-periods/:period',
    {
      config: { module, permission: 'payroll:view' },
      schema: {
        tags,
        operationId: 'getPayrollPeriod',
        summary: 'One payroll month with every close and reopen',
        params: PeriodParams,
        response: { 200: Data(PayrollMonth), ...errorResponses('bad_request', 'unauthenticated', 'forbidden') },
      },
    },
    async (request) => ({ data: toPayrollMonth(await service.getMonth(request.tenantDb, request.params.period), true) }),
  );

  app.post(
    '/payroll-periods/:period/close',
    {
      config: { conflicts: ['payroll_period_closed'], module, permission: 'payroll:manage', note: 'already closed: 409 payroll_period_closed' },
      schema: {
        tags,
        operationId: 'closePayrollPeriod',
        summary: 'Close a payroll month: snapshot every employee’s month and lock every write dated in it',
        description:
          'Waits for writes already checking the month to commit, so the snapshot holds exactly what was accepted; afterwards every write dated in the month answers 409 payroll_period_locked. A month that has not begun: 422.',
        params: PeriodParams,
        response: { 200: Data(PayrollMonth), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'conflict', 'validation_error') },
      },
    },
    async (request) => ({
      data: toPayrollMonth(await service.closeMonth(request.tenantDb, request.tenant, request.params.period, request.principal!.employeeId), true),
    }),
  );

  app.post(
    '/payroll-periods/:period/reopen',
    {
      config: {
        conflicts: ['payroll_period_open', 'later_period_closed', 'transfer_in_progress'],
        module,
        permission: 'payroll:manage',
        note: 'not closed: 409 payroll_period_open; a later month closed: 409 later_period_closed; a transfer of the month being delivered: 409 transfer_in_progress',
      },
      schema: {
        tags,
        operationId: 'reopenPayrollPeriod',
        summary: 'Reopen a closed payroll month with a reason; its snapshots stay in the history',
        params: PeriodParams,
        body: Type.Object({ reason: NonBlank(500, 'Why the month is reopened') }, {
          additionalProperties: false,
          examples: [{ reason: 'Nachbuchung einer Krankmeldung vom 27.02.' }],
        }),
        response: { 200: Data(PayrollMonth), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'conflict', 'validation_error') },
      },
    },
    async (request) => ({
      data: toPayrollMonth(
        await service.reopenMonth(request.tenantDb, request.tenant, request.params.period, request.principal!.employeeId, request.body.reason, { exportDir }),
        true,
      ),
    }),
  );

  app.get(
    '/payroll-periods/:period/employees',
    {
      config: { module, permission: 'payroll:view', note: 'only visible employees; never closed: 404' },
      schema: {
        tags,
        operationId: 'listPayrollSnapshots',
        summary: 'Every employee’s month as the latest close kept it, paginated',
        params: PeriodParams,
        querystring: PageQuery,
        response: { 200: Paginated(PayrollSnapshot), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request) => {
      const source = await service.snapshotOf(request.tenantDb, await requestVisibility(request), request.params.period);
      return paginate(request, request.query, source, toPayrollSnapshot);
    },
  );
};

export const payrollPeriodsFeature = defineFeature({
  name: 'payroll-periods',
  module: 'payroll',
  routes: payrollPeriodsRoutes,
  // Reopening a month removes the files of the transfers it withdraws (STEMPEL_EXPORT_DIR).
  options: ({ services }: { services: { config: { exportDir: string } } }) => ({ exportDir: services.config.exportDir }),
});
