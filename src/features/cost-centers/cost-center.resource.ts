import { Type, type Static } from '@sinclair/typebox';
import type { CostCentersTable } from '../../db/tenant/schema.js';
import { utcTimestamp } from '../../platform/formats.js';
import { UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const CostCenter = Type.Object(
  {
    id: Uuid(),
    number: Type.String({ description: 'Cost-centre number as payroll knows it (e.g. the Kostenstelle of the payroll transfer); unique ignoring case' }),
    name: Type.String(),
    active: Type.Boolean({ description: 'Inactive cost centres keep their history but cannot be newly assigned' }),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
  },
  {
    $id: 'CostCenter',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0005',
        number: '4710',
        name: 'Produktion Leipzig',
        active: true,
        created_at: '2025-11-03T08:00:00.000Z',
        updated_at: '2025-11-03T08:00:00.000Z',
      },
    ],
  },
);
export type CostCenter = Static<typeof CostCenter>;

export function toCostCenter(row: CostCentersTable): CostCenter {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    active: row.active,
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  };
}
