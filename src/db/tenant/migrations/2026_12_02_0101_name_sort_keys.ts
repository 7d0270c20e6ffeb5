import { sql, type Kysely } from 'kysely';
import { createFoldCase, foldedColumn } from '../../case-folding.js';
import { dialectOf } from '../../portable.js';
import { createSortKey, nameIndexColumns } from '../../sort-key.js';
import { renameCaseDuplicates } from './2026_12_01_0101_case_folded_names.js';

const NAME_ORDERS = [
  { table: 'employees', index: 'employees_name_order', columns: ['last_name', 'first_name'] },
  { table: 'locations', index: 'locations_name_order', columns: ['name'] },
  { table: 'holiday_calendars', index: 'holiday_calendars_name_order', columns: ['name'] },
] as const;

/**
 * Lists by name follow dictionary order (sort_key, src/db/sort-key.ts). The employee list's index
 * is rebuilt in that order, so a page still walks the index and stops after its rows. The
 * location list and its calendars get one too: without, SQLite calls the key functions for every
 * row it sorts, some 60 calls (70 µs) for each answer of the bench's 20 locations.
 *
 * Absence-type names are unique ignoring case by fold_case, as schedule-model names are: the
 * service compared lower(), which on SQLite folds ASCII letters only, and the unique index
 * compared the names as written, so two requests at once could store "Urlaub" and "urlaub" on
 * either database. The later of two such types keeps its row and its absences and gets " (2)"
 * (or the next free number).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createFoldCase(db);
  await createSortKey(db);
  await db.schema.dropIndex('employees_name_order').execute();
  for (const { table, index, columns } of NAME_ORDERS) {
    await db.schema.createIndex(index).on(table).expression(sql.join([nameIndexColumns(db, columns), sql.ref('id')])).execute();
  }

  await renameCaseDuplicates(db, 'absence_types', 'name', 100);
  await db.schema.dropIndex('absence_types_name').execute();
  await db.schema.createIndex('absence_types_name').on('absence_types').unique().expression(foldedColumn('name')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('absence_types_name').execute();
  await db.schema.createIndex('absence_types_name').on('absence_types').column('name').unique().execute();
  for (const { index } of NAME_ORDERS) await db.schema.dropIndex(index).execute();
  await db.schema.createIndex('employees_name_order').on('employees').columns(['last_name', 'first_name', 'id']).execute();
  if (dialectOf(db) === 'postgres') await sql`drop function if exists sort_key(text)`.execute(db);
}
