import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('cost_centers')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('number', t.text, (c) => c.notNull())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('active', t.boolean, (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cost_centers_number').on('cost_centers').unique().expression(sql`lower(number)`).execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('number', t.text, (c) => c.notNull())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('client', t.text)
    .addColumn('cost_center_id', t.id, (c) => c.references('cost_centers.id'))
    // null: no budget; worked time is still summed, nothing is "remaining".
    .addColumn('budget_ms', t.bigint)
    .addColumn('active', t.boolean, (c) => c.notNull().defaultTo(true))
    .addColumn('starts_on', t.date)
    .addColumn('ends_on', t.date)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('projects_number').on('projects').unique().expression(sql`lower(number)`).execute();
  await db.schema.createIndex('projects_cost_center').on('projects').column('cost_center_id').execute();

  // A project with no rows here may be booked at every location; with rows, only at those.
  await db.schema
    .createTable('project_locations')
    .addColumn('project_id', t.id, (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('location_id', t.id, (c) => c.notNull().references('locations.id'))
    .addPrimaryKeyConstraint('project_locations_pk', ['project_id', 'location_id'])
    .execute();
  await db.schema.createIndex('project_locations_location').on('project_locations').column('location_id').execute();

  await db.schema.alterTable('clock_events').addColumn('project_id', t.id, (c) => c.references('projects.id')).execute();
  await db.schema.createIndex('clock_events_project').on('clock_events').columns(['project_id', 'occurred_at']).execute();
  // The project a requested correction names; checked again when it is approved, so no foreign key.
  await db.schema.alterTable('correction_requests').addColumn('project_id', t.id).execute();
  await db.schema.alterTable('employees').addColumn('cost_center_id', t.id, (c) => c.references('cost_centers.id')).execute();
  await db.schema.alterTable('departments').addColumn('cost_center_id', t.id, (c) => c.references('cost_centers.id')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('departments').dropColumn('cost_center_id').execute();
  await db.schema.alterTable('employees').dropColumn('cost_center_id').execute();
  await db.schema.alterTable('correction_requests').dropColumn('project_id').execute();
  await db.schema.dropIndex('clock_events_project').execute();
  await db.schema.alterTable('clock_events').dropColumn('project_id').execute();
  await db.schema.dropTable('project_locations').execute();
  await db.schema.dropTable('projects').execute();
  await db.schema.dropTable('cost_centers').execute();
}
