// Working time on the bench tenant: the month report of 500 employees with 22 working days of
// clock events each, walked page by page as a payroll clerk's screen would, one employee's
// whole year, closing that month for payroll (reopened between runs), and the month exported to
// XLSX (from POST /exports until its status is done, with the server's memory growth meanwhile),
// and last, with everyone's entry date forty years back, a page of the overtime report.
// Requests run one after another; each is timed on the client.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { HttpResponse } from './http.js';
import { Latencies, type LatencySummary } from './latency.js';
import { scenarioContext, type Target } from './measure.js';
import type { ScenarioContext } from './scenarios.js';

export const MONTH_REPORT_GOAL_MS = 1_000;
export const YEAR_GOAL_MS = 200;
export const MONTH_CLOSE_GOAL_MS = 2_000;
export const EXPORT_GOAL_MS = 3_000;
export const EXPORT_MEMORY_GOAL_MB = 100;
export const OVERTIME_REPORT_GOAL_MS = 2_000;
/** How far back the overtime report's people joined: an account adds up every day since the entry date. */
const OVERTIME_HISTORY_YEARS = 40;
const STATUS_POLL_MS = 25;
const PAGE_SIZE = 100;
const REQUEST_TIMEOUT_MS = 60_000;

export interface WorkingTimeSettings {
  employees: number;
  runs: number;
}

export interface WorkingTimeMeasurement {
  name: string;
  requests: number;
  clientMs: LatencySummary;
  goal: { description: string; met: boolean };
  problem?: string;
}

export interface WorkingTimeReport {
  measurements: WorkingTimeMeasurement[];
  problem?: string;
}

type Api = ScenarioContext['api'];

function dataOf<T>(response: HttpResponse, expected: number, what: string): T {
  if (response.status !== expected) throw new Error(`${what} answered ${response.status}: ${response.body.slice(0, 300)}`);
  return (JSON.parse(response.body) as { data: T }).data;
}

/** The working days (Mon–Fri) of a month in UTC calendar terms; the bench month has no holidays. */
function workingDays(year: number, month: number): string[] {
  const days: string[] = [];
  for (let day = 1; day <= 31; day++) {
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() !== month - 1) break;
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

/** 500 people with a Mon–Fri model, each with a month of come, break, go (booked as corrections, one request per person). */
async function prepare(api: Api, settings: WorkingTimeSettings, year: number, month: number): Promise<{ employees: string[]; days: string[]; departmentId: string }> {
  // Its own department, so the report lists exactly these people (the bench tenant has others).
  const department = await api('POST', '/rest/departments', { name: 'Bench Monatsbericht' });
  const departmentId = dataOf<{ id: string }>(department, 201, 'creating the department').id;
  const model = await api('POST', '/rest/schedule-models', {
    name: 'Bench Vollzeit',
    kind: 'fixed',
    days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, target_ms: weekday <= 5 ? 8 * 3_600_000 : 0 })),
  });
  const modelId = dataOf<{ id: string }>(model, 201, 'creating the schedule model').id;
  // 22 working days: the first 22 Mon–Fri of the month (an offset of +01:00 keeps it winter time).
  const days = workingDays(year, month).slice(0, 22);
  const employees: string[] = [];
  for (let i = 1; i <= settings.employees; i++) {
    const created = await api('POST', '/rest/employees', {
      code: `WT${i}`,
      first_name: 'Monat',
      last_name: `WT${String(i).padStart(4, '0')}`,
      department_id: departmentId,
    });
    const id = dataOf<{ id: string }>(created, 201, `creating employee WT${i}`).id;
    dataOf(await api('POST', `/rest/employees/${id}/schedule-models`, { schedule_model_id: modelId, valid_from: `${year}-01-01` }), 201, 'assigning the model');
    const events = days.flatMap((date) => [
      { type: 'come', occurred_at: `${date}T07:${String(50 + (i % 10)).padStart(2, '0')}:00+01:00` },
      { type: 'break_start', occurred_at: `${date}T12:00:00+01:00` },
      { type: 'break_end', occurred_at: `${date}T12:30:00+01:00` },
      { type: 'go', occurred_at: `${date}T16:${String(20 + (i % 30)).padStart(2, '0')}:00+01:00` },
    ]);
    // Bulk corrections take at most 50 events per request.
    for (let start = 0; start < events.length; start += 48) {
      dataOf(await api('POST', `/rest/employees/${id}/clock-events`, { events: events.slice(start, start + 48), reason: 'bench data' }), 201, 'booking a month');
    }
    employees.push(id);
  }
  return { employees, days, departmentId };
}

/**
 * Closing the month for payroll: the snapshot of every employee of the tenant (the 500 with a
 * month of events among them), each close timed alone, the month reopened after each run.
 */
async function measureMonthClose(api: Api, runs: number, period: string, employees: readonly string[]): Promise<WorkingTimeMeasurement> {
  const latencies = new Latencies();
  let problem: string | undefined;
  let snapshotted = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const closed = await api('POST', `/rest/payroll-periods/${period}/close`);
    latencies.record(performance.now() - started);
    snapshotted = dataOf<{ employees: number }>(closed, 200, 'closing the month').employees;
    if (snapshotted < employees.length) problem ??= `the snapshot held ${snapshotted} employees, fewer than the ${employees.length} with clock events`;
    dataOf(await api('POST', `/rest/payroll-periods/${period}/reopen`, { reason: 'bench run' }), 200, 'reopening the month');
  }
  const clientMs = latencies.summary();
  return {
    name: `closing a payroll month, ${snapshotted} employees in the snapshot`,
    requests: runs,
    clientMs,
    goal: { description: `p50 < ${MONTH_CLOSE_GOAL_MS} ms`, met: !problem && clientMs.p50 < MONTH_CLOSE_GOAL_MS },
    problem,
  };
}

/** Resident memory of a process in bytes (Linux /proc), or undefined where it cannot be read. */
function residentBytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

interface ExportRun {
  rows: number;
  rowsTotal: number;
  bytes: number;
  peakGrowthBytes: number | undefined;
}

/** One XLSX export of the month: queued, polled until done, downloaded; the server's resident memory sampled throughout. */
async function exportOnce(api: Api, period: string, departmentId: string, serverPid: number | undefined): Promise<ExportRun> {
  const before = residentBytes(serverPid);
  let peak = before;
  const sampler = setInterval(() => {
    const now = residentBytes(serverPid);
    if (now !== undefined && (peak === undefined || now > peak)) peak = now;
  }, 10);
  try {
    const created = await api('POST', '/rest/exports', { kind: 'working_time', period, format: 'xlsx', department_id: departmentId });
    const { id } = dataOf<{ id: string }>(created, 202, 'starting the export');
    for (;;) {
      const status = dataOf<{ status: string; error: string | null; rows: number; rows_total: number | null; download: string | null }>(
        await api('GET', `/rest/exports/${id}`),
        200,
        'the export status',
      );
      if (status.status === 'failed') throw new Error(`the export failed: ${status.error}`);
      if (status.status === 'done') {
        const file = await api('GET', status.download!);
        if (file.status !== 200) throw new Error(`the export file answered ${file.status}`);
        return {
          rows: status.rows,
          rowsTotal: status.rows_total ?? 0,
          bytes: file.body.length,
          peakGrowthBytes: before === undefined || peak === undefined ? undefined : peak - before,
        };
      }
      await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS));
    }
  } finally {
    clearInterval(sampler);
  }
}

async function timed(runs: number, once: () => Promise<void>): Promise<LatencySummary> {
  const latencies = new Latencies();
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await once();
    latencies.record(performance.now() - started);
  }
  return latencies.summary();
}

/** Both measurements against the bench tenant, whose Workspace Admin token the target carries. */
export async function measureWorkingTime(target: Target, settings: WorkingTimeSettings, serverPid?: number): Promise<WorkingTimeReport> {
  const { api } = scenarioContext(target, REQUEST_TIMEOUT_MS);
  // January of last year: a finished month in winter time, with nothing else booked.
  const year = new Date().getUTCFullYear() - 1;
  const month = 1;
  const measurements: WorkingTimeMeasurement[] = [];
  try {
    const { employees, days, departmentId } = await prepare(api, settings, year, month);
    const from = `${year}-01-01`;
    const to = `${year}-01-31`;
    const pages = Math.ceil(employees.length / PAGE_SIZE);
    let problem: string | undefined;
    const report = await timed(settings.runs, async () => {
      let seen = 0;
      for (let page = 1; page <= pages; page++) {
        const response = await api('GET', `/rest/working_time/${from}/${to}?department_id=${departmentId}&per_page=${PAGE_SIZE}&page=${page}`);
        const items = dataOf<Array<{ totals: { worked_ms: number } }>>(response, 200, 'the month report');
        seen += items.length;
        if (items.some((item) => item.totals.worked_ms < days.length * 7 * 3_600_000)) problem ??= 'a month report item has too little worked time';
      }
      if (seen !== employees.length) problem ??= `the month report listed ${seen} employees instead of ${employees.length}`;
    });
    measurements.push({
      name: `month report, ${employees.length} employees × ${days.length} days (${pages} pages of ${PAGE_SIZE})`,
      requests: settings.runs * pages,
      clientMs: report,
      goal: { description: `all pages < ${MONTH_REPORT_GOAL_MS} ms at p50`, met: !problem && report.p50 < MONTH_REPORT_GOAL_MS },
      problem,
    });
    const year365 = await timed(settings.runs, async () => {
      const response = await api('GET', `/rest/employees/${employees[0]}/working_time?from=${year}-01-01&to=${year}-12-31`);
      dataOf(response, 200, 'one employee’s year');
    });
    measurements.push({
      name: 'one employee’s whole year',
      requests: settings.runs,
      clientMs: year365,
      goal: { description: `p99 < ${YEAR_GOAL_MS} ms`, met: year365.p99 < YEAR_GOAL_MS },
    });
    measurements.push(await measureMonthClose(api, settings.runs, `${year}-01`, employees));
    const expectedRows = employees.length * 31;
    let exportProblem: string | undefined;
    let growth: number | undefined = 0;
    const exports = await timed(settings.runs, async () => {
      const run = await exportOnce(api, `${year}-01`, departmentId, serverPid);
      if (run.rows !== expectedRows || run.rowsTotal !== expectedRows) exportProblem ??= `the export wrote ${run.rows} of ${run.rowsTotal} rows, expected ${expectedRows}`;
      if (run.bytes === 0) exportProblem ??= 'the export file is empty';
      growth = run.peakGrowthBytes === undefined || growth === undefined ? undefined : Math.max(growth, run.peakGrowthBytes);
    });
    const growthMb = growth === undefined ? undefined : growth / 1024 / 1024;
    measurements.push({
      name: `XLSX export, ${employees.length} employees × 31 days (queued to done)`,
      requests: settings.runs,
      clientMs: exports,
      goal: {
        description: `p50 < ${EXPORT_GOAL_MS} ms and server memory growth < ${EXPORT_MEMORY_GOAL_MB} MB; largest growth ${growthMb === undefined ? 'not measurable here' : `${growthMb.toFixed(1)} MB`}`,
        met: !exportProblem && exports.p50 < EXPORT_GOAL_MS && (growthMb === undefined || growthMb < EXPORT_MEMORY_GOAL_MB),
      },
      problem: exportProblem,
    });
    measurements.push(await measureOvertimeReport(api, settings.runs, year, employees, departmentId));
  } catch (error) {
    return { measurements, problem: (error as Error).message };
  }
  return { measurements };
}

/**
 * The overtime report's first page (100 people) at the end of the bench year, everyone having
 * joined forty years before: each balance adds up every day since then. Runs last, as the entry
 * dates would make the month close above add up those years too.
 */
async function measureOvertimeReport(api: Api, runs: number, year: number, employees: readonly string[], departmentId: string): Promise<WorkingTimeMeasurement> {
  const since = `${year - OVERTIME_HISTORY_YEARS + 1}-01-01`;
  for (const id of employees) dataOf(await api('PUT', `/rest/employees/${id}`, { entry_date: since }), 200, 'moving the entry date back');
  let problem: string | undefined;
  let rows = 0;
  const clientMs = await timed(runs, async () => {
    const response = await api('GET', `/rest/reports/overtime?department_id=${departmentId}&as_of=${year}-12-31&per_page=${PAGE_SIZE}&page=1`);
    const items = dataOf<Array<{ since: string; balance_ms: number }>>(response, 200, 'the overtime report');
    rows = items.length;
    if (rows !== Math.min(PAGE_SIZE, employees.length)) problem ??= `the overtime report listed ${rows} people instead of ${Math.min(PAGE_SIZE, employees.length)}`;
    // A year of 8 h targets less one worked month: every balance lies far below zero.
    if (items.some((item) => item.since !== since || !(item.balance_ms < -100 * 8 * 3_600_000))) problem ??= 'an overtime balance did not count the years since the entry date';
  });
  return {
    name: `overtime report, ${rows} people who joined ${OVERTIME_HISTORY_YEARS} years ago (one page)`,
    requests: runs,
    clientMs,
    goal: { description: `p50 < ${OVERTIME_REPORT_GOAL_MS} ms`, met: !problem && clientMs.p50 < OVERTIME_REPORT_GOAL_MS },
    problem,
  };
}
