import type { ShiftsTable } from '../../db/tenant/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { minutesOf, nominalNetMs } from '../../domain/rosters/entry-times.js';

export type ShiftInput = Partial<Omit<ShiftsTable, 'id' | 'created_at' | 'updated_at' | 'deleted_at'>>;

export function findShift(db: TenantDb, id: string): Promise<ShiftsTable | undefined> {
  return db.selectFrom('shifts').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function loadShift(db: TenantDb, id: string): Promise<ShiftsTable> {
  const row = await findShift(db, id);
  if (!row) throw new NotFoundError('The shift was not found.');
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

export const shiftsService = {
  list(db: TenantDb) {
    return db.selectFrom('shifts').selectAll().where('deleted_at', 'is', null).orderBy('start_time').orderBy('name').execute();
  },

  async create(db: TenantDb, input: ShiftInput & Pick<ShiftsTable, 'name' | 'start_time' | 'end_time'>): Promise<ShiftsTable> {
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
    await db.insertInto('shifts').values(row).execute();
    return row;
  },

  async update(db: TenantDb, id: string, input: ShiftInput): Promise<ShiftsTable> {
    const current = await loadShift(db, id);
    const changes: ShiftInput = { ...input, ...(input.name !== undefined ? { name: input.name.trim() } : {}) };
    checkTimes({ ...current, ...changes });
    await db.updateTable('shifts').set({ ...changes, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    return loadShift(db, id);
  },

  /** Retires a template; entries planned with it keep it, upcoming ones must be changed first. */
  async remove(db: TenantDb, id: string): Promise<void> {
    const current = await loadShift(db, id);
    const upcoming = await db
      .selectFrom('roster_entries')
      .select('id')
      .where('shift_id', '=', current.id)
      .where('date', '>=', new Date().toISOString().slice(0, 10))
      .executeTakeFirst();
    if (upcoming) throw new ConflictError('The shift is still planned on upcoming roster entries; change those first.');
    await db.updateTable('shifts').set({ deleted_at: new Date().toISOString() }).where('id', '=', current.id).execute();
  },
};
