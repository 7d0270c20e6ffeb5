import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { sqliteDriverPackage, type SQLiteDatabase } from './sqlite-driver.js';

/**
 * Checkpoints of SQLite's write-ahead logs, run on a thread of their own.
 *
 * A commit in WAL mode appends the changed pages to the file's log; a checkpoint copies them back
 * into the database file and syncs it, which `synchronous = NORMAL` needs to keep the file whole
 * on a power loss. SQLite runs it itself inside the commit that grows the log past 1,000 pages,
 * on the thread that commits: for the server that is the event loop, which then stalls for the
 * pages' writes and an fsync while every other request waits (the morning rush's p99). Here the
 * server's connections leave that work to a second connection on a worker thread: every
 * COMMITS_PER_CHECKPOINT committed writes to a file ask it for a PASSIVE checkpoint, which never
 * blocks the server's readers or writers. SQLite's own checkpoint stays as a bound on the log
 * (SAFETY_NET_PAGES) should the thread fall behind, and where the thread cannot run, the
 * checkpoint runs where it always did. A checkpoint only moves pages that are already durable
 * in the log, so none that is skipped or cut short by the process ending loses a write.
 */
export const COMMITS_PER_CHECKPOINT = 100;
const SAFETY_NET_PAGES = 10_000;

// Plain JavaScript run as the worker's script: the server may run from a bundle or through tsx,
// and neither has a file of its own for a worker to load.
const CHECKPOINT_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
parentPort.on('message', (file) => {
  let error = null;
  try {
    // Never creates a file: one removed meanwhile has no log left to move.
    const database = new SQLite(file, { fileMustExist: true });
    try {
      database.pragma('wal_checkpoint(PASSIVE)');
    } finally {
      database.close();
    }
  } catch (caught) {
    error = String((caught && caught.message) || caught);
  }
  parentPort.postMessage({ file, error });
});
`;

interface Finished {
  file: string;
  error: string | null;
}

class CheckpointThread {
  private worker: Worker | undefined;
  private broken = false;
  /** Files whose checkpoint was asked and not yet answered, with whoever waits for it. */
  private readonly underway = new Map<string, Array<() => void>>();
  /** How many checkpoints failed (a file removed meanwhile, a damaged one); for tests and diagnosis. */
  failures = 0;

  /** Asks for a checkpoint of `file`'s log; false if the thread cannot take it. One already underway covers it. */
  ask(file: string): boolean {
    const worker = this.started();
    if (!worker) return false;
    if (this.underway.has(file)) return true;
    // While a checkpoint runs, the thread keeps the process alive: someone may wait for it (settled).
    if (this.underway.size === 0) worker.ref();
    this.underway.set(file, []);
    worker.postMessage(file);
    return true;
  }

  /** Resolves once no checkpoint of `file` is asked or running, so its files can be removed. */
  settled(file: string): Promise<void> {
    const waiting = this.underway.get(file);
    if (!waiting) return Promise.resolve();
    return new Promise((resolve) => waiting.push(resolve));
  }

  private started(): Worker | undefined {
    if (this.worker || this.broken) return this.worker;
    try {
      const require = createRequire(import.meta.url);
      const worker = new Worker(CHECKPOINT_THREAD, { eval: true, workerData: { driver: require.resolve(sqliteDriverPackage) } });
      worker.on('message', ({ file, error }: Finished) => {
        if (error !== null) this.failures++;
        this.finish(file);
      });
      worker.on('error', () => this.stop());
      worker.on('exit', () => this.stop());
      // Idle, the thread must not keep alive a process that has nothing else to do (a CLI command).
      worker.unref();
      this.worker = worker;
    } catch {
      this.broken = true;
    }
    return this.worker;
  }

  private finish(file: string): void {
    const waiting = this.underway.get(file);
    this.underway.delete(file);
    if (this.underway.size === 0) this.worker?.unref();
    for (const resolve of waiting ?? []) resolve();
  }

  /** A thread that failed or ended answers nothing more: what it was asked counts as done, and checkpoints run in place from now on. */
  private stop(): void {
    this.worker = undefined;
    this.broken = true;
    for (const file of [...this.underway.keys()]) this.finish(file);
  }
}

export const checkpointThread = new CheckpointThread();

/**
 * Hands `database`'s checkpoints to the checkpoint thread. The returned function is called after
 * each committed write (a transaction's commit, a statement outside one).
 */
export function checkpointElsewhere(database: SQLiteDatabase): () => void {
  database.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
  let commits = 0;
  return () => {
    if (++commits < COMMITS_PER_CHECKPOINT) return;
    commits = 0;
    if (!checkpointThread.ask(database.name)) database.pragma('wal_checkpoint(PASSIVE)');
  };
}
