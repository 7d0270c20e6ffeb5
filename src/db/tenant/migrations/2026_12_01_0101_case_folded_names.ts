import { sql, type Kysely } from 'kysely';
import { createFoldCase, foldCase, foldedColumn } from '../../case-folding.js';
import { dialectOf } from '../../portable.js';

// maxLength: what the API takes for the column, so a renamed text can be sent back as it is.
const UNIQUE_IGNORING_CASE = [
  { table: 'schedule_models', column: 'name', index: 'schedule_models_name', maxLength: 100 },
  { table: 'projects', column: 'number', index: 'projects_number', maxLength: 50 },
  { table: 'cost_centers', column: 'number', index: 'cost_centers_number', maxLength: 50 },
] as const;

/**
 * The unique indexes of schedule-model names and project and cost-centre numbers fold case with
 * fold_case instead of lower(), which on SQLite folded ASCII letters only (src/db/case-folding.ts).
 * On SQLite, two rows that only the new folding tells apart ("ÄRZTE-1" and "ärzte-1") could be
 * stored before: the later one keeps its row and everything that points at it, and its text gets
 * " (2)" (or the next free number), so the index can be built and nothing is lost.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createFoldCase(db);
  for (const { table, column, index, maxLength } of UNIQUE_IGNORING_CASE) {
    if (dialectOf(db) === 'sqlite') await renameCaseDuplicates(db, table, column, maxLength);
    await db.schema.dropIndex(index).execute();
    await db.schema.createIndex(index).on(table).unique().expression(foldedColumn(column)).execute();
  }
}

/** `text (suffix)`, the text cut short (by characters) so the whole stays within `maxLength`. */
function withSuffix(text: string, suffix: number, maxLength: number): string {
  const tail = ` (${suffix})`;
  return `${[...text].slice(0, maxLength - tail.length).join('').trimEnd()}${tail}`;
}

/** Also used by the migration of 2026-12-02 (absence-type names). */
export async function renameCaseDuplicates(db: Kysely<any>, table: string, column: string, maxLength: number): Promise<void> {
  const rows = (await db.selectFrom(table).select(['id', column]).orderBy('created_at').orderBy('id').execute()) as Array<Record<string, string>>;
  const taken = new Set(rows.map((row) => foldCase(row[column])!));
  const seen = new Set<string>();
  for (const row of rows) {
    const folded = foldCase(row[column])!;
    if (!seen.has(folded)) {
      seen.add(folded);
      continue;
    }
    let suffix = 2;
    while (taken.has(foldCase(withSuffix(row[column]!, suffix, maxLength))!)) suffix += 1;
    const renamed = withSuffix(row[column]!, suffix, maxLength);
    taken.add(foldCase(renamed)!);
    seen.add(foldCase(renamed)!);
    await db.updateTable(table).set({ [column]: renamed }).where('id', '=', row.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table, column, index } of UNIQUE_IGNORING_CASE) {
    await db.schema.dropIndex(index).execute();
    await db.schema.createIndex(index).on(table).unique().expression(sql`lower(${sql.ref(column)})`).execute();
  }
}
