import { sql, type Updateable } from 'kysely';
import type { EmployeesTable, EmployeeVacationEntitlementsTable, TenantDatabase } from '../../db/tenant/schema.js';
import { reusableQueriesByShape, reusableQuery } from '../../db/reusable-query.js';
import { escapeLike, likeEscaped } from '../../db/like.js';
import { scopeToVisible, type Visibility } from '../../platform/access/visibility.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { byName } from '../../db/sort-key.js';

export interface EmployeeFilters {
  department_id?: string;
  location_id?: string;
  search?: string;
}

/**
 * A list's filters split into its shape (what its SQL looks like: which filters are set, how many
 * units the caller sees) and its values, in the order `query` binds them. The list's queries
 * are compiled once per shape (reusableQueriesByShape): building and compiling them with Kysely
 * cost more than SQLite takes to answer the count.
 */
function listParts(filters: EmployeeFilters, visibility: Visibility) {
  const units = visibility.scope === 'units' ? [...visibility.units] : [];
  const pattern = filters.search ? `%${escapeLike(filters.search)}%` : undefined;
  const values: string[] = [];
  if (visibility.scope !== 'all') values.push(visibility.selfId, ...units);
  if (filters.department_id) values.push(filters.department_id);
  if (filters.location_id) values.push(filters.location_id);
  if (pattern) values.push(pattern);
  const shape = `${visibility.scope} ${units.length} ${filters.department_id ? 'd' : ''}${filters.location_id ? 'l' : ''}${pattern ? 's' : ''}`;
  const query = (db: TenantDb, given: readonly unknown[]) => {
    let at = 0;
    const next = () => given[at++] as string;
    const scope: Visibility =
      visibility.scope === 'all'
        ? visibility
        : visibility.scope === 'self'
          ? { scope: 'self', selfId: next() }
          : { scope: 'units', selfId: next(), units: new Set(units.map(() => next())) };
    let query = scopeToVisible(db.selectFrom('employees').where('employees.deleted_at', 'is', null), scope);
    if (filters.department_id) query = query.where('employees.department_id', '=', next());
    if (filters.location_id) query = query.where('employees.location_id', '=', next());
    if (pattern) {
      const search = next();
      query = query.where((eb) =>
        eb.or([
          // The name as the list shows it ("Anna Müller"): a part of either name, or one that spans both, finds its person.
          likeEscaped(sql`${sql.ref('employees.first_name')} || ' ' || ${sql.ref('employees.last_name')}`, search, { ignoreCase: true }),
          likeEscaped('employees.code', search, { ignoreCase: true }),
        ]),
      );
    }
    return query;
  };
  return { shape, values, query };
}

const counts = reusableQueriesByShape<TenantDatabase, { total: number | string | bigint }>();
const pages = reusableQueriesByShape<TenantDatabase, EmployeesTable>();

export async function count(db: TenantDb, filters: EmployeeFilters, visibility: Visibility): Promise<number> {
  const { shape, values, query } = listParts(filters, visibility);
  const { rows } = await counts(db, shape, values, (within, given) => query(within, given).select((eb) => eb.fn.countAll<number>().as('total')));
  return Number(rows[0]!.total);
}

export async function page(db: TenantDb, filters: EmployeeFilters, visibility: Visibility, limit: number, offset: number): Promise<EmployeesTable[]> {
  const { shape, values, query } = listParts(filters, visibility);
  // The page size is part of the shape: SQLite plans a bound LIMIT again on every run (sqlite-compiler.ts).
  const { rows } = await pages(db, `${shape} ${limit}`, [...values, offset], (within, given) =>
    query(within, given)
      .selectAll('employees')
      .$call(byName(within, 'employees.last_name', 'employees.first_name'))
      .orderBy('employees.id')
      .limit(limit)
      .offset(given.at(-1) as number),
  );
  return rows;
}

export function findActive(db: TenantDb, id: string) {
  return db.selectFrom('employees').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function codeTaken(db: TenantDb, code: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('employees').select('id').where('code', '=', code);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether someone on record (not deleted) other than `exceptId` has the payroll number. */
export async function payrollNumberTaken(db: TenantDb, payrollNumber: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('employees').select('id').where('payroll_number', '=', payrollNumber).where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function badgeTaken(db: TenantDb, badge: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('employees').select('id').where('badge', '=', badge);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insert(db: TenantDb, row: EmployeesTable): Promise<void> {
  await db.insertInto('employees').values(row).execute();
}

export async function update(db: TenantDb, id: string, changes: Updateable<EmployeesTable>): Promise<void> {
  await db.updateTable('employees').set(changes).where('id', '=', id).execute();
}

/** Marks the person deleted (frees the badge) and drops their NFC tags; run inside the caller's transaction. */
export async function softDelete(trx: TenantDb, id: string, at: string): Promise<void> {
  await trx.updateTable('employees').set({ deleted_at: at, updated_at: at, badge: null }).where('id', '=', id).execute();
  await trx.deleteFrom('nfc_tags').where('employee_id', '=', id).execute();
}

export async function departmentExists(db: TenantDb, id: string): Promise<boolean> {
  return (await db.selectFrom('departments').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function locationExists(db: TenantDb, id: string): Promise<boolean> {
  return (await db.selectFrom('locations').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The permissions of a role that must exist (a person's own role). */
export function rolePermissionsOrThrow(db: TenantDb, roleId: string): Promise<{ permissions: string[] }> {
  return db.selectFrom('roles').select('permissions').where('id', '=', roleId).executeTakeFirstOrThrow();
}

/** The permissions of a role, or undefined for an unknown role. */
export function rolePermissions(db: TenantDb, roleId: string): Promise<{ permissions: string[] } | undefined> {
  return db.selectFrom('roles').select('permissions').where('id', '=', roleId).executeTakeFirst();
}

const scheduleModelsOfPeople = reusableQueriesByShape<TenantDatabase, { employee_id: string; schedule_model_id: string }>();

/** The schedule model each of the given people has on a date; the employee resource shows today's. Compiled once per number of people. */
export async function scheduleModelsOn(db: TenantDb, employeeIds: readonly string[], date: string): Promise<Map<string, string>> {
  if (employeeIds.length === 0) return new Map();
  const people = [...new Set(employeeIds)];
  const { rows } = await scheduleModelsOfPeople(db, String(people.length), [...people, date, date], (within, given) =>
    within
      .selectFrom('employee_schedule_models')
      .select(['employee_id', 'schedule_model_id'])
      .where('employee_id', 'in', given.slice(0, people.length) as string[])
      .where('valid_from', '<=', given.at(-2) as string)
      .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', given.at(-1) as string)])),
  );
  return new Map(rows.map((row) => [row.employee_id, row.schedule_model_id]));
}

/** Changes a person who is not erased yet; answers whether this call changed them (two erasures race). */
export async function updateUnlessErased(db: TenantDb, id: string, changes: Updateable<EmployeesTable>): Promise<boolean> {
  const result = await db.updateTable('employees').set(changes).where('id', '=', id).where('erased_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An employee whatever their state: current, former, soft-deleted or erased. */
export function findOnRecord(db: TenantDb, id: string) {
  return db.selectFrom('employees').selectAll().where('id', '=', id).executeTakeFirst();
}

const zoneOfLocation = reusableQuery((db: TenantDb, locationId: string) => db.selectFrom('locations').select('timezone').where('id', '=', locationId));

/** The zone of a location, which its employees' business timestamps (and "today") are in, if it exists. */
export async function locationTimeZone(db: TenantDb, locationId: string): Promise<string | undefined> {
  return (await zoneOfLocation(db, locationId)).rows[0]?.timezone;
}

/** Whether the person's yearly vacation entitlement ever changed (has a history by year). */
export async function hasVacationEntitlements(db: TenantDb, employeeId: string): Promise<boolean> {
  return (await db.selectFrom('employee_vacation_entitlements').select('from_year').where('employee_id', '=', employeeId).executeTakeFirst()) !== undefined;
}

/** Sets the person's entitlement from a year on; a second change in the same year overwrites that year's row. */
export async function putVacationEntitlement(db: TenantDb, row: EmployeeVacationEntitlementsTable): Promise<void> {
  await db
    .insertInto('employee_vacation_entitlements')
    .values(row)
    .onConflict((oc) => oc.columns(['employee_id', 'from_year']).doUpdateSet({ vacation_days_per_year: row.vacation_days_per_year, updated_at: row.updated_at }))
    .execute();
}

/** Removes the person's entitlements from years after `year`: a change made in `year` holds from it on. */
export async function removeVacationEntitlementsAfter(db: TenantDb, employeeId: string, year: number): Promise<void> {
  await db.deleteFrom('employee_vacation_entitlements').where('employee_id', '=', employeeId).where('from_year', '>', year).execute();
}
