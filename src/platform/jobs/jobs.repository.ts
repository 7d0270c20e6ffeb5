import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { JobsTable, TenantDatabase } from '../../db/tenant/schema.js';
import { dialectOf } from '../../db/portable.js';

/** A tenant database handle or an open transaction on it. */
export type JobsDb = Kysely<TenantDatabase> | Transaction<TenantDatabase>;

export type JobRow = JobsTable;

export async function insert(db: JobsDb, row: JobRow): Promise<void> {
  await db.insertInto('jobs').values(row).execute();
}

export interface ClaimRequest {
  owner: string;
  /** ISO instant the claim is made at; due jobs have run_at at or before it. */
  now: string;
  leaseUntil: string;
  kinds: readonly string[];
  limit: number;
}

/**
 * Takes up to `limit` jobs for one runner: queued jobs that are due, and running jobs whose
 * lease ran out (their runner died). Each claimed job counts one more attempt. Two runners
 * never get the same job: PostgreSQL skips rows another claim has locked, SQLite (one writer
 * at a time) takes each candidate with an update that only succeeds while it is still free.
 */
export async function claim(db: Kysely<TenantDatabase>, request: ClaimRequest): Promise<JobRow[]> {
  if (request.kinds.length === 0 || request.limit <= 0) return [];
  const changes = {
    status: 'running' as const,
    lease_owner: request.owner,
    lease_until: request.leaseUntil,
    attempts: sql<number>`attempts + 1`,
    updated_at: request.now,
  };
  if (dialectOf(db) === 'postgres') {
    return db
      .updateTable('jobs')
      .set(changes)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where(claimable(request))
          .orderBy('run_at')
          .limit(request.limit)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
  }
  return db.transaction().execute(async (trx) => {
    const candidates = await trx.selectFrom('jobs').select('id').where(claimable(request)).orderBy('run_at').limit(request.limit).execute();
    const claimed: JobRow[] = [];
    for (const { id } of candidates) {
      const row = await trx.updateTable('jobs').set(changes).where('id', '=', id).where(claimable(request)).returningAll().executeTakeFirst();
      if (row) claimed.push(row);
    }
    return claimed;
  });
}

// Written once for the select of candidates and again as the guard of each update.
function claimable(request: ClaimRequest) {
  return (eb: ExpressionBuilder<TenantDatabase, 'jobs'>) =>
    eb.and([
      eb('kind', 'in', request.kinds),
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', request.now)]),
        eb.and([eb('status', '=', 'running'), eb('lease_until', '<', request.now)]),
      ]),
    ]);
}

/** Moves the lease of a job this runner holds forward; false when it holds it no more. */
export async function extendLease(db: JobsDb, id: string, owner: string, leaseUntil: string, now: string): Promise<boolean> {
  const result = await db.updateTable('jobs').set({ lease_until: leaseUntil, updated_at: now }).where(heldBy(id, owner)).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markDone(db: JobsDb, id: string, owner: string, now: string): Promise<boolean> {
  const result = await db.updateTable('jobs').set({ status: 'done', lease_owner: null, lease_until: null, last_error: null, finished_at: now, updated_at: now }).where(heldBy(id, owner)).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function scheduleRetry(db: JobsDb, id: string, owner: string, runAt: string, error: string, now: string): Promise<boolean> {
  const result = await db.updateTable('jobs').set({ status: 'queued', run_at: runAt, lease_owner: null, lease_until: null, last_error: error, updated_at: now }).where(heldBy(id, owner)).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markDead(db: JobsDb, id: string, owner: string, error: string, now: string): Promise<boolean> {
  const result = await db.updateTable('jobs').set({ status: 'dead', lease_owner: null, lease_until: null, last_error: error, finished_at: now, updated_at: now }).where(heldBy(id, owner)).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A job that is dead but could not be recorded so (its kind's hook failed): its attempts are used
 * up and its error kept, while it stays leased; once the lease runs out, the next claim finds it
 * exhausted and records its death again, without running its handler.
 */
export async function markExhausted(db: JobsDb, id: string, owner: string, error: string, now: string): Promise<boolean> {
  const result = await db.updateTable('jobs').set({ attempts: sql<number>`max_attempts`, last_error: error, updated_at: now }).where(heldBy(id, owner)).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back a job whose handler did not finish (shutdown); the interrupted attempt does not count. */
export async function release(db: JobsDb, id: string, owner: string, now: string): Promise<boolean> {
  const result = await db.updateTable('jobs').set({ status: 'queued', lease_owner: null, lease_until: null, attempts: sql<number>`attempts - 1`, updated_at: now }).where(heldBy(id, owner)).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function heldBy(id: string, owner: string) {
  return (eb: ExpressionBuilder<TenantDatabase, 'jobs'>) => eb.and([eb('id', '=', id), eb('status', '=', 'running'), eb('lease_owner', '=', owner)]);
}

/**
 * When a runner should look at this tenant again: the earliest due time of a queued job, or
 * the earliest lease end of a running one, among the kinds it handles. Null when it has none.
 */
export async function nextWakeAt(db: JobsDb, kinds: readonly string[]): Promise<string | null> {
  if (kinds.length === 0) return null;
  // One after the other: side by side they would take two connections of the tenant's pool.
  const queued = await db.selectFrom('jobs').select('run_at as at').where('status', '=', 'queued').where('kind', 'in', kinds).orderBy('run_at').limit(1).executeTakeFirst();
  const running = await db
    .selectFrom('jobs')
    .select('lease_until as at')
    .where('status', '=', 'running')
    .where('kind', 'in', kinds)
    .orderBy('lease_until')
    .limit(1)
    .executeTakeFirst();
  const times = [queued?.at, running?.at].filter((at): at is string => typeof at === 'string');
  if (times.length === 0) return null;
  return times.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b));
}

/** Jobs waiting or running in one tenant, by kind (for the metrics). */
export async function countUnfinished(db: JobsDb): Promise<Array<{ kind: string; status: string; count: number }>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['kind', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('status', 'in', ['queued', 'running'])
    .groupBy(['kind', 'status'])
    .execute();
  return rows.map((row) => ({ kind: row.kind, status: row.status, count: Number(row.count) }));
}
