import type { ClockEventHistoryTable, ClockEventsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

/** Queries of clock-event corrections: the events around a change, the change itself, and its history. */

export function findEvent(db: TenantDb, employeeId: string, eventId: string): Promise<ClockEventsTable | undefined> {
  return db.selectFrom('clock_events').selectAll().where('id', '=', eventId).where('employee_id', '=', employeeId).executeTakeFirst();
}

/** The employee's last event strictly before an instant, leaving out the events being changed. */
export function eventBefore(db: TenantDb, employeeId: string, before: string, excluding: readonly string[]) {
  let query = db
    .selectFrom('clock_events')
    .select(['id', 'type', 'occurred_at', 'created_at', 'project_id'])
    .where('employee_id', '=', employeeId)
    .where('occurred_at', '<', before);
  if (excluding.length > 0) query = query.where('id', 'not in', excluding);
  return query.orderBy('occurred_at', 'desc').orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

/** The employee's events from one instant to another (both included; without `to`, all later ones), in booking order. */
export function eventsFromTo(db: TenantDb, employeeId: string, from: string, to?: string) {
  let query = db
    .selectFrom('clock_events')
    .select(['id', 'type', 'occurred_at', 'created_at', 'project_id'])
    .where('employee_id', '=', employeeId)
    .where('occurred_at', '>=', from);
  if (to !== undefined) query = query.where('occurred_at', '<=', to);
  return query.orderBy('occurred_at').orderBy('created_at').execute();
}

/** The employee's last come or go strictly before an instant, leaving out the events being changed: it dates the shift open there. */
export function lastComeOrGoBefore(db: TenantDb, employeeId: string, before: string, excluding: readonly string[]) {
  let query = db
    .selectFrom('clock_events')
    .select(['id', 'type', 'occurred_at', 'created_at', 'project_id'])
    .where('employee_id', '=', employeeId)
    .where('occurred_at', '<', before)
    .where('type', 'in', ['come', 'go']);
  if (excluding.length > 0) query = query.where('id', 'not in', excluding);
  return query.orderBy('occurred_at', 'desc').orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

/** The employee's first come strictly after an instant, leaving out the events being changed: no shift start after it depends on earlier events. */
export function firstComeAfter(db: TenantDb, employeeId: string, after: string, excluding: readonly string[]) {
  let query = db
    .selectFrom('clock_events')
    .select(['id', 'occurred_at'])
    .where('employee_id', '=', employeeId)
    .where('occurred_at', '>', after)
    .where('type', '=', 'come');
  if (excluding.length > 0) query = query.where('id', 'not in', excluding);
  return query.orderBy('occurred_at').orderBy('created_at').limit(1).executeTakeFirst();
}

/** The employee's first event strictly after an instant, leaving out the events being changed. */
export function eventAfter(db: TenantDb, employeeId: string, after: string, excluding: readonly string[]) {
  let query = db
    .selectFrom('clock_events')
    .select(['id', 'type', 'occurred_at', 'created_at', 'project_id'])
    .where('employee_id', '=', employeeId)
    .where('occurred_at', '>', after);
  if (excluding.length > 0) query = query.where('id', 'not in', excluding);
  return query.orderBy('occurred_at').orderBy('created_at').limit(1).executeTakeFirst();
}

export async function insertEvents(db: TenantDb, rows: ClockEventsTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('clock_events').values(rows).execute();
}

export async function updateEvent(db: TenantDb, id: string, patch: Pick<ClockEventsTable, 'type' | 'occurred_at' | 'corrected' | 'project_id'>): Promise<void> {
  await db.updateTable('clock_events').set(patch).where('id', '=', id).execute();
}

export async function deleteEvent(db: TenantDb, id: string): Promise<void> {
  await db.deleteFrom('clock_events').where('id', '=', id).execute();
}

export async function insertHistory(db: TenantDb, rows: ClockEventHistoryTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('clock_event_history').values(rows).execute();
}

export function historyOf(db: TenantDb, employeeId: string, eventId: string): Promise<ClockEventHistoryTable[]> {
  return db
    .selectFrom('clock_event_history')
    .selectAll()
    .where('clock_event_id', '=', eventId)
    .where('employee_id', '=', employeeId)
    .orderBy('corrected_at')
    .orderBy('id')
    .execute();
}

/** The whole correction history of a person's clock events, oldest first. */
/** The corrections made to a person's clock events within [start, end), instants as ISO text, oldest first. */
export function historyOfEmployeeBetween(db: TenantDb, employeeId: string, start: string, end: string): Promise<ClockEventHistoryTable[]> {
  return db
    .selectFrom('clock_event_history')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('corrected_at', '>=', start)
    .where('corrected_at', '<', end)
    .orderBy('corrected_at')
    .orderBy('id')
    .execute();
}

export function historyOfEmployee(db: TenantDb, employeeId: string): Promise<ClockEventHistoryTable[]> {
  return db.selectFrom('clock_event_history').selectAll().where('employee_id', '=', employeeId).orderBy('corrected_at').orderBy('id').execute();
}
