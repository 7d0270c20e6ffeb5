import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { closeServices, openServices, poolOptions, provisioningOptions, type Services } from '../../src/services.js';
import { dropPostgresDatabase, removeDatabase, splitPostgresUrl } from '../../src/db/connection.js';
import { locationFor, provisionTenant, type NewTenant } from '../../src/platform/tenancy/provisioning.js';
import { recycleDatabase, takeSpareDatabase } from './postgres-recycling.js';
import { placeMigratedSqliteCopy } from './sqlite-template.js';
import { slugProblem, type Tenant } from '../../src/platform/tenancy/tenant.js';
import { hashCheaplyInThisProcess } from '../../src/platform/access/passwords.js';

export const dialect = (process.env.STEMPEL_TEST_DIALECT ?? 'sqlite') as 'sqlite' | 'postgres';

/**
 * The time a test that drops a PostgreSQL database (`stempel tenant delete`) may take. DROP
 * DATABASE makes the server write a checkpoint and waits for it, and that checkpoint syncs every
 * file the whole run wrote since the last one: 45,000 files of test databases took the server
 * 12 s on this machine, and more than the default 30 s in CI. That is waiting, not a hang.
 */
export const DROPS_A_DATABASE_MS = 120_000;

// Passwords and PINs hashed in the test process use the cheapest argon2id (passwords.ts): the
// same code path, at a fraction of a millisecond instead of 15 ms of CPU each. Servers and CLI
// commands the tests start as processes keep the full strength.
hashCheaplyInThisProcess();

/**
 * Environment for a test file: a fresh data directory, or a fresh catalog database on the
 * test server whose tenant databases are copied from the run's migrated template (or are
 * earlier files' copies emptied back to it, see postgres-recycling.ts).
 * Nothing in it is shared with another file, so files can run in parallel workers.
 */
export function testEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {
    STEMPEL_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-test-')),
    LOG_LEVEL: 'silent',
    STEMPEL_TENANT_CACHE_TTL_MS: '0',
    // Every answer of every test is checked against the schema the OpenAPI document gives for it.
    STEMPEL_CHECK_ANSWERS: 'true',
  };
  if (dialect === 'postgres') {
    const server = process.env.STEMPEL_TEST_DATABASE_URL;
    if (!server) throw new Error('STEMPEL_TEST_DATABASE_URL is required for the postgres project');
    const url = new URL(server);
    url.pathname = `/stempel_test_${randomBytes(4).toString('hex')}`;
    env.STEMPEL_DATABASE_URL = url.toString();
    env.STEMPEL_PG_TEMPLATE = inject('pgTemplate');
    // Two connections per pool keep parallel files within a server's default 100 connections.
    // STEMPEL_TEST_PG_POOL_MAX=1 runs the suite as a full connection budget makes pools behave
    // (one connection per tenant): code that needs a second connection while it holds the first
    // hangs there instead of only under load.
    env.STEMPEL_PG_POOL_MAX = process.env.STEMPEL_TEST_PG_POOL_MAX ?? '2';
    // A file creates dozens of tenants, and each tenant's idle pool would hold its connections
    // for the default 10 s: three files side by side reached the server's 100 connections.
    env.STEMPEL_PG_IDLE_TIMEOUT_MS = '1000';
  }
  return { ...env, ...extra };
}

export interface TestContext {
  app: App;
  services: Services;
  config: Config;
  /** The environment the app was configured from: the CLI run with it works on the same installation. */
  env: Record<string, string>;
  /** A fresh tenant with its own database; the slug is made unique unless given. */
  createTenant(input?: Partial<NewTenant>): Promise<Tenant>;
  request(options: TestRequest): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestRequest {
  method?: InjectOptions['method'];
  url: string;
  tenant?: string;
  host?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The run's PostgreSQL server: only databases there are used again, a file's second server goes with it. */
function testServer(): string | undefined {
  const url = process.env.STEMPEL_TEST_DATABASE_URL;
  return url ? splitPostgresUrl(url).serverUrl : undefined;
}

/**
 * Drops everything a test environment created: tenant databases, the catalog, the data directory
 * (or keeps databases to use again). A caller that has the catalog open passes its tenants;
 * otherwise the catalog is opened once more to list them.
 */
export async function removeTestEnv(env: Record<string, string>, knownTenants?: Tenant[]): Promise<void> {
  const config = loadConfig(env);
  if (config.databaseUrl) {
    const tenants = knownTenants ?? (await tenantsOf(config));
    const server = testServer();
    // A few at a time: one by one, a file with dozens of tenants outlasted its hook timeout.
    const pending = tenants.flatMap((tenant) => (tenant.database.kind === 'postgres' ? [tenant.database] : []));
    const template = config.pgTenantTemplate;
    const dropNext = async (): Promise<void> => {
      const database = pending.pop();
      if (!database) return;
      const kept =
        template !== undefined &&
        database.serverUrl === server &&
        (await recycleDatabase('tenant', database, template, inject('pgTemplateShape')));
      if (!kept) await dropPostgresDatabase(database.serverUrl, database.database);
      return dropNext();
    };
    await Promise.all(Array.from({ length: 4 }, dropNext));
    const catalog = splitPostgresUrl(config.databaseUrl);
    const kept =
      template !== undefined && catalog.serverUrl === server && (await recycleDatabase('catalog', catalog, template, inject('pgCatalogShape')));
    if (!kept) await dropPostgresDatabase(catalog.serverUrl, catalog.database);
  }
  fs.rmSync(config.dataDir, { recursive: true, force: true });
}

async function tenantsOf(config: Config): Promise<Tenant[]> {
  const services = await openServices(config);
  try {
    return await services.catalog.list();
  } finally {
    await closeServices(services);
  }
}

let counter = 0;

/**
 * One app per test file, on its own catalog; everything it created is dropped on close.
 * `replace` swaps collaborators (a fake DNS resolver, say) before the app is built.
 */
export async function createTestContext(extraEnv: Record<string, string> = {}, replace: Partial<Services> = {}): Promise<TestContext> {
  const env = testEnv(extraEnv);
  const config = loadConfig(env);
  // A catalog an earlier file of this worker emptied takes this file's name; opening it then
  // finds every migration applied.
  const catalog = config.databaseUrl ? splitPostgresUrl(config.databaseUrl) : undefined;
  if (catalog && config.pgTenantTemplate && catalog.serverUrl === testServer()) await takeSpareDatabase('catalog', catalog);
  const services: Services = { ...(await openServices(config)), ...replace };
  const app = await buildApp(services);
  await app.ready();

  return {
    app,
    services,
    config,
    env,
    async createTenant(input = {}) {
      const slug = input.slug ?? `t${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;
      const location = locationFor(services.catalog, slug, input.databaseServer);
      // A migrated, empty database takes the new tenant's name: on PostgreSQL one an earlier file
      // of this worker emptied, on SQLite a copy of the worker's migrated file. Provisioning then
      // finds it there and uses it.
      const fresh = slugProblem(slug) === undefined && !(await services.catalog.findBySlug(slug));
      const placed =
        fresh &&
        (location.kind === 'postgres'
          ? input.databaseServer === undefined && (await takeSpareDatabase('tenant', location))
          : await placeMigratedSqliteCopy(location.file));
      try {
        return await provisionTenant(services.catalog, { ...input, slug }, poolOptions(config), provisioningOptions(config));
      } catch (error) {
        if (placed) await removeDatabase(location).catch(() => undefined);
        throw error;
      }
    },
    request({ method = 'GET', url, tenant, host, token, body, headers = {} }) {
      const allHeaders: Record<string, string> = { host: host ?? `${tenant ?? 'missing'}.${config.baseDomain}`, ...headers };
      if (token) allHeaders.authorization = `Bearer ${token}`;
      return app.inject({
        method,
        url,
        headers: allHeaders,
        ...(body === undefined ? {} : typeof body === 'string' ? { payload: body } : { payload: body as object }),
      });
    },
    async close() {
      await app.close();
      const tenants = config.databaseUrl ? await services.catalog.list() : [];
      await closeServices(services);
      await removeTestEnv(env, tenants);
    },
  };
}
