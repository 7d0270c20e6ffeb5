import type { Config } from '../../config.js';
import type { Principal } from '../../platform/access/principal.js';
import { UnauthenticatedError, ValidationError } from '../../platform/errors/errors.js';
import { localDate, utcTimestamp } from '../../platform/formats.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { toEmployee } from '../employees/employee.resource.js';
import { employeeTimeZone, withCurrentScheduleModels } from '../employees/employees.service.js';
import type { EmployeesTable } from '../../db/tenant/schema.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import { addDays } from '../../domain/working-time/local-time.js';
import * as repo from './identity.repository.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashSecret, passwordProblem, verifySecret } from '../../platform/access/passwords.js';
import { hashToken, newAccessToken } from './tokens.js';
import type { SessionUser } from './session.schemas.js';
import { endSessions as sessionsEnd, forgetSessions, revokeTokensOf } from '../../platform/access/sessions.repository.js';

export interface ClientInfo {
  /** The tenant's id, not its slug: a tenant created again under a slug starts without the old one's lockouts. */
  tenantId: string;
  /** The tenant's time zone: an exit date ends on its local midnight. */
  timeZone: string;
  ip: string;
  userAgent: string | undefined;
}

// Any two zones lie less than 27 hours apart: their dates differ by two days at the most.
const ZONES_APART_DAYS = 2;

/**
 * Someone whose exit date lies before today in their own zone (their location's, else the
 * workspace's) has left: no login, no token, no push, no feed, as a live booking dated after it is
 * refused; on their last day they can clock out until their own midnight. Read in the workspace's
 * zone first: only within two days of the exit date can the person's zone tell otherwise.
 */
export async function hasLeft(
  db: TenantDb,
  person: Pick<EmployeesTable, 'exit_date' | 'location_id'>,
  tenant: Pick<Tenant, 'timezone'>,
  now = new Date(),
): Promise<boolean> {
  if (person.exit_date === null) return false;
  const today = localDate(now, tenant.timezone);
  if (person.exit_date < addDays(today, -ZONES_APART_DAYS)) return true;
  if (person.exit_date > addDays(today, ZONES_APART_DAYS)) return false;
  return person.exit_date < localDate(now, await employeeTimeZone(db, person, tenant));
}

const INVALID_CREDENTIALS = 'These credentials do not match our records.';

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash when the code is unknown keeps the answer time the same, so codes cannot be probed. */
function timingDummy(): Promise<string> {
  return (dummyHash ??= hashSecret('not-a-real-password'));
}

/** The logged-in person; `timeZone` (the workspace's) decides which schedule model counts as today's. */
export async function sessionUser(db: TenantDb, employeeId: string, timeZone: string): Promise<SessionUser> {
  const row = await repo.findActiveEmployee(db, employeeId);
  if (!row) throw new UnauthenticatedError();
  const role = await repo.findRole(db, row.role_id);
  const [record] = await withCurrentScheduleModels(db, [row], timeZone);
  return {
    ...toEmployee(record!),
    role: { id: role.id, name: role.name, system_key: role.system_key },
    permissions: [...role.permissions].sort(),
  };
}

/** What login and password changes need from the app: the token lifetime and the login throttle. */
export interface SessionDeps {
  config: Pick<Config, 'tokenTtlMinutes'>;
  throttle: LoginThrottle;
}

/** Ends every session of an employee except one (the session that asked) when given; answers how many. */
export function revokeSessionsOf(db: TenantDb, employeeId: string, except?: string): Promise<number> {
  return revokeTokensOf(db, employeeId, except);
}

/** The same inside a transaction the caller already holds. */
export function endSessions(trx: TenantDb, employeeId: string, except?: string): Promise<number> {
  return sessionsEnd(trx, employeeId, except);
}

export async function login(db: TenantDb, input: { code: string; password: string }, client: ClientInfo, timeZone: string, deps: SessionDeps) {
  const { config, throttle } = deps;
  const code = input.code.trim();
  await throttle.assertAllowed(client.tenantId, code, client.ip);
  const employee = await repo.findActiveByCode(db, code);
  const valid = employee?.password_hash
    ? await verifySecret(employee.password_hash, input.password)
    : (await verifySecret(await timingDummy(), input.password), false);
  if (!employee || !valid || (await hasLeft(db, employee, { timezone: client.timeZone }))) {
    await throttle.recordFailure(client.tenantId, code, client.ip);
    throw new UnauthenticatedError(INVALID_CREDENTIALS);
  }
  await throttle.recordSuccess(client.tenantId, code, client.ip);
  const accessToken = newAccessToken();
  const expiresAt = new Date(Date.now() + config.tokenTtlMinutes * 60_000).toISOString();
  await repo.insertToken(db, {
    employeeId: employee.id,
    tokenHash: hashToken(accessToken),
    expiresAt,
    clientIp: client.ip,
    userAgent: client.userAgent,
  });
  return { access_token: accessToken, token_type: 'Bearer' as const, expires_at: expiresAt, user: await sessionUser(db, employee.id, timeZone) };
}

export async function changePassword(db: TenantDb, principal: Principal, input: { current_password: string; password: string }, client: ClientInfo, deps: SessionDeps) {
  const { throttle } = deps;
  const employee = await repo.findActiveEmployee(db, principal.employeeId);
  if (!employee) throw new UnauthenticatedError();
  await throttle.assertAllowed(client.tenantId, employee.code, client.ip);
  if (!employee.password_hash || !(await verifySecret(employee.password_hash, input.current_password))) {
    await throttle.recordFailure(client.tenantId, employee.code, client.ip);
    throw ValidationError.field('current_password', 'The current password is incorrect.');
  }
  const problem = passwordProblem(input.password, employee.code);
  if (problem) throw ValidationError.field('password', problem);
  await repo.setPasswordHash(db, employee.id, await hashSecret(input.password));
  return revokeTokensOf(db, employee.id, principal.tokenId);
}

export async function logout(db: TenantDb, principal: Principal): Promise<void> {
  await repo.revokeToken(db, principal.tokenId);
}

/** A person's sessions (their access request reads it); the token itself is only ever stored as a hash and never shown. */
export async function sessionsOfEmployee(db: TenantDb, employeeId: string) {
  return (await repo.sessionsOf(db, employeeId)).map((row) => ({
    id: row.id,
    client_ip: row.client_ip,
    user_agent: row.user_agent,
    created_at: utcTimestamp(row.created_at),
    expires_at: utcTimestamp(row.expires_at),
    revoked_at: row.revoked_at ? utcTimestamp(row.revoked_at) : null,
  }));
}

/** Erasure: every session and push token of a person removed, not only revoked; answers how many sessions there were. */
export function forgetSessionsOf(trx: TenantDb, employeeId: string): Promise<number> {
  return forgetSessions(trx, employeeId);
}
