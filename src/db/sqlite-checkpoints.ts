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
 * blocks the server's readers or writers. The log starts again from its beginning only after it
 * was checkpointed to its end before a commit, which a tenant committing without a pause never
 * leaves the thread time for: SQLite's own checkpoint stays as the bound on the log
 * (SAFETY_NET_PAGES), and finds most of it copied already. Where the thread cannot run, the
 * checkpoint runs where it always did. A checkpoint only moves pages that are already durable
 * in the log, so none that is skipped or cut short by the process ending loses a write.
 */
// Asked every 25 commits, the thread's opening and closing of files took so much of the other core
// (the load generator's, in the bench's morning rush) that the rush gained nothing.
export const COMMITS_PER_CHECKPOINT = 100;
const SAFETY_NET_PAGES = 2_000;
/** How long checkpoints run in place after the thread failed, before a new thread is started. */
const RESTART_AFTER_MS = 60_000;

// Plain JavaScript run as the worker's script: the server may run from a bundle or through tsx,
// and neither has a file of its own for a worker to load.
const CHECKPOINT_THREAD = `
const ROUNDS = 4;
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
parentPort.on('message', (file) => {
  let error = null;
  try {
    // Never creates a file: one removed meanwhile has no log left to move.
    const database = new SQLite(file, { fileMustExist: true });
    try {
      // The server commits on while a checkpoint runs; only a log checkpointed to its end starts
      // again from its beginning at the next commit, so a few more rounds take what came meanwhile.
      for (let round = 0; round < ROUNDS; round++) {
        const [{ log, checkpointed }] = database.pragma('wal_checkpoint(PASSIVE)');
        if (checkpointed >= log) break;
      }
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

export class CheckpointThread {
  private worker: Worker | undefined;
  /** Until when no thread is started, after one failed to start or ended. */
  private pausedUntil = 0;
  /** Files whose checkpoint was asked and not yet answered, with whoever waits for it. */
  private readonly underway = new Map<string, Array<() => void>>();
  /** Files asked for again while their checkpoint ran: the commits since want one more. */
  private readonly again = new Set<string>();
  /** How many checkpoints failed (a file removed meanwhile, a damaged one); for tests and diagnosis. */
  failures = 0;

  /** `script` is the thread's code (a test gives one that fails on purpose). */
  constructor(
    private readonly script = CHECKPOINT_THREAD,
    private readonly restartAfterMs = RESTART_AFTER_MS,
  ) {}

  /** Asks for a checkpoint of `file`'s log; false if the thread cannot take it. One asked while another runs follows it. */
  ask(file: string): boolean {
    const worker = this.started();
    if (!worker) return false;
    if (this.underway.has(file)) {
      this.again.add(file);
      return true;
    }
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
    if (this.worker || Date.now() < this.pausedUntil) return this.worker;
    try {
      const require = createRequire(import.meta.url);
      const worker = new Worker(this.script, { eval: true, workerData: { driver: require.resolve(sqliteDriverPackage) } });
      worker.on('message', ({ file, error }: Finished) => {
        if (error !== null) this.failures++;
        if (this.again.delete(file) && error === null) worker.postMessage(file);
        else this.finish(file);
      });
      worker.on('error', () => this.stop(worker));
      worker.on('exit', () => this.stop(worker));
      // Idle, the thread must not keep alive a process that has nothing else to do (a CLI command).
      worker.unref();
      this.worker = worker;
    } catch {
      this.pausedUntil = Date.now() + this.restartAfterMs;
    }
    return this.worker;
  }

  private finish(file: string): void {
    const waiting = this.underway.get(file);
    this.underway.delete(file);
    if (this.underway.size === 0) this.worker?.unref();
    for (const resolve of waiting ?? []) resolve();
  }

  /**
   * A thread that failed or ended answers nothing more: what it was asked counts as done, and
   * checkpoints run in place for a while. A new thread is started after that, so one failure does
   * not put checkpoints back on the event loop for the rest of the process.
   */
  private stop(worker: Worker): void {
    // A failing thread reports an error and then its exit; the second report must not pause again.
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.pausedUntil = Date.now() + this.restartAfterMs;
    this.again.clear();
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
    if (checkpointThread.ask(database.name)) return;
    try {
      database.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // The commit before stands: a checkpoint that failed (a full disk) leaves the pages in the
      // log, and the next one takes them, as when SQLite's own fails inside a commit.
    }
  };
}
