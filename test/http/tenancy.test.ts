import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';
import { tenantWithAdmin } from '../support/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_TENANT_CACHE_SIZE: '2' });
});
afterAll(() => ctx?.close());

describe('tenant database handles', () => {
  it('keeps at most the configured number open and still serves every tenant', async () => {
    const tenants: Array<Awaited<ReturnType<typeof tenantWithAdmin>>> = [];
    for (let i = 0; i < 5; i++) tenants.push(await tenantWithAdmin(ctx));
    for (let round = 0; round < 2; round++) {
      for (const { slug, token } of tenants) {
        const response = await ctx.request({ url: '/rest/login', tenant: slug, token });
        expect(response.statusCode).toBe(200);
        expect(ctx.services.tenants.openCount).toBeLessThanOrEqual(2);
      }
    }
  });

  it('serves concurrent requests across more tenants than handles', async () => {
    const tenants: Array<Awaited<ReturnType<typeof tenantWithAdmin>>> = [];
    for (let i = 0; i < 4; i++) tenants.push(await tenantWithAdmin(ctx));
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => tenants[i % tenants.length]!).map(({ slug, token }) => ctx.request({ url: '/rest/', tenant: slug, token })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
    expect(ctx.services.tenants.openCount).toBeLessThanOrEqual(2);
  });

  it.runIf(dialect === 'sqlite')('runs SQLite in WAL mode with foreign keys on', async () => {
    const { slug } = await tenantWithAdmin(ctx);
    const pragmas = await ctx.services.tenants.withTenant(slug, async ({ db }) => ({
      journal: (await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)).rows[0]!.journal_mode,
      foreignKeys: (await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]!.foreign_keys,
    }));
    expect(pragmas).toEqual({ journal: 'wal', foreignKeys: 1 });
  });

  it.runIf(dialect === 'postgres')('gives every tenant its own PostgreSQL database', async () => {
    const a = await tenantWithAdmin(ctx);
    const b = await tenantWithAdmin(ctx);
    const names = await Promise.all(
      [a, b].map(({ slug }) => ctx.services.tenants.withTenant(slug, async ({ db }) => (await sql<{ name: string }>`select current_database() as name`.execute(db)).rows[0]!.name)),
    );
    expect(new Set(names).size).toBe(2);
  });
});
