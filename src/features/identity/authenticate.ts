import type { FastifyRequest } from 'fastify';
import { isPermission, type Permission } from '../../platform/access/permissions.js';
import type { Principal } from '../../platform/access/principal.js';
import { hasLeft } from './session.service.js';
import { bearerToken, hashToken } from './tokens.js';

/**
 * Bearer token -> principal. Tokens live hashed in the tenant's own database,
 * so a token of another tenant, a revoked or an expired one, or one of a
 * deleted employee simply is not found. Nor does one of someone who has left work.
 */
export async function authenticateBearer(request: FastifyRequest): Promise<Principal | undefined> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return undefined;
  const row = await request.tenantDb
    .selectFrom('access_tokens')
    .innerJoin('employees', 'employees.id', 'access_tokens.employee_id')
    .innerJoin('roles', 'roles.id', 'employees.role_id')
    .select([
      'access_tokens.id as token_id',
      'employees.id as employee_id',
      'employees.department_id',
      'employees.exit_date',
      'roles.id as role_id',
      'roles.system_key',
      'roles.permissions',
    ])
    .where('access_tokens.token_hash', '=', hashToken(token))
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', new Date().toISOString())
    .where('employees.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row || hasLeft(row.exit_date, request.tenant.timezone)) return undefined;
  return {
    employeeId: row.employee_id,
    tokenId: row.token_id,
    roleId: row.role_id,
    roleKey: row.system_key,
    permissions: new Set(row.permissions.filter(isPermission) as Permission[]),
    departmentId: row.department_id,
  };
}
