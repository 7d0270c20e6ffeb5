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
  { $id: 'Department' },
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
