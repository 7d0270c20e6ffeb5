// npm run bench: bare Fastify versus Stempel on this machine, in one run, then a morning rush of
// terminal clock-ins across many tenants and roster planning with working-time-law checks.
// Knobs: BENCH_DURATION (seconds, default 5), BENCH_CONNECTIONS (default 32),
// BENCH_DATABASE_URL (a postgres:// server; default embedded SQLite),
// BENCH_RUSH_TENANTS and BENCH_RUSH_EMPLOYEES (default 100 each), BENCH_RUSH_CONNECTIONS (default 64),
// BENCH_ROSTER_RUNS (one-year series, default 15), BENCH_WT_EMPLOYEES (month report, default 500),
// BENCH_WT_RUNS (default 5), BENCH_TENANTS (many-tenants scenario; default 10,000 on SQLite,
// 1,000 on PostgreSQL, where every tenant database takes about 8 MB of disk).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cleanup } from './cleanup.js';
import { connectionsFor, measure, type Measurement, type Settings, type Target } from './measure.js';
import { buildReport, formatManyTenants, formatRosters, formatRush, formatTable, formatThroughputGoals, formatWorkingTime } from './report.js';
import { measureRosters } from './rosters.js';
import { measureWorkingTime } from './working-time.js';
import { morningRush } from './rush.js';
import { manyTenants } from './many-tenants.js';
import { BASELINE_SCENARIO, scenarios, THROUGHPUT_GOALS, type Scenario } from './scenarios.js';
import { startBaseline, startFloor, startRushFloor, startStempel } from './servers.js';
import { positiveNumber, SettingsError } from './settings.js';

const WARMUP_SECONDS = 1;

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = path.join(root, 'bench', 'results');
const resultsFile = path.join(resultsDir, 'latest.json');
const logFile = path.join(resultsDir, 'latest.log');

async function main(cleanup: Cleanup): Promise<number> {
  const settings: Settings = {
    durationSeconds: positiveNumber('BENCH_DURATION', 5, { integer: false }),
    warmupSeconds: WARMUP_SECONDS,
    connections: positiveNumber('BENCH_CONNECTIONS', 32, { integer: true }),
  };
  const postgresServerUrl = process.env.BENCH_DATABASE_URL?.trim() || undefined;
  const rushSettings = {
    tenants: positiveNumber('BENCH_RUSH_TENANTS', 100, { integer: true }),
    employeesPerTenant: positiveNumber('BENCH_RUSH_EMPLOYEES', 100, { integer: true }),
    connections: positiveNumber('BENCH_RUSH_CONNECTIONS', 64, { integer: true }),
  };
  const rosterSettings = { yearSeriesRuns: positiveNumber('BENCH_ROSTER_RUNS', 15, { integer: true }) };
  const workingTimeSettings = {
    employees: positiveNumber('BENCH_WT_EMPLOYEES', 500, { integer: true }),
    runs: positiveNumber('BENCH_WT_RUNS', 5, { integer: true }),
  };
  const rush = morningRush(rushSettings);
  const many = manyTenants({
    tenants: positiveNumber('BENCH_TENANTS', postgresServerUrl ? 1_000 : 10_000, { integer: true }),
    connections: 64,
    loginEvery: 20,
  });
  // Two servers share the PostgreSQL server, so each derives half of its connection budget.
  const instanceEnv: Record<string, string> = postgresServerUrl ? { STEMPEL_INSTANCES: '2' } : {};

  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(logFile, '');
  console.log(`Starting servers (their output goes to ${path.relative(process.cwd(), logFile)}) …`);
  const baseline = await startBaseline({ root, logFile, cleanup });
  const floor = await startFloor({ root, logFile, cleanup, postgresServerUrl });
  // The rush floor books on copies of the rush tenants as prepared (SQLite runs).
  const rushFloorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-bench-rush-floor-'));
  cleanup.add(`remove ${rushFloorDir}`, () => fs.rmSync(rushFloorDir, { recursive: true, force: true }));
  const stempel = await startStempel({
    root,
    logFile,
    cleanup,
    postgresServerUrl,
    extraEnv: instanceEnv,
    prepare: async (context) => {
      console.log(`  creating ${rushSettings.tenants} rush tenants with ${rushSettings.employeesPerTenant} employees each …`);
      await rush.prepare(context);
      if (!postgresServerUrl) rush.copyForFloor(context.dataDir, rushFloorDir);
      console.log(`  creating ${many.settings.tenants.toLocaleString('en-US')} tenants for the many-tenants scenario …`);
      await many.prepare(context);
    },
  });
  // The same server with the request audit log switched off, to show what auditing costs.
  const unaudited = await startStempel({
    root,
    logFile,
    cleanup,
    postgresServerUrl,
    extraEnv: { ...instanceEnv, STEMPEL_AUDIT: 'off' },
    label: 'stempel serve (audit off)',
  });

  const stempelTarget: Target = { port: stempel.server.port, host: stempel.tenantHost, token: await stempel.login() };
  const targets: Partial<Record<Scenario['target'], Target>> = {
    baseline: { port: baseline.port },
    ...(floor ? { floor: { port: floor.server.port, token: floor.token } } : {}),
    stempel: stempelTarget,
    'stempel-audit-off': { port: unaudited.server.port, host: unaudited.tenantHost, token: await unaudited.login() },
  };
  const servers = { baseline, floor: floor?.server, stempel: stempel.server, 'stempel-audit-off': unaudited.server };

  const measurements: Measurement[] = [];
  for (const scenario of scenarios) {
    const target = targets[scenario.target];
    const server = servers[scenario.target];
    if (!target || !server) continue;
    console.log(`  ${scenario.name}: ${connectionsFor(scenario, settings)} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s …`);
    const measurement = await measure(scenario, target, settings, stempelTarget);
    if (!server.isRunning()) {
      measurement.problem = [measurement.problem, `${server.label} exited during the run; see ${logFile}`].filter(Boolean).join('; ');
    }
    measurements.push(measurement);
  }

  const clockIns = rushSettings.tenants * rushSettings.employeesPerTenant;
  console.log(`  morning rush: ${clockIns.toLocaleString('en-US')} clock-ins over ${Math.min(rushSettings.connections, clockIns)} connections …`);
  // Requests fail anyway when the server dies; this names the cause.
  const withExit = (problem: string | undefined) =>
    stempel.server.isRunning() ? problem : [problem, `${stempel.server.label} exited during the run; see ${logFile}`].filter(Boolean).join('; ');
  const rushResult = await rush.run(stempel);
  rushResult.problem = withExit(rushResult.problem);
  rushResult.goalMet &&= rushResult.problem === undefined;
  if (!postgresServerUrl) {
    console.log('  morning rush on the rush floor server (the fewest statements per clock-in, copies of the same tenants) …');
    const rushFloor = await startRushFloor({ root, logFile, cleanup, directory: rushFloorDir });
    rushResult.floor = await rush.runFloor(rushFloor.port, rushFloorDir);
    await rushFloor.stop();
  }
  console.log(`  many tenants: the first and a second request of each of ${many.settings.tenants.toLocaleString('en-US')} tenants …`);
  const manyResult = await many.run(stempel);
  manyResult.problem = withExit(manyResult.problem);
  console.log(`  rosters: ${rosterSettings.yearSeriesRuns} one-year series, then a weekly plan for 200 employees …`);
  const rosterResults = await measureRosters(stempelTarget, rosterSettings);
  rosterResults.problem = withExit(rosterResults.problem);
  console.log(`  working time: ${workingTimeSettings.employees} employees with a month of clock events, the month report, a year and the XLSX export …`);
  const workingTimeResults = await measureWorkingTime(stempelTarget, workingTimeSettings, stempel.server.pid);
  workingTimeResults.problem = withExit(workingTimeResults.problem);

  const report = buildReport(measurements, BASELINE_SCENARIO, settings, {
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    database: stempel.database,
  });
  fs.writeFileSync(resultsFile, `${JSON.stringify({ ...report, rush: rushResult, manyTenants: manyResult, rosters: rosterResults, workingTime: workingTimeResults }, null, 2)}\n`);
  console.log(
    [
      '',
      formatTable(report),
      '',
      formatThroughputGoals(report, THROUGHPUT_GOALS),
      '',
      formatRush(rushResult, stempel.database),
      '',
      formatManyTenants(manyResult, stempel.database),
      '',
      formatRosters(rosterResults, stempel.database),
      '',
      formatWorkingTime(workingTimeResults, stempel.database),
      '',
      `Results written to ${path.relative(process.cwd(), resultsFile)}`,
    ].join('\n'),
  );
  const failed =
    report.failed.length > 0 ||
    rushResult.problem !== undefined ||
    rushResult.floor?.problem !== undefined ||
    manyResult.problem !== undefined ||
    rosterResults.problem !== undefined ||
    rosterResults.measurements.some((m) => m.problem !== undefined) ||
    workingTimeResults.problem !== undefined ||
    workingTimeResults.measurements.some((m) => m.problem !== undefined);
  return failed ? 1 : 0;
}

const cleanup = new Cleanup();
// Ctrl-C or a CI timeout must not leave servers or temp data behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping servers …`);
    void cleanup.run().finally(() => process.exit(130));
  });
}

let exitCode: number;
try {
  exitCode = await main(cleanup);
} catch (error) {
  console.error(`bench: ${error instanceof SettingsError ? error.message : ((error as Error).stack ?? String(error))}`);
  exitCode = error instanceof SettingsError ? 2 : 1;
} finally {
  await cleanup.run();
}
// Exit explicitly: autocannon's and pg's handles may otherwise keep the process alive.
process.exit(exitCode);
