import { BENCH_ADMIN } from './servers.js';
import type { HttpResponse } from './http.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a scenario's setup may use to prepare data before it is measured. */
export interface ScenarioContext {
  /** Calls Stempel as the bench tenant's Workspace Admin (Host and Authorization set, body sent as JSON). */
  api(method: HttpMethod, path: string, body?: unknown): Promise<HttpResponse>;
}

export interface Scenario {
  name: string;
  /** The bare Fastify baseline or the Stempel server. */
  target: 'baseline' | 'stempel';
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
}

/** Every ratio in the report is relative to this scenario, measured in the same run. */
export const BASELINE_SCENARIO = 'baseline GET /';

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
    note: 'a full page of 25 out of 100 employees, with the total count',
    setup: async ({ api }) => {
      for (let i = 1; i <= 100; i++) {
        const response = await api('POST', '/rest/employees', { code: `B${i}`, first_name: 'Bench', last_name: `Person ${i}` });
        if (response.status !== 201) throw new Error(`creating bench employee ${i} failed: ${response.status} ${response.body}`);
      }
    },
  },
];
