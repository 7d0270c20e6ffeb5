import 'fastify';
import type { ModuleId } from '../access/modules.js';
import type { Permission } from '../access/permissions.js';
import type { Tenant } from '../tenancy/tenant.js';
import type { TenantDb } from '../tenancy/tenant-databases.js';
import type { Principal } from '../access/principal.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The tenant module this route belongs to; disabled module -> 403. */
    module?: ModuleId;
    /** The permission a caller's role must grant; missing -> 403. */
    permission?: Permission;
    /** Reachable without a bearer token (login, terminal clocking). */
    public?: boolean;
    /** One line for docs/permissions.md about what else decides access (generated from here). */
    note?: string;
    /** A path parameter that is itself a credential (a terminal's code): masked in logs and the audit log. */
    credentialInPath?: string;
  }

  interface FastifyRequest {
    tenant: Tenant;
    tenantDb: TenantDb;
    principal: Principal | undefined;
  }
}
