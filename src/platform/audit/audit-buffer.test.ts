import { describe, expect, it } from 'vitest';
import { AuditLog, type PendingAuditRecord } from './audit-log.js';
import type { TenantDatabases } from '../tenancy/tenant-databases.js';

const record = (id: string, method = 'GET'): PendingAuditRecord => ({
  correlation_id: id,
  user_id: null,
  client_ip: '127.0.0.1',
  method,
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

const quiet = { error: () => undefined, warn: () => undefined };
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
    const first = audit.recordStored('acme', record('change-1', 'POST'));
    await new Promise((resolve) => setImmediate(resolve));
    // A second change is answered meanwhile; its request waits for its record too.
    const second = audit.recordStored('acme', record('change-2', 'POST'));
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
    audit.recordStored('acme', record('change-1', 'POST')).catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    // 401s without a token and 429s are answered (and recorded) without the database.
    for (let i = 0; i < 25_000; i++) audit.record('acme', record(`refused-${i}`));
    await new Promise((resolve) => setImmediate(resolve));
    const held = [0, 10_000, 14_999, 24_999].filter((i) => audit.pending('acme', `refused-${i}`) !== undefined).length;
    // The newest 10,000 at most: refused-0 .. refused-14999 would be dropped.
    expect(held, 'records refused-0, -10000, -14999, -24999 still held').toBeLessThanOrEqual(1);
  });
});
