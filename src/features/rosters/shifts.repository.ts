import type { Updateable } from 'kysely';
import type { ShiftsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { byName } from '../../db/sort-key.js';

/** A shift template that has not been retired. */
export function findActive(db: TenantDb, id: string): Promise<ShiftsTable | undefined> {
  return db.selectFrom('shifts').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export function listActive(db: TenantDb): Promise<ShiftsTable[]> {
  return db.selectFrom('shifts').selectAll().where('deleted_at', 'is', null).orderBy('start_time').$call(byName(db, 'name')).orderBy('id').execute();
}

export async function insert(db: TenantDb, row: ShiftsTable): Promise<void> {
  await db.insertInto('shifts').values(row).execute();
}

export async function update(db: TenantDb, id: string, changes: Updateable<ShiftsTable>): Promise<void> {
  await db.updateTable('shifts').set(changes).where('id', '=', id).execute();
}

export async function retire(db: TenantDb, id: string, at: string): Promise<void> {
  await db.updateTable('shifts').set({ deleted_at: at }).where('id', '=', id).execute();
}

/**
 * Whether the shift is planned on a roster entry that has not ended by the instant `at` (ISO 8601,
 * UTC): entries lie in their own zones, so their instants are compared, not their dates.
 */
export async function plannedEndingAfter(db: TenantDb, shiftId: string, at: string): Promise<boolean> {
  const entry = await db.selectFrom('roster_entries').select('id').where('shift_id', '=', shiftId).where('effective_end', '>', at).limit(1).executeTakeFirst();
  return entry !== undefined;
}
