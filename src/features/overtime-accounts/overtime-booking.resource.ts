import { Type, type Static } from '@sinclair/typebox';
import type { OvertimeBookingsTable } from '../../db/tenant/schema.js';
import { formatDuration, utcTimestamp } from '../../platform/formats.js';
import { DateOnly, Duration, DurationMs, Nullable, StringEnum, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const OVERTIME_BOOKING_KINDS = ['payout', 'adjustment'] as const;

/** A payout as the examples of the booking and of the account show it. */
export const OVERTIME_BOOKING_EXAMPLE = {
  id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0012',
  employee_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
  kind: 'payout',
  amount: '-10:00:00.000',
  amount_ms: -36000000,
  date: '2026-03-31',
  note: 'Auszahlung mit der Märzabrechnung',
  created_by: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0014',
  created_at: '2026-03-25T13:00:00.000Z',
};

export const OvertimeBooking = Type.Object(
  {
    id: Uuid(),
    employee_id: Uuid(),
    kind: StringEnum(OVERTIME_BOOKING_KINDS),
    amount: Duration('Signed: a payout of overtime is negative'),
    amount_ms: DurationMs(),
    date: DateOnly(),
    note: Nullable(Type.String()),
    created_by: Nullable(Uuid()),
    created_at: UtcTimestamp(),
  },
  {
    $id: 'OvertimeBooking',
    examples: [OVERTIME_BOOKING_EXAMPLE],
  },
);
export type OvertimeBooking = Static<typeof OvertimeBooking>;

export function toOvertimeBooking(row: OvertimeBookingsTable): OvertimeBooking {
  const amount = Number(row.amount_ms);
  return {
    id: row.id,
    employee_id: row.employee_id,
    kind: row.kind,
    amount: formatDuration(amount),
    amount_ms: amount,
    date: row.date,
    note: row.note,
    created_by: row.created_by,
    created_at: utcTimestamp(row.created_at),
  };
}
