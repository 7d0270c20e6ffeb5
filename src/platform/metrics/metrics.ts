import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { JobRunner } from '../jobs/job-runner.js';
import type { TenantDatabases } from '../tenancy/tenant-databases.js';
import type { CounterStore } from '../rate-limit/counters.js';

export interface MetricsSources {
  tenants: TenantDatabases;
  jobs: JobRunner;
  counters: CounterStore;
}

/**
 * What an operator scrapes from GET /metrics (Prometheus text format): request durations per
 * route and status, the job queue and its outcomes, the database connections per PostgreSQL
 * server, open tenant databases, the counter store's state, and the process itself. A registry
 * of its own per process, so two apps in one test process never share figures.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'stempel_' });
    this.requestDuration = new Histogram({
      name: 'stempel_http_request_duration_seconds',
      help: 'Time from the request arriving to the answer being sent, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    new Gauge({
      name: 'stempel_tenants_open',
      help: 'Tenant databases open in this instance (bounded by STEMPEL_TENANT_CACHE_SIZE)',
      registers,
      collect() {
        this.set(sources.tenants.openCount);
      },
    });
    new Gauge({
      name: 'stempel_tenants_closing',
      help: 'Tenant databases evicted from the cache and still open: held by a request or job, or about to close',
      registers,
      collect() {
        this.set(sources.tenants.closingCount);
      },
    });
    new Gauge({
      name: 'stempel_db_connections',
      help: 'Connection budget per PostgreSQL server: limit, in use, and requests waiting for a connection',
      labelNames: ['server', 'state'],
      registers,
      async collect() {
        this.reset();
        for (const [server, budget] of Object.entries(await sources.tenants.budgetStats())) {
          this.set({ server, state: 'limit' }, budget.limit);
          this.set({ server, state: 'in_use' }, budget.inUse);
          this.set({ server, state: 'waiting' }, budget.waiting);
        }
      },
    });
    new Counter({
      name: 'stempel_db_connection_waits_exhausted_total',
      help: 'Requests that waited longer than STEMPEL_PG_QUEUE_TIMEOUT_MS for a connection (answered 503)',
      labelNames: ['server'],
      registers,
      async collect() {
        this.reset();
        for (const [server, budget] of Object.entries(await sources.tenants.budgetStats())) this.inc({ server }, budget.exhausted);
      },
    });
    new Gauge({
      name: 'stempel_jobs_unfinished',
      help: 'Queued and running jobs of the open tenants this instance has work for, by kind and status',
      labelNames: ['kind', 'status'],
      registers,
      async collect() {
        this.reset();
        const totals = new Map<string, number>();
        for (const slug of sources.jobs.tenantsWithWork) {
          const rows = (await sources.jobs.unfinished(slug).catch(() => undefined)) ?? [];
          for (const row of rows) totals.set(`${row.kind} ${row.status}`, (totals.get(`${row.kind} ${row.status}`) ?? 0) + row.count);
        }
        for (const [key, count] of totals) {
          const [kind, status] = key.split(' ') as [string, string];
          this.set({ kind, status }, count);
        }
      },
    });
    new Counter({
      name: 'stempel_jobs_finished_total',
      help: 'Job runs by kind and outcome: done, retry (failed, tried again later) or dead (failed for good)',
      labelNames: ['kind', 'outcome'],
      registers,
      collect() {
        this.reset();
        for (const [key, count] of sources.jobs.outcomes) {
          const [kind, outcome] = key.split(' ') as [string, string];
          this.inc({ kind, outcome }, count);
        }
      },
    });
    new Gauge({
      name: 'stempel_counter_store_degraded',
      help: '1 while Redis is unreachable and rate-limit counters are kept in this instance’s memory',
      registers,
      collect() {
        this.set(sources.counters.status().degraded ? 1 : 0);
      },
    });
  }

  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }
}
