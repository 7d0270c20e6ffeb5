import type { Config } from './config.js';
import pino from 'pino';
import { AuditLog } from './platform/audit/audit-log.js';
import { FcmPushProvider } from './features/push/fcm-provider.js';
import { LogPushProvider } from './features/push/log-provider.js';
import { PushDispatcher } from './features/push/push-dispatcher.js';
import type { PushProvider } from './features/push/push-provider.js';
import { createCounterStore, type CounterStore } from './platform/rate-limit/counters.js';
import { Catalog } from './platform/tenancy/catalog.js';
import { HostResolver } from './platform/tenancy/host-resolver.js';
import { TenantDatabases } from './platform/tenancy/tenant-databases.js';

/** The long-lived collaborators of one process; the HTTP app, the CLI and tests share them. */
export interface Services {
  config: Config;
  catalog: Catalog;
  tenants: TenantDatabases;
  hosts: HostResolver;
  counters: CounterStore;
  audit: AuditLog;
  push: PushDispatcher;
  pushProvider: PushProvider;
  /** Set while shutting down, so readiness fails and a load balancer stops sending traffic. */
  lifecycle: { draining: boolean };
}

export async function openServices(config: Config): Promise<Services> {
  const logger = pino({ level: config.logLevel });
  // Read the FCM service account before opening anything, so a bad file stops the start cleanly.
  const provider: PushProvider =
    config.pushProvider === 'fcm'
      ? new FcmPushProvider({ serviceAccountFile: config.fcmServiceAccountFile!, endpoint: config.fcmEndpoint })
      : new LogPushProvider(logger);
  const catalog = await Catalog.open(config);
  const tenants = new TenantDatabases(catalog, {
    capacity: config.tenantCacheSize,
    ttlMs: config.tenantCacheTtlMs,
    pool: poolOptions(config),
  });
  const push = new PushDispatcher(tenants, provider, { pollMs: 2_000, maxAttempts: 6, batch: 50, claimMs: 60_000 }, logger);
  // Pushes a stopped process left pending are picked up as soon as their tenant is used again.
  tenants.onOpen((slug) => push.notify(slug));
  return {
    config,
    catalog,
    tenants,
    audit: new AuditLog(
      tenants,
      { flushIntervalMs: config.auditFlushMs, maxBatch: 500, retentionDays: config.auditRetentionDays },
      logger,
    ),
    pushProvider: provider,
    push,
    hosts: new HostResolver(catalog, config.baseDomain, config.tenantCacheTtlMs),
    counters: createCounterStore(config.redisUrl),
    lifecycle: { draining: false },
  };
}

export async function closeServices(services: Services): Promise<void> {
  // Buffered audit records are written before the tenant handles close.
  await services.audit.close();
  await services.push.close();
  await services.tenants.close();
  await Promise.allSettled([services.catalog.close(), services.counters.close()]);
}

/** How new tenant databases are created under this configuration. */
export function provisioningOptions(config: Config) {
  return { postgresTemplate: config.pgTenantTemplate };
}

export function poolOptions(config: Config) {
  return { max: config.pgPoolMax, idleTimeoutMs: config.pgIdleTimeoutMs };
}
