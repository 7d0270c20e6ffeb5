import { describe, expect, inject, it } from 'vitest';
import { postgresDatabaseExists, postgresUrl, withPostgresClient, type DatabaseLocation } from '../../src/db/connection.js';
import { createTestContext, dialect, type TestContext } from './harness.js';
import { createDepartment, createEmployee, tenantWithAdmin } from './factories.js';
import { tableRows } from './postgres-recycling.js';

type PostgresLocation = Extract<DatabaseLocation, { kind: 'postgres' }>;

async function databaseOf(ctx: TestContext, slug: string): Promise<PostgresLocation> {
  const tenant = await ctx.services.catalog.findBySlug(slug);
  if (tenant?.database.kind !== 'postgres') throw new Error(`${slug} has no PostgreSQL database`);
  return tenant.database;
}

function onDatabase<T>(database: PostgresLocation, work: Parameters<typeof withPostgresClient<T>>[1]): Promise<T> {
  return withPostgresClient(postgresUrl(database.serverUrl, database.database), work);
}

async function rowsOf(database: PostgresLocation, tables: string[]): Promise<Record<string, string>> {
  return onDatabase(database, async (client) => {
    const rows: Record<string, string> = {};
    for (const table of tables) rows[table] = await tableRows(client, table);
    return rows;
  });
}

/** The database's identity, which survives a rename. */
function oidOf(database: PostgresLocation): Promise<number> {
  return onDatabase(database, async (client) => Number((await client.query('select oid from pg_database where datname = current_database()')).rows[0].oid));
}

describe.skipIf(dialect !== 'postgres')('tenant databases used again by the tests on PostgreSQL', () => {
  it('hands the next file a used catalog and tenant database emptied back to exactly the rows of fresh ones', async () => {
    const first = await createTestContext();
    let usedOid: number;
    let catalogOid: number;
    try {
      const { slug, token } = await tenantWithAdmin(first);
      await createDepartment(first, slug, token, 'Lager');
      await createEmployee(first, slug, token);
      const used = await databaseOf(first, slug);
      // A row the template itself holds, changed behind the application's back.
      await onDatabase(used, (client) => client.query(`update absence_types set name = name || ' (changed)'`));
      usedOid = await oidOf(used);
      catalogOid = await oidOf(first.services.catalog.location as PostgresLocation);
    } finally {
      await first.close();
    }

    const second = await createTestContext();
    try {
      const catalog = second.services.catalog.location as PostgresLocation;
      expect(await oidOf(catalog)).toBe(catalogOid);
      const freshCatalog = inject('pgCatalogShape').rows;
      expect(await rowsOf(catalog, Object.keys(freshCatalog))).toEqual(freshCatalog);
      const tenant = await second.createTenant();
      const taken = await databaseOf(second, tenant.slug);
      expect(await oidOf(taken)).toBe(usedOid);
      const template = inject('pgTemplateShape').rows;
      expect(await rowsOf(taken, Object.keys(template))).toEqual(template);
      expect(JSON.parse(template.employees!)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('drops a used database whose schema no longer matches the template', async () => {
    const first = await createTestContext();
    let used: PostgresLocation[];
    let usedOids: number[];
    try {
      used = [await databaseOf(first, (await first.createTenant()).slug), await databaseOf(first, (await first.createTenant()).slug)];
      await onDatabase(used[0]!, (client) => client.query('create table left_behind (id integer)'));
      // A column's default is part of the schema too.
      await onDatabase(used[1]!, (client) => client.query(`alter table employees alter column first_name set default 'Jemand'`));
      usedOids = await Promise.all(used.map(oidOf));
    } finally {
      await first.close();
    }
    for (const database of used) expect(await postgresDatabaseExists(database.serverUrl, database.database)).toBe(false);

    const second = await createTestContext();
    try {
      const next = await second.createTenant();
      expect(usedOids).not.toContain(await oidOf(await databaseOf(second, next.slug)));
    } finally {
      await second.close();
    }
  });
});
