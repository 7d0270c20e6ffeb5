import { describe, expect, it, vi } from 'vitest';
import { AuditLog, storableText, type PendingAuditRecord } from './audit-log.js';
import type { TenantDatabases } from '../tenancy/tenant-databases.js';

// The databases below are fakes that answer the builder chain of an insert, and nothing of how
// the repository compiles its inserts once; so every insert here takes that chain. The
// repository's own inserts are tried on both databases by test/http/audit.test.ts and
// test/db/audit-batches.test.ts.
vi.mock('./audit.repository.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./audit.repository.js')>()),
  insertAll: async (db: { insertInto: (table: string) => { values: (rows: unknown[]) => { execute: () => Promise<unknown> } } }, tenantId: string, rows: object[]) => {
    await db.insertInto('audit_requests').values(rows.map((row) => ({ ...row, tenant_id: tenantId }))).execute();
  },
}));

const record = (id: string): PendingAuditRecord => ({
  correlation_id: id,
  user_id: null,
  client_ip: '127.0.0.1',
  method: 'GET',
  uri: '/rest/',
  request_headers: '{}',
  payload: '',
  response_headers: '{}',
  response_body: '',
  status_code: 200,
  duration_ms: 1,
  timestamp: new Date().toISOString(),
  hostname: 'test',
});

/** A tenant database whose inserts fail while `down` is set, and which remembers what it stored. */
function flakyTenants() {
  const stored: string[] = [];
  const state = { down: true };
  const db = {
    insertInto: () => ({
      values: (rows: Array<{ correlation_id: string }>) => ({
        execute: async () => {
          if (state.down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
          stored.push(...rows.map((r) => r.correlation_id));
        },
      }),
    }),
    deleteFrom: () => ({ where: () => ({ executeTakeFirst: async () => ({ numDeletedRows: 0n }) }) }),
  };
  const tenants = {
    acquire: async (slug: string) => (slug === 'acme' ? { tenant: { id: 't-1', slug }, db, release: () => undefined } : undefined),
  } as unknown as TenantDatabases;
  return { tenants, stored, state };
}

const quiet = { error: () => undefined, warn: () => undefined };

describe('AuditLog', () => {
  it('keeps records readable while buffered and writes them in a batch', async () => {
    const { tenants, stored, state } = flakyTenants();
    state.down = false;
    const log = new AuditLog(tenants, { flushIntervalMs: 60_000, maxBatch: 100, retentionDays: 90 }, quiet);
    log.record('acme', record('a'));
    log.record('acme', record('b'));
    expect(log.pending('acme', 'b')?.correlation_id).toBe('b');
    await log.flush();
    expect(stored).toEqual(['a', 'b']);
    expect(log.pending('acme', 'b')).toBeUndefined();
    await log.close();
  });

  it("writes a read's record right after it is made while the tenant's connections are scarce, and with the round otherwise", async () => {
    const { tenants, stored, state } = flakyTenants();
    state.down = false;
    let scarce = false;
    const log = new AuditLog(tenants, { flushIntervalMs: 60_000, maxBatch: 100, retentionDays: 90, writeSoon: () => scarce }, quiet);
    log.record('acme', record('later'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stored).toEqual([]);
    scarce = true;
    log.record('acme', record('soon'));
    log.record('acme', record('with it'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // One insert for everything buffered, not one per record.
    expect(stored).toEqual(['later', 'soon', 'with it']);
    await log.close();
  });

  it('keeps records for the next round while the database is out of reach', async () => {
    const { tenants, stored, state } = flakyTenants();
    const log = new AuditLog(tenants, { flushIntervalMs: 60_000, maxBatch: 100, retentionDays: 90 }, quiet);
    log.record('acme', record('a'));
    await log.flush();
    expect(stored).toEqual([]);
    log.record('acme', record('b'));
    state.down = false;
    await log.flush();
    expect(stored).toEqual(['a', 'b']);
    await log.close();
  });

  it('answers a change once its record is stored, with the records of changes answered at the same moment in one insert', async () => {
    const { tenants, stored, state } = flakyTenants();
    state.down = false;
    const log = new AuditLog(tenants, { flushIntervalMs: 60_000, maxBatch: 100, retentionDays: 90 }, quiet);
    log.record('acme', record('read'));
    const changes = [log.recordStored('acme', record('a')), log.recordStored('acme', record('b'))];
    expect(stored).toEqual([]);
    expect(await Promise.all(changes)).toEqual([true, true]);
    expect(stored).toEqual(['read', 'a', 'b']);
    await log.close();
  });

  it('makes every text of a record storable before it is buffered, so it reads the same before and after the insert', async () => {
    const inserted: Array<Record<string, unknown>> = [];
    const db = {
      insertInto: () => ({ values: (rows: Array<Record<string, unknown>>) => ({ execute: async () => void inserted.push(...rows) }) }),
      deleteFrom: () => ({ where: () => ({ executeTakeFirst: async () => ({ numDeletedRows: 0n }) }) }),
      selectFrom: () => ({ select: () => ({ where: () => ({ executeTakeFirst: async () => undefined }) }) }),
    };
    const tenants = { acquire: async (slug: string) => ({ tenant: { id: 't-1', slug }, db, release: () => undefined }) } as unknown as TenantDatabases;
    const log = new AuditLog(tenants, { flushIntervalMs: 60_000, maxBatch: 100, retentionDays: 90 }, quiet);
    const nul = { ...record('nul'), uri: '/rest/x\u0000', payload: 'a;b\n1;\u0000\n', response_body: '{"t":"\ud800"}', request_headers: '{"x":"\udc00y"}' };
    const change = log.recordStored('acme', nul);
    expect(log.pending('acme', 'nul')).toMatchObject({ uri: '/rest/x\\u0000', payload: 'a;b\n1;\\u0000\n', response_body: '{"t":"\uFFFD"}', request_headers: '{"x":"\uFFFDy"}' });
    expect(await change).toBe(true);
    expect(inserted).toEqual([expect.objectContaining({ correlation_id: 'nul', uri: '/rest/x\\u0000', payload: 'a;b\n1;\\u0000\n', response_body: '{"t":"\uFFFD"}' })]);
    await log.close();
  });

  it('answers false for a change whose insert failed and stores its record in the next round', async () => {
    const { tenants, stored, state } = flakyTenants();
    const log = new AuditLog(tenants, { flushIntervalMs: 60_000, maxBatch: 100, retentionDays: 90 }, quiet);
    expect(await log.recordStored('acme', record('a'))).toBe(false);
    expect(log.pending('acme', 'a')?.correlation_id).toBe('a');
    state.down = false;
    expect(await log.recordStored('acme', record('b'))).toBe(true);
    expect(stored).toEqual(['a', 'b']);
    await log.close();
  });

  it('writes the tenants of a round one at a time, so a round does not ask for a connection per tenant at once', async () => {
    let inFlight = 0;
    let most = 0;
    const stored: string[] = [];
    const db = {
      insertInto: () => ({
        values: (rows: Array<{ correlation_id: string }>) => ({
          execute: async () => {
            most = Math.max(most, ++inFlight);
            await new Promise((resolve) => setTimeout(resolve, 5));
            stored.push(...rows.map((r) => r.correlation_id));
            inFlight--;
          },
        }),
      }),
      deleteFrom: () => ({ where: () => ({ executeTakeFirst: async () => ({ numDeletedRows: 0n }) }) }),
      selectFrom: () => ({ select: () => ({ where: () => ({ executeTakeFirst: async () => undefined }) }) }),
    };
    const tenants = { acquire: async (slug: string) => ({ tenant: { id: slug, slug }, db, release: () => undefined }) } as unknown as TenantDatabases;
    const log = new AuditLog(tenants, { flushIntervalMs: 60_000, maxBatch: 100, retentionDays: 90 }, quiet);
    for (let i = 0; i < 6; i++) log.record(`tenant-${i}`, record(`r${i}`));
    const first = log.flush();
    log.record('tenant-0', record('late'));
    await Promise.all([first, log.flush()]);
    expect(most).toBe(1);
    expect(stored.sort()).toEqual(['late', 'r0', 'r1', 'r2', 'r3', 'r4', 'r5']);
    await log.close();
  });

  it("lets the event loop run between a round's tenants when each write finishes at once, as SQLite's do", async () => {
    const stored: string[] = [];
    const db = {
      insertInto: () => ({
        values: (rows: Array<{ correlation_id: string }>) => ({
          execute: async () => {
            stored.push(...rows.map((r) => r.correlation_id));
          },
        }),
      }),
      deleteFrom: () => ({ where: () => ({ executeTakeFirst: async () => ({ numDeletedRows: 0n }) }) }),
    };
    const tenants = { acquire: async (slug: string) => ({ tenant: { id: slug, slug }, db, release: () => undefined }) } as unknown as TenantDatabases;
    const log = new AuditLog(tenants, { flushIntervalMs: 60_000, maxBatch: 100, retentionDays: 90 }, quiet);
    for (let i = 0; i < 3; i++) log.record(`tenant-${i}`, record(`r${i}`));
    // What a request that arrived during the round would see when its turn comes.
    const seenByTheLoop: string[][] = [];
    const watch = () =>
      setImmediate(() => {
        seenByTheLoop.push([...stored]);
        if (stored.length < 3) watch();
      });
    watch();
    await log.flush();
    expect(seenByTheLoop.slice(0, 2)).toEqual([['r0'], ['r0', 'r1']]);
    expect(stored).toEqual(['r0', 'r1', 'r2']);
    await log.close();
  });

  it('sets aside a record the database refuses and stores the rest of its batch, once', async () => {
    const stored: string[] = [];
    const attempts: string[] = [];
    const refused = Object.assign(new Error('NOT NULL constraint failed: audit_requests.client_ip'), { code: 'SQLITE_CONSTRAINT_NOTNULL' });
    const db = {
      insertInto: () => ({
        values: (rows: Array<{ correlation_id: string; client_ip: string | null }>) => ({
          execute: async () => {
            attempts.push(rows.map((r) => r.correlation_id).join(','));
            if (rows.some((r) => r.client_ip === null)) throw refused;
            stored.push(...rows.map((r) => r.correlation_id));
          },
        }),
      }),
      deleteFrom: () => ({ where: () => ({ executeTakeFirst: async () => ({ numDeletedRows: 0n }) }) }),
      selectFrom: () => ({ select: () => ({ where: () => ({ executeTakeFirst: async () => undefined }) }) }),
    };
    const tenants = { acquire: async (slug: string) => ({ tenant: { id: 't-1', slug }, db, release: () => undefined }) } as unknown as TenantDatabases;
    const errors: unknown[] = [];
    const log = new AuditLog(tenants, { flushIntervalMs: 60_000, maxBatch: 100, retentionDays: 90 }, { ...quiet, error: (entry: unknown) => errors.push(entry) });
    log.record('acme', record('a'));
    log.record('acme', { ...record('poison'), client_ip: null as unknown as string });
    log.record('acme', record('c'));
    await log.flush();
    expect(stored).toEqual(['a', 'c']);
    expect(errors).toEqual([expect.objectContaining({ record: expect.objectContaining({ correlation_id: 'poison' }) })]);
    expect(JSON.stringify(errors)).not.toContain('response_body');

    log.record('acme', record('d'));
    await log.flush();
    expect(stored).toEqual(['a', 'c', 'd']);
    expect(attempts).toEqual(['a,poison,c', 'a', 'poison', 'c', 'd']);
    await log.close();
  });

  it('drops records of hosts that name no tenant', async () => {
    const { tenants, stored, state } = flakyTenants();
    state.down = false;
    const log = new AuditLog(tenants, { flushIntervalMs: 60_000, maxBatch: 100, retentionDays: 90 }, quiet);
    log.record('nobody', record('x'));
    await log.flush();
    expect(stored).toEqual([]);
    expect(log.pending('nobody', 'x')).toBeUndefined();
    await log.close();
  });

  it('drops the records of a tenant deleted meanwhile instead of storing them in the tenant now under its slug', async () => {
    const { tenants, stored, state } = flakyTenants();
    state.down = false;
    const warnings: unknown[] = [];
    const log = new AuditLog(tenants, { flushIntervalMs: 60_000, maxBatch: 100, retentionDays: 90 }, { ...quiet, warn: (...args: unknown[]) => warnings.push(args) });
    // t-0 was deleted after these requests; acme is t-1 now. A record of an unknown path knows no tenant id.
    log.record('acme', record('old'), 't-0');
    const change = log.recordStored('acme', record('old-change'), 't-0');
    log.record('acme', record('new'), 't-1');
    log.record('acme', record('unknown-path'));
    await log.flush();
    expect(stored).toEqual(['new', 'unknown-path']);
    expect(await change).toBe(false);
    expect(warnings).toContainEqual([{ tenant: 'acme', rows: 2 }, expect.stringContaining('deleted tenant')]);
    await log.close();
  });
});

describe('storableText', () => {
  it('writes U+0000 as the visible escape \\u0000 and a lone surrogate as U+FFFD, and leaves every other text as it is', () => {
    expect(storableText('Vertrag\u0000')).toBe('Vertrag\\u0000');
    expect(storableText('\u0000\u0000')).toBe('\\u0000\\u0000');
    // Inside a JSON string the escape is JSON's own: the text becomes the JSON it meant.
    expect(JSON.parse(storableText('{"title":"a\u0000b"}'))).toEqual({ title: 'a\u0000b' });
    expect(storableText('a\ud800b')).toBe('a\uFFFDb');
    expect(storableText('a\udc00')).toBe('a\uFFFD');
    expect(storableText('\ud800')).toBe('\uFFFD');
    expect(storableText('\udc00\ud800')).toBe('\uFFFD\uFFFD');
    for (const kept of ['', 'Grüße 😀 \t\n\u0001\u007f', '\\u0000', '\ud83d\ude00\ud83d\ude00', '{"a":"\\u0000"}']) {
      expect(storableText(kept)).toBe(kept);
    }
  });
});

describe('AuditLog.forget', () => {
  const person = { id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0077', names: ['Walburga', 'Pfefferkorn'], emails: ['w.p@example.com'], birthDates: ['1969-07-20'] };
  /** A colleague who shares the first name: only the erased person's full name goes from her records. */
  const colleague = (id: string): PendingAuditRecord => ({
    ...record(id),
    method: 'POST',
    uri: '/rest/employees',
    payload: JSON.stringify({ first_name: 'Walburga', last_name: 'Berger', note: 'Vertretung für Walburga Pfefferkorn' }),
    response_body: JSON.stringify({ data: { name: 'Walburga Berger' } }),
  });
  const naming = (id: string): PendingAuditRecord => ({
    ...record(id),
    method: 'POST',
    uri: '/rest/employees',
    payload: JSON.stringify({ first_name: 'Walburga', last_name: 'Pfefferkorn', email: 'w.p@example.com' }),
    response_body: JSON.stringify({ data: { name: 'Walburga Pfefferkorn', birth_date: '1969-07-20' } }),
  });

  /** A database whose insert waits until released, and whose stored rows can be searched and rewritten. */
  function slowTenants() {
    const rows = new Map<string, PendingAuditRecord>();
    let release: () => void = () => undefined;
    const inserting = new Promise<void>((resolve) => (release = resolve));
    let hold = true;
    // The pre-filter is the database's; here every stored row is a candidate, whatever the query says.
    const candidates: Record<string, unknown> = { execute: async () => [...rows.values()] };
    for (const step of ['select', 'limit', 'as', 'where']) candidates[step] = () => candidates;
    const db = {
      insertInto: () => ({
        values: (values: PendingAuditRecord[]) => ({
          execute: async () => {
            if (hold) await inserting;
            for (const row of values) rows.set(row.correlation_id, { ...row });
          },
        }),
      }),
      deleteFrom: () => ({ where: () => ({ executeTakeFirst: async () => ({ numDeletedRows: 0n }) }) }),
      selectFrom: () => candidates,
      updateTable: () => ({
        set: (changes: Partial<PendingAuditRecord>) => ({
          where: (_column: string, _op: string, id: string) => ({
            execute: async () => {
              rows.set(id, { ...rows.get(id)!, ...changes });
            },
          }),
        }),
      }),
    };
    const tenants = { acquire: async (slug: string) => ({ tenant: { id: 't-1', slug }, db, release: () => undefined }) } as unknown as TenantDatabases;
    return {
      tenants,
      db,
      rows,
      release: () => {
        hold = false;
        release();
      },
    };
  }

  it('forgets records in an insert that commits after the erasure, buffered ones, and those made afterwards', async () => {
    const { tenants, db, rows, release } = slowTenants();
    const log = new AuditLog(tenants, { flushIntervalMs: 60_000, maxBatch: 100, retentionDays: 90 }, quiet);
    log.record('acme', naming('creating'));
    const writing = log.flush('acme');
    log.record('acme', naming('buffered'));
    log.record('acme', colleague('colleague'));
    let forgotten = false;
    const forgetting = log.forget('acme', db as never, person).then(() => (forgotten = true));
    // Readable at once without the person, while the insert of the old copy is still under way.
    expect(log.pending('acme', 'creating')?.payload).not.toContain('Walburga');
    expect(log.pending('acme', 'buffered')?.response_body).not.toContain('Pfefferkorn');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(forgotten).toBe(false);
    release();
    await writing;
    await forgetting;
    log.record('acme', naming('afterwards'));
    log.record('acme', colleague('colleague afterwards'));
    await log.flush('acme');
    expect([...rows.keys()].sort()).toEqual(['afterwards', 'buffered', 'colleague', 'colleague afterwards', 'creating']);
    for (const id of ['colleague', 'colleague afterwards']) {
      const { payload, response_body } = rows.get(id)!;
      rows.delete(id);
      expect(JSON.parse(payload)).toEqual({ first_name: 'Walburga', last_name: 'Berger', note: 'Vertretung für [erased]' });
      expect(JSON.parse(response_body).data.name).toBe('Walburga Berger');
    }
    for (const row of rows.values()) {
      expect(JSON.stringify(row)).not.toMatch(/Walburga|Pfefferkorn|w\.p@example\.com|1969-07-20/);
      expect(JSON.parse(row.payload)).toMatchObject({ first_name: '[erased]', last_name: '[erased]', email: '[erased]' });
    }
    expect(JSON.parse(rows.get('creating')!.response_body).data.name).toBe('[erased] [erased]');
    await log.close();
  });
});

const changeRecord = (id: string): PendingAuditRecord => ({ ...record(id), method: 'POST' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the audit log while a tenant database cannot be written', () => {
  it('tells every request that waits for its record, also when the retry buffer overflows', async () => {
    // The tenant's database answers late and then fails (a PostgreSQL server out of reach: the
    // pool's connect waits up to 5 s plus the queue timeout), as writeBuffer's acquire sees it.
    let fail!: (error: Error) => void;
    const down = new Promise<never>((_, reject) => (fail = reject));
    down.catch(() => undefined);
    const tenants = { acquire: () => down, crowded: () => false } as unknown as TenantDatabases;
    const audit = new AuditLog(tenants, { flushIntervalMs: 60_000, maxBatch: 500, retentionDays: 90 }, quiet);

    // A change is answered: its record goes out at once, and that write hangs.
    const first = audit.recordStored('acme', changeRecord('change-1'));
    await new Promise((resolve) => setImmediate(resolve));
    // A second change is answered meanwhile; its request waits for its record too.
    const second = audit.recordStored('acme', changeRecord('change-2'));
    // Reads and refused requests (429s need no database) keep coming while the write hangs.
    for (let i = 0; i < 10_001; i++) audit.record('acme', record(`read-${i}`));
    fail(Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' }));

    const outcome = (stored: Promise<boolean>) => Promise.race([stored, sleep(1_000).then(() => 'still waiting' as const)]);
    expect(await outcome(first)).toBe(false);
    // The request of the second change must be answered (its record is not stored yet: false).
    expect(await outcome(second)).toBe(false);
  });

  it('holds at most MAX_BUFFERED_PER_TENANT (10,000) records of a tenant while one write of it hangs', async () => {
    // A write that neither answers nor fails (a black-holed PostgreSQL server: no statement timeout).
    const tenants = { acquire: () => new Promise<never>(() => undefined), crowded: () => false } as unknown as TenantDatabases;
    const audit = new AuditLog(tenants, { flushIntervalMs: 60_000, maxBatch: 500, retentionDays: 90 }, quiet);
    audit.recordStored('acme', changeRecord('change-1')).catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    // 401s without a token and 429s are answered (and recorded) without the database.
    for (let i = 0; i < 25_000; i++) audit.record('acme', record(`refused-${i}`));
    await new Promise((resolve) => setImmediate(resolve));
    const held = [0, 10_000, 14_999, 24_999].filter((i) => audit.pending('acme', `refused-${i}`) !== undefined).length;
    // The newest 10,000 at most: refused-0 .. refused-14999 would be dropped.
    expect(held, 'records refused-0, -10000, -14999, -24999 still held').toBeLessThanOrEqual(1);
  });
});
