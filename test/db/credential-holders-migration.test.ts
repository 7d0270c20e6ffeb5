import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTenant } from '../../src/platform/tenancy/tenant-migrations.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { atMigration, earlyEmployeeRow } from '../support/migrations.js';

// 2026_12_08_0101: the history of who held which badge and NFC tag starts, on an older tenant,
// with a holding for every badge and tag held now; a deleted person holds none.
const NAME = '2026_12_08_0101_credential_holders';
const BEFORE = '2026_12_07_0101_statutory_holiday_entries';
const [HOLDER, TAGGED, DELETED] = ['01900000-0000-7000-8000-00000000b001', '01900000-0000-7000-8000-00000000b002', '01900000-0000-7000-8000-00000000b003'];
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe(`migration ${NAME}`, () => {
  it('starts a holding for every badge and tag of a person on record, as a hash, from when it is known to be held', async () => {
    await atMigration(ctx, BEFORE, async (db) => {
      const role = (await db.selectFrom('roles').select('id').executeTakeFirstOrThrow()).id;
      await db
        .insertInto('employees')
        .values([
          { ...earlyEmployeeRow({ id: HOLDER, code: 'H1', role_id: role, created_at: '2026-01-05T08:00:00.000Z' }), badge: 'B-1' },
          earlyEmployeeRow({ id: TAGGED, code: 'H2', role_id: role, created_at: '2026-01-06T08:00:00.000Z' }),
          { ...earlyEmployeeRow({ id: DELETED, code: 'H3', role_id: role, deleted_at: '2026-02-01T08:00:00.000Z' }), badge: null },
        ])
        .execute();
      await db
        .insertInto('nfc_tags')
        .values([
          { id: '01900000-0000-7000-8000-00000000c001', employee_id: TAGGED, uid: '04A1B2', created_at: '2026-01-07T09:30:00.000Z' },
          { id: '01900000-0000-7000-8000-00000000c002', employee_id: DELETED, uid: '04FFFF', created_at: '2026-01-07T09:31:00.000Z' },
        ])
        .execute();
      expect(await migrateTenant(db)).toContain(NAME);
      const rows = await db.selectFrom('credential_holders').select(['kind', 'credential_hash', 'employee_id', 'valid_from', 'valid_until']).orderBy('employee_id').execute();
      expect(rows.map((row) => ({ ...row, valid_from: new Date(row.valid_from).toISOString() }))).toEqual([
        { kind: 'badge', credential_hash: sha256('B-1'), employee_id: HOLDER, valid_from: '2026-01-05T08:00:00.000Z', valid_until: null },
        { kind: 'nfc_uid', credential_hash: sha256('04A1B2'), employee_id: TAGGED, valid_from: '2026-01-07T09:30:00.000Z', valid_until: null },
      ]);
    });
  });

  it('down drops the history and up starts it again', async () => {
    await atMigration(ctx, NAME, async (db, migrator) => {
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      await expect(db.selectFrom('credential_holders').selectAll().execute()).rejects.toThrow();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await db.selectFrom('credential_holders').selectAll().execute()).toEqual([]);
    });
  });
});
