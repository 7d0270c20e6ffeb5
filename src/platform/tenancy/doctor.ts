import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { openDatabase, ping } from '../../db/connection.js';
import { storageFaultOf } from '../../db/errors.js';
import { isUpToDate } from '../../db/migrate.js';
import { tenantMigrations } from '../../db/tenant/migrations/index.js';
import { tenantColumns } from '../../db/tenant/schema.js';
import type { Tenant } from './tenant.js';

/** What `stempel doctor` found for one tenant; `ok` is false when anything needs the operator. */
export interface TenantDiagnosis {
  slug: string;
  database: string;
  /** SQLite: the file is there; PostgreSQL: the server answers and the database exists. */
  present: 'yes' | 'no';
  /** SQLite's quick_check (`ok` or its first complaint); `-` on PostgreSQL, whose server checks itself. */
  integrity: string;
  migrations: 'current' | 'pending' | '-';
  ok: boolean;
  problem?: string;
}

function describe(error: unknown): string {
  const fault = storageFaultOf(error);
  const message = error instanceof Error ? error.message : String(error);
  return fault ? `${fault}: ${message}` : message;
}

/**
 * Checks one tenant's database without changing it: never creates a missing file and never
 * migrates (opening it through the server would do both), so it is safe on a broken installation.
 */
export async function diagnoseTenant(tenant: Tenant): Promise<TenantDiagnosis> {
  const location = tenant.database;
  const name = location.kind === 'sqlite' ? location.file : `${location.database} (PostgreSQL)`;
  const result: TenantDiagnosis = { slug: tenant.slug, database: name, present: 'no', integrity: '-', migrations: '-', ok: false };
  if (location.kind === 'sqlite' && !fs.existsSync(location.file)) return { ...result, problem: 'database file missing' };
  if (location.kind === 'sqlite') result.present = 'yes';
  let db: Kysely<unknown> | undefined;
  try {
    db = openDatabase<unknown>(location, tenantColumns, { max: 1, idleTimeoutMs: 1_000 }, { mustExist: true });
    await ping(db);
    result.present = 'yes';
    if (location.kind === 'sqlite') {
      const rows = await sql<{ quick_check: string }>`pragma quick_check`.execute(db);
      result.integrity = rows.rows[0]?.quick_check ?? 'no answer';
    }
    result.migrations = (await isUpToDate(db, tenantMigrations)) ? 'current' : 'pending';
  } catch (error) {
    return { ...result, integrity: location.kind === 'sqlite' ? 'failed' : result.integrity, problem: describe(error) };
  } finally {
    await db?.destroy().catch(() => undefined);
  }
  const problems = [
    ...(location.kind === 'sqlite' && result.integrity !== 'ok' ? [`integrity: ${result.integrity}`] : []),
    ...(result.migrations === 'pending' ? ['migrations pending (run stempel migrate)'] : []),
  ];
  return { ...result, ok: problems.length === 0, ...(problems.length ? { problem: problems.join('; ') } : {}) };
}

/** The diagnoses as an aligned plain-text table, one row per tenant. */
export function diagnosisTable(rows: TenantDiagnosis[]): string {
  const header = ['TENANT', 'DATABASE', 'PRESENT', 'INTEGRITY', 'MIGRATIONS', 'STATUS'];
  const body = rows.map((row) => [
    row.slug,
    row.database,
    row.present,
    row.integrity,
    row.migrations,
    row.ok ? 'OK' : `FAIL ${row.problem ?? ''}`.trim(),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i]!.length)));
  return [header, ...body]
    .map((cells) => cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '))
    .join('\n');
}
