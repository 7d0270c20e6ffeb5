import type { Kysely } from 'kysely';

// The employee list is ordered by last name, first name and id. Without an index in that order
// every page read the whole table and sorted it; with it a page walks the index and stops after
// the page's rows.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('employees_name_order').on('employees').columns(['last_name', 'first_name', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('employees_name_order').execute();
}
