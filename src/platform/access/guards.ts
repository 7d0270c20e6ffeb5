import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError, TooManyRequestsError, UnauthenticatedError } from '../errors/errors.js';
import type { CounterStore } from '../rate-limit/counters.js';
import type { HostResolver } from '../tenancy/host-resolver.js';
import type { TenantDatabases } from '../tenancy/tenant-databases.js';
import type { Principal } from './principal.js';
import { permissionLacking, moduleNotEnabled } from './refusals.js';
import { clientNetwork } from '../rate-limit/client-network.js';

export type Authenticator = (request: FastifyRequest) => Promise<Principal | undefined>;

export interface TenantGuardDeps {
  hosts: HostResolver;
  tenants: TenantDatabases;
  counters: CounterStore;
  rateLimitPerMinute: number;
  tokenRateLimitPerMinute: number;
  authenticate: Authenticator;
}

/**
 * The request path of every tenant route, in the order the spec implies:
 * host -> tenant (404), per-client rate limit (429), bearer token (401),
 * module enabled (403), role permission (403). Routes declare module,
 * permission and public in their config; nothing else decides access.
 */
export function installTenantGuards(scope: FastifyInstance, deps: TenantGuardDeps): void {
  scope.decorateRequest('tenant', null as never);
  scope.decorateRequest('tenantDb', null as never);
  scope.decorateRequest('principal', undefined);
  // The lease is released once the handler has produced its answer. onSend runs then even when
  // the client already went away (onResponse does not), so an aborted request cannot keep a
  // handle open, nor lose it while its handler still works.
  const releases = new WeakMap<FastifyRequest, () => void>();
  scope.addHook('onSend', (request, _reply, payload, done) => {
    releases.get(request)?.();
    done(null, payload);
  });
  scope.addHook('onResponse', (request, _reply, done) => {
    releases.get(request)?.();
    done();
  });

  scope.addHook('onRequest', async (request) => {
    const slug = await deps.hosts.slugFor(request.hostname);
    const lease = slug ? await deps.tenants.acquire(slug) : undefined;
    if (!lease) throw new NotFoundError('No workspace is served at this address.');
    request.tenant = lease.tenant;
    request.tenantDb = lease.db;
    releases.set(request, lease.release);

    const window = await deps.counters.hit(`ip:${lease.tenant.slug}:${clientNetwork(request.ip)}`, 60_000);
    if (window.count > deps.rateLimitPerMinute) {
      throw TooManyRequestsError.after(window.resetInMs);
    }

    const config = request.routeOptions.config;
    if (request.is404) {
      // An unknown path answers 404 (or 405) with or without a token; a valid one is noted for the audit log.
      if (request.headers.authorization) request.principal = await deps.authenticate(request);
      return;
    }
    if (!config.public) {
      request.principal = await deps.authenticate(request);
      if (!request.principal) throw new UnauthenticatedError();
      const perToken = await deps.counters.hit(`token:${request.principal.tokenId}`, 60_000);
      if (perToken.count > deps.tokenRateLimitPerMinute) {
        throw TooManyRequestsError.after(perToken.resetInMs);
      }
    }
    if (config.module && !lease.tenant.modules.includes(config.module)) {
      throw moduleNotEnabled(config.module);
    }
    if (config.permission && request.principal && !request.principal.permissions.has(config.permission)) {
      throw permissionLacking(config.permission);
    }
  });
}
