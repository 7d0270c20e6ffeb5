import type { Updateable } from 'kysely';
import type { RostersTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { byName } from '../../db/sort-key.js';
import type { Visibility } from '../../platform/access/visibility.js';
import { listedTo } from './roster-entries.repository.js';

export interface RosterFilters {
  unit_id?: string;
  status?: string;
  from?: string;
  to?: string;
}

export function find(db: TenantDb, id: string): Promise<RostersTable | undefined> {
  return db.selectFrom('rosters').selectAll().where('id', '=', id).executeTakeFirst();
}

function listQuery(db: TenantDb, filters: RosterFilters, publishedOnly: boolean) {
  let query = db.selectFrom('rosters');
  if (publishedOnly) query = query.where('status', '=', 'published');
  if (filters.unit_id) query = query.where('unit_id', '=', filters.unit_id);
  if (filters.status) query = query.where('status', '=', filters.status as RostersTable['status']);
  if (filters.from) query = query.where('period_end', '>=', filters.from);
  if (filters.to) query = query.where('period_start', '<=', filters.to);
  return query;
}

export async function count(db: TenantDb, filters: RosterFilters, publishedOnly: boolean): Promise<number> {
  return Number((await listQuery(db, filters, publishedOnly).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total);
}

/** A page of rosters, the latest period first. */
export function page(db: TenantDb, filters: RosterFilters, publishedOnly: boolean, limit: number, offset: number): Promise<RostersTable[]> {
  return listQuery(db, filters, publishedOnly).selectAll().orderBy('period_start', 'desc').$call(byName(db, 'name')).orderBy('id').limit(limit).offset(offset).execute();
}

/** Whose entries a count covers: those the reader's entry list shows, or (without one) all. */
export interface EntryCounting {
  publishedOnly: boolean;
  visibility: Visibility;
}

/** How many entries each roster holds; rosters without entries are missing from the map. */
export async function entriesCount(db: TenantDb, rosterIds: string[], counting?: EntryCounting): Promise<Map<string, number>> {
  if (rosterIds.length === 0) return new Map();
  let query = db.selectFrom('roster_entries').where('roster_id', 'in', rosterIds);
  if (counting) query = listedTo(db, query, counting.publishedOnly, counting.visibility);
  const rows = await query
    .select(['roster_id', (eb) => eb.fn.countAll<number>().as('total')])
    .groupBy('roster_id')
    .execute();
  return new Map(rows.map((r) => [r.roster_id, Number(r.total)]));
}

export async function departmentExists(db: TenantDb, id: string): Promise<boolean> {
  return (await db.selectFrom('departments').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Whether the roster has an entry before `start` or after `end`. */
export async function hasEntryOutside(db: TenantDb, rosterId: string, start: string, end: string): Promise<boolean> {
  const entry = await db
    .selectFrom('roster_entries')
    .select('id')
    .where('roster_id', '=', rosterId)
    .where((eb) => eb.or([eb('date', '<', start), eb('date', '>', end)]))
    .executeTakeFirst();
  return entry !== undefined;
}

export async function insert(db: TenantDb, row: RostersTable): Promise<void> {
  await db.insertInto('rosters').values(row).execute();
}

export async function update(db: TenantDb, id: string, changes: Updateable<RostersTable>): Promise<void> {
  await db.updateTable('rosters').set(changes).where('id', '=', id).execute();
}

export async function remove(db: TenantDb, id: string): Promise<void> {
  await db.deleteFrom('rosters').where('id', '=', id).execute();
}

/** An entry is cross-unit when its person belongs to another department than the roster's unit. */
export async function deriveSourceUnits(db: TenantDb, rosterId: string, unitId: string | null): Promise<void> {
  await db.updateTable('roster_entries').set({ source_unit_id: null }).where('roster_id', '=', rosterId).execute();
  if (!unitId) return;
  await db
    .updateTable('roster_entries')
    .set((eb) => ({
      source_unit_id: eb.selectFrom('employees').select('employees.department_id').whereRef('employees.id', '=', 'roster_entries.employee_id'),
    }))
    .where('roster_id', '=', rosterId)
    .where('employee_id', 'in', (eb) =>
      eb.selectFrom('employees').select('employees.id').where('employees.department_id', 'is not', null).where('employees.department_id', '!=', unitId),
    )
    .execute();
}

/** Per planned person, how many of the roster's entries are not yet published. */
export async function unpublishedCountsByEmployee(db: TenantDb, rosterId: string): Promise<Array<{ employee_id: string; total: number }>> {
  const rows = await db
    .selectFrom('roster_entries')
    .select(['employee_id', (eb) => eb.fn.countAll<number>().as('total')])
    .where('roster_id', '=', rosterId)
    .where('published_at', 'is', null)
    .where('employee_id', 'is not', null)
    .groupBy('employee_id')
    .execute();
  return rows.map((r) => ({ employee_id: r.employee_id!, total: Number(r.total) }));
}

/**
 * Publishes the roster's unpublished entries; each awaits a new acknowledgement. Its calendar
 * event's status changes (shown again after a withdrawal), a revision counted in its SEQUENCE.
 */
export async function publishEntries(db: TenantDb, rosterId: string, at: string): Promise<void> {
  await db
    .updateTable('roster_entries')
    .set((eb) => ({ published_at: at, told_employee_id: eb.ref('employee_id'), acknowledged_at: null, updated_at: at, sequence: eb('sequence', '+', 1) }))
    .where('roster_id', '=', rosterId)
    .where('published_at', 'is', null)
    .execute();
}

/** Withdraws the publication of all of the roster's entries, acknowledgements included. */
export async function unpublishEntries(db: TenantDb, rosterId: string, at: string): Promise<void> {
  await db.updateTable('roster_entries').set({ published_at: null, acknowledged_at: null, updated_at: at }).where('roster_id', '=', rosterId).execute();
}

/** The people planned in a roster, with their unit: whom a change of the whole roster reaches. */
/** The roster's entries that plan someone, as the law checks of their neighbours need them. */
export function plannedEntries(db: TenantDb, rosterId: string) {
  return db
    .selectFrom('roster_entries')
    .select(['id', 'roster_id', 'employee_id', 'effective_start', 'effective_end', 'break_minutes', 'told_employee_id', 'date', 'start_time', 'end_time'])
    .where('roster_id', '=', rosterId)
    .where('employee_id', 'is not', null)
    .execute();
}

export function plannedPeople(db: TenantDb, rosterId: string): Promise<Array<{ id: string; department_id: string | null }>> {
  return db
    .selectFrom('roster_entries')
    .innerJoin('employees', 'employees.id', 'roster_entries.employee_id')
    .select(['employees.id', 'employees.department_id'])
    .where('roster_entries.roster_id', '=', rosterId)
    .distinct()
    .execute();
}
