import type { SelectQueryBuilder } from 'kysely';
import type { MoodAnswersTable, TenantDatabase } from '../../db/tenant/schema.js';
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

type AnswersQuery<O> = SelectQueryBuilder<TenantDatabase, 'mood_answers', O>;

function scoped<O>(query: AnswersQuery<O>, filter: Omit<TallyFilter, 'from' | 'to'>): AnswersQuery<O> {
  let scopedQuery = query;
  if (filter.departmentIds) scopedQuery = scopedQuery.where('department_id', 'in', [...filter.departmentIds]);
  if (filter.employeeId) scopedQuery = scopedQuery.where('employee_id', '=', filter.employeeId);
  return scopedQuery;
}

/**
 * Answers, different people and score sum per day: single answers never leave the database for
 * a summary.
 */
export async function tallies(db: TenantDb, filter: TallyFilter): Promise<DayTally[]> {
  if (filter.departmentIds?.length === 0) return [];
  const query = db
    .selectFrom('mood_answers')
    .select((eb) => [
      'day',
      eb.fn.countAll<number>().as('answers'),
      eb.fn.count<number>('employee_id').distinct().as('people'),
      eb.fn.sum<number>('score').as('score_sum'),
    ])
    .where('day', '>=', filter.from)
    .where('day', '<=', filter.to);
  const rows = await scoped(query, filter).groupBy('day').orderBy('day').execute();
  return rows.map((row) => ({ day: row.day, answers: Number(row.answers), people: Number(row.people), scoreSum: Number(row.score_sum) }));
}

/**
 * For each set of days, how many different people answered on any of them (someone answering
 * on several counts once), counted by the database: only the number leaves it.
 */
export async function respondents(db: TenantDb, filter: Omit<TallyFilter, 'from' | 'to'>, daySets: readonly (readonly string[])[]): Promise<number[]> {
  const counts: number[] = [];
  for (const days of daySets) {
    if (days.length === 0 || filter.departmentIds?.length === 0) {
      counts.push(0);
      continue;
    }
    const query = db
      .selectFrom('mood_answers')
      .select((eb) => eb.fn.count<number>('employee_id').distinct().as('people'))
      .where('day', 'in', [...days]);
    const row = await scoped(query, filter).executeTakeFirstOrThrow();
    counts.push(Number(row.people));
  }
  return counts;
}

export async function removeOfEmployee(db: TenantDb, employeeId: string): Promise<void> {
  await db.deleteFrom('mood_answers').where('employee_id', '=', employeeId).execute();
}

export function ofEmployee(db: TenantDb, employeeId: string): Promise<Pick<MoodAnswersTable, 'day' | 'score' | 'comment'>[]> {
  return db.selectFrom('mood_answers').select(['day', 'score', 'comment']).where('employee_id', '=', employeeId).orderBy('day').execute();
}
