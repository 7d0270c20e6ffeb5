import { Type, type Static } from '@sinclair/typebox';
import type { EmployeesTable } from '../../db/tenant/schema.js';
import { formatDuration, maskedCredential, utcTimestamp } from '../../platform/formats.js';
import { DateOnly, Duration, DurationMs, Nullable, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

/** The person the OpenAPI examples show; resources that embed an employee start from it. */
export const EMPLOYEE_EXAMPLE = {
  id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
  code: '1042',
  first_name: 'Jana',
  last_name: 'Schulz',
  name: 'Jana Schulz',
  email: 'jana.schulz@baeckerei-krause.de',
  role_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0002',
  department_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0003',
  location_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0004',
  cost_center_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0005',
  birth_date: '1991-06-14',
  entry_date: '2024-04-01',
  exit_date: null,
  badge: 'B-1042',
  payroll_number: null,
  has_pin: true,
  can_login: true,
  weekly_target: '40:00:00.000',
  weekly_target_ms: 144000000,
  vacation_days_per_year: 30,
  vacation_opening: null,
  schedule_model_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0006',
  erased_at: null,
  created_at: '2024-03-18T09:12:00.000Z',
  updated_at: '2026-03-02T07:58:12.000Z',
};

/** The opening of the vacation account, as the resource shows it and a create or update sets it. */
export const VacationOpening = Type.Object(
  {
    year: Type.Integer({ minimum: 2000, maximum: 2100, description: 'The year the vacation account starts in; nothing before it is counted. Not before the entry year' }),
    carried_over_days: Type.Number({
      minimum: -366,
      maximum: 366,
      multipleOf: 0.5,
      description: 'Days carried into that year from the previous system; expire on 31 March of it like any carry-over. Negative: a deficit brought along, which does not expire',
    }),
  },
  {
    description:
      'Opening balance of the vacation account taken over from a previous system; null: the account starts in the entry year, or in the year the person was created when that is later (then with nothing carried in)',
  },
);
export type VacationOpening = Static<typeof VacationOpening>;

export const Employee = Type.Object(
  {
    id: Uuid(),
    code: Type.String({ description: 'Personnel number; unique per tenant; used to log in' }),
    first_name: Type.String(),
    last_name: Type.String(),
    name: Type.String({ description: 'First and last name' }),
    email: Nullable(Type.String()),
    role_id: Uuid(),
    department_id: Nullable(Uuid()),
    location_id: Nullable(Uuid()),
    cost_center_id: Nullable(Uuid('Cost centre of the person’s worked time when the project has none')),
    birth_date: Nullable(DateOnly()),
    entry_date: Nullable(DateOnly()),
    exit_date: Nullable(DateOnly()),
    badge: Nullable(
      Type.String({
        description:
          'Badge number for terminals; a badge alone clocks its holder in, so it shows in full only to the person and to those who may change it (employees:manage, for a person whose role lies within theirs), masked for everyone else like an NFC tag UID: all but the last four characters hidden (`******4711`)',
      }),
    ),
    payroll_number: Nullable(Type.String({ description: 'The number payroll knows the person by (the LODAS transfer writes it); null: the personnel code' })),
    has_pin: Type.Boolean({ description: 'Whether a terminal PIN is set; the PIN itself is never returned' }),
    can_login: Type.Boolean({ description: 'Whether a password is set' }),
    weekly_target: Type.Union([Duration(), Type.Null()], { description: 'Weekly target working time' }),
    weekly_target_ms: Type.Union([DurationMs(), Type.Null()]),
    vacation_days_per_year: Nullable(Type.Number({ description: 'Yearly vacation entitlement in working days; null: the tenant default' })),
    vacation_opening: Nullable(VacationOpening),
    schedule_model_id: Nullable(Uuid('The schedule model assigned for today in the workspace time zone; null when none')),
    erased_at: Nullable(UtcTimestamp('When the former employee’s personal data was erased; the name is then a pseudonym')),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
  },
  {
    $id: 'Employee',
    examples: [EMPLOYEE_EXAMPLE],
  },
);
export type Employee = Static<typeof Employee>;

/** An employee row with the schedule model assigned for today (null: none). */
export type EmployeeRecord = EmployeesTable & { schedule_model_id: string | null };

/**
 * Who reads an employee resource, for what it shows of the person's access. A badge alone clocks
 * its holder in at a terminal: it shows in full to the person and to whoever may change it (PUT
 * /employees/{e}: employees:manage, and the person's role within the reader's permissions, as
 * assertOutranksNot judges it), masked like an NFC tag UID to everyone else.
 */
export interface EmployeeReader {
  /** The reader's own employee id: everyone sees their own badge. */
  employeeId: string;
  /** The roles whose holders' badge the reader may change: 'all' (Workspace Admin), those within reach with employees:manage, none without. */
  badgeRoles: 'all' | ReadonlySet<string>;
}

function badgeFor(row: EmployeeRecord, reader: EmployeeReader | undefined): string | null {
  if (row.badge === null || reader === undefined || reader.employeeId === row.id) return row.badge;
  if (reader.badgeRoles === 'all' || reader.badgeRoles.has(row.role_id)) return row.badge;
  return maskedCredential(row.badge);
}

/**
 * The one place an employee row becomes an API resource. Secrets (password, PIN) never leave; the
 * badge shows as `reader` may see it. Without a reader the answer is about the person to
 * themselves or to a system the workspace set up, and shows it in full: the session's user, the
 * personal-data export (the person's own, or by someone with employees:manage), webhook events.
 */
export function toEmployee(row: EmployeeRecord, reader?: EmployeeReader): Employee {
  return {
    id: row.id,
    code: row.code,
    first_name: row.first_name,
    last_name: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    role_id: row.role_id,
    department_id: row.department_id,
    location_id: row.location_id,
    cost_center_id: row.cost_center_id ?? null,
    birth_date: row.birth_date,
    entry_date: row.entry_date,
    exit_date: row.exit_date,
    badge: badgeFor(row, reader),
    payroll_number: row.payroll_number ?? null,
    has_pin: row.pin_hash !== null,
    can_login: row.password_hash !== null,
    weekly_target: row.weekly_target_ms === null ? null : formatDuration(Number(row.weekly_target_ms)),
    weekly_target_ms: row.weekly_target_ms === null ? null : Number(row.weekly_target_ms),
    vacation_days_per_year: row.vacation_days_per_year == null ? null : Number(row.vacation_days_per_year),
    vacation_opening: row.vacation_opening_year == null ? null : { year: Number(row.vacation_opening_year), carried_over_days: Number(row.vacation_opening_days ?? 0) },
    schedule_model_id: row.schedule_model_id,
    erased_at: row.erased_at ? utcTimestamp(row.erased_at) : null,
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  };
}
