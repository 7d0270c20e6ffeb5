import { Type, type Static } from '@sinclair/typebox';
import type { RosterEntriesTable, RosterEntryApplicationsTable, ShiftsTable } from '../../db/tenant/schema.js';
import { formatDuration, utcTimestamp, zonedTimestamp } from '../../platform/formats.js';
import { DateOnly, Duration, DurationMs, Nullable, StringEnum, UtcTimestamp, Uuid, ZonedTimestamp } from '../../platform/http/schemas.js';
import { Shift, SHIFT_EXAMPLE, toShift } from './shift.resource.js';
import { entryVersion } from './entry-placement.js';


export const Application = Type.Object(
  {
    id: Uuid(),
    entry_id: Uuid(),
    employee_id: Uuid(),
    status: StringEnum(['pending', 'accepted', 'declined'] as const),
    created_at: UtcTimestamp(),
  },
  {
    $id: 'RosterEntryApplication',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d000e',
        entry_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d000d',
        employee_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
        status: 'pending',
        created_at: '2026-03-05T12:10:00.000Z',
      },
    ],
  },
);

export function toApplication(row: RosterEntryApplicationsTable) {
  return { ...row, created_at: utcTimestamp(row.created_at) };
}

export const Acknowledgement = Type.Object({
  pending: Type.Integer({ minimum: 0 }),
  acknowledged: Type.Integer({ minimum: 0 }),
  status: StringEnum(['pending', 'acknowledged'] as const),
  acknowledged_at: Nullable(UtcTimestamp()),
});

export const RosterEntry = Type.Object(
  {
    id: Uuid(),
    roster_id: Uuid(),
    employee_id: Nullable(Uuid('null for an open shift')),
    employee_name: Nullable(Type.String()),
    date: DateOnly(),
    shift_id: Nullable(Uuid()),
    shift: Type.Optional(Nullable(Shift)),
    start_time: Type.String({ description: 'HH:MM' }),
    end_time: Type.String({ description: 'HH:MM; not after start_time means the next day' }),
    effective_start: ZonedTimestamp('Planned start in the location’s zone, with offset'),
    effective_end: ZonedTimestamp(),
    planned_work: Duration('Planned working time: real elapsed time less the break'),
    planned_work_ms: DurationMs(),
    note: Type.String(),
    work_area_id: Nullable(Type.String()),
    effective_work_area_id: Nullable(Type.String({ description: 'The entry’s work area, else the shift’s' })),
    status: Type.Integer({ minimum: 0, maximum: 3 }),
    generated: Type.Boolean({ description: 'Created by a series' }),
    series_id: Nullable(Uuid()),
    source_unit_id: Nullable(Uuid()),
    source_unit: Nullable(Type.Object({ id: Uuid(), name: Type.String() })),
    is_cross_unit: Type.Boolean(),
    published_at: Nullable(UtcTimestamp()),
    is_open: Type.Boolean(),
    applications_count: Type.Integer({ minimum: 0 }),
    acknowledgement: Nullable(Acknowledgement),
    my_application: Nullable(Application),
    warnings: Nullable(Type.Array(Type.String(), { description: 'Working-time-law finding codes (docs/working-time-law.md)' })),
    version: Type.String({
      description:
        'The entry’s version as its person confirms it, opaque: it changes when the entry moves (person, start, end or break), not with its note, status, work area or acknowledgement. The ETag of the entry’s own answers is this value in double quotes; send that in If-Match when acknowledging.',
    }),
  },
  {
    $id: 'RosterEntry',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d000d',
        roster_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d000c',
        employee_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
        employee_name: 'Jana Schulz',
        date: '2026-03-14',
        shift_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d000b',
        shift: SHIFT_EXAMPLE,
        start_time: '04:00',
        end_time: '12:30',
        effective_start: '2026-03-14T04:00:00+01:00',
        effective_end: '2026-03-14T12:30:00+01:00',
        planned_work: '08:00:00.000',
        planned_work_ms: 28800000,
        note: '',
        work_area_id: null,
        effective_work_area_id: null,
        status: 1,
        generated: false,
        series_id: null,
        source_unit_id: null,
        source_unit: null,
        is_cross_unit: false,
        published_at: '2026-03-04T15:00:00.000Z',
        is_open: false,
        applications_count: 0,
        acknowledgement: {
          pending: 0,
          acknowledged: 1,
          status: 'acknowledged',
          acknowledged_at: '2026-03-05T06:30:00.000Z',
        },
        my_application: null,
        warnings: null,
        version: 'Kj9fVdVTqKrFBLu_P04xSI',
      },
    ],
  },
);
export type RosterEntry = Static<typeof RosterEntry>;

/** What an entry's answer needs besides its own row, loaded in bulk for lists. */
export interface EntryContext {
  employeeNames: ReadonlyMap<string, string>;
  shifts: ReadonlyMap<string, ShiftsTable>;
  units: ReadonlyMap<string, string>;
  applicationCounts: ReadonlyMap<string, number>;
  myApplications: ReadonlyMap<string, RosterEntryApplicationsTable>;
}

export function toRosterEntry(row: RosterEntriesTable, context: EntryContext): RosterEntry {
  const shift = row.shift_id ? context.shifts.get(row.shift_id) : undefined;
  const plannedWorkMs = Math.max(0, Date.parse(row.effective_end) - Date.parse(row.effective_start) - row.break_minutes * 60_000);
  const mine = context.myApplications.get(row.id);
  return {
    id: row.id,
    roster_id: row.roster_id,
    employee_id: row.employee_id,
    employee_name: row.employee_id ? (context.employeeNames.get(row.employee_id) ?? null) : null,
    date: row.date,
    shift_id: row.shift_id,
    shift: shift ? toShift(shift) : null,
    start_time: row.start_time,
    end_time: row.end_time,
    effective_start: zonedTimestamp(row.effective_start, row.timezone),
    effective_end: zonedTimestamp(row.effective_end, row.timezone),
    planned_work: formatDuration(plannedWorkMs),
    planned_work_ms: plannedWorkMs,
    note: row.note ?? '',
    work_area_id: row.work_area_id,
    effective_work_area_id: row.work_area_id ?? shift?.work_area_id ?? null,
    status: Number(row.status),
    generated: row.generated,
    series_id: row.series_id,
    source_unit_id: row.source_unit_id,
    source_unit: row.source_unit_id ? { id: row.source_unit_id, name: context.units.get(row.source_unit_id) ?? '' } : null,
    is_cross_unit: row.source_unit_id !== null,
    published_at: row.published_at && utcTimestamp(row.published_at),
    is_open: row.employee_id === null,
    applications_count: context.applicationCounts.get(row.id) ?? 0,
    acknowledgement:
      row.published_at && row.employee_id
        ? {
            pending: row.acknowledged_at ? 0 : 1,
            acknowledged: row.acknowledged_at ? 1 : 0,
            status: row.acknowledged_at ? 'acknowledged' : 'pending',
            acknowledged_at: row.acknowledged_at && utcTimestamp(row.acknowledged_at),
          }
        : null,
    my_application: mine ? toApplication(mine) : null,
    warnings: row.warnings,
    version: entryVersion(row),
  };
}
