import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropPostgresDatabase, postgresUrl, splitPostgresUrl } from '../src/db/connection.js';
import type { Cleanup } from './cleanup.js';
import { httpRequest } from './http.js';
import { freePort, NodeServer, runNode } from './processes.js';

export const BENCH_TENANT = 'bench';
export const BENCH_ADMIN = { code: 'admin', password: 'bench-password-1' };

// config.ts accepts at most 10,000,000 per minute; that is far above what one process serves,
// so neither limiter ever answers 429 during a run.
const UNREACHABLE_RATE_LIMIT = '10000000';

interface ServerOptions {
  /** The repository root: the cwd of every child process. */
  root: string;
  logFile: string;
  cleanup: Cleanup;
}

export async function startBaseline({ root, logFile, cleanup }: ServerOptions): Promise<NodeServer> {
  const port = await freePort();
  const server = new NodeServer({
    label: 'baseline Fastify server',
    args: ['--import', 'tsx', 'bench/baseline-server.ts'],
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    logFile,
    port,
  });
  cleanup.add(server.label, () => server.stop());
  await server.waitUntilHealthy('/');
  return server;
}

export interface Stempel {
  server: NodeServer;
  database: 'sqlite' | 'postgres';
  /** The Host header that selects the bench tenant. */
  tenantHost: string;
  /** Logs in as the bench tenant's Workspace Admin and returns the bearer token. */
  login(): Promise<string>;
}

/** Inherited STEMPEL_* settings are dropped so a run depends only on the harness and BENCH_* variables. */
function environmentWithoutStempelSettings(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('STEMPEL_')));
}

/**
 * Provisions the bench tenant through the CLI, then runs `stempel serve`. With a PostgreSQL
 * server URL, the catalog gets a fresh database per run so runs never collide and can be dropped.
 */
export async function startStempel({
  root,
  logFile,
  cleanup,
  postgresServerUrl,
  extraEnv = {},
  label = 'stempel serve',
}: ServerOptions & { postgresServerUrl?: string; extraEnv?: Record<string, string>; label?: string }): Promise<Stempel> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-bench-'));
  cleanup.add(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }));

  const env: NodeJS.ProcessEnv = {
    ...environmentWithoutStempelSettings(),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    STEMPEL_DATA_DIR: dataDir,
    STEMPEL_RATE_LIMIT_PER_MINUTE: UNREACHABLE_RATE_LIMIT,
    STEMPEL_TOKEN_RATE_LIMIT_PER_MINUTE: UNREACHABLE_RATE_LIMIT,
    ...extraEnv,
  };
  const cli = (label: string, args: string[]) =>
    runNode({ label, args: ['bin/stempel.mjs', ...args], cwd: root, env, logFile });

  if (postgresServerUrl) {
    const { serverUrl } = splitPostgresUrl(postgresServerUrl);
    const catalogDatabase = `stempel_bench_${randomBytes(4).toString('hex')}`;
    env.STEMPEL_DATABASE_URL = postgresUrl(serverUrl, catalogDatabase);
    cleanup.add(`drop database ${catalogDatabase}`, () => dropPostgresDatabase(serverUrl, catalogDatabase));
  }

  await cli('stempel tenant create', [
    'tenant', 'create', BENCH_TENANT,
    '--admin-code', BENCH_ADMIN.code,
    '--admin-password', BENCH_ADMIN.password,
  ]);
  // SQLite tenant files live in dataDir; a PostgreSQL tenant database must be dropped on its own.
  if (postgresServerUrl) cleanup.add('stempel tenant delete', () => cli('stempel tenant delete', ['tenant', 'delete', BENCH_TENANT, '--yes']));

  const server = new NodeServer({ label, args: ['bin/stempel.mjs', 'serve'], cwd: root, env, logFile, port });
  cleanup.add(server.label, () => server.stop());
  await server.waitUntilHealthy('/health');

  const tenantHost = `${BENCH_TENANT}.localhost:${port}`;
  return {
    server,
    database: postgresServerUrl ? 'postgres' : 'sqlite',
    tenantHost,
    async login() {
      const response = await httpRequest({
        port,
        method: 'POST',
        path: '/rest/login',
        headers: { host: tenantHost, 'content-type': 'application/json' },
        body: JSON.stringify(BENCH_ADMIN),
      });
      const token = response.status === 200 ? (JSON.parse(response.body) as { data?: { access_token?: string } }).data?.access_token : undefined;
      if (!token) throw new Error(`Login as ${BENCH_ADMIN.code} failed: ${response.status} ${response.body.slice(0, 300)}`);
      return token;
    },
  };
}
