import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope, UNKNOWN_ID } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

// Berlin is UTC+1 in November.
const at = (date: string, time: string) => `${date}T${time}:00+01:00`;

/** Closes a payroll month the way the close leaves it, without a snapshot. */
async function closeMonth(slug: string, period: string) {
  await ctx.services.tenants.withTenant(slug, ({ db }) => db.insertInto('payroll_periods').values({ period, closed_at: new Date().toISOString(), closed_by: null }).execute());
}

const lockedIn = (response: Parameters<typeof expectEnvelope>[0], period: string) =>
  expect(expectEnvelope(response, 409, 'conflict').errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period });

async function setup() {
  const admin = await tenantWithAdmin(ctx);
  const person = await personWithLogin(ctx, admin.slug, admin.token, { role: 'employee' });
  const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token = admin.token) =>
    ctx.request({ method, url, tenant: admin.slug, token, body });
  const add = (body: unknown, token = admin.token, employeeId = person.id) => req('POST', `/rest/employees/${employeeId}/clock-events`, body, token);
  const events = async () =>
    (await req('GET', `/rest/employees/${person.id}/clock-events?from=2026-11-01&to=2026-11-20`)).json().data as Array<{
      id: string;
      type: string;
      occurred_at: string;
      source: string;
    }>;
  return { ...admin, person, req, add, events };
}

describe('corrections of clock events', () => {
  it('adds a forgotten day as one come/go pair between later days, with source correction and a history', async () => {
    const s = await setup();
    expect((await s.add({ type: 'come', occurred_at: at('2026-11-05', '08:00'), reason: 'Terminal down' })).statusCode).toBe(201);
    expect((await s.add({ type: 'go', occurred_at: at('2026-11-05', '16:00'), reason: 'Terminal down' })).statusCode).toBe(201);
    const pair = await s.add({
      events: [
        { type: 'come', occurred_at: at('2026-11-03', '09:00') },
        { type: 'go', occurred_at: at('2026-11-03', '17:30') },
      ],
      reason: 'Forgot to clock on the training day',
    });
    expect(pair.statusCode, pair.body).toBe(201);
    const created = pair.json().data as Array<{ id: string; source: string; occurred_at: string }>;
    expect(created.map((e) => e.source)).toEqual(['correction', 'correction']);
    expect(created[0]!.occurred_at).toBe('2026-11-03T09:00:00+01:00');
    expect((await s.events()).map((e) => e.type)).toEqual(['come', 'go', 'come', 'go']);

    const history = await s.req('GET', `/rest/employees/${s.person.id}/clock-events/${created[0]!.id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json().data).toEqual([
      expect.objectContaining({
        action: 'create',
        before: null,
        after: expect.objectContaining({ id: created[0]!.id, type: 'come', source: 'correction' }),
        reason: 'Forgot to clock on the training day',
        corrected_by: s.adminId,
      }),
    ]);
  });

  it('refuses a correction that breaks the come/go order and writes nothing', async () => {
    const s = await setup();
    await s.add({ events: [{ type: 'come', occurred_at: at('2026-11-04', '08:00') }, { type: 'go', occurred_at: at('2026-11-04', '12:00') }], reason: 'r' });
    const inside = await s.add({ type: 'come', occurred_at: at('2026-11-04', '10:00'), reason: 'second come' });
    const body = expectEnvelope(inside, 409, 'conflict');
    expect(body.errors[0]._meta).toMatchObject({ code: 'clock_order', type: 'come', state: 'working' });
    // A pair whose second half breaks the order is refused as a whole.
    const half = await s.add({ events: [{ type: 'come', occurred_at: at('2026-11-06', '08:00') }, { type: 'come', occurred_at: at('2026-11-06', '09:00') }], reason: 'r' });
    expectEnvelope(half, 409, 'conflict');
    expect(await s.events()).toHaveLength(2);
  });

  it('needs a reason and one clear form of body', async () => {
    const s = await setup();
    expect(expectEnvelope(await s.add({ type: 'come', occurred_at: at('2026-11-04', '08:00') }), 422, 'validation_error').field_errors).toHaveProperty('reason');
    expectEnvelope(await s.add({ type: 'come', occurred_at: at('2026-11-04', '08:00'), reason: '   ' }), 422, 'validation_error');
    expectEnvelope(await s.add({ type: 'come', reason: 'r' }), 422, 'validation_error');
    expectEnvelope(await s.add({ events: [], reason: 'r' }), 422, 'validation_error');
    expectEnvelope(await s.add({ type: 'auto', occurred_at: at('2026-11-04', '08:00'), reason: 'r' }), 422, 'validation_error');
    expectEnvelope(
      await s.add({ type: 'come', occurred_at: at('2026-11-04', '08:00'), events: [{ type: 'go', occurred_at: at('2026-11-04', '09:00') }], reason: 'r' }),
      422,
      'validation_error',
    );
    const future = new Date(Date.now() + 3 * 3600_000).toISOString();
    expectEnvelope(await s.add({ type: 'come', occurred_at: future, reason: 'r' }), 422, 'validation_error');
    expect(await s.events()).toHaveLength(0);
  });

  it('takes clock times in the years 1900 to 2199 only, from a correction and from a request for one', async () => {
    const s = await setup();
    // A time in the year 1 sent a person's month totals through 24,000 months (their data export froze the server).
    for (const occurred_at of ['0001-01-01T08:00:00Z', '1899-12-31T08:00:00+01:00', '1899-12-31T23:30:00-01:00']) {
      const refused = expectEnvelope(await s.add({ events: [{ type: 'come', occurred_at }, { type: 'go', occurred_at }], reason: 'Nachtrag' }), 422, 'validation_error');
      expect(JSON.stringify(refused.field_errors)).toContain('occurred_at');
      const asked = await s.req('POST', '/rest/correction-requests', { action: 'create', type: 'come', occurred_at, reason: 'Nachtrag' }, s.person.token);
      expectEnvelope(asked, 422, 'validation_error');
    }
    expect((await s.add({ events: [{ type: 'come', occurred_at: '1900-01-02T08:00:00+01:00' }, { type: 'go', occurred_at: '1900-01-02T16:00:00+01:00' }], reason: 'Nachtrag' })).statusCode).toBe(201);

    // West of UTC the first instants of 1900 are still 1899 locally: refused, and nothing is stored.
    const west = await tenantWithAdmin(ctx, { timezone: 'America/New_York' });
    const person = await createEmployee(ctx, west.slug, west.token);
    const refused = await ctx.request({
      method: 'POST',
      url: `/rest/employees/${person.id}/clock-events`,
      tenant: west.slug,
      token: west.token,
      body: { events: [{ type: 'come', occurred_at: '1900-01-01T01:00:00Z' }, { type: 'go', occurred_at: '1900-01-01T03:00:00Z' }], reason: 'Nachtrag' },
    });
    expectEnvelope(refused, 422, 'validation_error');
    const stored = await ctx.services.tenants.withTenant(west.slug, ({ db }) => db.selectFrom('clock_events').select('id').where('employee_id', '=', person.id).execute());
    expect(stored).toEqual([]);
  });

  it('changes an event with a reason, keeps before and after in the history, and keeps the order', async () => {
    const s = await setup();
    const pair = (await s.add({ events: [{ type: 'come', occurred_at: at('2026-11-04', '08:00') }, { type: 'go', occurred_at: at('2026-11-04', '12:00') }], reason: 'r' })).json().data;
    const go = pair[1].id as string;
    const moved = await s.req('PATCH', `/rest/employees/${s.person.id}/clock-events/${go}`, { occurred_at: at('2026-11-04', '16:30'), reason: 'Left later' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.occurred_at).toBe('2026-11-04T16:30:00+01:00');
    const beforeCome = await s.req('PATCH', `/rest/employees/${s.person.id}/clock-events/${go}`, { occurred_at: at('2026-11-04', '07:00'), reason: 'wrong' });
    expectEnvelope(beforeCome, 409, 'conflict');
    expectEnvelope(await s.req('PATCH', `/rest/employees/${s.person.id}/clock-events/${go}`, { reason: 'nothing' }), 422, 'validation_error');
    expectEnvelope(await s.req('PATCH', `/rest/employees/${s.person.id}/clock-events/${UNKNOWN_ID}`, { occurred_at: at('2026-11-04', '16:00'), reason: 'r' }), 404, 'not_found');
    const history = (await s.req('GET', `/rest/employees/${s.person.id}/clock-events/${go}/history`)).json().data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['create', 'update']);
    expect(history[1].before.occurred_at).toBe('2026-11-04T12:00:00+01:00');
    expect(history[1].after.occurred_at).toBe('2026-11-04T16:30:00+01:00');
    expect(history[1].reason).toBe('Left later');
  });

  it('deletes an event from its day but keeps it in the history, unless the order would break', async () => {
    const s = await setup();
    const pair = (await s.add({ events: [{ type: 'come', occurred_at: at('2026-11-04', '08:00') }, { type: 'go', occurred_at: at('2026-11-04', '12:00') }], reason: 'r' })).json().data;
    // Without its come the go would follow "off".
    expectEnvelope(await s.req('DELETE', `/rest/employees/${s.person.id}/clock-events/${pair[0].id}`, { reason: 'double' }), 409, 'conflict');
    expectEnvelope(await s.req('DELETE', `/rest/employees/${s.person.id}/clock-events/${pair[1].id}`, {}), 422, 'validation_error');
    const removed = await s.req('DELETE', `/rest/employees/${s.person.id}/clock-events/${pair[1].id}`, { reason: 'Never left: night shift' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ action: 'delete', after: null, before: { id: pair[1].id } });
    expect((await s.events()).map((e) => e.id)).toEqual([pair[0].id]);
    const history = (await s.req('GET', `/rest/employees/${s.person.id}/clock-events/${pair[1].id}/history`)).json().data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['create', 'delete']);
  });

  it('refuses corrections in a closed payroll month, also moving an event out of one', async () => {
    const s = await setup();
    const pair = (await s.add({ events: [{ type: 'come', occurred_at: at('2026-10-30', '08:00') }, { type: 'go', occurred_at: at('2026-10-30', '12:00') }], reason: 'r' })).json().data;
    await ctx.services.tenants.withTenant(s.slug, ({ db }) =>
      db.insertInto('payroll_periods').values({ period: '2026-10', closed_at: new Date().toISOString(), closed_by: null }).execute(),
    );
    const add = await s.add({ type: 'come', occurred_at: at('2026-10-31', '08:00'), reason: 'r' });
    expect(expectEnvelope(add, 409, 'conflict').errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: '2026-10' });
    const move = await s.req('PATCH', `/rest/employees/${s.person.id}/clock-events/${pair[1].id}`, { occurred_at: at('2026-11-02', '12:00'), reason: 'r' });
    expectEnvelope(move, 409, 'conflict');
    expectEnvelope(await s.req('DELETE', `/rest/employees/${s.person.id}/clock-events/${pair[1].id}`, { reason: 'r' }), 409, 'conflict');
  });

  it('refuses changing a night shift begun on the last day of a closed month, also at its times after midnight', async () => {
    const s = await setup();
    const night = (await s.add({ events: [{ type: 'come', occurred_at: at('2026-10-31', '22:00') }, { type: 'go', occurred_at: '2026-11-01T04:00:00+01:00' }], reason: 'r' })).json().data;
    await ctx.services.tenants.withTenant(s.slug, ({ db }) =>
      db.insertInto('payroll_periods').values({ period: '2026-10', closed_at: new Date().toISOString(), closed_by: null }).execute(),
    );
    const locked = (response: Parameters<typeof expectEnvelope>[0]) => expect(expectEnvelope(response, 409, 'conflict').errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: '2026-10' });
    locked(await s.add({ type: 'break_start', occurred_at: '2026-11-01T01:00:00+01:00', reason: 'r' }));
    locked(await s.req('PATCH', `/rest/employees/${s.person.id}/clock-events/${night[1].id}`, { occurred_at: '2026-11-01T05:30:00+01:00', reason: 'r' }));
    locked(await s.req('DELETE', `/rest/employees/${s.person.id}/clock-events/${night[1].id}`, { reason: 'r' }));
    // A shift begun in November is November's alone.
    const next = await s.add({ events: [{ type: 'come', occurred_at: '2026-11-01T22:00:00+01:00' }, { type: 'go', occurred_at: '2026-11-02T04:00:00+01:00' }], reason: 'r' });
    expect(next.statusCode, next.body).toBe(201);
    const moved = await s.req('PATCH', `/rest/employees/${s.person.id}/clock-events/${next.json().data[1].id}`, { occurred_at: '2026-11-02T05:00:00+01:00', reason: 'r' });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('refuses a correction in an open month that hands another event’s shift into or out of a closed month', async () => {
    const s = await setup();
    const other = await createEmployee(ctx, s.slug, s.token);
    const eventsOf = async (employeeId: string) =>
      (await s.req('GET', `/rest/employees/${employeeId}/clock-events?from=2026-10-30&to=2026-11-05`)).json().data.map((e: { type: string; occurred_at: string }) => `${e.type} ${e.occurred_at}`);
    // A night shift begun on 31 Oct, with a break and its go after midnight.
    const night = await s.add({
      events: [
        { type: 'come', occurred_at: at('2026-10-31', '22:00') },
        { type: 'break_start', occurred_at: at('2026-11-01', '02:00') },
        { type: 'break_end', occurred_at: at('2026-11-01', '02:30') },
        { type: 'go', occurred_at: at('2026-11-01', '06:00') },
      ],
      reason: 'r',
    });
    expect(night.statusCode, night.body).toBe(201);
    // Someone else's come left open on 31 Oct, and a day on 3 Nov.
    const open = await s.add(
      {
        events: [
          { type: 'come', occurred_at: at('2026-10-31', '08:00') },
          { type: 'come', occurred_at: at('2026-11-03', '08:00') },
          { type: 'break_start', occurred_at: at('2026-11-03', '12:00') },
          { type: 'break_end', occurred_at: at('2026-11-03', '12:30') },
          { type: 'go', occurred_at: at('2026-11-03', '16:00') },
        ],
        reason: 'r',
      },
      s.token,
      other.id,
    );
    expect(open.statusCode, open.body).toBe(201);
    const nov3Come = open.json().data[1] as { id: string };
    await closeMonth(s.slug, '2026-10');
    const [stored, storedOther] = [await eventsOf(s.person.id), await eventsOf(other.id)];
    // A come added after midnight takes the break and the go from 31 Oct's shift; one just before
    // the go takes the go (whose own time is November's).
    lockedIn(await s.add({ type: 'come', occurred_at: at('2026-11-01', '01:00'), reason: 'r' }), '2026-10');
    lockedIn(await s.add({ type: 'come', occurred_at: at('2026-11-01', '05:00'), reason: 'r' }), '2026-10');
    // Deleting 3 Nov's come hangs its break and go on the come left open on 31 Oct, 56 hours before.
    lockedIn(await s.req('DELETE', `/rest/employees/${other.id}/clock-events/${nov3Come.id}`, { reason: 'r' }), '2026-10');
    expect(await eventsOf(s.person.id)).toEqual(stored);
    expect(await eventsOf(other.id)).toEqual(storedOther);
    // A change of November's own shifts only is accepted.
    const moved = await s.req('PATCH', `/rest/employees/${other.id}/clock-events/${nov3Come.id}`, { occurred_at: at('2026-11-03', '09:00'), reason: 'r' });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('needs time-tracking:correct and visibility; history is one’s own or needs time-tracking:view', async () => {
    const s = await setup();
    const body = { type: 'come', occurred_at: at('2026-11-04', '08:00'), reason: 'r' };
    expectEnvelope(await s.add(body, s.person.token), 403, 'forbidden');
    const unit = await createDepartment(ctx, s.slug, s.token, 'Lager');
    const other = await createDepartment(ctx, s.slug, s.token, 'Büro');
    const lead = await personWithLogin(ctx, s.slug, s.token, { role: 'time_tracking_admin', department_id: unit.id });
    const outsider = await createEmployee(ctx, s.slug, s.token, { department_id: other.id });
    expectEnvelope(await s.add(body, lead.token, outsider.id), 403, 'forbidden');
    const inside = await createEmployee(ctx, s.slug, s.token, { department_id: unit.id });
    const booked = await s.add(body, lead.token, inside.id);
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().data.id;
    expect((await s.req('GET', `/rest/employees/${inside.id}/clock-events/${id}/history`, undefined, lead.token)).statusCode).toBe(200);
    expectEnvelope(await s.req('GET', `/rest/employees/${inside.id}/clock-events/${id}/history`, undefined, s.person.token), 403, 'forbidden');
    expectEnvelope(await s.req('GET', `/rest/employees/${inside.id}/clock-events/${UNKNOWN_ID}/history`), 404, 'not_found');
  });
});

describe('correction requests', () => {
  it('lets an employee ask, and someone else with time-tracking:correct approve, which applies it once', async () => {
    const s = await setup();
    const asked = await s.req('POST', '/rest/correction-requests', { action: 'create', type: 'come', occurred_at: at('2026-11-09', '07:45'), reason: 'Badge forgotten' }, s.person.token);
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json().data;
    expect(request).toMatchObject({ employee_id: s.person.id, requested_by: s.person.id, status: 'requested', occurred_at: '2026-11-09T07:45:00+01:00' });

    const own = (await s.req('GET', '/rest/correction-requests', undefined, s.person.token)).json();
    expect(own.data.map((r: { id: string }) => r.id)).toEqual([request.id]);
    expectEnvelope(await s.req('POST', `/rest/correction-requests/${request.id}/approve`, undefined, s.person.token), 403, 'forbidden');

    const approved = await s.req('POST', `/rest/correction-requests/${request.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', decided_by: s.adminId });
    const events = await s.events();
    expect(events).toEqual([expect.objectContaining({ type: 'come', source: 'correction', id: approved.json().data.clock_event_id })]);
    expectEnvelope(await s.req('POST', `/rest/correction-requests/${request.id}/approve`), 409, 'conflict');
    expectEnvelope(await s.req('POST', `/rest/correction-requests/${request.id}/reject`, { reason: 'late' }), 409, 'conflict');
    expect(await s.events()).toHaveLength(1);

    const history = (await s.req('GET', `/rest/employees/${s.person.id}/clock-events/${events[0]!.id}/history`, undefined, s.person.token)).json().data;
    expect(history[0]).toMatchObject({ action: 'create', reason: 'Badge forgotten', corrected_by: s.adminId });
  });

  it('rejects with a reason, and an approval that breaks the order leaves the request open', async () => {
    const s = await setup();
    const first = (await s.req('POST', '/rest/correction-requests', { action: 'create', type: 'go', occurred_at: at('2026-11-09', '17:00'), reason: 'r' }, s.person.token)).json().data;
    expectEnvelope(await s.req('POST', `/rest/correction-requests/${first.id}/approve`), 409, 'conflict');
    expect((await s.req('GET', `/rest/correction-requests/${first.id}`)).json().data.status).toBe('requested');
    expectEnvelope(await s.req('POST', `/rest/correction-requests/${first.id}/reject`, {}), 422, 'validation_error');
    const rejected = await s.req('POST', `/rest/correction-requests/${first.id}/reject`, { reason: 'You were on vacation' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', decision_reason: 'You were on vacation' });
    const filtered = (await s.req('GET', '/rest/correction-requests?status=requested')).json();
    expect(filtered.meta.total).toBe(0);
  });

  it('nobody decides their own request, and requests about others stay private', async () => {
    const s = await setup();
    const mine = (await s.req('POST', '/rest/correction-requests', { action: 'create', type: 'come', occurred_at: at('2026-11-10', '08:00'), reason: 'r' })).json().data;
    expectEnvelope(await s.req('POST', `/rest/correction-requests/${mine.id}/approve`), 403, 'forbidden');
    expectEnvelope(await s.req('GET', `/rest/correction-requests/${mine.id}`, undefined, s.person.token), 404, 'not_found');
    const colleague = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    expectEnvelope(
      await s.req('POST', '/rest/correction-requests', { employee_id: s.person.id, action: 'create', type: 'come', occurred_at: at('2026-11-10', '08:00'), reason: 'r' }, colleague.token),
      403,
      'forbidden',
    );
  });

  it('lists the requests one asked for as it shows them, also after their person moved out of one’s units', async () => {
    const s = await setup();
    const north = await createDepartment(ctx, s.slug, s.token, 'Nord');
    const south = await createDepartment(ctx, s.slug, s.token, 'Süd');
    const hr = await personWithLogin(ctx, s.slug, s.token, { role: 'hr_admin', department_id: north.id });
    const person = await createEmployee(ctx, s.slug, s.token, { department_id: north.id });
    const asked = await s.req('POST', '/rest/correction-requests', { employee_id: person.id, action: 'create', type: 'come', occurred_at: at('2026-11-10', '08:00'), reason: 'r' }, hr.token);
    expect(asked.statusCode, asked.body).toBe(201);
    const moved = await ctx.request({ method: 'PUT', url: `/rest/employees/${person.id}`, tenant: s.slug, token: s.token, body: { department_id: south.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await s.req('GET', `/rest/correction-requests/${asked.json().data.id}`, undefined, hr.token)).statusCode).toBe(200);
    const listed = (await s.req('GET', '/rest/correction-requests', undefined, hr.token)).json();
    expect(listed.data.map((r: { id: string }) => r.id)).toEqual([asked.json().data.id]);
    expect(listed.meta.total).toBe(1);
  });

  it('checks the request’s fields per action', async () => {
    const s = await setup();
    const ask = (body: Record<string, unknown>) => s.req('POST', '/rest/correction-requests', { reason: 'r', ...body }, s.person.token);
    expect(expectEnvelope(await ask({ action: 'create', occurred_at: at('2026-11-10', '08:00') }), 422, 'validation_error').field_errors).toHaveProperty('type');
    expect(expectEnvelope(await ask({ action: 'delete' }), 422, 'validation_error').field_errors).toHaveProperty('clock_event_id');
    expect(expectEnvelope(await ask({ action: 'update', clock_event_id: UNKNOWN_ID, occurred_at: at('2026-11-10', '08:00') }), 422, 'validation_error').field_errors).toHaveProperty('clock_event_id');
    expectEnvelope(await ask({ action: 'rename', type: 'come' }), 422, 'validation_error');
  });

  it('shows a request’s times in the zone of the person’s location, as the event it makes', async () => {
    const s = await setup();
    const london = (await s.req('POST', '/rest/locations', { name: 'London', timezone: 'Europe/London' })).json().data;
    const person = await personWithLogin(ctx, s.slug, s.token, { role: 'employee', location_id: london.id });
    const asked = await s.req('POST', '/rest/correction-requests', { action: 'create', type: 'come', occurred_at: '2026-11-02T08:00:00+00:00', reason: 'Karte vergessen' }, person.token);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data.occurred_at).toBe('2026-11-02T08:00:00+00:00');
    const listed = (await s.req('GET', `/rest/correction-requests?employee_id=${person.id}`)).json().data;
    expect(listed.map((item: { occurred_at: string }) => item.occurred_at)).toEqual(['2026-11-02T08:00:00+00:00']);
    const approved = await s.req('POST', `/rest/correction-requests/${asked.json().data.id}/approve`);
    expect(approved.json().data.occurred_at).toBe('2026-11-02T08:00:00+00:00');
    const event = (await s.req('GET', `/rest/employees/${person.id}/clock-events?from=2026-11-02&to=2026-11-02`)).json().data[0];
    expect(event.occurred_at).toBe('2026-11-02T08:00:00+00:00');
  });

  it('accepts asking for a change of a closed month’s shift, and refuses its approval, also when its time and the times it moves lie in an open month', async () => {
    const s = await setup();
    const ask = (body: Record<string, unknown>) => s.req('POST', '/rest/correction-requests', { reason: 'r', ...body }, s.person.token);
    const night = (
      await s.add({
        events: [
          { type: 'come', occurred_at: at('2026-10-31', '22:00') },
          { type: 'go', occurred_at: at('2026-11-01', '04:00') },
          { type: 'come', occurred_at: at('2026-11-03', '08:00') },
          { type: 'go', occurred_at: at('2026-11-03', '16:00') },
        ],
        reason: 'r',
      })
    ).json().data as Array<{ id: string }>;
    await closeMonth(s.slug, '2026-10');
    // The go of a shift begun on 31 Oct, moved within 1 Nov: the direct correction is refused. Asking
    // is not (a request changes no figures, and HR may reopen the month for it); approving is.
    lockedIn(await s.req('PATCH', `/rest/employees/${s.person.id}/clock-events/${night[1]!.id}`, { occurred_at: at('2026-11-01', '06:00'), reason: 'r' }), '2026-10');
    const asked = [
      await ask({ action: 'update', clock_event_id: night[1]!.id, occurred_at: at('2026-11-01', '06:00') }),
      await ask({ action: 'delete', clock_event_id: night[1]!.id }),
      // A come on 1 Nov that would take the go from 31 Oct's shift.
      await ask({ action: 'create', type: 'come', occurred_at: at('2026-11-01', '03:00') }),
    ];
    for (const request of asked) {
      expect(request.statusCode, request.body).toBe(201);
      lockedIn(await s.req('POST', `/rest/correction-requests/${request.json().data.id}/approve`), '2026-10');
    }
    expect((await s.req('GET', `/rest/correction-requests?employee_id=${s.person.id}&status=requested`)).json().meta.total).toBe(3);
    expect((await s.req('GET', `/rest/employees/${s.person.id}/clock-events?from=2026-10-31&to=2026-11-03`)).json().data).toHaveLength(4);
    // Asking for a change of November's shifts only is accepted.
    const november = await ask({ action: 'update', clock_event_id: night[3]!.id, occurred_at: at('2026-11-03', '17:00') });
    expect(november.statusCode, november.body).toBe(201);
  });

  it('does not approve a request asked while the month was open once its change would move a shift of the now closed month', async () => {
    const s = await setup();
    const night = await s.add({ events: [{ type: 'come', occurred_at: at('2026-10-31', '22:00') }, { type: 'go', occurred_at: at('2026-11-01', '06:00') }], reason: 'r' });
    expect(night.statusCode, night.body).toBe(201);
    const asked = await s.req('POST', '/rest/correction-requests', { action: 'create', type: 'come', occurred_at: at('2026-11-01', '05:00'), reason: 'r' }, s.person.token);
    expect(asked.statusCode, asked.body).toBe(201);
    await closeMonth(s.slug, '2026-10');
    lockedIn(await s.req('POST', `/rest/correction-requests/${asked.json().data.id}/approve`), '2026-10');
    expect((await s.req('GET', `/rest/correction-requests/${asked.json().data.id}`)).json().data.status).toBe('requested');
    expect((await s.req('GET', `/rest/employees/${s.person.id}/clock-events?from=2026-10-31&to=2026-11-01`)).json().data).toHaveLength(2);
  });

  it('applies an approved change of an existing event', async () => {
    const s = await setup();
    const pair = (await s.add({ events: [{ type: 'come', occurred_at: at('2026-11-11', '08:00') }, { type: 'go', occurred_at: at('2026-11-11', '12:00') }], reason: 'r' })).json().data;
    const asked = (await s.req('POST', '/rest/correction-requests', { action: 'update', clock_event_id: pair[1].id, occurred_at: at('2026-11-11', '16:00'), reason: 'Stayed longer' }, s.person.token)).json().data;
    expect((await s.req('POST', `/rest/correction-requests/${asked.id}/approve`)).statusCode).toBe(200);
    expect((await s.events()).map((e) => e.occurred_at)).toEqual(['2026-11-11T08:00:00+01:00', '2026-11-11T16:00:00+01:00']);
  });
});
