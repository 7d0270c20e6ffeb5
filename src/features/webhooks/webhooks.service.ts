import type { WebhookDeliveriesTable, WebhookSubscriptionsTable } from '../../db/tenant/schema.js';
import { oncePerTransaction } from '../../db/transaction-facts.js';
import { signedHeaders, newWebhookSecret } from '../../domain/webhooks/webhook-signing.js';
import { nextRetryDelayMs, WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES, WEBHOOK_RETRY_DELAYS_MS } from '../../domain/webhooks/webhook-retries.js';
import { targetUrlProblem, type TargetRules } from '../../domain/webhooks/webhook-target.js';
import { NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { forgettingOf, forgottenValue, type ForgottenPerson } from '../../platform/audit/forgetting.js';
import { uuidv7 } from '../../platform/ids.js';
import { enqueueJob, type DeadJobHook, type JobHandler, type JobKind, type ModuleOffHook } from '../../platform/jobs/job-runner.js';
import { MAX_REQUESTED_PAUSE_MS } from '../../platform/jobs/backoff.js';
import type { ModuleId } from '../../platform/access/modules.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { PING_EVENT, type WebhookEventType } from './webhook-events.js';
import { sendWebhook, systemResolve, type Resolve, type SendOutcome } from './webhook-sender.js';
import * as repository from './webhooks.repository.js';
import { URL_MAX_LENGTH } from './webhooks.schemas.js';

export const WEBHOOK_JOB = 'webhook';
/**
 * Attempts of one job. The retry schedule of a delivery is made of jobs of its own (the
 * runner's backoff is capped at minutes, the schedule spans a day); these are for a job whose
 * run broke off before it could record its outcome (a database fault, a crash).
 */
const JOB_MAX_ATTEMPTS = 3;
const DELIVERY_TIMEOUT_MS = 10_000;
/** Why a delivery due after the tenant switched the module off was not sent. */
const MODULE_OFF = 'Not sent: module webhooks is off.';

export interface WebhookJobPayload {
  delivery_id: string;
  /** Failed attempts so far in this round (a redeliver starts a new round); picks the next wait. */
  round_failures: number;
}

/** How deliveries are made; one object per process, read at every attempt. */
export interface WebhookDeliveryOptions extends TargetRules {
  resolve: Resolve;
  timeoutMs: number;
  /** Waits before the 2nd, 3rd, … attempt of a round. */
  retryDelaysMs: readonly number[];
  /** Deliveries failed for good in a row that switch a subscription off. */
  disableAfterFailedDeliveries: number;
}

export function webhookDeliveryOptions(config: { webhooksAllowPrivate: boolean }): WebhookDeliveryOptions {
  return {
    allowPrivate: config.webhooksAllowPrivate,
    resolve: systemResolve,
    timeoutMs: DELIVERY_TIMEOUT_MS,
    retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS,
    disableAfterFailedDeliveries: WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES,
  };
}

// ---------------------------------------------------------------- subscriptions

export interface WebhookInput {
  url: string;
  events: WebhookEventType[];
  active?: boolean;
}

function checkedUrl(url: string, rules: TargetRules): string {
  const problem = targetUrlProblem(url, rules);
  if (problem) throw ValidationError.field('url', problem);
  // Kept as it is sent, and answered so: a URL that grows past the limit when encoded could not be sent back.
  const written = new URL(url).toString();
  if (written.length > URL_MAX_LENGTH) {
    throw ValidationError.field('url', `The url field must not be greater than ${URL_MAX_LENGTH} characters as written with umlauts and blanks percent-encoded (${written.length}).`);
  }
  return written;
}

/** POST /webhooks: the answer carries the signing secret, which is never shown again. */
export async function createWebhook(db: TenantDb, input: WebhookInput, rules: TargetRules): Promise<{ row: WebhookSubscriptionsTable; secret: string }> {
  const now = new Date().toISOString();
  const row: WebhookSubscriptionsTable = {
    id: uuidv7(),
    url: checkedUrl(input.url, rules),
    event_types: [...new Set(input.events)],
    active: input.active ?? true,
    secret: newWebhookSecret(),
    consecutive_failures: 0,
    disabled_reason: null,
    created_at: now,
    updated_at: now,
  };
  await repository.insertSubscription(db, row);
  return { row, secret: row.secret };
}

export function listWebhooks(db: TenantDb) {
  return repository.listSubscriptions(db);
}

export async function findWebhook(db: TenantDb, id: string): Promise<WebhookSubscriptionsTable> {
  const row = await repository.findSubscription(db, id);
  if (!row) throw new NotFoundError('The webhook was not found.');
  return row;
}

/** PATCH /webhooks/{w}: switching it on again clears the failure count and the reason it was switched off. */
export async function updateWebhook(db: TenantDb, id: string, input: Partial<WebhookInput>, rules: TargetRules): Promise<WebhookSubscriptionsTable> {
  const current = await findWebhook(db, id);
  const reactivated = input.active === true && !current.active;
  await repository.updateSubscription(db, id, {
    ...(input.url !== undefined ? { url: checkedUrl(input.url, rules) } : {}),
    ...(input.events !== undefined ? { event_types: [...new Set(input.events)] } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(reactivated || input.active === false ? { disabled_reason: null } : {}),
    ...(reactivated ? { consecutive_failures: 0 } : {}),
    updated_at: new Date().toISOString(),
  });
  return findWebhook(db, id);
}

export async function deleteWebhook(db: TenantDb, id: string): Promise<void> {
  const deleted = await db.transaction().execute((trx) => repository.deleteSubscription(trx, id));
  if (!deleted) throw new NotFoundError('The webhook was not found.');
}

// ---------------------------------------------------------------- deliveries

export async function deliveries(db: TenantDb, webhookId: string) {
  await findWebhook(db, webhookId);
  return repository.deliveriesOf(db, webhookId);
}

async function findDeliveryOf(db: TenantDb, webhookId: string, deliveryId: string): Promise<WebhookDeliveriesTable> {
  const row = await repository.findDelivery(db, deliveryId);
  if (!row || row.subscription_id !== webhookId) throw new NotFoundError('The delivery was not found.');
  return row;
}

/** Queues a delivery's first attempt; the caller's transaction makes both exist together or not at all. */
async function queueDelivery(db: TenantDb, subscriptionId: string, event: string, data: unknown, now: Date): Promise<WebhookDeliveriesTable> {
  const id = uuidv7(now.getTime());
  const payload: WebhookJobPayload = { delivery_id: id, round_failures: 0 };
  const job = await enqueueJob(db, { kind: WEBHOOK_JOB, payload: { ...payload }, maxAttempts: JOB_MAX_ATTEMPTS }, now);
  const at = now.toISOString();
  const row: WebhookDeliveriesTable = {
    id,
    subscription_id: subscriptionId,
    event,
    event_data: data,
    occurred_at: at,
    status: 'pending',
    attempts: 0,
    response_status: null,
    last_error: null,
    next_attempt_at: at,
    pending_job_id: job.id,
    created_at: at,
    updated_at: at,
    delivered_at: null,
  };
  await repository.insertDelivery(db, row);
  return row;
}

/**
 * Records that an event happened, inside the transaction of the change that is the event:
 * one delivery (and its job) per active subscription that asks for the type. The payload is
 * built only when someone asked for it. A tenant without the module costs nothing; one with
 * it costs one query when nobody subscribed. Once the transaction has committed, the server's
 * job runner is woken after the request's answer (TenantDatabases.onJobsQueued, wired in app.ts).
 */
export async function emitEvent(
  db: TenantDb,
  tenant: { readonly modules: readonly ModuleId[] },
  type: WebhookEventType,
  payload: () => unknown,
): Promise<number> {
  if (!tenant.modules.includes('webhooks')) return 0;
  // A transaction that books many things (the demo books a person's weeks in one) reads the
  // subscriptions once: its events all become visible together when it commits.
  const active = await oncePerTransaction(db, 'active webhook subscriptions', () => repository.activeSubscriptions(db));
  const subscribers = active.filter((subscription) => subscription.event_types.includes(type));
  if (subscribers.length === 0) return 0;
  const data: unknown = await payload();
  const now = new Date();
  for (const subscriber of subscribers) await queueDelivery(db, subscriber.id, type, data, now);
  return subscribers.length;
}

/** POST /webhooks/{w}/test: one ping to the URL, whether or not the subscription is active; not retried. */
export async function sendTestPing(db: TenantDb, webhookId: string): Promise<WebhookDeliveriesTable> {
  const subscription = await findWebhook(db, webhookId);
  const now = new Date();
  return db.transaction().execute((trx) =>
    queueDelivery(trx, subscription.id, PING_EVENT, { webhook_id: subscription.id, url: subscription.url }, now),
  );
}

/**
 * POST /webhooks/{w}/deliveries/{d}/redeliver: a new round of attempts with the full retry
 * schedule, under the same webhook-id; an attempt still waiting from the old round is dropped.
 */
export async function redeliver(db: TenantDb, webhookId: string, deliveryId: string): Promise<WebhookDeliveriesTable> {
  await findWebhook(db, webhookId);
  const delivery = await findDeliveryOf(db, webhookId, deliveryId);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const payload: WebhookJobPayload = { delivery_id: delivery.id, round_failures: 0 };
    const job = await enqueueJob(trx, { kind: WEBHOOK_JOB, payload: { ...payload }, maxAttempts: JOB_MAX_ATTEMPTS }, now);
    await repository.reschedule(trx, delivery.id, job.id, now.toISOString());
  });
  return findDeliveryOf(db, webhookId, deliveryId);
}

/** The body every attempt of a delivery sends, byte for byte the same. */
export function webhookBody(delivery: Pick<WebhookDeliveriesTable, 'event' | 'occurred_at' | 'event_data'>): string {
  return JSON.stringify({ type: delivery.event, timestamp: new Date(delivery.occurred_at).toISOString(), data: delivery.event_data });
}

/**
 * The `webhook` job: one attempt of one delivery. 2xx: delivered. Otherwise the next attempt
 * is queued after the schedule's wait, or the delivery has failed for good, which counts
 * towards switching the subscription off. The outcome is recorded only if this job is still
 * the delivery's pending one, so a job run twice (a crash after the attempt) or superseded by a
 * redeliver changes nothing; the receiver may see an attempt twice (at least once). Its module
 * is `webhooks` (webhookDeliveryModuleOff).
 */
export function webhookDelivery(options: WebhookDeliveryOptions): JobKind<WebhookJobPayload> {
  return { run: deliveryAttempt(options), onDead: webhookDeliveryDead, module: { of: 'webhooks', onOff: webhookDeliveryModuleOff } };
}

function deliveryAttempt(options: WebhookDeliveryOptions): JobHandler<WebhookJobPayload> {
  return async ({ db, job, payload, signal }) => {
    const delivery = await repository.findDelivery(db, payload.delivery_id);
    if (!delivery || delivery.pending_job_id !== job.id) return;
    const subscription = await repository.findSubscription(db, delivery.subscription_id);
    if (!subscription) return;
    const ping = delivery.event === PING_EVENT;
    const attemptAt = new Date();
    let outcome: SendOutcome;
    if (!subscription.active && !ping) {
      outcome = { ok: false, status: null, error: 'The webhook is inactive.' };
    } else {
      const body = webhookBody(delivery);
      outcome = await sendWebhook(subscription.url, signedHeaders(subscription.secret, delivery.id, attemptAt, body), body, options, signal);
    }
    // Shutting down: the runner gives the job back, and this attempt does not count.
    if (signal.aborted) throw new Error('The delivery was interrupted.');

    const now = new Date();
    const at = now.toISOString();
    await db.transaction().execute(async (trx) => {
      if (outcome.ok) {
        const recorded = await repository.recordAttempt(trx, delivery.id, job.id, {
          status: 'delivered',
          response_status: outcome.status,
          last_error: null,
          next_attempt_at: null,
          pending_job_id: null,
          updated_at: at,
          delivered_at: at,
        });
        // A delivered ping shows the receiver answers again, as any delivered message does; a failed one counts nothing.
        if (recorded) await repository.resetFailures(trx, subscription.id);
        return;
      }
      const failures = payload.round_failures + 1;
      const scheduled = ping || !subscription.active ? null : nextRetryDelayMs(failures, options.retryDelaysMs);
      // A receiver that asks for longer (429, 503 with Retry-After) is given it, up to a day.
      const wait = scheduled === null ? null : Math.max(scheduled, Math.min(outcome.retryAfterMs ?? 0, MAX_REQUESTED_PAUSE_MS));
      if (wait === null) {
        const recorded = await repository.recordAttempt(trx, delivery.id, job.id, {
          status: 'failed',
          response_status: outcome.status,
          last_error: outcome.error,
          next_attempt_at: null,
          pending_job_id: null,
          updated_at: at,
          delivered_at: null,
        });
        if (recorded && !ping && subscription.active) {
          await repository.countFailedDelivery(trx, subscription.id, options.disableAfterFailedDeliveries, at);
        }
        return;
      }
      const runAt = new Date(now.getTime() + wait);
      const next: WebhookJobPayload = { delivery_id: delivery.id, round_failures: failures };
      const nextJob = await enqueueJob(trx, { kind: WEBHOOK_JOB, payload: { ...next }, runAt, maxAttempts: JOB_MAX_ATTEMPTS }, now);
      const recorded = await repository.recordAttempt(trx, delivery.id, job.id, {
        status: 'pending',
        response_status: outcome.status,
        last_error: outcome.error,
        next_attempt_at: runAt.toISOString(),
        pending_job_id: nextJob.id,
        updated_at: at,
        delivered_at: null,
      });
      // Superseded meanwhile: the follow-up job must not exist either.
      if (!recorded) throw new SupersededAttempt();
    }).catch((error: unknown) => {
      if (!(error instanceof SupersededAttempt)) throw error;
    });
  };
}

class SupersededAttempt extends Error {}

/**
 * An attempt due after the tenant switched the module off: its routes answer 403, so its data
 * must not leave either. The delivery ends `failed` with the reason (counted as an attempt, not
 * towards switching the subscription off); a redeliver sends it once the module is on again. A
 * job that is no longer the delivery's pending one changes nothing.
 */
const webhookDeliveryModuleOff: ModuleOffHook<WebhookJobPayload> = async ({ db, job, payload }) => {
  await repository.recordAttempt(db, payload.delivery_id, job.id, {
    status: 'failed',
    response_status: null,
    last_error: MODULE_OFF,
    next_attempt_at: null,
    pending_job_id: null,
    updated_at: new Date().toISOString(),
    delivered_at: null,
  });
};

/**
 * The job of a delivery's attempt died (its run broke off three times: a database fault, a
 * crash): the delivery has failed for good rather than waiting as `pending` for a job that never
 * runs again. It does not count towards switching the subscription off: the fault was Stempel's,
 * not the receiver's. Runs in the transaction that marks the job dead.
 */
const webhookDeliveryDead: DeadJobHook<WebhookJobPayload> = async ({ db, job, payload, error }) => {
  await repository.recordAttempt(db, payload.delivery_id, job.id, {
    status: 'failed',
    response_status: null,
    last_error: `The attempt broke off: ${error}`,
    next_attempt_at: null,
    pending_job_id: null,
    updated_at: new Date().toISOString(),
    delivered_at: null,
  });
};

const FORGET_PAGE = 500;

/** An employee event's data is the person's resource (toEmployee): erasure removes its badge as it removes the person's. */
function withoutBadge(event: string, data: unknown, personId: string): unknown {
  if (!event.startsWith('employee.') || data === null || typeof data !== 'object') return undefined;
  const employee = data as { id?: unknown; badge?: unknown };
  if (employee.id !== personId || employee.badge === null || employee.badge === undefined) return undefined;
  return { ...employee, badge: null };
}

/**
 * Forgets an erased person in the event data stored with deliveries: an event's data is the API
 * resource as it was (an employee's name, e-mail and badge), kept for the delivery log and sent
 * again by a redelivery. Data about the person (it carries their id or e-mail: their employee
 * record, their absence, a roster planning them) loses their names, contact data and birth date,
 * and their own employee record its badge; any other only their full name, so a colleague who
 * shares a first or last name keeps it.
 */
export async function forgetInDeliveries(db: TenantDb, person: ForgottenPerson): Promise<void> {
  const forgetting = forgettingOf(person);
  for (let after = ''; ; ) {
    const page = await repository.deliveryData(db, after, FORGET_PAGE);
    for (const { id, event, event_data: data } of page) {
      const pattern = forgetting.patternFor([JSON.stringify(data)]);
      const named = pattern ? forgottenValue(data, pattern) : undefined;
      const forgotten = withoutBadge(event, named ?? data, person.id) ?? named;
      if (forgotten !== undefined) await repository.setDeliveryData(db, id, forgotten);
    }
    if (page.length < FORGET_PAGE) return;
    after = page[page.length - 1]!.id;
  }
}
