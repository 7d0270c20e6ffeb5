import { afterAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { testEnv, removeTestEnv } from '../support/harness.js';
import { UUID_FORMAT as UUID } from '../support/assertions.js';
import { loadConfig } from '../../src/config.js';
import { Catalog } from '../../src/platform/tenancy/catalog.js';
import { catalogColumns, type CustomDomainsTable, type TenantsTable } from '../../src/db/catalog/schema.js';
import { catalogMigrations } from '../../src/db/catalog/migrations/index.js';
import { ensureDatabase, openDatabase } from '../../src/db/connection.js';
import { migrateToLatest } from '../../src/db/migrate.js';

/** The catalog's tables from before the migration to after it. */
interface CatalogAcrossMigration {
  tenants: TenantsTable;
  tenant_domains: { domain: string; tenant_id: string; created_at: string };
  custom_domains: CustomDomainsTable;
}

/** Catalog migrations on a catalog that already holds data, on both dialects. */
const env = testEnv();
afterAll(() => removeTestEnv(env));

describe('catalog migration 2026_11_25_0301_custom_domain_verification', () => {
  it('keeps the domains the CLI added before, as verified', async () => {
    const location = Catalog.location(loadConfig(env));
    await ensureDatabase(location);
    const db = openDatabase<CatalogAcrossMigration>(location, catalogColumns, { max: 1, idleTimeoutMs: 1_000 });
    try {
      await migrateToLatest(db as Kysely<unknown>, { '2026_11_22_0001_tenants': catalogMigrations['2026_11_22_0001_tenants']! });
      const at = '2026-11-20T08:00:00.000Z';
      await db
        .insertInto('tenants')
        .values({ id: '01900000-0000-7000-8000-0000000000c1', slug: 'alt', name: 'Alt', timezone: 'Europe/Berlin', modules: ['custom_domain'], database_kind: 'sqlite', database_name: 'alt.db', database_server: null, created_at: at, updated_at: at })
        .execute();
      await db.insertInto('tenant_domains').values({ domain: 'zeit.alt.example', tenant_id: '01900000-0000-7000-8000-0000000000c1', created_at: at }).execute();

      await migrateToLatest(db as Kysely<unknown>, catalogMigrations);
      const rows = await db.selectFrom('custom_domains').selectAll().execute();
      expect(rows).toEqual([
        {
          id: expect.stringMatching(UUID),
          domain: 'zeit.alt.example',
          tenant_id: '01900000-0000-7000-8000-0000000000c1',
          status: 'verified',
          verification_token: expect.stringMatching(/^[\w-]{32}$/),
          verified_at: at,
          created_at: at,
        },
      ]);
      await expect(sql`select 1 from tenant_domains`.execute(db)).rejects.toThrow();
      await db.deleteFrom('tenants').execute();
    } finally {
      await db.destroy();
    }
  });
});
