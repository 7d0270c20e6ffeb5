import { sql } from 'kysely';
import { localDaysSpan } from '../../domain/working-time/local-time.js';
import type { ClockEventHistoryTable, ClockEventsTable, EmployeesTable, TenantDatabase } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { columnsOf } from '../../db/columns.js';
import { reusableInsert, reusableQuery } from '../../db/reusable-query.js';

/** An employee's clock events from the start of `from` to the end of `to`, both local days in `timeZone`. */
export function clockEventsBetween(db: TenantDb, employeeId: string, from: string, to: string, timeZone: string): Promise<ClockEventsTable[]> {
  const days = localDaysSpan(from, to, timeZone);
  return db
    .selectFrom('clock_events')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('occurred_at', '>=', new Date(days.start).toISOString())
    .where('occurred_at', '<', new Date(days.end).toISOString())
    .orderBy('occurred_at')
    .orderBy('created_at')
    .execute();
}

// The replay check, the neighbours for the come/go order: every clock-in asks them, so they
// are compiled once (reusableQuery) and only run per request.
// A client's event_id is unique per person: the replay check looks only among the person's own
// events, so an id of someone else's is unknown here and tells nothing about their bookings.
// A deleted event's receipt is kept in its history entry, its terminal in the state the entry
// keeps of it; a booked one comes first.
const receiptByEventId = reusableQuery((db: TenantDb, employeeId: string, eventId: string) =>
  db
    .selectFrom('clock_events')
    .select(['source', 'terminal_id', 'reply', sql<unknown>`null`.as('before'), sql<number>`0`.as('deleted')])
    .where('employee_id', '=', employeeId)
    .where('event_id', '=', eventId)
    .unionAll(
      db
        .selectFrom('clock_event_history')
        .select(['source', sql<string | null>`null`.as('terminal_id'), 'reply', 'before', sql<number>`1`.as('deleted')])
        .where('employee_id', '=', employeeId)
        .where('event_id', '=', eventId)
        .where('action', '=', 'delete')
        // Every entry that keeps an event_id keeps its source.
        .$narrowType<{ source: string }>(),
    )
    .orderBy('deleted')
    .limit(1),
);

/**
 * The event the person booked under their client event_id, also one a correction deleted since:
 * from which source and terminal it came, and the receipt they got.
 */
export async function receiptOfEventId(db: TenantDb, employeeId: string, eventId: string): Promise<Pick<ClockEventsTable, 'source' | 'terminal_id' | 'reply'> | undefined> {
  const row = (await receiptByEventId(db, employeeId, eventId)).rows[0];
  if (!row) return undefined;
  const deleted = row.before as Pick<ClockEventsTable, 'terminal_id'> | null;
  return { source: row.source, terminal_id: row.terminal_id ?? deleted?.terminal_id ?? null, reply: row.reply };
}

/** The statement of lastEventAtOrBefore, also one side of eventsAround. */
function lastAtOrBeforeQuery(db: TenantDb, employeeId: string, at: string) {
  return db
    .selectFrom('clock_events')
    .select(['type', 'occurred_at'])
    .where('employee_id', '=', employeeId)
    .where('occurred_at', '<=', at)
    .orderBy('occurred_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1);
}

const lastAtOrBefore = reusableQuery(lastAtOrBeforeQuery);

/** The employee's last event at or before `at`; of two at the same instant, the one stored last. */
export async function lastEventAtOrBefore(db: TenantDb, employeeId: string, at: string) {
  return (await lastAtOrBefore(db, employeeId, at)).rows[0];
}

const aroundInstant = reusableQuery((db: TenantDb, employeeId: string, at: string) => {
  const firstAfter = db
    .selectFrom('clock_events')
    .select(['type', 'occurred_at'])
    .where('employee_id', '=', employeeId)
    .where('occurred_at', '>', at)
    .orderBy('occurred_at', 'asc')
    .limit(1);
  // Each side in a subquery of its own: SQLite allows ORDER BY and LIMIT only there in a UNION.
  return db
    .selectFrom(lastAtOrBeforeQuery(db, employeeId, at).as('previous'))
    .selectAll()
    .unionAll(db.selectFrom(firstAfter.as('next')).selectAll());
});

/**
 * The employee's last event at or before `at` (of two at the same instant, the one stored last)
 * and first event after it, in one round trip: every booking checks its place between them.
 */
export async function eventsAround(db: TenantDb, employeeId: string, at: string) {
  const rows = (await aroundInstant(db, employeeId, at)).rows;
  const instant = Date.parse(at);
  return {
    previous: rows.find((row) => Date.parse(row.occurred_at) <= instant),
    next: rows.find((row) => Date.parse(row.occurred_at) > instant),
  };
}

/** The person's last come or go strictly before `at`, leaving out the events being changed. */
function lastComeOrGoBeforeQuery(db: TenantDb, employeeId: string, at: string) {
  return db
    .selectFrom('clock_events')
    .select(['type', 'occurred_at'])
    .where('employee_id', '=', employeeId)
    .where('occurred_at', '<', at)
    .where('type', 'in', ['come', 'go'])
    .orderBy('occurred_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1);
}

// A clock-in after a break or switch asks it for the start of its shift: compiled once.
const lastComeOrGoBeforeInstant = reusableQuery(lastComeOrGoBeforeQuery);

export async function lastComeOrGoBefore(db: TenantDb, employeeId: string, at: string, excluding: readonly string[]) {
  if (excluding.length === 0) return (await lastComeOrGoBeforeInstant(db, employeeId, at)).rows[0];
  return lastComeOrGoBeforeQuery(db, employeeId, at).where('id', 'not in', excluding).executeTakeFirst();
}

// The insert every clock-in makes is compiled once too.
const insertEvent = reusableInsert<TenantDatabase, 'clock_events'>(
  'clock_events',
  columnsOf<ClockEventsTable>({
    id: true, employee_id: true, type: true, occurred_at: true, timezone: true, source: true, terminal_id: true, device: true,
    latitude: true, longitude: true, accuracy_m: true, event_id: true, reply: true, corrected: true, project_id: true,
    geofence_inside: true, created_at: true,
  }),
);

export async function insert(db: TenantDb, event: ClockEventsTable): Promise<void> {
  await insertEvent(db, event);
}

/** The person who clocks, if they are still employed. */
export function findActiveEmployee(db: TenantDb, id: string): Promise<EmployeesTable | undefined> {
  return db.selectFrom('employees').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/**
 * The employee's published roster entries dated from `from` to `to` (both included), earliest
 * start first: a clock-in reminder reads today's and the day before's, whose night shift may
 * still be running.
 */
export function publishedEntriesDated(db: TenantDb, employeeId: string, from: string, to: string) {
  return db
    .selectFrom('roster_entries')
    .select(['id', 'date', 'effective_start', 'effective_end', 'timezone'])
    .where('employee_id', '=', employeeId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where('published_at', 'is not', null)
    .orderBy('effective_start')
    .execute();
}

/**
 * The employee's `come` and `go` events from `from` to `to` (both included), plus the last one
 * before `from` (the stretch `from` may fall in), oldest first; at one instant in booking order.
 */
export async function comesAndGoesAround(db: TenantDb, employeeId: string, from: string, to: string): Promise<Array<Pick<ClockEventsTable, 'type' | 'occurred_at'>>> {
  const [before, within] = await Promise.all([
    lastComeOrGoBefore(db, employeeId, from, []),
    db
      .selectFrom('clock_events')
      .select(['type', 'occurred_at'])
      .where('employee_id', '=', employeeId)
      .where('type', 'in', ['come', 'go'])
      .where('occurred_at', '>=', from)
      .where('occurred_at', '<=', to)
      .orderBy('occurred_at')
      .orderBy('created_at')
      .execute(),
  ]);
  return before ? [before, ...within] : within;
}

/** An approved absence of the person covering the whole date (a half day on it leaves the other half to work). */
export function fullDayAbsenceOn(db: TenantDb, employeeId: string, date: string) {
  return db
    .selectFrom('absences')
    .select(['id', 'start_date', 'end_date', 'half_day_start', 'half_day_end'])
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'approved')
    .where('start_date', '<=', date)
    .where('end_date', '>=', date)
    .execute()
    .then((rows) => rows.find((row) => !(row.half_day_start && row.start_date === date) && !(row.half_day_end && row.end_date === date)));
}

/** Every clock event of a person, oldest first. */
export function allEventsOf(db: TenantDb, employeeId: string): Promise<ClockEventsTable[]> {
  return db.selectFrom('clock_events').selectAll().where('employee_id', '=', employeeId).orderBy('occurred_at').orderBy('id').execute();
}

/** The receipts a person's clock events keep (the answer a replay of their event_id gets). */
export function receiptsOf(db: TenantDb, employeeId: string): Promise<Array<Pick<ClockEventsTable, 'id' | 'reply'>>> {
  return db.selectFrom('clock_events').select(['id', 'reply']).where('employee_id', '=', employeeId).where('reply', 'is not', null).execute();
}

export async function setReceipt(db: TenantDb, id: string, reply: ClockEventsTable['reply']): Promise<void> {
  await db.updateTable('clock_events').set({ reply }).where('id', '=', id).execute();
}

/** The receipts a person's deleted clock events keep in their history entries (what a replay of their event_id gets). */
export function deletedReceiptsOf(db: TenantDb, employeeId: string): Promise<Array<Pick<ClockEventHistoryTable, 'id' | 'reply'>>> {
  return db.selectFrom('clock_event_history').select(['id', 'reply']).where('employee_id', '=', employeeId).where('reply', 'is not', null).execute();
}

export async function setDeletedReceipt(db: TenantDb, historyId: string, reply: unknown): Promise<void> {
  await db.updateTable('clock_event_history').set({ reply }).where('id', '=', historyId).execute();
}
