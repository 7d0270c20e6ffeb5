import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  // One feed secret per person, kept only as its SHA-256: issuing a new one replaces the row,
  // which is what revokes the old URL.
  await db.schema
    .createTable('calendar_tokens')
    .addColumn('employee_id', t.id, (c) => c.primaryKey().references('employees.id'))
    .addColumn('token_hash', t.text, (c) => c.notNull().unique())
    .addColumn('created_by', t.id)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_tokens').execute();
}
