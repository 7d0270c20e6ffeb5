import type { OvertimeBookingsTable } from '../../db/tenant/schema.js';
import { lockRowForUpdate } from '../../db/locks.js';
import type { Principal } from '../../platform/access/principal.js';
import type { Visibility } from '../../platform/access/visibility.js';
import { ForbiddenError } from '../../platform/errors/errors.js';
import { localDate } from '../../platform/formats.js';
import { uuidv7 } from '../../platform/ids.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { findVisibleEmployee } from '../employees/employees.service.js';
import { assertPeriodOpen } from '../payroll/payroll.service.js';
import { computeWorkingTime, employeeZone } from '../working-time/working-time.service.js';
import * as repository from './overtime-accounts.repository.js';

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
    throw new ForbiddenError('Your role lacks the permission payroll:view.', { permission: 'payroll:view' });
  }
}

/**
 * The balance of an overtime account: every daily balance from the account's
 * start (the entry date, else the day the employee was created) up to as_of,
 * plus payouts and adjustments booked up to then. Time off in lieu credits no
 * time, so such a day's negative balance uses the account up.
 */
export async function overtimeAccount(call: OvertimeCall, employeeId: string, asOfQuery?: string): Promise<OvertimeAccount> {
  assertMayRead(call.principal, employeeId);
  const employee = await findVisibleEmployee(call.db, call.visibility, employeeId);
  const timeZone = await employeeZone(call.db, call.tenant, employee);
  const now = Date.now();
  const asOf = asOfQuery ?? localDate(now, timeZone);
  const since = employee.entry_date ?? localDate(employee.created_at, timeZone);
  let fromDays = 0;
  if (since <= asOf) {
    const [computed] = await computeWorkingTime(call.db, call.tenant, [employee], { from: since, to: asOf }, now);
    fromDays = computed!.days.reduce((sum, day) => sum + day.balance, 0);
  }
  const bookings = await repository.bookingsUntil(call.db, employee.id, asOf);
  const booked = bookings.reduce((sum, b) => sum + Number(b.amount_ms), 0);
  return { employeeId: employee.id, since, asOf, balance: fromDays + booked, fromDays, bookings };
}

export interface BookingInput {
  amount_ms: number;
  kind: OvertimeBookingsTable['kind'];
  date: string;
  note?: string | null;
}

/** A payout or adjustment (payroll:manage); refused in a closed payroll month, checked in the write's transaction. */
export async function bookOvertime(call: OvertimeCall, employeeId: string, input: BookingInput): Promise<OvertimeBookingsTable> {
  const employee = await findVisibleEmployee(call.db, call.visibility, employeeId);
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
    await lockRowForUpdate(trx, 'employees', employee.id);
    await assertPeriodOpen(trx, input.date.slice(0, 7));
    await repository.insertBooking(trx, row);
  });
  return row;
}
