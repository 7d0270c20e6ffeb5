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

/**
 * Lists written records; what is still buffered for the tenant is written first, so nothing recent
 * is missing. Every request adds a record on top of the list, the page requests of a walk
 * through it too: without a `to` of the caller's, the list ends at its newest record as this
 * request finds it (`to`), which the links carry on, so later pages count the same records.
 */
export async function list(db: TenantDb, tenant: Tenant, given: AuditFilters, deps: AuditDeps) {
  await deps.audit.flush(tenant.slug);
  const newest = given.to === undefined ? await repository.newestTimestamp(db, given) : undefined;
  const to = newest === undefined ? undefined : utcTimestamp(newest);
  const filters = to === undefined ? given : { ...given, to };
  const linkQuery: Record<string, string> = to === undefined ? {} : { to };
  return {
    source: {
      count: () => repository.count(db, filters),
      rows: (limit: number, offset: number) => repository.page(db, filters, limit, offset),
    },
    linkQuery,
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
