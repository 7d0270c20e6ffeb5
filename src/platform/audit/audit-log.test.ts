import { describe, expect, it } from 'vitest';
import { AuditLog, type PendingAuditRecord } from './audit-log.js';
import type { TenantDatabases } from '../tenancy/tenant-databases.js';

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
});
