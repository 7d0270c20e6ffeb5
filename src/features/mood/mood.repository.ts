import type { MoodAnswersTable } from '../../db/tenant/schema.js';
import type { DayTally } from '../../domain/mood/k-anonymity.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

/** Every query on mood answers. */

export async function insert(db: TenantDb, row: MoodAnswersTable): Promise<void> {
  await db.insertInto('mood_answers').values(row).execute();
}

export interface TallyFilter {
  from: string;
  to: string;
  /** Only answers given while in one of these departments. */
  departmentIds?: readonly string[];
  /** Only this person's answers. */
  employeeId?: string;
}

/** Count and score sum per day: single answers never leave the database for a summary. */
export async function tallies(db: TenantDb, filter: TallyFilter): Promise<DayTally[]> {
  let query = db
    .selectFrom('mood_answers')
    .select((eb) => ['day', eb.fn.countAll<number>().as('answers'), eb.fn.sum<number>('score').as('score_sum')])
    .where('day', '>=', filter.from)
    .where('day', '<=', filter.to);
  if (filter.departmentIds) {
    if (filter.departmentIds.length === 0) return [];
    query = query.where('department_id', 'in', [...filter.departmentIds]);
  }
  if (filter.employeeId) query = query.where('employee_id', '=', filter.employeeId);
  const rows = await query.groupBy('day').orderBy('day').execute();
  return rows.map((row) => ({ day: row.day, answers: Number(row.answers), scoreSum: Number(row.score_sum) }));
}

export async function removeOfEmployee(db: TenantDb, employeeId: string): Promise<void> {
  await db.deleteFrom('mood_answers').where('employee_id', '=', employeeId).execute();
}

export function ofEmployee(db: TenantDb, employeeId: string): Promise<Pick<MoodAnswersTable, 'day' | 'score' | 'comment'>[]> {
  return db.selectFrom('mood_answers').select(['day', 'score', 'comment']).where('employee_id', '=', employeeId).orderBy('day').execute();
}
