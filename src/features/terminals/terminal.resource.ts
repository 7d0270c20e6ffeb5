import { Type, type Static } from '@sinclair/typebox';
import type { TerminalsTable } from '../../db/tenant/schema.js';
import { utcTimestamp } from '../../platform/formats.js';
import { UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const Terminal = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    location_id: Type.Union([Uuid(), Type.Null()]),
    last_used_at: Type.Union([UtcTimestamp(), Type.Null()]),
    created_at: UtcTimestamp(),
  },
  { $id: 'Terminal' },
);
export type Terminal = Static<typeof Terminal>;

export function toTerminal(row: TerminalsTable): Terminal {
  return {
    id: row.id,
    name: row.name,
    location_id: row.location_id,
    last_used_at: row.last_used_at && utcTimestamp(row.last_used_at),
    created_at: utcTimestamp(row.created_at),
  };
}
