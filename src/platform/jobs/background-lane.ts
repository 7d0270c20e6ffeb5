/**
 * A bound on background work across all tenants: the looks at a tenant's jobs that the job
 * runner plans itself (a timer fired). Without it, hundreds of tenants whose timers fire at the
 * same moment (a daily run) would each want a database connection at once, and on PostgreSQL
 * they would crowd the requests out of the server's connection budget. Places are handed out
 * first come, first served; work that answers a request never waits here.
 */
export class BackgroundLane {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`A background lane needs at least one place, not ${limit}`);
  }

  /** Places taken now and takers waiting for one. */
  get stats(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  /** Waits for a place; the returned function gives it back (calling it again does nothing). */
  async take(): Promise<() => void> {
    if (this.active < this.limit) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.waiting.shift();
      // The place passes straight to the next in line, so the count stays as it is.
      if (next) next();
      else this.active--;
    };
  }
}
