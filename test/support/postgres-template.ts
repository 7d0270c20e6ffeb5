import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createPostgresDatabase, dropPostgresDatabase, openDatabase, splitPostgresUrl } from '../../src/db/connection.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { tenantMigrations } from '../../src/db/tenant/migrations/index.js';
import { tenantColumns } from '../../src/db/tenant/schema.js';
import { dropSpareDatabases, readTemplateShape, type TemplateShape } from './postgres-recycling.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tenant database migrated once per run; every test tenant on PostgreSQL is copied from it. */
    pgTemplate: string;
    /** The template's schema digest and contents, to empty a used tenant database back to them. */
    pgTemplateShape: TemplateShape;
  }
}

/** Global setup of the postgres project: builds the template before any file runs, drops it and the kept copies after the last. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = process.env.STEMPEL_TEST_DATABASE_URL;
  if (!server) throw new Error('STEMPEL_TEST_DATABASE_URL is required for the postgres project');
  const { serverUrl } = splitPostgresUrl(server);
  const template = `stempel_test_template_${randomBytes(4).toString('hex')}`;
  await createPostgresDatabase(serverUrl, template);
  const db = openDatabase({ kind: 'postgres', serverUrl, database: template }, tenantColumns, { max: 1, idleTimeoutMs: 1_000 });
  let shape: TemplateShape;
  try {
    try {
      await migrateToLatest(db as Kysely<unknown>, tenantMigrations);
    } finally {
      // CREATE DATABASE ... TEMPLATE refuses a template that anyone is connected to.
      await db.destroy();
    }
    shape = await readTemplateShape(serverUrl, template);
  } catch (error) {
    await dropPostgresDatabase(serverUrl, template);
    throw error;
  }
  project.provide('pgTemplate', template);
  project.provide('pgTemplateShape', shape);
  return async () => {
    await dropSpareDatabases(serverUrl, template);
    await dropPostgresDatabase(serverUrl, template);
  };
}
