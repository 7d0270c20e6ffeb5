import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

/**
 * The person a roster entry was last announced to (its publication, or a change of it, by push).
 * Unpublishing a roster to edit it keeps it, so handing the entry to someone else, deleting it or
 * deleting its roster then still tells the person who saw it that the shift is no longer theirs.
 * Every entry published with a person now has been announced to that person.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('roster_entries').addColumn('told_employee_id', t.text).execute();
  await db
    .updateTable('roster_entries')
    .set({ told_employee_id: sql.ref('employee_id') })
    .where('published_at', 'is not', null)
    .where('employee_id', 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('roster_entries').dropColumn('told_employee_id').execute();
}
