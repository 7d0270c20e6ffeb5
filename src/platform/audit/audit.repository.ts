import { foldCase, foldedColumn } from '../../db/case-folding.js';
import { columnsOf } from '../../db/columns.js';
import { escapeLike, likeEscaped } from '../../db/like.js';
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

const SEARCHED = ['uri', 'request_headers', 'payload', 'response_headers', 'response_body'] as const;

/**
 * Records whose URI, headers or bodies contain one of the terms, in any case, `anywhere`, and
 * those made by `userId` that contain one `madeByThem`: candidates to rewrite. Text and terms are
 * compared case-folded (fold_case, src/db/case-folding.ts: every letter, on SQLite too).
 */
export function mentioning(db: TenantDb, terms: { anywhere: readonly string[]; madeByThem: readonly string[] }, userId: string) {
  const folded = db
    .selectFrom('audit_requests')
    .select(['correlation_id', 'user_id', ...SEARCHED])
    .select(SEARCHED.map((column) => foldedColumn(column).as(`folded_${column}`)))
    // A subquery with a limit is never merged into the query around it (that would change what the
    // limit cuts), so each text is folded once per row, not once per term: on SQLite fold_case is a
    // JavaScript function, and calling it for every term and text took about four times as long.
    .limit(Number.MAX_SAFE_INTEGER)
    .as('folded');
  return db
    .selectFrom(folded)
    .select(['correlation_id', 'user_id', ...SEARCHED])
    .where((eb) => {
      const containing = (found: readonly string[]) =>
        found.flatMap((term) => SEARCHED.map((column) => likeEscaped(`folded.folded_${column}`, `%${escapeLike(foldCase(term)!)}%`)));
      return eb.or([...containing(terms.anywhere), eb.and([eb('user_id', '=', userId), eb.or(containing(terms.madeByThem))])]);
    })
    .execute();
}

export async function rewrite(db: TenantDb, correlationId: string, changes: Pick<AuditRequestsTable, 'uri' | 'request_headers' | 'payload' | 'response_headers' | 'response_body'>): Promise<void> {
  await db.updateTable('audit_requests').set(changes).where('correlation_id', '=', correlationId).execute();
}
