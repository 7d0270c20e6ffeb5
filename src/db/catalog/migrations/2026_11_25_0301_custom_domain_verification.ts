import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

/**
 * Custom domains get an id, a status and a DNS TXT challenge: a domain added over the API is
 * pending until its TXT record is found. Domains the CLI added before are verified (an operator
 * vouched for them), each with a challenge of its own so every row has the same shape.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('custom_domains')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('domain', t.text, (c) => c.notNull().unique())
    .addColumn('tenant_id', t.id, (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('verification_token', t.text, (c) => c.notNull())
    .addColumn('verified_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('custom_domains_tenant_id').on('custom_domains').column('tenant_id').execute();

  const existing = (await db.selectFrom('tenant_domains').selectAll().execute()) as Array<{ domain: string; tenant_id: string; created_at: string }>;
  for (const row of existing) {
    await db
      .insertInto('custom_domains')
      .values({
        id: randomUUID(),
        domain: row.domain,
        tenant_id: row.tenant_id,
        status: 'verified',
        verification_token: randomBytes(24).toString('base64url'),
        verified_at: row.created_at,
        created_at: row.created_at,
      })
      .execute();
  }
  await db.schema.dropTable('tenant_domains').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('tenant_domains')
    .addColumn('domain', t.text, (c) => c.primaryKey())
    .addColumn('tenant_id', t.id, (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tenant_domains_tenant_id').on('tenant_domains').column('tenant_id').execute();
  const verified = await db.selectFrom('custom_domains').select(['domain', 'tenant_id', 'created_at']).where('status', '=', 'verified').execute();
  for (const row of verified) await db.insertInto('tenant_domains').values(row).execute();
  await db.schema.dropTable('custom_domains').execute();
}
