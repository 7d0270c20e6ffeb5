import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

/**
 * Exports of working time (a file written by a job, with its progress) and the transfer of a
 * closed payroll month to the partner payroll program (its settings, and each transfer with
 * its delivery attempts). The files themselves live in the tenant's export directory.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('exports')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('kind', t.text, (c) => c.notNull())
    .addColumn('period', t.text, (c) => c.notNull())
    .addColumn('format', t.text, (c) => c.notNull())
    .addColumn('decimal_comma', t.boolean, (c) => c.notNull())
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('error', t.text)
    .addColumn('rows_done', t.integer, (c) => c.notNull())
    .addColumn('rows_total', t.integer)
    .addColumn('file_name', t.text)
    .addColumn('requested_by', t.id, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .execute();
  await db.schema.createIndex('exports_created').on('exports').column('created_at').execute();

  // One row: the tenant's payroll program settings.
  await db.schema
    .createTable('payroll_transfer_settings')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('consultant_number', t.text, (c) => c.notNull())
    .addColumn('client_number', t.text, (c) => c.notNull())
    .addColumn('wage_types', t.json, (c) => c.notNull())
    .addColumn('endpoint_url', t.text)
    .addColumn('updated_by', t.id)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payroll_transfers')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('period', t.text, (c) => c.notNull())
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('attempts', t.integer, (c) => c.notNull())
    .addColumn('next_attempt_at', t.timestamp)
    .addColumn('error', t.text)
    .addColumn('file_name', t.text)
    .addColumn('records', t.integer)
    .addColumn('endpoint_url', t.text)
    .addColumn('job_id', t.id)
    .addColumn('requested_by', t.id, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('delivered_at', t.timestamp)
    .execute();
  await db.schema.createIndex('payroll_transfers_period').on('payroll_transfers').columns(['period', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payroll_transfers').execute();
  await db.schema.dropTable('payroll_transfer_settings').execute();
  await db.schema.dropTable('exports').execute();
}
