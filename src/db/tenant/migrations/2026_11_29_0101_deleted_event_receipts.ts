import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

// A clock event a correction deleted keeps, in its history entry, the client's event_id, its
// source and the receipt it was answered with: a terminal that sends the event again (it buffered
// it offline and never saw the answer) gets that receipt back instead of booking it a second time.
// Deletions made before this migration kept none; a replay of one of those within the offline
// window books it again, as it did before.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  // One column per statement: SQLite adds only one at a time.
  await db.schema.alterTable('clock_event_history').addColumn('event_id', t.text).execute();
  await db.schema.alterTable('clock_event_history').addColumn('source', t.text).execute();
  await db.schema.alterTable('clock_event_history').addColumn('reply', t.json).execute();
  await db.schema.createIndex('clock_event_history_event_id').on('clock_event_history').column('event_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('clock_event_history_event_id').execute();
  await db.schema.alterTable('clock_event_history').dropColumn('reply').execute();
  await db.schema.alterTable('clock_event_history').dropColumn('source').execute();
  await db.schema.alterTable('clock_event_history').dropColumn('event_id').execute();
}
