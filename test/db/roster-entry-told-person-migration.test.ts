import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTenant } from '../../src/platform/tenancy/tenant-migrations.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { atMigration, earlyEmployeeRow } from '../support/migrations.js';

// 2026_12_09_0101: a roster entry names whom it was announced to; on an older tenant every entry
// published with a person was announced to that person, and no other entry to anyone.
const NAME = '2026_12_09_0101_roster_entry_told_person';
const BEFORE = '2026_12_08_0102_employee_payroll_number';
const PERSON = '01900000-0000-7000-8000-00000000d001';
const ROSTER = '01900000-0000-7000-8000-00000000d101';
const [PUBLISHED, DRAFT, OPEN] = ['01900000-0000-7000-8000-00000000d201', '01900000-0000-7000-8000-00000000d202', '01900000-0000-7000-8000-00000000d203'];
const AT = '2026-03-01T08:00:00.000Z';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

function entry(id: string, employeeId: string | null, publishedAt: string | null) {
  return {
    id,
    roster_id: ROSTER,
    employee_id: employeeId,
    date: '2026-03-03',
    shift_id: null,
    start_time: '08:00',
    end_time: '16:00',
    break_minutes: 30,
    effective_start: '2026-03-03T07:00:00.000Z',
    effective_end: '2026-03-03T15:00:00.000Z',
    timezone: 'Europe/Berlin',
    note: null,
    work_area_id: null,
    status: 0,
    generated: false,
    series_id: null,
    source_unit_id: null,
    published_at: publishedAt,
    acknowledged_at: null,
    warnings: null,
    created_at: AT,
    updated_at: AT,
  };
}

describe(`migration ${NAME}`, () => {
  it('names the person of every entry published with one as told, and nobody for the others', async () => {
    await atMigration(ctx, BEFORE, async (db) => {
      const role = (await db.selectFrom('roles').select('id').executeTakeFirstOrThrow()).id;
      await db.insertInto('employees').values(earlyEmployeeRow({ id: PERSON, code: 'R1', role_id: role })).execute();
      await db
        .insertInto('rosters')
        .values({ id: ROSTER, name: 'März', period_start: '2026-03-01', period_end: '2026-03-31', unit_id: null, status: 'draft', created_by: null, notes: null, budget_cents: null, published_at: null, created_at: AT, updated_at: AT })
        .execute();
      await db.insertInto('roster_entries').values([entry(PUBLISHED, PERSON, AT), entry(DRAFT, PERSON, null), entry(OPEN, null, AT)]).execute();
      expect(await migrateTenant(db)).toContain(NAME);
      const rows = await db.selectFrom('roster_entries').select(['id', 'told_employee_id']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: PUBLISHED, told_employee_id: PERSON },
        { id: DRAFT, told_employee_id: null },
        { id: OPEN, told_employee_id: null },
      ]);
    });
  });

  it('down drops the column and up adds it again', async () => {
    await atMigration(ctx, NAME, async (db, migrator) => {
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      await expect(db.selectFrom('roster_entries').select('told_employee_id').execute()).rejects.toThrow();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await db.selectFrom('roster_entries').select('told_employee_id').execute()).toEqual([]);
    });
  });
});
