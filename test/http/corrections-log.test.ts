import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { ADMIN_PASSWORD, createDepartment, login, personWithLogin, tenantWithAdmin } from '../support/factories.js';

/**
 * The log of corrections to a person's record over a period: a deleted event or one moved to
 * another day leaves its day without a trace, so an inspection (or the person) reads what was
 * changed, why, by whom and when here.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
afterEach(() => {
  vi.useRealTimers();
});

async function setup() {
  const admin = await tenantWithAdmin(ctx);
  const worker = await personWithLogin(ctx, admin.slug, admin.token, { role: 'employee' });
  let adminToken = admin.token;
  // Sessions last 12 hours: after the clock is set days ahead, HR logs in again.
  const relogin = async () => {
    adminToken = await login(ctx, admin.slug, 'admin', ADMIN_PASSWORD);
  };
  const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token = adminToken) => ctx.request({ method, url, tenant: admin.slug, token, body });
  const log = (query = '', token = adminToken) => req('GET', `/rest/employees/${worker.id}/clock-event-history${query}`, undefined, token);
  return { ...admin, worker, req, log, relogin };
}

describe('the corrections log of a person', () => {
  it('lists the corrections made in the period, a deleted and a moved event included, oldest first', async () => {
    vi.setSystemTime(new Date('2026-11-10T09:00:00+01:00'));
    const s = await setup();
    const added = await s.req('POST', `/rest/employees/${s.worker.id}/clock-events`, {
      events: [
        { type: 'come', occurred_at: '2026-11-08T08:00:00+01:00' },
        { type: 'go', occurred_at: '2026-11-08T18:00:00+01:00' },
      ],
      reason: 'Vergessen zu stempeln',
    });
    expect(added.statusCode, added.body).toBe(201);
    const [come, go] = added.json().data as Array<{ id: string }>;
    vi.setSystemTime(new Date('2026-11-20T09:00:00+01:00'));
    await s.relogin();
    expect((await s.req('PATCH', `/rest/employees/${s.worker.id}/clock-events/${go!.id}`, { occurred_at: '2026-11-08T16:00:00+01:00', reason: 'Ging früher' })).statusCode).toBe(200);
    vi.setSystemTime(new Date('2026-12-02T09:00:00+01:00'));
    await s.relogin();
    expect((await s.req('DELETE', `/rest/employees/${s.worker.id}/clock-events/${go!.id}`, { reason: 'Doppelt' })).statusCode).toBe(200);
    vi.setSystemTime(new Date('2026-12-02T09:01:00+01:00'));
    expect((await s.req('DELETE', `/rest/employees/${s.worker.id}/clock-events/${come!.id}`, { reason: 'Doppelt' })).statusCode).toBe(200);

    const november = await s.log('?from=2026-11-01&to=2026-11-30');
    expect(november.statusCode, november.body).toBe(200);
    const data = november.json().data;
    expect({ from: data.from, to: data.to, employee_id: data.employee_id }).toEqual({ from: '2026-11-01', to: '2026-11-30', employee_id: s.worker.id });
    expect(data.entries.map((entry: { action: string; reason: string }) => [entry.action, entry.reason])).toEqual([
      ['create', 'Vergessen zu stempeln'],
      ['create', 'Vergessen zu stempeln'],
      ['update', 'Ging früher'],
    ]);
    expect(data.entries[2].before.occurred_at).toBe('2026-11-08T18:00:00+01:00');
    expect(data.entries[2].after.occurred_at).toBe('2026-11-08T16:00:00+01:00');
    // December's deletions, which leave 8 November without a trace on the day itself.
    const december = (await s.log('?from=2026-12-01&to=2026-12-31')).json().data.entries as Array<{ action: string; before: { type: string }; after: null; corrected_by: string }>;
    expect(december.map((entry) => [entry.action, entry.before.type, entry.after])).toEqual([
      ['delete', 'go', null],
      ['delete', 'come', null],
    ]);
    expect(december[0]!.corrected_by).toBe(s.adminId);
    // Without a range: the current month.
    expect((await s.log()).json().data).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('is the person’s own to read, and others’ with time-tracking:view within their units', async () => {
    const s = await setup();
    expect((await s.log('', s.worker.token)).statusCode).toBe(200);
    const colleague = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    expectEnvelope(await s.log('', colleague.token), 403, 'forbidden');
    const unit = await createDepartment(ctx, s.slug, s.token, 'Lager');
    const clerk = await personWithLogin(ctx, s.slug, s.token, { role: 'time_tracking_admin', department_id: unit.id });
    expectEnvelope(await s.log('', clerk.token), 403, 'forbidden');
    expectEnvelope(await s.log('?from=2026-12-01&to=2026-11-01'), 422, 'validation_error');
    expectEnvelope(await s.log('?from=2025-01-01&to=2026-11-30'), 422, 'validation_error');
  });
});
