import { createHash, randomBytes } from 'node:crypto';
import type { EmployeesTable, TerminalsTable } from '../../db/tenant/schema.js';
import { ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import type { CounterStore } from '../../platform/rate-limit/counters.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import type { LoginThrottle } from '../identity/login-throttle.js';
import { verifySecret } from '../../platform/access/passwords.js';
import { normaliseUid } from '../nfc-tags/nfc-tags.service.js';

/** A terminal's secret: random, long, shown once; only its SHA-256 is stored (it is not guessable, so no slow hash is needed). */
export function newTerminalCode(): string {
  return `trm_${randomBytes(32).toString('base64url')}`;
}

export function hashTerminalCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export async function createTerminal(db: TenantDb, input: { name: string; location_id?: string | null }) {
  if (input.location_id) {
    const location = await db.selectFrom('locations').select('id').where('id', '=', input.location_id).executeTakeFirst();
    if (!location) throw ValidationError.field('location_id', 'The selected location id is invalid.');
  }
  const code = newTerminalCode();
  const row: TerminalsTable = {
    id: uuidv7(),
    name: input.name.trim(),
    location_id: input.location_id ?? null,
    code_hash: hashTerminalCode(code),
    last_used_at: null,
    revoked_at: null,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('terminals').values(row).execute();
  return { terminal: row, code };
}

export function listTerminals(db: TenantDb) {
  return db.selectFrom('terminals').selectAll().where('revoked_at', 'is', null).orderBy('name').orderBy('id').execute();
}

export async function revokeTerminal(db: TenantDb, id: string): Promise<void> {
  const result = await db
    .updateTable('terminals')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFoundError('The terminal was not found.');
}

export interface TerminalGuardPolicy {
  /** Unknown codes per client address and tenant within the window before it is locked out. */
  missesPerAddress: number;
  windowMs: number;
}

/**
 * Finds the terminal behind a code. Unknown, revoked and malformed codes all
 * answer the same 404 without a hint, and repeated misses from one address
 * are answered 429 so codes cannot be guessed.
 */
export async function terminalForCode(
  db: TenantDb,
  counters: CounterStore,
  policy: TerminalGuardPolicy,
  tenant: Tenant,
  ip: string,
  code: string,
): Promise<TerminalsTable> {
  const key = `terminal-miss:${tenant.slug}:${ip}`;
  const misses = await counters.peek(key);
  if (misses.count >= policy.missesPerAddress) {
    throw TooManyRequestsError.after(misses.resetInMs);
  }
  const terminal = await db
    .selectFrom('terminals')
    .selectAll()
    .where('code_hash', '=', hashTerminalCode(code))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!terminal) {
    await counters.hit(key, policy.windowMs);
    throw new NotFoundError('Not found.');
  }
  return terminal;
}

export interface TerminalIdentification {
  badge?: string;
  nfc_uid?: string;
  employee_code?: string;
  pin?: string;
}

/** Who is standing at the terminal: by badge, by NFC tag (module nfc_clock) or by personnel code and PIN. */
export async function identifyAtTerminal(
  db: TenantDb,
  tenant: Tenant,
  ip: string,
  pinThrottle: LoginThrottle,
  who: TerminalIdentification,
): Promise<EmployeesTable> {
  const ways = [who.badge !== undefined, who.nfc_uid !== undefined, who.employee_code !== undefined].filter(Boolean).length;
  if (ways !== 1) {
    throw ValidationError.field('badge', 'Identify the person by exactly one of badge, nfc_uid, or employee_code with pin.');
  }
  const active = db.selectFrom('employees').selectAll('employees').where('employees.deleted_at', 'is', null);
  let employee: EmployeesTable | undefined;
  if (who.badge !== undefined) {
    employee = await active.where('employees.badge', '=', who.badge).executeTakeFirst();
    if (!employee) throw ValidationError.field('badge', 'This badge is not known.');
  } else if (who.nfc_uid !== undefined) {
    if (!tenant.modules.includes('nfc_clock')) {
      throw new ForbiddenError('The module nfc_clock (clocking by NFC tag) is not enabled for this workspace.', { module: 'nfc_clock' });
    }
    employee = await active
      .innerJoin('nfc_tags', 'nfc_tags.employee_id', 'employees.id')
      .where('nfc_tags.uid', '=', normaliseUid(who.nfc_uid))
      .executeTakeFirst();
    if (!employee) throw ValidationError.field('nfc_uid', 'This NFC tag is not known.');
  } else {
    if (who.pin === undefined) throw ValidationError.field('pin', 'The pin field is required with employee_code.');
    const code = who.employee_code!;
    await pinThrottle.assertAllowed(tenant.slug, code, ip);
    employee = await active.where('employees.code', '=', code).executeTakeFirst();
    if (!employee?.pin_hash || !(await verifySecret(employee.pin_hash, who.pin))) {
      await pinThrottle.recordFailure(tenant.slug, code, ip);
      throw ValidationError.field('pin', 'Personnel number or PIN is wrong.');
    }
    await pinThrottle.recordSuccess(tenant.slug, code, ip);
  }
  return employee;
}

/** The person must be allowed to clock at terminals (time-tracking:clock-terminal). */
export async function assertMayClock(db: TenantDb, employee: EmployeesTable, permission: string): Promise<void> {
  const role = await db.selectFrom('roles').select('permissions').where('id', '=', employee.role_id).executeTakeFirstOrThrow();
  if (!role.permissions.includes(permission)) {
    throw new ForbiddenError(`${employee.first_name} ${employee.last_name} may not clock this way (${permission}).`, { permission });
  }
}

/** Notes that a terminal is in use; at most once a minute, so the morning rush does not write twice per clock-in. */
export async function touchTerminal(db: TenantDb, terminal: Pick<TerminalsTable, 'id' | 'last_used_at'>): Promise<void> {
  if (terminal.last_used_at && Date.now() - Date.parse(terminal.last_used_at) < 60_000) return;
  await db.updateTable('terminals').set({ last_used_at: new Date().toISOString() }).where('id', '=', terminal.id).execute();
}
