import type { EmployeesTable } from '../../db/tenant/schema.js';
import { absenceDaysByCategory, type AbsenceDayCategory } from '../../domain/working-time/working-day.js';
import type { Visibility } from '../../platform/access/visibility.js';
import { localDate } from '../../platform/formats.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { approvedDaysByType, listTypes } from '../absences/absences.service.js';
import { assertAsOfWithinReach, overtimeBalances, type OvertimeBalance } from '../overtime-accounts/overtime-accounts.service.js';
import { computeWorkingTime, employeeZones } from '../working-time/working-time.service.js';
import * as repository from './reports.repository.js';

export interface ReportCall {
  db: TenantDb;
  tenant: Tenant;
  visibility: Visibility;
}

/** A report's rows page by page (JSON) or all at once (CSV). */
export interface ReportSource<Row> {
  count(): Promise<number>;
  rows(limit: number, offset: number): Promise<Row[]>;
  all(): Promise<Row[]>;
}

/** Employees computed at once for a whole report: each brings a year of working days, which the row boils down to a few figures. */
const ALL_ROWS_BATCH = 100;

function source<Row>(call: ReportCall, filter: repository.ReportFilter, compute: (employees: EmployeesTable[]) => Promise<Row[]>): ReportSource<Row> {
  return {
    count: () => repository.countEmployees(call.db, filter),
    rows: async (limit, offset) => compute(await repository.employees(call.db, filter, limit, offset)),
    // The CSV holds every row; the days behind them are computed a hundred people at a time.
    all: async () => {
      const employees = await repository.employees(call.db, filter);
      const rows: Row[] = [];
      for (let start = 0; start < employees.length; start += ALL_ROWS_BATCH) rows.push(...(await compute(employees.slice(start, start + ALL_ROWS_BATCH))));
      return rows;
    },
  };
}

export interface OvertimeRow {
  employee: EmployeesTable;
  asOf: string;
  since: string;
  balance: number;
}

/**
 * GET /reports/overtime: every visible employee's overtime balance at the end of as_of (default:
 * today where the person works, as their own overtime account counts it). Someone deleted is
 * listed while they were employed on that day (exit date on or after it; without as_of, today in
 * the workspace's zone): a balance at the end of a past day is owed to whoever worked then, while
 * today's balances are of the people who still work, and someone deleted has left.
 */
export function overtimeReport(call: ReportCall, query: { as_of?: string; department_id?: string }): ReportSource<OvertimeRow> {
  const now = Date.now();
  if (query.as_of !== undefined) assertAsOfWithinReach(query.as_of, now);
  const from = query.as_of ?? localDate(now, call.tenant.timezone);
  return source(call, { visibility: call.visibility, from, departmentId: query.department_id }, async (employees) => {
    const zones = query.as_of === undefined ? await employeeZones(call.db, call.tenant, employees) : new Map<string, string>();
    const asOfOf = (employee: EmployeesTable) => query.as_of ?? localDate(now, zones.get(employee.id) ?? call.tenant.timezone);
    const byDate = new Map<string, EmployeesTable[]>();
    for (const employee of employees) byDate.set(asOfOf(employee), [...(byDate.get(asOfOf(employee)) ?? []), employee]);
    const balances = new Map<string, OvertimeBalance>();
    for (const [asOf, group] of byDate) for (const [id, balance] of await overtimeBalances(call.db, call.tenant, group, asOf, now)) balances.set(id, balance);
    return employees.map((employee) => ({ employee, asOf: asOfOf(employee), ...balances.get(employee.id)! }));
  });
}

export interface AbsenceRow {
  employee: EmployeesTable;
  year: number;
  days: Record<AbsenceDayCategory, number>;
  /** Every absence type of the workspace, by name, with the person's approved days of it. */
  types: Array<{ typeId: string; name: string; category: string; days: number }>;
}

/**
 * The absence days of a year per employee: per category as the working days carry them
 * (flags 4, 2, 32, 2048), and per absence type as the absences area counts its approved
 * absences (the same rule as an absence's `days`, only the dates inside the year).
 */
export async function absenceDaysPerEmployee(call: ReportCall, employees: EmployeesTable[], year: number): Promise<AbsenceRow[]> {
  const range = { from: `${year}-01-01`, to: `${year}-12-31` };
  const [computed, byType, types] = await Promise.all([
    computeWorkingTime(call.db, call.tenant, employees, range, Date.now()),
    approvedDaysByType(call.db, employees, range.from, range.to),
    listTypes(call.db),
  ]);
  const ordered = [...types].sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return computed.map(({ employee, days }) => ({
    employee,
    year,
    days: absenceDaysByCategory(days),
    types: ordered.map((type) => ({ typeId: type.id, name: type.name, category: type.category, days: byType.get(employee.id)?.get(type.id) ?? 0 })),
  }));
}

/**
 * GET /reports/absences: every visible employee's absence days of a year (default: the current one),
 * those deleted since included while their exit date lies in or after the year.
 */
export function absenceReport(call: ReportCall, query: { year?: number; department_id?: string }): ReportSource<AbsenceRow> {
  const year = query.year ?? Number(localDate(Date.now(), call.tenant.timezone).slice(0, 4));
  const filter = { visibility: call.visibility, from: `${year}-01-01`, departmentId: query.department_id };
  return source(call, filter, (employees) => absenceDaysPerEmployee(call, employees, year));
}
