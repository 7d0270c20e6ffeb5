import { Type, type Static } from '@sinclair/typebox';
import { formatDuration } from '../../platform/formats.js';
import { Duration, DurationMs, Nullable, Period, StringEnum, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';
import type { SnapshotRow } from './payroll-periods.repository.js';
import type { PayrollPeriodEventsTable } from '../../db/tenant/schema.js';

/** A payroll month as the service reads it: status, the latest close and reopening, the history. */
export interface PayrollMonthRecord {
  period: string;
  status: 'open' | 'closed';
  closedAt: string | null;
  closedBy: string | null;
  reopenedAt: string | null;
  reopenReason: string | null;
  /** Employees in the latest close's snapshot. */
  employees: number | null;
  history: PayrollPeriodEventsTable[];
}

const PayrollMonthEvent = Type.Object({
  action: StringEnum(['close', 'reopen'] as const),
  at: UtcTimestamp(),
  by: Nullable(Uuid('The employee who did it; null when it was done with the CLI')),
  reason: Nullable(Type.String({ description: 'Why it was reopened (reopen only)' })),
  employees: Nullable(Type.Integer({ description: 'Employees in the snapshot (close only)' })),
});

export const PayrollMonth = Type.Object(
  {
    period: Period(),
    status: StringEnum(['open', 'closed'] as const),
    closed_at: Nullable(UtcTimestamp('When it was last closed')),
    closed_by: Nullable(Uuid('Who closed it last; null when the CLI did')),
    reopened_at: Nullable(UtcTimestamp('When it was last reopened')),
    reopen_reason: Nullable(Type.String()),
    employees: Nullable(Type.Integer({ description: 'Employees in the latest snapshot' })),
    history: Type.Optional(Type.Array(PayrollMonthEvent, { description: 'Every close and reopen, oldest first (single month only)' })),
  },
  {
    $id: 'PayrollMonth',
    examples: [
      {
        period: '2026-02',
        status: 'closed',
        closed_at: '2026-03-03T16:00:00.000Z',
        closed_by: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0014',
        reopened_at: null,
        reopen_reason: null,
        employees: 18,
        history: [
          {
            action: 'close',
            at: '2026-03-03T16:00:00.000Z',
            by: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0014',
            reason: null,
            employees: 18,
          },
        ],
      },
    ],
  },
);
export type PayrollMonth = Static<typeof PayrollMonth>;

export function toPayrollMonth(month: PayrollMonthRecord, withHistory = false): PayrollMonth {
  return {
    period: month.period,
    status: month.status,
    closed_at: month.closedAt,
    closed_by: month.closedBy,
    reopened_at: month.reopenedAt,
    reopen_reason: month.reopenReason,
    employees: month.employees,
    ...(withHistory
      ? { history: month.history.map((e) => ({ action: e.action, at: e.at, by: e.by_employee_id, reason: e.reason, employees: e.employees })) }
      : {}),
  };
}

const durations = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.flatMap((name) => [[name, Duration()], [`${name}_ms`, DurationMs()]])) as Record<K, ReturnType<typeof Duration>> &
    Record<`${K}_ms`, ReturnType<typeof DurationMs>>;

export const PayrollSnapshot = Type.Object(
  {
    employee: Type.Object({ id: Uuid(), code: Type.String(), first_name: Type.String(), last_name: Type.String() }),
    period: Period(),
    ...durations('target', 'worked', 'absence', 'balance', 'overtime_balance'),
    surcharges: Type.Object(
      {
        night: Type.Integer({ description: 'ms of night work 20:00-06:00 outside the core night (§3b EStG, 25 %)' }),
        night_core: Type.Integer({ description: 'ms of work 00:00-04:00 begun before midnight (40 %)' }),
        sunday: Type.Integer({ description: 'ms of Sunday work (50 %)' }),
        holiday: Type.Integer({ description: 'ms of public-holiday work and of work on 31 Dec from 14:00 (125 %)' }),
        holiday_special: Type.Integer({ description: 'ms of work on 24 Dec from 14:00, 25/26 Dec and 1 May (150 %)' }),
      },
      { description: 'The month’s surcharge-eligible time per §3b EStG in milliseconds' },
    ),
    vacation_taken_days: Type.Number({ description: 'Vacation days taken in the month (half days count 0.5)' }),
    sick_days: Type.Number(),
    flags: Type.Integer({ description: 'The month’s day flags ORed together (8192: closed)' }),
  },
  {
    $id: 'PayrollSnapshot',
    examples: [
      {
        employee: { id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001', code: '1042', first_name: 'Jana', last_name: 'Schulz' },
        period: '2026-02',
        target: '160:00:00.000',
        target_ms: 576000000,
        worked: '158:45:00.000',
        worked_ms: 571500000,
        absence: '08:00:00.000',
        absence_ms: 28800000,
        balance: '06:45:00.000',
        balance_ms: 24300000,
        overtime_balance: '21:15:00.000',
        overtime_balance_ms: 76500000,
        surcharges: { night: 7200000, night_core: 3600000, sunday: 0, holiday: 0, holiday_special: 0 },
        vacation_taken_days: 0,
        sick_days: 1,
        flags: 8192,
      },
    ],
  },
);
export type PayrollSnapshot = Static<typeof PayrollSnapshot>;

const twin = <K extends string>(name: K, ms: number) => ({ [name]: formatDuration(ms), [`${name}_ms`]: ms }) as Record<K, string> & Record<`${K}_ms`, number>;

export function toPayrollSnapshot(row: SnapshotRow): PayrollSnapshot {
  return {
    employee: { id: row.employee_id, code: row.code, first_name: row.first_name, last_name: row.last_name },
    period: row.period,
    ...twin('target', Number(row.target_ms)),
    ...twin('worked', Number(row.worked_ms)),
    ...twin('absence', Number(row.absence_ms)),
    ...twin('balance', Number(row.balance_ms)),
    ...twin('overtime_balance', Number(row.overtime_balance_ms)),
    surcharges: {
      night: Number(row.night_ms),
      night_core: Number(row.night_core_ms),
      sunday: Number(row.sunday_ms),
      holiday: Number(row.holiday_ms),
      holiday_special: Number(row.holiday_special_ms),
    },
    vacation_taken_days: Number(row.vacation_taken_days),
    sick_days: Number(row.sick_days),
    flags: row.flags,
  };
}
