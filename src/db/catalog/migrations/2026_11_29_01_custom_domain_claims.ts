import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

/** The table as both versions define it; `uniqueDomain`: the earlier one, one row per domain. */
async function createDomainsTable(db: Kysely<any>, name: string, uniqueDomain: boolean): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable(name)
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('domain', t.text, (c) => (uniqueDomain ? c.notNull().unique() : c.notNull()))
    .addColumn('tenant_id', t.id, (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('verification_token', t.text, (c) => c.notNull())
    .addColumn('verified_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
}

const COLUMNS = ['id', 'domain', 'tenant_id', 'status', 'verification_token', 'verified_at', 'created_at'] as const;

/** Copies the rows into a new table that takes the old one's name (SQLite cannot drop a column's constraint). */
async function rebuild(db: Kysely<any>, uniqueDomain: boolean): Promise<void> {
  await createDomainsTable(db, 'custom_domains_rebuilt', uniqueDomain);
  await db
    .insertInto('custom_domains_rebuilt')
    .columns([...COLUMNS])
    .expression(db.selectFrom('custom_domains').select([...COLUMNS]))
    .execute();
  await db.schema.dropTable('custom_domains').execute();
  await db.schema.alterTable('custom_domains_rebuilt').renameTo('custom_domains').execute();
  await db.schema.createIndex('custom_domains_tenant_id').on('custom_domains').column('tenant_id').execute();
}

// A pending claim no longer keeps a domain from others: a workspace could otherwise claim a name it
// can never verify and lock its owner out for good. Several workspaces may claim one domain; only
// one can have it verified (the partial unique index), and that one serves it.
export async function up(db: Kysely<any>): Promise<void> {
  await rebuild(db, false);
  await db.schema.createIndex('custom_domains_claim').on('custom_domains').columns(['domain', 'tenant_id']).unique().execute();
  await sql`create unique index custom_domains_verified on custom_domains (domain) where status = 'verified'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('custom_domains').where('status', '=', 'pending').execute();
  await rebuild(db, true);
}
