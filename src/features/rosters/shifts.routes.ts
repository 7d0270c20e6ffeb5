import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ShiftsTable } from '../../db/tenant/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { Data, IdParams, MessageResponse, NonBlank, Nullable, WallClockTime, errorResponses } from '../../platform/http/schemas.js';
import { uuidv7 } from '../../platform/ids.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { minutesOf, nominalNetMs } from './entry-times.js';
import { Shift, toShift } from './shift.resource.js';

const Time = WallClockTime();
const fields = {
  abbreviation: Type.Optional(Type.String({ maxLength: 10 })),
  color: Type.Optional(Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' })),
  break_minutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 600 })),
  schedule_model_id: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  work_area_id: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 20 })),
  note: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  fairness_weight: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
};
const CreateShiftBody = Type.Object({ name: NonBlank(100), start_time: Time, end_time: Time, ...fields }, { additionalProperties: false });
const UpdateShiftBody = Type.Object(
  { name: Type.Optional(NonBlank(100)), start_time: Type.Optional(Time), end_time: Type.Optional(Time), ...fields },
  { additionalProperties: false },
);
type ShiftInput = Partial<Omit<ShiftsTable, 'id' | 'created_at' | 'updated_at' | 'deleted_at'>>;
const tags = ['shifts'];
const module = 'shift_roster' as const;

export async function loadShift(db: TenantDb, id: string): Promise<ShiftsTable> {
  const row = await db.selectFrom('shifts').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
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

function columns(input: ShiftInput & { name?: string; abbreviation?: string }) {
  const row: ShiftInput = { ...input };
  if (input.name !== undefined) row.name = input.name.trim();
  return row;
}

/** /rest/shifts: shift templates (module shift_roster). */
export const shiftsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/shifts',
    {
      config: { module },
      schema: { tags, operationId: 'listShifts', response: { 200: Data(Type.Array(Shift)), ...errorResponses('unauthenticated', 'forbidden') } },
    },
    async (request) => {
      const rows = await request.tenantDb.selectFrom('shifts').selectAll().where('deleted_at', 'is', null).orderBy('start_time').orderBy('name').execute();
      return { data: rows.map(toShift) };
    },
  );

  app.post(
    '/shifts',
    {
      config: { module, permission: 'schedule-models:manage' },
      schema: {
        tags,
        operationId: 'createShift',
        body: CreateShiftBody,
        response: { 201: Data(Shift), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const now = new Date().toISOString();
      const row: ShiftsTable = {
        id: uuidv7(),
        name: body.name.trim(),
        abbreviation: body.abbreviation ?? body.name.trim().slice(0, 3).toUpperCase(),
        color: body.color ?? '#607D8B',
        start_time: body.start_time,
        end_time: body.end_time,
        break_minutes: body.break_minutes ?? 0,
        schedule_model_id: body.schedule_model_id ?? null,
        work_area_id: body.work_area_id ?? null,
        tags: body.tags ?? [],
        note: body.note ?? null,
        fairness_weight: body.fairness_weight ?? 1,
        deleted_at: null,
        created_at: now,
        updated_at: now,
      };
      checkTimes(row);
      await request.tenantDb.insertInto('shifts').values(row).execute();
      return reply.code(201).send({ data: toShift(row) });
    },
  );

  app.get(
    '/shifts/:shift',
    {
      config: { module },
      schema: {
        tags,
        operationId: 'getShift',
        params: IdParams('shift'),
        response: { 200: Data(Shift), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => ({ data: toShift(await loadShift(request.tenantDb, request.params.shift)) }),
  );

  app.put(
    '/shifts/:shift',
    {
      config: { module, permission: 'schedule-models:manage' },
      schema: {
        tags,
        operationId: 'updateShift',
        summary: 'Change a shift template; entries already planned keep their times',
        params: IdParams('shift'),
        body: UpdateShiftBody,
        response: { 200: Data(Shift), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request) => {
      const current = await loadShift(request.tenantDb, request.params.shift);
      const changes = columns(request.body);
      checkTimes({ ...current, ...changes });
      await request.tenantDb.updateTable('shifts').set({ ...changes, updated_at: new Date().toISOString() }).where('id', '=', current.id).execute();
      return { data: toShift(await loadShift(request.tenantDb, current.id)) };
    },
  );

  app.delete(
    '/shifts/:shift',
    {
      config: { module, permission: 'schedule-models:manage' },
      schema: {
        tags,
        operationId: 'deleteShift',
        summary: 'Retire a shift template; it stays on entries already planned with it',
        params: IdParams('shift'),
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict') },
      },
    },
    async (request) => {
      const current = await loadShift(request.tenantDb, request.params.shift);
      const upcoming = await request.tenantDb
        .selectFrom('roster_entries')
        .select('id')
        .where('shift_id', '=', current.id)
        .where('date', '>=', new Date().toISOString().slice(0, 10))
        .executeTakeFirst();
      if (upcoming) throw new ConflictError('The shift is still planned on upcoming roster entries; change those first.');
      await request.tenantDb.updateTable('shifts').set({ deleted_at: new Date().toISOString() }).where('id', '=', current.id).execute();
      return { message: 'The shift was deleted.' };
    },
  );
};
