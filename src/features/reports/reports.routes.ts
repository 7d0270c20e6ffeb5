import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EmployeesTable } from '../../db/tenant/schema.js';
import { ABSENCE_DAY_CATEGORIES } from '../../domain/working-time/working-day.js';
import { requestVisibility } from '../../platform/access/visibility.js';
import { formatDuration } from '../../platform/formats.js';
import { CSV_CONTENT_TYPE, toCsv, wantsCsv } from '../../platform/csv.js';
import { paginate, PageQuery } from '../../platform/http/pagination.js';
import { DateOnly, Duration, DurationMs, errorResponses, JsonOrCsv, Paginated, Uuid } from '../../platform/http/schemas.js';
import { defineFeature } from '../feature.js';
import * as service from './reports.service.js';

const tags = ['reports'];
const permission = 'reports:view' as const;
const CSV_NOTE =
  'With `Accept: text/csv` the answer is CSV for German Excel (UTF-8 with BOM, `;` separated, CRLF, a decimal comma) of every matching employee, without pagination.';

const ReportEmployee = Type.Object({ id: Uuid(), code: Type.String(), first_name: Type.String(), last_name: Type.String() });
const employeeOf = (e: EmployeesTable) => ({ id: e.id, code: e.code, first_name: e.first_name, last_name: e.last_name });

const OvertimeItem = Type.Object({
  employee: ReportEmployee,
  as_of: DateOnly(),
  since: DateOnly('The account start: the entry date (else the day the employee was created), moved back to the first clock event, approved absence or, without an entry date, schedule model'),
  balance: Duration(),
  balance_ms: DurationMs(),
});

const AbsenceItem = Type.Object({
  employee: ReportEmployee,
  year: Type.Integer(),
  days: Type.Object(
    Object.fromEntries(ABSENCE_DAY_CATEGORIES.map((c) => [c, Type.Number()])) as Record<(typeof ABSENCE_DAY_CATEGORIES)[number], ReturnType<typeof Type.Number>>,
    { description: 'Absence days per category (half days 0.5); `other` is special leave, training and unpaid leave' },
  ),
  types: Type.Array(
    Type.Object({ type_id: Uuid(), name: Type.String(), category: Type.String(), days: Type.Number() }),
    { description: 'Every absence type of the workspace (by name) with the approved days of it in the year' },
  ),
});

const call = async (request: FastifyRequest): Promise<service.ReportCall> => ({
  db: request.tenantDb,
  tenant: request.tenant,
  visibility: await requestVisibility(request),
});

function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply.type(CSV_CONTENT_TYPE).header('content-disposition', `attachment; filename="${name}.csv"`).send(csv);
}

/** Reports (reports:view): overtime balances and absence days of the visible employees, JSON or CSV. */
export const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/reports/overtime',
    {
      config: { permission, note: 'only visible employees; Accept: text/csv gives CSV', sends: ['content-disposition'] },
      schema: {
        tags,
        operationId: 'overtimeReport',
        summary: 'Overtime balances of the visible employees at the end of a day, paginated',
        description: CSV_NOTE,
        querystring: Type.Object({
          ...PageQuery.properties,
          as_of: Type.Optional(DateOnly('Balances at the end of this day (default: today where each person works); someone deleted is listed while their exit date is on or after it')),
          department_id: Type.Optional(Uuid('Only employees of this department')),
        }),
        response: { 200: JsonOrCsv(Paginated(OvertimeItem), 'A page of balances, or with Accept: text/csv all of them'), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => {
      const { page, per_page, ...filters } = request.query;
      const source = service.overtimeReport(await call(request), filters);
      const toItem = (row: service.OvertimeRow) => ({
        employee: employeeOf(row.employee),
        as_of: row.asOf,
        since: row.since,
        balance: formatDuration(row.balance),
        balance_ms: row.balance,
      });
      if (!wantsCsv(request.headers.accept)) return paginate(request, { page, per_page }, source, toItem);
      const rows = (await source.all()).map(toItem);
      return sendCsv(
        reply,
        'overtime',
        toCsv(
          ['employee_id', 'code', 'first_name', 'last_name', 'as_of', 'since', 'balance', 'balance_ms'],
          // Milliseconds are a count, written as digits; the shared writer gives numbers two decimals.
          rows.map((r) => [r.employee.id, r.employee.code, r.employee.first_name, r.employee.last_name, r.as_of, r.since, r.balance, String(r.balance_ms)]),
        ),
      );
    },
  );

  app.get(
    '/reports/absences',
    {
      config: { permission, note: 'only visible employees; Accept: text/csv gives CSV', sends: ['content-disposition'] },
      schema: {
        tags,
        operationId: 'absenceReport',
        summary: 'Absence days per type and category of the visible employees in a year, paginated',
        description: CSV_NOTE,
        querystring: Type.Object({
          ...PageQuery.properties,
          year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100, description: 'Default: the current year; someone deleted is listed up to the year of their exit date' })),
          department_id: Type.Optional(Uuid('Only employees of this department')),
        }),
        response: { 200: JsonOrCsv(Paginated(AbsenceItem), 'A page of absence days, or with Accept: text/csv all of them'), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => {
      const { page, per_page, ...filters } = request.query;
      const source = service.absenceReport(await call(request), filters);
      const toItem = (row: service.AbsenceRow) => ({
        employee: employeeOf(row.employee),
        year: row.year,
        days: row.days,
        types: row.types.map((type) => ({ type_id: type.typeId, name: type.name, category: type.category, days: type.days })),
      });
      if (!wantsCsv(request.headers.accept)) return paginate(request, { page, per_page }, source, toItem);
      const rows = (await source.all()).map(toItem);
      return sendCsv(
        reply,
        'absences',
        toCsv(
          // One column per absence type (its name), the same types in every row.
          ['employee_id', 'code', 'first_name', 'last_name', 'year', ...(rows[0]?.types.map((type) => type.name) ?? [])],
          rows.map((r) => [r.employee.id, r.employee.code, r.employee.first_name, r.employee.last_name, String(r.year), ...r.types.map((type) => type.days)]),
        ),
      );
    },
  );
};

export const reportsFeature = defineFeature({ name: 'reports', module: null, routes: reportsRoutes });
