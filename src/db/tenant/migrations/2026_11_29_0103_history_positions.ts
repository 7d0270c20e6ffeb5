import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

/** Whether a recorded state of a clock event (JSON, or its text on SQLite) carries coordinates. */
function carriesPosition(state: unknown): boolean {
  const event = (typeof state === 'string' ? JSON.parse(state) : state) as Record<string, unknown> | null;
  return event !== null && typeof event === 'object' && ['latitude', 'longitude', 'accuracy_m'].some((field) => event[field] !== null && event[field] !== undefined);
}

// A correction's history keeps the event as it was, coordinates included. Their retention
// (geo_positions) counts from the day of the event, not of the correction, so the retention run
// must find every entry that still holds coordinates, however long ago or recently it was made.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('clock_event_history').addColumn('keeps_position', t.boolean, (c) => c.notNull().defaultTo(false)).execute();
  const rows = (await db.selectFrom('clock_event_history').select(['id', 'before', 'after']).execute()) as Array<{ id: string; before: unknown; after: unknown }>;
  for (const row of rows) {
    if (carriesPosition(row.before) || carriesPosition(row.after)) {
      await db.updateTable('clock_event_history').set({ keeps_position: true }).where('id', '=', row.id).execute();
    }
  }
  await db.schema.createIndex('clock_event_history_positions').on('clock_event_history').column('keeps_position').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('clock_event_history_positions').execute();
  await db.schema.alterTable('clock_event_history').dropColumn('keeps_position').execute();
}
