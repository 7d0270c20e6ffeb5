import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('tenants')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('slug', t.text, (c) => c.notNull().unique())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('timezone', t.text, (c) => c.notNull())
    .addColumn('modules', t.json, (c) => c.notNull())
    .addColumn('database_kind', t.text, (c) => c.notNull())
    .addColumn('database_name', t.text, (c) => c.notNull())
    .addColumn('database_server', t.text)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('tenant_domains')
    .addColumn('domain', t.text, (c) => c.primaryKey())
    .addColumn('tenant_id', t.id, (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tenant_domains_tenant_id').on('tenant_domains').column('tenant_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tenant_domains').execute();
  await db.schema.dropTable('tenants').execute();
}
