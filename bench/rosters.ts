// Roster planning on the bench tenant: a one-year daily series per request, and a weekly plan for
// 200 people, one request each. Requests run one after another, as a planner works; each is timed
// on the client and, from the request audit log, by the server itself.
import { performance } from 'node:perf_hooks';
import type { HttpResponse } from './http.js';
import { Latencies, type LatencySummary } from './latency.js';
import { scenarioContext, type Target } from './measure.js';
import type { ScenarioContext } from './scenarios.js';

/** The target for a one-year series on SQLite. */
export const YEAR_SERIES_P50_GOAL_MS = 100;
const WEEKLY_PLAN_EMPLOYEES = 200;
// A one-year series answers with every entry; allow more than the harness's default 5 s.
const REQUEST_TIMEOUT_MS = 60_000;

export interface RosterSettings {
  /** How often the one-year series is created, each time for a fresh employee. */
  yearSeriesRuns: number;
}

export interface RosterMeasurement {
  name: string;
  requests: number;
  entries: number;
  totalSeconds: number;
  entriesPerSecond: number;
  /** Request to answer, on the client over loopback. */
  clientMs: LatencySummary;
  /** The server's own time per request (whole milliseconds, from the audit log); absent when it was not found. */
  serverMs?: LatencySummary;
  goal?: { description: string; met: boolean };
  /** Set when a measured request failed. */
  problem?: string;
}

type Api = ScenarioContext['api'];

function dataOf<T>(response: HttpResponse, expected: number, what: string): T {
  if (response.status !== expected) throw new Error(`${what} answered ${response.status}: ${response.body.slice(0, 300)}`);
  return (JSON.parse(response.body) as { data: T }).data;
}

async function createLocation(api: Api, year: number): Promise<string> {
  // With a holiday calendar, the law checks also weigh work on public holidays.
  const calendars = dataOf<Array<{ id: string; source_key: string | null }>>(await api('GET', `/rest/holidays?year=${year}`), 200, 'listing holiday calendars');
  const bavaria = calendars.find((c) => c.source_key === 'DE-BY');
  if (!bavaria) throw new Error('The Bavarian system holiday calendar is missing');
  const location = await api('POST', '/rest/locations', {
    name: 'Dienstplan-Filiale',
    city: 'München',
    country: 'DE',
    timezone: 'Europe/Berlin',
    holiday_ids: [bavaria.id],
  });
  return dataOf<{ id: string }>(location, 201, 'creating the roster location').id;
}

async function createEmployees(api: Api, prefix: string, count: number, locationId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const response = await api('POST', '/rest/employees', { code: `${prefix}${i}`, first_name: 'Roster', last_name: `${prefix}${i}`, location_id: locationId });
    ids.push(dataOf<{ id: string }>(response, 201, `creating employee ${prefix}${i}`).id);
  }
  return ids;
}

async function createRoster(api: Api, name: string, periodStart: string, periodEnd: string): Promise<string> {
  const response = await api('POST', '/rest/rosters', { name, period_start: periodStart, period_end: periodEnd });
  return dataOf<{ id: string }>(response, 201, `creating the roster ${name}`).id;
}

/** The server's own durations, as the audit log recorded them; undefined when the audit log is off. */
async function serverTimes(api: Api, requestIds: string[]): Promise<LatencySummary | undefined> {
  const latencies = new Latencies();
  for (const id of requestIds) {
    const response = await api('GET', `/rest/audit/requests/${id}`);
    if (response.status !== 200) return undefined;
    latencies.record((JSON.parse(response.body) as { data: { duration_ms: number } }).data.duration_ms);
  }
  return latencies.summary();
}

/** Posts the bodies one after another and times each; the first failure is kept as the problem. */
async function timedSeries(api: Api, name: string, path: string, bodies: unknown[], expectedEntries: number) {
  const client = new Latencies();
  const requestIds: string[] = [];
  let entries = 0;
  let problem: string | undefined;
  const started = performance.now();
  for (const body of bodies) {
    const sent = performance.now();
    const response = await api('POST', path, body);
    client.record(performance.now() - sent);
    const requestId = response.headers['x-request-id'];
    if (typeof requestId === 'string') requestIds.push(requestId);
    if (response.status !== 201) {
      problem ??= `answered ${response.status}: ${response.body.slice(0, 300)}`;
      continue;
    }
    const created = (JSON.parse(response.body) as { data: unknown[] }).data.length;
    if (created !== expectedEntries) problem ??= `created ${created} entries instead of ${expectedEntries}`;
    entries += created;
  }
  const totalSeconds = (performance.now() - started) / 1000;
  return {
    name,
    requests: bodies.length,
    entries,
    totalSeconds,
    entriesPerSecond: entries / totalSeconds,
    clientMs: client.summary(),
    serverMs: await serverTimes(api, requestIds),
    problem,
  };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function daysIn(year: number): number {
  return (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;
}

/** The Monday of the first full week of March: an ordinary working week, away from year-end holidays. */
function workingWeek(year: number): { monday: string; sunday: string } {
  const first = new Date(Date.UTC(year, 2, 1));
  const monday = new Date(first.getTime() + ((8 - first.getUTCDay()) % 7) * 86_400_000);
  return { monday: isoDate(monday), sunday: isoDate(new Date(monday.getTime() + 6 * 86_400_000)) };
}

async function yearSeries(api: Api, locationId: string, year: number, runs: number): Promise<RosterMeasurement> {
  const rosterId = await createRoster(api, `Jahresplan ${year}`, `${year}-01-01`, `${year}-12-31`);
  const employees = await createEmployees(api, 'J', runs, locationId);
  const bodies = employees.map((employee_id) => ({
    date: `${year}-01-01`,
    employee_id,
    start_time: '08:00',
    end_time: '16:30',
    series: { frequency: 'daily', ends_mode: 'until', ends_on: `${year}-12-31` },
    // Every day of the year breaks the law (Sundays, holidays, rest days): every check runs and
    // finds something, and force keeps the findings as warnings instead of refusing the series.
    force: true,
  }));
  const measurement = await timedSeries(api, `one-year daily series (${daysIn(year)} entries)`, `/rest/rosters/${rosterId}/entries`, bodies, daysIn(year));
  return {
    ...measurement,
    goal: { description: `p50 < ${YEAR_SERIES_P50_GOAL_MS} ms`, met: !measurement.problem && measurement.clientMs.p50 < YEAR_SERIES_P50_GOAL_MS },
  };
}

async function weeklyPlan(api: Api, locationId: string, year: number): Promise<RosterMeasurement> {
  const { monday, sunday } = workingWeek(year);
  const rosterId = await createRoster(api, `Wochenplan ${monday}`, monday, sunday);
  const employees = await createEmployees(api, 'W', WEEKLY_PLAN_EMPLOYEES, locationId);
  const bodies = employees.map((employee_id) => ({
    date: monday,
    employee_id,
    start_time: '08:00',
    end_time: '16:30',
    series: { frequency: 'weekly', weekdays: [1, 2, 3, 4, 5], ends_mode: 'count', ends_count: 5 },
  }));
  return timedSeries(api, `weekly plan, ${WEEKLY_PLAN_EMPLOYEES} employees × Mon–Fri`, `/rest/rosters/${rosterId}/entries`, bodies, 5);
}

export interface RosterReport {
  measurements: RosterMeasurement[];
  /** Set when preparing a measurement failed, so the measurements that follow it are missing. */
  problem?: string;
}

/** Both roster measurements against the bench tenant, whose Workspace Admin token the target carries. */
export async function measureRosters(target: Target, settings: RosterSettings): Promise<RosterReport> {
  const { api } = scenarioContext(target, REQUEST_TIMEOUT_MS);
  const year = new Date().getUTCFullYear() + 1;
  const measurements: RosterMeasurement[] = [];
  try {
    const locationId = await createLocation(api, year);
    measurements.push(await yearSeries(api, locationId, year, settings.yearSeriesRuns));
    measurements.push(await weeklyPlan(api, locationId, year));
  } catch (error) {
    // Reported with the other results instead of ending the run before anything is printed.
    return { measurements, problem: (error as Error).message };
  }
  return { measurements };
}
