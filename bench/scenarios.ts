import { BENCH_ADMIN } from './servers.js';
import { benchLocation, OWN_CALENDAR } from './bench-data.js';
import type { HttpResponse } from './http.js';
import type { ThroughputGoal } from './report.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a scenario's setup may use to prepare data before it is measured. */
export interface ScenarioContext {
  /** Calls Stempel as the bench tenant's Workspace Admin (Host and Authorization set, body sent as JSON). */
  api(method: HttpMethod, path: string, body?: unknown): Promise<HttpResponse>;
}

export interface Scenario {
  name: string;
  /**
   * The bare Fastify baseline, the floor server (bench/floor-server.ts: token lookup and audit row
   * only, SQLite), the Stempel server, or the same Stempel with the audit log switched off.
   */
  target: 'baseline' | 'floor' | 'stempel' | 'stempel-audit-off';
  method: HttpMethod;
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON with Content-Type: application/json. */
  body?: unknown;
  /** Sends the Workspace Admin's bearer token. */
  auth?: boolean;
  /** Caps BENCH_CONNECTIONS for endpoints that are slow by design. */
  maxConnections?: number;
  /** Printed under the table. */
  note?: string;
  /** Runs once before the warm-up, e.g. to create the records a list endpoint returns. */
  setup?: (context: ScenarioContext) => Promise<void>;
  /**
   * A baseline scenario only: the Stempel path (fetched as the Workspace Admin) whose answer the
   * bare Fastify server sends byte for byte, so a large answer is compared like for like.
   */
  mirrors?: string;
  /** The baseline scenario this one's ratios are against (default: hello world). */
  comparedTo?: string;
}

/** Every ratio in the report is relative to this scenario, measured in the same run. */
export const BASELINE_SCENARIO = 'baseline GET /';
/** The floor server's scenario; its tenant database is of the run's kind (SQLite, or PostgreSQL on the same server). */
export const FLOOR_SCENARIO = 'floor: token lookup and audit row only, same bytes as /rest/';
/** The floor server for the employee page and the location list: the same statements, no resources built. */
export const FLOOR_EMPLOYEES_SCENARIO = 'floor: token, page statements and audit row, same bytes as /rest/employees';
export const FLOOR_LOCATIONS_SCENARIO = 'floor: token, list statements and audit row, same bytes as /rest/locations';
const SAME_BYTES_EMPLOYEES = 'baseline, same bytes as /rest/employees';
const SAME_BYTES_LOCATIONS = 'baseline, same bytes as /rest/locations';

/** 20 locations, each with the Bavarian system calendar and an own calendar of 12 entries. */
async function twentyLocations({ api }: ScenarioContext): Promise<void> {
  const own = await api('POST', '/rest/holidays', OWN_CALENDAR);
  if (own.status !== 201) throw new Error(`creating the bench calendar failed: ${own.status} ${own.body}`);
  const calendars = (JSON.parse((await api('GET', '/rest/holidays?year=2026')).body) as { data: Array<{ id: string; source_key: string | null }> }).data;
  const bavaria = calendars.find((c) => c.source_key === 'DE-BY')!.id;
  const ownId = (JSON.parse(own.body) as { data: { id: string } }).data.id;
  for (let i = 1; i <= 20; i++) {
    const response = await api('POST', '/rest/locations', benchLocation(i, [bavaria, ownId]));
    if (response.status !== 201) throw new Error(`creating bench location ${i} failed: ${response.status} ${response.body}`);
  }
}

export const scenarios: Scenario[] = [
  { name: BASELINE_SCENARIO, target: 'baseline', method: 'GET', path: '/' },
  { name: 'GET /health', target: 'stempel', method: 'GET', path: '/health' },
  { name: 'GET /rest/', target: 'stempel', method: 'GET', path: '/rest/', auth: true },
  {
    name: 'POST /rest/login',
    target: 'stempel',
    method: 'POST',
    path: '/rest/login',
    body: BENCH_ADMIN,
    maxConnections: 4,
    note: 'hashes with argon2id, slow by design; measured with at most 4 connections, so its ratios are not like-for-like',
  },
  {
    name: 'GET /rest/employees',
    target: 'stempel',
    method: 'GET',
    path: '/rest/employees?per_page=25',
    auth: true,
    comparedTo: SAME_BYTES_EMPLOYEES,
    note: `a full page of 25 out of 100 employees, with the total count; compared with "${SAME_BYTES_EMPLOYEES}"`,
    setup: async ({ api }) => {
      for (let i = 1; i <= 100; i++) {
        const response = await api('POST', '/rest/employees', { code: `B${i}`, first_name: 'Bench', last_name: `Person ${i}` });
        if (response.status !== 201) throw new Error(`creating bench employee ${i} failed: ${response.status} ${response.body}`);
      }
    },
  },
  {
    name: 'GET /rest/locations',
    target: 'stempel',
    method: 'GET',
    path: '/rest/locations',
    auth: true,
    comparedTo: SAME_BYTES_LOCATIONS,
    note: `20 locations with their holiday calendars (about 60 Bavarian holidays over five years plus 12 own entries each), audited; compared with "${SAME_BYTES_LOCATIONS}"`,
    setup: twentyLocations,
  },
  {
    name: 'GET /rest/locations (audit off)',
    target: 'stempel-audit-off',
    method: 'GET',
    path: '/rest/locations',
    auth: true,
    comparedTo: SAME_BYTES_LOCATIONS,
    note: 'the same request on the same build with STEMPEL_AUDIT=off: the difference is what the audit log costs',
    setup: twentyLocations,
  },
  {
    name: SAME_BYTES_EMPLOYEES,
    target: 'baseline',
    method: 'GET',
    path: '/same-bytes/employees',
    mirrors: '/rest/employees?per_page=25',
    note: 'bare Fastify sending the bytes Stempel answered to GET /rest/employees?per_page=25',
  },
  {
    name: SAME_BYTES_LOCATIONS,
    target: 'baseline',
    method: 'GET',
    path: '/same-bytes/locations',
    mirrors: '/rest/locations',
    note: 'bare Fastify sending the bytes Stempel answered to GET /rest/locations',
  },
  {
    name: FLOOR_SCENARIO,
    target: 'floor',
    method: 'GET',
    path: '/same-bytes/root',
    mirrors: '/rest/',
    auth: true,
    note:
      'bare Fastify sending the bytes of GET /rest/ after a token lookup in a tenant database of the run\'s kind and with a batched audit row, ' +
      'nothing else: the most an authenticated, audited request can do here',
  },
  {
    name: FLOOR_EMPLOYEES_SCENARIO,
    target: 'floor',
    method: 'GET',
    path: '/same-bytes/employees',
    mirrors: '/rest/employees?per_page=25',
    auth: true,
    comparedTo: SAME_BYTES_EMPLOYEES,
    note:
      `the floor server sending the bytes of GET /rest/employees?per_page=25 after the token lookup and the page's statements (the page, its count, ` +
      `the schedule models) on the same 100 employees, with a batched audit row; compared with "${SAME_BYTES_EMPLOYEES}"`,
  },
  {
    name: FLOOR_LOCATIONS_SCENARIO,
    target: 'floor',
    method: 'GET',
    path: '/same-bytes/locations',
    mirrors: '/rest/locations',
    auth: true,
    comparedTo: SAME_BYTES_LOCATIONS,
    note:
      `the floor server sending the bytes of GET /rest/locations after the token lookup and the list's statements (locations with their head counts, ` +
      `their calendars, the calendars' entries) on the same 20 locations, with a batched audit row; compared with "${SAME_BYTES_LOCATIONS}"`,
  },
  {
    name: 'GET /rest/ (audit off)',
    target: 'stempel-audit-off',
    method: 'GET',
    path: '/rest/',
    auth: true,
  },
];

/** The goals for single requests on SQLite, each with its floor scenario. */
export const THROUGHPUT_GOALS: ThroughputGoal[] = [
  { scenario: 'GET /rest/', floor: FLOOR_SCENARIO, ratio: 0.35, against: 'hello world' },
  { scenario: 'GET /rest/employees', floor: FLOOR_EMPLOYEES_SCENARIO, ratio: 0.25, against: 'the same bytes' },
  { scenario: 'GET /rest/locations', floor: FLOOR_LOCATIONS_SCENARIO, ratio: 0.3, against: 'the same bytes' },
];
