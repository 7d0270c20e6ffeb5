import { defineConfig } from 'vitest/config';
import UnitTestsFirst from './test/support/sequencer.js';

// HTTP tests run once per database: always on embedded SQLite, and on PostgreSQL
// when STEMPEL_TEST_DATABASE_URL names a server. Unit tests of pure rules run once.
const postgres = process.env.STEMPEL_TEST_DATABASE_URL;

// Test files run in parallel, each in its own forked process with its own data directory,
// catalog and tenants. Most of a file's time is spent waiting for a database, so a few
// more workers than cores still pay off. PostgreSQL budget (server default max_connections
// 100): a file holds one catalog pool and at most ~10 tenant pools of STEMPEL_PG_POOL_MAX 2
// (set by the harness), plus one short-lived maintenance connection:
// 3 workers x (2 + 10 x 2 + 1) = 69 at worst.
// HTTP test files share their worker's modules (isolate: false): each file still builds its own
// app, data directory and tenants, but the modules are loaded and the route schemas compiled
// once per worker instead of once per file, which was most of a file's set-up time.
const workers = Number(process.env.STEMPEL_TEST_WORKERS ?? 3);
// Unit files that replace a module (vi.mock): sharing a worker's modules, they would get the one
// another file loaded first (the audit log bound to its real repository).
const MOCKING_UNIT_TESTS = ['src/features/holidays/system-calendars.test.ts', 'src/platform/audit/audit-log.test.ts'];
// HTTP test files that replace a module of the service (vi.mock, to hold a request at a chosen
// step): sharing their worker's modules, they would get the module another file loaded first.
const MOCKING_HTTP_TESTS = [
  'test/http/absences-race.test.ts',
  'test/http/list-index-plans.test.ts',
  'test/http/payroll-close-pages.test.ts',
  'test/http/shift-model-race.test.ts',
  'test/http/export-new-hire.test.ts',
  'test/http/transfer-rename.test.ts',
  'test/http/short-work-race.test.ts',
  'test/http/roster-warnings-race.test.ts',
  'test/http/project-deletion-race.test.ts',
  'test/http/roster-races.test.ts',
  'test/http/department-tree-race.test.ts',
  'test/http/employee-exit-race.test.ts',
  'test/http/erasure-race.test.ts',
  'test/http/roster-entry-races.test.ts',
  'test/http/roles-race.test.ts',
  'test/http/cost-center-race.test.ts',
  'test/http/employee-fields-race.test.ts',
  'test/http/employee-deletion-race.test.ts',
  'test/http/payroll-project-races.test.ts',
  'test/http/roster-acknowledge-races.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // A file's last hook drops the PostgreSQL databases it could not keep for the next file, and
    // each drop waits for a checkpoint of what the whole run wrote (DROPS_A_DATABASE_MS in the harness).
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: workers,
    sequence: { sequencer: UnitTestsFirst },
    projects: [
      // Unit files share their worker's modules too; the files that replace a module (vi.mock of
      // date-holidays and vi.resetModules, of the audit repository) run in processes of their own.
      { extends: true as const, test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: MOCKING_UNIT_TESTS, isolate: false } },
      { extends: true as const, test: { name: 'unit-isolated', include: MOCKING_UNIT_TESTS } },
      { extends: true as const, test: { name: 'sqlite', include: ['test/**/*.test.ts'], exclude: MOCKING_HTTP_TESTS, isolate: false, env: { STEMPEL_TEST_DIALECT: 'sqlite' } } },
      { extends: true as const, test: { name: 'sqlite-isolated', include: MOCKING_HTTP_TESTS, env: { STEMPEL_TEST_DIALECT: 'sqlite' } } },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['test/**/*.test.ts'],
                exclude: MOCKING_HTTP_TESTS,
                isolate: false,
                env: { STEMPEL_TEST_DIALECT: 'postgres' },
                globalSetup: ['test/support/postgres-template.ts'],
              },
            },
            {
              extends: true as const,
              test: {
                name: 'postgres-isolated',
                include: MOCKING_HTTP_TESTS,
                env: { STEMPEL_TEST_DIALECT: 'postgres' },
                globalSetup: ['test/support/postgres-template.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
