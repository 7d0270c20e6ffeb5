import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../portable.js';
import { nameIndexColumns } from '../../sort-key.js';

// The columns as of this migration (STORED_SORT_KEYS then); a later change to that list needs a migration of its own.
const NAME_ORDERS = [
  { table: 'employees', index: 'employees_name_order', columns: ['last_name', 'first_name'] },
  { table: 'locations', index: 'locations_name_order', columns: ['name'] },
  { table: 'holiday_calendars', index: 'holiday_calendars_name_order', columns: ['name'] },
] as const;

/**
 * On PostgreSQL the names' sort keys get stored generated columns (STORED_SORT_KEYS in
 * src/db/sort-key.ts), and the name-order indexes read them: PostgreSQL computed sort_key for
 * every row a list read. SQLite keeps its indexes of 2026-12-02 and computes nothing per row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const { table, index, columns } of NAME_ORDERS) {
    for (const column of columns) {
      await sql`alter table ${sql.table(table)} add column ${sql.ref(`${column}_sort_key`)} text collate "C" generated always as (sort_key(${sql.ref(column)})) stored`.execute(db);
    }
    await db.schema.dropIndex(index).execute();
    await db.schema.createIndex(index).on(table).expression(sql.join([nameIndexColumns(db, columns, 'stored'), sql.ref('id')])).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const { table, index, columns } of NAME_ORDERS) {
    await db.schema.dropIndex(index).execute();
    for (const column of columns) await sql`alter table ${sql.table(table)} drop column ${sql.ref(`${column}_sort_key`)}`.execute(db);
    await db.schema.createIndex(index).on(table).expression(sql.join([nameIndexColumns(db, columns), sql.ref('id')])).execute();
  }
}
