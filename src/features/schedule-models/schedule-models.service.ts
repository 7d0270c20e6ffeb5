import type { EmployeeScheduleModelsTable, EmployeesTable, ScheduleModelsTable } from '../../db/tenant/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockRowForUpdate, lockRowIfPresent } from '../../db/locks.js';
import {
  assignmentOn,
  coveredRanges,
  datesBetween,
  dayTargets,
  insertAssignment,
  targetOn,
  weeklyTarget,
  type Assignment,
  type ScheduleRule,
} from '../../domain/working-time/schedule.js';
import type { ModuleId } from '../../platform/access/modules.js';
import type { Principal } from '../../platform/access/principal.js';
import type { Visibility } from '../../platform/access/visibility.js';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { findChangeableEmployee, findVisibleEmployee, holdChangeableEmployee, withCurrentScheduleModels } from '../employees/employees.service.js';
import { toEmployee } from '../employees/employee.resource.js';
import { emitEvent } from '../webhooks/webhooks.service.js';
import { localDate } from '../../platform/formats.js';
import { nextUpdatedAt } from '../../platform/http/conditional.js';
import { assertDaysOpen } from '../payroll/payroll.service.js';
import * as repo from './schedule-models.repository.js';
import { dayColumns, ruleOf, toScheduleAssignment, type ScheduleAssignment, type ScheduleKind } from './schedule-model.resource.js';
import type { AssignScheduleModelBody, CreateScheduleModelBody, UpdateScheduleModelBody } from './schedule-models.schemas.js';
import { permissionLacking } from '../../platform/access/refusals.js';

const NAME_TAKEN = 'The name has already been taken.';
const UNKNOWN_MODEL = 'The selected schedule model id is invalid.';

export function list(db: TenantDb): Promise<ScheduleModelsTable[]> {
  return repo.listModels(db);
}

async function load(db: TenantDb, id: string): Promise<ScheduleModelsTable> {
  const row = await repo.findModel(db, id);
  if (!row) throw new NotFoundError('The schedule model was not found.');
  return row;
}

/** Planners (schedule-models:view) read every model; anyone else only a model that is or was their own. */
export async function get(db: TenantDb, actor: Principal, id: string): Promise<ScheduleModelsTable> {
  const row = await load(db, id);
  if (!actor.permissions.has('schedule-models:view') && !(await repo.everAssignedTo(db, id, actor.employeeId))) {
    throw permissionLacking('schedule-models:view');
  }
  return row;
}

/**
 * Holds a model a write refers to (a shift's schedule_model_id) until its transaction ends and
 * answers whether it is there. The model's deletion takes the same lock: it either committed first
 * (false here) or waits and then counts the reference as a use (409 schedule_model_in_use).
 */
export function holdModel(trx: TenantDb, id: string): Promise<boolean> {
  return lockRowIfPresent(trx, 'schedule_models', id);
}

/**
 * The rule a create or change describes, checked as a whole. A fixed model takes exactly seven
 * days (each ISO weekday once) and derives its weekly target; a flexible one takes only the
 * weekly target and derives its days. On a change, what is left out comes from the current model
 * of the same kind.
 */
function ruleFor(kind: ScheduleKind, input: Pick<UpdateScheduleModelBody, 'days' | 'weekly_target_ms'>, current?: ScheduleRule): ScheduleRule {
  const problems: FieldErrors = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);
  let rule: ScheduleRule | undefined;
  if (kind === 'fixed') {
    if (input.days === undefined) {
      if (current?.kind === 'fixed') rule = current;
      else add('days', 'The days field is required for a fixed model.');
    } else {
      const weekdays = new Set(input.days.map((d) => d.weekday));
      if (input.days.length !== 7 || weekdays.size !== 7) {
        add('days', 'A fixed model needs exactly seven days, each weekday 1 to 7 once.');
      } else {
        rule = { kind: 'fixed', day_targets_ms: targetsByWeekday(input.days) };
      }
    }
  } else {
    const weekly = input.weekly_target_ms ?? (current?.kind === 'flexible' ? current.weekly_target_ms : undefined);
    if (weekly === undefined) add('weekly_target_ms', 'The weekly target ms field is required for a flexible model.');
    else rule = { kind: 'flexible', weekly_target_ms: weekly };
  }
  if (rule) {
    for (const [field, messages] of Object.entries(contradictedDerivations(rule, input, current))) messages.forEach((message) => add(field, message));
  }
  if (Object.keys(problems).length > 0 || !rule) throw new ValidationError(problems);
  return rule;
}

function targetsByWeekday(days: ReadonlyArray<{ weekday: number; target_ms: number }>): number[] {
  return [...days].sort((a, b) => a.weekday - b.weekday).map((d) => d.target_ms);
}

/**
 * What a kind derives (a fixed model's weekly target, a flexible model's days) is read-only. Sent
 * as the model has it now or will have it, as a client sends back a model it read, changed or
 * not, it is ignored; sent otherwise, it asks for what the kind cannot have and is refused.
 */
function contradictedDerivations(rule: ScheduleRule, input: Pick<UpdateScheduleModelBody, 'days' | 'weekly_target_ms'>, current?: ScheduleRule): FieldErrors {
  const rules = current ? [rule, current] : [rule];
  if (rule.kind === 'fixed' && input.weekly_target_ms !== undefined && !rules.some((r) => weeklyTarget(r) === input.weekly_target_ms)) {
    return { weekly_target_ms: ['A fixed model derives its weekly target from its days; leave weekly_target_ms out or send it as read.'] };
  }
  if (rule.kind === 'flexible' && input.days !== undefined) {
    const sent = input.days.length === 7 && new Set(input.days.map((d) => d.weekday)).size === 7 ? targetsByWeekday(input.days).join() : undefined;
    if (!rules.some((r) => dayTargets(r).join() === sent)) {
      return { days: ['A flexible model spreads its weekly target over Monday to Friday; leave days out or send them as read.'] };
    }
  }
  return {};
}

function ruleColumns(rule: ScheduleRule) {
  return { kind: rule.kind, weekly_target_ms: weeklyTarget(rule), ...dayColumns(rule) };
}

/** Two requests racing for one name end as the same 422 the check gives. */
function nameRace(error: unknown): never {
  if (isUniqueViolation(error)) throw ValidationError.field('name', NAME_TAKEN);
  throw error;
}

export async function create(db: TenantDb, input: CreateScheduleModelBody): Promise<ScheduleModelsTable> {
  const name = input.name.trim();
  const rule = ruleFor(input.kind, input);
  if (await repo.nameTaken(db, name)) throw ValidationError.field('name', NAME_TAKEN);
  const now = new Date().toISOString();
  const row: ScheduleModelsTable = { id: uuidv7(), name, ...ruleColumns(rule), created_at: now, updated_at: now };
  await repo.insertModel(db, row).catch(nameRace);
  return row;
}

/**
 * A change of a model's days or targets changes every day it is assigned, past ones included, so
 * it is refused (409 payroll_period_locked) while any of those days lies in a closed payroll
 * month: the month keeps the targets its close was made with, as an assignment into it does. A
 * new name changes no day. Under the model's row lock, which an assignment takes too.
 */
export async function update(db: TenantDb, id: string, input: UpdateScheduleModelBody): Promise<ScheduleModelsTable> {
  const current = await load(db, id);
  const name = input.name?.trim();
  const rule = ruleFor(input.kind ?? current.kind, input, ruleOf(current));
  if (name !== undefined && (await repo.nameTaken(db, name, id))) throw ValidationError.field('name', NAME_TAKEN);
  const columns = ruleColumns(rule);
  await db.transaction().execute(async (trx) => {
    await lockRowForUpdate(trx, 'schedule_models', id);
    const held = await load(trx, id);
    if (JSON.stringify(ruleColumns(ruleOf(held))) !== JSON.stringify(columns)) {
      for (const range of coveredRanges(await repo.assignedSpansOf(trx, id))) await assertDaysOpen(trx, range.from, range.to);
    }
    await repo.updateModel(trx, id, { ...(name !== undefined ? { name } : {}), ...columns, updated_at: new Date().toISOString() }).catch(nameRace);
  });
  return load(db, id);
}

/** A model anyone was ever assigned to, or a shift template still names, stays: 409 schedule_model_in_use. */
export async function remove(db: TenantDb, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Under the model's row lock, which an assignment takes as well: a person assigned meanwhile
    // is counted as a use, and a model deleted meanwhile is refused to the assignment.
    await lockRowForUpdate(trx, 'schedule_models', id);
    await load(trx, id);
    const uses = await repo.usesOf(trx, id);
    if (uses.assignments > 0 || uses.shifts > 0) {
      throw new ConflictError('The schedule model is in use by employees or shifts; assign another model first.', {
        code: 'schedule_model_in_use',
        assignments: uses.assignments,
        shifts: uses.shifts,
      });
    }
    await repo.deleteModel(trx, id);
  });
}

/** A person's history, oldest first. Their own needs nothing more; another's needs schedule-models:view and visibility. */
export async function assignments(db: TenantDb, actor: Principal, visibility: Visibility, employeeId: string): Promise<EmployeeScheduleModelsTable[]> {
  if (employeeId !== actor.employeeId && !actor.permissions.has('schedule-models:view')) {
    throw permissionLacking('schedule-models:view');
  }
  await findVisibleEmployee(db, visibility, employeeId);
  return repo.assignmentsOf(db, employeeId);
}

/** Where an assignment is made: the zone says which day is today, the modules whether webhooks are on. */
export interface Workspace {
  timeZone: string;
  modules: readonly ModuleId[];
}

/**
 * Assigns a model from a date on and answers the whole history afterwards. The assignment
 * running on that date ends the day before, one starting that same day is replaced, and a
 * date before later changes inserts the model up to the next change (see insertAssignment).
 * Days of a closed payroll month cannot get another model: 409 payroll_period_locked.
 * Without a workspace (the demo's seeding) the person's record is left as it is.
 */
export async function assign(
  db: TenantDb,
  visibility: Visibility,
  employeeId: string,
  input: AssignScheduleModelBody,
  workspace?: Workspace,
): Promise<EmployeeScheduleModelsTable[]> {
  await findChangeableEmployee(db, visibility, employeeId);
  await db.transaction().execute(async (trx) => {
    const person = await holdChangeableEmployee(trx, employeeId);
    // The model's row lock, as its deletion takes it: the model stays while it is assigned.
    if (!(await lockRowIfPresent(trx, 'schedule_models', input.schedule_model_id))) throw ValidationError.field('schedule_model_id', UNKNOWN_MODEL);
    const before = await repo.assignmentsOf(trx, employeeId);
    const after = insertAssignment(before, input);
    // The targets change from valid_from up to the next change (or on): a closed month among those
    // days keeps the targets its close was made with.
    await assertDaysOpen(trx, input.valid_from, after.find((period) => period.valid_from === input.valid_from)?.valid_to ?? null);
    const byStart = new Map(before.map((row) => [row.valid_from, row]));
    const now = new Date().toISOString();
    for (const period of after) {
      const existing = byStart.get(period.valid_from);
      byStart.delete(period.valid_from);
      if (!existing) {
        await repo.insertAssignment(trx, { id: uuidv7(), employee_id: employeeId, ...period, created_at: now, updated_at: now });
      } else if (existing.valid_to !== period.valid_to || existing.schedule_model_id !== period.schedule_model_id) {
        await repo.updateAssignment(trx, existing.id, { schedule_model_id: period.schedule_model_id, valid_to: period.valid_to, updated_at: now });
      }
    }
    for (const gone of byStart.values()) await repo.deleteAssignment(trx, gone.id);
    if (workspace) await announceTodaysModel(trx, workspace, person, { before, after }, now);
  });
  return repo.assignmentsOf(db, employeeId);
}

/**
 * The employee resource shows today's model (schedule_model_id): an assignment that changes it
 * changes the person as a syncing client holds them, so their updated_at moves and subscribers
 * get employee.updated. One from a later date changes nothing today; the value switches at that
 * midnight without a write (docs/compatibility.md, "updated_at").
 */
async function announceTodaysModel(
  trx: TenantDb,
  workspace: Workspace,
  person: EmployeesTable,
  history: { before: readonly Assignment[]; after: readonly Assignment[] },
  now: string,
): Promise<void> {
  const today = localDate(new Date(now), workspace.timeZone);
  if (assignmentOn(history.before, today)?.schedule_model_id === assignmentOn(history.after, today)?.schedule_model_id) return;
  // Past the person's version as held, by a millisecond at least, as every change moves it (nextUpdatedAt).
  const updatedAt = nextUpdatedAt(person.updated_at, Date.parse(now));
  await repo.touchEmployee(trx, person.id, updatedAt);
  await emitEvent(trx, workspace, 'employee.updated', async () =>
    toEmployee((await withCurrentScheduleModels(trx, [{ ...person, updated_at: updatedAt }], workspace.timeZone))[0]!),
  );
}

/**
 * Target working time per person and local date, `from` to `to` inclusive, from the model
 * assigned on each day (0 on days without one). One query however many people; a range with
 * `to` before `from` gives every person an empty map.
 */
export async function dailyTargets(db: TenantDb, employeeIds: string[], from: string, to: string): Promise<Map<string, Map<string, number>>> {
  const rows = await repo.assignmentsWithModelsBetween(db, [...new Set(employeeIds)], from, to);
  const history = new Map<string, Array<(typeof rows)[number] & { rule: ScheduleRule }>>();
  for (const row of rows) {
    const list = history.get(row.employee_id) ?? [];
    list.push({ ...row, rule: ruleOf(row) });
    history.set(row.employee_id, list);
  }
  const dates = datesBetween(from, to);
  const targets = new Map<string, Map<string, number>>();
  for (const employeeId of employeeIds) {
    const periods = history.get(employeeId) ?? [];
    const days = new Map<string, number>();
    for (const date of dates) {
      const period = assignmentOn(periods, date);
      days.set(date, period ? targetOn(period.rule, date) : 0);
    }
    targets.set(employeeId, days);
  }
  return targets;
}

/** A person's schedule model history (their access request reads it). */
export async function scheduleAssignmentsOfEmployee(db: TenantDb, employeeId: string): Promise<ScheduleAssignment[]> {
  return (await repo.assignmentsOf(db, employeeId)).map(toScheduleAssignment);
}
