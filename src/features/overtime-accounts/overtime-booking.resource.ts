import { Type, type Static } from '@sinclair/typebox';
import type { OvertimeBookingsTable } from '../../db/tenant/schema.js';
import { formatDuration, utcTimestamp } from '../../platform/formats.js';
import { DateOnly, Duration, DurationMs, Nullable, StringEnum, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const OVERTIME_BOOKING_KINDS = ['payout', 'adjustment'] as const;

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
  { $id: 'OvertimeBooking' },
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
