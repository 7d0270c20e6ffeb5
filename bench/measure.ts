import autocannon, { type Result } from 'autocannon';
import { httpRequest, isSuccess } from './http.js';
import { Latencies } from './latency.js';
import type { Scenario, ScenarioContext } from './scenarios.js';

/** Long enough for the slowest answer of a warm-up (a login's password hash under load). */
const WARM_UP_SETTLE_MS = 500;

export interface Settings {
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
}

/** Where a scenario's requests go. */
export interface Target {
  port: number;
  /** Host header; Stempel resolves the tenant from it. */
  host?: string;
  token?: string;
}

export interface Measurement {
  scenario: string;
  method: string;
  path: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  totalRequests: number;
  non2xx: number;
  /** Socket errors and timeouts (timeouts are included in errors). */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  note?: string;
  /** The baseline scenario its ratios are against, when not hello world. */
  comparedTo?: string;
  /** Set when the scenario must count as failed. */
  problem?: string;
}

export function connectionsFor(scenario: Scenario, settings: Settings): number {
  return Math.min(settings.connections, scenario.maxConnections ?? Number.POSITIVE_INFINITY);
}

function requestHeaders(scenario: Scenario, target: Target): Record<string, string> {
  const headers: Record<string, string> = {};
  if (target.host) headers.host = target.host;
  if (scenario.body !== undefined) headers['content-type'] = 'application/json';
  if (scenario.auth) {
    if (!target.token) throw new Error(`${scenario.name} needs a token, but none was obtained`);
    headers.authorization = `Bearer ${target.token}`;
  }
  return { ...headers, ...scenario.headers };
}

export function scenarioContext(target: Target, timeoutMs?: number): ScenarioContext {
  return {
    api: (method, path, body) =>
      httpRequest({
        port: target.port,
        timeoutMs,
        method,
        path,
        headers: {
          ...(target.host ? { host: target.host } : {}),
          ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

function describeStatuses(statusCodes: Record<string, number>): string {
  return Object.entries(statusCodes)
    .filter(([status]) => !isSuccess(Number(status)))
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
}

function emptyMeasurement(scenario: Scenario, connections: number, problem: string): Measurement {
  return {
    scenario: scenario.name,
    method: scenario.method,
    path: scenario.path,
    connections,
    durationSeconds: 0,
    requestsPerSecond: 0,
    latencyMs: { average: 0, p50: 0, p90: 0, p99: 0, max: 0 },
    totalRequests: 0,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: {},
    note: scenario.note,
    ...(scenario.comparedTo ? { comparedTo: scenario.comparedTo } : {}),
    problem,
  };
}

/** Stores Stempel's answer to `scenario.mirrors` in the baseline server under the scenario's path. */
async function mirror(scenario: Scenario, baseline: Target, stempel: Target): Promise<void> {
  const answer = await scenarioContext(stempel).api('GET', scenario.mirrors!);
  if (!isSuccess(answer.status)) throw new Error(`${scenario.name}: GET ${scenario.mirrors} answered ${answer.status}`);
  const stored = await httpRequest({ port: baseline.port, method: 'PUT', path: scenario.path, headers: { 'content-type': 'application/octet-stream' }, body: answer.body });
  if (!isSuccess(stored.status)) throw new Error(`${scenario.name}: the baseline server did not store the answer (${stored.status})`);
}

/** Setup, one probe request, warm-up, then the measured run. `stempel` is where mirrored answers come from. */
export async function measure(scenario: Scenario, target: Target, settings: Settings, stempel?: Target): Promise<Measurement> {
  const connections = connectionsFor(scenario, settings);
  const headers = requestHeaders(scenario, target);
  const body = scenario.body === undefined ? undefined : JSON.stringify(scenario.body);

  await scenario.setup?.(scenarioContext(target));
  if (scenario.mirrors) {
    if (!stempel) throw new Error(`${scenario.name} mirrors a Stempel answer, but no Stempel target was given`);
    await mirror(scenario, target, stempel);
  }

  // A broken scenario (wrong path, missing token) would otherwise burn the whole duration on errors.
  const probe = await httpRequest({ port: target.port, method: scenario.method, path: scenario.path, headers, body });
  if (!isSuccess(probe.status)) {
    return emptyMeasurement(scenario, connections, `probe request answered ${probe.status}: ${probe.body.slice(0, 300)}`);
  }

  const run = (duration: number, latencies?: Latencies): PromiseLike<Result> => {
    const instance = autocannon({ url: `http://127.0.0.1:${target.port}${scenario.path}`, method: scenario.method, headers, body, connections, duration });
    if (latencies) instance.on('response', (_client, _status, _bytes, ms) => latencies.record(ms));
    return instance;
  };
  await run(settings.warmupSeconds);
  // autocannon stops without waiting for its last answers, so the server may still be working on
  // the warm-up's final requests. The measured run waits for them: otherwise it meets more requests
  // than its own connections, and the login throttle (attempts of one code from one address in
  // flight at once) answered the odd 429 to POST /rest/login.
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_SETTLE_MS));
  const latencies = new Latencies();
  const result = await run(settings.durationSeconds, latencies);
  const { average, p50, p90, p99, max } = latencies.summary();

  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]));
  const problems: string[] = [];
  if (result.non2xx > 0) problems.push(`${result.non2xx} non-2xx responses (${describeStatuses(statusCodes)})`);
  if (result.errors > 0) problems.push(`${result.errors} errors (${result.timeouts} timeouts)`);
  if (result.requests.total === 0) problems.push('no request completed');

  return {
    scenario: scenario.name,
    method: scenario.method,
    path: scenario.path,
    connections,
    durationSeconds: result.duration,
    requestsPerSecond: result.requests.average,
    latencyMs: { average, p50, p90, p99, max },
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    note: scenario.note,
    ...(scenario.comparedTo ? { comparedTo: scenario.comparedTo } : {}),
    problem: problems.length > 0 ? problems.join('; ') : undefined,
  };
}
