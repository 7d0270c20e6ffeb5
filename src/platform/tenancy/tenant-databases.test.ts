import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Catalog } from './catalog.js';
import type { Tenant } from './tenant.js';
import { TenantDatabases, TenantMovingError } from './tenant-databases.js';

const TTL_MS = 60_000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-tenant-databases-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A catalog of one tenant whose record the test changes, and whose reads it may hold back. */
class OneTenantCatalog {
  record: Tenant;
  reads = 0;
  private held: Array<() => void> = [];
  private holding = false;

  constructor(file: string) {
    fs.writeFileSync(file, '');
    const now = new Date().toISOString();
    this.record = {
      id: 't-1',
      slug: 'acme',
      name: 'Acme',
      timezone: 'Europe/Berlin',
      modules: ['locations'],
      database: { kind: 'sqlite', file },
      moving: false,
      createdAt: now,
      updatedAt: now,
    };
  }

  /** Reads from now on answer only when released, with the record as it was when they were asked. */
  hold(): void {
    this.holding = true;
  }

  release(): void {
    this.holding = false;
    for (const answer of this.held.splice(0)) answer();
  }

  async findBySlug(slug: string): Promise<Tenant | undefined> {
    this.reads++;
    const answer = slug === this.record.slug ? structuredClone(this.record) : undefined;
    if (this.holding) await new Promise<void>((resolve) => this.held.push(resolve));
    return answer;
  }
}

let catalog: OneTenantCatalog;
let tenants: TenantDatabases;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  catalog = new OneTenantCatalog(path.join(dir, `${Math.random().toString(36).slice(2)}.sqlite`));
  tenants = new TenantDatabases(catalog as unknown as Catalog, { capacity: 10, ttlMs: TTL_MS, pool: { max: 1, idleTimeoutMs: 1_000 } });
});

afterEach(async () => {
  vi.useRealTimers();
  await tenants.close(0);
});

async function modulesNow(): Promise<string[]> {
  const lease = await tenants.acquire('acme');
  lease!.release();
  return lease!.tenant.modules;
}

/** Waits until the catalog was asked `count` times in all (an open reads once, then opens the database). */
async function readsReach(count: number): Promise<void> {
  await vi.waitFor(() => expect(catalog.reads).toBe(count));
}

describe('TenantDatabases: the cached tenant record', () => {
  it('is trusted for the cache lifetime and read again after it', async () => {
    await modulesNow();
    catalog.record.modules = ['locations', 'shift_roster'];
    vi.advanceTimersByTime(TTL_MS - 1);
    expect(await modulesNow()).toEqual(['locations']);
    expect(catalog.reads).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await modulesNow()).toEqual(['locations', 'shift_roster']);
    expect(catalog.reads).toBe(2);
  });

  it('is read again at once after an announced change', async () => {
    await modulesNow();
    catalog.record.modules = [];
    tenants.invalidate('acme');
    expect(await modulesNow()).toEqual([]);
  });

  it('of a moving tenant is read again within a second, so the end of a move that was not announced ends the 503s soon', async () => {
    await modulesNow();
    catalog.record.moving = true;
    tenants.invalidate('acme');
    await expect(tenants.acquire('acme')).rejects.toBeInstanceOf(TenantMovingError);
    catalog.record.moving = false;
    vi.advanceTimersByTime(999);
    await expect(tenants.acquire('acme')).rejects.toBeInstanceOf(TenantMovingError);
    vi.advanceTimersByTime(1);
    expect(await modulesNow()).toEqual(['locations']);
    expect(catalog.reads).toBe(3);
  });

  it('is read again within a second when the database failed as a moved one does', async () => {
    await modulesNow();
    catalog.record.modules = ['payroll'];
    tenants.recheckSoon('acme');
    expect(await modulesNow()).toEqual(['locations']);
    vi.advanceTimersByTime(1_000);
    expect(await modulesNow()).toEqual(['payroll']);
    // Read again, the record is trusted for the whole cache lifetime again.
    catalog.record.modules = [];
    vi.advanceTimersByTime(1_000);
    expect(await modulesNow()).toEqual(['payroll']);
  });

  it('keeps a change announced while the catalog was being read: the answer may predate it', async () => {
    await modulesNow();
    tenants.invalidate('acme');
    catalog.hold();
    const reading = tenants.acquire('acme');
    await readsReach(2);
    // The read under way answers the record as it was before this change.
    catalog.record.modules = ['payroll'];
    tenants.invalidate('acme');
    catalog.release();
    (await reading)!.release();
    expect(await modulesNow()).toEqual(['payroll']);
    expect(catalog.reads).toBe(3);
  });

  it('keeps a change announced while the database was being opened', async () => {
    catalog.hold();
    const opening = tenants.acquire('acme');
    await readsReach(1);
    catalog.record.modules = ['payroll'];
    tenants.invalidate('acme');
    catalog.release();
    expect((await opening)!.tenant.modules).toEqual(['locations']);
    (await opening)!.release();
    expect(await modulesNow()).toEqual(['payroll']);
  });
});

describe('TenantDatabases: a tenant deleted and restored', () => {
  /** The notes in the tenant's database, read through the handle the cache gives out. */
  async function notes(): Promise<string[]> {
    const lease = await tenants.acquire('acme');
    try {
      const { rows } = await sql<{ text: string }>`select text from notes order by rowid`.execute(lease!.db as Kysely<unknown>);
      return rows.map((row) => row.text);
    } finally {
      lease!.release();
    }
  }

  async function write(statement: ReturnType<typeof sql>): Promise<void> {
    const lease = await tenants.acquire('acme');
    await statement.execute(lease!.db as Kysely<unknown>);
    lease!.release();
  }

  it('is served from the restored file, not from the deleted one the handle still had open', async () => {
    const file = (catalog.record.database as { file: string }).file;
    const backup = `${file}.backup`;
    await write(sql`create table notes (text text not null)`);
    await write(sql`insert into notes (text) values ('in the backup')`);
    await write(sql`vacuum into ${backup}`);
    await write(sql`insert into notes (text) values ('after the backup')`);
    expect(await notes()).toEqual(['in the backup', 'after the backup']);

    // stempel tenant delete, then stempel restore: the same id at the same path, in a new file.
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    fs.copyFileSync(backup, file);
    tenants.invalidate('acme');
    expect(await notes()).toEqual(['in the backup']);
    await write(sql`insert into notes (text) values ('after the restore')`);
    expect(await notes()).toEqual(['in the backup', 'after the restore']);
  });
});
