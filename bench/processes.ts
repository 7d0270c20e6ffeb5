import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { httpRequest } from './http.js';

const STOP_TIMEOUT_MS = 15_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface NodeProcessOptions {
  /** Shown in messages. */
  label: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** stdout and stderr are appended here, so the benchmark process never has to read them. */
  logFile: string;
}

function spawnNode({ args, cwd, env, logFile }: NodeProcessOptions): ChildProcess {
  const log = fs.openSync(logFile, 'a');
  try {
    return spawn(process.execPath, args, { cwd, env, stdio: ['ignore', log, log] });
  } finally {
    fs.closeSync(log);
  }
}

function logTail(logFile: string, lines = 20): string {
  try {
    const text = fs.readFileSync(logFile, 'utf8').trimEnd();
    return text.split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function failure(options: NodeProcessOptions, message: string): Error {
  const tail = logTail(options.logFile);
  return new Error(`${options.label} ${message}${tail ? `\n--- last lines of ${options.logFile} ---\n${tail}` : ''}`);
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Runs a node command to completion, e.g. a CLI call; rejects with its output when it fails. */
export async function runNode(options: NodeProcessOptions): Promise<void> {
  const child = spawnNode(options);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw failure(options, `exited with code ${code}`);
}

/** A long-running node server; call waitUntilHealthy before sending load. */
export class NodeServer {
  private readonly child: ChildProcess;
  private stopping: Promise<void> | undefined;
  private spawnError: Error | undefined;

  constructor(private readonly options: NodeProcessOptions & { port: number }) {
    this.child = spawnNode(options);
    this.child.once('error', (error) => {
      this.spawnError = error;
    });
  }

  get label(): string {
    return this.options.label;
  }

  get port(): number {
    return this.options.port;
  }

  /** The server's process id, for reading its memory while it works. */
  get pid(): number | undefined {
    return this.child.pid;
  }

  isRunning(): boolean {
    return !this.spawnError && !exited(this.child);
  }

  /** Polls GET path until it answers 200; fails early when the process dies. */
  async waitUntilHealthy(path: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let lastProblem = 'no answer yet';
    while (Date.now() < deadline) {
      if (this.spawnError) throw failure(this.options, `could not start: ${this.spawnError.message}`);
      if (exited(this.child)) {
        throw failure(this.options, `exited (${this.child.exitCode ?? this.child.signalCode}) before GET ${path} answered`);
      }
      try {
        const response = await httpRequest({ port: this.port, path, timeoutMs: 1_000 });
        if (response.status === 200) return;
        lastProblem = `status ${response.status}`;
      } catch (error) {
        lastProblem = (error as Error).message;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw failure(this.options, `did not answer GET ${path} with 200 within ${timeoutMs} ms (last: ${lastProblem})`);
  }

  /** SIGTERM, then SIGKILL if it does not exit in time. Safe to call more than once. */
  stop(): Promise<void> {
    this.stopping ??= new Promise<void>((resolve) => {
      if (this.spawnError || exited(this.child)) return resolve();
      const kill = setTimeout(() => this.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      this.child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      this.child.kill('SIGTERM');
    });
    return this.stopping;
  }
}
