import type { RostersTable } from '../../db/tenant/schema.js';
import type { Principal } from '../../platform/access/principal.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { enqueuePush } from '../push/push-outbox.js';
import { toRoster, type Roster } from './roster.resource.js';

export interface RosterInput {
  name?: string;
  period_start?: string;
  period_end?: string;
  unit_id?: string | null;
  notes?: string | null;
  budget_cents?: number | null;
}

/** Who may see drafts: planners (schedule-models:view). Everyone else sees published rosters only. */
export const seesDrafts = (principal: Principal) => principal.permissions.has('schedule-models:view');

export async function loadRoster(db: TenantDb, id: string, principal?: Principal): Promise<RostersTable> {
  const row = await db.selectFrom('rosters').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (principal && !seesDrafts(principal) && row.status !== 'published')) throw new NotFoundError('The roster was not found.');
  return row;
}

async function entriesCount(db: TenantDb, rosterIds: string[]): Promise<Map<string, number>> {
  if (rosterIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('roster_entries')
    .select(['roster_id', (eb) => eb.fn.countAll<number>().as('total')])
    .where('roster_id', 'in', rosterIds)
    .groupBy('roster_id')
    .execute();
  return new Map(rows.map((r) => [r.roster_id, Number(r.total)]));
}

export async function presentRosters(db: TenantDb, rows: RostersTable[]): Promise<Roster[]> {
  const counts = await entriesCount(db, rows.map((r) => r.id));
  return rows.map((row) => toRoster(row, counts.get(row.id) ?? 0));
}

async function checkInput(db: TenantDb, input: RosterInput, current?: RostersTable): Promise<void> {
  const start = input.period_start ?? current?.period_start;
  const end = input.period_end ?? current?.period_end;
  if (start && end && end < start) throw ValidationError.field('period_end', 'The period end must be on or after the period start.');
  if (start && end && Date.parse(end) - Date.parse(start) > 2 * 366 * 86_400_000) {
    throw ValidationError.field('period_end', 'A roster covers at most two years.');
  }
  if (input.unit_id) {
    const unit = await db.selectFrom('departments').select('id').where('id', '=', input.unit_id).executeTakeFirst();
    if (!unit) throw ValidationError.field('unit_id', 'The selected unit id is invalid.');
  }
}

/** An entry is cross-unit when its person belongs to another department than the roster's unit. */
async function deriveSourceUnits(db: TenantDb, rosterId: string, unitId: string | null): Promise<void> {
  await db.updateTable('roster_entries').set({ source_unit_id: null }).where('roster_id', '=', rosterId).execute();
  if (!unitId) return;
  await db
    .updateTable('roster_entries')
    .set((eb) => ({
      source_unit_id: eb.selectFrom('employees').select('employees.department_id').whereRef('employees.id', '=', 'roster_entries.employee_id'),
    }))
    .where('roster_id', '=', rosterId)
    .where('employee_id', 'in', (eb) =>
      eb.selectFrom('employees').select('employees.id').where('employees.department_id', 'is not', null).where('employees.department_id', '!=', unitId),
    )
    .execute();
}

export const rostersService = {
  list(db: TenantDb, principal: Principal, filters: { unit_id?: string; status?: string; from?: string; to?: string }) {
    let query = db.selectFrom('rosters');
    if (!seesDrafts(principal)) query = query.where('status', '=', 'published');
    if (filters.unit_id) query = query.where('unit_id', '=', filters.unit_id);
    if (filters.status) query = query.where('status', '=', filters.status as RostersTable['status']);
    if (filters.from) query = query.where('period_end', '>=', filters.from);
    if (filters.to) query = query.where('period_start', '<=', filters.to);
    return {
      count: async () => Number((await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total),
      rows: (limit: number, offset: number) =>
        query.selectAll().orderBy('period_start', 'desc').orderBy('name').limit(limit).offset(offset).execute(),
    };
  },

  async create(db: TenantDb, principal: Principal, input: Required<Pick<RosterInput, 'name' | 'period_start' | 'period_end'>> & RosterInput) {
    await checkInput(db, input);
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
    await db.insertInto('rosters').values(row).execute();
    return row;
  },

  async update(db: TenantDb, id: string, input: RosterInput): Promise<RostersTable> {
    const current = await loadRoster(db, id);
    await checkInput(db, input, current);
    const outside = await db
      .selectFrom('roster_entries')
      .select('id')
      .where('roster_id', '=', id)
      .where((eb) => eb.or([eb('date', '<', input.period_start ?? current.period_start), eb('date', '>', input.period_end ?? current.period_end)]))
      .executeTakeFirst();
    if (outside) throw new ConflictError('Entries lie outside the new period; move or delete them first.');
    const changes = { ...input, ...(input.name !== undefined ? { name: input.name.trim() } : {}) };
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('rosters').set({ ...changes, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
      if (input.unit_id !== undefined && input.unit_id !== current.unit_id) await deriveSourceUnits(trx, id, input.unit_id);
    });
    return loadRoster(db, id);
  },

  async remove(db: TenantDb, id: string): Promise<void> {
    const current = await loadRoster(db, id);
    if (current.status === 'published') throw new ConflictError('A published roster cannot be deleted; unpublish it first.');
    await db.deleteFrom('rosters').where('id', '=', id).execute();
  },

  /**
   * Publishes the roster and every entry in it: entries get published_at and a
   * pending acknowledgement, and each planned person gets one push, queued in
   * the same transaction. Returns whom to notify.
   */
  async publish(db: TenantDb, id: string): Promise<RostersTable> {
    const roster = await loadRoster(db, id);
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('rosters').set({ status: 'published', published_at: now, updated_at: now }).where('id', '=', id).execute();
      const newlyPublished = await trx
        .selectFrom('roster_entries')
        .select(['employee_id', (eb) => eb.fn.countAll<number>().as('total')])
        .where('roster_id', '=', id)
        .where('published_at', 'is', null)
        .where('employee_id', 'is not', null)
        .groupBy('employee_id')
        .execute();
      await trx.updateTable('roster_entries').set({ published_at: now, acknowledged_at: null, updated_at: now }).where('roster_id', '=', id).where('published_at', 'is', null).execute();
      for (const { employee_id, total } of newlyPublished) {
        await enqueuePush(trx, {
          employeeId: employee_id!,
          title: 'Dienstplan veröffentlicht',
          body: `${roster.name}: ${Number(total)} neue Schicht${Number(total) === 1 ? '' : 'en'} – bitte bestätigen.`,
          data: { kind: 'roster_published', roster_id: id },
        });
      }
    });
    return loadRoster(db, id);
  },

  /** Withdraws the publication of the roster and of its entries, acknowledgements included. */
  async unpublish(db: TenantDb, id: string): Promise<RostersTable> {
    await loadRoster(db, id);
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('rosters').set({ status: 'draft', published_at: null, updated_at: now }).where('id', '=', id).execute();
      await trx.updateTable('roster_entries').set({ published_at: null, acknowledged_at: null, updated_at: now }).where('roster_id', '=', id).execute();
    });
    return loadRoster(db, id);
  },
};
