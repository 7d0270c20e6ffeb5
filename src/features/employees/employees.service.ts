import { withinTransaction } from '../../db/transactions.js';
import type { Updateable } from 'kysely';
import type { EmployeesTable } from '../../db/tenant/schema.js';
import type { Principal } from '../../platform/access/principal.js';
import { assertCanSee, canSee, canSeeUnit, type Visibility } from '../../platform/access/visibility.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { hashSecret, passwordProblem, pinProblem } from '../../platform/access/passwords.js';
import { EMPLOYEE_ROLE_ID } from '../../platform/access/system-roles.js';
import { assertCanGrant } from '../roles/role-grants.js';
import { isUniqueViolation } from '../../db/errors.js';
import { endSessions, revokeTokensOf } from '../../platform/access/sessions.repository.js';
import * as repo from './employees.repository.js';
import { endAllHoldings, handOverBadge } from './credential-holders.service.js';
import { lockRowForUpdate, lockRowIfPresent } from '../../db/locks.js';
import type { ModuleId } from '../../platform/access/modules.js';
import { assertAssignable } from '../cost-centers/cost-centers.service.js';
import type { EmployeeFilters } from './employees.repository.js';
import { localDate, maskedCredential, utcTimestamp } from '../../platform/formats.js';
import type { CreateEmployeeBody, UpdateEmployeeBody } from './employees.schemas.js';
import { toEmployee, type EmployeeReader, type EmployeeRecord } from './employee.resource.js';
import { rolesWithinReach } from '../roles/roles.service.js';
import { emitEvent } from '../webhooks/webhooks.service.js';
import { assertDaysOpen } from '../payroll/payroll.service.js';
import { addDays } from '../../domain/working-time/local-time.js';
import { daysMinorUnderOneBirthDateOnly } from '../../domain/working-time/law/age.js';
import { ADULT_AGES } from '../../domain/working-time/law/limits.js';
import { SINCE_EVER } from '../../domain/absences/vacation.js';
import { assertIfMatch, nextUpdatedAt, type IfMatch } from '../../platform/http/conditional.js';
import { tellHolidaysChanged } from '../holidays/holidays-changed.js';

export interface Actor {
  principal: Principal;
  visibility: Visibility;
  /** The workspace's time zone: it decides which day is "today" for the current schedule model. */
  timeZone: string;
  /** The workspace's modules: a cost_center_id needs cost_centers. */
  modules?: readonly ModuleId[];
}

/** Adds each person's schedule model of today; one query for the whole list. */
export async function withCurrentScheduleModels(db: TenantDb, rows: EmployeesTable[], timeZone: string): Promise<EmployeeRecord[]> {
  const current = await repo.scheduleModelsOn(
    db,
    rows.map((row) => row.id),
    localDate(new Date(), timeZone),
  );
  return rows.map((row) => withScheduleModel(row, current.get(row.id) ?? null));
}

/**
 * The row itself gains the member: it was read for this answer alone. A copy by spreading costs
 * about a microsecond for a row of this width, and reading the copy's members later is slower
 * again: together more than the rest of turning a page of 25 people into resources.
 */
function withScheduleModel(row: EmployeesTable, scheduleModelId: string | null): EmployeeRecord {
  const record = row as EmployeeRecord;
  record.schedule_model_id = scheduleModelId;
  return record;
}

async function withCurrentScheduleModel(db: TenantDb, row: EmployeesTable, timeZone: string): Promise<EmployeeRecord> {
  return (await withCurrentScheduleModels(db, [row], timeZone))[0]!;
}

const EMPLOYEE_NOT_FOUND = 'The employee was not found.';

/** An active employee the caller may see: unknown or deleted is 404, outside the visible units 403. */
export async function findVisibleEmployee(db: TenantDb, visibility: Visibility, id: string): Promise<EmployeesTable> {
  const row = await repo.findActive(db, id);
  if (!row) throw new NotFoundError(EMPLOYEE_NOT_FOUND);
  assertCanSee(visibility, row);
  return row;
}

/**
 * After erasure (Art. 17 GDPR) nothing new is recorded about a person: what the law keeps stays
 * as it was, read-only. A change about them is 409 `employee_erased`; reading keeps working.
 */
export function assertNotErased(employee: Pick<EmployeesTable, 'erased_at'>): void {
  if (employee.erased_at) {
    throw new ConflictError('The personal data of this person was erased; nothing more can be recorded about them.', {
      code: 'employee_erased',
      erased_at: utcTimestamp(employee.erased_at),
    });
  }
}

/** As findVisibleEmployee, for a change about the person: an erased person is 409 `employee_erased`. */
export async function findChangeableEmployee(db: TenantDb, visibility: Visibility, id: string): Promise<EmployeesTable> {
  const row = await findVisibleEmployee(db, visibility, id);
  assertNotErased(row);
  return row;
}

/**
 * findChangeableEmployee again, first in the transaction of a change about the person: holds their
 * row until it ends and answers as that look would now, whatever it saw before the transaction:
 * deleted meanwhile is 404, erased 409 `employee_erased`. Deletion and erasure take the same lock
 * first, so each either committed before and is seen here, or waits and then finds what this
 * change wrote (erasure closes a request it left open).
 */
export async function holdChangeableEmployee(trx: TenantDb, id: string): Promise<EmployeesTable> {
  const row = await lockedOnRecord(trx, id);
  if (!row || row.deleted_at !== null) throw new NotFoundError(EMPLOYEE_NOT_FOUND);
  assertNotErased(row);
  return row;
}

/** For a change to a record about the person reached by that record's own id (an absence, a correction request). */
export async function assertEmployeeNotErased(db: TenantDb, id: string): Promise<void> {
  const row = await repo.findOnRecord(db, id);
  if (row) assertNotErased(row);
}

const loadVisible = (db: TenantDb, actor: Actor, id: string) => findVisibleEmployee(db, actor.visibility, id);
const loadChangeable = (db: TenantDb, actor: Actor, id: string) => findChangeableEmployee(db, actor.visibility, id);

/**
 * Changing someone's access (password, PIN, badge, role) or deleting them is only allowed when
 * their current role lies within the actor's own permissions; otherwise an HR Admin could take
 * over or demote a Workspace Admin in their unit.
 */
export async function assertOutranksNot(db: TenantDb, actor: Pick<Actor, 'principal'>, target: EmployeesTable): Promise<void> {
  if (target.id === actor.principal.employeeId) return;
  const role = await repo.rolePermissionsOrThrow(db, target.role_id);
  assertCanGrant(actor.principal, role.permissions);
}

/** A duplicate that slipped past the checks because two requests raced ends as the same 422. */
function uniqueToValidation(error: unknown): never {
  if (isUniqueViolation(error)) {
    const text = String((error as Error).message);
    const field = /payroll_number/.test(text) ? 'payroll_number' : /badge/.test(text) ? 'badge' : 'code';
    // The cause says that the database refused the statement: on PostgreSQL its transaction is spoilt.
    throw Object.assign(ValidationError.field(field, `The ${field.replace('_', ' ')} has already been taken.`), { cause: error });
  }
  throw error;
}

const DEPARTMENT_INVALID = 'The selected department id is invalid.';
const LOCATION_INVALID = 'The selected location id is invalid.';

const TRIMMED_FIELDS = ['code', 'first_name', 'last_name', 'badge'] as const;

/**
 * Identifiers and names are kept without surrounding blanks. The personnel code is the login name
 * and login trims what it is given, so " X1" is the same code as "X1" and the one given logs in; a
 * badge stored with a blank would never match what a reader sends; a name sorts and shows as typed.
 */
function withTrimmedText<T extends { code?: string; first_name?: string; last_name?: string; badge?: string | null }>(input: T): T {
  const trimmed = { ...input };
  for (const field of TRIMMED_FIELDS) {
    const value = trimmed[field];
    if (typeof value === 'string') (trimmed as Record<string, unknown>)[field] = value.trim();
  }
  return trimmed;
}

/**
 * Holds the department and the location a create or update names until its transaction ends,
 * and checks there that they still exist. Their deletes take the same row locks: one that
 * committed first is seen here (422), one that comes later sees the person (409). A new cost
 * centre is held too, and must still be there and active (its deactivation locks it as well).
 */
async function holdPlacement(trx: TenantDb, actor: Actor, input: Pick<UpdateEmployeeBody, 'department_id' | 'location_id' | 'cost_center_id'>, current?: EmployeesTable): Promise<void> {
  const problems: FieldErrors = {};
  if (input.department_id && !(await lockRowIfPresent(trx, 'departments', input.department_id))) problems.department_id = [DEPARTMENT_INVALID];
  if (input.location_id && !(await lockRowIfPresent(trx, 'locations', input.location_id))) problems.location_id = [LOCATION_INVALID];
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  if (assignsCostCenter(input, current)) await assertAssignable(trx, { modules: actor.modules ?? [] }, input.cost_center_id);
}

/** Whether a create or update gives the person a cost centre they do not have (keeping one since deactivated is fine). */
function assignsCostCenter(input: Pick<UpdateEmployeeBody, 'cost_center_id'>, current?: EmployeesTable): input is { cost_center_id: string } {
  return Boolean(input.cost_center_id) && input.cost_center_id !== current?.cost_center_id;
}

const EXIT_BEFORE_ENTRY = 'The exit date must be a date after or equal to the entry date.';

/** Whether the record would end before it begins, with the dates given and the others as `current` has them. */
function exitsBeforeEntry(input: Pick<UpdateEmployeeBody, 'entry_date' | 'exit_date'>, current?: Pick<EmployeesTable, 'entry_date' | 'exit_date'>): boolean {
  const entry = input.entry_date !== undefined ? input.entry_date : current?.entry_date;
  const exit = input.exit_date !== undefined ? input.exit_date : current?.exit_date;
  return Boolean(entry && exit && exit < entry);
}

/**
 * Whether the vacation account would open before the entry year, with the values given and the
 * others as `current` has them: the field to answer on (the opening when it is given, else the
 * entry date that moved after it), or undefined. An account opened after the entry year is what
 * taking over someone long employed means; one opened before it would count years nobody worked.
 */
function openingBeforeEntry(
  input: Pick<UpdateEmployeeBody, 'entry_date' | 'vacation_opening'>,
  current?: Pick<EmployeesTable, 'entry_date' | 'vacation_opening_year'>,
): { field: string; message: string } | undefined {
  const entry = input.entry_date !== undefined ? input.entry_date : (current?.entry_date ?? null);
  const year = input.vacation_opening !== undefined ? (input.vacation_opening?.year ?? null) : (current?.vacation_opening_year ?? null);
  if (entry === null || year === null || Number(year) >= Number(entry.slice(0, 4))) return undefined;
  return input.vacation_opening !== undefined
    ? { field: 'vacation_opening.year', message: `The vacation account cannot open before the entry year ${entry.slice(0, 4)}.` }
    : { field: 'entry_date', message: `The entry date lies after the year ${year} the vacation account opens in; change or remove vacation_opening with it.` };
}

/** The columns of an opening as given: left out changes nothing, null removes it. */
function openingColumns(opening: UpdateEmployeeBody['vacation_opening']): Pick<Updateable<EmployeesTable>, 'vacation_opening_year' | 'vacation_opening_days'> {
  if (opening === undefined) return {};
  return { vacation_opening_year: opening?.year ?? null, vacation_opening_days: opening?.carried_over_days ?? null };
}

/** Checks the references and uniqueness rules of a create or update; collects every problem before answering. */
async function checkFields(db: TenantDb, actor: Actor, input: UpdateEmployeeBody, current?: EmployeesTable): Promise<void> {
  const problems: FieldErrors = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);
  if (input.code !== undefined && (await repo.codeTaken(db, input.code, current?.id))) add('code', 'The code has already been taken.');
  const weakPassword = typeof input.password === 'string' ? passwordProblem(input.password, input.code ?? current?.code) : undefined;
  if (weakPassword) add('password', weakPassword);
  const weakPin = typeof input.pin === 'string' ? pinProblem(input.pin) : undefined;
  if (weakPin) add('pin', weakPin);
  if (input.badge && (await repo.badgeTaken(db, input.badge, current?.id))) add('badge', 'The badge has already been taken.');
  if (input.payroll_number && (await repo.payrollNumberTaken(db, input.payroll_number, current?.id))) add('payroll_number', 'The payroll number has already been taken.');
  if (input.department_id) {
    if (!(await repo.departmentExists(db, input.department_id))) add('department_id', DEPARTMENT_INVALID);
  }
  if (input.location_id) {
    if (!(await repo.locationExists(db, input.location_id))) add('location_id', LOCATION_INVALID);
  }
  let role: { permissions: string[] } | undefined;
  if (input.role_id !== undefined) {
    role = await repo.rolePermissions(db, input.role_id);
    if (!role) add('role_id', 'The selected role id is invalid.');
  }
  if (exitsBeforeEntry(input, current)) add('exit_date', EXIT_BEFORE_ENTRY);
  const opening = openingBeforeEntry(input, current);
  if (opening) add(opening.field, opening.message);
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  // Looked at here for the order of the answers; holdPlacement looks again in the write's transaction.
  if (assignsCostCenter(input, current)) await assertAssignable(db, { modules: actor.modules ?? [] }, input.cost_center_id);

  const roleChanges = input.role_id !== undefined && input.role_id !== (current?.role_id ?? EMPLOYEE_ROLE_ID);
  if (roleChanges) {
    if (!actor.principal.permissions.has('employees:assign_roles')) {
      throw new ForbiddenError('Assigning roles needs the permission employees:assign_roles.', { permission: 'employees:assign_roles' });
    }
    if (current?.id === actor.principal.employeeId) throw new ForbiddenError('You cannot change your own role.');
    assertCanGrant(actor.principal, role!.permissions);
  }
  // Placing a person in a unit the actor cannot see would hand them out of the actor's own scope unseen.
  const targetUnit = input.department_id !== undefined ? input.department_id : current ? undefined : null;
  if (targetUnit !== undefined && !canSeeUnit(actor.visibility, targetUnit)) {
    throw new ForbiddenError('That department lies outside the organisation units you may see.');
  }
}

async function secretColumns(input: UpdateEmployeeBody): Promise<Updateable<EmployeesTable>> {
  const changes: Updateable<EmployeesTable> = {};
  if (input.password !== undefined) changes.password_hash = input.password === null ? null : await hashSecret(input.password);
  if (input.pin !== undefined) changes.pin_hash = input.pin === null ? null : await hashSecret(input.pin);
  return changes;
}

export async function list(db: TenantDb, actor: Actor, filters: EmployeeFilters) {
  return {
    count: () => repo.count(db, filters, actor.visibility),
    rows: async (limit: number, offset: number) =>
      withCurrentScheduleModels(db, await repo.page(db, filters, actor.visibility, limit, offset), actor.timeZone),
  };
}

export async function get(db: TenantDb, actor: Actor, id: string): Promise<EmployeeRecord> {
  return withCurrentScheduleModel(db, await loadVisible(db, actor, id), actor.timeZone);
}

export async function create(db: TenantDb, actor: Actor, given: CreateEmployeeBody): Promise<EmployeeRecord> {
  const input = withTrimmedText(given);
  await checkFields(db, actor, input);
  const now = new Date().toISOString();
  const id = uuidv7();
  const secrets = await secretColumns(input);
  await withinTransaction(db, async (trx) => {
    await holdPlacement(trx, actor, input);
    await repo.insert(trx, {
      id,
      code: input.code,
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email ?? null,
      role_id: input.role_id ?? EMPLOYEE_ROLE_ID,
      department_id: input.department_id ?? null,
      location_id: input.location_id ?? null,
      birth_date: input.birth_date ?? null,
      entry_date: input.entry_date ?? null,
      exit_date: input.exit_date ?? null,
      badge: input.badge ?? null,
      payroll_number: input.payroll_number ?? null,
      weekly_target_ms: input.weekly_target_ms ?? null,
      vacation_days_per_year: input.vacation_days_per_year ?? null,
      vacation_opening_year: input.vacation_opening?.year ?? null,
      vacation_opening_days: input.vacation_opening?.carried_over_days ?? null,
      cost_center_id: input.cost_center_id ?? null,
      pin_hash: null,
      password_hash: null,
      ...secrets,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    } as EmployeesTable).catch(uniqueToValidation);
    await handOverBadge(trx, id, null, input.badge ?? null, now);
    await employeeEvent(trx, actor, 'employee.created', id);
  });
  return { ...(await repo.findActive(db, id))!, schedule_model_id: null };
}

/**
 * The days a change of entry or exit date moves into or out of the employment, as ranges whose
 * null end reaches without end (no entry date: employed since ever; no exit date: for good).
 */
function employmentChange(current: Pick<EmployeesTable, 'entry_date' | 'exit_date'>, input: Pick<UpdateEmployeeBody, 'entry_date' | 'exit_date'>) {
  const ranges: Array<{ from: string | null; to: string | null }> = [];
  const entry = input.entry_date === undefined ? current.entry_date : input.entry_date;
  if (entry !== current.entry_date) {
    const [earlier, later] = current.entry_date === null || (entry !== null && entry > current.entry_date) ? [current.entry_date, entry!] : [entry, current.entry_date];
    ranges.push({ from: earlier, to: addDays(later, -1) });
  }
  const exit = input.exit_date === undefined ? current.exit_date : input.exit_date;
  if (exit !== current.exit_date) {
    const [earlier, later] = exit === null || (current.exit_date !== null && exit > current.exit_date) ? [current.exit_date!, exit] : [exit, current.exit_date];
    ranges.push({ from: addDays(earlier, 1), to: later });
  }
  return ranges;
}

/**
 * What another area does when the days a person is employed on shrink at one end: called before
 * the change's transaction with the day as first read, it prepares what it can outside it and
 * answers the step to run inside it, where the person's row is held and the day is as the change
 * leaves it. They build on this area, so it cannot import them.
 */
export type EmploymentStep = (db: TenantDb, employeeId: string, day: string) => Promise<(trx: TenantDb, person: EmployeesTable, day: string, workspace: LeavingWorkspace) => Promise<void>>;

/**
 * What another area does when a person leaves (an exit date set or moved earlier, or their
 * deletion), with the exit date: the rosters register theirs (the person's later shifts go open,
 * see roster-entries.service), the absences theirs (the person's absences after the exit date are
 * cancelled, see absences.service).
 */
export type LeavingStep = EmploymentStep;

/**
 * What another area does when a person's start moves later (an entry date set where there was
 * none, or moved later), with the new entry date: the rosters and the absences register theirs (the person's shifts
 * before it go open, as after an exit date, see roster-entries.service).
 */
export type StartingStep = EmploymentStep;

/**
 * What another area does, in the transaction of a change of the person's record that moves them to
 * another department (or out of every one), `person` held there as the change leaves them: the
 * rosters register theirs (whose unit their shifts from today on come from, see roster-entries.service).
 */
export type DepartmentStep = (trx: TenantDb, person: EmployeesTable, workspace: LeavingWorkspace) => Promise<void>;

/**
 * What another area does, in the transaction of a person's deletion, `person` held there as it
 * found them: the correction requests register theirs (the person's undecided requests are closed,
 * see correction-requests.service), as nobody can decide a request about someone deleted.
 */
export type DeletionStep = (trx: TenantDb, person: EmployeesTable, deletion: { by: string; at: string }) => Promise<void>;

/** What a step of a leaving knows of the workspace: its time zone, and its modules (a webhook event needs them). */
export interface LeavingWorkspace {
  readonly timezone: string;
  readonly modules: readonly ModuleId[];
}

/** The workspace as the actor's call knows it. */
function workspaceOf(actor: Actor): LeavingWorkspace {
  return { timezone: actor.timeZone, modules: actor.modules ?? [] };
}

const leavingSteps: LeavingStep[] = [];
const startingSteps: StartingStep[] = [];
const departmentSteps: DepartmentStep[] = [];
const deletionSteps: DeletionStep[] = [];

export function onLeaving(step: LeavingStep): void {
  leavingSteps.push(step);
}

export function onStartPostponed(step: StartingStep): void {
  startingSteps.push(step);
}

export function onDepartmentChange(step: DepartmentStep): void {
  departmentSteps.push(step);
}

export function onDeletion(step: DeletionStep): void {
  deletionSteps.push(step);
}

/** Each area's step of a change of the employment, prepared before its transaction (EmploymentStep). */
async function prepareSteps(steps: readonly EmploymentStep[], db: TenantDb, employeeId: string, day: string) {
  const prepared = await Promise.all(steps.map((step) => step(db, employeeId, day)));
  return async (trx: TenantDb, person: EmployeesTable, on: string, workspace: LeavingWorkspace) => {
    for (const step of prepared) await step(trx, person, on, workspace);
  };
}

/** Each area's step of a person's leaving, prepared before its transaction (LeavingStep). */
function prepareLeaving(db: TenantDb, employeeId: string, exit: string) {
  return prepareSteps(leavingSteps, db, employeeId, exit);
}

/** Each area's step of a person's later start, prepared before its transaction (StartingStep). */
function prepareStarting(db: TenantDb, employeeId: string, entry: string) {
  return prepareSteps(startingSteps, db, employeeId, entry);
}

/**
 * The exit date after which a change of it releases the person's planned shifts and cancels their
 * absences: one set where there was none, or moved earlier. None when it stays, moves later or
 * goes: what a former change released stays open, for whoever took it over since, and what it
 * cancelled stays cancelled.
 */
function exitBroughtForward(before: string | null, given: string | null | undefined): string | undefined {
  return given && (before === null || given < before) ? given : undefined;
}

/**
 * The entry date before which a change of it releases the person's planned shifts: one set where
 * there was none, or moved later. None when it stays, moves earlier or goes: what a former change
 * released stays open.
 */
function startPostponed(before: string | null, given: string | null | undefined): string | undefined {
  return given && (before === null || given > before) ? given : undefined;
}

/**
 * The change without the badge and role it sends as the person has them: a client that sends back
 * the record it read with a new name changes the name only, also for someone whose role it may not
 * grant and whose badge it therefore read masked.
 */
function withoutUnchangedAccess(input: UpdateEmployeeBody, current: EmployeesTable): UpdateEmployeeBody {
  const given = { ...input };
  const badgeAsRead = given.badge === current.badge || (current.badge !== null && given.badge === maskedCredential(current.badge));
  if (given.badge !== undefined && badgeAsRead) delete given.badge;
  if (given.role_id === current.role_id) delete given.role_id;
  return given;
}

/**
 * PUT /employees/{e}. `ifMatch`: the versions of the person's record the change may be made to
 * (If-Match), compared on the row as held in the change's transaction (412 otherwise).
 */
export async function update(db: TenantDb, actor: Actor, id: string, given: UpdateEmployeeBody, ifMatch?: IfMatch): Promise<EmployeeRecord> {
  const current = await loadChangeable(db, actor, id);
  // One's own password changes where the current one is asked for: a token alone, perhaps a
  // copied one, would otherwise take the account over and sign its owner out.
  if (given.password !== undefined && id === actor.principal.employeeId) {
    throw new ForbiddenError('Change your own password with PUT /login, which asks for the current one.');
  }
  const input = withoutUnchangedAccess(withTrimmedText(given), current);
  // Credentials and roles of someone with more rights are theirs to keep; plain record data is not.
  // The personnel code is the login name: renaming it locks its owner out, so it counts as access too;
  // so does the exit date, as someone who has left can neither log in nor use a token.
  const touchesAccess =
    input.password !== undefined ||
    input.pin !== undefined ||
    input.badge !== undefined ||
    input.role_id !== undefined ||
    (input.code !== undefined && input.code !== current.code) ||
    (input.exit_date !== undefined && input.exit_date !== current.exit_date);
  if (touchesAccess) await assertOutranksNot(db, actor, current);
  await checkFields(db, actor, input, current);
  const { password: _password, pin: _pin, vacation_opening: opening, ...plain } = input;
  const fields = { ...plain, ...openingColumns(opening), ...(await secretColumns(input)) };
  const firstLook = exitBroughtForward(current.exit_date, input.exit_date);
  const leaving = firstLook ? await prepareLeaving(db, id, firstLook) : undefined;
  const firstStart = startPostponed(current.entry_date, input.entry_date);
  const starting = firstStart ? await prepareStarting(db, id, firstStart) : undefined;
  await withinTransaction(db, async (trx) => {
    // Read again under the lock: which days (and closed months) the change moves into or out of the
    // employment follows from the dates as they are now, not as the checks above read them.
    const held = await holdChangeableEmployee(trx, id);
    // Compared on the row held: a change made to the same version meanwhile has moved it.
    assertIfMatch(ifMatch, held);
    const changes = { ...fields, updated_at: nextUpdatedAt(held.updated_at) };
    // The date this change keeps is checked as it is now: another change may have moved it since.
    if (exitsBeforeEntry(input, held)) throw ValidationError.field('exit_date', EXIT_BEFORE_ENTRY);
    const opensBeforeEntry = openingBeforeEntry(input, held);
    if (opensBeforeEntry) throw ValidationError.field(opensBeforeEntry.field, opensBeforeEntry.message);
    await holdPlacement(trx, actor, input, held);
    // Days that join or leave the employment change their target, and days a new birth date
    // judges by the other age's rules their breaks: a closed month keeps its own.
    for (const days of employmentChange(held, input)) await assertDaysOpen(trx, days.from, days.to);
    const judgedOtherwise = input.birth_date === undefined ? undefined : daysMinorUnderOneBirthDateOnly(held.birth_date, input.birth_date, ADULT_AGES);
    // Only days of the employment (as this change leaves it) have working time to change.
    const employment = {
      entry_date: input.entry_date === undefined ? held.entry_date : input.entry_date,
      exit_date: input.exit_date === undefined ? held.exit_date : input.exit_date,
    };
    const worked = judgedOtherwise && withinEmployment(judgedOtherwise, employment);
    if (worked) await assertDaysOpen(trx, worked.from, worked.to);
    await repo.update(trx, id, changes).catch(uniqueToValidation);
    if (input.badge !== undefined) await handOverBadge(trx, id, held.badge, input.badge, changes.updated_at);
    await recordVacationDaysChange(trx, actor, held, input);
    // Shifts planned after the new exit date go open with it, and absences that start after it are
    // cancelled, in this transaction: the roster keeps the need, not someone who has left, and no
    // leave waits or shows that can never be taken. Judged by the exit date as held, as the closed
    // months are.
    const leaves = exitBroughtForward(held.exit_date, input.exit_date);
    if (leaves) await (leaving ?? (await prepareLeaving(trx, id, leaves)))(trx, (await repo.findActive(trx, id))!, leaves, workspaceOf(actor));
    // Shifts planned before a later entry date go open with it, as those after an exit date do:
    // nobody is to work before they start. Judged by the entry date as held, as the closed months are.
    const starts = startPostponed(held.entry_date, input.entry_date);
    if (starts) await (starting ?? (await prepareStarting(trx, id, starts)))(trx, (await repo.findActive(trx, id))!, starts, workspaceOf(actor));
    // Another location brings other public holidays, which the findings on the person's coming shifts were made with.
    if (input.location_id !== undefined && input.location_id !== held.location_id) await tellHolidaysChanged(trx, { employee_ids: [id] });
    // A move to another department changes whose unit the person's coming shifts are lent from.
    if (input.department_id !== undefined && input.department_id !== held.department_id) {
      const moved = (await repo.findActive(trx, id))!;
      for (const step of departmentSteps) await step(trx, moved, workspaceOf(actor));
    }
    await employeeEvent(trx, actor, 'employee.updated', id);
  });
  // A new or removed password ends the sessions made with the old one.
  if (input.password !== undefined) await revokeTokensOf(db, id);
  return withCurrentScheduleModel(db, (await repo.findActive(db, id))!, actor.timeZone);
}

/** Two entitlements alike: both null (the tenant default) or the same number of days. */
function sameDays(a: number | null, b: number | null): boolean {
  return a === null || b === null ? a === b : Number(a) === Number(b);
}

/** The zone an employee's business timestamps are shown in: their location's, else the tenant's. */
export async function employeeTimeZone(db: TenantDb, employee: Pick<EmployeesTable, 'location_id'>, tenant: Pick<Tenant, 'timezone'>): Promise<string> {
  if (!employee.location_id) return tenant.timezone;
  return (await repo.locationTimeZone(db, employee.location_id)) ?? tenant.timezone;
}

/**
 * A change of the yearly vacation entitlement holds from the current year on (today in the person's
 * zone, as their vacation account counts it); every earlier year keeps the value it had, so days a
 * full-time year granted and used do not turn into a deficit when the entitlement is lowered later.
 * The first change records the value before it for every earlier year, as without a history the
 * current value held for all; a second change in the same year overwrites that year's.
 */
async function recordVacationDaysChange(trx: TenantDb, actor: Actor, held: EmployeesTable, input: UpdateEmployeeBody): Promise<void> {
  const before = held.vacation_days_per_year ?? null;
  const after = input.vacation_days_per_year;
  if (after === undefined || sameDays(before, after)) return;
  const locationId = input.location_id === undefined ? held.location_id : input.location_id;
  const zone = await employeeTimeZone(trx, { location_id: locationId }, { timezone: actor.timeZone });
  const year = Number(localDate(Date.now(), zone).slice(0, 4));
  const updated_at = new Date().toISOString();
  if (!(await repo.hasVacationEntitlements(trx, held.id))) {
    await repo.putVacationEntitlement(trx, { employee_id: held.id, from_year: SINCE_EVER, vacation_days_per_year: before === null ? null : Number(before), updated_at });
  }
  await repo.removeVacationEntitlementsAfter(trx, held.id, year);
  await repo.putVacationEntitlement(trx, { employee_id: held.id, from_year: year, vacation_days_per_year: after, updated_at });
}

/** The part of a range of days (null ends: without end) that lies within an employment, if any. */
function withinEmployment(days: { from: string | null; to: string | null }, employment: Pick<EmployeesTable, 'entry_date' | 'exit_date'>) {
  const from = days.from === null || (employment.entry_date !== null && employment.entry_date > days.from) ? employment.entry_date : days.from;
  const to = days.to === null || (employment.exit_date !== null && employment.exit_date < days.to) ? employment.exit_date : days.to;
  return from !== null && to !== null && from > to ? undefined : { from, to };
}

/** The exit date of someone deleted without one: today, or their entry date when that is later (an exit never precedes the entry). */
export function exitOnDeletion(person: Pick<EmployeesTable, 'entry_date'>, today: string): string {
  return person.entry_date !== null && person.entry_date > today ? person.entry_date : today;
}

/** DELETE /employees/{e}; `ifMatch` as for update. */
export async function remove(db: TenantDb, actor: Actor, id: string, ifMatch?: IfMatch): Promise<void> {
  const current = await loadChangeable(db, actor, id);
  if (current.id === actor.principal.employeeId) throw new ConflictError('You cannot delete yourself.');
  await assertOutranksNot(db, actor, current);
  const today = localDate(Date.now(), actor.timeZone);
  const leaving = await prepareLeaving(db, id, current.exit_date ?? exitOnDeletion(current, today));
  await withinTransaction(db, async (trx) => {
    // First, as every change about the person: one that holds the row commits before the deletion
    // sees it, one that comes later finds the person deleted (404).
    const held = await holdChangeableEmployee(trx, id);
    assertIfMatch(ifMatch, held);
    // Someone deleted without an exit date has left that day (or, not yet started, on their entry
    // date): from then on their record can be erased and the retention of their working time
    // runs, as for anyone who left. Set first, so the deletion's webhook shows it.
    const exit = held.exit_date ?? exitOnDeletion(held, today);
    if (held.exit_date === null) {
      // The days after it leave the employment, as an exit date set by PUT: a closed month keeps its own.
      for (const days of employmentChange(held, { exit_date: exit })) await assertDaysOpen(trx, days.from, days.to);
    }
    // The deletion is a change of the person: its event, and the record it leaves, carry a version past the last one.
    const deletedAt = nextUpdatedAt(held.updated_at);
    await repo.update(trx, id, { exit_date: exit, updated_at: deletedAt });
    // Whatever is still planned for them after it goes open and their absences after it are
    // cancelled, as when an exit date is set: a deleted person can be planned no more, so their
    // later shifts would otherwise stand unworked, and nobody could decide their requests.
    await leaving(trx, held, exit, workspaceOf(actor));
    for (const step of deletionSteps) await step(trx, held, { by: actor.principal.employeeId, at: new Date().toISOString() });
    await employeeEvent(trx, actor, 'employee.deleted', id);
    await repo.softDelete(trx, id, deletedAt);
    await endAllHoldings(trx, id, new Date().toISOString());
    await endSessions(trx, id);
  });
}

/**
 * Any employee on record (current, former, soft-deleted or erased) the caller may see, for the
 * data-protection requests that concern people who left: unknown or outside the visible units is 404.
 */
export async function findEmployeeOnRecord(db: TenantDb, visibility: Visibility, id: string): Promise<EmployeesTable> {
  const row = await repo.findOnRecord(db, id);
  if (!row || !canSee(visibility, row)) throw new NotFoundError(EMPLOYEE_NOT_FOUND);
  return row;
}

/** The person's record as it stands now, their row held until the transaction ends: an erasure reads the names it forgets from here. */
export async function lockedOnRecord(trx: TenantDb, id: string): Promise<EmployeesTable | undefined> {
  await lockRowForUpdate(trx, 'employees', id);
  return repo.findOnRecord(trx, id);
}

/**
 * Holds the people's rows until the transaction ends, in the order of their ids as every change
 * that reaches several people takes them (the rosters' lockPeople): a change of many people (the
 * import) and one of two of them wait for each other instead of deadlocking.
 */
export async function lockPeople(trx: TenantDb, ids: readonly string[]): Promise<void> {
  for (const id of [...new Set(ids)].sort()) await lockRowForUpdate(trx, 'employees', id);
}

/** The pseudonym an erased person keeps: a fixed first name and a short random tag. */
export const ERASED_FIRST_NAME = 'Former employee';

/**
 * Erases what identifies a person on their record (Art. 17 GDPR): name to a pseudonym, contact data,
 * birth date, badge, PIN and password gone. The row, its code and its references stay for what the law keeps.
 * Answers false when the person was already erased (by a request that committed first).
 */
export async function pseudonymise(trx: TenantDb, id: string, erasure: { tag: string; reason: string; at: string }): Promise<boolean> {
  const now = erasure.at;
  const erased = await repo.updateUnlessErased(trx, id, {
    first_name: ERASED_FIRST_NAME,
    last_name: erasure.tag,
    email: null,
    birth_date: null,
    badge: null,
    pin_hash: null,
    password_hash: null,
    erased_at: now,
    erasure_reason: erasure.reason,
    updated_at: now,
  });
  if (erased) await endAllHoldings(trx, id, now);
  return erased;
}

/** An employee event for webhooks (module webhooks), with the person as GET /employees/{e} shows them. */
function employeeEvent(trx: TenantDb, actor: Actor, type: 'employee.created' | 'employee.updated' | 'employee.deleted', id: string) {
  return emitEvent(trx, { modules: actor.modules ?? [] }, type, async () =>
    toEmployee(await withCurrentScheduleModel(trx, (await repo.findActive(trx, id))!, actor.timeZone)),
  );
}

/** Who reads an employee resource: the badge shows in full to the person and to those who may change it (update's rule). */
export async function employeeReader(db: TenantDb, principal: Principal): Promise<EmployeeReader> {
  const badgeRoles = principal.permissions.has('employees:manage') ? await rolesWithinReach(db, principal) : new Set<string>();
  return { employeeId: principal.employeeId, badgeRoles };
}
