import pg from 'pg';
import { dropPostgresDatabase, postgresUrl, withPostgresClient } from '../../src/db/connection.js';

/**
 * Test databases on PostgreSQL are used again instead of being dropped and created anew.
 *
 * Every test tenant starts as a copy of the run's migrated template. Copying one writes about
 * 10 MB and some 550 files, and dropping it unlinks them again: together about 180 ms of the
 * server's time, for some 270 tenants per run. Every test file's catalog is a database of its
 * own too, created empty and migrated: about 200 ms more per file than on SQLite. A database a
 * test file is done with is instead emptied back to what a fresh one holds (rows deleted, the
 * migrations' own rows put back) and kept under a spare name; the next file of the same worker
 * takes it over by renaming it. Only a database whose schema still matches a fresh one's is
 * kept: one a test altered, broke or migrated differently is dropped as before.
 */

/** The two kinds of database a test file makes on PostgreSQL. */
export type RecycledKind = 'tenant' | 'catalog';

/** What a database of one kind holds when it is fresh: a copy of the template, or a catalog just migrated. */
export interface TemplateShape {
  /** A digest of the schema: relations, columns, constraints, indexes, functions, triggers, migrations. */
  fingerprint: string;
  /** The statements that turn a used database of that schema back into the template's contents. */
  reset: string;
  /** The template's rows per table (migration bookkeeping aside), as JSON text ordered by the row's text. */
  rows: Record<string, string>;
}

// Columns come from pg_attribute rather than information_schema.columns: the view's privilege
// checks made this query take about twice as long in the fresh connection every recycling opens.
const FINGERPRINT = `
select md5(concat_ws('|',
  (select string_agg(n.nspname || '.' || c.relname || ':' || c.relkind::text, ',' order by n.nspname, c.relname)
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'),
  (select string_agg(n.nspname || '.' || c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull::text || ':' ||
                     coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ',' order by n.nspname, c.relname, a.attname)
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where c.relkind in ('r', 'v', 'f', 'p') and a.attnum > 0 and not a.attisdropped
      and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'),
  (select string_agg(conrelid::regclass::text || '.' || conname || ':' || pg_get_constraintdef(oid), ',' order by conrelid::regclass::text, conname)
     from pg_constraint where connamespace = 'public'::regnamespace),
  (select string_agg(indexdef, ',' order by indexdef) from pg_indexes where schemaname = 'public'),
  (select string_agg(tgrelid::regclass::text || '.' || tgname, ',' order by tgrelid::regclass::text, tgname) from pg_trigger where not tgisinternal),
  (select string_agg(p.oid::regprocedure::text, ',' order by p.oid::regprocedure::text)
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'),
  (select string_agg(name, ',' order by name) from kysely_migration)
)) as fingerprint`;

async function fingerprintOf(client: pg.Client): Promise<string> {
  const result = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return result.rows[0]!.fingerprint;
}

/** Reads a fresh database's schema and rows once, before any test file makes one. */
export async function readTemplateShape(serverUrl: string, database: string): Promise<TemplateShape> {
  return withPostgresClient(postgresUrl(serverUrl, database), async (client) => {
    const fingerprint = await fingerprintOf(client);
    // The migration bookkeeping stays as it is; the fingerprint holds its migration names.
    const tables = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely\\_migration%' order by tablename`,
    );
    const statements = ['begin', 'set local session_replication_role = replica'];
    for (const { name } of tables.rows) statements.push(`delete from ${pg.escapeIdentifier(name)}`);
    const rows: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const table = pg.escapeIdentifier(name);
      rows[name] = await tableRows(client, name);
      if (rows[name] === '[]') continue;
      statements.push(`insert into ${table} select * from json_populate_recordset(null::${table}, ${pg.escapeLiteral(rows[name])})`);
    }
    statements.push('commit');
    return { fingerprint, reset: statements.map((statement) => `${statement};`).join('\n'), rows };
  });
}

/** A table's rows as JSON text, in a stable order, to compare a database's contents with the template's. */
export async function tableRows(client: pg.Client, table: string): Promise<string> {
  const name = pg.escapeIdentifier(table);
  const result = await client.query<{ rows: unknown }>(`select coalesce(json_agg(t order by t::text), '[]') as rows from ${name} t`);
  return JSON.stringify(result.rows[0]!.rows);
}

function spareNamesOf(template: string): string {
  return `${template}_spare_`;
}

const spares: Record<RecycledKind, string[]> = { tenant: [], catalog: [] };
let spareCounter = 0;

/**
 * Empties a test file's database back to what a fresh one of its kind holds and keeps it for the
 * next file of this process. Answers false when it cannot (a schema that differs, connections
 * that linger); the caller then drops the database.
 */
export async function recycleDatabase(
  kind: RecycledKind,
  location: { serverUrl: string; database: string },
  template: string,
  shape: TemplateShape,
): Promise<boolean> {
  try {
    const reset = await withPostgresClient(postgresUrl(location.serverUrl, location.database), async (client) => {
      if ((await fingerprintOf(client)) !== shape.fingerprint) return false;
      await client.query(shape.reset);
      return true;
    });
    if (!reset) return false;
    const spare = `${spareNamesOf(template)}${kind}_${process.pid}_${++spareCounter}`;
    await renameDatabase(location.serverUrl, location.database, spare);
    spares[kind].push(spare);
    return true;
  } catch {
    return false;
  }
}

/** Gives a kept database of that kind the name a new one will have; false when none is kept. */
export async function takeSpareDatabase(kind: RecycledKind, location: { serverUrl: string; database: string }): Promise<boolean> {
  const spare = spares[kind].pop();
  if (!spare) return false;
  try {
    await renameDatabase(location.serverUrl, spare, location.database);
    return true;
  } catch {
    return false;
  }
}

/** Drops every kept database of a run; the run's global teardown calls it once all files are done. */
export async function dropSpareDatabases(serverUrl: string, template: string): Promise<void> {
  const kept = await withPostgresClient(postgresUrl(serverUrl, 'postgres'), async (client) => {
    const result = await client.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [
      spareNamesOf(template),
    ]);
    return result.rows.map((row) => row.datname);
  });
  // A few at a time: the end of the run waits for them, and the server drops them side by side.
  const queue = [...kept];
  const dropNext = async (): Promise<void> => {
    for (let database = queue.shift(); database; database = queue.shift()) await dropPostgresDatabase(serverUrl, database);
  };
  await Promise.all(Array.from({ length: 4 }, dropNext));
}

/**
 * One connection per worker to the server's maintenance database, for the renames: a
 * connection of its own for each cost the server a backend start, about 25 ms of its CPU,
 * twice for every test tenant. It closes when idle and never keeps the worker alive.
 */
const maintenancePools = new Map<string, pg.Pool>();

function maintenancePool(serverUrl: string): pg.Pool {
  let pool = maintenancePools.get(serverUrl);
  if (!pool) {
    pool = new pg.Pool({ connectionString: postgresUrl(serverUrl, 'postgres'), max: 1, idleTimeoutMillis: 5_000, allowExitOnIdle: true });
    // A connection the server ended while idle is replaced by the next query.
    pool.on('error', () => undefined);
    maintenancePools.set(serverUrl, pool);
  }
  return pool;
}

async function renameDatabase(serverUrl: string, from: string, to: string): Promise<void> {
  await maintenancePool(serverUrl).query(`alter database ${pg.escapeIdentifier(from)} rename to ${pg.escapeIdentifier(to)}`);
}
