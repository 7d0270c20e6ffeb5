import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';

/**
 * Real processes for the fault tests: Stempel servers and CLI commands started from
 * bin/stempel.mjs, and a Redis server of the test's own. Everything listens on 127.0.0.1
 * on a free port; nothing shared with other tests or agents is stopped.
 */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** A redis-server of the test's own, without persistence; kill() and start() again on the same port. */
export class RedisProcess {
  private child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisProcess> {
    const redis = new RedisProcess(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    await waitFor(() => output.includes('Ready to accept connections') || child.exitCode !== null, 10_000, 'redis-server');
    if (child.exitCode !== null) throw new Error(`redis-server did not start: ${output}`);
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    child.kill('SIGKILL');
    await exited(child);
  }
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json(): Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test assertions read nested fields
  ms: number;
}

/** One HTTP request to 127.0.0.1 with the tenant's Host header (fetch cannot set Host). */
export function httpRequest(
  port: number,
  options: { method?: string; path: string; host: string; body?: unknown; token?: string; timeoutMs?: number; agent?: http.Agent },
): Promise<HttpAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { host: options.host };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const request = http.request(
      { host: '127.0.0.1', port, path: options.path, method: options.method ?? 'GET', headers, timeout: options.timeoutMs ?? 15_000, agent: options.agent },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            json: () => JSON.parse(body),
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${options.method ?? 'GET'} ${options.path} timed out`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** A `stempel serve` process; its stdout (the JSON log lines) is kept for assertions. */
export class StempelServer {
  output = '';

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {}

  static async start(env: Record<string, string>, timeoutMs = 120_000): Promise<StempelServer> {
    const port = await freePort();
    const child = spawn(process.execPath, ['bin/stempel.mjs', 'serve'], {
      env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new StempelServer(child, port);
    child.stdout?.on('data', (chunk) => (server.output += chunk));
    child.stderr?.on('data', (chunk) => (server.output += chunk));
    try {
      await waitFor(() => server.output.includes('Stempel is listening') || child.exitCode !== null, timeoutMs, 'stempel serve');
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
    if (child.exitCode !== null) throw new Error(`stempel serve exited with ${child.exitCode}: ${server.output}`);
    return server;
  }

  /** The JSON log lines whose msg contains the text. */
  logLines(text: string): Array<Record<string, unknown>> {
    return this.output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => typeof line.msg === 'string' && line.msg.includes(text));
  }

  request(tenant: string, options: Omit<Parameters<typeof httpRequest>[1], 'host'>): Promise<HttpAnswer> {
    return httpRequest(this.port, { ...options, host: `${tenant}.localhost:${this.port}` });
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    this.child.kill(signal);
    return exited(this.child);
  }
}

/** A CLI command in a process of its own, as an operator's shell would start it. */
export function stempelProcess(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['bin/stempel.mjs', ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  return exited(child).then((code) => ({ code, stdout, stderr }));
}

/** A CLI command run in this process (faster than a process of its own where that is not the point). */
export async function stempel(args: string[], env: Record<string, string>) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { env, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

/**
 * A PostgreSQL cluster of the test's own (initdb + pg_ctl on a free port under a temporary
 * directory), so it can be stopped and started without touching the shared server. As root,
 * the tools run as the postgres OS user, since PostgreSQL refuses to run as root.
 */
export class PostgresCluster {
  private constructor(
    private readonly directory: string,
    readonly port: number,
  ) {}

  static available(): boolean {
    return execTool('initdb', ['--version']) !== undefined;
  }

  static async create(maxConnections = 100): Promise<PostgresCluster> {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-pg-'));
    fs.chmodSync(directory, 0o777);
    const cluster = new PostgresCluster(directory, await freePort());
    runTool('initdb', ['-D', cluster.dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    fs.appendFileSync(
      path.join(cluster.dataDir, 'postgresql.conf'),
      `\nport = ${cluster.port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${directory}'\nmax_connections = ${maxConnections}\nfsync = off\n`,
    );
    cluster.start();
    return cluster;
  }

  private get dataDir(): string {
    return path.join(this.directory, 'data');
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/`;
  }

  start(): void {
    runTool('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.directory, 'log'), '-w', 'start']);
  }

  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    runTool('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', 'stop']);
  }

  remove(): void {
    execTool('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
    fs.rmSync(this.directory, { recursive: true, force: true });
  }
}

function toolCommand(tool: string, args: string[]): [string, string[]] {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', tool, ...args]] : [tool, args];
}

function runTool(tool: string, args: string[]): string {
  const [command, argv] = toolCommand(tool, args);
  return execFileSync(command, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function execTool(tool: string, args: string[]): string | undefined {
  try {
    return runTool(tool, args);
  } catch {
    return undefined;
  }
}
