import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

/**
 * The digital personnel file: one row per document with what was checked on upload (size,
 * sniffed content type, SHA-256). The bytes live in the object storage under `storage_key`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('employee_documents')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('category', t.text, (c) => c.notNull())
    .addColumn('title', t.text, (c) => c.notNull())
    .addColumn('file_name', t.text, (c) => c.notNull())
    .addColumn('content_type', t.text, (c) => c.notNull())
    .addColumn('size_bytes', t.bigint, (c) => c.notNull())
    .addColumn('sha256', t.text, (c) => c.notNull())
    .addColumn('storage_key', t.text, (c) => c.notNull().unique())
    .addColumn('valid_until', t.date)
    .addColumn('uploaded_by', t.id)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('employee_documents_employee').on('employee_documents').columns(['employee_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('employee_documents').execute();
}
