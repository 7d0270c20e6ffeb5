import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { requestVisibility } from '../../platform/access/visibility.js';
import { CSV_CONTENT_TYPE, toCsv, wantsCsv } from '../../platform/csv.js';
import { formatDuration } from '../../platform/formats.js';
import { Data, DateOnly, Duration, DurationMs, errorResponses, IdParams, JsonOrCsv, Period, Uuid } from '../../platform/http/schemas.js';
import type { ShortWorkMonthTotals } from '../../domain/working-time/short-work.js';
import { decimalHours } from '../../domain/exports/tabular.js';
import { shortWorkReport } from './short-work-report.service.js';
import { defineFeature } from '../feature.js';

const ReportTotals = Type.Object({
  target_before: Duration('Target without the short-time cut (schedule, employment and public holidays applied)'),
  target_before_ms: DurationMs(),
  target_after: Duration('The reduced target the days are judged by'),
  target_after_ms: DurationMs(),
  worked: Duration('Net working time on those days'),
  worked_ms: DurationMs(),
  lost: Duration('Hours lost to short-time work: the cut, less work or credited absence beyond the reduced target, per day'),
  lost_ms: DurationMs(),
  days_affected: Type.Integer({ minimum: 0, description: 'Days whose target was cut' }),
});

const ShortWorkReport = Type.Object({
  period_id: Uuid(),
  month: Period(),
  from: DateOnly('First day of the month inside the period'),
  to: DateOnly('Last day of the month inside the period'),
  reduction_percent: Type.Integer(),
  employees: Type.Array(
    Type.Object({
      employee: Type.Object({ id: Uuid(), code: Type.String(), first_name: Type.String(), last_name: Type.String() }),
      ...ReportTotals.properties,
    }),
    { description: 'Every visible person the period covers, by last and first name' },
  ),
  totals: ReportTotals,
}, {
  examples: [
    {
      period_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0013',
      month: '2026-07',
      from: '2026-07-01',
      to: '2026-07-31',
      reduction_percent: 50,
      employees: [
        {
          employee: {
            id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
            code: '1042',
            first_name: 'Jana',
            last_name: 'Schulz',
          },
          target_before: '168:00:00.000',
          target_before_ms: 604800000,
          target_after: '84:00:00.000',
          target_after_ms: 302400000,
          worked: '86:15:00.000',
          worked_ms: 310500000,
          lost: '84:00:00.000',
          lost_ms: 302400000,
          days_affected: 21,
        },
      ],
      totals: {
        target_before: '168:00:00.000',
        target_before_ms: 604800000,
        target_after: '84:00:00.000',
        target_after_ms: 302400000,
        worked: '86:15:00.000',
        worked_ms: 310500000,
        lost: '84:00:00.000',
        lost_ms: 302400000,
        days_affected: 21,
      },
    },
  ],
});

function totalsOut(totals: ShortWorkMonthTotals) {
  return {
    target_before: formatDuration(totals.targetBefore),
    target_before_ms: totals.targetBefore,
    target_after: formatDuration(totals.targetAfter),
    target_after_ms: totals.targetAfter,
    worked: formatDuration(totals.worked),
    worked_ms: totals.worked,
    lost: formatDuration(totals.lost),
    lost_ms: totals.lost,
    days_affected: totals.daysAffected,
  };
}

const CSV_HEADER = [
  'Personalnummer',
  'Nachname',
  'Vorname',
  'Tage mit Kurzarbeit',
  'Soll ohne Kurzarbeit (Std.)',
  'Soll mit Kurzarbeit (Std.)',
  'Ist (Std.)',
  'Ausfallstunden (Std.)',
];

/** GET /short-work-periods/{p}/report: lives with the working time it is computed from (module short_work). */
export const shortWorkReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/short-work-periods/:period/report',
    {
      config: { note: 'needs time-tracking:view or reports:view; lists only visible people', sends: ['content-disposition'] },
      schema: {
        tags: ['short-work'],
        operationId: 'getShortWorkReport',
        summary: 'Lost hours of a short-time work period in one month, per person: JSON, or CSV for German Excel with Accept: text/csv',
        description:
          'Per visible person covered: target before and after the cut, worked time and lost hours over the days of the month inside the period (422 when the month lies outside it). A day covered by several periods counts only in the report of the one applied on it (the highest percentage; of equal ones the earliest created), so no lost hour is counted twice. With `Accept: text/csv` the same rows come as UTF-8 CSV with BOM, `;` separated, hours as decimals with a comma.',
        params: IdParams('period'),
        querystring: Type.Object({ month: Period('The month, YYYY-MM') }),
        response: {
          200: JsonOrCsv(Data(ShortWorkReport), 'The report: JSON by default, CSV with Accept: text/csv'),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error'),
        },
      },
    },
    async (request, reply) => {
      const report = await shortWorkReport(
        { db: request.tenantDb, tenant: request.tenant, principal: request.principal!, visibility: await requestVisibility(request) },
        request.params.period,
        request.query.month,
      );
      if (wantsCsv(request.headers.accept)) {
        const rows = report.rows.map(({ employee, totals }) => [
          employee.code,
          employee.last_name,
          employee.first_name,
          String(totals.daysAffected),
          // Rounded as the short_work export rounds them (halves away from zero): the same figures in both files.
          decimalHours(totals.targetBefore),
          decimalHours(totals.targetAfter),
          decimalHours(totals.worked),
          decimalHours(totals.lost),
        ]);
        // A text body with a non-JSON type bypasses the JSON schema's serializer.
        return (reply as FastifyReply)
          .type(CSV_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="kurzarbeit-${report.month}.csv"`)
          .send(toCsv(CSV_HEADER, rows));
      }
      return {
        data: {
          period_id: report.period.row.id,
          month: report.month,
          from: report.from,
          to: report.to,
          reduction_percent: Number(report.period.row.reduction_percent),
          employees: report.rows.map(({ employee, totals }) => ({
            employee: { id: employee.id, code: employee.code, first_name: employee.first_name, last_name: employee.last_name },
            ...totalsOut(totals),
          })),
          totals: totalsOut(report.totals),
        },
      };
    },
  );
};

export const shortWorkReportFeature = defineFeature({ name: 'short-work-report', module: 'short_work', routes: shortWorkReportRoutes });
