import type { Updateable } from 'kysely';
import type { CostCentersTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { foldCase, foldedColumn, foldedValue } from '../../db/case-folding.js';
import { byName } from '../../db/sort-key.js';

/** Every query on cost centres. `db` may be a transaction. */

export interface CostCenterFilter {
  active?: boolean;
}

function listQuery(db: TenantDb, filter: CostCenterFilter) {
  let query = db.selectFrom('cost_centers');
  if (filter.active !== undefined) query = query.where('active', '=', filter.active);
  return query;
}

export async function count(db: TenantDb, filter: CostCenterFilter): Promise<number> {
  const row = await listQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** By number, in the order of names (the same on both databases). */
export function page(db: TenantDb, filter: CostCenterFilter, limit: number, offset: number): Promise<CostCentersTable[]> {
  return listQuery(db, filter)
    .selectAll()
    .$call(byName(db, 'number'))
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function find(db: TenantDb, id: string): Promise<CostCentersTable | undefined> {
  return db.selectFrom('cost_centers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMany(db: TenantDb, ids: readonly string[]): Promise<CostCentersTable[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('cost_centers').selectAll().where('id', 'in', [...ids]).execute();
}

/**
 * The cost centres with these numbers ignoring case, as numberTaken compares them (numbers are
 * unique so): each number as asked for, to the cost centre that has it. "kst-a1" finds KST-A1.
 */
export async function findByFoldedNumbers(db: TenantDb, numbers: readonly string[]): Promise<Map<string, CostCentersTable>> {
  const asked = [...new Set(numbers)];
  if (asked.length === 0) return new Map();
  const rows = await db
    .selectFrom('cost_centers')
    .selectAll()
    .where(foldedColumn('number'), 'in', asked.map((number) => foldedValue(number)))
    .execute();
  const byFolded = new Map(rows.map((row) => [foldCase(row.number)!, row]));
  return new Map(
    asked.flatMap((number): Array<[string, CostCentersTable]> => {
      const row = byFolded.get(foldCase(number)!);
      return row ? [[number, row]] : [];
    }),
  );
}

export async function numberTaken(db: TenantDb, number: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('cost_centers')
    .select('id')
    .where(foldedColumn('number'), '=', foldedValue(number));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insert(db: TenantDb, row: CostCentersTable): Promise<void> {
  await db.insertInto('cost_centers').values(row).execute();
}

export async function update(db: TenantDb, id: string, changes: Updateable<CostCentersTable>): Promise<void> {
  await db.updateTable('cost_centers').set(changes).where('id', '=', id).execute();
}

export async function remove(db: TenantDb, id: string): Promise<void> {
  await db.deleteFrom('cost_centers').where('id', '=', id).execute();
}

/** Who still names a cost centre: employees (deleted ones too, they are payroll history), departments, projects. */
export async function usesOf(db: TenantDb, id: string): Promise<{ employees: number; departments: number; projects: number }> {
  const [employees, departments, projects] = await Promise.all(
    (['employees', 'departments', 'projects'] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('cost_center_id', '=', id)
        .executeTakeFirstOrThrow(),
    ),
  );
  return { employees: Number(employees!.n), departments: Number(departments!.n), projects: Number(projects!.n) };
}
