import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresUrl, withPostgresClient } from '../../src/db/connection.js';
import type { Tenant } from '../../src/platform/tenancy/tenant.js';
import { expectEnvelope } from '../support/assertions.js';
import { ADMIN_PASSWORD, tenantWithAdmin } from '../support/factories.js';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';
import { stempel } from '../support/processes.js';

/**
 * A tenant whose database is missing, unreadable or corrupt answers 503 in the envelope, logs
 * the cause with the tenant at error level, and leaves every other tenant alone.
 */
let ctx: TestContext;
let healthy: Awaited<ReturnType<typeof tenantWithAdmin>>;
let cliEnv: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  healthy = await tenantWithAdmin(ctx);
  cliEnv = { STEMPEL_DATA_DIR: ctx.config.dataDir, LOG_LEVEL: 'silent', ...(ctx.config.databaseUrl ? { STEMPEL_DATABASE_URL: ctx.config.databaseUrl } : {}) };
}, 120_000);
afterAll(() => ctx?.close());

function sqliteFile(tenant: Tenant): string {
  if (tenant.database.kind !== 'sqlite') throw new Error('not a SQLite tenant');
  return tenant.database.file;
}

/** Renames a tenant's database away (and back): a missing database without losing it. */
async function moveDatabase(tenant: Tenant, away: boolean): Promise<void> {
  if (tenant.database.kind === 'sqlite') {
    const [from, to] = away ? [tenant.database.file, `${tenant.database.file}.away`] : [`${tenant.database.file}.away`, tenant.database.file];
    fs.renameSync(from, to);
    return;
  }
  const name = tenant.database.database;
  const [from, to] = away ? [name, `${name}_away`] : [`${name}_away`, name];
  await withPostgresClient(postgresUrl(tenant.database.serverUrl, 'postgres'), (client) => client.query(`ALTER DATABASE "${from}" RENAME TO "${to}"`));
}

async function expectUnavailable(slug: string) {
  const response = await ctx.request({ method: 'POST', url: '/rest/login', tenant: slug, body: { code: 'admin', password: ADMIN_PASSWORD } });
  const body = expectEnvelope(response, 503, 'service_unavailable');
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  // The cause is the operator's business: no file name, database name or driver message in the answer.
  expect(response.body).not.toMatch(/\.db|sqlite|database "|not a database|does not exist|stempel_/i);
  return body;
}

async function expectHealthyStillServes() {
  const response = await ctx.request({ url: '/rest/', tenant: healthy.slug, token: healthy.token });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a tenant with a broken database', () => {
  it('answers 503 while its database is missing, logs it with the tenant, and serves again once it is back', async () => {
    const tenant = await ctx.createTenant();
    const report = vi.spyOn(ctx.services.storageFaults, 'report');
    await moveDatabase(tenant, true);
    try {
      await expectUnavailable(tenant.slug);
      await expectUnavailable(tenant.slug);
      await expectHealthyStillServes();
      expect(report).toHaveBeenCalledWith(tenant.slug, 'missing', expect.anything());
      // A missing SQLite file is not silently created again as an empty tenant.
      if (dialect === 'sqlite') expect(fs.existsSync(sqliteFile(tenant))).toBe(false);
    } finally {
      await moveDatabase(tenant, false);
      report.mockRestore();
    }
    const back = await ctx.request({ url: '/rest/login', method: 'POST', tenant: tenant.slug, body: { code: 'nobody', password: 'x' } });
    expect(back.statusCode).toBe(401);
  });

  it.runIf(dialect === 'sqlite')('answers 503 for a garbage file and for one that cannot be opened; stempel doctor lists both', async () => {
    const garbage = await ctx.createTenant();
    const unreadable = await ctx.createTenant();
    for (const suffix of ['-wal', '-shm']) fs.rmSync(sqliteFile(garbage) + suffix, { force: true });
    fs.writeFileSync(sqliteFile(garbage), Buffer.alloc(64 * 1024, 'garbage! '));
    fs.rmSync(sqliteFile(unreadable));
    fs.mkdirSync(sqliteFile(unreadable));

    const report = vi.spyOn(ctx.services.storageFaults, 'report');
    await expectUnavailable(garbage.slug);
    await expectUnavailable(unreadable.slug);
    await expectHealthyStillServes();
    expect(report).toHaveBeenCalledWith(garbage.slug, 'corrupt', expect.anything());
    expect(report).toHaveBeenCalledWith(unreadable.slug, 'unreadable', expect.anything());
    report.mockRestore();

    const doctor = await stempel(['doctor'], cliEnv);
    expect(doctor.code, doctor.stdout + doctor.stderr).toBe(1);
    const line = (slug: string) => doctor.stdout.split('\n').find((row) => row.startsWith(`${slug} `)) ?? '';
    expect(line(healthy.slug)).toMatch(/\byes\s+ok\s+current\s+OK$/);
    expect(line(garbage.slug)).toMatch(/FAIL corrupt/);
    expect(line(unreadable.slug)).toMatch(/FAIL/);
    expect(doctor.stdout).toContain('2 of ');
    fs.rmSync(sqliteFile(unreadable), { recursive: true });
    fs.rmSync(sqliteFile(garbage));
  });

  it('stempel doctor reports a missing database and passes once everything is in order', async () => {
    const tenant = await ctx.createTenant();
    await moveDatabase(tenant, true);
    try {
      const failing = await stempel(['doctor'], cliEnv);
      expect(failing.code).toBe(1);
      expect(failing.stdout.split('\n').find((row) => row.startsWith(`${tenant.slug} `))).toMatch(/\bno\b.*FAIL/);
    } finally {
      await moveDatabase(tenant, false);
    }
    const rows = (await stempel(['doctor'], cliEnv)).stdout.split('\n');
    expect(rows.find((row) => row.startsWith(`${tenant.slug} `))).toMatch(/\byes\b.*current\s+OK$/);
  });
});
