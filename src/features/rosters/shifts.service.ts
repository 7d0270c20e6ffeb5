import type { ShiftsTable } from '../../db/tenant/schema.js';
import { lockRowForUpdate } from '../../db/locks.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { minutesOf, nominalNetMs } from '../../domain/rosters/entry-times.js';
import * as repository from './shifts.repository.js';
import { holdModel } from '../schedule-models/schedule-models.service.js';

const SHIFT_NOT_FOUND = 'The shift was not found.';

export type ShiftInput = Partial<Omit<ShiftsTable, 'id' | 'created_at' | 'updated_at' | 'deleted_at'>>;

/** A shift template that has not been retired, if there is one. */
export function findShift(db: TenantDb, id: string): Promise<ShiftsTable | undefined> {
  return repository.findActive(db, id);
}

/**
 * Holds the shift template's row until the transaction ends and reads it again: its retirement and
 * the planning of an entry with it wait for each other. Undefined once it is retired.
 */
export async function lockShift(trx: TenantDb, id: string): Promise<ShiftsTable | undefined> {
  await lockRowForUpdate(trx, 'shifts', id);
  return findShift(trx, id);
}

export async function get(db: TenantDb, id: string): Promise<ShiftsTable> {
  const row = await findShift(db, id);
  if (!row) throw new NotFoundError(SHIFT_NOT_FOUND);
  return row;
}

function checkTimes(shift: Pick<ShiftsTable, 'start_time' | 'end_time' | 'break_minutes'>): void {
  if (minutesOf(shift.start_time) === minutesOf(shift.end_time)) {
    throw ValidationError.field('end_time', 'The end time must differ from the start time.');
  }
  if (nominalNetMs(shift.start_time, shift.end_time, shift.break_minutes) <= 0) {
    throw ValidationError.field('break_minutes', 'The break must be shorter than the shift.');
  }
}

/** A shift may name a schedule model; it must be one that exists, held in the write's transaction so that it cannot go before the write commits. */
async function holdScheduleModel(trx: TenantDb, id: string | null | undefined): Promise<void> {
  if (id && !(await holdModel(trx, id))) throw ValidationError.field('schedule_model_id', 'The selected schedule model id is invalid.');
}

export function list(db: TenantDb): Promise<ShiftsTable[]> {
  return repository.listActive(db);
}

export async function create(db: TenantDb, input: ShiftInput & Pick<ShiftsTable, 'name' | 'start_time' | 'end_time'>): Promise<ShiftsTable> {
  const now = new Date().toISOString();
  const name = input.name.trim();
  const row: ShiftsTable = {
    id: uuidv7(),
    name,
    abbreviation: input.abbreviation ?? name.slice(0, 3).toUpperCase(),
    color: input.color ?? '#607D8B',
    start_time: input.start_time,
    end_time: input.end_time,
    break_minutes: input.break_minutes ?? 0,
    schedule_model_id: input.schedule_model_id ?? null,
    work_area_id: input.work_area_id ?? null,
    tags: input.tags ?? [],
    note: input.note ?? null,
    fairness_weight: input.fairness_weight ?? 1,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  };
  checkTimes(row);
  await db.transaction().execute(async (trx) => {
    await holdScheduleModel(trx, row.schedule_model_id);
    await repository.insert(trx, row);
  });
  return row;
}

export async function update(db: TenantDb, id: string, input: ShiftInput): Promise<ShiftsTable> {
  const current = await get(db, id);
  const changes: ShiftInput = { ...input, ...(input.name !== undefined ? { name: input.name.trim() } : {}) };
  checkTimes({ ...current, ...changes });
  await db.transaction().execute(async (trx) => {
    await holdScheduleModel(trx, changes.schedule_model_id);
    await repository.update(trx, id, { ...changes, updated_at: new Date().toISOString() });
  });
  return get(db, id);
}

/** Retires a template; entries planned with it keep it, upcoming ones must be changed first. */
export async function remove(db: TenantDb, id: string): Promise<void> {
  const current = await get(db, id);
  // The look and the retirement hold the template: an entry planned with it meanwhile is seen, a later one finds it retired.
  await db.transaction().execute(async (trx) => {
    if (!(await lockShift(trx, current.id))) throw new NotFoundError(SHIFT_NOT_FOUND);
    const now = new Date().toISOString();
    // Upcoming or still running: its end lies after now, in whatever zone the entry was planned.
    if (await repository.plannedEndingAfter(trx, current.id, now)) {
      throw new ConflictError('The shift is still planned on upcoming roster entries; change those first.');
    }
    await repository.retire(trx, current.id, now);
  });
}
