import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';
import { atMigration } from '../support/migrations.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const at = '2026-11-20T08:00:00.000Z';
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
});
