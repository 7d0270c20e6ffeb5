import { defineConfig } from 'vitest/config';

// HTTP tests run once per database: always on embedded SQLite, and on PostgreSQL
// when STEMPEL_TEST_DATABASE_URL names a server. Unit tests of pure rules run once.
const postgres = process.env.STEMPEL_TEST_DATABASE_URL;

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true as const, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      { extends: true as const, test: { name: 'sqlite', include: ['test/**/*.test.ts'], env: { STEMPEL_TEST_DIALECT: 'sqlite' } } },
      ...(postgres
        ? [{ extends: true as const, test: { name: 'postgres', include: ['test/**/*.test.ts'], env: { STEMPEL_TEST_DIALECT: 'postgres' } } }]
        : []),
    ],
  },
});
