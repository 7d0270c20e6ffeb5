import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createPostgresDatabase, dropPostgresDatabase, openDatabase, splitPostgresUrl } from '../../src/db/connection.js';
import type { ColumnKinds } from '../../src/db/portable.js';
import { migrateToLatest, type MigrationSet } from '../../src/db/migrate.js';
import { catalogMigrations } from '../../src/db/catalog/migrations/index.js';
import { catalogColumns } from '../../src/db/catalog/schema.js';
import { tenantMigrations } from '../../src/db/tenant/migrations/index.js';
import { tenantColumns } from '../../src/db/tenant/schema.js';
import { dropSpareDatabases, readTemplateShape, type TemplateShape } from './postgres-recycling.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tenant database migrated once per run; every test tenant on PostgreSQL is copied from it. */
    pgTemplate: string;
    /** The template's schema digest and contents, to empty a used tenant database back to them. */
    pgTemplateShape: TemplateShape;
    /** The same of a freshly migrated catalog, to empty a used catalog database back to it. */
    pgCatalogShape: TemplateShape;
  }
}

/** Creates a database, migrates it and reads its shape; the database is dropped again if anything fails. */
async function migratedShape(serverUrl: string, database: string, columns: ColumnKinds, migrations: MigrationSet): Promise<TemplateShape> {
  await createPostgresDatabase(serverUrl, database);
  try {
    const db = openDatabase({ kind: 'postgres', serverUrl, database }, columns, { max: 1, idleTimeoutMs: 1_000 });
    try {
      await migrateToLatest(db as Kysely<unknown>, migrations);
    } finally {
      // CREATE DATABASE ... TEMPLATE refuses a template that anyone is connected to.
      await db.destroy();
    }
    return await readTemplateShape(serverUrl, database);
  } catch (error) {
    await dropPostgresDatabase(serverUrl, database);
    throw error;
  }
}

/** Global setup of the postgres project: builds the template before any file runs, drops it and the kept copies after the last. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = process.env.STEMPEL_TEST_DATABASE_URL;
  if (!server) throw new Error('STEMPEL_TEST_DATABASE_URL is required for the postgres project');
  const { serverUrl } = splitPostgresUrl(server);
  const run = randomBytes(4).toString('hex');
  const template = `stempel_test_template_${run}`;
  const shape = await migratedShape(serverUrl, template, tenantColumns, tenantMigrations);
  // A catalog is only read, not copied: what a fresh one holds is all the tests need of it.
  const catalog = `stempel_test_catalog_${run}`;
  let catalogShape: TemplateShape;
  try {
    catalogShape = await migratedShape(serverUrl, catalog, catalogColumns, catalogMigrations);
    await dropPostgresDatabase(serverUrl, catalog);
  } catch (error) {
    await dropPostgresDatabase(serverUrl, template);
    throw error;
  }
  project.provide('pgTemplate', template);
  project.provide('pgTemplateShape', shape);
  project.provide('pgCatalogShape', catalogShape);
  return async () => {
    await dropSpareDatabases(serverUrl, template);
    await dropPostgresDatabase(serverUrl, template);
  };
}
