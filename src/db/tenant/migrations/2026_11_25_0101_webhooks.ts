import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

/**
 * Webhook subscriptions (a URL, the event types it wants, its signing secret) and their
 * deliveries: one row per event and subscription, with the state of its attempts. The
 * attempts themselves run as jobs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('webhook_subscriptions')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('url', t.text, (c) => c.notNull())
    .addColumn('event_types', t.json, (c) => c.notNull())
    .addColumn('active', t.boolean, (c) => c.notNull())
    .addColumn('secret', t.text, (c) => c.notNull())
    .addColumn('consecutive_failures', t.integer, (c) => c.notNull())
    .addColumn('disabled_reason', t.text)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('subscription_id', t.id, (c) => c.notNull())
    .addColumn('event', t.text, (c) => c.notNull())
    .addColumn('event_data', t.json, (c) => c.notNull())
    .addColumn('occurred_at', t.timestamp, (c) => c.notNull())
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('attempts', t.integer, (c) => c.notNull())
    .addColumn('response_status', t.integer)
    .addColumn('last_error', t.text)
    .addColumn('next_attempt_at', t.timestamp)
    .addColumn('pending_job_id', t.id)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('delivered_at', t.timestamp)
    .execute();
  await db.schema.createIndex('webhook_deliveries_subscription').on('webhook_deliveries').columns(['subscription_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_subscriptions').execute();
}
