import { Type, type Static } from '@sinclair/typebox';
import type { AbsenceSettingsTable, AbsencesTable, AbsenceTypesTable, EmployeeVacationEntitlementsTable } from '../../db/tenant/schema.js';
import { SINCE_EVER } from '../../domain/absences/vacation.js';
import { utcTimestamp } from '../../platform/formats.js';
import { DateOnly, Nullable, StringEnum, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const ABSENCE_CATEGORIES = ['vacation', 'sick', 'special_leave', 'training', 'time_off_in_lieu', 'unpaid'] as const;
export const ABSENCE_STATUSES = ['requested', 'approved', 'rejected', 'cancelled'] as const;

export const AbsenceType = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    category: StringEnum(ABSENCE_CATEGORIES),
    credits_time: Type.Boolean({ description: 'A covered day is credited with its target (half of it on a half day)' }),
    needs_approval: Type.Boolean({ description: 'Absences of this type start requested; otherwise approved' }),
    counts_against_entitlement: Type.Boolean({ description: 'Days of this type use up the vacation entitlement' }),
    is_system: Type.Boolean({ description: 'One seeded type per category; cannot be deleted' }),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
  },
  {
    $id: 'AbsenceType',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0010',
        name: 'Erholungsurlaub',
        category: 'vacation',
        credits_time: true,
        needs_approval: true,
        counts_against_entitlement: true,
        is_system: true,
        created_at: '2025-11-03T08:00:00.000Z',
        updated_at: '2025-11-03T08:00:00.000Z',
      },
    ],
  },
);
export type AbsenceType = Static<typeof AbsenceType>;

export function toAbsenceType(row: AbsenceTypesTable): AbsenceType {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    credits_time: row.credits_time,
    needs_approval: row.needs_approval,
    counts_against_entitlement: row.counts_against_entitlement,
    is_system: row.is_system,
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  };
}

export const Absence = Type.Object(
  {
    id: Uuid(),
    employee_id: Uuid(),
    type_id: Uuid(),
    category: StringEnum(ABSENCE_CATEGORIES),
    start_date: DateOnly('First day, inclusive'),
    end_date: DateOnly('Last day, inclusive'),
    half_day_start: Type.Boolean({ description: 'Only half of the first day is taken' }),
    half_day_end: Type.Boolean({ description: 'Only half of the last day is taken' }),
    days: Type.Number({ description: 'Working days it costs: days with a target, full holidays 0, half holidays and half days 0.5' }),
    note: Nullable(Type.String()),
    status: StringEnum(ABSENCE_STATUSES),
    allow_negative: Type.Boolean({ description: 'An approver allowed it to go beyond the remaining vacation' }),
    requested_by: Uuid(),
    decided_by: Nullable(Uuid()),
    decided_at: Nullable(UtcTimestamp()),
    decision_reason: Nullable(Type.String()),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
  },
  {
    $id: 'Absence',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d000f',
        employee_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
        type_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0010',
        category: 'vacation',
        start_date: '2026-04-07',
        end_date: '2026-04-10',
        half_day_start: false,
        half_day_end: false,
        days: 4,
        note: 'Osterferien',
        status: 'approved',
        allow_negative: false,
        requested_by: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
        decided_by: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0014',
        decided_at: '2026-03-10T09:20:00.000Z',
        decision_reason: null,
        created_at: '2026-03-09T16:02:00.000Z',
        updated_at: '2026-03-10T09:20:00.000Z',
      },
    ],
  },
);
export type Absence = Static<typeof Absence>;

/** An absence row with its type's category and the working days it costs. */
export type AbsenceRecord = AbsencesTable & { category: AbsenceTypesTable['category']; days: number };

export function toAbsence(row: AbsenceRecord): Absence {
  return {
    id: row.id,
    employee_id: row.employee_id,
    type_id: row.type_id,
    category: row.category,
    start_date: row.start_date,
    end_date: row.end_date,
    half_day_start: row.half_day_start,
    half_day_end: row.half_day_end,
    days: row.days,
    note: row.note,
    status: row.status,
    allow_negative: row.allow_negative,
    requested_by: row.requested_by,
    decided_by: row.decided_by,
    decided_at: row.decided_at === null ? null : utcTimestamp(row.decided_at),
    decision_reason: row.decision_reason,
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  };
}

export const PlannedEntryWarning = Type.Object({
  code: Type.Literal('absence_conflict'),
  roster_entry_id: Uuid(),
  roster_id: Uuid(),
  date: DateOnly(),
  start_time: Type.String(),
  end_time: Type.String(),
});
export type PlannedEntryWarning = Static<typeof PlannedEntryWarning>;

export const VacationAccount = Type.Object(
  {
    employee_id: Uuid(),
    year: Type.Integer(),
    entitlement_days: Type.Number({
      description: 'The year’s full entitlement: the employee’s vacation_days_per_year valid in that year, else the tenant default valid in it (a change holds from the year it was made in)',
    }),
    pro_rata_days: Type.Number({
      description:
        'This year’s entitlement: entitlement_days, on entry or exit inside the year 1/12 of it per full month, but never below the statutory minimum (BUrlG §§3, 5, 13 (1): 24 Werktage, i.e. 4 weeks of the working days of the person’s schedule model; under 18 on 1 January of the year 25, under 17 27, under 16 30 Werktage, JArbSchG §19; 1/12 of it per full month only where BUrlG §5 (1) says so)',
    }),
    carried_over_days: Type.Number({ description: 'The previous year’s remainder (negative: a deficit)' }),
    carry_over_expires_on: DateOnly('31 March: carried-over days not used by then expire'),
    taken_days: Type.Number({ description: 'Approved days up to today' }),
    planned_days: Type.Number({ description: 'Approved days after today' }),
    requested_days: Type.Number({ description: 'Days asked for and not yet decided' }),
    remaining_days: Type.Number({ description: 'What can still be asked for' }),
  },
  {
    $id: 'VacationAccount',
    examples: [
      {
        employee_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
        year: 2026,
        entitlement_days: 30,
        pro_rata_days: 30,
        carried_over_days: 3,
        carry_over_expires_on: '2026-03-31',
        taken_days: 6,
        planned_days: 4,
        requested_days: 2,
        remaining_days: 21,
      },
    ],
  },
);

export const AbsenceSettings = Type.Object(
  {
    vacation_days_per_year: Type.Number({ description: 'Default yearly entitlement for employees without their own' }),
    eau_threshold_days: Type.Integer({ description: 'A sick absence longer than this many calendar days gets an eAU retrieval (module eau)' }),
    updated_at: UtcTimestamp(),
  },
  {
    $id: 'AbsenceSettings',
    examples: [{ vacation_days_per_year: 30, eau_threshold_days: 3, updated_at: '2026-01-05T08:00:00.000Z' }],
  },
);

export function toAbsenceSettings(row: AbsenceSettingsTable): Static<typeof AbsenceSettings> {
  return { vacation_days_per_year: Number(row.vacation_days_per_year), eau_threshold_days: Number(row.eau_threshold_days), updated_at: utcTimestamp(row.updated_at) };
}

/** One value of a person's yearly entitlement by year (personal-data export). */
export const VacationEntitlement = Type.Object(
  {
    from_year: Nullable(Type.Integer({ description: 'The first year it holds for, until the next entry’s; null: every year before the first change' })),
    vacation_days_per_year: Nullable(Type.Number({ description: 'Yearly entitlement in working days; null: the tenant default of each year' })),
    updated_at: UtcTimestamp(),
  },
  {
    description: 'The person’s yearly vacation entitlement as it changed: a change holds from the year it was made in',
    examples: [
      { from_year: null, vacation_days_per_year: 30, updated_at: '2026-11-27T09:15:00.000Z' },
      { from_year: 2026, vacation_days_per_year: 18, updated_at: '2026-11-27T09:15:00.000Z' },
    ],
  },
);

export function toVacationEntitlement(row: EmployeeVacationEntitlementsTable): Static<typeof VacationEntitlement> {
  return {
    from_year: Number(row.from_year) === SINCE_EVER ? null : Number(row.from_year),
    vacation_days_per_year: row.vacation_days_per_year == null ? null : Number(row.vacation_days_per_year),
    updated_at: utcTimestamp(row.updated_at),
  };
}
