import { Type, type Static } from '@sinclair/typebox';
import type { WorkingDay as ComputedDay, WorkingTimeTotals as ComputedTotals } from '../../domain/working-time/working-day.js';
import { formatDuration, zonedTimestamp } from '../../platform/formats.js';
import { DateOnly, Duration, DurationMs, Nullable, Uuid, ZonedTimestamp } from '../../platform/http/schemas.js';

const durations = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.flatMap((name) => [[name, Duration()], [`${name}_ms`, DurationMs()]])) as Record<K, ReturnType<typeof Duration>> &
    Record<`${K}_ms`, ReturnType<typeof DurationMs>>;

export const WorkingDay = Type.Object(
  {
    date: DateOnly('The local date the day’s work began on'),
    ...durations('target', 'worked', 'breaks', 'auto_break', 'absence', 'balance'),
    flags: Type.Integer({ description: 'Bit mask, see docs/working-time.md (4 vacation, 512 public holiday, ...)' }),
    intervals: Type.Array(Type.Object({ from: ZonedTimestamp(), to: ZonedTimestamp(), project_id: Nullable(Uuid()) })),
    absences: Type.Array(Uuid(), { description: 'Ids of the absences on this day' }),
    projects: Type.Array(Type.Object({ project_id: Uuid(), worked: Duration(), worked_ms: DurationMs() })),
    surcharges: Type.Object(
      {
        night: Type.Integer({ description: 'ms of night work 20:00-06:00 outside the core night (§3b EStG, 25 %)' }),
        night_core: Type.Integer({ description: 'ms of work 00:00-04:00 begun before midnight (40 %)' }),
        sunday: Type.Integer({ description: 'ms of Sunday work (50 %)' }),
        holiday: Type.Integer({ description: 'ms of public-holiday work and of work on 31 Dec from 14:00 (125 %)' }),
        holiday_special: Type.Integer({ description: 'ms of work on 24 Dec from 14:00, 25/26 Dec and 1 May (150 %)' }),
      },
      { description: 'Surcharge-eligible time per §3b EStG in milliseconds' },
    ),
    warnings: Type.Array(Type.String(), { description: 'Working-time-law findings on the actual times (flag 256)' }),
  },
  {
    $id: 'WorkingDay',
    examples: [
      {
        date: '2026-03-02',
        target: '08:00:00.000',
        target_ms: 28800000,
        worked: '08:12:00.000',
        worked_ms: 29520000,
        breaks: '00:30:00.000',
        breaks_ms: 1800000,
        auto_break: '00:00:00.000',
        auto_break_ms: 0,
        absence: '00:00:00.000',
        absence_ms: 0,
        balance: '00:12:00.000',
        balance_ms: 720000,
        flags: 0,
        intervals: [
          { from: '2026-03-02T08:58:00+01:00', to: '2026-03-02T12:30:00+01:00', project_id: null },
          {
            from: '2026-03-02T13:00:00+01:00',
            to: '2026-03-02T17:40:00+01:00',
            project_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0008',
          },
        ],
        absences: [],
        projects: [{ project_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0008', worked: '04:40:00.000', worked_ms: 16800000 }],
        surcharges: { night: 0, night_core: 0, sunday: 0, holiday: 0, holiday_special: 0 },
        warnings: [],
      },
    ],
  },
);
export type WorkingDay = Static<typeof WorkingDay>;

export const WorkingTimeTotals = Type.Object(
  {
    ...durations('target', 'worked', 'absence', 'balance'),
    vacation_days: Type.Number({ description: 'Vacation days in the range (half days count 0.5)' }),
    sick_days: Type.Number({ description: 'Sick days in the range' }),
  },
  {
    $id: 'WorkingTimeTotals',
    examples: [
      {
        target: '160:00:00.000',
        target_ms: 576000000,
        worked: '162:30:00.000',
        worked_ms: 585000000,
        absence: '00:00:00.000',
        absence_ms: 0,
        balance: '02:30:00.000',
        balance_ms: 9000000,
        vacation_days: 0,
        sick_days: 0,
      },
    ],
  },
);
export type WorkingTimeTotals = Static<typeof WorkingTimeTotals>;

const duration = (ms: number) => formatDuration(ms);

export function toWorkingDay(day: ComputedDay, timeZone: string): WorkingDay {
  return {
    date: day.date,
    target: duration(day.target),
    target_ms: day.target,
    worked: duration(day.worked),
    worked_ms: day.worked,
    breaks: duration(day.breaks),
    breaks_ms: day.breaks,
    auto_break: duration(day.autoBreak),
    auto_break_ms: day.autoBreak,
    absence: duration(day.absence),
    absence_ms: day.absence,
    balance: duration(day.balance),
    balance_ms: day.balance,
    flags: day.flags,
    intervals: day.intervals.map((i) => ({ from: zonedTimestamp(i.from, timeZone), to: zonedTimestamp(i.to, timeZone), project_id: i.projectId })),
    absences: day.absences,
    projects: day.projects.map((p) => ({ project_id: p.projectId, worked: duration(p.worked), worked_ms: p.worked })),
    surcharges: {
      night: day.surcharges.night,
      night_core: day.surcharges.nightCore,
      sunday: day.surcharges.sunday,
      holiday: day.surcharges.holiday,
      holiday_special: day.surcharges.holidaySpecial,
    },
    warnings: day.warnings,
  };
}

export function toWorkingTimeTotals(totals: ComputedTotals): WorkingTimeTotals {
  return {
    target: duration(totals.target),
    target_ms: totals.target,
    worked: duration(totals.worked),
    worked_ms: totals.worked,
    absence: duration(totals.absence),
    absence_ms: totals.absence,
    balance: duration(totals.balance),
    balance_ms: totals.balance,
    vacation_days: totals.vacationDays,
    sick_days: totals.sickDays,
  };
}
