import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { tenantWithAdmin } from '../support/factories.js';
import { atMigration } from '../support/migrations.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const at = '2026-11-20T08:00:00.000Z';
const type = (id: string, name: string, createdAt: string) => ({
  id, name, category: 'special_leave' as const, credits_time: true, needs_approval: true, counts_against_entitlement: false, is_system: false, created_at: createdAt, updated_at: createdAt,
});
const project = (id: string, number: string, createdAt: string) => ({ id, number, name: 'Projekt', client: null, cost_center_id: null, budget_ms: null, active: true, starts_on: null, ends_on: null, created_at: createdAt, updated_at: createdAt });

describe('names and numbers unique ignoring case, beyond ASCII', () => {
  it('keeps both of two project numbers SQLite took apart by case before, the later one with a suffix, and folds case from then on', async () => {
    await atMigration(ctx, '2026_11_30_0101_calendar_sequence', async (db, migrator) => {
      // SQLite's lower() folded ASCII only, so it took "ärzte-1" beside "ÄRZTE-1"; PostgreSQL never did.
      const numbers = dialect === 'sqlite' ? ['ÄRZTE-1', 'ärzte-1', 'Ärzte-1 (2)', 'ÄRZTE-1 (3)'] : ['ÄRZTE-1', 'ärzte-2', 'Ärzte-1 (2)', 'ÄRZTE-1 (3)'];
      await db
        .insertInto('projects')
        .values(numbers.map((number, i) => project(`01900000-0000-7000-8000-00000000000${i + 1}`, number, `2026-11-2${i}T08:00:00.000Z`)))
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await db.selectFrom('projects').select(['id', 'number']).orderBy('id').execute();
      expect(rows.map((row) => row.number)).toEqual(dialect === 'sqlite' ? ['ÄRZTE-1', 'ärzte-1 (4)', 'Ärzte-1 (2)', 'ÄRZTE-1 (3)'] : numbers);
      await expect(db.insertInto('projects').values(project('01900000-0000-7000-8000-000000000009', 'äRZTE-1', at)).execute()).rejects.toThrow();
    });
  });

  it('refuses an absence-type name that differs from another only in the case of a letter beyond ASCII', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const call = (method: 'POST' | 'PATCH', url: string, body: unknown) => ctx.request({ method, url, tenant: slug, token, body });
    expect((await call('POST', '/rest/absence-types', { name: 'Ärztlicher Termin', category: 'special_leave' })).statusCode).toBe(201);
    const twice = await call('POST', '/rest/absence-types', { name: 'ÄRZTLICHER TERMIN', category: 'special_leave' });
    expect(expectEnvelope(twice, 422, 'validation_error').field_errors).toHaveProperty('name');
    const other = (await call('POST', '/rest/absence-types', { name: 'Behördengang', category: 'special_leave' })).json().data;
    expectEnvelope(await call('PATCH', `/rest/absence-types/${other.id}`, { name: 'ärztlicher termin' }), 422, 'validation_error');
  });

  it('keeps both of two absence types stored with names equal ignoring case, the later one with a suffix, and refuses a third', async () => {
    await atMigration(ctx, '2026_12_01_0101_case_folded_names', async (db, migrator) => {
      // The check before the insert could be passed by two requests at once, and on SQLite by any
      // case beyond ASCII; the unique index compared the names as written.
      await db
        .insertInto('absence_types')
        .values([type('01900000-0000-7000-8000-0000000000b1', 'Ärztlicher Termin', '2026-11-20T08:00:00.000Z'), type('01900000-0000-7000-8000-0000000000b2', 'ärztlicher termin', '2026-11-21T08:00:00.000Z')])
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await db.selectFrom('absence_types').select('name').where('id', 'like', '01900000-%').orderBy('id').execute();
      expect(rows.map((row) => row.name)).toEqual(['Ärztlicher Termin', 'ärztlicher termin (2)']);
      await expect(db.insertInto('absence_types').values(type('01900000-0000-7000-8000-0000000000b3', 'ÄRZTLICHER TERMIN', at)).execute()).rejects.toThrow();
    });
  });

  it('keeps a renamed name within the length the API takes, so it can be sent back as it is', async () => {
    const long = `Ärztlicher Termin ${'ä'.repeat(82)}`;
    expect([...long]).toHaveLength(100);
    await atMigration(ctx, '2026_12_01_0101_case_folded_names', async (db, migrator) => {
      await db
        .insertInto('absence_types')
        .values([type('01900000-0000-7000-8000-0000000000c1', long, '2026-11-20T08:00:00.000Z'), type('01900000-0000-7000-8000-0000000000c2', long.toUpperCase(), '2026-11-21T08:00:00.000Z')])
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const renamed = (await db.selectFrom('absence_types').select('name').where('id', '=', '01900000-0000-7000-8000-0000000000c2').executeTakeFirstOrThrow()).name;
      expect(renamed).toBe(`${[...long.toUpperCase()].slice(0, 96).join('')} (2)`);
      expect([...renamed]).toHaveLength(100);
    });
  });
});
