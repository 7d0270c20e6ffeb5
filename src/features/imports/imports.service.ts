import type { CsvEncoding } from '../../domain/imports/csv-encoding.js';
import { IMPORT_COLUMNS, parseEmployeeCsv, type ImportedEmployee } from '../../domain/imports/employee-csv.js';
import type { Principal } from '../../platform/access/principal.js';
import { canSee, canSeeUnit, type Visibility } from '../../platform/access/visibility.js';
import { errorAndCauses, isUniqueViolation } from '../../db/errors.js';
import { lockName } from '../../db/locks.js';
import { withinSavepoint } from '../../db/transactions.js';
import { AppError, ConflictError, ValidationError, type FieldErrors } from '../../platform/errors/errors.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { costCentersByNumbers } from '../cost-centers/cost-centers.service.js';
import * as employees from '../employees/employees.service.js';
import type { UpdateEmployeeBody } from '../employees/employees.schemas.js';
import * as repository from './imports.repository.js';

/**
 * The employee import from a payroll program's CSV export (module dls_import). Rows are
 * matched by personnel number: unknown ones are created, known ones updated where a value
 * differs, unchanged ones skipped, so importing the same file twice changes nothing. All
 * rows are written in one transaction: one invalid row means none is written, unless the
 * caller asks to skip invalid rows; each row runs in a savepoint of it, so a row refused
 * halfway writes nothing. A dry run does the same work and rolls it back, and tells
 * whether the real run would go through.
 */

export type ImportAction = 'create' | 'update' | 'skip';

export interface ImportRowResult {
  row: number;
  personnel_number: string | null;
  action: ImportAction;
  employee_id: string | null;
  errors: FieldErrors;
}

export interface ImportResult {
  dry_run: boolean;
  imported: boolean;
  /** Whether the same request without dry_run imports (no invalid row, or skip_invalid). */
  would_import: boolean;
  encoding: CsvEncoding;
  created: number;
  updated: number;
  skipped: number;
  rows: ImportRowResult[];
}

export interface ImportCall {
  db: TenantDb;
  tenant: Tenant;
  principal: Principal;
  visibility: Visibility;
}

/** Thrown inside the transaction to roll back a dry run or a refused import, carrying the result out. */
class RollBack extends Error {
  constructor(readonly result: ImportResult) {
    super('import rolled back');
  }
}

/**
 * The answer for a personnel number the caller can neither update nor create: the same whether
 * someone outside the caller's units holds it, a deleted or erased person held it, or nobody
 * did, so a head of a unit learns nothing about the people (and login names) of other units.
 */
const NOT_IN_YOUR_UNITS =
  'Nobody in the organisation units you may see has this personnel number, and you may not create people outside them.';

/**
 * The employees area's fields, as the import's columns name them. The exit date is not a column:
 * an import that refuses it gave an entry date after the exit date on record.
 */
const COLUMN_OF_FIELD: Record<string, string> = {
  code: 'personnel_number',
  weekly_target_ms: 'weekly_hours',
  vacation_days_per_year: 'vacation_days',
  cost_center_id: 'cost_center',
  exit_date: 'entry_date',
};

/** What the employees area says of a field, as the import's column would say it. */
const MESSAGE_OF_FIELD: Record<string, string> = {
  // The import matched the employees on record first: a number taken all the same belongs to a
  // deleted person (numbers are not given twice), or to one created beside the import.
  code: 'This personnel number belongs to a deleted employee or one created meanwhile; it cannot be given again.',
  exit_date: 'The entry date lies after the exit date on record; the exit date must be a date after or equal to the entry date.',
};

/**
 * A refusal of the employees area as the errors of a row, keyed by the import's columns; a field
 * that is none of them (the import sets no other, but the area may name one) is the row's.
 */
function rowErrors(error: AppError): FieldErrors {
  if (!(error instanceof ValidationError)) return { row: [error.message] };
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const mapped = COLUMN_OF_FIELD[field] ?? field;
    const column = (IMPORT_COLUMNS as readonly string[]).includes(mapped) ? mapped : 'row';
    const message = MESSAGE_OF_FIELD[field];
    (errors[column] ??= []).push(...(message ? [message] : messages));
  }
  return errors;
}

type Existing = Awaited<ReturnType<typeof repository.employeesByCode>>[number];

/** What the row sets beyond the names: the columns it has, a cost centre by its number. */
function importedFields(employee: ImportedEmployee, costCenterId: string | null | undefined): UpdateEmployeeBody {
  return {
    ...(employee.entryDate !== undefined ? { entry_date: employee.entryDate } : {}),
    ...(employee.weeklyTargetMs !== undefined ? { weekly_target_ms: employee.weeklyTargetMs } : {}),
    ...(employee.vacationDays !== undefined ? { vacation_days_per_year: employee.vacationDays } : {}),
    ...(costCenterId !== undefined ? { cost_center_id: costCenterId } : {}),
  };
}

/** The fields of an existing employee the row would change; empty when it matches already. */
function changesFor(current: Existing, employee: ImportedEmployee, costCenterId: string | null | undefined): UpdateEmployeeBody {
  const changes: UpdateEmployeeBody = {};
  if (employee.firstName !== current.first_name) changes.first_name = employee.firstName;
  if (employee.lastName !== current.last_name) changes.last_name = employee.lastName;
  if (employee.entryDate !== undefined && employee.entryDate !== current.entry_date) changes.entry_date = employee.entryDate;
  if (employee.weeklyTargetMs !== undefined && employee.weeklyTargetMs !== current.weekly_target_ms) changes.weekly_target_ms = employee.weeklyTargetMs;
  if (employee.vacationDays !== undefined && employee.vacationDays !== (current.vacation_days_per_year ?? null)) changes.vacation_days_per_year = employee.vacationDays;
  if (costCenterId !== undefined && costCenterId !== current.cost_center_id) changes.cost_center_id = costCenterId;
  return changes;
}

export interface ImportOptions {
  dryRun: boolean;
  skipInvalid: boolean;
  /** How the file's bytes were read, reported back. */
  encoding: CsvEncoding;
}

export async function importEmployees(call: ImportCall, csv: string, options: ImportOptions): Promise<ImportResult> {
  const file = parseEmployeeCsv(csv);
  if (file.errors.length > 0) throw new ValidationError({ body: file.errors });
  const actor: employees.Actor = { principal: call.principal, visibility: call.visibility, timeZone: call.tenant.timezone, modules: call.tenant.modules };
  // The import creates people without a unit, which only a caller who sees the whole workspace may do.
  const mayCreate = canSeeUnit(call.visibility, null);
  try {
    return await call.db.transaction().execute(async (trx) => {
      // Imports run one after another: the second reads the employees the first created, and
      // updates them instead of creating them again.
      await lockName(trx, 'employee import', 'exclusive');
      const codes = file.rows.flatMap((row) => (row.employee ? [row.employee.personnelNumber] : []));
      const existing = new Map((await repository.employeesByCode(trx, codes)).map((row) => [row.code, row]));
      // Cost centre numbers are unique ignoring case, and found so: "kst-a1" is KST-A1.
      const centres = await costCentersByNumbers(trx, file.rows.flatMap((row) => (row.employee?.costCenter ? [row.employee.costCenter] : [])));
      // Everyone on record the file will change, held now in the order of their ids as every
      // change of several people takes them: taken row by row, in the file's order, the import
      // and a planner handing a shift between two of them could each hold one and wait for the
      // other. The rows then take again what is held already (and a savepoint rolled back keeps
      // what was taken before it). A dry run holds them too, as it changes them.
      await employees.lockPeople(
        trx,
        file.rows.flatMap(({ employee }) => {
          const current = employee && existing.get(employee.personnelNumber);
          if (!current || !canSee(call.visibility, current)) return [];
          // As the row finds its cost centre below: a number that names none refuses the row.
          const named = typeof employee.costCenter === 'string';
          const centre = named ? centres.get(employee.costCenter as string)?.id : employee.costCenter;
          if (named && centre === undefined) return [];
          return Object.keys(changesFor(current, employee, centre)).length > 0 ? [current.id] : [];
        }),
      );
      const rows: ImportRowResult[] = [];
      for (const parsed of file.rows) {
        const employee = parsed.employee;
        const result: ImportRowResult = {
          row: parsed.row,
          personnel_number: parsed.personnelNumber,
          action: 'skip',
          employee_id: null,
          errors: parsed.errors,
        };
        rows.push(result);
        if (!employee) continue;
        // An empty cell clears the cost centre; a number must name one.
        let costCenterId: string | null | undefined;
        if (employee.costCenter === null) costCenterId = null;
        else if (employee.costCenter !== undefined) {
          costCenterId = centres.get(employee.costCenter)?.id;
          if (!costCenterId) {
            result.errors = { ...result.errors, cost_center: [`No cost centre has the number ${employee.costCenter}.`] };
            continue;
          }
        }
        const current = existing.get(employee.personnelNumber);
        // Someone outside the caller's units is neither changed nor shown, not even by id (a row
        // that matches them exactly would otherwise come back as a skip naming them); and a
        // caller who may not create people cannot tell them apart from a number nobody has.
        if (current ? !canSee(call.visibility, current) : !mayCreate) {
          result.errors = { ...result.errors, personnel_number: [NOT_IN_YOUR_UNITS] };
          continue;
        }
        try {
          // Each row in a savepoint of its own: a row the employees area refuses halfway (after
          // writing the new entry date, say) is rolled back whole, and only then skipped.
          await withinSavepoint(trx, async (row) => {
            if (!current) {
              const created = await employees.create(row, actor, {
                code: employee.personnelNumber,
                first_name: employee.firstName,
                last_name: employee.lastName,
                ...importedFields(employee, costCenterId),
              });
              // A dry run's new person is rolled back: their id is never anyone's (the real run makes another).
              Object.assign(result, { action: 'create', employee_id: options.dryRun ? null : created.id });
            } else {
              result.employee_id = current.id;
              const changes = changesFor(current, employee, costCenterId);
              if (Object.keys(changes).length > 0) {
                await employees.update(row, actor, current.id, changes);
                result.action = 'update';
              }
            }
          });
        } catch (error) {
          // Someone created the same personnel number or badge beside the import: the database
          // refused the row. Nothing is imported.
          if ([...errorAndCauses(error)].some(isUniqueViolation)) {
            throw new ConflictError('An employee with a personnel number or badge of this file was created while it was imported; nothing was imported. Send the file again.');
          }
          // The employees area refused the row (a rule or visibility); it counts as an invalid row,
          // and nothing of it was written (its savepoint was rolled back).
          if (!(error instanceof AppError)) throw error;
          result.errors = rowErrors(error);
          result.action = 'skip';
          result.employee_id = null;
        }
      }
      const invalid = rows.some((row) => Object.keys(row.errors).length > 0);
      const count = (action: ImportAction) => rows.filter((row) => row.action === action).length;
      const goesThrough = !invalid || options.skipInvalid;
      const imported = !options.dryRun && goesThrough;
      const result: ImportResult = {
        dry_run: options.dryRun,
        imported,
        would_import: goesThrough,
        encoding: options.encoding,
        created: count('create'),
        updated: count('update'),
        skipped: count('skip'),
        rows,
      };
      if (!imported) throw new RollBack(result);
      return result;
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    if (options.dryRun) return error.result;
    const problems: FieldErrors = {};
    for (const row of error.result.rows) {
      for (const [field, messages] of Object.entries(row.errors)) problems[`rows.${row.row}.${field}`] = messages;
    }
    throw new ValidationError(problems);
  }
}
