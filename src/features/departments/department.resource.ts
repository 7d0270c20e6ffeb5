import { Type, type Static } from '@sinclair/typebox';
import type { DepartmentsTable } from '../../db/tenant/schema.js';
import { utcTimestamp } from '../../platform/formats.js';
import { UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const Department = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    description: Type.String({ description: 'Empty string when none was given' }),
    parent_id: Type.Union([Uuid(), Type.Null()], { description: 'The unit above; forms the tree used for visibility' }),
    cost_center_id: Type.Union([Uuid(), Type.Null()], { description: 'Cost centre of its members’ worked time when neither project nor person has one' }),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
  },
  {
    $id: 'Department',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0003',
        name: 'Backstube',
        description: 'Produktion am Standort Leipzig',
        parent_id: null,
        cost_center_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0005',
        created_at: '2025-11-03T08:00:00.000Z',
        updated_at: '2025-11-03T08:00:00.000Z',
      },
    ],
  },
);
export type Department = Static<typeof Department>;

export function toDepartment(row: DepartmentsTable): Department {
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? '',
    parent_id: row.parent_id,
    cost_center_id: row.cost_center_id ?? null,
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  };
}
