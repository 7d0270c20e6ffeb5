import { Type, type Static } from '@sinclair/typebox';
import type { CompensationsTable } from '../../db/tenant/schema.js';
import { utcTimestamp } from '../../platform/formats.js';
import { DateOnly, StringEnum, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const COMPENSATION_TYPES = ['monthly_salary', 'hourly_wage', 'bonus'] as const;
export type CompensationType = (typeof COMPENSATION_TYPES)[number];

export const Compensation = Type.Object(
  {
    id: Uuid(),
    employee_id: Uuid(),
    type: StringEnum(COMPENSATION_TYPES),
    amount_cents: Type.Integer({ minimum: 0, description: 'Amount in the smallest currency unit (cents)' }),
    currency: Type.String({ description: 'ISO 4217 code', examples: ['EUR'] }),
    valid_from: DateOnly(),
    valid_to: Type.Union([DateOnly(), Type.Null()], { description: 'Last day it applies; null while it runs on' }),
    note: Type.Union([Type.String(), Type.Null()]),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
  },
  {
    $id: 'Compensation',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0015',
        employee_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
        type: 'monthly_salary',
        amount_cents: 345000,
        currency: 'EUR',
        valid_from: '2026-01-01',
        valid_to: null,
        note: 'Tariferhöhung 2026',
        created_at: '2025-12-15T11:00:00.000Z',
        updated_at: '2025-12-15T11:00:00.000Z',
      },
    ],
  },
);
export type Compensation = Static<typeof Compensation>;

export function toCompensation(row: CompensationsTable): Compensation {
  return {
    id: row.id,
    employee_id: row.employee_id,
    type: row.type as CompensationType,
    amount_cents: Number(row.amount_cents),
    currency: row.currency,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    note: row.note,
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  };
}
