import { randomBytes } from 'node:crypto';
import type { ClockEventsTable, EmployeesTable, TerminalsTable } from '../../db/tenant/schema.js';
import { ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import type { CounterStore } from '../../platform/rate-limit/counters.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import type { LoginThrottle } from '../identity/login-throttle.js';
import { verifySecret } from '../../platform/access/passwords.js';
import { bookClockEvent, type Booking, type ClockPolicy, type ClockRequest } from '../clocking/clocking.service.js';
import { keepRefusedBuffered } from '../working-time/correction-requests.service.js';
import type { RequestedClockType } from '../../domain/clocking/clock-sequence.js';
import { normaliseUid } from '../nfc-tags/nfc-tags.service.js';
import { bookableAt } from '../projects/projects.service.js';
import { localDate } from '../../platform/formats.js';
import { isUniqueViolation } from '../../db/errors.js';
import { withinTransaction } from '../../db/transactions.js';
import * as repository from './terminals.repository.js';
import { sha256Hex } from '../../platform/digests.js';
import { employeeTimeZone } from '../employees/employees.service.js';
import { holderAt, type CredentialKind } from '../employees/credential-holders.service.js';
import { moduleNotEnabled } from '../../platform/access/refusals.js';
import { clientNetwork } from '../../platform/rate-limit/client-network.js';

/** A terminal's secret: random, long, shown once; only its SHA-256 is stored (it is not guessable, so no slow hash is needed). */
export function newTerminalCode(): string {
  return `trm_${randomBytes(32).toString('base64url')}`;
}

export function hashTerminalCode(code: string): string {
  return sha256Hex(code);
}

export async function createTerminal(db: TenantDb, input: { name: string; location_id?: string | null }) {
  if (input.location_id) {
    if (!(await repository.locationExists(db, input.location_id))) throw ValidationError.field('location_id', 'The selected location id is invalid.');
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
  await repository.insert(db, row);
  return { terminal: row, code };
}

export function listTerminals(db: TenantDb): Promise<TerminalsTable[]> {
  return repository.listActive(db);
}

export async function revokeTerminal(db: TenantDb, id: string): Promise<void> {
  if ((await repository.revoke(db, id, new Date().toISOString())) === 0) throw new NotFoundError('The terminal was not found.');
}

export interface TerminalGuardPolicy {
  /** Unknown codes per client address and tenant within the window before unknown codes are refused there. */
  missesPerAddress: number;
  /** Unknown badges and NFC tags per terminal within the window before identification pauses there. */
  identificationMissesPerTerminal: number;
  windowMs: number;
}

/**
 * Finds the terminal behind a code. Unknown, revoked and malformed codes all
 * answer the same 404 without a hint, and repeated misses from one address
 * are answered 429 so codes cannot be guessed. A valid secret always passes:
 * unknown codes sent from the same address never block a real terminal.
 */
export async function terminalForCode(
  db: TenantDb,
  counters: CounterStore,
  policy: TerminalGuardPolicy,
  tenant: Tenant,
  ip: string,
  code: string,
): Promise<TerminalsTable> {
  const terminal = await repository.findActiveByCodeHash(db, hashTerminalCode(code));
  if (terminal) return terminal;
  const key = `terminal-miss:${tenant.id}:${clientNetwork(ip)}`;
  const misses = await counters.peek(key);
  if (misses.count >= policy.missesPerAddress) throw TooManyRequestsError.after(misses.resetInMs);
  await counters.hit(key, policy.windowMs);
  throw new NotFoundError('Not found.');
}

export interface TerminalIdentification {
  badge?: string;
  nfc_uid?: string;
  employee_code?: string;
  pin?: string;
  /** When the event happened, for one a terminal buffered: the badge or tag names whoever held it then. */
  occurred_at?: string;
}

/**
 * Who is standing at the terminal: by badge, by NFC tag (module nfc_clock) or by personnel
 * code and PIN. Guessing is throttled per terminal, where the person stands: unknown badges
 * and tags pause identification by them at that terminal for a while, and PINs are counted
 * per code at that terminal like passwords per code and address.
 */
export async function identifyAtTerminal(
  db: TenantDb,
  tenant: Tenant,
  terminal: Pick<TerminalsTable, 'id'>,
  deps: Pick<TerminalClockDeps, 'counters' | 'guard' | 'pinThrottle'>,
  who: TerminalIdentification,
): Promise<EmployeesTable> {
  const ways = [who.badge !== undefined, who.nfc_uid !== undefined, who.employee_code !== undefined].filter(Boolean).length;
  if (ways !== 1) {
    throw ValidationError.field('badge', 'Identify the person by exactly one of badge, nfc_uid, or employee_code with pin.');
  }
  const place = `terminal:${terminal.id}`;
  const missKey = `terminal-id-miss:${tenant.id}:${terminal.id}`;
  const assertNotGuessing = async () => {
    const misses = await deps.counters.peek(missKey);
    if (misses.count >= deps.guard.identificationMissesPerTerminal) {
      throw TooManyRequestsError.after(misses.resetInMs, 'Too many unknown badges at this terminal. Please wait before trying again.');
    }
  };
  const unknown = async (field: 'badge' | 'nfc_uid', message: string): Promise<never> => {
    await deps.counters.hit(missKey, deps.guard.windowMs);
    throw ValidationError.field(field, message);
  };
  let employee: EmployeesTable | undefined;
  if (who.badge !== undefined) {
    await assertNotGuessing();
    // Badges are stored trimmed; keyboard-wedge readers add a line end or blanks. A badge of blanks names nobody.
    const badge = who.badge.trim();
    employee =
      (badge === '' ? undefined : await holderWhen(db, 'badge', badge, who.occurred_at, await repository.findEmployeeByBadge(db, badge))) ??
      (await unknown('badge', 'This badge is not known.'));
  } else if (who.nfc_uid !== undefined) {
    if (!tenant.modules.includes('nfc_clock')) {
      throw moduleNotEnabled('nfc_clock');
    }
    await assertNotGuessing();
    // The schema lets only whole bytes through; should a UID still normalise to nothing, it names
    // no tag (an empty UID stored before that schema must not open for any colon-only input).
    const uid = normaliseUid(who.nfc_uid);
    employee =
      (uid === '' ? undefined : await holderWhen(db, 'nfc_uid', uid, who.occurred_at, await repository.findEmployeeByNfcUid(db, uid))) ??
      (await unknown('nfc_uid', 'This NFC tag is not known.'));
  } else {
    if (who.pin === undefined) throw ValidationError.field('pin', 'The pin field is required with employee_code.');
    // Trimmed as at login, so a blank typed at the PIN pad finds the person and counts towards the same lockout.
    const code = who.employee_code!.trim();
    await deps.pinThrottle.assertAllowed(tenant.id, code, place);
    employee = code === '' ? undefined : await repository.findEmployeeByCode(db, code);
    if (!employee?.pin_hash || !(await verifySecret(employee.pin_hash, who.pin))) {
      await deps.pinThrottle.recordFailure(tenant.id, code, place);
      throw ValidationError.field('pin', 'Personnel number or PIN is wrong.');
    }
    await deps.pinThrottle.recordSuccess(tenant.id, code, place);
  }
  return employee;
}

/**
 * Who held the badge or tag when a buffered event happened: a badge handed to someone else since
 * names its holder of then, not the one of now, and nobody when that person has been deleted or
 * erased since, or when nobody held it then (it lay in a drawer between two holders). Without a
 * time, or when the history begins after that time (a credential handed out before the history
 * was kept), the holder of now.
 */
async function holderWhen(db: TenantDb, kind: CredentialKind, credential: string, occurredAt: string | undefined, now: EmployeesTable | undefined) {
  const at = occurredAt === undefined ? Number.NaN : Date.parse(occurredAt);
  if (Number.isNaN(at)) return now;
  const heldBy = await holderAt(db, kind, credential, new Date(at).toISOString());
  if (heldBy === undefined || heldBy === now?.id) return now;
  if (heldBy === null) return undefined;
  const then = await repository.findActiveEmployee(db, heldBy);
  return then?.erased_at ? undefined : then;
}

/** The person must be allowed to clock at terminals (time-tracking:clock-terminal). */
export async function assertMayClock(db: TenantDb, employee: EmployeesTable, permission: string): Promise<void> {
  const permissions = await repository.rolePermissions(db, employee.role_id);
  if (!permissions.includes(permission)) {
    throw new ForbiddenError(`${employee.first_name} ${employee.last_name} may not clock this way (${permission}).`, { permission });
  }
}

/** Notes that a terminal is in use; at most once a minute, so the morning rush does not write twice per clock-in. */
export async function touchTerminal(db: TenantDb, terminal: Pick<TerminalsTable, 'id' | 'last_used_at'>): Promise<void> {
  if (terminal.last_used_at && Date.now() - Date.parse(terminal.last_used_at) < 60_000) return;
  await repository.markUsed(db, terminal.id, new Date().toISOString());
}

/** What clocking at a terminal depends on: the booking policy, the guard against guessed codes, and the PIN throttle. */
export interface TerminalClockDeps {
  policy: ClockPolicy;
  guard: TerminalGuardPolicy;
  counters: CounterStore;
  pinThrottle: LoginThrottle;
}

export interface TerminalClockRequest extends TerminalIdentification {
  type: RequestedClockType;
  occurred_at?: string;
  event_id?: string;
  project_id?: string;
}

/**
 * Clocking at a terminal: the terminal behind the code, the person standing at
 * it, their permission, then the booking. A replay leaves the terminal's
 * last use as it was.
 *
 * It reads and writes in one transaction: SQLite then takes its locks once per
 * clock-in instead of once per statement, which the morning rush feels. A PIN
 * is checked before it, with its deliberately slow hash: an open transaction
 * holds the tenant's SQLite database, and every other request of the tenant
 * would wait for the hash. Should two clock-ins of one person with one event_id
 * race past the checks on PostgreSQL, the unique violation spoils the later
 * one's transaction; asked once more, it finds the booking that won and
 * answers it as a replay.
 */
export async function clockAtTerminal<Reply>(
  db: TenantDb,
  tenant: Tenant,
  ip: string,
  code: string,
  request: TerminalClockRequest,
  deps: TerminalClockDeps,
  reply: (event: ClockEventsTable, employee: EmployeesTable) => Reply,
): Promise<Booking<Reply>> {
  const identify = async (trx: TenantDb) => {
    const terminal = await terminalForCode(trx, deps.counters, deps.guard, tenant, ip, code);
    return { terminal, employee: await identifyAtTerminal(trx, tenant, terminal, deps, request) };
  };
  // The booking attempted: one the come/go order refused is kept for review once its transaction has ended.
  let attempted: ClockRequest | undefined;
  const book = async (trx: TenantDb, { terminal, employee }: { terminal: TerminalsTable; employee: EmployeesTable }) => {
    await assertMayClock(trx, employee, 'time-tracking:clock-terminal');
    const clockRequest: ClockRequest = {
      employee,
      type: request.type,
      occurredAt: request.occurred_at,
      eventId: request.event_id,
      source: 'terminal',
      terminalId: terminal.id,
      projectId: request.project_id,
      locationId: terminal.location_id,
    };
    attempted = clockRequest;
    const booking = await bookClockEvent(trx, tenant, clockRequest, deps.policy, (event) => reply(event, employee));
    if (!booking.replayed) await touchTerminal(trx, terminal);
    return booking;
  };
  const attempt = async () => {
    if (request.employee_code !== undefined) {
      const identified = await identify(db);
      return withinTransaction(db, (trx) => book(trx, identified));
    }
    return withinTransaction(db, async (trx) => book(trx, await identify(trx)));
  };
  try {
    return await attempt();
  } catch (error) {
    if (attempted) await keepRefusedBuffered(db, tenant, attempted, error);
    if (db.isTransaction || request.event_id === undefined || !isUniqueViolation(error)) throw error;
    return attempt();
  }
}

/**
 * The projects a terminal offers (module projects besides terminals): active ones running
 * today, in the terminal's zone, that may be booked at its location. The same code check as
 * clocking, so a guessed code learns nothing.
 */
export async function projectsAtTerminal(
  db: TenantDb,
  tenant: Tenant,
  ip: string,
  code: string,
  deps: Pick<TerminalClockDeps, 'counters' | 'guard'>,
) {
  const terminal = await terminalForCode(db, deps.counters, deps.guard, tenant, ip, code);
  if (!tenant.modules.includes('projects')) {
    throw moduleNotEnabled('projects');
  }
  const timeZone = await employeeTimeZone(db, terminal, tenant);
  return bookableAt(db, terminal.location_id, localDate(Date.now(), timeZone));
}
