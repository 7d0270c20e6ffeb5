// Many tenants on one server: every tenant's first request (its database is not open yet, and
// with more tenants than the handle cache holds it was closed again long before), a second
// request right after it (warm), and logins spread over the tenants, from 64 clients at once.
// On PostgreSQL all tenant pools share the server's connection budget. Tenants are created by
// bench/tenants-setup.ts before the server starts.
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
  goalMet: boolean;
  problem?: string;
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
      const cold = new Latencies();
      const warm = new Latencies();
      const logins = new Latencies();
      const statusCodes: Record<string, number> = {};
      let errors = 0;
      const send = async (latencies: Latencies, request: Parameters<typeof httpRequest>[0]) => {
        const started = performance.now();
        try {
          const response = await httpRequest(request);
          latencies.record(performance.now() - started);
          statusCodes[response.status] = (statusCodes[response.status] ?? 0) + 1;
        } catch {
          errors++;
        }
      };
      const queue = shuffled(plan.slugs).map((slug, index) => ({ slug, login: index % settings.loginEvery === 0 }));
      const started = performance.now();
      await Promise.all(
        Array.from({ length: Math.min(settings.connections, queue.length) }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const headers = { host: `${next.slug}.${domain}`, authorization: `Bearer ${plan.token}` };
            await send(cold, { port, path: '/rest/employees?limit=25', headers });
            await send(warm, { port, path: '/rest/employees?limit=25', headers });
            if (next.login) {
              await send(logins, {
                port,
                method: 'POST',
                path: '/rest/login',
                headers: { host: headers.host, 'content-type': 'application/json' },
                body: JSON.stringify(plan.admin),
              });
            }
          }
        }),
      );
      const durationSeconds = (performance.now() - started) / 1000;
      const failures = Object.entries(statusCodes)
        .filter(([status]) => !isSuccess(Number(status)))
        .reduce((sum, [, n]) => sum + n, 0);
      const result: ManyTenantsResult = {
        settings,
        durationSeconds,
        cold: cold.summary(),
        warm: warm.summary(),
        logins: logins.summary(),
        statusCodes,
        errors,
        rssMiB: processFigure(stempel.server.pid, rssMiB),
        openFiles: processFigure(stempel.server.pid, openFiles),
        goalMet: false,
      };
      if (failures > 0 || errors > 0) result.problem = `${failures} non-2xx answers and ${errors} failed requests`;
      result.goalMet = result.problem === undefined && result.cold.p99 < COLD_P99_GOAL_MS && result.warm.p99 < WARM_P99_GOAL_MS;
      if (stempel.database === 'sqlite') result.coldTenant = await measureColdTenant();
      return result;
    },
  };
}
