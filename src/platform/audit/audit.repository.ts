import { sql } from 'kysely';
import { columnsOf } from '../../db/columns.js';
import { reusableBatchInsert } from '../../db/reusable-query.js';
import { withinTransaction } from '../../db/transactions.js';
import type { AuditRequestsTable, TenantDatabase } from '../../db/tenant/schema.js';
import type { TenantDb } from '../tenancy/tenant-databases.js';

// Under load each change's record is mostly stored alone, before its answer goes out; the records
// of reads go in rounds of hundreds. Either way the statements are compiled once.
const insertRecords = reusableBatchInsert<TenantDatabase, 'audit_requests'>(
  'audit_requests',
  columnsOf<AuditRequestsTable>({
    correlation_id: true, tenant_id: true, user_id: true, client_ip: true, method: true, uri: true, request_headers: true,
    payload: true, response_headers: true, response_body: true, status_code: true, duration_ms: true, timestamp: true, hostname: true,
  }),
  // A statement of 100 rows stays well below either database's limit on parameters.
  [100, 25, 5, 1],
);

/**
 * Stores records as the tenant's. Several go in one transaction: a failure stores none of them,
 * so that the next attempt doubles none.
 */
export async function insertAll(db: TenantDb, tenantId: string, records: ReadonlyArray<Omit<AuditRequestsTable, 'tenant_id'>>): Promise<void> {
  if (records.length <= 1) return insertRecords(db, records, { tenant_id: tenantId });
  await withinTransaction(db, (trx) => insertRecords(trx, records, { tenant_id: tenantId }));
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

/**
 * Records whose URI, headers or bodies may contain one of the terms (lower case) `anywhere`, and
 * those made by `userId` that may contain one `madeByThem`: candidates to rewrite.
 */
export function mentioning(db: TenantDb, terms: { anywhere: readonly string[]; madeByThem: readonly string[] }, userId: string) {
  return db
    .selectFrom('audit_requests')
    .select(['correlation_id', 'user_id', 'uri', 'request_headers', 'payload', 'response_headers', 'response_body'])
    .where((eb) => {
      const containing = (found: readonly string[]) =>
        found.flatMap((term) => {
          // LIKE wildcards in a term only widen the pre-filter; the rewrite itself matches exactly.
          const pattern = `%${term}%`;
          return [
            eb(sql<string>`lower(uri)`, 'like', pattern),
            eb(sql<string>`lower(request_headers)`, 'like', pattern),
            eb(sql<string>`lower(payload)`, 'like', pattern),
            eb(sql<string>`lower(response_headers)`, 'like', pattern),
            eb(sql<string>`lower(response_body)`, 'like', pattern),
          ];
        });
      return eb.or([...containing(terms.anywhere), eb.and([eb('user_id', '=', userId), eb.or(containing(terms.madeByThem))])]);
    })
    .execute();
}

export async function rewrite(db: TenantDb, correlationId: string, changes: Pick<AuditRequestsTable, 'uri' | 'request_headers' | 'payload' | 'response_headers' | 'response_body'>): Promise<void> {
  await db.updateTable('audit_requests').set(changes).where('correlation_id', '=', correlationId).execute();
}
