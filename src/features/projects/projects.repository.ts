import type { Updateable } from 'kysely';
import { jsonTextHolds } from '../../db/like.js';
import type { ProjectsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import type { ProjectRecord } from './project.resource.js';
import { foldedColumn, foldedValue } from '../../db/case-folding.js';
import { byName } from '../../db/sort-key.js';

/** Every query on projects and the locations they may be booked at. `db` may be a transaction. */

export interface ProjectFilter {
  active?: boolean;
  /** Only projects bookable at this location (restricted to it, or not restricted at all). */
  locationId?: string | null;
  /** Only projects whose dates cover this local date. */
  bookableOn?: string;
  costCenterId?: string;
}

function listQuery(db: TenantDb, filter: ProjectFilter) {
  let query = db.selectFrom('projects');
  if (filter.active !== undefined) query = query.where('projects.active', '=', filter.active);
  if (filter.costCenterId !== undefined) query = query.where('projects.cost_center_id', '=', filter.costCenterId);
  if (filter.bookableOn !== undefined) {
    const date = filter.bookableOn;
    query = query
      .where((eb) => eb.or([eb('projects.starts_on', 'is', null), eb('projects.starts_on', '<=', date)]))
      .where((eb) => eb.or([eb('projects.ends_on', 'is', null), eb('projects.ends_on', '>=', date)]));
  }
  if (filter.locationId !== undefined) {
    const locationId = filter.locationId;
    query = query.where((eb) => {
      const restrictions = eb.selectFrom('project_locations as pl').select('pl.project_id').whereRef('pl.project_id', '=', 'projects.id');
      const unrestricted = eb.not(eb.exists(restrictions));
      return locationId === null ? unrestricted : eb.or([unrestricted, eb.exists(restrictions.where('pl.location_id', '=', locationId))]);
    });
  }
  return query;
}

export async function count(db: TenantDb, filter: ProjectFilter): Promise<number> {
  const row = await listQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** By number, in the order of names (the same on both databases). */
export function page(db: TenantDb, filter: ProjectFilter, limit: number, offset: number): Promise<ProjectsTable[]> {
  return listQuery(db, filter)
    .selectAll('projects')
    .$call(byName(db, 'projects.number'))
    .orderBy('projects.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The locations of each given project; projects without restriction are missing from the map. */
export async function locationsOf(db: TenantDb, projectIds: readonly string[]): Promise<Map<string, string[]>> {
  const byProject = new Map<string, string[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .selectFrom('project_locations')
    .select(['project_id', 'location_id'])
    .where('project_id', 'in', [...projectIds])
    .orderBy('location_id')
    .execute();
  for (const row of rows) {
    const list = byProject.get(row.project_id) ?? [];
    list.push(row.location_id);
    byProject.set(row.project_id, list);
  }
  return byProject;
}

export async function withLocations(db: TenantDb, rows: ProjectsTable[]): Promise<ProjectRecord[]> {
  const locations = await locationsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, location_ids: locations.get(row.id) ?? [] }));
}

export function find(db: TenantDb, id: string): Promise<ProjectsTable | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMany(db: TenantDb, ids: readonly string[]): Promise<ProjectsTable[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('projects').selectAll().where('id', 'in', [...ids]).execute();
}

export async function numberTaken(db: TenantDb, number: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('projects')
    .select('id')
    .where(foldedColumn('number'), '=', foldedValue(number));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function countExistingLocations(db: TenantDb, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('locations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', [...ids])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insert(db: TenantDb, row: ProjectsTable): Promise<void> {
  await db.insertInto('projects').values(row).execute();
}

export async function update(db: TenantDb, id: string, changes: Updateable<ProjectsTable>): Promise<void> {
  await db.updateTable('projects').set(changes).where('id', '=', id).execute();
}

export async function replaceLocations(db: TenantDb, projectId: string, locationIds: readonly string[]): Promise<void> {
  await db.deleteFrom('project_locations').where('project_id', '=', projectId).execute();
  if (locationIds.length > 0) {
    await db
      .insertInto('project_locations')
      .values(locationIds.map((location_id) => ({ project_id: projectId, location_id })))
      .execute();
  }
}

export async function remove(db: TenantDb, id: string): Promise<void> {
  await db.deleteFrom('project_locations').where('project_id', '=', id).execute();
  await db.deleteFrom('projects').where('id', '=', id).execute();
}

/**
 * Whether anything was ever booked on the project: a clock event names it now; a correction's
 * history names it in the event as it was or became (an event since moved to another project,
 * or deleted); or a correction request names it, asked, approved or rejected alike.
 */
export async function hasBookings(db: TenantDb, id: string): Promise<boolean> {
  const named = async (query: Promise<unknown>) => (await query) !== undefined;
  return (
    (await named(db.selectFrom('clock_events').select('id').where('project_id', '=', id).limit(1).executeTakeFirst())) ||
    (await named(db.selectFrom('correction_requests').select('id').where('project_id', '=', id).limit(1).executeTakeFirst())) ||
    (await named(historyNaming(db, id).executeTakeFirst()))
  );
}

/**
 * A history entry whose recorded states (JSON) name the project. Only a project's id is ever that
 * id, so a match is a booking; were a client's event_id the same text, the project would only be
 * kept, never lost.
 */
function historyNaming(db: TenantDb, id: string) {
  return db
    .selectFrom('clock_event_history')
    .select('id')
    .where((eb) => eb.or([jsonTextHolds('clock_event_history.before', id), jsonTextHolds('clock_event_history.after', id)]))
    .limit(1);
}

/** Whether the project may be booked at a location: it is unrestricted, or restricted to that location among others. */
export async function bookableAtLocation(db: TenantDb, projectId: string, locationId: string | null): Promise<boolean> {
  const rows = await db.selectFrom('project_locations').select('location_id').where('project_id', '=', projectId).execute();
  return rows.length === 0 || (locationId !== null && rows.some((row) => row.location_id === locationId));
}
