import { sql, type Kysely } from 'kysely';
import { columnTypes, dialectOf } from '../../portable.js';

/**
 * A client's event_id is unique per person, not per tenant: the replay check looks only among the
 * person's own events, so probing with a colleague's id (web-<code>-<date>-<HHMM>) no longer tells
 * whether they clocked at that minute, and two people's clients may use the same id. The unique
 * constraint on `event_id` gives way to a unique index on (`employee_id`, `event_id`). Every
 * existing row kept the stricter rule, so nothing needs filling in.
 *
 * PostgreSQL drops the constraint by the name it gave it. SQLite cannot drop a column's UNIQUE: it
 * copies the table into one without it (the same columns in the same order, as the earlier
 * migrations left them) and builds its indexes again. No table refers to clock_events, so dropping
 * the old one touches nothing else.
 */
const INDEX = 'clock_events_employee_event_id';
/** The name PostgreSQL gave the column's UNIQUE of 2026_11_22_0003_clocking. */
const TENANT_WIDE = 'clock_events_event_id_key';

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await db.schema.alterTable('clock_events').dropConstraint(TENANT_WIDE).execute();
  } else {
    await rebuildOnSqlite(db, { eventIdUnique: false });
  }
  await db.schema.createIndex(INDEX).on('clock_events').columns(['employee_id', 'event_id']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // Two people's events may share an id by now, which the tenant-wide rule cannot hold: the first
  // booked keeps it, the later ones lose it (a replay of theirs is then refused as a reused id).
  // A window over the ids rather than a correlated subquery: no index holds event_id alone by
  // now, and SQLite would scan the table once per row (hours for half a million events).
  await sql`
    update clock_events set event_id = null
     where id in (select id from (select id, row_number() over (partition by event_id order by created_at, id) as position
                                    from clock_events where event_id is not null) numbered
                   where position > 1)
  `.execute(db);
  await db.schema.dropIndex(INDEX).execute();
  if (dialectOf(db) === 'postgres') {
    await db.schema.alterTable('clock_events').addUniqueConstraint(TENANT_WIDE, ['event_id']).execute();
  } else {
    await rebuildOnSqlite(db, { eventIdUnique: true });
  }
}

/** clock_events copied into a table of the same columns, `event_id` unique or not, and its indexes built again. */
async function rebuildOnSqlite(db: Kysely<any>, { eventIdUnique }: { eventIdUnique: boolean }): Promise<void> {
  const t = columnTypes(db);
  const copy = 'clock_events_rebuilt';
  await db.schema
    .createTable(copy)
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('type', t.text, (c) => c.notNull())
    .addColumn('occurred_at', t.timestamp, (c) => c.notNull())
    .addColumn('timezone', t.text, (c) => c.notNull())
    .addColumn('source', t.text, (c) => c.notNull())
    .addColumn('terminal_id', t.id, (c) => c.references('terminals.id'))
    .addColumn('device', t.text)
    .addColumn('latitude', t.double)
    .addColumn('longitude', t.double)
    .addColumn('accuracy_m', t.double)
    .addColumn('event_id', t.text, (c) => (eventIdUnique ? c.unique() : c))
    .addColumn('reply', t.json)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    // Added by 2026_11_23_0003_working_time, 2026_11_24_0030_projects_cost_centers and 2026_11_25_0601_retention.
    .addColumn('corrected', t.boolean, (c) => c.notNull().defaultTo(false))
    .addColumn('project_id', t.id, (c) => c.references('projects.id'))
    .addColumn('geofence_inside', t.boolean)
    .execute();
  const columns = sql.join(
    [
      'id', 'employee_id', 'type', 'occurred_at', 'timezone', 'source', 'terminal_id', 'device', 'latitude', 'longitude', 'accuracy_m',
      'event_id', 'reply', 'created_at', 'corrected', 'project_id', 'geofence_inside',
    ].map((column) => sql.ref(column)),
  );
  await sql`insert into ${sql.table(copy)} (${columns}) select ${columns} from clock_events`.execute(db);
  await db.schema.dropTable('clock_events').execute();
  await db.schema.alterTable(copy).renameTo('clock_events').execute();
  // The indexes of 2026_11_26_0401_clock_event_order and 2026_11_24_0030_projects_cost_centers went with the old table.
  await db.schema.createIndex('clock_events_employee_time_booked').on('clock_events').columns(['employee_id', 'occurred_at', 'created_at']).execute();
  await db.schema.createIndex('clock_events_project').on('clock_events').columns(['project_id', 'occurred_at']).execute();
}
