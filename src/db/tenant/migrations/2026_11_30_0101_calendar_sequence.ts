import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

// A calendar app that subscribes to a person's feed tells a changed event by its SEQUENCE
// (RFC 5545 §3.8.7.4), which grows with each revision of the event's start, end or status. Roster
// entries and absences count those revisions themselves; rows written before start at 0, the
// SEQUENCE the feed has shown for them so far.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  for (const table of ['roster_entries', 'absences']) {
    await db.schema.alterTable(table).addColumn('sequence', t.integer, (c) => c.notNull().defaultTo(0)).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['roster_entries', 'absences']) await db.schema.alterTable(table).dropColumn('sequence').execute();
}
