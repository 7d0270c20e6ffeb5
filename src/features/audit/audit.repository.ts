import { startsWith } from '../../db/like.js';
import type { AuditRequestsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

export interface AuditFilters {
  user_id?: string;
  status?: number;
  method?: string;
  path?: string;
  from?: string;
  to?: string;
}

function filtered(db: TenantDb, filters: AuditFilters) {
  let query = db.selectFrom('audit_requests');
  if (filters.user_id) query = query.where('user_id', '=', filters.user_id);
  if (filters.status !== undefined) query = query.where('status_code', '=', filters.status);
  if (filters.method) query = query.where('method', '=', filters.method.toUpperCase());
  // Paths are case-sensitive: /REST/Employees is no prefix of /rest/employees.
  if (filters.path) query = query.where(startsWith('uri', filters.path));
  if (filters.from) query = query.where('timestamp', '>=', new Date(filters.from).toISOString());
  if (filters.to) query = query.where('timestamp', '<=', new Date(filters.to).toISOString());
  return query;
}

export async function count(db: TenantDb, filters: AuditFilters): Promise<number> {
  return Number((await filtered(db, filters).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total);
}

/** The time of the newest matching record, if any. */
export async function newestTimestamp(db: TenantDb, filters: AuditFilters): Promise<string | undefined> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.max('timestamp').as('newest'))
    .executeTakeFirst();
  return row?.newest ?? undefined;
}

/** One page of matching records, newest first. */
export function page(db: TenantDb, filters: AuditFilters, limit: number, offset: number): Promise<AuditRequestsTable[]> {
  return filtered(db, filters).selectAll().orderBy('timestamp', 'desc').orderBy('correlation_id', 'desc').limit(limit).offset(offset).execute();
}

export function findByCorrelationId(db: TenantDb, correlationId: string): Promise<AuditRequestsTable | undefined> {
  return db.selectFrom('audit_requests').selectAll().where('correlation_id', '=', correlationId).executeTakeFirst();
}

/** The requests a person made, oldest first: when, what and the answer's status; no headers or bodies. */
export function requestsOf(db: TenantDb, userId: string) {
  return db
    .selectFrom('audit_requests')
    .select(['timestamp', 'method', 'uri', 'status_code'])
    .where('user_id', '=', userId)
    .orderBy('timestamp')
    .orderBy('correlation_id')
    .execute();
}
