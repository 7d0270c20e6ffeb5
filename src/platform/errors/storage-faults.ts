import type { StorageFault } from '../../db/errors.js';

const DESCRIPTIONS: Record<StorageFault, string> = {
  missing: "the tenant's database is missing",
  unreadable: "the tenant's database cannot be opened or written (permissions, read-only, replaced file)",
  corrupt: "the tenant's database is corrupt",
  full: 'the disk under the database is full',
  io: 'the storage under the database reported an I/O error',
};

/**
 * Reports faults of the storage under a tenant's database to the operator: at error level,
 * with the tenant and the cause, once per tenant and kind of fault in a window, so a full
 * disk under load writes one line rather than one per request. Clients only ever see a
 * 503 without the cause.
 */
export class StorageFaults {
  private readonly lastLogged = new Map<string, number>();
  private readonly counts = new Map<StorageFault, number>();

  constructor(
    private readonly logger: { error(object: object, message: string): void },
    private readonly windowMs = 5 * 60_000,
  ) {}

  report(tenant: string | undefined, fault: StorageFault, error: unknown): void {
    this.counts.set(fault, (this.counts.get(fault) ?? 0) + 1);
    const key = `${tenant ?? '(catalog)'} ${fault}`;
    const now = Date.now();
    const last = this.lastLogged.get(key);
    if (last !== undefined && now - last < this.windowMs) return;
    this.lastLogged.set(key, now);
    this.logger.error({ err: error, tenant, fault }, `Storage fault: ${DESCRIPTIONS[fault]}; answering 503 until it is repaired`);
  }

  /** Faults seen since start, per kind. */
  totals(): Partial<Record<StorageFault, number>> {
    return Object.fromEntries(this.counts);
  }

  /** How long clients are asked to wait: a full disk may clear soon, a damaged file needs an operator. */
  static retryAfterSeconds(fault: StorageFault): number {
    return fault === 'full' || fault === 'io' ? 10 : 30;
  }
}
