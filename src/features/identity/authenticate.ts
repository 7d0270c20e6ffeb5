import type { FastifyRequest } from 'fastify';
import { isPermission, type Permission } from '../../platform/access/permissions.js';
import type { Principal } from '../../platform/access/principal.js';
import { findBearer, findPersonWithRole } from './identity.repository.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { hasLeft } from './session.service.js';
import { bearerToken } from '../../platform/http/bearer.js';
import { hashToken } from './tokens.js';

/**
 * Bearer token -> principal. Tokens live hashed in the tenant's own database,
 * so a token of another tenant, a revoked or an expired one, or one of a
 * deleted employee simply is not found. Nor does one of someone who has left work.
 */
export async function authenticateBearer(request: FastifyRequest): Promise<Principal | undefined> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return undefined;
  const row = await findBearer(request.tenantDb, hashToken(token), new Date().toISOString());
  // Asked on every request: someone without an exit date costs no turn of the promise queue here.
  if (!row || (row.exit_date !== null && (await hasLeft(request.tenantDb, row, request.tenant)))) return undefined;
  return principalFrom(row, row.token_id);
}

type PersonWithRole = NonNullable<Awaited<ReturnType<typeof findPersonWithRole>>>;

function principalFrom(row: PersonWithRole, tokenId: string): Principal {
  return {
    employeeId: row.employee_id,
    tokenId,
    roleId: row.role_id,
    roleKey: row.system_key,
    permissions: new Set(row.permissions.filter(isPermission) as Permission[]),
    departmentId: row.department_id,
  };
}

/**
 * What a person may do now, without a token of theirs (a secret they handed out is checked
 * against it): undefined once they are deleted or have left.
 */
export async function principalOfPerson(db: TenantDb, employeeId: string, timeZone: string): Promise<Principal | undefined> {
  const row = await findPersonWithRole(db, employeeId);
  if (!row || (await hasLeft(db, row, { timezone: timeZone }))) return undefined;
  return principalFrom(row, 'none');
}
