// The morning rush: every employee of every rush tenant clocks in once at their tenant's terminal,
// all within one autocannon run, and the tenant databases must then hold exactly one event per
// 2xx answer. Tenants are provisioned by bench/rush-setup.ts before the server starts.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon, { type RequestParams } from 'autocannon';
import { isSuccess } from './http.js';
import { Latencies, type LatencySummary } from './latency.js';
import { openDatabase } from '../src/db/connection.js';
import { tenantColumns, type TenantDatabase } from '../src/db/tenant/schema.js';
import { readJson, rushEventId, storedEventsOf, type RushPlan, type StoredEvents } from './rush-plan.js';
import type { PrepareContext, Stempel } from './servers.js';

/** The issue's targets for SQLite. */
export const RUSH_P99_GOAL_MS = 50;
export const RUSH_RATE_GOAL = 3_000;

export interface RushSettings {
  tenants: number;
  employeesPerTenant: number;
  connections: number;
}

export interface RushResult {
  settings: RushSettings;
  requests: number;
  durationSeconds: number;
  /** 2xx answers per second of the whole run. */
  clockInsPerSecond: number;
  latencyMs: LatencySummary;
  statusCodes: Record<string, number>;
  success: number;
  non2xx: number;
  /** Socket errors and timeouts (timeouts included), as autocannon counts them. */
  errors: number;
  timeouts: number;
  /** Planned clock-ins that got no answer at all (their request failed or timed out). */
  unanswered: number;
  /** Undefined when the databases could not be read back; `unverified` says why. */
  verification?: Verification;
  unverified?: string;
  goalMet: boolean;
  /** Set when the run must count as failed: errors, non-2xx answers, lost or doubled events. */
  problem?: string;
  /** The same rush booked by the floor server on copies of the same tenants (SQLite runs). */
  floor?: RushResult;
}

export interface Verification {
  /** 2xx answers without a stored event. */
  lost: number;
  /** Stored events beyond the first per employee. */
  doubled: number;
  /** Employees with a stored event although their clock-in was not answered 2xx. */
  bookedWithoutSuccess: number;
  /** Stored events whose event_id is not the one their employee's request sent. */
  foreignEventIds: number;
  /** Tenants whose number of stored events differs from their number of 2xx answers. */
  tenantsOff: string[];
}

interface ClockIn {
  slug: string;
  terminalCode: string;
  badge: string;
}

/**
 * Employee by employee, tenant by tenant: consecutive requests go to different tenants, as when
 * every workplace opens at the same time, instead of one tenant's staff after the other's.
 */
function clockInsOf(plan: RushPlan): ClockIn[] {
  const longest = Math.max(0, ...plan.tenants.map((t) => t.badges.length));
  const clockIns: ClockIn[] = [];
  for (let e = 0; e < longest; e++) {
    for (const { slug, terminalCode, badges } of plan.tenants) {
      const badge = badges[e];
      if (badge !== undefined) clockIns.push({ slug, terminalCode, badge });
    }
  }
  return clockIns;
}

function verify(clockIns: ClockIn[], statuses: Array<number | undefined>, stored: StoredEvents): Verification {
  const verification: Verification = { lost: 0, doubled: 0, bookedWithoutSuccess: 0, foreignEventIds: 0, tenantsOff: [] };
  const successPerTenant = new Map<string, number>();
  const eventsPerEmployee = new Map<string, Array<string | null>>();
  for (const [slug, events] of Object.entries(stored)) {
    for (const { badge, eventId } of events) {
      const key = `${slug} ${badge}`;
      const list = eventsPerEmployee.get(key);
      if (list) list.push(eventId);
      else eventsPerEmployee.set(key, [eventId]);
    }
  }
  clockIns.forEach(({ slug, badge }, index) => {
    const succeeded = isSuccess(statuses[index] ?? 0);
    if (succeeded) successPerTenant.set(slug, (successPerTenant.get(slug) ?? 0) + 1);
    const eventIds = eventsPerEmployee.get(`${slug} ${badge}`) ?? [];
    if (succeeded && eventIds.length === 0) verification.lost++;
    if (!succeeded && eventIds.length > 0) verification.bookedWithoutSuccess++;
    verification.doubled += Math.max(0, eventIds.length - 1);
    verification.foreignEventIds += eventIds.filter((id) => id !== rushEventId(slug, badge)).length;
  });
  for (const slug of new Set(clockIns.map((c) => c.slug))) {
    if ((stored[slug]?.length ?? 0) !== (successPerTenant.get(slug) ?? 0)) verification.tenantsOff.push(slug);
  }
  return verification;
}

function problemsOf(result: Omit<RushResult, 'problem' | 'goalMet'>, extraRequests: number): string[] {
  const { verification: v } = result;
  const problems: string[] = [];
  if (!v) problems.push(`the stored events could not be verified: ${result.unverified}`);
  if (result.non2xx > 0) {
    const codes = Object.entries(result.statusCodes).filter(([status]) => !isSuccess(Number(status)));
    problems.push(`${result.non2xx} non-2xx answers (${codes.map(([status, count]) => `${count}× ${status}`).join(', ')})`);
  }
  if (result.errors > 0) problems.push(`${result.errors} errors (${result.timeouts} timeouts)`);
  if (result.unanswered > 0) problems.push(`${result.unanswered} clock-ins without an answer`);
  if (extraRequests > 0) problems.push(`autocannon sent ${extraRequests} requests more than planned`);
  if (v && v.lost > 0) problems.push(`${v.lost} events lost`);
  if (v && v.doubled > 0) problems.push(`${v.doubled} events doubled`);
  if (v && v.bookedWithoutSuccess > 0) problems.push(`${v.bookedWithoutSuccess} employees booked without a 2xx answer`);
  if (v && v.foreignEventIds > 0) problems.push(`${v.foreignEventIds} events with another request's event_id`);
  if (v && v.tenantsOff.length > 0) problems.push(`${v.tenantsOff.length} tenants whose event count differs from their 2xx answers (${v.tenantsOff.slice(0, 5).join(', ')})`);
  return problems;
}

// Right after the rush, the server's tenant pools may hold every PostgreSQL connection; they close
// idle ones after STEMPEL_PG_IDLE_TIMEOUT_MS (10 s by default), so reading back may retry until then.
const POSTGRES_READ_ATTEMPTS = 3;
const POSTGRES_RETRY_MS = 6_000;

/** Runs bench/rush-events.ts with the server's environment and returns what it found. */
async function readBackEvents(stempel: Stempel, planFile: string, eventsFile: string): Promise<StoredEvents> {
  for (let attempt = 1; ; attempt++) {
    try {
      await stempel.node('bench/rush-events.ts', ['--import', 'tsx', 'bench/rush-events.ts', planFile, eventsFile]);
      return readJson<StoredEvents>(eventsFile);
    } catch (error) {
      if (stempel.database !== 'postgres' || attempt >= POSTGRES_READ_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, POSTGRES_RETRY_MS));
    }
  }
}

/** The badge and event_id of every clock event in copies of the rush tenants' SQLite files (the floor server's). */
async function readCopies(directory: string, plan: RushPlan): Promise<StoredEvents> {
  const stored: StoredEvents = {};
  for (const { slug } of plan.tenants) {
    const db = openDatabase<TenantDatabase>({ kind: 'sqlite', file: path.join(directory, `${slug}.db`) }, tenantColumns, { max: 1, idleTimeoutMs: 1_000 }, { mustExist: true });
    try {
      stored[slug] = await storedEventsOf(db);
    } finally {
      await db.destroy();
    }
  }
  return stored;
}

/** Where a rush is sent and how what it stored is read back. */
interface RushTarget {
  port: number;
  readBack(): Promise<StoredEvents>;
}

/** Sets up the rush tenants before the server starts (startStempel's prepare), then runs and verifies the rush. */
export function morningRush(settings: RushSettings) {
  let files: { plan: string; events: string } | undefined;
  const planned = () => {
    if (!files) throw new Error('The morning rush was not prepared: pass its prepare step to startStempel');
    return files;
  };

  async function book({ port, readBack }: RushTarget): Promise<RushResult> {
    const clockIns = clockInsOf(readJson<RushPlan>(planned().plan));
    // Filled, not sparse: array methods skip holes, and a hole is a clock-in without an answer.
    const statuses: Array<number | undefined> = new Array<number | undefined>(clockIns.length).fill(undefined);
    const latencies = new Latencies();
    let next = 0;

    const instance = autocannon({
      url: `http://127.0.0.1:${port}`,
      method: 'POST',
      amount: clockIns.length,
      connections: Math.min(settings.connections, clockIns.length),
      requests: [
        {
          // Called once per request sent; the context travels with that request to onResponse.
          setupRequest: (request: RequestParams, context) => {
            const index = next++;
            const { slug, terminalCode, badge } = clockIns[index % clockIns.length]!;
            context.index = index;
            return {
              ...request,
              path: `/rest/terminal/${terminalCode}`,
              headers: { host: `${slug}.localhost:${port}`, 'content-type': 'application/json' },
              body: JSON.stringify({ badge, type: 'come', event_id: rushEventId(slug, badge) }),
            };
          },
          onResponse: (status, _body, context) => {
            if (typeof context.index === 'number') statuses[context.index] = status;
          },
        },
      ],
    });
    const started = performance.now();
    let finished = started;
    instance.on('response', (_client, _status, _bytes, ms) => {
      latencies.record(ms);
      finished = performance.now();
    });
    const outcome = await instance;
    // Up to the last answer: autocannon resolves only at its next one-second sampling tick.
    const durationSeconds = (finished - started) / 1000;

    let verification: Verification | undefined;
    let unverified: string | undefined;
    try {
      verification = verify(clockIns, statuses, await readBack());
    } catch (error) {
      // Reported as a failed rush rather than ending the run, so the roster measurements still happen.
      unverified = (error as Error).message.split('\n')[0];
    }

    const statusCodes = Object.fromEntries(Object.entries(outcome.statusCodeStats).map(([status, { count }]) => [status, count]));
    const success = statuses.filter((status) => status !== undefined && isSuccess(status)).length;
    const result = {
      settings,
      requests: next,
      durationSeconds,
      clockInsPerSecond: success / durationSeconds,
      latencyMs: latencies.summary(),
      statusCodes,
      success,
      non2xx: outcome.non2xx,
      errors: outcome.errors,
      timeouts: outcome.timeouts,
      unanswered: statuses.filter((status) => status === undefined).length,
      verification,
      unverified,
    };
    const problems = problemsOf(result, Math.max(0, next - clockIns.length));
    return {
      ...result,
      goalMet: problems.length === 0 && result.latencyMs.p99 < RUSH_P99_GOAL_MS && result.clockInsPerSecond >= RUSH_RATE_GOAL,
      problem: problems.length > 0 ? problems.join('; ') : undefined,
    };
  }

  return {
    async prepare({ dataDir, node }: PrepareContext): Promise<void> {
      files = { plan: path.join(dataDir, 'rush-plan.json'), events: path.join(dataDir, 'rush-events.json') };
      const sizes = [String(settings.tenants), String(settings.employeesPerTenant)];
      await node('bench/rush-setup.ts', ['--import', 'tsx', 'bench/rush-setup.ts', files.plan, ...sizes]);
    },

    /** Copies the rush tenants' SQLite files, as prepared and before any clock-in, for the floor server. */
    copyForFloor(dataDir: string, directory: string): void {
      fs.mkdirSync(directory, { recursive: true });
      for (const { slug } of readJson<RushPlan>(planned().plan).tenants) {
        for (const suffix of ['', '-wal', '-shm']) {
          const file = path.join(dataDir, 'tenants', `${slug}.db${suffix}`);
          if (fs.existsSync(file)) fs.copyFileSync(file, path.join(directory, `${slug}.db${suffix}`));
        }
      }
    },

    run(stempel: Stempel): Promise<RushResult> {
      const { plan, events } = planned();
      return book({ port: stempel.server.port, readBack: () => readBackEvents(stempel, plan, events) });
    },

    /** The same rush against the floor server (bench/rush-floor-server.ts), verified on its copies. */
    runFloor(port: number, directory: string): Promise<RushResult> {
      const plan = readJson<RushPlan>(planned().plan);
      return book({ port, readBack: () => readCopies(directory, plan) });
    },

  };
}
