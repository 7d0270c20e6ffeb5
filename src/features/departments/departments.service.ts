import type { DepartmentsTable } from '../../db/tenant/schema.js';
import { wouldCreateCycle } from '../../platform/access/org-tree.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { canSeeUnit, type Visibility } from '../../platform/access/visibility.js';
import { uuidv7 } from '../../platform/ids.js';
import { lockName, lockRowForUpdate } from '../../db/locks.js';
import { withinTransaction } from '../../db/transactions.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import * as repository from './departments.repository.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import { assertAssignable } from '../cost-centers/cost-centers.service.js';

export interface DepartmentInput {
  name?: string;
  description?: string | null;
  parent_id?: string | null;
  cost_center_id?: string | null;
}

async function load(db: TenantDb, id: string): Promise<DepartmentsTable> {
  const row = await repository.find(db, id);
  if (!row) throw new NotFoundError('The department was not found.');
  return row;
}

/**
 * Runs a change of the tree's shape (a unit added, moved or deleted) in one transaction that holds
 * the whole tree, and reads the tree in there: two units moved below each other at the same time
 * would each pass the loop check against a tree without the other move; one added or moved below a
 * unit deleted meanwhile finds its parent gone (422), as if the deletion had come first.
 */
function changingTree<T>(db: TenantDb, change: (trx: TenantDb) => Promise<T>): Promise<T> {
  return withinTransaction(db, async (trx) => {
    await lockName(trx, 'department tree', 'exclusive');
    return change(trx);
  });
}

async function checkParent(db: TenantDb, id: string | undefined, parentId: string | null | undefined): Promise<void> {
  if (!parentId) return;
  const units = await repository.tree(db);
  if (!units.some((u) => u.id === parentId)) throw ValidationError.field('parent_id', 'The selected parent id is invalid.');
  if (id && wouldCreateCycle(units, id, parentId)) {
    throw ValidationError.field('parent_id', 'The parent must not be the department itself or one of its sub-units.');
  }
}

/** Only units the actor can see may be changed, and only moved below units they can see. */
function assertMayManage(visibility: Visibility, unitId: string | null): void {
  if (visibility.scope === 'all') return;
  if (unitId === null || !canSeeUnit(visibility, unitId)) {
    throw new ForbiddenError(
      unitId === null ? 'Only a Workspace Admin can add or move units at the top of the tree.' : 'That unit lies outside the organisation units you may see.',
    );
  }
}

export function list(db: TenantDb): Promise<DepartmentsTable[]> {
  return repository.list(db);
}

export function get(db: TenantDb, id: string): Promise<DepartmentsTable> {
  return load(db, id);
}

export async function create(
  db: TenantDb,
  visibility: Visibility,
  input: Required<Pick<DepartmentInput, 'name'>> & DepartmentInput,
  tenant: Pick<Tenant, 'modules'> = { modules: [] },
): Promise<DepartmentsTable> {
  return changingTree(db, async (trx) => {
    await checkParent(trx, undefined, input.parent_id);
    assertMayManage(visibility, input.parent_id ?? null);
    if (input.cost_center_id) await assertAssignable(trx, tenant, input.cost_center_id);
    const now = new Date().toISOString();
    const row: DepartmentsTable = {
      id: uuidv7(),
      name: input.name.trim(),
      description: input.description ?? null,
      parent_id: input.parent_id ?? null,
      cost_center_id: input.cost_center_id ?? null,
      created_at: now,
      updated_at: now,
    };
    await repository.insert(trx, row);
    return row;
  });
}

export async function update(
  db: TenantDb,
  visibility: Visibility,
  id: string,
  input: DepartmentInput,
  tenant: Pick<Tenant, 'modules'> = { modules: [] },
): Promise<DepartmentsTable> {
  const current = await load(db, id);
  assertMayManage(visibility, id);
  await changingTree(db, async (trx) => {
    await checkParent(trx, id, input.parent_id);
    if (input.cost_center_id && input.cost_center_id !== current.cost_center_id) await assertAssignable(trx, tenant, input.cost_center_id);
    // Sending the parent a unit has (a record read and sent back) moves nothing: only a new parent must be one the caller manages.
    if (input.parent_id !== undefined && input.parent_id !== (await load(trx, id)).parent_id) assertMayManage(visibility, input.parent_id);
    await repository.update(trx, id, {
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.parent_id !== undefined ? { parent_id: input.parent_id } : {}),
      ...(input.cost_center_id !== undefined ? { cost_center_id: input.cost_center_id } : {}),
      updated_at: new Date().toISOString(),
    });
  });
  return load(db, id);
}

export async function remove(db: TenantDb, visibility: Visibility, id: string): Promise<void> {
  await load(db, id);
  assertMayManage(visibility, id);
  await changingTree(db, async (trx) => {
    // Held until the end: a person placed in the unit meanwhile (employees take the same lock) is
    // either seen below, or finds the unit gone.
    await lockRowForUpdate(trx, 'departments', id);
    const { child, member, roster, shortWork } = await repository.dependents(trx, id);
    if (child || member || roster || shortWork) {
      throw new ConflictError('The department still has employees, sub-units, rosters or short-time work periods; move them first.', {
        has_employees: member,
        has_children: child,
        has_rosters: roster,
        has_short_work_periods: shortWork,
      });
    }
    // Former employees keep their history and go to the parent unit, whose readers saw them through the tree.
    await repository.remove(trx, id);
  });
}
