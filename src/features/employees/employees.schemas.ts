import { Type, type Static } from '@sinclair/typebox';
import { DateOnly, NonBlank, Nullable, Uuid } from '../../platform/http/schemas.js';
import { PageQuery } from '../../platform/http/pagination.js';
import { MAX_PASSWORD_LENGTH } from '../../platform/access/passwords.js';
import { VacationOpening } from './employee.resource.js';

const Text = (maxLength: number, description?: string) => NonBlank(maxLength, description);

const EmployeeFields = {
  code: Text(50, 'Personnel number, unique per tenant; used to log in and at terminals'),
  first_name: Text(100),
  last_name: Text(100),
  email: Nullable(Type.String({ format: 'email', maxLength: 254 })),
  role_id: Uuid('Role; changing it needs employees:assign_roles'),
  department_id: Nullable(Uuid()),
  location_id: Nullable(Uuid()),
  cost_center_id: Nullable(Uuid('Cost centre of the person’s worked time when the project has none (module cost_centers)')),
  birth_date: Nullable(DateOnly('For the rules on minors (JArbSchG)')),
  entry_date: Nullable(DateOnly()),
  exit_date: Nullable(DateOnly()),
  badge: Nullable(Text(100, 'Badge number for terminals; unique')),
  payroll_number: Nullable(
    Type.String({
      pattern: '^[1-9][0-9]{0,9}$',
      description:
        'The number payroll knows the person by, when it is not the personnel code: digits without a leading zero, unique; the LODAS transfer writes it instead of the code (LODAS takes 1 to 99999). Null: the code',
    }),
  ),
  pin: Nullable(Type.String({ pattern: '^[0-9]{4,8}$', description: 'Terminal PIN, 4 to 8 digits, not one digit repeated nor digits in order (1234, 9876); stored hashed, never returned' })),
  weekly_target_ms: Nullable(Type.Integer({ minimum: 0, maximum: 100 * 3_600_000, description: 'Weekly target working time in ms' })),
  vacation_days_per_year: Nullable(
    Type.Number({ minimum: 0, maximum: 366, multipleOf: 0.5, description: 'Yearly vacation entitlement in working days; null takes the tenant default (30)' }),
  ),
  vacation_opening: Nullable(
    Type.Object(VacationOpening.properties, {
      additionalProperties: false,
      description: `${VacationOpening.description}. Both members are needed; null removes the opening`,
    }),
  ),
  password: Nullable(
    Type.String({ minLength: 8, maxLength: MAX_PASSWORD_LENGTH, description: 'Sets a login password: at least 8 characters, not the personnel code, a well-known password, or one character or a keyboard row typed in order; null removes login rights' }),
  ),
};

export const CreateEmployeeBody = Type.Object(
  {
    code: EmployeeFields.code,
    first_name: EmployeeFields.first_name,
    last_name: EmployeeFields.last_name,
    email: Type.Optional(EmployeeFields.email),
    role_id: Type.Optional(EmployeeFields.role_id),
    department_id: Type.Optional(EmployeeFields.department_id),
    location_id: Type.Optional(EmployeeFields.location_id),
    cost_center_id: Type.Optional(EmployeeFields.cost_center_id),
    birth_date: Type.Optional(EmployeeFields.birth_date),
    entry_date: Type.Optional(EmployeeFields.entry_date),
    exit_date: Type.Optional(EmployeeFields.exit_date),
    badge: Type.Optional(EmployeeFields.badge),
    payroll_number: Type.Optional(EmployeeFields.payroll_number),
    pin: Type.Optional(EmployeeFields.pin),
    weekly_target_ms: Type.Optional(EmployeeFields.weekly_target_ms),
    vacation_days_per_year: Type.Optional(EmployeeFields.vacation_days_per_year),
    vacation_opening: Type.Optional(EmployeeFields.vacation_opening),
    password: Type.Optional(EmployeeFields.password),
  },
  {
    additionalProperties: false,
    examples: [
      {
        code: '1057',
        first_name: 'Lukas',
        last_name: 'Becker',
        email: 'lukas.becker@baeckerei-krause.de',
        role_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0002',
        department_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0003',
        location_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0004',
        birth_date: '1998-02-09',
        entry_date: '2026-04-01',
        badge: 'B-1057',
        pin: '4711',
        weekly_target_ms: 144000000,
        vacation_days_per_year: 30,
      },
    ],
  },
);
export type CreateEmployeeBody = Static<typeof CreateEmployeeBody>;

export const UpdateEmployeeBody = Type.Partial(Type.Object(EmployeeFields), {
  additionalProperties: false,
  examples: [
    { department_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0003', exit_date: '2026-09-30', weekly_target_ms: 115200000 },
  ],
});
export type UpdateEmployeeBody = Static<typeof UpdateEmployeeBody>;

export const EmployeeListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    department_id: Type.Optional(Uuid('Only this department (not its sub-units)')),
    location_id: Type.Optional(Uuid()),
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Part of the name as the list shows it (first and last name), of either alone, or of the personnel code; letter case is ignored' })),
  }),
]);
export type EmployeeListQuery = Static<typeof EmployeeListQuery>;
