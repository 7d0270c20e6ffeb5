import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requestVisibility } from '../../platform/access/visibility.js';
import { formatDuration } from '../../platform/formats.js';
import { Data, DateOnly, Duration, DurationMs, errorResponses, Nullable, StringEnum, Uuid } from '../../platform/http/schemas.js';
import { OVERTIME_BOOKING_EXAMPLE, OVERTIME_BOOKING_KINDS, OvertimeBooking, toOvertimeBooking } from './overtime-booking.resource.js';
import * as service from './overtime-accounts.service.js';
import { defineFeature } from '../feature.js';

const tags = ['overtime-accounts'];
const module = 'overtime_accounts' as const;
const EmployeeParams = Type.Object({ employee: Uuid('UUID of the employee') });
// Ten thousand hours either way: far beyond any real payout, well inside exact integers.
const MAX_AMOUNT_MS = 10_000 * 3_600_000;

const OvertimeAccount = Type.Object({
  employee_id: Uuid(),
  balance: Duration('Daily balances since the account start plus bookings'),
  balance_ms: DurationMs(),
  as_of: DateOnly(),
  since: DateOnly('The account start: the entry date (else the day the employee was created), moved back to the first clock event, approved absence or, without an entry date, schedule model'),
  bookings: Type.Array(OvertimeBooking),
}, {
  examples: [
    {
      employee_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
      balance: '21:15:00.000',
      balance_ms: 76500000,
      as_of: '2026-03-31',
      since: '2024-04-01',
      bookings: [OVERTIME_BOOKING_EXAMPLE],
    },
  ],
});

const call = async (request: FastifyRequest): Promise<service.OvertimeCall> => ({
  db: request.tenantDb,
  tenant: request.tenant,
  principal: request.principal!,
  visibility: await requestVisibility(request),
});

/** Overtime accounts (module overtime_accounts): balance from the working days, payouts and adjustments. */
export const overtimeAccountsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/employees/:employee/overtime-account',
    {
      config: { module },
      schema: {
        tags,
        operationId: 'getOvertimeAccount',
        summary: 'An employee’s overtime balance as of a day, with its bookings',
        description: 'Own account needs no permission; another’s needs payroll:view or time-tracking:view and visibility.',
        params: EmployeeParams,
        querystring: Type.Object({ as_of: Type.Optional(DateOnly('Balance at the end of this day (default: today)')) }),
        response: { 200: Data(OvertimeAccount), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request) => {
      const account = await service.overtimeAccount(await call(request), request.params.employee, request.query.as_of);
      return {
        data: {
          employee_id: account.employeeId,
          balance: formatDuration(account.balance),
          balance_ms: account.balance,
          as_of: account.asOf,
          since: account.since,
          bookings: account.bookings.map(toOvertimeBooking),
        },
      };
    },
  );

  app.post(
    '/employees/:employee/overtime-account/bookings',
    {
      config: { conflicts: ['payroll_period_locked', 'employee_erased'], module, permission: 'payroll:manage' },
      schema: {
        tags,
        operationId: 'createOvertimeBooking',
        summary: 'Book a payout or an adjustment on an overtime account (409 in a closed payroll month)',
        params: EmployeeParams,
        body: Type.Object(
          {
            amount_ms: Type.Integer({
              minimum: -MAX_AMOUNT_MS,
              maximum: MAX_AMOUNT_MS,
              not: { const: 0 },
              description: 'Signed milliseconds: negative takes hours off the account (a payout), positive adds them',
            }),
            kind: StringEnum(OVERTIME_BOOKING_KINDS),
            date: DateOnly('The day the booking counts on; at most 366 days ahead, as far as the account can be read (422 beyond)'),
            note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
          },
          {
            additionalProperties: false,
            examples: [
              { amount_ms: -36000000, kind: 'payout', date: '2026-03-31', note: 'Auszahlung mit der Märzabrechnung' },
            ],
          },
        ),
        response: {
          201: Data(OvertimeBooking),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'validation_error'),
        },
      },
    },
    async (request, reply) => reply.code(201).send({ data: toOvertimeBooking(await service.bookOvertime(await call(request), request.params.employee, request.body)) }),
  );
};

export const overtimeAccountsFeature = defineFeature({ name: 'overtime-accounts', module: 'overtime_accounts', routes: overtimeAccountsRoutes });
