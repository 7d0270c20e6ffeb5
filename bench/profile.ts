// npm run bench:profile: where a request's time goes. For each profiled scenario a fresh Stempel
// server runs under `node --cpu-prof` while autocannon loads it as `npm run bench` does; the
// profile is written when the server shuts down and summarised next to it in bench/profiles/.
// Open a .cpuprofile in Chrome DevTools (Performance, "Load profile") or speedscope for the
// flame graph. The morning rush is profiled the same way. Knobs: BENCH_DURATION (seconds,
// default 5), BENCH_CONNECTIONS (default 32), BENCH_DATABASE_URL (a postgres:// server; default
// embedded SQLite), BENCH_RUSH_TENANTS and BENCH_RUSH_EMPLOYEES (default 100 each), BENCH_TENANTS
// (many-tenants scenario; default 1,000 on SQLite, 300 on PostgreSQL), BENCH_PROFILE (which
// profiles, by file name, comma-separated: rest-root,rest-employees,rest-locations,rush,many-tenants;
// default all).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cleanup } from './cleanup.js';
import { formatSummary, summarizeProfile, type CpuProfile } from './cpu-profile.js';
import { measure, type Measurement, type Settings } from './measure.js';
import { manyTenants } from './many-tenants.js';
import { morningRush } from './rush.js';
import { BASELINE_SCENARIO, scenarios } from './scenarios.js';
import { startBaseline, startStempel, type PrepareContext, type Stempel } from './servers.js';
import { positiveNumber } from './settings.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const profilesDir = path.join(root, 'bench', 'profiles');
const logFile = path.join(root, 'bench', 'results', 'profile.log');

const PROFILED: Array<{ scenario: string; file: string }> = [
  { scenario: 'GET /rest/', file: 'rest-root' },
  { scenario: 'GET /rest/employees', file: 'rest-employees' },
  { scenario: 'GET /rest/locations', file: 'rest-locations' },
];

/** Parts whose whole cost (their frames and what they call) is worth a line of its own. */
const INCLUSIVE_PARTS = [
  'src/platform/audit',
  'src/platform/access',
  'src/platform/tenancy',
  'src/platform/rate-limit',
  'src/features/identity',
  'kysely',
  'better-sqlite3',
  'pg',
  'pino',
  'ajv',
  'fast-json-stringify',
];

function describe(measurement: Measurement): string {
  const { requestsPerSecond, latencyMs, problem } = measurement;
  return `${Math.round(requestsPerSecond).toLocaleString('en-US')} req/s, p50 ${latencyMs.p50.toFixed(1)} ms, p99 ${latencyMs.p99.toFixed(1)} ms${problem ? ` (${problem})` : ''}`;
}

async function main(cleanup: Cleanup): Promise<void> {
  const settings: Settings = {
    durationSeconds: positiveNumber('BENCH_DURATION', 5, { integer: false }),
    warmupSeconds: 1,
    connections: positiveNumber('BENCH_CONNECTIONS', 32, { integer: true }),
  };
  const postgresServerUrl = process.env.BENCH_DATABASE_URL?.trim() || undefined;
  fs.mkdirSync(profilesDir, { recursive: true });
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.writeFileSync(logFile, '');

  const baseline = await startBaseline({ root, logFile, cleanup });
  const helloWorld = await measure(scenarios.find((s) => s.name === BASELINE_SCENARIO)!, { port: baseline.port }, settings);
  console.log(`  ${BASELINE_SCENARIO} (not profiled): ${describe(helloWorld)}`);

  const database = postgresServerUrl ? 'postgres' : 'sqlite';
  const sections: string[] = [];
  /** Runs `work` against a fresh server under the profiler and summarises the profile it leaves. */
  const profiled = async (
    name: string,
    file: string,
    /** Lines about the run, and how many of the profile's last milliseconds were the measured load. */
    work: (stempel: Stempel) => Promise<{ lines: string[]; measuredMs: number }>,
    prepare?: (context: PrepareContext) => Promise<void>,
  ) => {
    const rawDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-profile-'));
    cleanup.add(`remove ${rawDir}`, () => fs.rmSync(rawDir, { recursive: true, force: true }));
    const stempel = await startStempel({
      root,
      logFile,
      cleanup,
      postgresServerUrl,
      label: `stempel serve (profiling ${name})`,
      nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${rawDir}`],
      // From the TypeScript files rather than the bundle, so the profile names each function's file.
      extraEnv: { STEMPEL_RUN_FROM_SOURCES: '1' },
      ...(prepare ? { prepare } : {}),
    });
    const { lines, measuredMs } = await work(stempel);
    await stempel.server.stop();
    // Every thread writes one (tsx's module loader runs in a thread of its own); thread 0 serves.
    const main = fs.readdirSync(rawDir).find((name) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(name));
    if (!main) throw new Error(`${stempel.server.label} wrote no profile of its main thread; see ${logFile}`);
    const raw = path.join(rawDir, main);
    const profileFile = `${file}.${database}.cpuprofile`;
    fs.copyFileSync(raw, path.join(profilesDir, profileFile));
    const summary = summarizeProfile(JSON.parse(fs.readFileSync(raw, 'utf8')) as CpuProfile, root, INCLUSIVE_PARTS, measuredMs);
    sections.push(
      formatSummary(`${name} (${postgresServerUrl ? 'PostgreSQL' : 'SQLite'})`, summary, [
        `Profile: [${profileFile}](${profileFile}); the tables count only its last ${(measuredMs / 1000).toFixed(1)} s, the measured load (and the server's shutdown), not start-up.`,
        ...lines,
      ]),
    );
  };

  const chosen = process.env.BENCH_PROFILE?.split(',').map((name) => name.trim()).filter(Boolean);
  const wanted = (file: string) => !chosen?.length || chosen.includes(file);

  for (const { scenario: name, file } of PROFILED.filter(({ file }) => wanted(file))) {
    const scenario = scenarios.find((s) => s.name === name)!;
    await profiled(name, file, async (stempel) => {
      const target = { port: stempel.server.port, host: stempel.tenantHost, token: await stempel.login() };
      const measurement = await measure(scenario, target, settings, target);
      console.log(`  ${name} (profiled): ${describe(measurement)}`);
      return {
        lines: [
          `Load: ${settings.durationSeconds} s at ${measurement.connections} connections after a ${settings.warmupSeconds} s warm-up.`,
          `Under the profiler: ${describe(measurement)}; hello world in the same run: ${describe(helloWorld)}.`,
        ],
        measuredMs: measurement.durationSeconds * 1000,
      };
    });
  }

  if (wanted('rush')) await profileRush();
  if (wanted('many-tenants')) await profileManyTenants();

  async function profileRush() {
    const rush = morningRush({
      tenants: positiveNumber('BENCH_RUSH_TENANTS', 100, { integer: true }),
      employeesPerTenant: positiveNumber('BENCH_RUSH_EMPLOYEES', 100, { integer: true }),
      connections: positiveNumber('BENCH_RUSH_CONNECTIONS', 64, { integer: true }),
    });
    await profiled(
      'morning rush',
      'rush',
      async (stempel) => {
        const started = performance.now();
        const result = await rush.run(stempel);
        const measuredMs = performance.now() - started;
        const { clockInsPerSecond, latencyMs, requests, problem } = result;
        console.log(`  morning rush (profiled): ${Math.round(clockInsPerSecond)} clock-ins/s, p99 ${latencyMs.p99.toFixed(1)} ms${problem ? ` (${problem})` : ''}`);
        return {
          lines: [
            `Load: ${requests.toLocaleString('en-US')} terminal clock-ins over ${result.settings.connections} connections (${result.settings.tenants} tenants × ${result.settings.employeesPerTenant} employees), with the check that none was lost or doubled.`,
            `Under the profiler: ${Math.round(clockInsPerSecond).toLocaleString('en-US')} clock-ins/s, p50 ${latencyMs.p50.toFixed(1)} ms, p99 ${latencyMs.p99.toFixed(1)} ms${problem ? ` (${problem})` : ''}.`,
          ],
          measuredMs,
        };
      },
      (context) => rush.prepare(context),
    );
  }

  async function profileManyTenants() {
    const many = manyTenants({
      tenants: positiveNumber('BENCH_TENANTS', postgresServerUrl ? 300 : 1_000, { integer: true }),
      connections: 64,
      loginEvery: 20,
    });
    await profiled(
      'many tenants',
      'many-tenants',
      async (stempel) => {
        const result = await many.run(stempel);
        const { cold, warm, statusCodes, errors, durationSeconds, problem } = result;
        const answers = Object.entries(statusCodes).map(([status, n]) => `${n} × ${status}`).join(', ');
        console.log(`  many tenants (profiled): cold p99 ${cold.p99.toFixed(0)} ms, warm p99 ${warm.p99.toFixed(0)} ms${problem ? ` (${problem})` : ''}`);
        return {
          lines: [
            `Load: the first and a second GET /rest/employees?limit=25 of each of ${result.settings.tenants.toLocaleString('en-US')} tenants, and every ${result.settings.loginEvery}th tenant's login, over ${result.settings.connections} connections.`,
            `Under the profiler: cold p50 ${cold.p50.toFixed(0)} ms, p99 ${cold.p99.toFixed(0)} ms; warm p50 ${warm.p50.toFixed(0)} ms, p99 ${warm.p99.toFixed(0)} ms; answers ${answers}; ${errors} failed requests; ${durationSeconds.toFixed(1)} s.`,
          ],
          measuredMs: durationSeconds * 1000,
        };
      },
      (context) => many.prepare(context),
    );
  }

  // A run of some profiles only leaves the summary of all of them alone.
  const summaryFile = path.join(profilesDir, `summary.${database}${chosen?.length ? `.${chosen.join('+')}` : ''}.md`);
  fs.writeFileSync(
    summaryFile,
    [
      `# CPU profiles of the request path (${postgresServerUrl ? 'PostgreSQL' : 'SQLite'})`,
      '',
      `Written by \`npm run bench:profile\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}. See README.md for what they show.`,
      '',
      ...sections,
    ].join('\n'),
  );
  console.log(`Profiles and ${path.relative(process.cwd(), summaryFile)} written.`);
}

const cleanup = new Cleanup();
try {
  await main(cleanup);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanup.run();
}
