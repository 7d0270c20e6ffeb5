import { postgresUrl, withPostgresClient } from './connection.js';

/**
 * What moving a database between PostgreSQL servers asks of the servers themselves: who they
 * are, who is connected to a database, and how many rows each table holds. Every function opens
 * one short connection of its own (to the `postgres` database or to the one it inspects).
 */

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * The cluster's system identifier, which tells two URLs of one server apart from two servers
 * (localhost and 127.0.0.1, a DNS alias); undefined when the role may not read it.
 */
export async function serverIdentity(serverUrl: string): Promise<string | undefined> {
  return withPostgresClient(postgresUrl(serverUrl, 'postgres'), async (client) => {
    try {
      const result = await client.query<{ id: string }>('select system_identifier::text as id from pg_control_system()');
      return result.rows[0]?.id;
    } catch {
      return undefined;
    }
  });
}

/** Sessions on a database that are running a statement or are inside a transaction. */
export async function busySessions(serverUrl: string, database: string): Promise<number> {
  return withPostgresClient(postgresUrl(serverUrl, 'postgres'), async (client) => {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and (state <> 'idle' or xact_start is not null)",
      [database],
    );
    return result.rows[0]!.n;
  });
}

/**
 * New sessions on the database start read-only (on) or as usual (off). Sessions already open
 * keep what they had; endSessions ends them.
 */
export async function setReadOnly(serverUrl: string, database: string, readOnly: boolean): Promise<void> {
  const statement = readOnly
    ? `alter database ${quoteIdentifier(database)} set default_transaction_read_only = on`
    : `alter database ${quoteIdentifier(database)} reset default_transaction_read_only`;
  await withPostgresClient(postgresUrl(serverUrl, 'postgres'), (client) => client.query(statement));
}

/** Ends every session on the database and waits (bounded) until they are gone; answers how many there were. */
export async function endSessions(serverUrl: string, database: string, timeoutMs = 10_000): Promise<number> {
  return withPostgresClient(postgresUrl(serverUrl, 'postgres'), async (client) => {
    // Chosen first and ended in a statement of their own: within one WHERE clause the planner may
    // call pg_terminate_backend before it has filtered by database, on sessions of other databases.
    const sessions = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
      database,
    ]);
    const pids = sessions.rows.map((row) => row.pid);
    if (pids.length > 0) await client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    const deadline = Date.now() + timeoutMs;
    // pg_terminate_backend only signals: a commit under way may still finish, so wait for the exit.
    while (pids.length > 0) {
      const left = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where pid = any($1)', [pids]);
      if (left.rows[0]!.n === 0) break;
      if (Date.now() > deadline) throw new Error(`${left.rows[0]!.n} sessions on ${database} did not end within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return pids.length;
  });
}

/** Rows per table (schema-qualified name) of every table outside the system schemas. */
export async function tableRowCounts(serverUrl: string, database: string): Promise<Map<string, number>> {
  return withPostgresClient(postgresUrl(serverUrl, database), async (client) => {
    const tables = await client.query<{ schemaname: string; tablename: string }>(
      "select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2",
    );
    const counts = new Map<string, number>();
    for (const { schemaname, tablename } of tables.rows) {
      const result = await client.query<{ n: string }>(`select count(*) as n from ${quoteIdentifier(schemaname)}.${quoteIdentifier(tablename)}`);
      counts.set(`${schemaname}.${tablename}`, Number(result.rows[0]!.n));
    }
    return counts;
  });
}

/** Answers undefined when the server takes a connection, or what went wrong. */
export async function reachProblem(serverUrl: string): Promise<string | undefined> {
  try {
    await withPostgresClient(postgresUrl(serverUrl, 'postgres'), (client) => client.query('select 1'));
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message || (error as { code?: string }).code || 'connection failed' : String(error);
  }
}
