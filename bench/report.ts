import type { Measurement, Settings } from './measure.js';

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
  const baseline = measurements.find((m) => m.scenario === baselineName && !m.problem);
  return {
    generatedAt: new Date().toISOString(),
    environment,
    settings,
    baseline: baselineName,
    results: measurements.map((m) => ({
      ...m,
      ratiosToBaseline: m.problem
        ? {}
        : { requestsPerSecond: ratio(m.requestsPerSecond, baseline?.requestsPerSecond), p99: ratio(m.latencyMs.p99, baseline?.latencyMs.p99) },
    })),
    failed: measurements.filter((m) => m.problem).map((m) => m.scenario),
  };
}

const times = (value: number | undefined) =>
  value === undefined ? 'n/a' : `${value >= 0.1 ? value.toFixed(2) : value.toPrecision(2)}x`;
const milliseconds = (value: number) => value.toFixed(value < 10 ? 2 : 1);

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
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  // The scenario column reads left to right; numbers line up on the right.
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');

  const { settings, environment } = report;
  const lines = [
    `Stempel benchmark: ${settings.durationSeconds} s per scenario after ${settings.warmupSeconds} s warm-up, ` +
      `${settings.connections} connections, ${environment.database}, Node ${environment.node}, ${environment.cpus} CPUs`,
    '',
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
    '',
    `Ratios are against "${report.baseline}" (bare Fastify) from this run; Req/s higher is better, p99 lower is better.`,
  ];
  for (const r of report.results) if (r.note) lines.push(`* ${r.scenario}: ${r.note}.`);
  for (const r of report.results) if (r.problem) lines.push(`✗ FAILED ${r.scenario}: ${r.problem}`);
  return lines.join('\n');
}
