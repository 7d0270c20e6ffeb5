import type { CostCentersTable } from '../../db/tenant/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockRowForUpdate, lockRowIfPresent } from '../../db/locks.js';
import { withinTransaction } from '../../db/transactions.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import type { ModuleId } from '../../platform/access/modules.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import * as repo from './cost-centers.repository.js';

const NUMBER_TAKEN = 'The number has already been taken.';
const NOT_FOUND = 'The cost center was not found.';

export interface CostCenterInput {
  number: string;
  name: string;
  active?: boolean;
}

export function list(db: TenantDb, filter: repo.CostCenterFilter) {
  return {
    count: () => repo.count(db, filter),
    rows: (limit: number, offset: number) => repo.page(db, filter, limit, offset),
  };
}

export async function get(db: TenantDb, id: string): Promise<CostCentersTable> {
  const row = await repo.find(db, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

/** Cost centres by id, for areas that show or attribute them. */
export async function costCentersByIds(db: TenantDb, ids: readonly string[]): Promise<Map<string, CostCentersTable>> {
  const rows = await repo.findMany(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

function numberRace(error: unknown): never {
  if (isUniqueViolation(error)) throw ValidationError.field('number', NUMBER_TAKEN);
  throw error;
}

/** The cost centres named by these numbers ignoring case, each number as asked for (an unknown number is absent). */
export function costCentersByNumbers(db: TenantDb, numbers: readonly string[]): Promise<Map<string, CostCentersTable>> {
  return repo.findByFoldedNumbers(db, numbers);
}

export async function create(db: TenantDb, input: CostCenterInput): Promise<CostCentersTable> {
  const number = input.number.trim();
  if (await repo.numberTaken(db, number)) throw ValidationError.field('number', NUMBER_TAKEN);
  const now = new Date().toISOString();
  const row: CostCentersTable = { id: uuidv7(), number, name: input.name.trim(), active: input.active ?? true, created_at: now, updated_at: now };
  await repo.insert(db, row).catch(numberRace);
  return row;
}

export async function update(db: TenantDb, id: string, input: Partial<CostCenterInput>): Promise<CostCentersTable> {
  await get(db, id);
  const number = input.number?.trim();
  if (number !== undefined && (await repo.numberTaken(db, number, id))) throw ValidationError.field('number', NUMBER_TAKEN);
  await repo
    .update(db, id, {
      ...(number !== undefined ? { number } : {}),
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      updated_at: new Date().toISOString(),
    })
    .catch(numberRace);
  return get(db, id);
}

/**
 * A cost centre someone, a department or a project names stays (409 cost_center_in_use): deactivate it instead.
 * The look for uses and the deletion hold the cost centre, as assignments do (assertAssignable): one
 * that committed first is seen here, one that comes after finds it gone.
 */
export async function remove(db: TenantDb, id: string): Promise<void> {
  await get(db, id);
  await withinTransaction(db, async (trx) => {
    if (!(await lockRowIfPresent(trx, 'cost_centers', id))) throw new NotFoundError(NOT_FOUND);
    const uses = await repo.usesOf(trx, id);
    if (uses.employees + uses.departments + uses.projects > 0) {
      throw new ConflictError('The cost center is assigned to employees, departments or projects; set active to false instead.', {
        code: 'cost_center_in_use',
        ...uses,
      });
    }
    await repo.remove(trx, id);
  });
}

/**
 * Checks a `cost_center_id` given to an employee, a department or a project: the module
 * cost_centers must be on (422 module_disabled), and the cost centre must exist and be
 * active. Keeping an already assigned, since deactivated one is the caller's business
 * (pass only changed values). Called in the transaction that assigns it, it holds the cost
 * centre until that ends: a deactivation (its update locks the row) or deletion (remove) that
 * committed first is seen here, one that comes later waits and then finds the assignment.
 */
export async function assertAssignable(db: TenantDb, tenant: { modules: readonly ModuleId[] }, id: string, field = 'cost_center_id'): Promise<void> {
  if (!tenant.modules.includes('cost_centers')) {
    const error = ValidationError.field(field, 'Cost centres are not enabled for this workspace (module cost_centers).');
    Object.assign(error.meta, { code: 'module_disabled', module: 'cost_centers' });
    throw error;
  }
  await lockRowForUpdate(db, 'cost_centers', id);
  const row = await repo.find(db, id);
  if (!row) throw ValidationError.field(field, 'The selected cost center id is invalid.');
  if (!row.active) {
    const error = ValidationError.field(field, 'The selected cost center is inactive.');
    Object.assign(error.meta, { code: 'cost_center_inactive' });
    throw error;
  }
}
