import type { EmployeesTable, PayrollSnapshotsTable } from '../../db/tenant/schema.js';
import { addDays, monthAround } from '../../domain/working-time/local-time.js';
import { totalsOf } from '../../domain/working-time/working-day.js';
import type { Visibility } from '../../platform/access/visibility.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { isValidPeriod, localDate } from '../../platform/formats.js';
import type { PageSource } from '../../platform/http/pagination.js';
import { uuidv7 } from '../../platform/ids.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { overtimeBalances } from '../overtime-accounts/overtime-accounts.service.js';
import { holdPeriodForChange } from '../payroll/payroll.service.js';
import { payrollValuesOfMonth } from '../time-attribution/time-attribution.service.js';
import { computeWorkingTime } from '../working-time/working-time.service.js';
import * as repository from './payroll-periods.repository.js';
import { toPayrollMonth, type PayrollMonthRecord as PayrollMonth } from './payroll-month.resource.js';
import { removeWithdrawnFiles, withdrawTransfersOfReopenedMonth, type WithdrawnFile } from '../partner-payroll/partner-payroll.service.js';
import { emitEvent } from '../webhooks/webhooks.service.js';

function checkedPeriod(period: string): string {
  if (!isValidPeriod(period)) throw ValidationError.field('period', 'The period must be a month in the format YYYY-MM.');
  return period;
}

function monthsOf(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
}

async function monthsBetween(db: TenantDb, periods: readonly string[]): Promise<PayrollMonth[]> {
  const from = periods[0]!;
  const to = periods[periods.length - 1]!;
  const [closed, events] = await Promise.all([repository.closedPeriodsBetween(db, from, to), repository.eventsBetween(db, from, to)]);
  const closedRow = new Map(closed.map((row) => [row.period, row]));
  return periods.map((period) => {
    const history = events.filter((e) => e.period === period);
    const lastClose = history.findLast((e) => e.action === 'close');
    const lastReopen = history.findLast((e) => e.action === 'reopen');
    const row = closedRow.get(period);
    return {
      period,
      status: row ? 'closed' : 'open',
      closedAt: row?.closed_at ?? lastClose?.at ?? null,
      closedBy: row ? row.closed_by : (lastClose?.by_employee_id ?? null),
      reopenedAt: lastReopen?.at ?? null,
      reopenReason: lastReopen?.reason ?? null,
      employees: lastClose?.employees ?? null,
      history,
    };
  });
}

/** GET /payroll-periods?year=: the twelve months of a year (default: the current one in the tenant's zone). */
export function listMonths(db: TenantDb, tenant: Tenant, year?: number): Promise<PayrollMonth[]> {
  return monthsBetween(db, monthsOf(year ?? Number(localDate(Date.now(), tenant.timezone).slice(0, 4))));
}

export async function getMonth(db: TenantDb, period: string): Promise<PayrollMonth> {
  const [month] = await monthsBetween(db, [checkedPeriod(period)]);
  return month!;
}

/**
 * Closes a payroll month: from now on nothing dated in it can be written (see
 * assertPeriodOpen), and every employee's month is kept as it stands: totals,
 * surcharges, vacation and sick days, overtime balance at the month's end, and what
 * its transfer to payroll writes (the wage values and the worked time per cost centre).
 *
 * The month's lock is held exclusively first, so every write that checked the month
 * open has committed before the snapshot is read, and every later one waits and then
 * finds it closed. The snapshot is read in the same transaction: it holds exactly what
 * was accepted. A month that has not begun cannot be closed.
 */
export async function closeMonth(db: TenantDb, tenant: Tenant, period: string, by: string | null, now = Date.now()): Promise<PayrollMonth> {
  checkedPeriod(period);
  const { first, last } = monthAround(`${period}-01`);
  if (first > localDate(now, tenant.timezone)) throw ValidationError.field('period', 'A payroll month can only be closed once it has begun.');
  await db.transaction().execute(async (trx) => {
    await holdPeriodForChange(trx, period);
    const [already] = await repository.closedPeriodsBetween(trx, period, period);
    if (already) throw new ConflictError(`The payroll month ${period} is already closed.`, { code: 'payroll_period_closed', period });
    const closeId = uuidv7();
    const at = new Date(now).toISOString();
    const employees = await repository.employedBetween(trx, first, last);
    // Hours booked outside someone's employment (a trial day before the entry date) are paid with
    // the month they lie in, as the overtime account counts them; a day of the next or the last
    // month's edge in another zone adds no one with nothing in this month.
    const around = { from: new Date(Date.parse(`${first}T00:00:00Z`) - ZONE_REACH_MS).toISOString(), to: new Date(Date.parse(`${addDays(last, 1)}T00:00:00Z`) + ZONE_REACH_MS).toISOString() };
    const bookedOnly = await repository.bookedOutsideEmploymentBetween(trx, first, last, around.from, around.to);
    // Marked closed first, so the days read below carry flag 8192 as they will from now on.
    await repository.insertEvent(trx, { id: closeId, period, action: 'close', at, by_employee_id: by, reason: null, employees: employees.length });
    await repository.insertClosed(trx, { period, closed_at: at, closed_by: by, close_id: closeId });
    // A page of people at a time: each statement binds the ids of one page (a database takes only
    // so many values in one), and only one page's days are held at once.
    let kept = 0;
    for (const [people, onlyWithHours] of [[employees, false], [bookedOnly, true]] as const) {
      for (let start = 0; start < people.length; start += CLOSE_PAGE) {
        const rows = await snapshotsOf(trx, tenant, people.slice(start, start + CLOSE_PAGE), { closeId, period, first, last }, now);
        const snapshots = onlyWithHours ? rows.filter((row) => row.worked_ms !== 0) : rows;
        await repository.insertSnapshots(trx, snapshots);
        kept += snapshots.length;
      }
    }
    if (kept !== employees.length) await repository.setClosedCount(trx, closeId, kept);
    await emitEvent(trx, tenant, 'payroll_period.closed', async () => toPayrollMonth(await getMonth(trx, period), true));
  });
  return getMonth(db, period);
}

/** People whose month a close computes at once. */
const CLOSE_PAGE = 100;

/** How far a local day reaches beyond its UTC day in any zone (UTC−12 to UTC+14). */
const ZONE_REACH_MS = 14 * 3_600_000;

/** The snapshot rows of a page of people for a close: their month's totals, surcharges, overtime account at its end and what goes to payroll. */
async function snapshotsOf(
  trx: TenantDb,
  tenant: Tenant,
  employees: EmployeesTable[],
  { closeId, period, first, last }: { closeId: string; period: string; first: string; last: string },
  now: number,
): Promise<PayrollSnapshotsTable[]> {
  const [computed, balances] = await Promise.all([
    computeWorkingTime(trx, tenant, employees, { from: first, to: last }, now),
    overtimeBalances(trx, tenant, employees, last, now),
  ]);
  const payroll = await payrollValuesOfMonth(trx, computed);
  return computed.map(({ employee, days }) => {
    const totals = totalsOf(days);
    const surcharges = { night: 0, nightCore: 0, sunday: 0, holiday: 0, holidaySpecial: 0 };
    for (const day of days) for (const key of Object.keys(surcharges) as Array<keyof typeof surcharges>) surcharges[key] += day.surcharges[key];
    return {
      close_id: closeId,
      employee_id: employee.id,
      period,
      target_ms: totals.target,
      worked_ms: totals.worked,
      absence_ms: totals.absence,
      balance_ms: totals.balance,
      night_ms: surcharges.night,
      night_core_ms: surcharges.nightCore,
      sunday_ms: surcharges.sunday,
      holiday_ms: surcharges.holiday,
      holiday_special_ms: surcharges.holidaySpecial,
      vacation_taken_days: totals.vacationDays,
      sick_days: totals.sickDays,
      overtime_balance_ms: balances.get(employee.id)?.balance ?? 0,
      flags: totals.flags,
      payroll_values: payroll.get(employee.id) ?? null,
    };
  });
}

/**
 * Reopens a closed month with a reason; its snapshots stay as history, writes are possible again.
 * Months are reopened from the latest back: while a later month is closed, its snapshot carries
 * the overtime account at its end, which a change in this month would leave stale (409
 * later_period_closed, naming the latest such month).
 * The month's transfers not delivered yet are withdrawn; with `exportDir` (where their files lie)
 * their files are removed before it answers, else by the jobs the withdrawal queued.
 */
export async function reopenMonth(
  db: TenantDb,
  tenant: Tenant,
  period: string,
  by: string | null,
  reason: string,
  { now = Date.now(), exportDir }: { now?: number; exportDir?: string } = {},
): Promise<PayrollMonth> {
  checkedPeriod(period);
  if (!reason.trim()) throw ValidationError.field('reason', 'The reason field is required.');
  let withdrawn: WithdrawnFile[] = [];
  await db.transaction().execute(async (trx) => {
    await holdPeriodForChange(trx, period);
    const [closed] = await repository.closedPeriodsBetween(trx, period, period);
    if (!closed) throw new ConflictError(`The payroll month ${period} is not closed.`, { code: 'payroll_period_open', period });
    const later = await repository.latestClosedAfter(trx, period);
    if (later) {
      throw new ConflictError(`The payroll month ${later} is closed; reopen the later months first, from the latest back.`, {
        code: 'later_period_closed',
        period: later,
      });
    }
    await repository.insertEvent(trx, {
      id: uuidv7(),
      period,
      action: 'reopen',
      at: new Date(now).toISOString(),
      by_employee_id: by,
      reason: reason.trim(),
      employees: null,
    });
    await repository.deleteClosed(trx, period);
    withdrawn = await withdrawTransfersOfReopenedMonth(trx, period);
    await emitEvent(trx, tenant, 'payroll_period.reopened', async () => toPayrollMonth(await getMonth(trx, period), true));
  });
  if (exportDir !== undefined) await removeWithdrawnFiles(db, tenant, withdrawn, exportDir);
  return getMonth(db, period);
}

/**
 * GET /payroll-periods/{p}/employees: the snapshot of the month's latest close, limited to
 * the employees the caller sees. After reopening it stays readable until the next close
 * replaces it; a month never closed has none (404).
 */
export async function snapshotOf(db: TenantDb, visibility: Visibility, period: string): Promise<PageSource<repository.SnapshotRow>> {
  const month = await getMonth(db, period);
  const close = month.history.findLast((e) => e.action === 'close');
  if (!close) throw new NotFoundError(`The payroll month ${period} has never been closed, so it has no snapshot.`);
  return {
    count: () => repository.countSnapshots(db, close.id, visibility),
    rows: (limit, offset) => repository.snapshots(db, close.id, visibility, limit, offset),
  };
}

/** A person's rows in every closed payroll month (their access request and erasure read it; toPayrollSnapshot shows one). */
export function payrollSnapshotsOfEmployee(db: TenantDb, employeeId: string): Promise<repository.SnapshotRow[]> {
  return repository.currentSnapshotsOf(db, employeeId);
}
