import { ConflictError, ValidationError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { hashSecret, passwordProblem } from '../../platform/access/passwords.js';
import { WORKSPACE_ADMIN_ROLE_ID } from '../../platform/access/system-roles.js';
import * as repository from './identity.repository.js';

export interface NewWorkspaceAdmin {
  code: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** The first person of a tenant, created by the operator's CLI (and for the demo tenant). */
/** Refuses (422) an admin code or password that cannot be used: checked before a tenant is made for them. */
export function assertUsableWorkspaceAdmin(admin: Pick<NewWorkspaceAdmin, 'code' | 'password'>): void {
  if (!admin.code.trim()) throw ValidationError.field('code', 'The admin code must not be empty.');
  const problem = passwordProblem(admin.password, admin.code);
  if (problem) throw ValidationError.field('password', problem);
}

export async function createWorkspaceAdmin(db: TenantDb, admin: NewWorkspaceAdmin): Promise<string> {
  assertUsableWorkspaceAdmin(admin);
  const code = admin.code.trim();
  if (await repository.codeTaken(db, code)) throw new ConflictError(`An employee with the code "${code}" already exists.`);
  const id = uuidv7();
  const now = new Date().toISOString();
  await repository.insertEmployee(db, {
      id,
      code,
      first_name: admin.firstName ?? 'Workspace',
      last_name: admin.lastName ?? 'Admin',
      email: null,
      role_id: WORKSPACE_ADMIN_ROLE_ID,
      department_id: null,
      location_id: null,
      birth_date: null,
      entry_date: null,
      exit_date: null,
      badge: null,
      pin_hash: null,
      weekly_target_ms: null,
      password_hash: await hashSecret(admin.password),
      cost_center_id: null,
      deleted_at: null,
      created_at: now,
      updated_at: now,
  });
  return id;
}
