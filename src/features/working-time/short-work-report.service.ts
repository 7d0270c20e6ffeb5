import type { EmployeesTable } from '../../db/tenant/schema.js';
import { monthAround } from '../../domain/working-time/local-time.js';
import { daysCreditedTo, overlapOf, shortWorkTotals, type ShortWorkMonthTotals } from '../../domain/working-time/short-work.js';
import { canSee } from '../../platform/access/visibility.js';
import { ValidationError } from '../../platform/errors/errors.js';
import { coveredEmployees, findReadable } from '../short-work/short-work.service.js';
import type { PeriodRecord } from '../short-work/short-work-period.resource.js';
import { computeWorkingTime, type WorkingTimeCall } from './working-time.service.js';

export interface ShortWorkReport {
  period: PeriodRecord;
  month: string;
  from: string;
  to: string;
  rows: Array<{ employee: EmployeesTable; totals: ShortWorkMonthTotals }>;
  totals: ShortWorkMonthTotals;
}

/**
 * The lost hours of a short-time work period in one month (the basis of the monthly
 * Kurzarbeitergeld claim, §§95-96 SGB III): per visible person covered, the days of the
 * month inside the period, computed as the working-time paths compute them. A day on which
 * another period's cut applies (a higher one, see `shortWorkSpanOn`) is that period's and is
 * left out here, so no lost hour is claimed twice.
 */
export async function shortWorkReport(call: WorkingTimeCall, periodId: string, month: string): Promise<ShortWorkReport> {
  const period = await findReadable(call, periodId);
  const { first, last } = monthAround(`${month}-01`);
  const days = overlapOf({ from: first, to: last }, { from: period.row.date_from, to: period.row.date_to });
  if (!days) throw ValidationError.field('month', `The month lies outside the period (${period.row.date_from} to ${period.row.date_to}).`);
  const people = (await coveredEmployees(call.db, period))
    .filter((employee) => canSee(call.visibility, employee))
    .sort((a, b) => a.last_name.localeCompare(b.last_name, 'de') || a.first_name.localeCompare(b.first_name, 'de') || a.code.localeCompare(b.code));
  // The periods each day was cut by, as the days were computed: a day counts for the one applied on it.
  const computed = await computeWorkingTime(call.db, call.tenant, people, days, Date.now());
  const rows = computed.map(({ employee, days: list, shortWork }) => ({ employee, totals: shortWorkTotals(daysCreditedTo(period.row.id, shortWork, list)) }));
  const totals = rows.reduce(
    (sum, { totals: item }) => ({
      targetBefore: sum.targetBefore + item.targetBefore,
      targetAfter: sum.targetAfter + item.targetAfter,
      worked: sum.worked + item.worked,
      lost: sum.lost + item.lost,
      daysAffected: sum.daysAffected + item.daysAffected,
    }),
    shortWorkTotals([]),
  );
  return { period, month, from: days.from, to: days.to, rows, totals };
}
