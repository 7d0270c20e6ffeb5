// Many tenants on one server: every tenant's first request (its database is not open yet, and
// with more tenants than the handle cache holds it was closed again long before), a second
// request right after it (warm), and logins spread over the tenants, from 64 clients at once.
// On PostgreSQL all tenant pools share the server's connection budget. Tenants are created by
// bench/tenants-setup.ts before the server starts.
// In a closed loop of 64 clients the latencies are mostly waiting in line (Little's law), so a
// second, paced phase starts tenant visits on a schedule at half the rate the closed loop reached,
// whether earlier ones have answered or not: what a tenant's requests take while the server keeps up.
import fs from 'node:fs';
import path from 'node:path';
import { httpRequest, isSuccess } from './http.js';
import { Latencies, type LatencySummary } from './latency.js';
import { readJson } from './rush-plan.js';
import type { PrepareContext, Stempel } from './servers.js';
import type { TenantsPlan } from './tenants-setup.js';
import { measureColdTenant, type ColdTenantCost } from './cold-tenant.js';

// The performance issue asks 50 ms (the PostgreSQL connection-budget issue asked 100 ms).
export const COLD_P99_GOAL_MS = 50;
export const WARM_P99_GOAL_MS = 20;
/** Whether a first and a second request met their p99 goals. */
const latencyGoalsMet = (cold: LatencySummary, warm: LatencySummary) => cold.p99 < COLD_P99_GOAL_MS && warm.p99 < WARM_P99_GOAL_MS;
/** The paced phase's rate of tenant visits, as a share of the rate the closed loop reached. */
export const PACED_SHARE = 0.5;
/** How long the paced phase runs at most; it stops sooner once every tenant was visited again. */
const PACED_SECONDS = 20;

export interface ManyTenantsSettings {
  tenants: number;
  connections: number;
  /** Every n-th tenant also logs in (a password hash costs tens of milliseconds of CPU). */
  loginEvery: number;
}

export interface ManyTenantsResult {
  settings: ManyTenantsSettings;
  durationSeconds: number;
  cold: LatencySummary;
  warm: LatencySummary;
  logins: LatencySummary;
  statusCodes: Record<string, number>;
  errors: number;
  /** The server's resident memory and open file descriptors after the run. */
  rssMiB: number | undefined;
  openFiles: number | undefined;
  /** SQLite: what a tenant not in the handle cache costs before any request work, measured after the load. */
  coldTenant?: ColdTenantCost;
  /** The same visits started on a schedule at a share of the closed loop's rate. */
  paced: PacedVisits;
  goalMet: boolean;
  problem?: string;
}

export interface PacedVisits {
  /** Tenant visits started per second, and how many. */
  visitsPerSecond: number;
  visits: number;
  /** A first request's latency counts from when its visit was due, so a late start counts against it. */
  cold: LatencySummary;
  warm: LatencySummary;
  logins: LatencySummary;
  goalMet: boolean;
}

function processFigure(pid: number | undefined, read: (pid: number) => number): number | undefined {
  if (pid === undefined) return undefined;
  try {
    return read(pid);
  } catch {
    return undefined;
  }
}

const rssMiB = (pid: number) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};
const openFiles = (pid: number) => fs.readdirSync(`/proc/${pid}/fd`).length;

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  // A fixed order from run to run, but no tenant after its neighbour.
  let seed = 42;
  for (let i = copy.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

interface VisitLatencies {
  cold: Latencies;
  warm: Latencies;
  logins: Latencies;
}

const visitLatencies = (): VisitLatencies => ({ cold: new Latencies(), warm: new Latencies(), logins: new Latencies() });

/** Starts each visit when it is due, `1 / visitsPerSecond` after the one before, without waiting for earlier ones. */
async function pacedVisits<Visit>(
  visits: Visit[],
  visitsPerSecond: number,
  visit: (latencies: VisitLatencies, next: Visit, due: number) => Promise<void>,
): Promise<PacedVisits> {
  const latencies = visitLatencies();
  const running: Array<Promise<void>> = [];
  const start = performance.now();
  for (const [index, next] of visits.entries()) {
    const due = start + (index * 1000) / visitsPerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(visit(latencies, next, due));
  }
  await Promise.all(running);
  const cold = latencies.cold.summary();
  const warm = latencies.warm.summary();
  return {
    visitsPerSecond,
    visits: visits.length,
    cold,
    warm,
    logins: latencies.logins.summary(),
    goalMet: latencyGoalsMet(cold, warm),
  };
}

export function manyTenants(settings: ManyTenantsSettings) {
  let planFile = '';
  return {
    settings,
    async prepare(context: PrepareContext): Promise<void> {
      planFile = path.join(context.dataDir, 'many-tenants-plan.json');
      await context.node('many-tenants setup', ['--import', 'tsx', 'bench/tenants-setup.ts', planFile, String(settings.tenants)]);
    },

    async run(stempel: Stempel): Promise<ManyTenantsResult> {
      const plan = readJson<TenantsPlan>(planFile);
      const port = stempel.server.port;
      const domain = stempel.tenantHost.slice(stempel.tenantHost.indexOf('.') + 1);
      const statusCodes: Record<string, number> = {};
      let errors = 0;
      const send = async (latencies: Latencies, request: Parameters<typeof httpRequest>[0], since = performance.now()) => {
        try {
          const response = await httpRequest(request);
          latencies.record(performance.now() - since);
          statusCodes[response.status] = (statusCodes[response.status] ?? 0) + 1;
        } catch {
          errors++;
        }
      };
      const visits = shuffled(plan.slugs).map((slug, index) => ({ slug, login: index % settings.loginEvery === 0 }));
      /** A tenant's first request, a second right after it, and for some a login; `due` is when the visit was to start. */
      const visit = async (latencies: VisitLatencies, { slug, login }: (typeof visits)[number], due?: number) => {
        const headers = { host: `${slug}.${domain}`, authorization: `Bearer ${plan.token}` };
        await send(latencies.cold, { port, path: '/rest/employees?limit=25', headers }, due);
        await send(latencies.warm, { port, path: '/rest/employees?limit=25', headers });
        if (login) {
          await send(latencies.logins, {
            port,
            method: 'POST',
            path: '/rest/login',
            headers: { host: headers.host, 'content-type': 'application/json' },
            body: JSON.stringify(plan.admin),
          });
        }
      };
      const closed = visitLatencies();
      const queue = [...visits];
      const started = performance.now();
      await Promise.all(
        Array.from({ length: Math.min(settings.connections, queue.length) }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) await visit(closed, next);
        }),
      );
      const durationSeconds = (performance.now() - started) / 1000;
      // The same tenants again, in the same order: those the cache still holds were visited last,
      // so they are out of it again by the time their turn comes.
      const visitsPerSecond = (visits.length / durationSeconds) * PACED_SHARE;
      const paced = await pacedVisits(visits.slice(0, Math.ceil(visitsPerSecond * PACED_SECONDS)), visitsPerSecond, visit);
      const failures = Object.entries(statusCodes)
        .filter(([status]) => !isSuccess(Number(status)))
        .reduce((sum, [, n]) => sum + n, 0);
      const problem = failures > 0 || errors > 0 ? `${failures} non-2xx answers and ${errors} failed requests` : undefined;
      const cold = closed.cold.summary();
      const warm = closed.warm.summary();
      const result: ManyTenantsResult = {
        settings,
        durationSeconds,
        cold,
        warm,
        logins: closed.logins.summary(),
        statusCodes,
        errors,
        rssMiB: processFigure(stempel.server.pid, rssMiB),
        openFiles: processFigure(stempel.server.pid, openFiles),
        paced,
        goalMet: problem === undefined && latencyGoalsMet(cold, warm),
        ...(problem ? { problem } : {}),
      };
      if (stempel.database === 'sqlite') result.coldTenant = await measureColdTenant();
      return result;
    },
  };
}
