import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  // Set once when a former employee's personal data is erased (Art. 17 GDPR); the row stays,
  // pseudonymised, for what the law requires to keep.
  await db.schema.alterTable('employees').addColumn('erased_at', t.timestamp).execute();
  // Why it was erased (accountability, Art. 5 (2) GDPR); the person's own data inside it is replaced.
  await db.schema.alterTable('employees').addColumn('erasure_reason', t.text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('employees').dropColumn('erasure_reason').execute();
  await db.schema.alterTable('employees').dropColumn('erased_at').execute();
}
