import type { WebhookDeliveriesTable, WebhookSubscriptionsTable } from '../../db/tenant/schema.js';
import { reusableQuery } from '../../db/reusable-query.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

export function insertSubscription(db: TenantDb, row: WebhookSubscriptionsTable) {
  return db.insertInto('webhook_subscriptions').values(row).execute();
}

export function listSubscriptions(db: TenantDb) {
  return db.selectFrom('webhook_subscriptions').selectAll().orderBy('created_at').orderBy('id').execute();
}

const active = reusableQuery((db: TenantDb) => db.selectFrom('webhook_subscriptions').select(['id', 'event_types']).where('active', '=', true));

/** The one query an event costs when the module is on: the active subscriptions and what they want. */
export async function activeSubscriptions(db: TenantDb) {
  return (await active(db)).rows;
}

export function findSubscription(db: TenantDb, id: string) {
  return db.selectFrom('webhook_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateSubscription(db: TenantDb, id: string, changes: Partial<Omit<WebhookSubscriptionsTable, 'id'>>) {
  await db.updateTable('webhook_subscriptions').set(changes).where('id', '=', id).execute();
}

/** Deletes the subscription with its delivery log; answers whether it existed. */
export async function deleteSubscription(db: TenantDb, id: string): Promise<boolean> {
  await db.deleteFrom('webhook_deliveries').where('subscription_id', '=', id).execute();
  const result = await db.deleteFrom('webhook_subscriptions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * A delivery failed for good: counts it, and switches the subscription off at the limit. The
 * count is raised in the database, not read and written back, since several deliveries of one
 * subscription can fail at the same moment.
 */
export async function countFailedDelivery(db: TenantDb, id: string, disableAt: number, now: string): Promise<void> {
  await db
    .updateTable('webhook_subscriptions')
    .set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('webhook_subscriptions')
    .set({ active: false, disabled_reason: 'failures' })
    .where('id', '=', id)
    .where('active', '=', true)
    .where('consecutive_failures', '>=', disableAt)
    .execute();
}

export async function resetFailures(db: TenantDb, id: string) {
  await db.updateTable('webhook_subscriptions').set({ consecutive_failures: 0 }).where('id', '=', id).where('consecutive_failures', '>', 0).execute();
}

export function insertDelivery(db: TenantDb, row: WebhookDeliveriesTable) {
  return db.insertInto('webhook_deliveries').values(row).execute();
}

/** The stored event data of deliveries, with their event, a page at a time in the order of their ids. */
export function deliveryData(db: TenantDb, afterId: string, limit: number): Promise<Array<Pick<WebhookDeliveriesTable, 'id' | 'event' | 'event_data'>>> {
  return db.selectFrom('webhook_deliveries').select(['id', 'event', 'event_data']).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

export async function setDeliveryData(db: TenantDb, id: string, eventData: unknown): Promise<void> {
  await db.updateTable('webhook_deliveries').set({ event_data: eventData }).where('id', '=', id).execute();
}

export function findDelivery(db: TenantDb, id: string) {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

export function deliveriesOf(db: TenantDb, subscriptionId: string) {
  return {
    async count() {
      const row = await db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('subscription_id', '=', subscriptionId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    rows(limit: number, offset: number) {
      return db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('subscription_id', '=', subscriptionId)
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
  };
}

/**
 * Records an attempt's outcome, but only while `jobId` is still the delivery's pending job:
 * a job that was superseded (redelivered) or whose outcome is already recorded changes nothing.
 */
export async function recordAttempt(
  db: TenantDb,
  id: string,
  jobId: string,
  changes: Pick<WebhookDeliveriesTable, 'status' | 'response_status' | 'last_error' | 'next_attempt_at' | 'pending_job_id' | 'updated_at' | 'delivered_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({ ...changes, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('pending_job_id', '=', jobId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Hands the delivery to a new job (redeliver): any earlier job of it stops counting. */
export async function reschedule(db: TenantDb, id: string, jobId: string, at: string) {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', pending_job_id: jobId, next_attempt_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
}
