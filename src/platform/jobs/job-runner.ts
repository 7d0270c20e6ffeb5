import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { ModuleId } from '../access/modules.js';
import { uuidv7 } from '../ids.js';
import type { Tenant } from '../tenancy/tenant.js';
import { TenantMovingError, type TenantDatabases, type TenantDb, type TenantLease } from '../tenancy/tenant-databases.js';
import type { BackgroundLane } from './background-lane.js';
import { retryDelayMs, type BackoffPolicy } from './backoff.js';
import * as repository from './jobs.repository.js';
import type { JobRow, JobsDb } from './jobs.repository.js';

export type { JobRow } from './jobs.repository.js';

export const DEFAULT_MAX_ATTEMPTS = 6;

export interface NewJob {
  kind: string;
  /** Plain JSON; everything the handler needs, as it must not depend on process memory. */
  payload: Record<string, unknown>;
  /** Not before this instant; now when absent. */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Queues a job. Pass the transaction of the business change that causes it, so the job
 * exists exactly when that change was committed (transactional outbox). After the commit,
 * call `JobRunner.notify(slug)` so it runs at once instead of at the next poll.
 */
export async function enqueueJob(db: JobsDb, job: NewJob, now = new Date()): Promise<JobRow> {
  const at = now.toISOString();
  const row: JobRow = {
    id: uuidv7(now.getTime()),
    kind: job.kind,
    job_payload: job.payload,
    status: 'queued',
    attempts: 0,
    max_attempts: Math.max(1, job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS),
    run_at: (job.runAt ?? now).toISOString(),
    lease_owner: null,
    lease_until: null,
    last_error: null,
    created_at: at,
    updated_at: at,
    finished_at: null,
  };
  await repository.insert(db, row);
  return row;
}

/** Thrown by a handler when trying again cannot help: the job is dead at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** Thrown by a handler when the other side named a pause (e.g. Retry-After); the retry waits at least that long. */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly afterMs: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'RetryLaterError';
  }
}

export interface JobContext<P> {
  slug: string;
  tenant: Tenant;
  db: TenantDb;
  job: JobRow;
  payload: P;
  /** Aborted when the runner shuts down or lost the job's lease; long handlers should stop early. */
  signal: AbortSignal;
}

/** Resolves: done. Throws: retried later, dead after max_attempts. Throws PermanentJobError: dead now. */
export type JobHandler<P = Record<string, unknown>> = (context: JobContext<P>) => Promise<void>;

/**
 * Runs once a job of the kind is dead, whatever killed it (its handler threw on the last
 * attempt, or the runner died during it): the business record the job was working on must
 * say so instead of waiting for a job that will never run again. `db` is the transaction that
 * marks the job dead: both commit together, and a hook that fails leaves the job to be found
 * exhausted again once its lease runs out.
 */
export type DeadJobHook<P = Record<string, unknown>> = (context: Omit<JobContext<P>, 'signal'> & { error: string }) => Promise<void>;

/**
 * Ends, instead of its handler, a job whose module the tenant has switched off by the time it
 * runs: the module's routes answer 403, so its work must not go on in the background either. It
 * records why on the record the job works on; its outcome is a handler's (resolves: done, throws
 * PermanentJobError: dead now, with that message as the job's `last_error`).
 */
export type ModuleOffHook<P = Record<string, unknown>> = (context: JobContext<P> & { module: ModuleId }) => Promise<void>;

/** The module a kind's jobs belong to, and how one is ended while that module is off. */
export interface JobModule<P = Record<string, unknown>> {
  /** Always the same, or read from the job's payload (undefined: that job belongs to no module). */
  of: ModuleId | ((payload: P) => ModuleId | undefined);
  onOff: ModuleOffHook<P>;
}

/** What the runner does for a kind besides running its handler. */
export interface JobKindHooks<P = Record<string, unknown>> {
  onDead?: DeadJobHook<P>;
  module?: JobModule<P>;
}

/** A job kind as its feature defines it: the handler with its hooks, so whoever registers it gets them all. */
export interface JobKind<P = Record<string, unknown>> extends JobKindHooks<P> {
  run: JobHandler<P>;
}

export interface JobRunnerOptions {
  /** Jobs claimed (and run side by side) per tenant and round. */
  batch: number;
  /** How long a claimed job belongs to this runner; renewed while its handler runs. */
  leaseMs: number;
  /** Longest pause before a tenant with waiting or running jobs is looked at again (safety net). */
  pollMs: number;
  backoff: BackoffPolicy;
  /** How long close() waits for running handlers before giving their jobs back. */
  shutdownMs: number;
  /** Identifies this runner in lease_owner; unique per runner when absent. */
  owner?: string;
  /**
   * Bounds the looks this runner plans itself (a timer fired); jobs queued by a request are
   * looked at at once. Unbounded when absent.
   */
  lane?: BackgroundLane;
  now?: () => Date;
  random?: () => number;
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;

interface Running {
  slug: string;
  tenant: Tenant;
  db: TenantDb;
  job: JobRow;
  controller: AbortController;
  done: Promise<void>;
  abandoned: boolean;
}

// A wake-up is never scheduled sooner than this, so a job that cannot be claimed yet cannot spin the loop.
const MIN_WAKE_MS = 25;
// The longest delay a Node.js timer takes; a wake later than that is looked at again then.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Runs the jobs of every tenant database. A tenant is looked at when its database is opened
 * (work a stopped process left behind), when `notify` says something was queued, and then
 * again when its next job is due or a foreign lease runs out, at the latest after `pollMs`.
 * A tenant without waiting or running jobs costs nothing until one of these happens.
 */
export class JobRunner {
  readonly owner: string;
  private readonly handlers = new Map<string, JobHandler<never>>();
  private readonly deadHooks = new Map<string, DeadJobHook<never>>();
  private readonly modules = new Map<string, JobModule<never>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Per tenant, when its next job wants a runner: what each timer is for. */
  private readonly wakes = new Map<string, string>();
  private readonly chains = new Map<string, Promise<void>>();
  /** Per tenant, the round that is still claiming: told of jobs due meanwhile instead of a round after it. */
  private readonly openRounds = new Map<string, { wake(): void }>();
  private readonly running = new Map<string, Running>();
  /** Tenants with jobs committed since the last look asked for (see `committed`). */
  private readonly committedSinceAnswer = new Set<string>();
  private readonly now: () => Date;
  private readonly random: () => number;
  private stopping = false;
  /** Tenants this runner is looking at now or will look at again (they have queued or running jobs). */
  get tenantsWithWork(): string[] {
    return [...new Set([...this.timers.keys(), ...this.chains.keys()])];
  }

  /** When this runner means to look at the tenant's jobs next (its next job is due); undefined when it has no plan. */
  plannedLook(slug: string): string | undefined {
    return this.wakes.get(slug);
  }

  /**
   * Jobs of one tenant not finished yet, by kind and status; undefined when its database is not
   * open (asking must not open it: a scrape of the metrics would open every tenant planned).
   */
  async unfinished(slug: string): Promise<Array<{ kind: string; status: string; count: number }> | undefined> {
    const lease = this.tenants.acquireIfOpen(slug);
    if (!lease) return undefined;
    try {
      return await repository.countUnfinished(lease.db);
    } finally {
      lease.release();
    }
  }

  /** Outcomes recorded since the start, by `kind outcome` (done, retry, dead), for the metrics. */
  readonly outcomes = new Map<string, number>();

  constructor(
    private readonly tenants: TenantDatabases,
    private readonly options: JobRunnerOptions,
    private readonly log: Log,
  ) {
    this.owner = options.owner ?? `${os.hostname()}:${process.pid}:${uuidv7().slice(-12)}`;
    this.now = options.now ?? (() => new Date());
    this.random = options.random ?? Math.random;
  }

  /** Registers a kind: its handler, or its whole definition; `hooks` add to (and override) the definition's. */
  register<P>(kind: string, job: JobHandler<P> | JobKind<P>, hooks: JobKindHooks<P> = {}): void {
    if (this.handlers.has(kind)) throw new Error(`A handler for job kind ${kind} is already registered`);
    const { run, ...own } = typeof job === 'function' ? { run: job } : job;
    const { onDead, module } = { ...own, ...hooks };
    this.handlers.set(kind, run as JobHandler<never>);
    if (onDead) this.deadHooks.set(kind, onDead as DeadJobHook<never>);
    if (module) this.modules.set(kind, module as JobModule<never>);
  }

  /** Something was queued (and committed) for this tenant: look at it right away. */
  notify(slug: string): void {
    // This look comes after every commit noted so far: the answer need not ask for another.
    this.committedSinceAnswer.delete(slug);
    if (this.stopping) return;
    setImmediate(() => void this.drain(slug));
  }

  /**
   * Jobs due now were committed for this tenant, queued wherever (deep in a service): they are
   * looked at once the tenant's next answer is out (`answered`), so the answer of the request that
   * queued them still shows them queued. A route that notifies itself spares that second look.
   */
  committed(slug: string): void {
    this.committedSinceAnswer.add(slug);
  }

  /** An answer of this tenant is out: looks at jobs committed since the last look, if any. */
  answered(slug: string): void {
    if (this.committedSinceAnswer.has(slug)) this.notify(slug);
  }

  /**
   * The tenant's database was just opened: finds when its jobs want a runner (work a stopped
   * process left behind, a job due later) and plans the look. Runs on the connection the
   * opening request already holds, instead of a look of its own later that would need one.
   */
  async opened(slug: string, db: TenantDb): Promise<void> {
    if (this.stopping || this.chains.has(slug)) return;
    const at = await repository.nextWakeAt(db, this.kinds);
    // A look planned already (the daily one a serving process plans at its start) stays only when
    // it comes first: work left behind that is due now must not wait for it.
    if (at !== null && !this.chains.has(slug) && !this.plannedBy(slug, at)) this.schedule(slug, at);
  }

  /** Whether a look at the tenant is planned for `at` or earlier. */
  private plannedBy(slug: string, at: string): boolean {
    const planned = this.wakes.get(slug);
    return this.timers.has(slug) && planned !== undefined && Date.parse(planned) <= Date.parse(at);
  }

  /**
   * Makes sure the runner looks at the tenant by `at` (a job queued for later), without
   * looking now; an earlier wake already planned stays.
   */
  remind(slug: string, at: string): void {
    if (this.stopping || this.chains.has(slug) || this.plannedBy(slug, at)) return;
    this.schedule(slug, at);
  }

  /**
   * Runs what is due in one tenant now and resolves when those handlers finished. Rounds of
   * one tenant never overlap within a runner; several runners are kept apart by the leases.
   * While a round still runs handlers, it claims what falls due meanwhile itself: a slow handler
   * (a webhook receiver taking its time) does not hold back the jobs queued after it.
   * `poll`: only if the tenant is open. `background`: the look waits for a place in the lane.
   */
  drain(slug: string, how: { poll?: boolean; background?: boolean } = {}): Promise<void> {
    const open = this.openRounds.get(slug);
    if (open) {
      open.wake();
      return this.chains.get(slug)!;
    }
    const previous = this.chains.get(slug) ?? Promise.resolve();
    const next = previous
      .then(() => this.drainNow(slug, how.poll ?? false, (how.background ?? false) ? this.options.lane : undefined))
      .catch((error: unknown) => {
        // A tenant being moved resumes its jobs when its new database is opened (onOpen).
        if (error instanceof TenantMovingError) this.log.info({ tenant: slug }, 'jobs wait for the tenant move to end');
        else this.log.error({ err: error, tenant: slug }, 'job round failed');
        this.schedule(slug, new Date(this.now().getTime() + this.options.pollMs).toISOString());
      });
    this.chains.set(slug, next);
    void next.then(() => {
      if (this.chains.get(slug) === next) this.chains.delete(slug);
    });
    return next;
  }

  /**
   * Stops claiming, waits up to `shutdownMs` for running handlers, and gives the jobs of those
   * still running back to the queue (their attempt does not count), so another runner takes them.
   */
  async close(timeoutMs = this.options.shutdownMs): Promise<void> {
    this.stopping = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.wakes.clear();
    // Rounds in progress end when their handlers do; a round that is still claiming gives its jobs back.
    const rounds = [...this.chains.values()];
    if (rounds.length > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(rounds),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    }
    await Promise.allSettled(
      [...this.running.values()].map(async (run) => {
        run.abandoned = true;
        run.controller.abort();
        if (await repository.release(run.db, run.job.id, this.owner, this.now().toISOString())) {
          this.log.warn({ tenant: run.slug, job: run.job.id, kind: run.job.kind }, 'job released unfinished at shutdown');
        }
      }),
    );
  }

  private get kinds(): string[] {
    return [...this.handlers.keys()];
  }

  /**
   * A poll (the timer capped at `pollMs` for a job due later) looks only at a tenant whose
   * database is still open, and does not count as its use: an idle tenant with a job due
   * tomorrow (the retention run) must not stay open all day for it nor look busy in the cache.
   * When the job is due, the look opens the tenant (through the background lane), so a closed
   * tenant's webhook retries and its nightly retention run happen on time. A tenant opened
   * again earlier is looked at then (onOpen).
   */
  private async drainNow(slug: string, poll: boolean, lane: BackgroundLane | undefined): Promise<void> {
    if (this.stopping) return;
    // The lane bounds the look; jobs it finds run outside it, so a slow handler holds no place.
    // Giving the place back twice (after the claim, then here) gives it back once.
    const giveBack = (await lane?.take()) ?? (() => undefined);
    try {
      if (this.stopping) return;
      const lease = poll ? this.tenants.acquireIfOpen(slug) : await this.tenants.acquire(slug);
      if (!lease) {
        // A poll that found the tenant closed keeps the wake planned: when the job is due, the
        // look opens the tenant. Dropping it would leave a closed tenant's retries (a webhook's
        // next attempt in five hours) waiting for its next request. Without a lease otherwise,
        // the tenant is gone.
        this.schedule(slug, poll ? (this.wakes.get(slug) ?? null) : null, { closed: poll });
        return;
      }
      try {
        await this.runDue(slug, lease, giveBack);
      } finally {
        lease.release();
      }
    } finally {
      giveBack();
    }
  }

  /**
   * Runs up to `batch` jobs of the tenant at a time. It claims again whenever a job has finished
   * (it may have queued another, or freed a place for one due) and when it was told of jobs due
   * meanwhile (`drain` during the round), so one slow handler holds back no other job; it ends
   * once nothing runs and a last claim found nothing.
   */
  private async runDue(slug: string, lease: TenantLease, looked: () => void): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    let told = true;
    let finished = false;
    // A handler's bookkeeping that failed (its outcome could not be written) ends the round, as a failed look does.
    let failure: { error: unknown } | undefined;
    let wake = (): void => undefined;
    const round = {
      wake: () => {
        told = true;
        wake();
      },
    };
    this.openRounds.set(slug, round);
    try {
      while (!this.stopping && failure === undefined) {
        const free = this.options.batch - inFlight.size;
        if (free > 0 && (told || finished)) {
          told = false;
          finished = false;
          const now = this.now();
          const claimed = await repository.claim(lease.db, {
            owner: this.owner,
            now: now.toISOString(),
            leaseUntil: new Date(now.getTime() + this.options.leaseMs).toISOString(),
            kinds: this.kinds,
            limit: free,
          });
          if (this.stopping) {
            await Promise.all(claimed.map((job) => repository.release(lease.db, job.id, this.owner, this.now().toISOString())));
            break;
          }
          if (claimed.length > 0) looked();
          for (const job of claimed) {
            const done: Promise<void> = this.run(lease, job)
              .catch((error: unknown) => {
                failure ??= { error };
              })
              .finally(() => {
                inFlight.delete(done);
                finished = true;
              });
            inFlight.add(done);
          }
        }
        // Told of jobs while claiming (the claim may have looked before they were committed), or a
        // job finished meanwhile: look again while there is a free place.
        if ((told || finished) && inFlight.size < this.options.batch) continue;
        if (inFlight.size === 0) break;
        await Promise.race([...inFlight, new Promise<void>((resolve) => (wake = resolve))]);
      }
    } finally {
      this.openRounds.delete(slug);
      await Promise.all(inFlight);
    }
    if (failure !== undefined) throw failure.error;
    if (!this.stopping) this.schedule(slug, await repository.nextWakeAt(lease.db, this.kinds));
  }

  private schedule(slug: string, at: string | null, { closed = false } = {}): void {
    clearTimeout(this.timers.get(slug));
    this.timers.delete(slug);
    this.wakes.delete(slug);
    if (at === null || this.stopping) return;
    this.wakes.set(slug, at);
    const due = Math.max(Date.parse(at) - this.now().getTime(), MIN_WAKE_MS);
    // A tenant a poll found closed is not polled again: nothing of it is open here to look at
    // until its wake is due or a request opens it (which plans its own look). Every tenant has
    // a planned look once a serving process starts, so polling closed ones would be most of them.
    const delay = Math.min(due, closed ? MAX_TIMER_MS : this.options.pollMs);
    const timer = setTimeout(() => {
      this.timers.delete(slug);
      void this.drain(slug, { poll: delay < due, background: true });
    }, delay);
    timer.unref();
    this.timers.set(slug, timer);
  }

  private run(lease: TenantLease, job: JobRow): Promise<void> {
    const slug = lease.tenant.slug;
    const controller = new AbortController();
    const entry: Running = { slug, tenant: lease.tenant, db: lease.db, job, controller, done: Promise.resolve(), abandoned: false };
    entry.done = this.execute(lease, entry).finally(() => this.running.delete(job.id));
    this.running.set(job.id, entry);
    return entry.done;
  }

  private async execute(lease: TenantLease, run: Running): Promise<void> {
    const { db, job, slug } = run;
    const handler = this.handlers.get(job.kind);
    if (job.attempts > job.max_attempts || !handler) {
      // Its last attempt was cut off (the runner died), or no handler exists for it any more.
      await this.finish(run, 'dead', job.last_error ?? (handler ? 'attempts exhausted' : `no handler for ${job.kind}`));
      return;
    }
    const heartbeat = setInterval(() => void this.renew(run), Math.max(this.options.leaseMs / 3, 10));
    heartbeat.unref();
    try {
      const context = { slug, tenant: lease.tenant, db, job, payload: job.job_payload as never, signal: run.controller.signal };
      const off = this.moduleOff(job, lease.tenant);
      if (off) await off.hook({ ...context, module: off.module });
      else await handler(context);
      clearInterval(heartbeat);
      await this.finish(run, 'done');
    } catch (error) {
      clearInterval(heartbeat);
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentJobError || job.attempts >= job.max_attempts) {
        await this.finish(run, 'dead', message);
        return;
      }
      const requested = error instanceof RetryLaterError ? error.afterMs : 0;
      const delay = retryDelayMs(job.attempts, this.options.backoff, this.random, requested);
      await this.finish(run, 'retry', message, new Date(this.now().getTime() + delay).toISOString());
    }
  }

  /** The module the job belongs to and its kind's hook, when the tenant has that module off now. */
  private moduleOff(job: JobRow, tenant: Tenant): { module: ModuleId; hook: ModuleOffHook<never> } | undefined {
    const gate = this.modules.get(job.kind);
    if (!gate) return undefined;
    const module = typeof gate.of === 'function' ? gate.of(job.job_payload as never) : gate.of;
    return module && !tenant.modules.includes(module) ? { module, hook: gate.onOff } : undefined;
  }

  private async renew(run: Running): Promise<void> {
    if (run.abandoned) return;
    const now = this.now();
    try {
      const held = await repository.extendLease(run.db, run.job.id, this.owner, new Date(now.getTime() + this.options.leaseMs).toISOString(), now.toISOString());
      if (!held) run.controller.abort();
    } catch (error) {
      this.log.warn({ err: error, tenant: run.slug, job: run.job.id }, 'job lease not renewed');
    }
  }

  private async finish(run: Running, outcome: 'done' | 'dead' | 'retry', error = '', runAt = ''): Promise<void> {
    if (run.abandoned) return;
    const { db, job } = run;
    const now = this.now().toISOString();
    const context = { tenant: run.slug, job: job.id, kind: job.kind, attempts: job.attempts };
    let recorded: boolean;
    if (outcome === 'dead') {
      try {
        recorded = await this.markDead(run, error, now);
      } catch (hookError) {
        // Rolled back with the hook: the job stays leased with its attempts used up, so once the
        // lease runs out the next look records its death again instead of running it again.
        this.log.error({ ...context, err: hookError }, 'dead job not recorded by its kind; tried again when its lease runs out');
        await repository.markExhausted(db, job.id, this.owner, error, now).catch((markError: unknown) => this.log.error({ ...context, err: markError }, 'dead job not marked exhausted'));
        return;
      }
    } else {
      recorded = outcome === 'done' ? await repository.markDone(db, job.id, this.owner, now) : await repository.scheduleRetry(db, job.id, this.owner, runAt, error, now);
    }
    if (!recorded) this.log.warn(context, 'job outcome not recorded: its lease was lost to another runner');
    else if (outcome === 'dead') this.log.warn({ ...context, error }, 'job dead');
    if (recorded) this.outcomes.set(`${job.kind} ${outcome}`, (this.outcomes.get(`${job.kind} ${outcome}`) ?? 0) + 1);
  }

  /** Marks the job dead and, in the same transaction, lets its kind record that (onDead). */
  private async markDead(run: Running, error: string, now: string): Promise<boolean> {
    const { db, job } = run;
    const onDead = this.deadHooks.get(job.kind);
    if (!onDead) return repository.markDead(db, job.id, this.owner, error, now);
    return db.transaction().execute(async (trx) => {
      const marked = await repository.markDead(trx, job.id, this.owner, error, now);
      if (marked) await onDead({ slug: run.slug, tenant: run.tenant, db: trx, job, payload: job.job_payload as never, error });
      return marked;
    });
  }
}
