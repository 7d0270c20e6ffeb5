import type { EmployeesTable, OvertimeBookingsTable } from '../../db/tenant/schema.js';
import type { Principal } from '../../platform/access/principal.js';
import type { Visibility } from '../../platform/access/visibility.js';
import { ValidationError } from '../../platform/errors/errors.js';
import { addDays } from '../../domain/working-time/local-time.js';
import { localDate } from '../../platform/formats.js';
import { uuidv7 } from '../../platform/ids.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { findChangeableEmployee, holdChangeableEmployee } from '../employees/employees.service.js';
import { assertPeriodOpen } from '../payroll/payroll.service.js';
import { balancesSince, employeeZone, employeeZones, findEmployeeToRead } from '../working-time/working-time.service.js';
import * as repository from './overtime-accounts.repository.js';
import { toOvertimeBooking, type OvertimeBooking } from './overtime-booking.resource.js';
import { permissionLacking } from '../../platform/access/refusals.js';

export interface OvertimeCall {
  db: TenantDb;
  tenant: Tenant;
  principal: Principal;
  visibility: Visibility;
}

export interface OvertimeAccount {
  employeeId: string;
  since: string;
  asOf: string;
  balance: number;
  fromDays: number;
  bookings: OvertimeBookingsTable[];
}

function assertMayRead(principal: Principal, employeeId: string): void {
  if (employeeId === principal.employeeId) return;
  if (!principal.permissions.has('payroll:view') && !principal.permissions.has('time-tracking:view')) {
    throw permissionLacking('payroll:view');
  }
}

/** How far ahead a balance may be asked for: every day up to it is computed, and days ahead only add their target. */
const AS_OF_REACH_DAYS = 366;

/** The last day an account can be read for: a year from today. */
const lastDayWithinReach = (now: number) => addDays(localDate(now, 'UTC'), AS_OF_REACH_DAYS);

/** 422 on as_of beyond a year from today: a balance far ahead would have a request compute every day up to it. */
export function assertAsOfWithinReach(asOf: string, now: number): void {
  if (asOf > lastDayWithinReach(now)) {
    throw ValidationError.field('as_of', `The as_of date must not lie more than ${AS_OF_REACH_DAYS} days ahead.`);
  }
}

/**
 * The balance of an overtime account: every daily balance from the account's
 * start (accountStart) up to as_of, plus payouts and adjustments booked up to
 * then. Time off in lieu credits no time, so such a day's negative balance uses
 * the account up.
 */
export async function overtimeAccount(call: OvertimeCall, employeeId: string, asOfQuery?: string): Promise<OvertimeAccount> {
  assertMayRead(call.principal, employeeId);
  const now = Date.now();
  if (asOfQuery !== undefined) assertAsOfWithinReach(asOfQuery, now);
  // Someone deleted stays readable, as their working time and their line in the overtime report do.
  const employee = await findEmployeeToRead(call.db, call.visibility, employeeId);
  const timeZone = await employeeZone(call.db, call.tenant, employee);
  const asOf = asOfQuery ?? localDate(now, timeZone);
  const [balances, bookings] = await Promise.all([
    overtimeBalances(call.db, call.tenant, [employee], asOf, now),
    repository.bookingsUntil(call.db, employee.id, asOf),
  ]);
  const { since, balance } = balances.get(employee.id)!;
  const booked = bookings.reduce((sum, b) => sum + Number(b.amount_ms), 0);
  return { employeeId: employee.id, since, asOf, balance, fromDays: balance - booked, bookings };
}

/** Days before the years a date can lie in: a clock time stored before they were bounded (the year 1) would have two thousand years summed. */
const FIRST_SERVICE_DAY = '1900-01-01';

/**
 * The account's first day: the entry date, else the day the employee was created, moved back
 * to the first day anything gives a day a balance (a clock event, an approved absence, and
 * without an entry date a schedule model), so the account counts every day a payroll month
 * counts: a trial day booked before the entry date, months booked for someone created later.
 * Before that day every balance is 0; before the entry date the target is 0, so there only
 * work and absences count.
 */
function accountStart(employee: EmployeesTable, timeZone: string, first: repository.FirstFacts | undefined): string {
  const starts = [
    employee.entry_date ?? localDate(employee.created_at, timeZone),
    first?.clocked && localDate(first.clocked, timeZone),
    first?.absent,
    employee.entry_date === null ? first?.scheduled : undefined,
  ].filter((date): date is string => !!date);
  const start = starts.sort()[0]!;
  return start < FIRST_SERVICE_DAY ? FIRST_SERVICE_DAY : start;
}

export interface OvertimeBalance {
  since: string;
  balance: number;
}

/**
 * Several accounts' balances at the end of one day, read a year and a hundred accounts at a
 * time (`balancesSince`): the same rule as overtimeAccount (daily balances since each account's start plus the bookings
 * up to that day), for payroll snapshots and the overtime report. The caller has checked
 * who may see them. `asOf` is one date for everyone.
 */
export async function overtimeBalances(
  db: TenantDb,
  tenant: Tenant,
  employees: readonly EmployeesTable[],
  asOf: string,
  now: number,
): Promise<Map<string, OvertimeBalance>> {
  const result = new Map<string, OvertimeBalance>();
  if (employees.length === 0) return result;
  const [zones, firsts] = await Promise.all([employeeZones(db, tenant, employees), repository.firstFacts(db, employees.map((e) => e.id))]);
  const sinceOf = new Map(employees.map((e) => [e.id, accountStart(e, zones.get(e.id)!, firsts.get(e.id))]));
  const [fromDays, booked] = await Promise.all([
    balancesSince(db, tenant, employees, sinceOf, asOf, now),
    repository.bookedUntil(db, employees.map((e) => e.id), asOf),
  ]);
  for (const employee of employees) {
    result.set(employee.id, {
      since: sinceOf.get(employee.id)!,
      balance: (fromDays.get(employee.id) ?? 0) + (booked.get(employee.id) ?? 0),
    });
  }
  return result;
}

export interface BookingInput {
  amount_ms: number;
  kind: OvertimeBookingsTable['kind'];
  date: string;
  note?: string | null;
}

/** A payout or adjustment (payroll:manage); refused in a closed payroll month or about a deleted or erased person, checked in the write's transaction. */
export async function bookOvertime(call: OvertimeCall, employeeId: string, input: BookingInput): Promise<OvertimeBookingsTable> {
  // A booking further ahead than the account can be read would stay unseen until its day came (a mistyped year).
  if (input.date > lastDayWithinReach(Date.now())) {
    throw ValidationError.field('date', `The date must not lie more than ${AS_OF_REACH_DAYS} days ahead, as far as the account can be read.`);
  }
  const employee = await findChangeableEmployee(call.db, call.visibility, employeeId);
  const row: OvertimeBookingsTable = {
    id: uuidv7(),
    employee_id: employee.id,
    kind: input.kind,
    amount_ms: input.amount_ms,
    date: input.date,
    note: input.note ?? null,
    created_by: call.principal.employeeId,
    created_at: new Date().toISOString(),
  };
  await call.db.transaction().execute(async (trx) => {
    await holdChangeableEmployee(trx, employee.id);
    await assertPeriodOpen(trx, input.date.slice(0, 7));
    await repository.insertBooking(trx, row);
  });
  return row;
}

/** Every booking on a person's overtime account (their access request reads it). */
export async function overtimeBookingsOfEmployee(db: TenantDb, employeeId: string): Promise<OvertimeBooking[]> {
  return (await repository.bookingsOf(db, employeeId)).map(toOvertimeBooking);
}
