import { Type, type Static } from '@sinclair/typebox';
import type { RostersTable } from '../../db/tenant/schema.js';
import { utcTimestamp } from '../../platform/formats.js';
import { DateOnly, StringEnum, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const ROSTER_STATUSES = ['draft', 'published'] as const;

export const Roster = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    period_start: DateOnly(),
    period_end: DateOnly(),
    unit_id: Type.Union([Uuid(), Type.Null()], { description: 'The department the roster plans for' }),
    status: StringEnum(ROSTER_STATUSES),
    created_by: Type.Union([Uuid(), Type.Null()]),
    notes: Type.String(),
    budget_cents: Type.Union([Type.Integer(), Type.Null()], { description: 'An integer or null (the interface lists it as string)' }),
    published_at: Type.Union([UtcTimestamp(), Type.Null()]),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
    entries_count: Type.Integer({ minimum: 0 }),
  },
  {
    $id: 'Roster',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d000c',
        name: 'Backstube KW 11',
        period_start: '2026-03-09',
        period_end: '2026-03-15',
        unit_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0003',
        status: 'published',
        created_by: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0014',
        notes: 'Ostervorbereitung: Samstag doppelt besetzen',
        budget_cents: null,
        published_at: '2026-03-04T15:00:00.000Z',
        created_at: '2026-03-02T10:00:00.000Z',
        updated_at: '2026-03-04T15:00:00.000Z',
        entries_count: 42,
      },
    ],
  },
);
export type Roster = Static<typeof Roster>;

export function toRoster(row: RostersTable, entriesCount: number): Roster {
  return {
    id: row.id,
    name: row.name,
    period_start: row.period_start,
    period_end: row.period_end,
    unit_id: row.unit_id,
    status: row.status,
    created_by: row.created_by,
    notes: row.notes ?? '',
    budget_cents: row.budget_cents === null ? null : Number(row.budget_cents),
    published_at: row.published_at && utcTimestamp(row.published_at),
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
    entries_count: entriesCount,
  };
}
