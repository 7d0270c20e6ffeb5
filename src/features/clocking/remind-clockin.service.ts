import type { Principal } from '../../platform/access/principal.js';
import type { Visibility } from '../../platform/access/visibility.js';
import { ConflictError } from '../../platform/errors/errors.js';
import { localDate, sameLocalDay, zonedTimestamp } from '../../platform/formats.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { employeeTimeZone, findVisibleEmployee } from '../employees/employees.service.js';
import { enqueuePush } from '../push/push-outbox.js';
import { reachableByPush } from '../push/push-tokens.service.js';
import { clockStateAt, type ClockType } from '../../domain/clocking/clock-sequence.js';
import { addDays } from '../../domain/working-time/local-time.js';
import { missedShift } from '../../domain/clocking/missed-shift.js';
import * as repository from './clocking.repository.js';
import { openShiftStartAfter, toTimed } from './clocking.service.js';

/**
 * Reminds someone who has not clocked in. The time in the message is the
 * start of their shift as planned in the roster, in their zone, never
 * the time the reminder happens to be sent: the shift they are missing, one that has
 * begun and was not clocked in for (see missedShift), today's or a night shift of the day
 * before still running. Nobody on an approved absence is reminded, nor anyone whose
 * shifts of the day are all still to come or were all clocked in for.
 *
 * A refusal always names its code, so whoever sends reminders knows why none went out, but only
 * what the caller may read anyway: the clock state and the time of the clock-in with
 * time-tracking:view (as GET /employees/{employee}/clock-events), the absence with absences:view
 * (as GET /absences/{absence}); about oneself, always.
 */
export async function remindToClockIn(db: TenantDb, tenant: Tenant, principal: Principal, visibility: Visibility, employeeId: string, now = new Date()) {
  const employee = await findVisibleEmployee(db, visibility, employeeId);
  const own = employee.id === principal.employeeId;
  const readsClockEvents = own || principal.permissions.has('time-tracking:view');
  const readsAbsences = own || principal.permissions.has('absences:view');
  const timezone = await employeeTimeZone(db, employee, tenant);
  const last = await repository.lastEventAtOrBefore(db, employee.id, now.toISOString());
  // A shift left open on an earlier date for 12 h or more is over (its clock-out is missing), as
  // the working day and clocking read it: a come now starts a new one.
  const shiftStart = await openShiftStartAfter(db, employee.id, last);
  const state = clockStateAt(toTimed(last, shiftStart), now.getTime(), sameLocalDay(timezone));
  if (state !== 'off') {
    throw new ConflictError(`${employee.first_name} ${employee.last_name} is already clocked in.`, {
      code: 'already_clocked_in',
      ...(readsClockEvents && { state, since: zonedTimestamp(last!.occurred_at, timezone) }),
    });
  }
  const today = localDate(now, timezone);
  // Someone on approved leave or sick on the shift's date is not reminded to come in.
  const assertPresentOn = async (date: string) => {
    const absence = await repository.fullDayAbsenceOn(db, employee.id, date);
    if (!absence) return;
    throw new ConflictError(`${employee.first_name} ${employee.last_name} is absent ${date === today ? 'today' : `on ${date}`}.`, {
      code: 'employee_absent',
      date,
      ...(readsAbsences && { absence_id: absence.id }),
    });
  };
  await assertPresentOn(today);
  // Today's planned shifts and the day before's, whose night shift may still be running; only
  // one that has begun and was not clocked in for can have been forgotten (missedShift picks).
  const planned = await repository.publishedEntriesDated(db, employee.id, addDays(today, -1), today);
  const shifts = planned.map((entry) => ({ entry, date: entry.date, start: Date.parse(entry.effective_start), end: Date.parse(entry.effective_end) }));
  const earliest = Math.min(...shifts.map((shift) => shift.start));
  const clockings = shifts.length === 0 ? [] : await repository.comesAndGoesAround(db, employee.id, new Date(earliest).toISOString(), now.toISOString());
  const choice = missedShift(
    shifts,
    now.getTime(),
    { today, clockings: clockings.map((event) => ({ type: event.type as ClockType, at: Date.parse(event.occurred_at) })) },
  );
  if (choice.kind === 'none') {
    throw new ConflictError(`No shift is planned for ${employee.first_name} ${employee.last_name} today.`, { code: 'no_scheduled_shift', date: today });
  }
  if (choice.kind === 'not_started') {
    const next = zonedTimestamp(choice.next.entry.effective_start, choice.next.entry.timezone);
    throw new ConflictError(`The shift of ${employee.first_name} ${employee.last_name} today has not begun yet; it begins at ${next.slice(11, 16)}.`, {
      code: 'shift_not_started',
      date: today,
      entry_id: choice.next.entry.id,
      shift_start: next,
    });
  }
  if (choice.kind === 'attended') {
    // Which shift the clock events matched tells when the person clocked: only for whom may read them.
    throw new ConflictError(`${employee.first_name} ${employee.last_name} clocked in for every shift that has begun; none was forgotten.`, {
      code: 'shift_attended',
      date: today,
      ...(readsClockEvents && { entry_id: choice.shift.entry.id, shift_start: zonedTimestamp(choice.shift.entry.effective_start, choice.shift.entry.timezone) }),
    });
  }
  const shift = choice.shift.entry;
  // A night shift of the day before still running belongs to that day, and to its absence.
  if (shift.date !== today) await assertPresentOn(shift.date);
  if (!(await reachableByPush(db, employee.id, tenant.timezone, now))) {
    throw new ConflictError(`${employee.first_name} ${employee.last_name} has no device registered for push notifications.`, { code: 'no_push_device' });
  }
  const start = zonedTimestamp(shift.effective_start, shift.timezone);
  const push = await enqueuePush(db, {
    employeeId: employee.id,
    title: 'Einstempeln nicht vergessen',
    // A night shift of the day before that is still running began yesterday.
    body: `Schichtbeginn ${shift.date === today ? 'heute' : 'gestern'}: ${start.slice(11, 16)} Uhr. Bitte denken Sie ans Einstempeln.`,
    data: { kind: 'remind_clockin', entry_id: shift.id, shift_start: start },
  });
  return { push, shiftStart: start };
}
