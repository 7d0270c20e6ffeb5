import { ConfigError, type Config } from './config.js';
import pino from 'pino';
import { AuditLog } from './platform/audit/audit-log.js';
import { FcmPushProvider } from './features/push/fcm-provider.js';
import { LogPushProvider } from './features/push/log-provider.js';
import { pushDelivery } from './features/push/push-delivery.js';
import { PUSH_JOB } from './features/push/push-outbox.js';
import { eauProviderFor, type EauProvider } from './features/eau/eau-provider.js';
import { EAU_JOB, eauRetrieval } from './features/eau/eau.service.js';
import { EXPORT_JOB, exportJob, exportJobDead } from './features/exports/exports.service.js';
import { nextDailyRun, RETENTION_JOB, retentionJob, retentionJobDead, scheduleRetention } from './features/retention/retention.service.js';
import { partnerPayrollDeps, TRANSFER_JOB, transferJob, WITHDRAWN_FILE_JOB, withdrawnFileRemoval, type PartnerPayrollDeps } from './features/partner-payroll/partner-payroll.service.js';
import type { PushProvider } from './features/push/push-provider.js';
import { WEBHOOK_JOB, webhookDelivery, webhookDeliveryOptions, type WebhookDeliveryOptions } from './features/webhooks/webhooks.service.js';
import { BackgroundLane } from './platform/jobs/background-lane.js';
import { JobRunner } from './platform/jobs/job-runner.js';
import { createCounterStore, RedisCounterStore, type CounterStore } from './platform/rate-limit/counters.js';
import { Catalog } from './platform/tenancy/catalog.js';
import { HostResolver } from './platform/tenancy/host-resolver.js';
import { CatalogBroadcast } from './platform/tenancy/catalog-broadcast.js';
import type { CatalogChange } from './platform/tenancy/catalog.js';
import { TenantDatabases } from './platform/tenancy/tenant-databases.js';
import type { TenantFiles } from './platform/tenancy/provisioning.js';
import { StorageFaults } from './platform/errors/storage-faults.js';
import type { ObjectStorage } from './platform/storage/object-storage.js';
import { storageFor } from './platform/storage/storage-from-config.js';
import { systemTxtResolver, type TxtResolver } from './features/custom-domains/txt-resolver.js';
import { HOLIDAYS_CHANGED_JOB } from './features/holidays/holidays-changed.js';
import { holidayFindingsJob } from './features/rosters/holiday-findings.js';

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
  /** DNS TXT lookups that verify custom domains (module custom_domain). */
  txtResolver: TxtResolver;
  /** Faults of tenant storage (missing, corrupt, full), logged once per window at error level. */
  storageFaults: StorageFaults;
  /** Where uploaded files (the personnel file's documents) are kept: STEMPEL_STORAGE local or s3. */
  storage: ObjectStorage;
  /** How webhook deliveries are made (module webhooks); its resolver is replaceable, as tests do. */
  webhooks: WebhookDeliveryOptions;
  /** Where payroll transfer files go and how they are delivered (module partner_payroll); its resolver is replaceable too. */
  partnerPayroll: PartnerPayrollDeps;
  /** Set while shutting down, so readiness fails and a load balancer stops sending traffic. */
  lifecycle: { draining: boolean };
  /** Tells the other instances of catalog changes through Redis (when STEMPEL_REDIS_URL is set). */
  broadcast: CatalogBroadcast | undefined;
}

/**
 * Opens what the server and the CLI share. `logTo`: where the structured log goes, standard
 * output for the server (its log is its output), standard error for a CLI command, whose output
 * (`tenant list --json`) must stay what it prints.
 */
export async function openServices(config: Config, { logTo = 'stdout' }: { logTo?: 'stdout' | 'stderr' } = {}): Promise<Services> {
  const logger = logTo === 'stdout' ? pino({ level: config.logLevel }) : pino({ level: config.logLevel }, pino.destination(2));
  // Read the FCM service account before opening anything, so a bad file stops the start cleanly.
  const provider: PushProvider = config.pushProvider === 'fcm' ? fcmProvider(config) : new LogPushProvider(logger);
  const catalog = await Catalog.open(config);
  const tenants = new TenantDatabases(catalog, {
    capacity: config.tenantCacheSize,
    ttlMs: config.tenantCacheTtlMs,
    pool: poolOptions(config),
    budget: {
      connections: config.pgConnections,
      reserve: config.pgReservedConnections,
      instances: config.instances,
      queueTimeoutMs: config.pgQueueTimeoutMs,
    },
  });
  const storage = storageFor(config.storage);
  // Looks at a tenant's jobs that no request asked for (a timer fired) take two places at most.
  const background = new BackgroundLane(2);
  const jobs = new JobRunner(
    tenants,
    { batch: 10, leaseMs: 60_000, pollMs: 5 * 60_000, backoff: { baseMs: 2_000, capMs: 10 * 60_000 }, shutdownMs: 10_000, lane: background },
    logger,
  );
  // Pushes, eAU retrievals, transfers and webhook deliveries come with the module their jobs
  // belong to: while the tenant has it off, the runner ends them through the kind's own hook.
  jobs.register(PUSH_JOB, pushDelivery(provider, logger));
  const eauProvider = eauProviderFor(config);
  jobs.register(EAU_JOB, eauRetrieval(eauProvider, logger));
  jobs.register(EXPORT_JOB, exportJob({ exportDir: config.exportDir }), { onDead: exportJobDead });
  const partnerPayroll = partnerPayrollDeps(config);
  jobs.register(TRANSFER_JOB, transferJob(partnerPayroll));
  jobs.register(WITHDRAWN_FILE_JOB, withdrawnFileRemoval(partnerPayroll));
  jobs.register(RETENTION_JOB, retentionJob({ exportDir: config.exportDir, storage }), { onDead: retentionJobDead });
  jobs.register(HOLIDAYS_CHANGED_JOB, holidayFindingsJob);
  const webhooks = webhookDeliveryOptions(config);
  jobs.register(WEBHOOK_JOB, webhookDelivery(webhooks));
  // Jobs a stopped process left behind are picked up as soon as their tenant is used again, and
  // every tenant in use has its daily retention run queued (the run queues the next one).
  tenants.onOpen(async ({ slug, tenant, db }) => {
    try {
      await jobs.opened(slug, db);
      if (await scheduleRetention(db, tenant)) jobs.remind(slug, nextDailyRun(tenant, new Date()).toISOString());
    } catch (error) {
      logger.error({ err: error, tenant: slug }, 'jobs of an opened tenant not looked at');
    }
  });
  const counters = createCounterStore(config.redisUrl, logger, { commandTimeoutMs: config.redisTimeoutMs });
  // Start on the shared counters when Redis answers soon; if it does not, the instance starts anyway.
  if (counters instanceof RedisCounterStore) await counters.connected(2_000);
  const storageFaults = new StorageFaults(logger);
  const hosts = new HostResolver(catalog, config.baseDomain, config.tenantCacheTtlMs);
  // A catalog change made here, or announced by another instance, is seen by the next request.
  const forget = (change: CatalogChange | 'everything') => {
    if (change === 'everything') {
      tenants.invalidateAll();
      hosts.forgetAll();
      return;
    }
    if (change.slug) {
      tenants.invalidate(change.slug);
      hosts.forgetTenant(change.slug);
    }
    if (change.domain) hosts.forget(change.domain);
  };
  catalog.onChange(forget);
  let broadcast: CatalogBroadcast | undefined;
  if (config.redisUrl) {
    const started = new CatalogBroadcast(config.redisUrl, logger, forget, { publishTimeoutMs: Math.max(config.redisTimeoutMs, 1_000) });
    broadcast = started;
    catalog.onChange((change) => started.publish(change).then(() => undefined));
    await started.connected(2_000);
  }
  return {
    config,
    catalog,
    tenants,
    audit: new AuditLog(
      tenants,
      { flushIntervalMs: config.auditFlushMs, maxBatch: 500, retentionDays: config.auditRetentionDays, writeSoon: (slug) => tenants.crowded(slug) },
      logger,
      storageFaults,
    ),
    pushProvider: provider,
    eauProvider,
    jobs,
    hosts,
    counters,
    storageFaults,
    storage,
    txtResolver: systemTxtResolver(),
    webhooks,
    partnerPayroll,
    lifecycle: { draining: false },
    broadcast,
  };
}

/**
 * A serving process plans a look at every tenant for its next 03:00 (the daily retention run),
 * also at tenants no request has opened since the start: the process that planned their jobs
 * before a restart is gone, and a tenant nobody uses must still have its data deleted on time.
 * The look opens the tenant through the background lane and runs whatever is due then (a
 * webhook's retry waiting since the restart, too). Tenants opened meanwhile plan their own.
 */
export async function planDailyLooks(services: Pick<Services, 'catalog' | 'jobs'>, now = new Date()): Promise<number> {
  const tenants = await services.catalog.list();
  for (const tenant of tenants) services.jobs.remind(tenant.slug, nextDailyRun(tenant, now).toISOString());
  return tenants.length;
}

export async function closeServices(services: Services): Promise<void> {
  // Buffered audit records are written before the tenant handles close.
  await services.audit.close();
  // Running jobs finish or go back to the queue while their tenant databases are still open.
  await services.jobs.close();
  await services.tenants.close();
  await Promise.allSettled([services.catalog.close(), services.counters.close(), services.broadcast?.close()]);
}

/** How new tenant databases are created under this configuration. */
export function provisioningOptions(config: Config) {
  return { postgresTemplate: config.pgTenantTemplate };
}

/** Where this installation keeps a tenant's files besides its database: they go when the tenant goes. */
export function tenantFiles(services: Pick<Services, 'storage' | 'config'>): TenantFiles {
  return { storage: services.storage, exportDir: services.config.exportDir };
}

export function poolOptions(config: Config) {
  return { max: config.pgPoolMax, idleTimeoutMs: config.pgIdleTimeoutMs, namedStatements: config.pgNamedStatements };
}

/** The FCM provider; a service account file it cannot use is a setting to correct, named as such. */
function fcmProvider(config: Config): PushProvider {
  try {
    return new FcmPushProvider({ serviceAccountFile: config.fcmServiceAccountFile!, endpoint: config.fcmEndpoint });
  } catch (error) {
    throw new ConfigError([`STEMPEL_FCM_SERVICE_ACCOUNT: ${(error as Error).message}`]);
  }
}
