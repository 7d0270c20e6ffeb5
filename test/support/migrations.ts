import { Migrator, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { openDatabase } from '../../src/db/connection.js';
import { tenantMigrations } from '../../src/db/tenant/migrations/index.js';
import { tenantColumns, type EmployeesTable, type TenantDatabase } from '../../src/db/tenant/schema.js';
import { poolOptions } from '../../src/services.js';
import type { TestContext } from './harness.js';

/**
 * A fresh tenant's database taken back to `migration`, on a handle of its own (out of the runners'
 * sight), for a test of what a later migration does to rows written before it. `work` gets the
 * handle and the migrator to take it forward; the handle is closed afterwards.
 */
export async function atMigration<DB = TenantDatabase>(
  ctx: TestContext,
  migration: string,
  work: (db: Kysely<DB>, migrator: Migrator) => Promise<void>,
): Promise<void> {
  const tenant = await ctx.createTenant();
  const db = openDatabase<DB>(tenant.database, tenantColumns, poolOptions(ctx.config));
  try {
    const migrator = new Migrator({ db: db as Kysely<unknown>, provider: { getMigrations: async () => tenantMigrations } });
    expect((await migrator.migrateTo(migration)).error).toBeUndefined();
    await work(db, migrator);
  } finally {
    await db.destroy();
  }
}

/** An employee row with only the columns the first migrations made, which every later schema keeps. */
export function earlyEmployeeRow(
  fields: Pick<EmployeesTable, 'id' | 'code' | 'role_id'> & Partial<Pick<EmployeesTable, 'entry_date' | 'exit_date' | 'deleted_at' | 'created_at'>>,
) {
  const created = fields.created_at ?? new Date().toISOString();
  return {
    first_name: 'Ada', last_name: 'Lovelace', email: null, department_id: null, location_id: null, birth_date: null, entry_date: null, exit_date: null,
    badge: null, pin_hash: null, weekly_target_ms: null, password_hash: null, deleted_at: null, ...fields, created_at: created, updated_at: created,
  };
}
