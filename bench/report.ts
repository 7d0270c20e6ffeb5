import type { Measurement, Settings } from './measure.js';
import type { RosterReport } from './rosters.js';
import type { WorkingTimeReport } from './working-time.js';
import { COLD_P99_GOAL_MS, PACED_SHARE, WARM_P99_GOAL_MS, type ManyTenantsResult } from './many-tenants.js';
import { RUSH_P99_GOAL_MS, RUSH_RATE_GOAL, type RushResult } from './rush.js';

export interface Ratios {
  /** Scenario req/s divided by baseline req/s; undefined when the baseline gave nothing to compare. */
  requestsPerSecond?: number;
  /** Scenario p99 divided by baseline p99. */
  p99?: number;
}

export interface Report {
  generatedAt: string;
  environment: { node: string; platform: string; cpus: number; cpuModel: string; database: 'sqlite' | 'postgres' };
  settings: Settings;
  baseline: string;
  results: Array<Measurement & { ratiosToBaseline: Ratios }>;
  failed: string[];
}

const ratio = (value: number, reference: number | undefined): number | undefined =>
  reference !== undefined && reference > 0 ? value / reference : undefined;

export function buildReport(
  measurements: Measurement[],
  baselineName: string,
  settings: Settings,
  environment: Report['environment'],
): Report {
  const reference = (name: string) => measurements.find((m) => m.scenario === name && !m.problem);
  return {
    generatedAt: new Date().toISOString(),
    environment,
    settings,
    baseline: baselineName,
    results: measurements.map((m) => ({
      ...m,
      ratiosToBaseline: m.problem
        ? {}
        : (() => {
            const baseline = reference(m.comparedTo ?? baselineName);
            return { requestsPerSecond: ratio(m.requestsPerSecond, baseline?.requestsPerSecond), p99: ratio(m.latencyMs.p99, baseline?.latencyMs.p99) };
          })(),
    })),
    failed: measurements.filter((m) => m.problem).map((m) => m.scenario),
  };
}

/** Header, rule and rows; the first column reads left to right, numbers line up on the right. */
export function alignedTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)];
}

const times = (value: number | undefined) =>
  value === undefined ? 'n/a' : `${value >= 0.1 ? value.toFixed(2) : value.toPrecision(2)}x`;
export const milliseconds = (value: number) => value.toFixed(value < 10 ? 2 : 1);

export function formatTable(report: Report): string {
  const header = ['Scenario', 'Conn', 'Req/s', 'p50 ms', 'p99 ms', 'Non-2xx/Err', 'Req/s vs base', 'p99 vs base'];
  const rows = report.results.map((r) => [
    `${r.problem ? '✗ ' : ''}${r.scenario}${r.note ? ' *' : ''}`,
    String(r.connections),
    r.problem && r.totalRequests === 0 ? '-' : Math.round(r.requestsPerSecond).toLocaleString('en-US'),
    r.problem && r.totalRequests === 0 ? '-' : milliseconds(r.latencyMs.p50),
    r.problem && r.totalRequests === 0 ? '-' : milliseconds(r.latencyMs.p99),
    `${r.non2xx}/${r.errors}`,
    times(r.ratiosToBaseline.requestsPerSecond),
    times(r.ratiosToBaseline.p99),
  ]);
  const { settings, environment } = report;
  const lines = [
    `Stempel benchmark: ${settings.durationSeconds} s per scenario after ${settings.warmupSeconds} s warm-up, ` +
      `${settings.connections} connections, ${environment.database}, Node ${environment.node}, ${environment.cpus} CPUs`,
    '',
    ...alignedTable(header, rows),
    '',
    `Ratios are against "${report.baseline}" (bare Fastify) from this run unless a note names another baseline; Req/s higher is better, p99 lower is better.`,
  ];
  for (const r of report.results) if (r.note) lines.push(`* ${r.scenario}: ${r.note}.`);
  for (const r of report.results) if (r.problem) lines.push(`✗ FAILED ${r.scenario}: ${r.problem}`);
  return lines.join('\n');
}

/** The throughput goals for single requests, each with the floor server's answer to the same request. */
export interface ThroughputGoal {
  scenario: string;
  floor: string;
  /** The least ratio the goal asks of the scenario against its baseline. */
  ratio: number;
  against: string;
}

/**
 * Each goal beside what Stempel and the floor server reached in this run: a goal above the floor's
 * ratio cannot be met by any server on this machine that keeps the floor's guarantees.
 */
export function formatThroughputGoals(report: Report, goals: readonly ThroughputGoal[]): string {
  const ratioOf = (scenario: string) => report.results.find((r) => r.scenario === scenario)?.ratiosToBaseline.requestsPerSecond;
  const rows = goals.map((goal) => {
    const stempel = ratioOf(goal.scenario);
    const floor = ratioOf(goal.floor);
    const verdict =
      stempel === undefined
        ? 'not measured'
        : stempel >= goal.ratio
          ? 'met'
          : floor === undefined
            ? 'NOT met (no floor measured on this database)'
            : floor < goal.ratio
              ? 'NOT met; out of reach here: the floor is below the goal'
              : `NOT met; Stempel reaches ${Math.round((stempel / floor) * 100)} % of the floor`;
    // Three decimals: a floor just below a goal must not print as equal to it.
    const ratio = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(3)}x`);
    return { cells: [`${goal.scenario} vs ${goal.against}`, ratio(stempel), ratio(floor), ratio(goal.ratio)], verdict };
  });
  const table = alignedTable(
    ['Request', 'Stempel', 'Floor', 'Goal'],
    rows.map((row) => row.cells),
  );
  const verdicts = ['Verdict', '-------', ...rows.map((row) => row.verdict)];
  return [
    'Throughput goals: Stempel and the floor server (the same request reduced to its token lookup, its statements and its audit row) against the same baseline.',
    '',
    ...table.map((line, i) => `${line}  ${verdicts[i]}`),
  ].join('\n');
}

const count = (value: number) => Math.round(value).toLocaleString('en-US');

export function formatManyTenants(result: ManyTenantsResult, database: Report['environment']['database']): string {
  const { settings: s } = result;
  const header = ['Many tenants', 'Requests', 'p50 ms', 'p99 ms', 'max ms'];
  const rowsOf = (latencies: Pick<ManyTenantsResult, 'cold' | 'warm' | 'logins'>) =>
    [
      ['first request of a tenant (cold)', latencies.cold],
      ['second request (warm)', latencies.warm],
      [`POST /rest/login (every ${s.loginEvery}th tenant)`, latencies.logins],
    ].map(([label, l]) => {
      const latency = l as ManyTenantsResult['cold'];
      return [label as string, count(latency.count), milliseconds(latency.p50), milliseconds(latency.p99), milliseconds(latency.max)];
    });
  const rows = rowsOf(result);
  const statuses = Object.entries(result.statusCodes)
    .map(([status, n]) => `${status}: ${count(n)}`)
    .join(', ');
  const lines = [
    `Many tenants: ${count(s.tenants)} tenants on one ${database} server, each asked GET /rest/employees?limit=25 twice in a row ` +
      `in a shuffled order over ${s.connections} connections, in ${result.durationSeconds.toFixed(1)} s; more tenants than the ` +
      'handle cache holds (500), so a first request always opens its database.',
    '',
    ...alignedTable(header, rows),
    '',
    `Answers (with the paced visits below): ${statuses}; failed requests: ${result.errors}. Server after both: RSS ${result.rssMiB ?? '?'} MiB, ` +
      `${result.openFiles ?? '?'} open file descriptors.`,
    `Goal (no errors, cold p99 < ${COLD_P99_GOAL_MS} ms, warm p99 < ${WARM_P99_GOAL_MS} ms): ${result.goalMet ? 'met' : 'NOT met'}.`,
  ];
  const cold = result.coldTenant;
  if (cold) {
    // Half the requests are a tenant's first: each holds the event loop for the file alone, and in
    // a closed loop every client waits for the requests ahead of it (Little's law).
    const leastWaitMs = (s.connections * cold.totalMs) / 2;
    lines.push(
      `A tenant not in the handle cache costs here, before any request work: opening its file and a first read ${milliseconds(cold.openMs)} ms, ` +
        `the first write ${milliseconds(cold.firstWriteMs)} ms, the close that evicts it later ${milliseconds(cold.closeMs)} ms ` +
        `(medians of ${cold.rounds} rounds on a migrated tenant database, in the bench process): ${milliseconds(cold.totalMs)} ms of the event loop. ` +
        `With every other request a cold one, ${s.connections} clients wait at least ${s.connections} × ${milliseconds(cold.totalMs)} / 2 = ` +
        `${milliseconds(leastWaitMs)} ms each on average even if requests cost nothing else: ` +
        (leastWaitMs >= COLD_P99_GOAL_MS ? 'the cold p99 goal is out of reach here while more tenants are busy than the cache holds.' : 'below the cold p99 goal.'),
    );
  }
  const { paced } = result;
  lines.push(
    '',
    `Paced: ${count(paced.visits)} of the same tenants visited the same way, one visit started every ${milliseconds(1000 / paced.visitsPerSecond)} ms ` +
      `(${paced.visitsPerSecond.toFixed(1)} a second, ${Math.round(PACED_SHARE * 100)} % of the rate above) whether earlier ones have answered or not; ` +
      "a first request's latency counts from when its visit was due.",
    '',
    ...alignedTable(header, rowsOf(paced)),
    '',
    `Cold p99 < ${COLD_P99_GOAL_MS} ms and warm p99 < ${WARM_P99_GOAL_MS} ms at this rate: ${paced.goalMet ? 'met' : 'NOT met'}.`,
  );
  if (result.problem) lines.push(`✗ FAILED many tenants: ${result.problem}`);
  return lines.join('\n');
}

export function formatRush(rush: RushResult, database: Report['environment']['database']): string {
  const { settings: s } = rush;
  const header = ['Morning rush', 'Clock-ins/s', 'p50 ms', 'p99 ms', 'max ms', '2xx', 'Non-2xx', 'Err/timeouts', 'Unanswered'];
  const rowOf = (result: RushResult, name: string) => [
    `${result.problem ? '✗ ' : ''}${name}`,
    count(result.clockInsPerSecond),
    milliseconds(result.latencyMs.p50),
    milliseconds(result.latencyMs.p99),
    milliseconds(result.latencyMs.max),
    count(result.success),
    count(result.non2xx),
    `${result.errors}/${result.timeouts}`,
    count(result.unanswered),
  ];
  const rows = [rowOf(rush, 'POST /rest/terminal/{code}'), ...(rush.floor ? [rowOf(rush.floor, 'rush floor server, same clock-ins')] : [])];
  const goal =
    `≥ ${count(RUSH_RATE_GOAL)} clock-ins/s, no errors, nothing lost or doubled, p99 < ${RUSH_P99_GOAL_MS} ms` +
    (database === 'sqlite' ? '' : '; stated for SQLite');
  const verified = (result: RushResult, where: string) => {
    const v = result.verification;
    return v
      ? `Verified against ${where}: lost: ${v.lost}, doubled: ${v.doubled}` +
          ` (booked without a 2xx answer: ${v.bookedWithoutSuccess}, tenants whose event count differs from their 2xx answers: ${v.tenantsOff.length}).`
      : `Not verified against ${where}: ${result.unverified}.`;
  };
  const shortOf = (result: RushResult) =>
    [
      result.clockInsPerSecond < RUSH_RATE_GOAL ? `${count(result.clockInsPerSecond)} clock-ins/s` : undefined,
      result.latencyMs.p99 >= RUSH_P99_GOAL_MS ? `p99 ${milliseconds(result.latencyMs.p99)} ms` : undefined,
    ]
      .filter(Boolean)
      .join(', ');
  const lines = [
    `Morning rush: ${s.tenants} tenants × ${s.employeesPerTenant} employees each clock in once at their tenant's terminal ` +
      `(POST /rest/terminal/{code}), ${count(rush.requests)} requests over ${Math.min(s.connections, rush.requests)} connections ` +
      `in ${rush.durationSeconds.toFixed(1)} s, audited server, ${database}. No rush tenant's database is open beforehand, ` +
      'so the first clock-in of each tenant also opens its database.',
    '',
    ...alignedTable(header, rows),
    '',
    verified(rush, 'the tenant databases'),
  ];
  if (rush.floor) {
    lines.push(
      verified(rush.floor, "the floor server's copies"),
      'The rush floor server books each clock-in with the terminal, the badge, the latest event, the event and the audit row, ' +
        'in one transaction per clock-in on the same tenants (bench/rush-floor-server.ts): the most any server can book here.',
    );
  }
  let verdict = rush.goalMet ? 'met' : `NOT met${rush.problem ? '' : ` (${shortOf(rush)})`}`;
  if (!rush.goalMet && rush.floor && !rush.floor.problem) {
    verdict += rush.floor.goalMet
      ? `; the floor server meets it, so it is within reach here`
      : `; out of reach here: the floor server books ${shortOf(rush.floor)}`;
  }
  lines.push(`Goal (${goal}): ${verdict}.`);
  if (rush.problem) lines.push(`✗ FAILED morning rush: ${rush.problem}`);
  if (rush.floor?.problem) lines.push(`✗ FAILED morning rush on the floor server: ${rush.floor.problem}`);
  return lines.join('\n');
}

export function formatRosters({ measurements, problem }: RosterReport, database: Report['environment']['database']): string {
  const header = ['Rosters', 'Requests', 'Entries', 'Total s', 'Entries/s', 'p50 ms', 'p99 ms', 'Server p50', 'Server p99'];
  const rows = measurements.map((m) => [
    `${m.problem ? '✗ ' : ''}${m.name}`,
    count(m.requests),
    count(m.entries),
    m.totalSeconds.toFixed(2),
    count(m.entriesPerSecond),
    milliseconds(m.clientMs.p50),
    milliseconds(m.clientMs.p99),
    // Whole milliseconds as recorded; the histogram's rounding would only add false digits.
    m.serverMs ? String(Math.round(m.serverMs.p50)) : 'n/a',
    m.serverMs ? String(Math.round(m.serverMs.p99)) : 'n/a',
  ]);
  const lines = [
    'Rosters on the bench tenant: requests one after another, each checked against working-time law.',
    '',
    ...alignedTable(header, rows),
    '',
    'p50/p99: request to answer on the client over loopback; Server p50/p99: the server’s own time per request from its audit log (whole ms).',
  ];
  for (const m of measurements) {
    if (m.goal) lines.push(`Goal for the ${m.name} (${m.goal.description}${database === 'sqlite' ? '' : '; stated for SQLite'}): ${m.goal.met ? 'met' : `NOT met (p50 ${milliseconds(m.clientMs.p50)} ms)`}.`);
  }
  for (const m of measurements) if (m.problem) lines.push(`✗ FAILED ${m.name}: ${m.problem}`);
  if (problem) lines.push(`✗ FAILED rosters: ${problem}`);
  return lines.join('\n');
}

export function formatWorkingTime({ measurements, problem }: WorkingTimeReport, database: Report['environment']['database']): string {
  const header = ['Working time', 'Requests', 'p50 ms', 'p99 ms', 'max ms'];
  const rows = measurements.map((m) => [
    `${m.problem ? '✗ ' : ''}${m.name}`,
    count(m.requests),
    milliseconds(m.clientMs.p50),
    milliseconds(m.clientMs.p99),
    milliseconds(m.clientMs.max),
  ]);
  const lines = [
    `Working time on the bench tenant (${database}): days computed from clock events, schedule model, holidays and the law engine; one run is every page of the report, one after another.`,
    '',
    ...alignedTable(header, rows),
    '',
  ];
  for (const m of measurements) lines.push(`Goal for the ${m.name} (${m.goal.description}): ${m.goal.met ? 'met' : 'NOT met'}.`);
  for (const m of measurements) if (m.problem) lines.push(`✗ FAILED ${m.name}: ${m.problem}`);
  if (problem) lines.push(`✗ FAILED working time: ${problem}`);
  return lines.join('\n');
}
