import type { ProjectsTable } from '../../db/tenant/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockRowForShare, lockRowIfPresent } from '../../db/locks.js';
import type { Principal } from '../../platform/access/principal.js';
import { NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors/errors.js';
import type { DomainErrorCode } from '../../platform/errors/domain-codes.js';
import { uuidv7 } from '../../platform/ids.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { assertAssignable } from '../cost-centers/cost-centers.service.js';
import type { ProjectRecord } from './project.resource.js';
import * as repo from './projects.repository.js';
import { permissionLacking } from '../../platform/access/refusals.js';

const NUMBER_TAKEN = 'The number has already been taken.';
const PROJECT_NOT_FOUND = 'The project was not found.';
const PROJECT_INVALID = 'The selected project id is invalid.';
/** Who books time may list the projects they can book, without seeing all of them. */
const CLOCK_PERMISSIONS = ['time-tracking:clock-web', 'time-tracking:clock-mobile'] as const;

export interface ProjectInput {
  number: string;
  name: string;
  client?: string | null;
  cost_center_id?: string | null;
  budget_ms?: number | null;
  active?: boolean;
  starts_on?: string | null;
  ends_on?: string | null;
  location_ids?: string[];
}

export interface ProjectListQuery {
  active?: boolean;
  location_id?: string;
  cost_center_id?: string;
}

/**
 * projects:view reads every project. Without it, someone who may clock (web or mobile) reads
 * only the active ones, to choose what to book on; anyone else gets 403.
 */
function readScope(principal: Principal): 'all' | 'bookable' {
  if (principal.permissions.has('projects:view')) return 'all';
  if (CLOCK_PERMISSIONS.some((permission) => principal.permissions.has(permission))) return 'bookable';
  throw permissionLacking('projects:view');
}

export function list(db: TenantDb, principal: Principal, query: ProjectListQuery) {
  const scope = readScope(principal);
  const filter: repo.ProjectFilter = {
    active: scope === 'bookable' ? true : query.active,
    locationId: query.location_id,
    costCenterId: query.cost_center_id,
  };
  return {
    count: () => repo.count(db, filter),
    rows: async (limit: number, offset: number) => repo.withLocations(db, await repo.page(db, filter, limit, offset)),
  };
}

async function load(db: TenantDb, id: string): Promise<ProjectRecord> {
  const row = await repo.find(db, id);
  if (!row) throw new NotFoundError(PROJECT_NOT_FOUND);
  return (await repo.withLocations(db, [row]))[0]!;
}

export async function get(db: TenantDb, principal: Principal, id: string): Promise<ProjectRecord> {
  const scope = readScope(principal);
  const row = await load(db, id);
  if (scope === 'bookable' && !row.active) throw new NotFoundError('The project was not found.');
  return row;
}

/** Projects by id, for areas that show or attribute time to them. */
export async function projectsByIds(db: TenantDb, ids: readonly string[]): Promise<Map<string, ProjectsTable>> {
  const rows = await repo.findMany(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** A project as the time reports need it: 404 when unknown. */
export async function projectForReport(db: TenantDb, id: string): Promise<ProjectRecord> {
  return load(db, id);
}

async function checkFields(db: TenantDb, tenant: Tenant, input: Partial<ProjectInput>, current?: ProjectsTable): Promise<void> {
  const problems: FieldErrors = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);
  if (input.number !== undefined && (await repo.numberTaken(db, input.number.trim(), current?.id))) add('number', NUMBER_TAKEN);
  const startsOn = input.starts_on !== undefined ? input.starts_on : (current?.starts_on ?? null);
  const endsOn = input.ends_on !== undefined ? input.ends_on : (current?.ends_on ?? null);
  if (startsOn && endsOn && endsOn < startsOn) add('ends_on', 'The ends on date must be a date after or equal to starts on.');
  if (input.location_ids !== undefined) {
    const unique = [...new Set(input.location_ids)];
    if ((await repo.countExistingLocations(db, unique)) !== unique.length) add('location_ids', 'The selected location ids are invalid.');
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
}

/** Checks a new cost centre in the write's transaction, holding it until that ends (see assertAssignable). */
async function holdCostCenter(trx: TenantDb, tenant: Tenant, input: Partial<ProjectInput>, current?: ProjectsTable): Promise<void> {
  if (input.cost_center_id && input.cost_center_id !== current?.cost_center_id) await assertAssignable(trx, tenant, input.cost_center_id);
}

function numberRace(error: unknown): never {
  if (isUniqueViolation(error)) throw ValidationError.field('number', NUMBER_TAKEN);
  throw error;
}

export async function create(db: TenantDb, tenant: Tenant, input: ProjectInput): Promise<ProjectRecord> {
  await checkFields(db, tenant, input);
  const now = new Date().toISOString();
  const row: ProjectsTable = {
    id: uuidv7(),
    number: input.number.trim(),
    name: input.name.trim(),
    client: input.client?.trim() || null,
    cost_center_id: input.cost_center_id ?? null,
    budget_ms: input.budget_ms ?? null,
    active: input.active ?? true,
    starts_on: input.starts_on ?? null,
    ends_on: input.ends_on ?? null,
    created_at: now,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await holdCostCenter(trx, tenant, input);
    await repo.insert(trx, row).catch(numberRace);
    await repo.replaceLocations(trx, row.id, [...new Set(input.location_ids ?? [])]);
  });
  return load(db, row.id);
}

export async function update(db: TenantDb, tenant: Tenant, id: string, input: Partial<ProjectInput>): Promise<ProjectRecord> {
  const current = await load(db, id);
  await checkFields(db, tenant, input, current);
  const { location_ids: locationIds, number, name, client, ...rest } = input;
  await db.transaction().execute(async (trx) => {
    await holdCostCenter(trx, tenant, input, current);
    await repo
      .update(trx, id, {
        ...rest,
        ...(number !== undefined ? { number: number.trim() } : {}),
        ...(name !== undefined ? { name: name.trim() } : {}),
        ...(client !== undefined ? { client: client?.trim() || null } : {}),
        updated_at: new Date().toISOString(),
      })
      .catch(numberRace);
    if (locationIds !== undefined) await repo.replaceLocations(trx, id, [...new Set(locationIds)]);
  });
  return load(db, id);
}

/**
 * Deletes a project nobody booked on. A project with booked time is payroll and controlling
 * history: it is deactivated instead (no new bookings; its times stay readable).
 */
export async function remove(db: TenantDb, id: string): Promise<{ deleted: boolean }> {
  await load(db, id);
  // The look for bookings and the deletion hold the project in one transaction: a booking that
  // commits first is seen and keeps the project, one that comes after finds it gone.
  return db.transaction().execute(async (trx) => {
    if (!(await lockRowIfPresent(trx, 'projects', id))) throw new NotFoundError(PROJECT_NOT_FOUND);
    if (await repo.hasBookings(trx, id)) {
      await repo.update(trx, id, { active: false, updated_at: new Date().toISOString() });
      return { deleted: false };
    }
    await repo.remove(trx, id);
    return { deleted: true };
  });
}

/**
 * Holds a project a correction request names until the request's transaction ends (see remove),
 * and refuses one deleted since it was checked.
 */
export async function holdNamedProject(trx: TenantDb, projectId: string): Promise<void> {
  if (!(await lockRowIfPresent(trx, 'projects', projectId))) throw ValidationError.field('project_id', PROJECT_INVALID);
}

function refusal(message: string, code: DomainErrorCode, meta: Record<string, unknown> = {}): ValidationError {
  const error = ValidationError.field('project_id', message);
  Object.assign(error.meta, { code, ...meta });
  return error;
}

/**
 * Whether a clock event may name this project: the module projects must be on (else 422
 * module_disabled), the project must exist, be active and cover the local date of the event
 * (422 project_inactive), and be bookable at the location (422 project_not_at_location).
 * `locationId` is the terminal's location when booked at one, else the employee's.
 *
 * Called in the booking's transaction, it holds the project (shared, so bookings on one project do
 * not wait for each other) until that ends: a deactivation, a change of dates or locations, or a
 * deletion (see remove) that committed first is seen here; one that comes later waits for the
 * booking, and a deletion then finds it and deactivates instead.
 */
export async function assertBookable(
  db: TenantDb,
  tenant: Pick<Tenant, 'modules'>,
  projectId: string,
  where: { date: string; locationId: string | null },
): Promise<void> {
  if (!tenant.modules.includes('projects')) {
    throw refusal('Project time tracking is not enabled for this workspace (module projects).', 'module_disabled', { module: 'projects' });
  }
  // Outside a transaction (a correction request looks early, and holds the project when it stores
  // the request) a lock would end with the read.
  if (db.isTransaction) await lockRowForShare(db, 'projects', projectId);
  const project = await repo.find(db, projectId);
  if (!project) throw ValidationError.field('project_id', PROJECT_INVALID);
  const inDates = (!project.starts_on || project.starts_on <= where.date) && (!project.ends_on || where.date <= project.ends_on);
  if (!project.active || !inDates) {
    throw refusal(`The project ${project.number} cannot be booked on ${where.date}: it is inactive or outside its dates.`, 'project_inactive', {
      project_id: project.id,
      date: where.date,
    });
  }
  if (!(await repo.bookableAtLocation(db, projectId, where.locationId))) {
    throw refusal(`The project ${project.number} cannot be booked at this location.`, 'project_not_at_location', {
      project_id: project.id,
      location_id: where.locationId,
    });
  }
}

/** The projects a terminal shows: active, running on `date`, and bookable at its location (a terminal without location shows unrestricted ones). */
export function bookableAt(db: TenantDb, locationId: string | null, date: string) {
  const filter: repo.ProjectFilter = { active: true, locationId, bookableOn: date };
  return {
    count: () => repo.count(db, filter),
    rows: (limit: number, offset: number) => repo.page(db, filter, limit, offset),
  };
}
