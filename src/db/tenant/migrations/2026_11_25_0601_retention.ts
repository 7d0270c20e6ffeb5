import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  // Only the categories a tenant changed; the others keep the default of the code's list.
  await db.schema
    .createTable('retention_policies')
    .addColumn('category', t.text, (c) => c.primaryKey())
    .addColumn('months', t.integer, (c) => c.notNull())
    .addColumn('updated_by', t.id)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  // Whether a phone booking passed the geofence check (null: none was made); it outlives the
  // coordinates, which the retention run removes after geo_positions.
  await db.schema.alterTable('clock_events').addColumn('geofence_inside', t.boolean).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clock_events').dropColumn('geofence_inside').execute();
  await db.schema.dropTable('retention_policies').execute();
}
