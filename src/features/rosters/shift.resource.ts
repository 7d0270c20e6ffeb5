import { Type, type Static } from '@sinclair/typebox';
import type { ShiftsTable } from '../../db/tenant/schema.js';
import { formatDuration, utcTimestamp } from '../../platform/formats.js';
import { Duration, Nullable, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';
import { isOvernight, nominalNetMs } from '../../domain/rosters/entry-times.js';


/** The shift the OpenAPI examples show; roster entries embed it. */
export const SHIFT_EXAMPLE = {
  id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d000b',
  name: 'Frühschicht',
  abbreviation: 'F',
  color: '#F2A93B',
  start_time: '04:00',
  end_time: '12:30',
  break_duration: '00:30:00.000',
  break_minutes: 30,
  is_overnight: false,
  schedule_model_id: null,
  work_area_id: null,
  tags: ['Backstube'],
  note: '',
  fairness_weight: 1,
  net_duration_ms: 28800000,
  created_at: '2025-11-05T09:00:00.000Z',
  updated_at: '2025-11-05T09:00:00.000Z',
};

export const Shift = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    abbreviation: Type.String(),
    color: Type.String({ description: 'Hex colour, e.g. #1E88E5' }),
    start_time: Type.String({ description: 'HH:MM' }),
    end_time: Type.String({ description: 'HH:MM; not after start_time means the next day' }),
    break_duration: Duration('Planned break'),
    break_minutes: Type.Integer(),
    is_overnight: Type.Boolean({ description: 'A boolean (the interface lists it as string)' }),
    schedule_model_id: Nullable(Type.String()),
    work_area_id: Nullable(Type.String()),
    tags: Type.Array(Type.String()),
    note: Type.String(),
    fairness_weight: Type.Integer(),
    net_duration_ms: Type.Integer({ description: 'End minus start (next day when overnight) minus the break, by the clock' }),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
  },
  {
    $id: 'Shift',
    examples: [SHIFT_EXAMPLE],
  },
);
export type Shift = Static<typeof Shift>;

export function toShift(row: ShiftsTable): Shift {
  return {
    id: row.id,
    name: row.name,
    abbreviation: row.abbreviation,
    color: row.color,
    start_time: row.start_time,
    end_time: row.end_time,
    break_duration: formatDuration(row.break_minutes * 60_000),
    break_minutes: row.break_minutes,
    is_overnight: isOvernight(row.start_time, row.end_time),
    schedule_model_id: row.schedule_model_id,
    work_area_id: row.work_area_id,
    tags: row.tags,
    note: row.note ?? '',
    fairness_weight: row.fairness_weight,
    net_duration_ms: nominalNetMs(row.start_time, row.end_time, row.break_minutes),
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  };
}
