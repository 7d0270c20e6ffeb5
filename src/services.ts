import type { Config } from './config.js';
import pino from 'pino';
import { AuditLog } from './platform/audit/audit-log.js';
import { FcmPushProvider } from './features/push/fcm-provider.js';
import { LogPushProvider } from './features/push/log-provider.js';
import { pushDelivery } from './features/push/push-delivery.js';
import { PUSH_JOB } from './features/push/push-outbox.js';
import { eauProviderFor, type EauProvider } from './features/eau/eau-provider.js';
import { EAU_JOB, eauRetrieval } from './features/eau/eau.service.js';
import { EXPORT_JOB, exportJob } from './features/exports/exports.service.js';
import { partnerPayrollDeps, TRANSFER_JOB, transferJob } from './features/partner-payroll/partner-payroll.service.js';
import type { PushProvider } from './features/push/push-provider.js';
import { JobRunner } from './platform/jobs/job-runner.js';
import { createCounterStore, RedisCounterStore, type CounterStore } from './platform/rate-limit/counters.js';
import { Catalog } from './platform/tenancy/catalog.js';
import { HostResolver } from './platform/tenancy/host-resolver.js';
import { TenantDatabases } from './platform/tenancy/tenant-databases.js';
import { StorageFaults } from './platform/errors/storage-faults.js';

/** The long-lived collaborators of one process; the HTTP app, the CLI and tests share them. */
export interface Services {
  config: Config;
  catalog: Catalog;
  tenants: TenantDatabases;
  hosts: HostResolver;
  counters: CounterStore;
  audit: AuditLog;
  /** Runs the durable jobs of every tenant (pushes, and later exports, transfers, polling). */
  jobs: JobRunner;
  pushProvider: PushProvider;
  /** Fetches eAU certificates (module eau); manual entry unless STEMPEL_EAU_PROVIDER_URL is set. */
  eauProvider: EauProvider;
  /** Faults of tenant storage (missing, corrupt, full), logged once per window at error level. */
  storageFaults: StorageFaults;
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
  const jobs = new JobRunner(
    tenants,
    { batch: 10, leaseMs: 60_000, pollMs: 30_000, backoff: { baseMs: 2_000, capMs: 10 * 60_000 }, shutdownMs: 10_000 },
    logger,
  );
  jobs.register(PUSH_JOB, pushDelivery(provider, logger));
  const eauProvider = eauProviderFor(config);
  jobs.register(EAU_JOB, eauRetrieval(eauProvider, logger));
  jobs.register(EXPORT_JOB, exportJob({ exportDir: config.exportDir }));
  jobs.register(TRANSFER_JOB, transferJob(partnerPayrollDeps(config)));
  // Jobs a stopped process left behind are picked up as soon as their tenant is used again.
  tenants.onOpen((slug) => jobs.notify(slug));
  const counters = createCounterStore(config.redisUrl, logger, { commandTimeoutMs: config.redisTimeoutMs });
  // Start on the shared counters when Redis answers soon; if it does not, the instance starts anyway.
  if (counters instanceof RedisCounterStore) await counters.connected(2_000);
  const storageFaults = new StorageFaults(logger);
  return {
    config,
    catalog,
    tenants,
    audit: new AuditLog(
      tenants,
      { flushIntervalMs: config.auditFlushMs, maxBatch: 500, retentionDays: config.auditRetentionDays },
      logger,
      storageFaults,
    ),
    pushProvider: provider,
    eauProvider,
    jobs,
    hosts: new HostResolver(catalog, config.baseDomain, config.tenantCacheTtlMs),
    counters,
    storageFaults,
    lifecycle: { draining: false },
  };
}

export async function closeServices(services: Services): Promise<void> {
  // Buffered audit records are written before the tenant handles close.
  await services.audit.close();
  // Running jobs finish or go back to the queue while their tenant databases are still open.
  await services.jobs.close();
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
