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
  {
    $id: 'Terminal',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d000a',
        name: 'Eingang Backstube',
        location_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0004',
        last_used_at: '2026-03-02T07:58:12.000Z',
        created_at: '2025-11-04T07:30:00.000Z',
      },
    ],
  },
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
