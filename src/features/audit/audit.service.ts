import { escapeLike, likeEscaped } from '../../db/like.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { NotFoundError } from '../../platform/errors/errors.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import type { AuditRequestsTable } from '../../db/tenant/schema.js';

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
  if (filters.path) query = query.where(likeEscaped('uri', `${escapeLike(filters.path)}%`));
  if (filters.from) query = query.where('timestamp', '>=', new Date(filters.from).toISOString());
  if (filters.to) query = query.where('timestamp', '<=', new Date(filters.to).toISOString());
  return query;
}

export function createAuditService(audit: AuditLog) {
  return {
    /** Lists written records; what is still buffered for the tenant is written first, so nothing recent is missing. */
    async list(db: TenantDb, tenant: Tenant, filters: AuditFilters) {
      await audit.flush(tenant.slug);
      return {
        count: async () => Number((await filtered(db, filters).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total),
        rows: (limit: number, offset: number) =>
          filtered(db, filters).selectAll().orderBy('timestamp', 'desc').orderBy('correlation_id', 'desc').limit(limit).offset(offset).execute(),
      };
    },

    async get(db: TenantDb, tenant: Tenant, correlationId: string): Promise<AuditRequestsTable> {
      const pending = audit.pending(tenant.slug, correlationId);
      if (pending) return { ...pending, tenant_id: tenant.id };
      const row = await db.selectFrom('audit_requests').selectAll().where('correlation_id', '=', correlationId).executeTakeFirst();
      if (!row) throw new NotFoundError('No request with that correlation id was recorded.');
      return row;
    },
  };
}
