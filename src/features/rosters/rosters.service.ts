import type { RostersTable } from '../../db/tenant/schema.js';
import { lockRowForNoKeyUpdate } from '../../db/locks.js';
import type { Principal } from '../../platform/access/principal.js';
import { canSee, canSeeUnit, type Visibility } from '../../platform/access/visibility.js';
import type { PageSource } from '../../platform/http/pagination.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import { emitEvent } from '../webhooks/webhooks.service.js';
import { enqueuePush } from '../push/push-outbox.js';
import { toRoster, type Roster } from './roster.resource.js';
import * as repository from './rosters.repository.js';
import { lockPeople, plannedAsStored, prepareLawCheck, refreshAfterRemoval } from './roster-law.js';
import { assertDaysInOrder } from '../../platform/http/date-filters.js';
import { tellWithdrawn } from './withdrawn-notice.js';

export interface RosterInput {
  name?: string;
  period_start?: string;
  period_end?: string;
  unit_id?: string | null;
  notes?: string | null;
  budget_cents?: number | null;
}

/**
 * Who may see drafts: those who see plans (schedule-models:view) and those who make them
 * (schedule-models:manage: a planner works on drafts). Everyone else sees published rosters only.
 */
export const seesDrafts = (principal: Principal) => principal.permissions.has('schedule-models:view') || principal.permissions.has('schedule-models:manage');

/** The roster row; with a principal, a draft stays hidden from those who may not see drafts. */
export async function loadRoster(db: TenantDb, id: string, principal?: Principal): Promise<RostersTable> {
  const row = await repository.find(db, id);
  if (!row || (principal && !seesDrafts(principal) && row.status !== 'published')) throw new NotFoundError('The roster was not found.');
  return row;
}

/**
 * Holds the roster's row until the transaction ends and reads it again: a change of the whole
 * roster (its period, publication, deletion) and the planning of an entry in it wait for each
 * other, and each sees what the other committed. Taken before the people's rows (lockPeople).
 * PostgreSQL takes it `for no key update`: a change that holds a person and writes their entries
 * twice has its second write check the entries' roster again (`for key share`), which must not
 * wait for a roster change that waits for that person. SQLite runs one write transaction at a time.
 */
export async function lockRoster(trx: TenantDb, id: string): Promise<RostersTable> {
  await lockRowForNoKeyUpdate(trx, 'rosters', id);
  return loadRoster(trx, id);
}

const OUTSIDE = 'This roster plans people or a unit outside the organisation units you may see.';

/**
 * A change of a whole roster (its period, unit, publication, deletion) reaches its unit and every
 * person planned in it: the caller must see them all, as each entry's own change asks (403).
 */
async function assertReachesOnlyVisible(db: TenantDb, visibility: Visibility, roster: Pick<RostersTable, 'id' | 'unit_id'>, newUnit?: string | null): Promise<void> {
  for (const unit of [roster.unit_id, newUnit]) if (unit && !canSeeUnit(visibility, unit)) throw new ForbiddenError(OUTSIDE);
  if (visibility.scope === 'all') return;
  for (const person of await repository.plannedPeople(db, roster.id)) if (!canSee(visibility, person)) throw new ForbiddenError(OUTSIDE);
}

/**
 * Rosters as the API shows them, with their entry counts in one query: for a reader, the entries
 * their entry list shows (no drafts for who does not see them, nobody outside their units).
 */
async function present(db: TenantDb, rows: RostersTable[], counting?: repository.EntryCounting): Promise<Roster[]> {
  const counts = await repository.entriesCount(db, rows.map((r) => r.id), counting);
  return rows.map((row) => toRoster(row, counts.get(row.id) ?? 0));
}

async function presentOne(db: TenantDb, row: RostersTable): Promise<Roster> {
  return (await present(db, [row]))[0]!;
}

async function checkInput(db: TenantDb, input: RosterInput, current?: RostersTable): Promise<void> {
  const start = input.period_start ?? current?.period_start;
  const end = input.period_end ?? current?.period_end;
  if (start && end && end < start) throw ValidationError.field('period_end', 'The period end must be on or after the period start.');
  if (start && end && Date.parse(end) - Date.parse(start) > 2 * 366 * 86_400_000) {
    throw ValidationError.field('period_end', 'A roster covers at most two years.');
  }
  if (input.unit_id) {
    if (!(await repository.departmentExists(db, input.unit_id))) throw ValidationError.field('unit_id', 'The selected unit id is invalid.');
  }
}

export function list(db: TenantDb, principal: Principal, visibility: Visibility, filters: repository.RosterFilters): PageSource<Roster> {
  assertDaysInOrder(filters);
  const publishedOnly = !seesDrafts(principal);
  return {
    count: () => repository.count(db, filters, publishedOnly),
    rows: async (limit, offset) => present(db, await repository.page(db, filters, publishedOnly, limit, offset), { publishedOnly, visibility }),
  };
}

export async function get(db: TenantDb, id: string, principal: Principal, visibility: Visibility): Promise<Roster> {
  return (await present(db, [await loadRoster(db, id, principal)], { publishedOnly: !seesDrafts(principal), visibility }))[0]!;
}

export async function create(
  db: TenantDb,
  principal: Principal,
  visibility: Visibility,
  input: Required<Pick<RosterInput, 'name' | 'period_start' | 'period_end'>> & RosterInput,
): Promise<Roster> {
  await checkInput(db, input);
  if (input.unit_id && !canSeeUnit(visibility, input.unit_id)) throw new ForbiddenError(OUTSIDE);
  const now = new Date().toISOString();
  const row: RostersTable = {
    id: uuidv7(),
    name: input.name.trim(),
    period_start: input.period_start,
    period_end: input.period_end,
    unit_id: input.unit_id ?? null,
    status: 'draft',
    created_by: principal.employeeId,
    notes: input.notes ?? null,
    budget_cents: input.budget_cents ?? null,
    published_at: null,
    created_at: now,
    updated_at: now,
  };
  await repository.insert(db, row);
  return presentOne(db, row);
}

export async function update(db: TenantDb, visibility: Visibility, id: string, input: RosterInput): Promise<Roster> {
  const current = await loadRoster(db, id);
  await checkInput(db, input, current);
  await assertReachesOnlyVisible(db, visibility, current, input.unit_id);
  const changes = { ...input, ...(input.name !== undefined ? { name: input.name.trim() } : {}) };
  await db.transaction().execute(async (trx) => {
    // Under the roster's lock: an entry planned meanwhile is seen here, or waits and is checked against the new period.
    const locked = await lockRoster(trx, id);
    if (await repository.hasEntryOutside(trx, id, input.period_start ?? locked.period_start, input.period_end ?? locked.period_end)) {
      throw new ConflictError('Entries lie outside the new period; move or delete them first.');
    }
    const movesUnit = input.unit_id !== undefined && input.unit_id !== locked.unit_id;
    if (movesUnit) {
      // The people planned in it are held first (after the roster, as every roster change takes them),
      // before the roster's new unit_id is written (its foreign key check holds the unit FOR KEY
      // SHARE): a move of one of them to another department holds their row and then that department,
      // so roster, people, department is the one order; the later one reads what the other wrote.
      await lockPeople(trx, (await repository.plannedPeople(trx, id)).map((person) => person.id));
    }
    await repository.update(trx, id, { ...changes, updated_at: new Date().toISOString() });
    if (movesUnit) await repository.deriveSourceUnits(trx, id, input.unit_id ?? null);
  });
  return presentOne(db, await loadRoster(db, id));
}

function assertDeletable(roster: RostersTable): void {
  if (roster.status === 'published') throw new ConflictError('A published roster cannot be deleted; unpublish it first.');
}

export async function remove(db: TenantDb, tenant: Tenant, visibility: Visibility, id: string): Promise<void> {
  const current = await loadRoster(db, id);
  await assertReachesOnlyVisible(db, visibility, current);
  assertDeletable(current);
  // The entries go with the roster: the people's entries in other rosters next to them are checked
  // again. Their holiday calendars are generated first, outside the deletion's transaction; an
  // entry planned after this look had its own generated when it was planned.
  await prepareLawCheck(db, (await repository.plannedEntries(db, id)).map(plannedAsStored));
  await db.transaction().execute(async (trx) => {
    // Under the roster's lock: a publication committed meanwhile refuses the deletion, a later one waits for it.
    assertDeletable(await lockRoster(trx, id));
    const planned = await repository.plannedEntries(trx, id);
    await lockPeople(trx, planned.map((entry) => entry.employee_id));
    await repository.remove(trx, id);
    await refreshAfterRemoval(trx, tenant, planned);
    // A draft may hold entries published on their own: their people are told, as when one is deleted.
    for (const entry of planned) await tellWithdrawn(trx, entry);
  });
}

/**
 * Publishes the roster and every entry in it: entries get published_at and a
 * pending acknowledgement, and each planned person gets one push, queued in
 * the same transaction.
 */
export async function publish(db: TenantDb, tenant: Pick<Tenant, 'modules'>, visibility: Visibility, id: string): Promise<Roster> {
  await assertReachesOnlyVisible(db, visibility, await loadRoster(db, id));
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // A deletion holding the roster goes first: the roster is then gone (404), nothing published or pushed.
    const roster = await lockRoster(trx, id);
    // Then the planned people, before their entries (as a deletion takes them): a change that holds
    // one of them and writes their entries in date order (a later entry date, an approved absence,
    // a move to another department) takes turns with the publication instead of deadlocking.
    await lockPeople(trx, (await repository.plannedPeople(trx, id)).map((person) => person.id));
    await repository.update(trx, id, { status: 'published', published_at: now, updated_at: now });
    const newlyPublished = await repository.unpublishedCountsByEmployee(trx, id);
    await repository.publishEntries(trx, id, now);
    for (const { employee_id, total } of newlyPublished) {
      await enqueuePush(trx, {
        employeeId: employee_id,
        title: 'Dienstplan veröffentlicht',
        body: `${roster.name}: ${total} neue Schicht${total === 1 ? '' : 'en'} – bitte bestätigen.`,
        data: { kind: 'roster_published', roster_id: id },
      });
    }
    await emitEvent(trx, tenant, 'roster.published', async () => presentOne(trx, await loadRoster(trx, id)));
  });
  return presentOne(db, await loadRoster(db, id));
}

/** Withdraws the publication of the roster and of its entries, acknowledgements included. */
export async function unpublish(db: TenantDb, tenant: Pick<Tenant, 'modules'>, visibility: Visibility, id: string): Promise<Roster> {
  await assertReachesOnlyVisible(db, visibility, await loadRoster(db, id));
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // Roster, planned people, then their entries: the order of publish (see there).
    await lockRoster(trx, id);
    await lockPeople(trx, (await repository.plannedPeople(trx, id)).map((person) => person.id));
    await repository.update(trx, id, { status: 'draft', published_at: null, updated_at: now });
    await repository.unpublishEntries(trx, id, now);
    await emitEvent(trx, tenant, 'roster.unpublished', async () => presentOne(trx, await loadRoster(trx, id)));
  });
  return presentOne(db, await loadRoster(db, id));
}
