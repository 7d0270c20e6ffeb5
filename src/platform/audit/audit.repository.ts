import { sql } from 'kysely';
import { columnsOf } from '../../db/columns.js';
import { reusableInsert } from '../../db/reusable-query.js';
import type { AuditRequestsTable, TenantDatabase } from '../../db/tenant/schema.js';
import type { TenantDb } from '../tenancy/tenant-databases.js';

// The insert of a single row, compiled once: under load each change's record is mostly stored
// alone, before its answer goes out.
const insertOne = reusableInsert<TenantDatabase, 'audit_requests'>(
  'audit_requests',
  columnsOf<AuditRequestsTable>({
    correlation_id: true, tenant_id: true, user_id: true, client_ip: true, method: true, uri: true, request_headers: true,
    payload: true, response_headers: true, response_body: true, status_code: true, duration_ms: true, timestamp: true, hostname: true,
  }),
);

/** Inserts audit rows in chunks, so one statement stays well below the parameter limits. */
export async function insertAll(db: TenantDb, rows: AuditRequestsTable[]): Promise<void> {
  if (rows.length === 1) {
    await insertOne(db, rows[0]!);
    return;
  }
  for (let i = 0; i < rows.length; i += 100) {
    await db.insertInto('audit_requests').values(rows.slice(i, i + 100)).execute();
  }
}

/** The months the tenant chose to keep its audit log (retention policy audit_log); undefined: the default. */
export async function ownAuditRetentionMonths(db: TenantDb): Promise<number | undefined> {
  const row = await db.selectFrom('retention_policies').select('months').where('category', '=', 'audit_log').executeTakeFirst();
  return row ? Number(row.months) : undefined;
}

/** Deletes the records before the cutoff; answers how many went. */
export async function removeOlderThan(db: TenantDb, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('audit_requests').where('timestamp', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Records whose URI, request or response body may name one of the terms (lower case): candidates to rewrite. */
export function mentioning(db: TenantDb, terms: readonly string[]) {
  if (terms.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('audit_requests')
    .select(['correlation_id', 'uri', 'payload', 'response_body'])
    .where((eb) =>
      eb.or(
        terms.flatMap((term) => {
          // LIKE wildcards in a term only widen the pre-filter; the rewrite itself matches exactly.
          const pattern = `%${term}%`;
          return [
            eb(sql<string>`lower(uri)`, 'like', pattern),
            eb(sql<string>`lower(payload)`, 'like', pattern),
            eb(sql<string>`lower(response_body)`, 'like', pattern),
          ];
        }),
      ),
    )
    .execute();
}

export async function rewrite(db: TenantDb, correlationId: string, changes: Pick<AuditRequestsTable, 'uri' | 'payload' | 'response_body'>): Promise<void> {
  await db.updateTable('audit_requests').set(changes).where('correlation_id', '=', correlationId).execute();
}
