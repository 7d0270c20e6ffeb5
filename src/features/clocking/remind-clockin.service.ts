import type { EmployeesTable } from '../../db/tenant/schema.js';
import { ConflictError } from '../../platform/errors/errors.js';
import { localDate, zonedTimestamp } from '../../platform/formats.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { enqueuePush } from '../push/push-outbox.js';
import { stateAfter, type ClockType } from '../../domain/clocking/clock-sequence.js';
import { employeeTimeZone } from './clocking.service.js';

/**
 * Reminds someone who has not clocked in. The time in the message is the
 * start of their shift today as planned in the roster, in their zone, never
 * the time the reminder happens to be sent.
 */
export async function remindToClockIn(db: TenantDb, tenant: Tenant, employee: EmployeesTable, now = new Date()) {
  const timezone = await employeeTimeZone(db, employee, tenant);
  const last = await db
    .selectFrom('clock_events')
    .select(['type', 'occurred_at'])
    .where('employee_id', '=', employee.id)
    .where('occurred_at', '<=', now.toISOString())
    .orderBy('occurred_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const state = stateAfter(last?.type as ClockType | undefined);
  if (state !== 'off') {
    throw new ConflictError(`${employee.first_name} ${employee.last_name} is already clocked in.`, {
      code: 'already_clocked_in',
      state,
      since: zonedTimestamp(last!.occurred_at, timezone),
    });
  }
  const today = localDate(now, timezone);
  // Today's planned shifts; the one starting nearest to now is the one being missed.
  const shifts = await db
    .selectFrom('roster_entries')
    .select(['id', 'effective_start', 'timezone', 'published_at'])
    .where('employee_id', '=', employee.id)
    .where('date', '=', today)
    .where('published_at', 'is not', null)
    .orderBy('effective_start')
    .execute();
  if (shifts.length === 0) {
    throw new ConflictError(`No shift is planned for ${employee.first_name} ${employee.last_name} today.`, { code: 'no_scheduled_shift', date: today });
  }
  const shift = shifts.reduce((best, entry) =>
    Math.abs(Date.parse(entry.effective_start) - now.getTime()) < Math.abs(Date.parse(best.effective_start) - now.getTime()) ? entry : best,
  );
  const devices = await db.selectFrom('push_tokens').select('id').where('employee_id', '=', employee.id).limit(1).executeTakeFirst();
  if (!devices) {
    throw new ConflictError(`${employee.first_name} ${employee.last_name} has no device registered for push notifications.`, { code: 'no_push_device' });
  }
  const start = zonedTimestamp(shift.effective_start, shift.timezone);
  const push = await enqueuePush(db, {
    employeeId: employee.id,
    title: 'Einstempeln nicht vergessen',
    body: `Schichtbeginn heute: ${start.slice(11, 16)} Uhr. Bitte denken Sie ans Einstempeln.`,
    data: { kind: 'remind_clockin', entry_id: shift.id, shift_start: start },
  });
  return { push, shiftStart: start };
}
