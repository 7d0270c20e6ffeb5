/**
 * How many connections this process may hold open to one PostgreSQL server, shared by every
 * tenant pool on that server. A pool that needs a new connection takes a slot first; when none
 * is free it waits in a first-come, first-served queue for a bounded time, and the owner of the
 * budget is asked to close an idle pool to make room. A slot that frees up goes straight to the
 * longest waiter, so a steady stream of newcomers cannot starve it.
 */
export class ConnectionBudgetExhausted extends Error {
  readonly code = 'STEMPEL_CONNECTION_BUDGET_EXHAUSTED';
  constructor(
    readonly server: string,
    readonly waitedMs: number,
  ) {
    super(`No connection to ${server} became free within ${waitedMs} ms (connection budget exhausted)`);
    this.name = 'ConnectionBudgetExhausted';
  }
}

export interface ConnectionSlot {
  /** Gives the slot back; calling it again does nothing. */
  release(): void;
}

/** The idle connections of one pool, as the pool offers them to the budget. */
export interface IdleConnections {
  /** Closes one idle connection if there is one; answers whether it did. */
  closeOne(): boolean;
  /** Closes every idle connection; answers how many. */
  closeAll(): number;
}

interface Waiter {
  owner: string;
  grant: (slot: ConnectionSlot) => void;
  timer: NodeJS.Timeout;
  shed?: NodeJS.Timeout;
}

export interface ConnectionBudgetOptions {
  /** The server, for messages and logs (without credentials). */
  server: string;
  limit: number;
  queueTimeoutMs: number;
  /** Asked to close an idle pool when a request has to wait; answers whether it closed one. */
  reclaim?: () => boolean;
  /**
   * How long a waiter waits before an idle connection of a pool that is still held is closed for
   * it (default: a tenth of the queue timeout, at most 250 ms). Not at once: the request holding
   * that pool usually needs the connection again for its next query and then gives it up anyway.
   */
  shedAfterMs?: number;
}

export class ConnectionBudget {
  private inUse = 0;
  private readonly held = new Map<string, number>();
  private readonly waiting: Waiter[] = [];
  /** By owner: the idle connections each of its pools offers. */
  private readonly idleSources = new Map<string, Set<IdleConnections>>();
  private exhaustedCount = 0;

  constructor(private readonly options: ConnectionBudgetOptions) {}

  get limit(): number {
    return this.options.limit;
  }

  /** How long a request waits for a slot before it gives up. */
  get queueTimeoutMs(): number {
    return this.options.queueTimeoutMs;
  }

  /** What the budget looks like now, for /ready, metrics and tests. */
  get stats(): { limit: number; inUse: number; waiting: number; exhausted: number } {
    return { limit: this.options.limit, inUse: this.inUse, waiting: this.waiting.length, exhausted: this.exhaustedCount };
  }

  /** Every slot is taken or somebody waits for one: pools should make do with what they hold. */
  get crowded(): boolean {
    return this.inUse >= this.options.limit || this.waiting.length > 0;
  }

  /** Connections `owner` (a tenant's pool) holds. */
  heldBy(owner: string): number {
    return this.held.get(owner) ?? 0;
  }

  /**
   * A pool of `owner` offers its idle connections to be closed when others wait. Returns how to
   * withdraw the offer (when the pool ends).
   */
  offerIdle(owner: string, idle: IdleConnections): () => void {
    const pools = this.idleSources.get(owner) ?? new Set<IdleConnections>();
    pools.add(idle);
    this.idleSources.set(owner, pools);
    return () => {
      pools.delete(idle);
      if (pools.size === 0 && this.idleSources.get(owner) === pools) this.idleSources.delete(owner);
    };
  }

  /**
   * Closes every idle connection of `owner`'s pools and answers whether there was one. The pools
   * stay usable: their next query connects again, through this budget.
   */
  closeIdleOf(owner: string): boolean {
    let closed = 0;
    for (const idle of this.idleSources.get(owner) ?? []) closed += idle.closeAll();
    return closed > 0;
  }

  acquire(owner: string): Promise<ConnectionSlot> {
    if (this.inUse < this.options.limit && this.waiting.length === 0) {
      this.inUse++;
      return Promise.resolve(this.slotFor(owner));
    }
    return new Promise<ConnectionSlot>((resolve, reject) => {
      const started = Date.now();
      const waiter: Waiter = {
        owner,
        grant: resolve,
        timer: setTimeout(() => {
          clearTimeout(waiter.shed);
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          this.exhaustedCount++;
          reject(new ConnectionBudgetExhausted(this.options.server, Date.now() - started));
        }, this.options.queueTimeoutMs),
      };
      this.waiting.push(waiter);
      if (this.options.reclaim?.()) return;
      // Again and again while it waits: a connection may have gone idle since the last look.
      const shedAfter = this.options.shedAfterMs ?? Math.min(250, Math.floor(this.options.queueTimeoutMs / 10));
      const shed = () => {
        if (!this.waiting.includes(waiter)) return;
        if (!this.options.reclaim?.()) this.closeIdleConnection();
        waiter.shed = setTimeout(shed, shedAfter);
      };
      waiter.shed = setTimeout(shed, shedAfter);
    });
  }

  /**
   * Closes one idle connection of a pool that is still held (a tenant in the middle of a long
   * request or job keeps connections it is not using; they would otherwise stay until the pool's
   * idle timeout while others wait).
   */
  private closeIdleConnection(): void {
    for (const pools of this.idleSources.values()) for (const idle of pools) if (idle.closeOne()) return;
  }

  private slotFor(owner: string): ConnectionSlot {
    this.held.set(owner, this.heldBy(owner) + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = this.heldBy(owner) - 1;
        if (left > 0) this.held.set(owner, left);
        else this.held.delete(owner);
        this.handOn();
      },
    };
  }

  /** A freed slot goes to the longest waiter; only with nobody waiting does the count drop. */
  private handOn(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.inUse--;
      return;
    }
    clearTimeout(next.timer);
    clearTimeout(next.shed);
    next.grant(this.slotFor(next.owner));
  }
}

/**
 * The budget for one server when none is configured: its max_connections less what is kept in
 * reserve (the catalog, superuser and maintenance connections, backups), split evenly between
 * the instances that share the server.
 */
export function derivedBudget(maxConnections: number, reserve: number, instances: number): number {
  return Math.max(1, Math.floor((maxConnections - reserve) / Math.max(1, instances)));
}
