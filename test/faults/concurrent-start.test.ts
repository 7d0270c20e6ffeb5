import { afterAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../../src/config.js';
import { dropPostgresDatabase, ensureDatabase, openDatabase, type DatabaseLocation } from '../../src/db/connection.js';
import { tenantMigrations } from '../../src/db/tenant/migrations/index.js';
import { tenantColumns, type TenantDatabase } from '../../src/db/tenant/schema.js';
import { Catalog } from '../../src/platform/tenancy/catalog.js';
import { migrateTenant } from '../../src/platform/tenancy/tenant-migrations.js';
import { dialect, removeTestEnv, testEnv } from '../support/harness.js';
import { StempelServer, stempel, stempelProcess } from '../support/processes.js';

/**
 * Start-up and first use on a fresh installation, many at once: catalog and tenant migrations
 * take a lock, so nothing fails with "table already exists" and nothing is half-created.
 */
const ADMIN = ['--admin-code', 'admin', '--admin-password', 'admin-password-1'];
const envs: Array<Record<string, string>> = [];

function freshEnv(): Record<string, string> {
  // No template: tenant databases are built migration by migration, so their migrations race too.
  const { STEMPEL_PG_TEMPLATE: _template, ...env } = testEnv({ LOG_LEVEL: 'warn' });
  envs.push(env);
  return env;
}

afterAll(async () => {
  for (const env of envs) await removeTestEnv(env);
}, 60_000);

describe('concurrent start-up on a fresh installation', () => {
  it('starts 8 CLI commands and a server at once: every tenant is created once, the server serves', async () => {
    const env = freshEnv();
    let server: StempelServer | undefined;
    try {
      // A server costs several times a CLI command's start-up; one of each kind keeps the test affordable.
      const starting = StempelServer.start(env, 120_000);
      const results = await Promise.all([
        ...['north', 'south', 'east', 'west'].map((slug) => stempelProcess(['tenant', 'create', slug, ...ADMIN], env)),
        // The same slug twice: exactly one wins, the other is told the tenant exists.
        stempelProcess(['tenant', 'create', 'twin', ...ADMIN], env),
        stempelProcess(['tenant', 'create', 'twin', ...ADMIN], env),
        stempelProcess(['migrate'], env),
      ]);
      server = await starting;

      for (const result of [...results.slice(0, 4), results[6]!]) expect(result.code, result.stderr).toBe(0);
      const twins = results.slice(4, 6);
      expect(twins.map((result) => result.code).sort(), twins.map((r) => r.stderr).join('\n')).toEqual([0, 2]);
      expect(twins.find((result) => result.code === 2)!.stderr).toContain('already exists');
      for (const result of results) expect(result.stderr).not.toMatch(/Migration .* failed/);

      const list = await stempel(['tenant', 'list', '--json'], env);
      expect(JSON.parse(list.stdout).map((tenant: { slug: string }) => tenant.slug).sort()).toEqual([
        'east',
        'north',
        'south',
        'twin',
        'west',
      ]);
      expect((await server.request('north', { path: '/ready' })).status).toBe(200);
      for (const slug of ['north', 'twin', 'west']) {
        const login = await server.request(slug, {
          method: 'POST',
          path: '/rest/login',
          body: { code: 'admin', password: 'admin-password-1' },
        });
        expect(login.status, login.body).toBe(200);
      }
    } finally {
      await server?.stop();
    }
  }, 240_000);

  it('migrates one fresh tenant database from 8 connections at once, once', async () => {
    const env = freshEnv();
    const config = loadConfig(env);
    // Opening the catalog creates its database, so the tenant database sits beside it on PostgreSQL.
    const catalog = await Catalog.open(config);
    await catalog.close();
    const location: DatabaseLocation =
      dialect === 'postgres' && catalog.location.kind === 'postgres'
        ? { kind: 'postgres', serverUrl: catalog.location.serverUrl, database: `${catalog.location.database}_race` }
        : { kind: 'sqlite', file: `${config.dataDir}/tenants/race.db` };
    await ensureDatabase(location);
    const handles = Array.from({ length: 8 }, () =>
      openDatabase<TenantDatabase>(location, tenantColumns, { max: 1, idleTimeoutMs: 1_000 }),
    );
    try {
      const applied = await Promise.all(handles.map((db) => migrateTenant(db)));
      // One connection applied every migration; the others waited and found nothing left to do.
      const counts = applied.map((names) => names.length).sort((a, b) => b - a);
      expect(counts[0]).toBe(Object.keys(tenantMigrations).length);
      expect(counts.slice(1)).toEqual([0, 0, 0, 0, 0, 0, 0]);
      const recorded = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(handles[0] as Kysely<unknown>);
      expect(Number(recorded.rows[0]!.n)).toBe(Object.keys(tenantMigrations).length);
    } finally {
      await Promise.all(handles.map((db) => db.destroy()));
      if (location.kind === 'postgres') await dropPostgresDatabase(location.serverUrl, location.database);
    }
  }, 120_000);
});
