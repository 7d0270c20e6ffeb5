import type { CostCentersTable, EmployeesTable, ProjectsTable } from '../../db/tenant/schema.js';
import { payrollValuesOf, type PayrollValues } from '../../domain/payroll/lodas.js';
import { attributeDay, fallbackCostCenter, type CostCenterShare } from '../../domain/working-time/cost-attribution.js';
import { addDays, HOUR_MS } from '../../domain/working-time/local-time.js';
import type { Principal } from '../../platform/access/principal.js';
import type { Visibility } from '../../platform/access/visibility.js';
import { localDate } from '../../platform/formats.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { costCentersByIds, get as getCostCenter } from '../cost-centers/cost-centers.service.js';
import { projectForReport, projectsByIds } from '../projects/projects.service.js';
import { shiftStartOf } from '../clocking/clocking.service.js';
import { computeWorkingTime, employeeZones, resolveRange, type ComputedEmployee, type DateRange } from '../working-time/working-time.service.js';
import { bookingRuns, inStretches, mergedWithin, slicesByYear, type DateStretch } from '../../domain/working-time/booking-stretches.js';
import * as repository from './time-attribution.repository.js';
import { permissionLacking } from '../../platform/access/refusals.js';

export interface AttributionCall {
  db: TenantDb;
  tenant: Tenant;
  principal: Principal;
  visibility: Visibility;
}

/** One share of a day's worked time: on which cost centre (and its number for payroll), from which project. */
export interface AttributedShare extends CostCenterShare {
  /** The cost centre's number as payroll and exports write it; null when no cost centre applies. */
  costCenterNumber: string | null;
}

export interface AttributedDay {
  date: string;
  /** Add up to the day's `worked`; empty for a day without work. */
  shares: AttributedShare[];
}

type DepartmentTree = Map<string, { parentId: string | null; costCenterId: string | null }>;

async function departmentTree(db: TenantDb): Promise<DepartmentTree> {
  const rows = await repository.departmentCostCenters(db);
  return new Map(rows.map((row) => [row.id, { parentId: row.parent_id, costCenterId: row.cost_center_id }]));
}

function fallbackOf(employee: Pick<EmployeesTable, 'cost_center_id' | 'department_id'>, tree: DepartmentTree): string | null {
  return fallbackCostCenter({ costCenterId: employee.cost_center_id, departmentId: employee.department_id }, tree);
}

async function attribute(
  db: TenantDb,
  computed: readonly ComputedEmployee[],
): Promise<{ byEmployee: Map<string, Array<{ date: string; shares: CostCenterShare[] }>>; fallbacks: Map<string, string | null>; projects: Map<string, ProjectsTable> }> {
  const projectIds = computed.flatMap((item) => item.days.flatMap((day) => day.projects.map((p) => p.projectId)));
  const [tree, projects] = await Promise.all([departmentTree(db), projectsByIds(db, projectIds)]);
  const centerOfProject = (id: string) => projects.get(id)?.cost_center_id ?? null;
  const byEmployee = new Map<string, Array<{ date: string; shares: CostCenterShare[] }>>();
  const fallbacks = new Map<string, string | null>();
  for (const item of computed) {
    const fallback = fallbackOf(item.employee, tree);
    fallbacks.set(item.employee.id, fallback);
    byEmployee.set(
      item.employee.id,
      item.days.map((day) => ({ date: day.date, shares: attributeDay(day, centerOfProject, fallback) })),
    );
  }
  return { byEmployee, fallbacks, projects };
}

/** The attribution with each cost centre's number, and per employee the number of their own (or their unit's) cost centre. */
async function attributeWithNumbers(db: TenantDb, computed: readonly ComputedEmployee[]) {
  const { byEmployee, fallbacks } = await attribute(db, computed);
  const centerIds = [
    ...[...byEmployee.values()].flatMap((days) => days.flatMap((day) => day.shares.flatMap((s) => (s.costCenterId ? [s.costCenterId] : [])))),
    ...[...fallbacks.values()].filter((id): id is string => id !== null),
  ];
  const centers = await costCentersByIds(db, centerIds);
  const numberOf = (id: string | null) => (id ? (centers.get(id)?.number ?? null) : null);
  const days = new Map<string, AttributedDay[]>();
  for (const [employeeId, attributed] of byEmployee) {
    days.set(
      employeeId,
      attributed.map((day) => ({ date: day.date, shares: day.shares.map((share) => ({ ...share, costCenterNumber: numberOf(share.costCenterId) })) })),
    );
  }
  const own = new Map([...fallbacks].map(([employeeId, id]) => [employeeId, numberOf(id)]));
  return { days, own };
}

/**
 * Attributes computed working days to cost centres, for payroll and exports: per employee id,
 * per day, the shares of the day's worked time with the cost centre they go to — the
 * project's, else the employee's, else the department's (else the nearest unit above's),
 * else null. Pass what `computeWorkingTime` answered; the shares of a day add up to its
 * `worked`. Reads the unit tree, the projects and the cost centres: three queries in all.
 */
export async function attributeWorkedTime(db: TenantDb, computed: readonly ComputedEmployee[]): Promise<Map<string, AttributedDay[]>> {
  return (await attributeWithNumbers(db, computed)).days;
}

/** What closing a month keeps per employee for the month's transfer to payroll (see PayrollValues). */
export async function payrollValuesOfMonth(db: TenantDb, computed: readonly ComputedEmployee[]): Promise<Map<string, PayrollValues>> {
  const { days, own } = await attributeWithNumbers(db, computed);
  return new Map(
    computed.map(({ employee, days: workingDays }) => [
      employee.id,
      payrollValuesOf(
        workingDays,
        (days.get(employee.id) ?? []).flatMap((day) => day.shares),
        own.get(employee.id) ?? null,
      ),
    ]),
  );
}

export interface EmployeeTime {
  employee: Pick<EmployeesTable, 'id' | 'code' | 'first_name' | 'last_name'>;
  worked: number;
}

function visibleTimes(times: Map<string, EmployeeTime>, visible: Set<string>): EmployeeTime[] {
  return [...times.values()].filter((item) => visible.has(item.employee.id) && item.worked > 0);
}

/** Events are read a little around the range, so shifts across midnight and late switches are seen (as the working day reads them). */
function eventWindow(range: DateRange): { start: string; end: string } {
  return { start: new Date(Date.parse(addDays(range.from, -2))).toISOString(), end: new Date(Date.parse(addDays(range.to, 3))).toISOString() };
}

/** Bookings of one person this far apart are walked as two stretches: the days between hold no time on the project. */
const RUN_GAP_MS = 92 * 24 * HOUR_MS;
/** People computed at once over a year's slice of the budget's stretches. */
const SLICE_EMPLOYEES = 100;

/**
 * Per person, the dates on which their time on the project can lie, within `bounds`: from the day
 * the shift of a run of bookings started to the day that shift (or the last one of the run) is over.
 * A project's time lies only in shifts holding one of its bookings, and counts on the day such a
 * shift started; the days around them are the working days of those dates exactly.
 */
async function bookedStretches(
  db: TenantDb,
  tenant: Tenant,
  projectId: string,
  employees: readonly EmployeesTable[],
  until: string,
  bounds: DateRange,
): Promise<Map<string, DateStretch[]>> {
  const zones = await employeeZones(db, tenant, employees);
  const bookingsOf = new Map<string, Array<{ type: string; at: number }>>();
  for (const booking of await repository.bookingsOf(db, projectId, until)) {
    let list = bookingsOf.get(booking.employee_id);
    if (!list) bookingsOf.set(booking.employee_id, (list = []));
    list.push(booking);
  }
  const stretchesOf = new Map<string, DateStretch[]>();
  for (const employee of employees) {
    const zone = zones.get(employee.id)!;
    const stretches: DateStretch[] = [];
    for (const run of bookingRuns(bookingsOf.get(employee.id) ?? [], RUN_GAP_MS)) {
      const start = await shiftStartOf(db, employee.id, { type: run.first.type, occurred_at: new Date(run.first.at).toISOString() });
      const last = new Date(run.last.at).toISOString();
      const over = (await repository.shiftOverAfter(db, employee.id, last)) ?? last;
      stretches.push({ from: localDate(start, zone), to: localDate(over, zone) });
    }
    stretchesOf.set(employee.id, mergedWithin(stretches, bounds));
  }
  return stretchesOf;
}

/**
 * GET /projects/{p}/times: worked time on the project in the range, per employee, and the
 * budget used (all time on it up to `to`, from its first booking on) and remaining. The
 * sums cover everyone who booked; the list names only the people the caller may see.
 * Only the days around the project's bookings are computed, a calendar year at a time.
 */
export async function projectTimes(call: AttributionCall, projectId: string, query: Partial<DateRange>) {
  const project = await projectForReport(call.db, projectId);
  const now = Date.now();
  const range = resolveRange(query, call.tenant.timezone, now);
  const until = eventWindow(range).end;
  const bookers = await repository.bookersOf(call.db, project.id, until);
  const employees = await repository.employeesByIds(
    call.db,
    bookers.map((b) => b.employee_id),
  );
  // Project time counts on the day its shift started, which may lie days before the event that
  // first names the project (a switch into it late in a long shift): budget use is computed from
  // the start of each booker's first such shift, a day earlier for zones ahead of the tenant's.
  const shiftStarts = await Promise.all(bookers.map((b) => shiftStartOf(call.db, b.employee_id, { type: 'switch', occurred_at: b.first })));
  const firstBooking = shiftStarts.reduce<string | null>((first, start) => (first === null || start < first ? start : first), null);
  const earliest = firstBooking ? addDays(localDate(firstBooking, call.tenant.timezone), -1) : range.from;
  const bounds = { from: earliest < range.from ? earliest : range.from, to: range.to };
  const stretchesOf = await bookedStretches(call.db, call.tenant, project.id, employees, until, bounds);
  const times = new Map<string, EmployeeTime>(employees.map((employee) => [employee.id, { employee, worked: 0 }]));
  let worked = 0;
  let used = 0;
  let first = true;
  for (const slice of slicesByYear(stretchesOf)) {
    const sliced = employees.filter((employee) => slice.parts.has(employee.id));
    for (let start = 0; start < sliced.length; start += SLICE_EMPLOYEES) {
      // Decades of bookings take a while to add up: the other requests get their turn between slices.
      if (!first) await new Promise((resolve) => setImmediate(resolve));
      first = false;
      for (const item of await computeWorkingTime(call.db, call.tenant, sliced.slice(start, start + SLICE_EMPLOYEES), slice.range, now)) {
        const parts = slice.parts.get(item.employee.id)!;
        let own = 0;
        for (const day of item.days) {
          if (!inStretches(day.date, parts)) continue;
          const onProject = day.projects.find((p) => p.projectId === project.id)?.worked ?? 0;
          used += onProject;
          if (day.date >= range.from) own += onProject;
        }
        worked += own;
        times.get(item.employee.id)!.worked += own;
      }
    }
  }
  const visible = await repository.visibleAmong(call.db, call.visibility, [...times.keys()]);
  const budget = project.budget_ms === null ? null : Number(project.budget_ms);
  return {
    project,
    range,
    worked,
    budget,
    used,
    remaining: budget === null ? null : budget - used,
    employees: visibleTimes(times, visible),
  };
}

/** Another person's worked time needs time-tracking:view or reports:view, as the working-time report does. */
function assertMayReadTimes(principal: Principal): void {
  if (!principal.permissions.has('time-tracking:view') && !principal.permissions.has('reports:view')) {
    throw permissionLacking('time-tracking:view');
  }
}

/**
 * GET /cost-centers/{c}/times: worked time attributed to the cost centre in the range, per
 * employee and per project (null: time on no project). Sums cover everyone; the employee
 * list names only the people the caller may see.
 */
export async function costCenterTimes(call: AttributionCall, costCenterId: string, query: Partial<DateRange>) {
  assertMayReadTimes(call.principal);
  const costCenter: CostCentersTable = await getCostCenter(call.db, costCenterId);
  const now = Date.now();
  const range = resolveRange(query, call.tenant.timezone, now);
  const tree = await departmentTree(call.db);
  const fallingBack = [...tree.keys()].filter((id) => fallbackCostCenter({ costCenterId: null, departmentId: id }, tree) === costCenter.id);
  const window = eventWindow(range);
  const employees = await repository.candidatesFor(call.db, costCenter.id, fallingBack, window.start, window.end);
  const computed = await computeWorkingTime(call.db, call.tenant, employees, range, now);
  const { byEmployee } = await attribute(call.db, computed);
  const times = new Map<string, EmployeeTime>();
  const byProject = new Map<string | null, number>();
  let worked = 0;
  for (const item of computed) {
    let own = 0;
    for (const day of byEmployee.get(item.employee.id) ?? []) {
      for (const share of day.shares) {
        if (share.costCenterId !== costCenter.id) continue;
        own += share.worked;
        byProject.set(share.projectId, (byProject.get(share.projectId) ?? 0) + share.worked);
      }
    }
    worked += own;
    times.set(item.employee.id, { employee: item.employee, worked: own });
  }
  const visible = await repository.visibleAmong(call.db, call.visibility, [...times.keys()]);
  return {
    costCenter,
    range,
    worked,
    employees: visibleTimes(times, visible),
    projects: [...byProject].map(([projectId, time]) => ({ projectId, worked: time })),
  };
}
