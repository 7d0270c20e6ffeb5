import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type MigrationSet } from '../../src/db/migrate.js';
import { tenantMigrations } from '../../src/db/tenant/migrations/index.js';
import { migrateTenant } from '../../src/platform/tenancy/tenant-migrations.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { atMigration, earlyEmployeeRow } from '../support/migrations.js';
import type { TenantDatabase } from '../../src/db/tenant/schema.js';

// 2026_12_06_0101: a client's event_id is unique per person instead of per tenant, on an older
// tenant with data; `down` restores the tenant-wide rule, keeping the earliest of a shared id.
const NAME = '2026_12_06_0101_clock_event_ids_per_person';
const BEFORE = '2026_12_05_0101_vacation_opening';
const PEOPLE = ['01900000-0000-7000-8000-00000000a001', '01900000-0000-7000-8000-00000000a002'] as const;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const event = (id: string, employee: string, eventId: string | null, created: string) => ({
  id,
  employee_id: employee,
  type: 'come',
  occurred_at: created,
  timezone: 'Europe/Berlin',
  source: 'web',
  terminal_id: null,
  device: null,
  latitude: 52.52,
  longitude: 13.405,
  accuracy_m: null,
  event_id: eventId,
  reply: { status: 'booked', message: 'Guten Morgen, Anna – schön, dass du da bist!' },
  created_at: created,
  corrected: false,
  project_id: null,
  geofence_inside: true,
});

async function twoPeople(db: Kysely<TenantDatabase>): Promise<void> {
  const role = (await db.selectFrom('roles').select('id').executeTakeFirstOrThrow()).id;
  for (const [i, id] of PEOPLE.entries()) await db.insertInto('employees').values(earlyEmployeeRow({ id, code: `A${i + 1}`, role_id: role })).execute();
}

/** Every clock event as stored, in id order. */
const clockEvents = (db: Kysely<TenantDatabase>) => db.selectFrom('clock_events').selectAll().orderBy('id').execute();

describe(`migration ${NAME}`, () => {
  it('keeps every clock event as it was, and takes the same id from two people afterwards', async () => {
    await atMigration(ctx, BEFORE, async (db) => {
      await twoPeople(db);
      const [a, b] = PEOPLE;
      await db.insertInto('clock_events').values([event('01900000-0000-7000-8000-0000000000c1', a, 'terminal-1-0001', '2026-03-02T07:00:00.000Z'), event('01900000-0000-7000-8000-0000000000c2', b, null, '2026-03-02T07:01:00.000Z')]).execute();
      const before = await clockEvents(db);
      expect(await migrateTenant(db)).toContain(NAME);
      expect(await clockEvents(db)).toEqual(before);
      await db.insertInto('clock_events').values(event('01900000-0000-7000-8000-0000000000c3', b, 'terminal-1-0001', '2026-03-02T08:00:00.000Z')).execute();
      await expect(db.insertInto('clock_events').values(event('01900000-0000-7000-8000-0000000000c4', b, 'terminal-1-0001', '2026-03-02T09:00:00.000Z')).execute()).rejects.toThrow();
    });
  });

  it('down keeps the earliest of two people sharing an id, and up again restores the per-person rule', async () => {
    await atMigration(ctx, NAME, async (db, migrator) => {
      await twoPeople(db);
      const [a, b] = PEOPLE;
      await db
        .insertInto('clock_events')
        .values([
          event('01900000-0000-7000-8000-0000000000e2', b, 'shared', '2026-03-02T07:00:00.000Z'),
          event('01900000-0000-7000-8000-0000000000e1', a, 'shared', '2026-03-02T08:00:00.000Z'),
          event('01900000-0000-7000-8000-0000000000e3', a, 'own', '2026-03-02T09:00:00.000Z'),
        ])
        .execute();
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      expect(await db.selectFrom('clock_events').select(['id', 'event_id']).orderBy('id').execute()).toEqual([
        { id: '01900000-0000-7000-8000-0000000000e1', event_id: null },
        { id: '01900000-0000-7000-8000-0000000000e2', event_id: 'shared' },
        { id: '01900000-0000-7000-8000-0000000000e3', event_id: 'own' },
      ]);
      // The tenant-wide rule is back.
      await expect(db.insertInto('clock_events').values(event('01900000-0000-7000-8000-0000000000e4', a, 'shared', '2026-03-02T10:00:00.000Z')).execute()).rejects.toThrow();
      const downed = await clockEvents(db);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await clockEvents(db)).toEqual(downed);
      await db.insertInto('clock_events').values(event('01900000-0000-7000-8000-0000000000e4', a, 'shared', '2026-03-02T10:00:00.000Z')).execute();
    });
  });

  it('a failure after the rebuild leaves the tenant as it was, and the next start migrates it', async () => {
    await atMigration(ctx, BEFORE, async (db) => {
      await twoPeople(db);
      const [a, b] = PEOPLE;
      await db.insertInto('clock_events').values(event('01900000-0000-7000-8000-0000000000f1', a, 'x', '2026-03-02T07:00:00.000Z')).execute();
      const before = await clockEvents(db);
      const original = tenantMigrations[NAME]!;
      const failing: MigrationSet = {
        ...tenantMigrations,
        [NAME]: {
          up: async (migrating) => {
            await original.up(migrating);
            throw new Error('failed after the copy');
          },
          down: original.down,
        },
      };
      await expect(migrateToLatest(db as Kysely<unknown>, failing)).rejects.toThrow(/failed after the copy/);
      expect(await clockEvents(db)).toEqual(before);
      expect((await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db)).rows[0]!.name).toBe(BEFORE);
      await expect(db.insertInto('clock_events').values(event('01900000-0000-7000-8000-0000000000f2', b, 'x', '2026-03-02T08:00:00.000Z')).execute()).rejects.toThrow();
      // This migration first, then any that came after it.
      expect((await migrateTenant(db))[0]).toBe(NAME);
      await db.insertInto('clock_events').values(event('01900000-0000-7000-8000-0000000000f2', b, 'x', '2026-03-02T08:00:00.000Z')).execute();
    });
  });
});
