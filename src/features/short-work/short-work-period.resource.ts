import { Type, type Static } from '@sinclair/typebox';
import type { ShortWorkPeriodsTable } from '../../db/tenant/schema.js';
import { utcTimestamp } from '../../platform/formats.js';
import { DateOnly, Nullable, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const ShortWorkPeriod = Type.Object(
  {
    id: Uuid(),
    department_id: Nullable(Uuid('The department on short-time work, with its sub-units; null for a period of named people')),
    employee_ids: Nullable(
      Type.Array(Uuid(), { description: 'The people on short-time work (only those the caller may see); null for a department period' }),
    ),
    from: DateOnly('First day, inclusive'),
    to: DateOnly('Last day, inclusive'),
    reduction_percent: Type.Integer({ minimum: 1, maximum: 100, description: 'Share of the target that is cut on those days' }),
    note: Nullable(Type.String()),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
  },
  {
    $id: 'ShortWorkPeriod',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0013',
        department_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0003',
        employee_ids: null,
        from: '2026-07-01',
        to: '2026-08-31',
        reduction_percent: 50,
        note: 'Kurzarbeit wegen Umbau der Backstube',
        created_at: '2026-06-15T10:00:00.000Z',
        updated_at: '2026-06-15T10:00:00.000Z',
      },
    ],
  },
);
export type ShortWorkPeriod = Static<typeof ShortWorkPeriod>;

/** A stored period with the people it names; `employeeIds` is null for a department period. */
export interface PeriodRecord {
  row: ShortWorkPeriodsTable;
  employeeIds: string[] | null;
}

export function toShortWorkPeriod({ row, employeeIds }: PeriodRecord): ShortWorkPeriod {
  return {
    id: row.id,
    department_id: row.department_id,
    employee_ids: employeeIds,
    from: row.date_from,
    to: row.date_to,
    reduction_percent: Number(row.reduction_percent),
    note: row.note,
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  };
}

// A period as the personal-data export shows it to the person it names: without the colleagues
// (or the department) it names too, and without its last change, which is HR's.
const { department_id: _department, employee_ids: _employees, updated_at: _updated, ...periodOfPerson } = ShortWorkPeriod.properties;

export const ShortWorkOfPerson = Type.Object(periodOfPerson, { description: 'A short-time work period that names the person' });
export type ShortWorkOfPerson = Static<typeof ShortWorkOfPerson>;

export function toShortWorkOfPerson(row: ShortWorkPeriodsTable): ShortWorkOfPerson {
  const { department_id: _department, employee_ids: _employees, updated_at: _updated, ...period } = toShortWorkPeriod({ row, employeeIds: null });
  return period;
}
