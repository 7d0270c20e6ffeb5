import type { EmployeesTable, RolesTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { uuidv7 } from '../../platform/ids.js';
import { reusableQuery } from '../../db/reusable-query.js';

/** Data access for login and tokens; plain rows in, plain rows out. */

export function findActiveByCode(db: TenantDb, code: string): Promise<EmployeesTable | undefined> {
  return db.selectFrom('employees').selectAll().where('code', '=', code).where('deleted_at', 'is', null).executeTakeFirst();
}

export function findActiveEmployee(db: TenantDb, id: string): Promise<EmployeesTable | undefined> {
  return db.selectFrom('employees').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export function findRole(db: TenantDb, id: string): Promise<RolesTable> {
  return db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

// Asked on every authenticated request: compiled once, so each request only runs it.
const bearerQuery = reusableQuery((db: TenantDb, tokenHash: string, now: string) =>
  db
    .selectFrom('access_tokens')
    .innerJoin('employees', 'employees.id', 'access_tokens.employee_id')
    .innerJoin('roles', 'roles.id', 'employees.role_id')
    .select([
      'access_tokens.id as token_id',
      'employees.id as employee_id',
      'employees.department_id',
      'employees.exit_date',
      'employees.location_id',
      'roles.id as role_id',
      'roles.system_key',
      'roles.permissions',
    ])
    .where('access_tokens.token_hash', '=', tokenHash)
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', now)
    .where('employees.deleted_at', 'is', null),
);

/** A person who is not deleted, with their role: what acting for them needs, without a token. */
export function findPersonWithRole(db: TenantDb, employeeId: string) {
  return db
    .selectFrom('employees')
    .innerJoin('roles', 'roles.id', 'employees.role_id')
    .select(['employees.id as employee_id', 'employees.department_id', 'employees.exit_date', 'employees.location_id', 'roles.id as role_id', 'roles.system_key', 'roles.permissions'])
    .where('employees.id', '=', employeeId)
    .where('employees.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The live token with this hash and the person and role behind it; revoked, expired or deleted ones are not found. */
export async function findBearer(db: TenantDb, tokenHash: string, now: string) {
  return (await bearerQuery(db, tokenHash, now)).rows[0];
}

/** Whether any employee, current or former, has this code. */
export async function codeTaken(db: TenantDb, code: string): Promise<boolean> {
  return (await db.selectFrom('employees').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
}

export async function insertEmployee(db: TenantDb, row: EmployeesTable): Promise<void> {
  await db.insertInto('employees').values(row).execute();
}

export async function insertToken(
  db: TenantDb,
  token: { employeeId: string; tokenHash: string; expiresAt: string; clientIp: string; userAgent: string | undefined },
): Promise<string> {
  const id = uuidv7();
  await db
    .insertInto('access_tokens')
    .values({
      id,
      employee_id: token.employeeId,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
      revoked_at: null,
      client_ip: token.clientIp,
      user_agent: token.userAgent?.slice(0, 500) ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** Revokes one session; its device stops receiving pushes with it. */
export async function revokeToken(db: TenantDb, tokenId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('access_tokens').set({ revoked_at: new Date().toISOString() }).where('id', '=', tokenId).where('revoked_at', 'is', null).execute();
    await trx.deleteFrom('push_tokens').where('access_token_id', '=', tokenId).execute();
  });
}

export async function setPasswordHash(db: TenantDb, employeeId: string, passwordHash: string): Promise<void> {
  await db.updateTable('employees').set({ password_hash: passwordHash, updated_at: new Date().toISOString() }).where('id', '=', employeeId).execute();
}

/** A person's sessions without their secrets: when, from where, until when. */
export function sessionsOf(db: TenantDb, employeeId: string) {
  return db
    .selectFrom('access_tokens')
    .select(['id', 'client_ip', 'user_agent', 'created_at', 'expires_at', 'revoked_at'])
    .where('employee_id', '=', employeeId)
    .orderBy('created_at')
    .execute();
}
