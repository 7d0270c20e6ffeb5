import type { EmployeesTable } from '../../db/tenant/schema.js';
import { scopeToVisible, type Visibility } from '../../platform/access/visibility.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { byName } from '../../db/sort-key.js';

/**
 * The facts attribution reads besides the working days: the unit tree with its cost
 * centres, and who could have worked on a project or for a cost centre.
 */

export function departmentCostCenters(db: TenantDb) {
  return db.selectFrom('departments').select(['id', 'parent_id', 'cost_center_id']).execute();
}

/** Everyone who ever booked on the project up to `until`, with their first booking; left employees too (their time stays). */
export async function bookersOf(db: TenantDb, projectId: string, until: string): Promise<Array<{ employee_id: string; first: string }>> {
  const rows = await db
    .selectFrom('clock_events')
    .select(['employee_id', (eb) => eb.fn.min<string>('occurred_at').as('first')])
    .where('project_id', '=', projectId)
    .where('occurred_at', '<', until)
    .groupBy('employee_id')
    .execute();
  return rows.map((row) => ({ employee_id: row.employee_id, first: new Date(row.first).toISOString() }));
}

/** The events naming the project before `until`, per person in time order: where its time can lie. */
export async function bookingsOf(db: TenantDb, projectId: string, until: string): Promise<Array<{ employee_id: string; type: string; at: number }>> {
  const rows = await db
    .selectFrom('clock_events')
    .select(['employee_id', 'type', 'occurred_at'])
    .where('project_id', '=', projectId)
    .where('occurred_at', '<', until)
    .orderBy('employee_id')
    .orderBy('occurred_at')
    .execute();
  return rows.map((row) => ({ employee_id: row.employee_id, type: row.type, at: Date.parse(row.occurred_at) }));
}

/**
 * When the shift holding a person's event at `at` is over at the latest: their first come or go
 * after it (a go ends the shift, a come on a later day starts the next one), else their last
 * event at all (the shift is still open). Null when nothing follows.
 */
export async function shiftOverAfter(db: TenantDb, employeeId: string, at: string): Promise<string | null> {
  const next = await db
    .selectFrom('clock_events')
    .select('occurred_at')
    .where('employee_id', '=', employeeId)
    .where('occurred_at', '>', at)
    .where('type', 'in', ['come', 'go'])
    .orderBy('occurred_at')
    .limit(1)
    .executeTakeFirst();
  if (next) return new Date(next.occurred_at).toISOString();
  const last = await db
    .selectFrom('clock_events')
    .select((eb) => eb.fn.max<string>('occurred_at').as('last'))
    .where('employee_id', '=', employeeId)
    .where('occurred_at', '>', at)
    .executeTakeFirst();
  return last?.last ? new Date(last.last).toISOString() : null;
}

/** The employees by id, left ones included. */
export function employeesByIds(db: TenantDb, ids: readonly string[]): Promise<EmployeesTable[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('employees').selectAll().where('id', 'in', [...ids]).$call(byName(db, 'employees.last_name', 'employees.first_name')).orderBy('id').execute();
}

/**
 * Whose time may land on a cost centre: people who name it, people without their own in one
 * of `departmentIds` (the units that fall back to it), and people who booked between `from`
 * and `to` on a project that names it. Left employees included.
 */
export function candidatesFor(db: TenantDb, costCenterId: string, departmentIds: readonly string[], from: string, to: string): Promise<EmployeesTable[]> {
  return db
    .selectFrom('employees')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('employees.cost_center_id', '=', costCenterId),
        ...(departmentIds.length > 0
          ? [eb.and([eb('employees.cost_center_id', 'is', null), eb('employees.department_id', 'in', [...departmentIds])])]
          : []),
        eb(
          'employees.id',
          'in',
          eb
            .selectFrom('clock_events')
            .innerJoin('projects', 'projects.id', 'clock_events.project_id')
            .select('clock_events.employee_id')
            .where('projects.cost_center_id', '=', costCenterId)
            .where('clock_events.occurred_at', '>=', from)
            .where('clock_events.occurred_at', '<', to),
        ),
      ]),
    )
    .$call(byName(db, 'employees.last_name', 'employees.first_name'))
    .orderBy('employees.id')
    .execute();
}

/** Which of the given people the caller may see. */
export async function visibleAmong(db: TenantDb, visibility: Visibility, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await scopeToVisible(db.selectFrom('employees').select('employees.id').where('employees.id', 'in', [...ids]), visibility).execute();
  return new Set(rows.map((row) => row.id));
}
