import type { RolesTable } from '../../db/tenant/schema.js';
import { isWorkspaceAdmin, type Principal } from '../../platform/access/principal.js';
import type { Visibility } from '../../platform/access/visibility.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockRowForUpdate } from '../../db/locks.js';
import { withinTransaction } from '../../db/transactions.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { assertCanGrant, canGrant } from './role-grants.js';
import { toRole, type Role } from './role.resource.js';
import * as repository from './roles.repository.js';

export interface RoleInput {
  name?: string;
  description?: string | null;
  permissions?: string[];
}

async function load(db: TenantDb, id: string): Promise<RolesTable> {
  const row = await repository.find(db, id);
  if (!row) throw new NotFoundError('The role was not found.');
  return row;
}

/** Every holder counts for a caller who sees everyone, and where no caller's visibility is given (the personal-data export's role). */
const EVERYONE: Visibility = { scope: 'all', selfId: '' };

/** A role's `employees_count` counts the holders the caller may see, as GET /employees lists them. */
async function present(db: TenantDb, visibility: Visibility, row: RolesTable): Promise<Role> {
  return toRole(row, (await repository.currentHoldersByRole(db, visibility)).get(row.id) ?? 0);
}

async function assertNameFree(db: TenantDb, name: string, exceptId?: string): Promise<void> {
  if (await repository.nameTaken(db, name, exceptId)) throw ValidationError.field('name', 'The name has already been taken.');
}

const unique = (permissions: string[]) => [...new Set(permissions)].sort();

export async function list(db: TenantDb, visibility: Visibility): Promise<Role[]> {
  const [rows, counts] = await Promise.all([repository.list(db), repository.currentHoldersByRole(db, visibility)]);
  return rows.map((row) => toRole(row, counts.get(row.id) ?? 0));
}

export async function get(db: TenantDb, id: string, visibility: Visibility = EVERYONE): Promise<Role> {
  return present(db, visibility, await load(db, id));
}

/**
 * The roles whose every permission the actor holds: those whose holders' access (password, PIN,
 * badge, role) the actor may change with employees:manage (assertOutranksNot); all for Workspace Admin.
 */
export async function rolesWithinReach(db: TenantDb, actor: Principal): Promise<'all' | ReadonlySet<string>> {
  if (isWorkspaceAdmin(actor)) return 'all';
  const roles = await repository.permissionsByRole(db);
  return new Set(roles.filter((role) => canGrant(actor, role.permissions)).map((role) => role.id));
}

export async function create(db: TenantDb, actor: Principal, visibility: Visibility, input: Required<Pick<RoleInput, 'name' | 'permissions'>> & RoleInput): Promise<Role> {
  const name = input.name.trim();
  await assertNameFree(db, name);
  const permissions = unique(input.permissions);
  assertCanGrant(actor, permissions);
  const now = new Date().toISOString();
  const row: RolesTable = {
    id: uuidv7(),
    name,
    system_key: null,
    description: input.description ?? null,
    permissions,
    created_at: now,
    updated_at: now,
  };
  await repository.insert(db, row).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw ValidationError.field('name', 'The name has already been taken.');
    throw error;
  });
  return present(db, visibility, row);
}

/**
 * The role as it stands now, its row held until the transaction ends: what the actor may change is
 * judged by the permissions it carries at the write, not as read before another change committed.
 */
async function hold(trx: TenantDb, id: string): Promise<RolesTable> {
  await lockRowForUpdate(trx, 'roles', id);
  return load(trx, id);
}

/** Custom roles change freely; system roles keep their name, and Workspace Admin cannot be restricted at all. */
export async function update(db: TenantDb, actor: Principal, visibility: Visibility, id: string, input: RoleInput): Promise<Role> {
  await withinTransaction(db, async (trx) => {
    const current = await hold(trx, id);
    if (current.system_key === 'workspace_admin') throw new ForbiddenError('The Workspace Admin role cannot be changed.');
    if (current.system_key && input.name !== undefined && input.name.trim() !== current.name) {
      throw new ForbiddenError('System roles cannot be renamed.');
    }
    if (actor.roleId === id) throw new ForbiddenError('You cannot change your own role.');
    const permissions = input.permissions === undefined ? undefined : unique(input.permissions);
    // Any change, even of the name or description alone, needs every permission the role carries now,
    // and a new list also every permission it will carry: what is added and what is taken away.
    assertCanGrant(actor, unique([...current.permissions, ...(permissions ?? [])]));
    const changes: Partial<RolesTable> = { updated_at: new Date().toISOString() };
    if (input.name !== undefined) {
      changes.name = input.name.trim();
      await assertNameFree(trx, changes.name, id);
    }
    if (input.description !== undefined) changes.description = input.description;
    if (permissions !== undefined) changes.permissions = permissions;
    await repository.update(trx, id, changes);
  });
  return present(db, visibility, await load(db, id));
}

/** Deleting a role, even one nobody holds, is a change to it: it needs every permission the role carries. */
export async function remove(db: TenantDb, actor: Principal, id: string, visibility: Visibility = EVERYONE): Promise<void> {
  await withinTransaction(db, async (trx) => {
    const current = await hold(trx, id);
    if (current.system_key) throw new ForbiddenError('System roles cannot be deleted.');
    assertCanGrant(actor, current.permissions);
    // Former (soft-deleted) employees keep their role for the history, so they count too.
    const holders = await repository.allHolders(trx, id);
    if (holders > 0) {
      // How many, only to a caller who sees everyone: a count of holders in other units would tell who holds it there.
      if (visibility.scope !== 'all') throw new ConflictError('The role is still held by current or former employees; assign them another role first.');
      throw new ConflictError(
        `The role is still held by ${holders} current or former employee${holders === 1 ? '' : 's'}; assign them another role first.`,
        { employees_count: holders },
      );
    }
    await repository.remove(trx, id);
  });
}
