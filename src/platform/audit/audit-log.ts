import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditRequestsTable } from '../../db/tenant/schema.js';
import { TenantMovingError, type TenantDatabases, type TenantDb } from '../tenancy/tenant-databases.js';
import * as repository from './audit.repository.js';
import { isRowRejection, storageFaultOf } from '../../db/errors.js';
import type { StorageFaults } from '../errors/storage-faults.js';
import { forgetInText, forgettingOf, forgottenTerms, type Forgetting, type ForgottenPerson } from './forgetting.js';

/** An audit row before it is written; the tenant id is filled in from the tenant the row is written to. */
export type PendingAuditRecord = Omit<AuditRequestsTable, 'tenant_id'>;

export interface AuditLogOptions {
  flushIntervalMs: number;
  maxBatch: number;
  retentionDays: number;
  /**
   * Whether a tenant's records of reads should be written right away instead of with the next
   * round: while its database connections are scarce (TenantDatabases.crowded).
   */
  writeSoon?: (slug: string) => boolean;
}

const PURGE_EVERY_MS = 60 * 60_000;
/** Records held per tenant while its database cannot be written; beyond that the oldest are dropped. */
const MAX_BUFFERED_PER_TENANT = 10_000;
/**
 * How long an erased person's data is still replaced in records as they are made: a request that was
 * already running when the erasure committed answers afterwards and must not bring the name back.
 */
const FORGET_NEW_RECORDS_MS = 15 * 60_000;

// What no text column stores as it is: PostgreSQL's refuse U+0000 (the whole row, so a change that
// committed would have no record), and a lone surrogate comes back as one U+FFFD from PostgreSQL
// and as three from SQLite (its bytes are no UTF-8), unlike the record read while buffered.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const isWellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

/**
 * A text as the audit stores it on either database: U+0000 written as the visible escape `\u0000`
 * (inside a JSON string, JSON's own escape for it), a lone surrogate as U+FFFD. Most texts have
 * neither and are answered as they are, after two native scans.
 */
export function storableText(text: string): string {
  if (!text.includes('\u0000') && isWellFormed(text)) return text;
  return text.replace(UNSTORABLE, (found) => (found === '\u0000' ? '\\u0000' : '\uFFFD'));
}

/** Makes every text of a record storable (`storableText`), in place: a request may be waiting on this very record. */
function storableRecord(record: PendingAuditRecord): void {
  const texts = record as unknown as Record<string, unknown>;
  for (const field of Object.keys(texts)) {
    const value = texts[field];
    if (typeof value === 'string') texts[field] = storableText(value);
  }
}

/**
 * Forgets the person in a record made by `madeBy`: everything of theirs where it is about them
 * (they made the request, or it carries their id or e-mail), only their full name elsewhere.
 */
function forgetInRecord<R extends Pick<PendingAuditRecord, 'uri' | 'request_headers' | 'payload' | 'response_headers' | 'response_body'>>(
  record: R,
  forgetting: Forgetting,
  madeBy: string | null,
): R {
  const texts = [record.uri, record.request_headers, record.payload, record.response_headers, record.response_body];
  const pattern = forgetting.patternFor(texts, madeBy === forgetting.person.id);
  if (!pattern) return record;
  record.uri = forgetInText(record.uri, pattern);
  // A Referer names the page the request came from, with its search (`?search=Meier`).
  record.request_headers = forgetInText(record.request_headers, pattern);
  record.payload = forgetInText(record.payload, pattern);
  // A download's Content-Disposition names its file, and a document's title may name the person.
  record.response_headers = forgetInText(record.response_headers, pattern);
  record.response_body = forgetInText(record.response_body, pattern);
  return record;
}

/**
 * The request audit log. Records are buffered per tenant and inserted in batches: those of reads
 * and refused requests every `flushIntervalMs`, so a crash loses at most that much of them; those
 * of changes at once (`recordStored`), their request waiting until the row is committed. A
 * buffered record can already be read (see `pending`). Rows older than the retention are purged
 * at most once an hour per tenant.
 */
export class AuditLog {
  readonly hostname = os.hostname();
  private readonly buffers = new Map<string, PendingAuditRecord[]>();
  /** Records taken from the buffer whose insert has not committed yet: still readable through `pending`. */
  private readonly writing = new Map<string, PendingAuditRecord[]>();
  private readonly lastPurge = new Map<string, number>();
  /** Per tenant: erased people, forgotten in records made until the time given. */
  private readonly forgotten = new Map<string, Array<{ forgetting: Forgetting; until: number }>>();
  private readonly timer: NodeJS.Timeout;
  /** Per tenant, the flush under way and those queued behind it: one tenant's inserts run in order, tenants side by side. */
  private readonly chains = new Map<string, Promise<void>>();
  /** Records whose request waits for them to be stored, and how to tell it whether they were. */
  private readonly awaited = new Map<PendingAuditRecord, (stored: boolean) => void>();
  /** The round over all tenants under way, if any. */
  private allTenantsRound: Promise<void> | undefined;
  /** Tenants with a prompt flush already planned for the records awaited. */
  private readonly flushSoon = new Set<string>();
  /** The id of the tenant a record was made for, where the request knew it: see `writeBuffer`. */
  private readonly madeFor = new WeakMap<PendingAuditRecord, string>();

  constructor(
    private readonly tenants: TenantDatabases,
    private readonly options: AuditLogOptions,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    /** A full or broken disk is reported once per window there, not on every flush. */
    private readonly faults?: StorageFaults,
  ) {
    this.timer = setInterval(() => {
      if (!this.allTenantsRound) void this.flush();
    }, options.flushIntervalMs);
    this.timer.unref();
  }

  /** Buffers a record of a request to the tenant `slug` (whose id is `tenantId`, when the request knew the tenant). */
  record(slug: string, record: PendingAuditRecord, tenantId?: string): void {
    if (tenantId !== undefined) this.madeFor.set(record, tenantId);
    // Whatever a request carried, its record can be stored, and reads the same before and after.
    storableRecord(record);
    const forgotten = this.forgotten.get(slug)?.filter((entry) => entry.until > Date.now());
    if (forgotten?.length) for (const { forgetting } of forgotten) forgetInRecord(record, forgetting, record.user_id);
    else this.forgotten.delete(slug);
    const buffer = this.buffers.get(slug);
    if (buffer) buffer.push(record);
    else this.buffers.set(slug, [record]);
    // While a write of this tenant hangs, requests answered without its database (401, 429) go on
    // recording: the buffer keeps the newest, and a request waiting for a dropped record is told.
    if (buffer && buffer.length > MAX_BUFFERED_PER_TENANT) this.settle(buffer.splice(0, buffer.length - MAX_BUFFERED_PER_TENANT), false);
    // One flush per full batch: the one queued behind a hanging write takes all that came meanwhile.
    if ((buffer?.length ?? 1) === this.options.maxBatch) void this.flush(slug);
    // Written later, the record would need a connection of its own again: the tenant's is
    // likely closed by then to make room for others.
    else if (this.options.writeSoon?.(slug)) this.flushPromptly(slug);
  }

  /** A record still waiting in the buffer, so it is readable right after its response was sent. */
  pending(slug: string, correlationId: string): PendingAuditRecord | undefined {
    const waiting = (records: PendingAuditRecord[] | undefined) => records?.find((r) => r.correlation_id === correlationId);
    return waiting(this.buffers.get(slug)) ?? waiting(this.writing.get(slug));
  }

  /**
   * Records and answers once the record is stored (true), or once an insert that held it failed
   * (false; it stays buffered for the next round). A change's answer waits for this, so its audit
   * row is committed before the answer says the change was made. The records of requests that
   * answer in the same moment go in one insert.
   */
  recordStored(slug: string, record: PendingAuditRecord, tenantId?: string): Promise<boolean> {
    const stored = new Promise<boolean>((resolve) => this.awaited.set(record, resolve));
    this.record(slug, record, tenantId);
    this.flushPromptly(slug);
    return stored;
  }

  /** Plans a flush of this tenant's records right after the current moment's requests. */
  private flushPromptly(slug: string): void {
    if (this.flushSoon.has(slug)) return;
    this.flushSoon.add(slug);
    setImmediate(() => {
      this.flushSoon.delete(slug);
      void this.flush(slug);
    });
  }

  /**
   * Writes what is buffered, for one tenant or for all. A tenant's flushes run one after another.
   * All tenants are written one tenant at a time: side by side, hundreds of tenants with records
   * would each want a database connection at once and crowd out the requests. Between two tenants
   * the requests get their turn: a SQLite write holds the event loop, and a round over the 48–90
   * tenants that many-tenant traffic leaves in a quarter second held it for 25–61 ms.
   */
  flush(slug?: string): Promise<void> {
    if (slug) return this.flushTenant(slug);
    // Rounds over all tenants run one after another; the timer skips its turn while one runs.
    const round = (this.allTenantsRound ?? Promise.resolve()).then(async () => {
      let first = true;
      for (const each of new Set([...this.buffers.keys(), ...this.chains.keys()])) {
        if (!first) await new Promise((resolve) => setImmediate(resolve));
        first = false;
        await this.flushTenant(each);
      }
    });
    this.allTenantsRound = round;
    const done = () => {
      if (this.allTenantsRound === round) this.allTenantsRound = undefined;
    };
    round.then(done, done);
    return round;
  }

  private flushTenant(slug: string): Promise<void> {
    const chain = (this.chains.get(slug) ?? Promise.resolve()).then(() => this.writeBuffer(slug));
    this.chains.set(slug, chain);
    const done = () => {
      if (this.chains.get(slug) === chain) this.chains.delete(slug);
    };
    chain.then(done, done);
    return chain;
  }

  /** Tells the requests waiting for these records whether they were stored. */
  private settle(records: readonly PendingAuditRecord[], stored: boolean): void {
    for (const record of records) {
      const tell = this.awaited.get(record);
      if (!tell) continue;
      this.awaited.delete(record);
      tell(stored);
    }
  }

  /**
   * Forgets an erased person in this tenant's audit: records still in memory (buffered, or being
   * written) at once; then, after every write that had started has committed, the stored records;
   * records made during the next minutes as they come. Answers how many stored records changed.
   */
  async forget(slug: string, db: TenantDb, person: ForgottenPerson): Promise<number> {
    const forgetting = forgettingOf(person);
    const entries = (this.forgotten.get(slug) ?? []).filter((entry) => entry.until > Date.now());
    entries.push({ forgetting, until: Date.now() + FORGET_NEW_RECORDS_MS });
    this.forgotten.set(slug, entries);
    for (const record of [...(this.buffers.get(slug) ?? []), ...(this.writing.get(slug) ?? [])]) forgetInRecord(record, forgetting, record.user_id);
    // A tenant's flushes run one after another: once this one is done, no insert of an older copy is still on its way.
    await this.flush(slug);
    return forgetStored(db, person, forgetting);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async writeBuffer(slug: string): Promise<void> {
    const buffered = this.buffers.get(slug);
    if (!buffered?.length) return;
    this.buffers.delete(slug);
    this.writing.set(slug, buffered);
    let rows = buffered;
    /** The rows not stored yet: on a failure only these wait for the next round. */
    let unstored = rows;
    try {
      const lease = await this.tenants.acquire(slug);
      if (!lease) {
        // A host that named no existing tenant: nothing to attach the rows to.
        this.settle(rows, false);
        return;
      }
      try {
        const tenantId = lease.tenant.id;
        // The tenant was deleted, and another one created under its slug, after these requests:
        // their records (bodies with the old tenant's personal data) must not land in the new one.
        const strangers = rows.filter((row) => (this.madeFor.get(row) ?? tenantId) !== tenantId);
        if (strangers.length > 0) {
          this.settle(strangers, false);
          this.log.warn({ tenant: slug, rows: strangers.length }, 'audit records of a deleted tenant were dropped: its slug names another tenant now');
          rows = rows.filter((row) => !strangers.includes(row));
          unstored = rows;
        }
        try {
          await repository.insertAll(lease.db, tenantId, rows);
        } catch (error) {
          if (!isRowRejection(error)) throw error;
          // A row the database refuses would fail every retry and hold the others back for good:
          // store the rows one by one and set the refused ones aside in the process log.
          for (const [i, row] of rows.entries()) {
            unstored = rows.slice(i);
            await repository.insertAll(lease.db, tenantId, [row]).catch((rowError: unknown) => {
              if (!isRowRejection(rowError)) throw rowError;
              this.settle([rows[i]!], false);
              // Which request it was, without its bodies: those may hold personal data the process log must not.
              const { correlation_id, method, uri, status_code } = row;
              this.log.error({ err: rowError, tenant: slug, record: { correlation_id, method, uri, status_code } }, 'the database refused an audit record; it is not stored');
            });
          }
        }
        unstored = [];
        this.settle(rows, true);
        // The rows are stored now: a failing purge must not put them back for a second insert.
        await this.purgeIfDue(slug, lease.db).catch((error: unknown) => this.log.warn({ err: error, tenant: slug }, 'could not purge old audit records'));
      } finally {
        lease.release();
      }
    } catch (error) {
      // Nobody waits for a record beyond this round; the record itself waits for the next one.
      this.settle(rows, false);
      // Keep them for the next round (the database may be briefly out of reach), within a bound.
      const waiting = [...unstored, ...(this.buffers.get(slug) ?? [])];
      const kept = waiting.slice(-MAX_BUFFERED_PER_TENANT);
      // A request that waits for a record dropped here is told now, not never.
      this.settle(waiting.slice(0, waiting.length - kept.length), false);
      this.buffers.set(slug, kept);
      const fault = storageFaultOf(error);
      // A tenant being moved takes no writes: its records wait quietly and go to the new database.
      if (error instanceof TenantMovingError) return;
      if (fault && this.faults) this.faults.report(slug, fault, error);
      else this.log.error({ err: error, tenant: slug, rows: unstored.length, dropped: waiting.length - kept.length }, 'could not write audit records; retrying');
    } finally {
      this.writing.delete(slug);
    }
  }

  private async purgeIfDue(slug: string, db: TenantDb): Promise<void> {
    const last = this.lastPurge.get(slug) ?? 0;
    if (Date.now() - last < PURGE_EVERY_MS) return;
    this.lastPurge.set(slug, Date.now());
    await this.purge(db);
  }

  /**
   * Deletes records older than the retention period; returns how many. A tenant that lengthened
   * its audit_log retention policy keeps its records that long (the daily retention run prunes them).
   */
  async purge(db: TenantDb, now = new Date()): Promise<number> {
    const installation = now.getTime() - this.options.retentionDays * 86_400_000;
    const months = await repository.ownAuditRetentionMonths(db);
    const own = months === undefined ? installation : Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate());
    return repository.removeOlderThan(db, new Date(Math.min(installation, own)).toISOString());
  }
}

/**
 * Rewrites the stored records that name the person (every name of theirs where the record is about
 * them, their full name elsewhere); the records keep their user_id and everything else.
 */
export async function forgetStored(db: TenantDb, person: ForgottenPerson, forgetting = forgettingOf(person)): Promise<number> {
  let changed = 0;
  for (const row of await repository.mentioning(db, forgottenTerms(person), person.id)) {
    const { correlation_id, user_id, ...stored } = row;
    const next = forgetInRecord({ ...stored }, forgetting, user_id);
    if ((Object.keys(stored) as Array<keyof typeof stored>).every((field) => next[field] === stored[field])) continue;
    await repository.rewrite(db, correlation_id, next);
    changed += 1;
  }
  return changed;
}
