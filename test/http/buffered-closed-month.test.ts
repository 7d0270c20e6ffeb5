import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { ADMIN_PASSWORD, createEmployee, login, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { closePayrollMonth } from '../support/payroll-exports.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';

/**
 * All working time is recorded (MiLoG §17, ArbZG §16 (2), BAG 1 ABR 22/21): a booking a terminal or
 * phone buffered offline on the last day of a month, sent after payroll closed that month, is
 * still refused (the month stays closed), but kept as a correction request HR decides once the
 * month is reopened, as a buffered booking the come/go order refuses is. Asking for a correction
 * of a closed month is accepted for the same reason; approving it waits for the reopen.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = 'person-password-1';

/** A tenant with a warehouse terminal. Sign-ins last 12 h, so moving the clock on signs in again. */
async function warehouse() {
  vi.setSystemTime(new Date('2026-10-01T08:00:00+02:00'));
  const admin = await tenantWithAdmin(ctx, { modules: MODULE_IDS.filter((m) => m !== 'geo_clock') });
  let adminToken = admin.token;
  const created = await ctx.request({ method: 'POST', url: '/rest/terminals', tenant: admin.slug, token: adminToken, body: { name: 'Lager' } });
  expect(created.statusCode, created.body).toBe(201);
  const code = created.json().data.secret as string;
  const req = (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) => ctx.request({ method, url, tenant: admin.slug, token: token ?? adminToken, body });
  const clock = (body: Record<string, unknown>) => ctx.request({ method: 'POST', url: `/rest/terminal/${code}`, tenant: admin.slug, body });
  const at = async (iso: string) => {
    vi.setSystemTime(new Date(iso));
    adminToken = await login(ctx, admin.slug, 'admin', ADMIN_PASSWORD);
  };
  const signIn = (person: { code: string }) => login(ctx, admin.slug, person.code, PASSWORD);
  const requestsOf = async (employeeId: string) => {
    const listed = await req('GET', `/rest/correction-requests?employee_id=${employeeId}`);
    expect(listed.statusCode, listed.body).toBe(200);
    return listed.json().data as Array<Record<string, unknown>>;
  };
  const eventsOf = async (employeeId: string, from: string, to: string) =>
    (await req('GET', `/rest/employees/${employeeId}/clock-events?from=${from}&to=${to}`)).json().data as Array<{ type: string; occurred_at: string }>;
  return { ...admin, token: adminToken, req, clock, at, signIn, requestsOf, eventsOf };
}

function lockedWithRequest(response: Parameters<typeof expectEnvelope>[0]): string {
  const body = expectEnvelope(response, 409, 'conflict');
  expect(body.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: '2026-10', correction_request_id: expect.any(String) });
  return body.errors[0]._meta.correction_request_id as string;
}

describe('a buffered booking of a month closed meanwhile', () => {
  it('is kept as a correction request, found again when sent again, approved only after the month is reopened', async () => {
    const s = await warehouse();
    const person = await createEmployee(ctx, s.slug, s.token, { badge: 'LAGER-1', entry_date: '2026-10-01' });
    // The terminal books Saturday's come live, then goes offline; payroll closes October on 2 November.
    await s.at('2026-10-31T06:00:00+01:00');
    expect((await s.clock({ badge: 'LAGER-1', type: 'come' })).statusCode).toBe(201);
    await s.at('2026-11-02T09:00:00+01:00');
    await closePayrollMonth(ctx, s.slug, '2026-10');
    // Back online at 10:00, inside the offline window, with the go the one-key terminal buffered.
    await s.at('2026-11-02T10:00:00+01:00');
    const buffered = { badge: 'LAGER-1', type: 'auto', event_id: 'lager-000101', occurred_at: '2026-10-31T14:00:00+01:00' };
    const id = lockedWithRequest(await s.clock(buffered));

    const kept = await s.req('GET', `/rest/correction-requests/${id}`);
    expect(kept.statusCode, kept.body).toBe(200);
    // `auto` is kept as what it would have booked after the come: the go.
    expect(kept.json().data).toMatchObject({ employee_id: person.id, action: 'create', type: 'go', status: 'requested', project_id: null });
    expect(Date.parse(kept.json().data.occurred_at)).toBe(Date.parse('2026-10-31T14:00:00+01:00'));
    expect(kept.json().data.reason).toBe('Buffered by the terminal; the payroll month 2026-10 was closed when it arrived.');

    // The terminal never saw the answer and sends it again: the same request, not a second.
    expect(lockedWithRequest(await s.clock(buffered))).toBe(id);
    expect(await s.requestsOf(person.id)).toHaveLength(1);
    expect((await s.eventsOf(person.id, '2026-10-31', '2026-10-31')).map((e) => e.type)).toEqual(['come']);

    // Approving changes the closed month: refused while it is closed, and the request stays open.
    const refused = expectEnvelope(await s.req('POST', `/rest/correction-requests/${id}/approve`), 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: '2026-10' });
    expect((await s.req('GET', `/rest/correction-requests/${id}`)).json().data.status).toBe('requested');

    const reopened = await s.req('POST', '/rest/payroll-periods/2026-10/reopen', { reason: 'Nachbuchung Lagerterminal' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const approved = await s.req('POST', `/rest/correction-requests/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', clock_event_id: expect.any(String) });
    expect((await s.eventsOf(person.id, '2026-10-31', '2026-10-31')).map((e) => e.type)).toEqual(['come', 'go']);
  });

  it('keeps an `auto` after a shift left open on an earlier day as the come it would have booked', async () => {
    const s = await warehouse();
    const person = await createEmployee(ctx, s.slug, s.token, { badge: 'LAGER-2', entry_date: '2026-10-01' });
    // Friday's come was never followed by a go; Saturday morning's booking starts a new shift.
    await s.at('2026-10-30T06:00:00+01:00');
    expect((await s.clock({ badge: 'LAGER-2', type: 'come' })).statusCode).toBe(201);
    await s.at('2026-11-02T09:00:00+01:00');
    await closePayrollMonth(ctx, s.slug, '2026-10');
    await s.at('2026-11-02T10:00:00+01:00');
    const id = lockedWithRequest(await s.clock({ badge: 'LAGER-2', type: 'auto', event_id: 'lager-000201', occurred_at: '2026-10-31T06:00:00+01:00' }));
    expect((await s.req('GET', `/rest/correction-requests/${id}`)).json().data).toMatchObject({ employee_id: person.id, type: 'come' });
  });

  it('is kept the same way for a phone that buffered it', async () => {
    const s = await warehouse();
    const worker = await personWithLogin(ctx, s.slug, s.token, { role: 'employee', entry_date: '2026-10-01' });
    await s.at('2026-11-02T09:00:00+01:00');
    await closePayrollMonth(ctx, s.slug, '2026-10');
    await s.at('2026-11-02T10:00:00+01:00');
    const token = await s.signIn(worker);
    const phone = (body: Record<string, unknown>) => s.req('POST', '/rest/mobile', body, token);
    const buffered = { type: 'come', event_id: 'phone-31-1', occurred_at: '2026-10-31T06:00:00+01:00' };
    const id = lockedWithRequest(await phone(buffered));
    const kept = await s.req('GET', `/rest/correction-requests/${id}`, undefined, token);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ employee_id: worker.id, requested_by: worker.id, action: 'create', type: 'come', status: 'requested' });
    expect(kept.json().data.reason).toBe('Buffered by the app; the payroll month 2026-10 was closed when it arrived.');
    expect(lockedWithRequest(await phone(buffered))).toBe(id);
    // The app asking for it itself (as it does for a booking too old) finds the same request.
    const asked = await s.req('POST', '/rest/correction-requests', { action: 'create', type: 'come', occurred_at: buffered.occurred_at, reason: 'Handy offline' }, token);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.headers['idempotent-replayed']).toBe('true');
    expect(asked.json().data.id).toBe(id);
    expect(await s.requestsOf(worker.id)).toHaveLength(1);
  });

  it('keeps nothing for a live booking: the person at the terminal sees the refusal', async () => {
    const s = await warehouse();
    const person = await createEmployee(ctx, s.slug, s.token, { badge: 'LAGER-3', entry_date: '2026-10-01' });
    // October closed while its last day runs (as the payroll race test does).
    await s.at('2026-10-31T20:00:00+01:00');
    await closePayrollMonth(ctx, s.slug, '2026-10');
    const refused = expectEnvelope(await s.clock({ badge: 'LAGER-3', type: 'come' }), 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: '2026-10' });
    expect(refused.errors[0]._meta.correction_request_id).toBeUndefined();
    expect(await s.requestsOf(person.id)).toHaveLength(0);
  });
});

describe('asking for a correction of a closed month', () => {
  it('is accepted (a request changes no figures) and approved only after the month is reopened', async () => {
    const s = await warehouse();
    const worker = await personWithLogin(ctx, s.slug, s.token, { role: 'employee', entry_date: '2026-10-01' });
    await s.at('2026-11-02T09:00:00+01:00');
    await closePayrollMonth(ctx, s.slug, '2026-10');
    // The badge was forgotten on 30 October, the week after, the person notices.
    await s.at('2026-11-06T10:00:00+01:00');
    const token = await s.signIn(worker);
    const asked = await s.req(
      'POST',
      '/rest/correction-requests',
      { action: 'create', type: 'come', occurred_at: '2026-10-30T07:00:00+01:00', reason: 'Ausweis vergessen' },
      token,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data).toMatchObject({ status: 'requested', type: 'come' });
    const id = asked.json().data.id as string;
    const refused = expectEnvelope(await s.req('POST', `/rest/correction-requests/${id}/approve`), 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: '2026-10' });
    expect((await s.req('GET', `/rest/correction-requests/${id}`)).json().data.status).toBe('requested');
    expect(await s.eventsOf(worker.id, '2026-10-30', '2026-10-30')).toEqual([]);

    expect((await s.req('POST', '/rest/payroll-periods/2026-10/reopen', { reason: 'Nachtrag' })).statusCode).toBe(200);
    const approved = await s.req('POST', `/rest/correction-requests/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await s.eventsOf(worker.id, '2026-10-30', '2026-10-30')).map((e) => e.type)).toEqual(['come']);
  });
});
