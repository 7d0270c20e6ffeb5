import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPostgresDatabase, dropPostgresDatabase, postgresUrl, splitPostgresUrl } from '../src/db/connection.js';
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

/**
 * The floor server (bench/floor-server.ts) with its own tenant database, and the token it accepts: a
 * SQLite file, or with a PostgreSQL server URL a fresh database there, dropped after the run.
 */
export async function startFloor({ root, logFile, cleanup, postgresServerUrl }: ServerOptions & { postgresServerUrl?: string }): Promise<{ server: NodeServer; token: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-bench-floor-'));
  cleanup.add(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseEnv: Record<string, string> = {};
  if (postgresServerUrl) {
    const { serverUrl } = splitPostgresUrl(postgresServerUrl);
    const database = `stempel_bench_floor_${randomBytes(4).toString('hex')}`;
    await createPostgresDatabase(serverUrl, database);
    cleanup.add(`drop database ${database}`, () => whenPostgresHasRoom(() => dropPostgresDatabase(serverUrl, database)));
    databaseEnv.FLOOR_DATABASE_URL = postgresUrl(serverUrl, database);
  }
  const token = randomBytes(32).toString('base64url');
  const server = new NodeServer({
    label: 'floor server',
    args: ['--import', 'tsx', 'bench/floor-server.ts'],
    cwd: root,
    env: { ...environmentWithoutStempelSettings(), PORT: String(port), FLOOR_DATA_DIR: dataDir, FLOOR_TOKEN: token, ...databaseEnv },
    logFile,
    port,
  });
  cleanup.add(server.label, () => server.stop());
  await server.waitUntilHealthy('/');
  return { server, token };
}

/** The rush floor server (bench/rush-floor-server.ts) on copies of the rush tenants' SQLite files in `directory`. */
export async function startRushFloor({ root, logFile, cleanup, directory }: ServerOptions & { directory: string }): Promise<NodeServer> {
  const port = await freePort();
  const server = new NodeServer({
    label: 'rush floor server',
    args: ['--import', 'tsx', 'bench/rush-floor-server.ts'],
    cwd: root,
    env: { ...environmentWithoutStempelSettings(), PORT: String(port), RUSH_FLOOR_DIR: directory },
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
  /** Runs a node command to completion with the server's environment, so it sees the same databases. */
  node(label: string, args: string[]): Promise<void>;
}

/** A step between provisioning the bench tenant and starting the server, e.g. a bulk setup script. */
export interface PrepareContext {
  /** The server's STEMPEL_DATA_DIR; removed after the run, so temp files may go here too. */
  dataDir: string;
  node(label: string, args: string[]): Promise<void>;
}

const TOO_MANY_CONNECTIONS = '53300';

/**
 * Retries while PostgreSQL has no connection slot left: a server that just stopped may have held
 * them all (one pool per open tenant), and the slots come free a moment after it exits.
 */
async function whenPostgresHasRoom(work: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== TOO_MANY_CONNECTIONS || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Drops every tenant database of one catalog: their names start with the catalog's name and an
 * underscore, so the bench tenant and whatever a prepare step provisioned go with one query.
 */
async function dropTenantDatabases(serverUrl: string, catalogDatabase: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl(serverUrl, 'postgres'), connectionTimeoutMillis: 5_000 });
  await client.connect();
  let names: string[];
  try {
    const result = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [`${catalogDatabase}_`]);
    names = result.rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
  for (const name of names) await dropPostgresDatabase(serverUrl, name);
}

/** Inherited STEMPEL_* settings are dropped so a run depends only on the harness and BENCH_* variables. */
function environmentWithoutStempelSettings(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('STEMPEL_')));
}

/**
 * Provisions the bench tenant through the CLI, runs the prepare step if any, then `stempel serve`. With a PostgreSQL
 * server URL, the catalog gets a fresh database per run so runs never collide and can be dropped.
 */
export async function startStempel({
  root,
  logFile,
  cleanup,
  postgresServerUrl,
  extraEnv = {},
  label = 'stempel serve',
  prepare,
  nodeOptions = [],
}: ServerOptions & {
  postgresServerUrl?: string;
  extraEnv?: Record<string, string>;
  label?: string;
  /** Options for the server's node process only (not the CLI steps before it), e.g. --cpu-prof. */
  nodeOptions?: string[];
  /** Runs before the server starts, with its environment (same STEMPEL_DATA_DIR and STEMPEL_DATABASE_URL). */
  prepare?: (context: PrepareContext) => Promise<void>;
}): Promise<Stempel> {
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
  const node = (label: string, args: string[]) => runNode({ label, args, cwd: root, env, logFile });
  const cli = (label: string, args: string[]) => node(label, ['bin/stempel.mjs', ...args]);

  if (postgresServerUrl) {
    const { serverUrl } = splitPostgresUrl(postgresServerUrl);
    const catalogDatabase = `stempel_bench_${randomBytes(4).toString('hex')}`;
    env.STEMPEL_DATABASE_URL = postgresUrl(serverUrl, catalogDatabase);
    cleanup.add(`drop database ${catalogDatabase}`, () => whenPostgresHasRoom(() => dropPostgresDatabase(serverUrl, catalogDatabase)));
    // Registered before the server starts, so it runs after the server has stopped.
    cleanup.add(`drop the tenant databases of ${catalogDatabase}`, () => whenPostgresHasRoom(() => dropTenantDatabases(serverUrl, catalogDatabase)));
  }

  await cli('stempel tenant create', [
    'tenant', 'create', BENCH_TENANT,
    '--admin-code', BENCH_ADMIN.code,
    '--admin-password', BENCH_ADMIN.password,
  ]);
  await prepare?.({ dataDir, node });

  const server = new NodeServer({ label, args: [...nodeOptions, 'bin/stempel.mjs', 'serve'], cwd: root, env, logFile, port });
  cleanup.add(server.label, () => server.stop());
  await server.waitUntilHealthy('/health');

  const tenantHost = `${BENCH_TENANT}.localhost:${port}`;
  return {
    server,
    database: postgresServerUrl ? 'postgres' : 'sqlite',
    tenantHost,
    node,
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
