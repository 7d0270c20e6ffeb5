import 'fastify';
import type { ModuleId } from '../access/modules.js';
import type { Permission } from '../access/permissions.js';
import type { DomainErrorCode } from '../errors/domain-codes.js';
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
    /** The domain codes a 409 of this route can carry in errors[0]._meta.code (the OpenAPI document lists them). */
    conflicts?: readonly DomainErrorCode[];
    /** A path parameter that is itself a credential (a terminal's code): masked in logs and the audit log. */
    credentialInPath?: string;
    /**
     * The bodies carry what only the caller may read again (a mood answer): the audit log keeps
     * who called what and the status, but neither body, so it cannot tell who answered what.
     */
    privateBody?: boolean;
    /** false: the answer copies data kept elsewhere (a personal-data export); the audit records that it was given, not the body. */
    auditResponseBody?: false;
  }

  interface FastifyRequest {
    tenant: Tenant;
    tenantDb: TenantDb;
    principal: Principal | undefined;
    /**
     * What the audit log records as the request body instead of `body`: set by routes whose
     * body must not be kept as sent (an upload's metadata instead of its bytes).
     */
    auditBody: unknown;
  }
}
