import fs from 'node:fs';
import path from 'node:path';
import type { RetentionPoliciesTable } from '../../db/tenant/schema.js';
import { RETENTION_CATEGORIES, retentionCategory, type RetentionCategory, type RetentionCategoryRule } from '../../domain/data-protection/retention-categories.js';
import { planRetention, type RetentionCutoff, type RetentionPlan, type RetentionPolicies } from '../../domain/data-protection/retention-plan.js';
import { addDays, endOfLocalDay, localDateText, localTimeOn } from '../../domain/working-time/local-time.js';
import type { Principal } from '../../platform/access/principal.js';
import { NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { enqueueJob, type DeadJobHook, type JobHandler } from '../../platform/jobs/job-runner.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import * as repository from './retention.repository.js';
import { carriesPosition, deliveryDataWithoutPositionBefore, withoutPositionBefore } from '../../domain/data-protection/recorded-positions.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { removeDocumentsPastRetention, removeStoredFiles } from '../employee-documents/employee-documents.service.js';
import { tenantExportFile } from '../../platform/storage/export-folders.js';
import { withinTransaction } from '../../db/transactions.js';

// ---------------------------------------------------------------- policies

export interface RetentionPolicy {
  rule: RetentionCategoryRule;
  months: number;
}

/** Every category with the months in force: the tenant's own where it set them, else the default. */
export async function listPolicies(db: TenantDb): Promise<RetentionPolicy[]> {
  const own = new Map((await repository.listPolicies(db)).map((row) => [row.category, Number(row.months)]));
  return RETENTION_CATEGORIES.map((rule) => ({ rule, months: own.get(rule.category) ?? rule.defaultMonths }));
}

export async function updatePolicy(db: TenantDb, principal: Principal, category: string, months: number): Promise<RetentionPolicy> {
  const rule = retentionCategory(category);
  if (!rule) throw new NotFoundError(`There is no retention category "${category}".`);
  if (months < rule.legalMinimumMonths) {
    throw ValidationError.field('months', `${rule.category} must be kept at least ${rule.legalMinimumMonths} months (${rule.legalBasis}).`);
  }
  const row: RetentionPoliciesTable = { category: rule.category, months, updated_by: principal.employeeId, updated_at: new Date().toISOString() };
  await repository.savePolicy(db, row);
  return { rule, months };
}

async function policiesOf(db: TenantDb): Promise<RetentionPolicies> {
  return Object.fromEntries((await listPolicies(db)).map((policy) => [policy.rule.category, policy.months]));
}

// ---------------------------------------------------------------- the run

/** How many rows of each table a category's run deleted (or cleared), or would have. */
export interface CategoryOutcome {
  category: RetentionCategory;
  months: number;
  /** Records dated on or before this day were past retention. */
  cutoff: string;
  total: number;
  tables: Record<string, number>;
}

export interface RetentionRunOptions {
  /** Count what would go, change nothing. */
  dryRun: boolean;
  /** Where export and transfer files lie (STEMPEL_EXPORT_DIR); deleted exports take their file along. */
  exportDir: string;
  /** Where the personnel file's documents are stored; their files follow the removed records. */
  storage: ObjectStorage;
  now?: Date;
}

interface DeleterContext {
  db: TenantDb;
  tenant: Tenant;
  plan: RetentionPlan;
  cutoff: RetentionCutoff;
  /** The instant the cutoff day ends in the tenant's zone: instants before it are past retention. */
  before: string;
  /** The instant the run is made for. */
  now: string;
  /** Work after the category's transaction committed (files on disk follow the rows). */
  afterCommit: (work: () => Promise<void>) => void;
  exportDir: string;
  storage: ObjectStorage;
}

type Deleter = (context: DeleterContext) => Promise<Record<string, number>>;

/** What a run removes, per category: one entry each. */
export const RETENTION_DELETERS: ReadonlyArray<{ category: RetentionCategory; apply: Deleter }> = [
  {
    category: 'working_time',
    apply: ({ db, plan, cutoff, before }) => repository.removeWorkingTime(db, { exitedBefore: plan.exitedBefore, before, cutoff: cutoff.cutoff }),
  },
  {
    category: 'payroll',
    apply: async ({ db, tenant, cutoff, afterCommit, exportDir }) => {
      const removed = await repository.removePayroll(db, { lastPeriod: cutoff.cutoff.slice(0, 7) });
      if (removed.files.length > 0) {
        afterCommit(async () => {
          await Promise.all(removed.files.map((file) => fs.promises.rm(tenantExportFile(exportDir, tenant.slug, path.basename(file)), { force: true })));
        });
      }
      return removed.counts;
    },
  },
  {
    category: 'absences',
    apply: ({ db, plan, cutoff }) => repository.removeAbsences(db, { exitedBefore: plan.exitedBefore, cutoff: cutoff.cutoff }),
  },
  {
    category: 'documents',
    apply: async ({ db, cutoff, afterCommit, storage }) => {
      const removed = await removeDocumentsPastRetention(db, cutoff.cutoff);
      if (removed.length > 0) afterCommit(() => removeStoredFiles(storage, removed));
      return { employee_documents: removed.length };
    },
  },
  {
    category: 'sick_notes',
    apply: ({ db, cutoff }) => repository.clearSickNotes(db, { cutoff: cutoff.cutoff }),
  },
  {
    category: 'geo_positions',
    apply: async ({ db, before }) => {
      const clock_events = await repository.clearPositions(db, { before });
      // A correction's history keeps the event as it was, coordinates included; they go by the
      // day of the event, however much later the correction was made.
      let clock_event_history = 0;
      const cutoff = Date.parse(before);
      for (const row of await repository.historyWithPositions(db)) {
        const states = { before: withoutPositionBefore(row.before, cutoff), after: withoutPositionBefore(row.after, cutoff) };
        if (states.before === row.before && states.after === row.after) continue;
        clock_event_history++;
        await repository.updateHistoryStates(db, row.id, { ...states, keeps_position: carriesPosition(states.before) || carriesPosition(states.after) });
      }
      // A webhook delivery keeps the event as it was sent, and a redelivery sends it again: its
      // coordinates go by the day of the event too, however much later it was delivered.
      const webhook_deliveries = await clearDeliveredPositions(db, cutoff);
      return { clock_events, clock_event_history, webhook_deliveries };
    },
  },
  {
    category: 'audit_log',
    // The webhook delivery log is a log of the requests Stempel made, as the audit is of those it
    // received: it goes with the same policy (docs/data-protection.md, "The webhook delivery log").
    // So do ended sessions, a record of access with the client's address and browser, and finished
    // background jobs (push messages, whose texts name people's shifts, webhook attempts, exports,
    // transfers, the daily runs): a log of work done. A device token is kept only while the session
    // that registered it lives, whatever the policy.
    apply: async ({ db, before, now }) => ({
      audit_requests: await repository.removeAuditRecords(db, { before }),
      webhook_deliveries: await repository.removeDeliveries(db, { before }),
      push_tokens: await repository.removeDevicesOfEndedSessions(db, { now }),
      access_tokens: await repository.removeEndedSessions(db, { before }),
      jobs: await repository.removeFinishedJobs(db, { before }),
    }),
  },
];

const DELIVERY_PAGE = 500;

/** Removes the coordinates of clock events before `before` (epoch ms) from the deliveries' stored event data; answers how many it changed. */
async function clearDeliveredPositions(db: TenantDb, before: number): Promise<number> {
  let changed = 0;
  for (let after = ''; ; ) {
    const page = await repository.clockEventDeliveries(db, after, DELIVERY_PAGE);
    for (const { id, event_data: data } of page) {
      const cleared = deliveryDataWithoutPositionBefore(data, before);
      if (cleared === data) continue;
      changed++;
      await repository.setDeliveryData(db, id, cleared);
    }
    if (page.length < DELIVERY_PAGE) return changed;
    after = page[page.length - 1]!.id;
  }
}

/** Ends the transaction of a dry run without committing what it deleted. */
class DryRunRolledBack extends Error {}

/**
 * Applies the tenant's retention policies now: per category, in one transaction each, deletes
 * (or clears) what is past retention. A dry run applies every category the same way in one
 * transaction that is rolled back, and touches no file: it counts exactly what a run would, also
 * where an earlier category removes rows a later one would otherwise count again (the clock
 * events of someone who left go with working time, and their coordinates are then not cleared
 * as well). The daily job and `stempel retention run` both call this.
 */
export async function applyRetention(db: TenantDb, tenant: Tenant, options: RetentionRunOptions): Promise<CategoryOutcome[]> {
  const now = options.now ?? new Date();
  const plan = planRetention(localDateText(now.getTime(), tenant.timezone), await policiesOf(db));
  const applyAll = async (inTransaction: (run: (trx: TenantDb) => Promise<Record<string, number>>) => Promise<Record<string, number>>, filesFollow: boolean) => {
    const outcomes: CategoryOutcome[] = [];
    for (const rule of RETENTION_CATEGORIES) {
      const cutoff = plan.cutoffs[rule.category];
      const deleter = RETENTION_DELETERS.find((entry) => entry.category === rule.category);
      const pending: Array<() => Promise<void>> = [];
      const run = (trx: TenantDb): Promise<Record<string, number>> =>
        deleter
          ? deleter.apply({
              db: trx,
              tenant,
              plan,
              cutoff,
              before: new Date(endOfLocalDay(cutoff.cutoff, tenant.timezone)).toISOString(),
              now: now.toISOString(),
              afterCommit: (work) => pending.push(work),
              exportDir: options.exportDir,
              storage: options.storage,
            })
          : Promise.resolve({});
      const tables = await inTransaction(run);
      if (filesFollow) for (const work of pending) await work();
      const total = Object.values(tables).reduce((sum, count) => sum + count, 0);
      outcomes.push({ category: rule.category, months: cutoff.months, cutoff: cutoff.cutoff, total, tables });
    }
    return outcomes;
  };
  if (!options.dryRun) return applyAll((run) => db.transaction().execute(run), true);
  let counted: CategoryOutcome[] = [];
  await db
    .transaction()
    .execute(async (trx) => {
      counted = await applyAll((run) => run(trx), false);
      throw new DryRunRolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof DryRunRolledBack)) throw error;
    });
  return counted;
}

// ---------------------------------------------------------------- the daily job

export const RETENTION_JOB = 'retention.run';

/** Local time of day the daily run starts at, in the tenant's zone: a quiet hour. */
const DAILY_AT = '03:00';

/** The next daily start after `now` in the tenant's zone. */
export function nextDailyRun(tenant: Pick<Tenant, 'timezone'>, now: Date): Date {
  const today = localDateText(now.getTime(), tenant.timezone);
  const atToday = localTimeOn(today, DAILY_AT, tenant.timezone);
  return new Date(atToday > now.getTime() ? atToday : localTimeOn(addDays(today, 1), DAILY_AT, tenant.timezone));
}

/**
 * Queues the tenant's next daily run unless one is waiting or running (besides `currentJobId`,
 * the run that is scheduling its successor). Returns whether it queued one.
 */
export async function scheduleRetention(db: TenantDb, tenant: Pick<Tenant, 'timezone'>, now = new Date(), currentJobId: string | null = null): Promise<boolean> {
  return withinTransaction(db, async (trx) => {
    if (await repository.hasPendingJob(trx, RETENTION_JOB, currentJobId)) return false;
    await enqueueJob(trx, { kind: RETENTION_JOB, payload: {}, runAt: nextDailyRun(tenant, now) }, now);
    return true;
  });
}

/**
 * A daily run that died (its attempts used up, or its process died during the last one) queues
 * the next day's all the same, in the transaction that marks it dead: a tenant that stays open in
 * a serving process would otherwise never get another run, and personal data past its retention
 * would stay.
 */
export const retentionJobDead: DeadJobHook = ({ db, tenant, job }) => scheduleRetention(db, tenant, new Date(), job.id).then(() => undefined);

/** The daily run: applies the policies, then queues the run of the next day. */
export function retentionJob(options: { exportDir: string; storage: ObjectStorage; now?: () => Date }): JobHandler {
  return async ({ db, tenant, job }) => {
    const now = options.now?.() ?? new Date();
    await applyRetention(db, tenant, { dryRun: false, exportDir: options.exportDir, storage: options.storage, now });
    await scheduleRetention(db, tenant, now, job.id);
  };
}
