import type { AuditLog } from '../../platform/audit/audit-log.js';
import { NotFoundError } from '../../platform/errors/errors.js';
import { utcTimestamp } from '../../platform/formats.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import type { AuditRequestsTable } from '../../db/tenant/schema.js';
import * as repository from './audit.repository.js';

import type { AuditFilters } from './audit.repository.js';

export interface AuditDeps {
  audit: AuditLog;
}

/** Lists written records; what is still buffered for the tenant is written first, so nothing recent is missing. */
export async function list(db: TenantDb, tenant: Tenant, filters: AuditFilters, deps: AuditDeps) {
  await deps.audit.flush(tenant.slug);
  return {
    count: () => repository.count(db, filters),
    rows: (limit: number, offset: number) => repository.page(db, filters, limit, offset),
  };
}

export async function get(db: TenantDb, tenant: Tenant, correlationId: string, deps: AuditDeps): Promise<AuditRequestsTable> {
  const pending = deps.audit.pending(tenant.slug, correlationId);
  if (pending) return { ...pending, tenant_id: tenant.id };
  const row = await repository.findByCorrelationId(db, correlationId);
  if (!row) throw new NotFoundError('No request with that correlation id was recorded.');
  return row;
}

/** The requests a person made, without bodies; what is still buffered is written first (their access request reads it). */
export async function requestsOfEmployee(db: TenantDb, tenant: Tenant, employeeId: string, deps: AuditDeps) {
  await deps.audit.flush(tenant.slug);
  return (await repository.requestsOf(db, employeeId)).map((row) => ({
    timestamp: utcTimestamp(row.timestamp),
    method: row.method,
    uri: row.uri,
    status_code: Number(row.status_code),
  }));
}
