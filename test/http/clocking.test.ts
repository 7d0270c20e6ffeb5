import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createEmployee, login, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { localDate, periodOf, zonedTimestamp } from '../../src/platform/formats.js';
import { addDays } from '../../src/domain/working-time/local-time.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** A tenant with a terminal and a way to clock at it. */
async function terminalSetup(modules?: string[]) {
  const admin = await tenantWithAdmin(ctx, modules ? { modules: modules as never } : {});
  const created = await ctx.request({ method: 'POST', url: '/rest/terminals', tenant: admin.slug, token: admin.token, body: { name: 'Eingang' } });
  expect(created.statusCode, created.body).toBe(201);
  const code = created.json().data.secret as string;
  const clock = (body: Record<string, unknown>, terminalCode = code) =>
    ctx.request({ method: 'POST', url: `/rest/terminal/${terminalCode}`, tenant: admin.slug, body });
  return { ...admin, code, terminal: created.json().data, clock };
}

const eventsOf = (slug: string, employeeId: string) =>
  ctx.services.tenants.withTenant(slug, ({ db }) =>
    db.selectFrom('clock_events').selectAll().where('employee_id', '=', employeeId).orderBy('occurred_at').execute(),
  );

describe('terminals', () => {
  it('registers a terminal with a secret code shown once, lists it without the code, and revokes it', async () => {
    const setup = await terminalSetup();
    expect(setup.code).toMatch(/^trm_[A-Za-z0-9_-]{40,}$/);
    const list = (await ctx.request({ url: '/rest/terminals', tenant: setup.slug, token: setup.token })).json().data;
    expect(list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(setup.code);
    const stored = await ctx.services.tenants.withTenant(setup.slug, ({ db }) => db.selectFrom('terminals').select('code_hash').executeTakeFirstOrThrow());
    expect(stored.code_hash).not.toContain(setup.code);

    await createEmployee(ctx, setup.slug, setup.token, { badge: 'R-1' });
    expect((await setup.clock({ badge: 'R-1', type: 'come' })).statusCode).toBe(201);
    expect((await ctx.request({ method: 'DELETE', url: `/rest/terminals/${setup.terminal.id}`, tenant: setup.slug, token: setup.token })).statusCode).toBe(200);
    expectEnvelope(await setup.clock({ badge: 'R-1', type: 'go' }), 404, 'not_found');
  });

  it('refuses a blank terminal name and stores a name without its surrounding spaces', async () => {
    const admin = await tenantWithAdmin(ctx);
    const create = (name: string) => ctx.request({ method: 'POST', url: '/rest/terminals', tenant: admin.slug, token: admin.token, body: { name } });
    for (const name of ['   ', '\t\n']) {
      expect(expectEnvelope(await create(name), 422, 'validation_error').field_errors).toEqual({ name: ['The name field must not be blank.'] });
    }
    const created = await create('  Eingang  ');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.name).toBe('Eingang');
    expect((await ctx.request({ url: '/rest/terminals', tenant: admin.slug, token: admin.token })).json().data.map((t: { name: string }) => t.name)).toEqual(['Eingang']);
  });

  it('answers an unknown code with a 404 without a hint, and rate limits guessing per address', async () => {
    const setup = await terminalSetup();
    const miss = expectEnvelope(await setup.clock({ badge: 'x', type: 'come' }, 'trm_wrong'), 404, 'not_found');
    expect(miss.message).toBe('Not found.');
    for (let i = 0; i < 19; i++) await setup.clock({ badge: 'x', type: 'come' }, `trm_guess_${i}`);
    const limited = await setup.clock({ badge: 'x', type: 'come' }, 'trm_guess_last');
    expectEnvelope(limited, 429, 'too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('books by badge with a flat answer and enforces the come/go order', async () => {
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'B-7', first_name: 'Jana', last_name: 'Schulz' });
    const come = await setup.clock({ badge: 'B-7', type: 'come' });
    expect(come.statusCode).toBe(201);
    const receipt = come.json();
    expect(receipt).not.toHaveProperty('data');
    expect(receipt).toMatchObject({ status: 'booked', type: 'come', employee: { id: person.id, name: 'Jana Schulz' }, timezone: 'Europe/Berlin' });
    expect(receipt.occurred_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    expect(receipt.local_time).toBe(receipt.occurred_at.slice(11, 16));
    expect(receipt.message).toContain('Jana');

    const twice = expectEnvelope(await setup.clock({ badge: 'B-7', type: 'come' }), 409, 'conflict');
    expect(twice.errors[0]._meta).toMatchObject({ code: 'clock_order', state: 'working', allowed: ['go', 'break_start', 'switch'], type: 'come' });
    expect(twice.errors[0]._meta.previous.type).toBe('come');
    expect(twice.code).toBe('clock_order');

    expectEnvelope(await setup.clock({ badge: 'B-7', type: 'break_end' }), 409, 'conflict');
    expect((await setup.clock({ badge: 'B-7', type: 'break_start' })).statusCode).toBe(201);
    expect((await setup.clock({ badge: 'B-7', type: 'auto' })).json().type).toBe('break_end');
    expect((await setup.clock({ badge: 'B-7', type: 'auto' })).json().type).toBe('go');
    expectEnvelope(await setup.clock({ badge: 'B-7', type: 'go' }), 409, 'conflict');
    expect((await eventsOf(setup.slug, person.id)).map((e) => e.type)).toEqual(['come', 'break_start', 'break_end', 'go']);
  });

  it('refuses someone who has left, by badge, PIN or tag, from the day after their exit date', async () => {
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'B-LEFT', first_name: 'Lena', last_name: 'Fort' });
    const yesterday = new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10);
    const left = await ctx.request({ method: 'PUT', url: `/rest/employees/${person.id}`, tenant: setup.slug, token: setup.token, body: { exit_date: yesterday } });
    expect(left.statusCode, left.body).toBe(200);
    const refused = expectEnvelope(await setup.clock({ badge: 'B-LEFT', type: 'come' }), 403, 'forbidden');
    expect(refused.message).toBe(`Lena Fort left on ${yesterday}; nothing can be booked after that day.`);
    expect(await eventsOf(setup.slug, person.id)).toEqual([]);
  });

  it('refuses live bookings before the entry date, at a terminal, by phone and on the web, and lets HR correct them', async () => {
    const setup = await terminalSetup(MODULE_IDS.filter((m) => m !== 'geo_clock'));
    const today = localDate(Date.now(), 'Europe/Berlin');
    const tomorrow = addDays(today, 1);
    // Hired from tomorrow: the month's close takes people by their employment, so hours booked before would never reach payroll.
    const hired = await personWithLogin(ctx, setup.slug, setup.token, { role: 'employee', badge: 'B-NEW', first_name: 'Nina', last_name: 'Neu', entry_date: tomorrow });
    const message = `Nina Neu starts on ${tomorrow}; nothing can be booked before that day.`;
    expect(expectEnvelope(await setup.clock({ badge: 'B-NEW', type: 'come' }), 403, 'forbidden').message).toBe(message);
    const byPhone = await ctx.request({ method: 'POST', url: '/rest/mobile', tenant: setup.slug, token: hired.token, body: { type: 'come' } });
    expect(expectEnvelope(byPhone, 403, 'forbidden').message).toBe(message);
    const onTheWeb = await ctx.request({ method: 'POST', url: '/rest/clock', tenant: setup.slug, token: hired.token, body: { type: 'come' } });
    expect(expectEnvelope(onTheWeb, 403, 'forbidden').message).toBe(message);
    expect(await eventsOf(setup.slug, hired.id)).toEqual([]);

    // Hired from today: an event buffered on the evening before is refused, today's is booked.
    const starting = await createEmployee(ctx, setup.slug, setup.token, { badge: 'B-TODAY', entry_date: today });
    const dayBefore = new Date(Date.now() - 26 * 3_600_000).toISOString();
    expectEnvelope(await setup.clock({ badge: 'B-TODAY', type: 'come', occurred_at: dayBefore }), 403, 'forbidden');
    expect((await setup.clock({ badge: 'B-TODAY', type: 'come' })).statusCode).toBe(201);
    expect((await eventsOf(setup.slug, starting.id)).map((e) => e.type)).toEqual(['come']);

    // A correction is no live booking: HR may still enter what it decides.
    const corrected = await ctx.request({
      method: 'POST',
      url: `/rest/employees/${hired.id}/clock-events`,
      tenant: setup.slug,
      token: setup.token,
      body: { events: [{ type: 'come', occurred_at: zonedTimestamp(dayBefore, 'Europe/Berlin') }], reason: 'Probetag' },
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
  });

  it('refuses go without come and break_start without come', async () => {
    const setup = await terminalSetup();
    await createEmployee(ctx, setup.slug, setup.token, { badge: 'N-1' });
    const body = expectEnvelope(await setup.clock({ badge: 'N-1', type: 'go' }), 409, 'conflict');
    expect(body.errors[0]._meta).toMatchObject({ state: 'off', allowed: ['come'], previous: null });
    expectEnvelope(await setup.clock({ badge: 'N-1', type: 'break_start' }), 409, 'conflict');
  });

  it('identifies people by personnel code and PIN, and locks out PIN guessing', async () => {
    const setup = await terminalSetup();
    await createEmployee(ctx, setup.slug, setup.token, { code: 'P-100', pin: '2468' });
    expect((await setup.clock({ employee_code: 'P-100', pin: '2468', type: 'come' })).statusCode).toBe(201);
    const wrong = expectEnvelope(await setup.clock({ employee_code: 'P-100', pin: '1111', type: 'go' }), 422, 'validation_error');
    expect(wrong.field_errors).toEqual({ pin: ['Personnel number or PIN is wrong.'] });
    for (let i = 0; i < 4; i++) await setup.clock({ employee_code: 'P-100', pin: '1111', type: 'go' });
    expectEnvelope(await setup.clock({ employee_code: 'P-100', pin: '2468', type: 'go' }), 429, 'too_many_requests');
  });

  it('needs exactly one way to identify the person, and known badges', async () => {
    const setup = await terminalSetup();
    expectEnvelope(await setup.clock({ type: 'come' }), 422, 'validation_error');
    expectEnvelope(await setup.clock({ badge: 'a', employee_code: 'b', pin: '1234', type: 'come' }), 422, 'validation_error');
    expect(expectEnvelope(await setup.clock({ badge: 'nobody', type: 'come' }), 422, 'validation_error').field_errors).toHaveProperty('badge');
    expectEnvelope(await setup.clock({ badge: 'x', type: 'teleport' }), 422, 'validation_error');
  });

  it('books by NFC tag only with the nfc_clock module', async () => {
    const withoutNfc = await terminalSetup(['terminals']);
    const person = await createEmployee(ctx, withoutNfc.slug, withoutNfc.token);
    expectEnvelope(
      await ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/nfc-tags`, tenant: withoutNfc.slug, token: withoutNfc.token, body: { uid: '04A2B3C4' } }),
      403,
      'forbidden',
    );
    expectEnvelope(await withoutNfc.clock({ nfc_uid: '04A2B3C4', type: 'come' }), 403, 'forbidden');

    const setup = await terminalSetup();
    const holder = await createEmployee(ctx, setup.slug, setup.token);
    const tag = await ctx.request({ method: 'POST', url: `/rest/employees/${holder.id}/nfc-tags`, tenant: setup.slug, token: setup.token, body: { uid: '04:a2:b3:c4' } });
    expect(tag.statusCode).toBe(201);
    expect(tag.json().data.uid).toBe('****B3C4');
    const booked = await setup.clock({ nfc_uid: '04a2b3c4', type: 'come' });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().employee.id).toBe(holder.id);
    expectEnvelope(
      await ctx.request({ method: 'POST', url: `/rest/employees/${holder.id}/nfc-tags`, tenant: setup.slug, token: setup.token, body: { uid: '04A2B3C4' } }),
      422,
      'validation_error',
    );
  });

  it('takes NFC UIDs only as whole bytes, so none normalises to an empty or half-byte UID', async () => {
    const setup = await terminalSetup();
    const holder = await createEmployee(ctx, setup.slug, setup.token);
    const register = (uid: string) => ctx.request({ method: 'POST', url: `/rest/employees/${holder.id}/nfc-tags`, tenant: setup.slug, token: setup.token, body: { uid } });
    for (const uid of ['::::', ':::::::::', 'ABCDE', '04', '04:A2:', ':04:A2', '04::A2', `04${'A2'.repeat(32)}`]) {
      expect(expectEnvelope(await register(uid), 422, 'validation_error').field_errors, uid).toEqual({ uid: ['The uid field format is invalid.'] });
    }
    expect(await ctx.services.tenants.withTenant(setup.slug, ({ db }) => db.selectFrom('nfc_tags').select('uid').execute())).toEqual([]);
    for (const uid of ['04A2', '05:b3', 'A2'.repeat(32)]) expect((await register(uid)).statusCode, uid).toBe(201);

    // An empty UID stored before this check (from "::::") opens for no colon-only input at a terminal.
    await ctx.services.tenants.withTenant(setup.slug, ({ db }) =>
      db.insertInto('nfc_tags').values({ id: '019b3c1e-7a2f-7c41-9d3e-5b8a2f4c6e10', employee_id: holder.id, uid: '', created_at: new Date().toISOString() }).execute(),
    );
    for (const nfcUid of ['::::', ':::::::::', 'ABCDE']) {
      expect(expectEnvelope(await setup.clock({ nfc_uid: nfcUid, type: 'come' }), 422, 'validation_error').field_errors, nfcUid).toEqual({ nfc_uid: ['The nfc uid field format is invalid.'] });
    }
    expect(await eventsOf(setup.slug, holder.id)).toEqual([]);
    expect((await setup.clock({ nfc_uid: '04:A2', type: 'come' })).json().employee.id).toBe(holder.id);
  });

  it('shows NFC tag UIDs masked but for their last four hex digits, and the terminal still matches the full UID', async () => {
    const setup = await terminalSetup();
    const holder = await createEmployee(ctx, setup.slug, setup.token);
    const tags = `/rest/employees/${holder.id}/nfc-tags`;
    const registered = await ctx.request({ method: 'POST', url: tags, tenant: setup.slug, token: setup.token, body: { uid: '04:5E:C2:7A:19:8D:80' } });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().data).toMatchObject({ employee_id: holder.id, uid: '**********8D80' });
    const listed = await ctx.request({ url: tags, tenant: setup.slug, token: setup.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([{ id: registered.json().data.id, employee_id: holder.id, uid: '**********8D80', created_at: expect.any(String) }]);
    expect(listed.body).not.toMatch(/5EC27A|5E:C2:7A/i);
    const booked = await setup.clock({ nfc_uid: '04:5e:c2:7a:19:8d:80', type: 'come' });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().employee.id).toBe(holder.id);
  });

  it('lets only people whose role allows terminal clocking book there', async () => {
    const setup = await terminalSetup();
    const role = (await ctx.request({ method: 'POST', url: '/rest/roles', tenant: setup.slug, token: setup.token, body: { name: 'Nur Web', permissions: ['time-tracking:clock-web'] } })).json().data;
    await createEmployee(ctx, setup.slug, setup.token, { badge: 'W-1', role_id: role.id });
    expectEnvelope(await setup.clock({ badge: 'W-1', type: 'come' }), 403, 'forbidden');
  });

  it('answers 403 while the terminals module is disabled', async () => {
    const setup = await terminalSetup();
    await createEmployee(ctx, setup.slug, setup.token, { badge: 'M-1' });
    await ctx.services.catalog.updateModules(setup.slug, ['departments']);
    expectEnvelope(await setup.clock({ badge: 'M-1', type: 'come' }), 403, 'forbidden');
    expectEnvelope(await ctx.request({ url: '/rest/terminals', tenant: setup.slug, token: setup.token }), 403, 'forbidden');
  });
});

describe('offline events and replays', () => {
  it('books events buffered offline at their time, within the window', async () => {
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'O-1' });
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const late = await setup.clock({ badge: 'O-1', type: 'come', occurred_at: twoHoursAgo.toISOString() });
    expect(late.statusCode).toBe(201);
    expect(Date.parse(late.json().occurred_at)).toBe(Math.floor(twoHoursAgo.getTime() / 1000) * 1000);
    expectEnvelope(await setup.clock({ badge: 'O-1', type: 'go', occurred_at: new Date(Date.now() + 10 * 60_000).toISOString() }), 422, 'validation_error');
    const tooOld = await setup.clock({ badge: 'O-1', type: 'go', occurred_at: new Date(Date.now() - 73 * 3600_000).toISOString() });
    const tooOldBody = expectEnvelope(tooOld, 422, 'validation_error');
    expect(tooOldBody.field_errors).toHaveProperty('occurred_at');
    // Older times are a correction: the answer names the path for asking for one.
    expect(tooOldBody.field_errors.occurred_at[0]).toContain('/rest/correction-requests');
    // A late "go" inside the working stretch would leave a later event out of order.
    expect((await setup.clock({ badge: 'O-1', type: 'go' })).statusCode).toBe(201);
    const between = await setup.clock({ badge: 'O-1', type: 'go', occurred_at: new Date(Date.now() - 3600_000).toISOString() });
    expect(expectEnvelope(between, 409, 'conflict').errors[0]._meta.reason).toBe('conflicts_with_later_event');
    const breakInside = await setup.clock({ badge: 'O-1', type: 'break_start', occurred_at: new Date(Date.now() - 3600_000).toISOString() });
    expect(breakInside.statusCode).toBe(201);
    expect((await eventsOf(setup.slug, person.id)).map((e) => e.type)).toEqual(['come', 'break_start', 'go']);
  });

  it('returns the first answer for a replayed event_id and books nothing twice', async () => {
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'R-9' });
    const first = await setup.clock({ badge: 'R-9', type: 'come', event_id: 'term-1-000042' });
    const again = await setup.clock({ badge: 'R-9', type: 'come', event_id: 'term-1-000042' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await eventsOf(setup.slug, person.id)).toHaveLength(1);
  });

  it('answers a replay of an event a correction deleted with its first receipt instead of booking it again', async () => {
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'D-1' });
    await createEmployee(ctx, setup.slug, setup.token, { badge: 'D-2' });
    expect((await setup.clock({ badge: 'D-1', type: 'come', event_id: 'term-2-000001' })).statusCode).toBe(201);
    const go = await setup.clock({ badge: 'D-1', type: 'go', event_id: 'term-2-000002' });
    expect(go.statusCode).toBe(201);
    const removed = await ctx.request({
      method: 'DELETE',
      url: `/rest/employees/${person.id}/clock-events/${go.json().event}`,
      tenant: setup.slug,
      token: setup.token,
      body: { reason: 'Left by mistake; stayed on' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // The terminal never saw its answer and sends the buffered event again.
    const again = await setup.clock({ badge: 'D-1', type: 'go', event_id: 'term-2-000002' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(go.json());
    expect((await eventsOf(setup.slug, person.id)).map((e) => e.type)).toEqual(['come']);
    // The id is the person's own: someone else's client using it books for them, as any new id.
    const other = await setup.clock({ badge: 'D-2', type: 'come', event_id: 'term-2-000002' });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores exactly one event when replays of one event_id race', async () => {
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'C-1' });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => setup.clock({ badge: 'C-1', type: 'come', event_id: 'race-1' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const bodies = new Set(responses.map((r) => r.body));
    expect(bodies.size).toBe(1);
    expect(await eventsOf(setup.slug, person.id)).toHaveLength(1);
  });

  it('books each of several people who send one event_id at the same moment: event ids are per person', async () => {
    const setup = await terminalSetup();
    const people = await Promise.all(Array.from({ length: 6 }, (_, i) => createEmployee(ctx, setup.slug, setup.token, { badge: `S-${i}` })));
    const responses = await Promise.all(people.map((_, i) => setup.clock({ badge: `S-${i}`, type: 'come', event_id: 'shared-at-once' })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(responses.map((r) => r.headers['idempotent-replayed'])).toEqual(Array(6).fill(undefined));
    const booked = await Promise.all(people.map((person) => eventsOf(setup.slug, person.id)));
    expect(booked.map((events) => events.length)).toEqual(Array(6).fill(1));
  });

  it('books an event_id someone else used as a new one, and still answers each person’s replay with their own first answer', async () => {
    const setup = await terminalSetup();
    const first = await createEmployee(ctx, setup.slug, setup.token, { badge: 'E-1' });
    const second = await createEmployee(ctx, setup.slug, setup.token, { badge: 'E-2' });
    const one = await setup.clock({ badge: 'E-1', type: 'come', event_id: 'shared' });
    expect(one.statusCode, one.body).toBe(201);
    const two = await setup.clock({ badge: 'E-2', type: 'come', event_id: 'shared' });
    expect(two.statusCode, two.body).toBe(201);
    expect(two.headers['idempotent-replayed']).toBeUndefined();
    expect(two.json().event).not.toBe(one.json().event);
    for (const [badge, answer] of [['E-1', one], ['E-2', two]] as const) {
      const again = await setup.clock({ badge, type: 'come', event_id: 'shared' });
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(answer.json());
    }
    expect((await eventsOf(setup.slug, first.id)).map((e) => e.type)).toEqual(['come']);
    expect((await eventsOf(setup.slug, second.id)).map((e) => e.type)).toEqual(['come']);
  });
});

describe('closed payroll months', () => {
  it('refuses bookings inside a closed month with payroll_period_locked', async () => {
    const setup = await terminalSetup();
    await createEmployee(ctx, setup.slug, setup.token, { badge: 'L-1' });
    const period = periodOf(new Date(), 'Europe/Berlin');
    await ctx.services.tenants.withTenant(setup.slug, ({ db }) =>
      db.insertInto('payroll_periods').values({ period, closed_at: new Date().toISOString(), closed_by: null }).execute(),
    );
    const body = expectEnvelope(await setup.clock({ badge: 'L-1', type: 'come' }), 409, 'conflict');
    expect(body.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period });
    expect(body.period).toBe(period);
    expect(body.code).toBe('payroll_period_locked');
  });
});

describe('business time zones', () => {
  it('records and shows events in the time zone of the employee’s location', async () => {
    const setup = await terminalSetup();
    const location = (
      await ctx.request({ method: 'POST', url: '/rest/locations', tenant: setup.slug, token: setup.token, body: { name: 'London', timezone: 'Europe/London' } })
    ).json().data;
    await createEmployee(ctx, setup.slug, setup.token, { badge: 'TZ-1', location_id: location.id });
    const receipt = (await setup.clock({ badge: 'TZ-1', type: 'come' })).json();
    expect(receipt.timezone).toBe('Europe/London');
    const expectedOffset = zonedTimestamp(new Date(), 'Europe/London').slice(-6);
    expect(receipt.occurred_at.slice(-6)).toBe(expectedOffset);
    expect(receipt.occurred_at).toBe(zonedTimestamp(Date.parse(receipt.occurred_at), 'Europe/London'));
  });
});

describe('mobile clocking', () => {
  it('books with a bearer token and answers flat; GET is 405 with Allow: POST', async () => {
    const { slug, token } = await tenantWithAdmin(ctx, { modules: MODULE_IDS.filter((m) => m !== 'geo_clock') });
    const worker = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const booked = await ctx.request({ method: 'POST', url: '/rest/mobile', tenant: slug, token: worker.token, body: { type: 'come', device: 'Pixel 8' } });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ status: 'booked', type: 'come', employee: { id: worker.id } });
    const get = await ctx.request({ url: '/rest/mobile', tenant: slug, token: worker.token });
    expectEnvelope(get, 405, 'method_not_allowed');
    expect(get.headers.allow).toBe('POST');
    expectEnvelope(await ctx.request({ method: 'POST', url: '/rest/mobile', tenant: slug, body: { type: 'go' } }), 401, 'unauthenticated');
  });

  it('books a phone’s event_id that a colleague’s phone used for the caller, and replays each person’s own', async () => {
    const { slug, token } = await tenantWithAdmin(ctx, { modules: MODULE_IDS.filter((m) => m !== 'geo_clock') });
    const colleague = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const worker = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const body = { type: 'come', device: 'Pixel 8', event_id: 'a1c9e3f0-5b7d-4e2a-9c8b-1f3d5e7a9b20' };
    const theirs = await ctx.request({ method: 'POST', url: '/rest/mobile', tenant: slug, token: colleague.token, body });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const mine = await ctx.request({ method: 'POST', url: '/rest/mobile', tenant: slug, token: worker.token, body });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.headers['idempotent-replayed']).toBeUndefined();
    expect(mine.json()).toMatchObject({ status: 'booked', employee: { id: worker.id } });
    const again = await ctx.request({ method: 'POST', url: '/rest/mobile', tenant: slug, token: worker.token, body });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(mine.json());
  });

  it('answers 403 without the mobile_app module or the permission', async () => {
    const { slug, token } = await tenantWithAdmin(ctx, { modules: ['departments'] });
    expectEnvelope(await ctx.request({ method: 'POST', url: '/rest/mobile', tenant: slug, token, body: { type: 'come' } }), 403, 'forbidden');
    const other = await tenantWithAdmin(ctx);
    const role = (await ctx.request({ method: 'POST', url: '/rest/roles', tenant: other.slug, token: other.token, body: { name: 'Terminal only', permissions: ['time-tracking:clock-terminal'] } })).json().data;
    const person = await personWithLogin(ctx, other.slug, other.token, { role_id: role.id });
    expectEnvelope(await ctx.request({ method: 'POST', url: '/rest/mobile', tenant: other.slug, token: person.token, body: { type: 'come' } }), 403, 'forbidden');
  });

  describe('with geo_clock', () => {
    let slug: string;
    let adminToken: string;
    let workerToken: string;
    let siteId: string;
    beforeAll(async () => {
      const admin = await tenantWithAdmin(ctx);
      slug = admin.slug;
      adminToken = admin.token;
      const site = await ctx.request({
        method: 'POST',
        url: '/rest/locations',
        tenant: slug,
        token: admin.token,
        body: { name: 'Werk München', latitude: 48.137154, longitude: 11.576124, radius_m: 100 },
      });
      expect(site.statusCode, site.body).toBe(201);
      siteId = site.json().data.id;
      workerToken = (await personWithLogin(ctx, slug, admin.token, { role: 'employee', location_id: siteId })).token;
    });
    const north = (metres: number) => 48.137154 + metres / 111_195;
    const clock = (body: Record<string, unknown>) => ctx.request({ method: 'POST', url: '/rest/mobile', tenant: slug, token: workerToken, body });

    it('books inside the radius and at its edge within the accuracy', async () => {
      expect((await clock({ type: 'come', latitude: north(50), longitude: 11.576124, accuracy: 10 })).statusCode).toBe(201);
      expect((await clock({ type: 'break_start', latitude: north(120), longitude: 11.576124, accuracy: 25 })).statusCode).toBe(201);
    });

    it('refuses outside the radius with the distance in _meta', async () => {
      const body = expectEnvelope(await clock({ type: 'auto', latitude: north(300), longitude: 11.576124, accuracy: 20 }), 422, 'validation_error');
      expect(body.errors[0]._meta).toMatchObject({ code: 'outside_geofence', radius_m: 100 });
      expect(body.errors[0]._meta.distance_m).toBeGreaterThanOrEqual(299);
      expect(body.errors[0]._meta.distance_m).toBeLessThanOrEqual(301);
      expect(body.distance_m).toBe(body.errors[0]._meta.distance_m);
    });

    it('needs a position, and a precise one', async () => {
      expect(Object.keys(expectEnvelope(await clock({ type: 'auto' }), 422, 'validation_error').field_errors).sort()).toEqual([
        'accuracy',
        'latitude',
        'longitude',
      ]);
      expect(expectEnvelope(await clock({ type: 'auto', latitude: north(0), longitude: 11.576124, accuracy: 900 }), 422, 'validation_error').errors[0]._meta.code).toBe(
        'position_inaccurate',
      );
    });

    it('answers a replay as the first time, also when the phone has left the fence since', async () => {
      const worker = await personWithLogin(ctx, slug, adminToken, { role: 'employee', location_id: siteId });
      const clockAs = (body: Record<string, unknown>) => ctx.request({ method: 'POST', url: '/rest/mobile', tenant: slug, token: worker.token, body });
      const eventId = '0b7f4a52-6c1e-4d3a-9f20-5e8d7c6b4a31';
      const first = await clockAs({ type: 'come', event_id: eventId, latitude: north(20), longitude: 11.576124, accuracy: 10 });
      expect(first.statusCode, first.body).toBe(201);
      // The answer was lost; the phone asks again from the car park, 400 m away.
      const again = await clockAs({ type: 'come', event_id: eventId, latitude: north(400), longitude: 11.576124, accuracy: 10 });
      expect(again.statusCode, again.body).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().data).toEqual(first.json().data);
      expect(await eventsOf(slug, worker.id)).toHaveLength(1);
      // A new booking from there is still refused.
      expect(expectEnvelope(await clockAs({ type: 'go', latitude: north(400), longitude: 11.576124, accuracy: 10 }), 422, 'validation_error').errors[0]._meta.code).toBe('outside_geofence');
    });

    it('refuses an accuracy larger than the fence instead of widening the fence by it', async () => {
      const site = await ctx.request({
        method: 'POST',
        url: '/rest/locations',
        tenant: slug,
        token: adminToken,
        body: { name: 'Lager Nord', latitude: 48.137154, longitude: 11.576124, radius_m: 150 },
      });
      expect(site.statusCode, site.body).toBe(201);
      const worker = await personWithLogin(ctx, slug, adminToken, { role: 'employee', location_id: site.json().data.id });
      const clockThere = (body: Record<string, unknown>) => ctx.request({ method: 'POST', url: '/rest/mobile', tenant: slug, token: worker.token, body });
      // 640 m away with ±499 m: within reach only by the claimed accuracy, which is larger than the fence.
      const body = expectEnvelope(await clockThere({ type: 'come', latitude: north(640), longitude: 11.576124, accuracy: 499 }), 422, 'validation_error');
      expect(body.errors[0]._meta).toMatchObject({ code: 'position_inaccurate', radius_m: 150, accuracy_m: 499, max_accuracy_m: 150, location_id: site.json().data.id });
      expect(body.field_errors.accuracy[0]).toContain('150 m');
      expect(body.field_errors.accuracy[0]).not.toContain('500 m');
      expect(await eventsOf(slug, worker.id)).toHaveLength(0);
      // ±150 m is what this fence allows; 640 m away is then plainly outside.
      expect(expectEnvelope(await clockThere({ type: 'come', latitude: north(640), longitude: 11.576124, accuracy: 150 }), 422, 'validation_error').errors[0]._meta.code).toBe(
        'outside_geofence',
      );
    });
  });
});

describe('web clocking and clock events', () => {
  it('lets someone who forgot to clock out yesterday clock in today; auto books that come', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    for (const type of ['come', 'auto']) {
      const worker = await personWithLogin(ctx, slug, token, { role: 'employee' });
      // 26 hours back is always an earlier date, also across a change of clocks.
      const yesterday = zonedTimestamp(new Date(Date.now() - 26 * 3_600_000).toISOString(), 'Europe/Berlin');
      const forgotten = await ctx.request({ method: 'POST', url: `/rest/employees/${worker.id}/clock-events`, tenant: slug, token, body: { events: [{ type: 'come', occurred_at: yesterday }], reason: 'Kommen nachgetragen' } });
      expect(forgotten.statusCode, forgotten.body).toBe(201);
      const today = await ctx.request({ method: 'POST', url: '/rest/clock', tenant: slug, token: worker.token, body: { type } });
      expect(today.statusCode, today.body).toBe(201);
      expect(today.json().data.type).toBe('come');
      const going = await ctx.request({ method: 'POST', url: '/rest/clock', tenant: slug, token: worker.token, body: { type: 'auto' } });
      expect(going.json().data.type).toBe('go');
    }
  });

  it('books at server time and lists the own events; others need time-tracking:view and visibility', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const worker = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const booked = await ctx.request({ method: 'POST', url: '/rest/clock', tenant: slug, token: worker.token, body: { type: 'auto' } });
    expect(booked.statusCode, booked.body).toBe(201);
    const event = booked.json().data;
    expect(event).toMatchObject({ employee_id: worker.id, type: 'come', source: 'web', timezone: 'Europe/Berlin' });
    expect(event.created_at).toMatch(/Z$/);
    expect(event.occurred_at).toMatch(/\+0[12]:00$/);

    const own = await ctx.request({ url: `/rest/employees/${worker.id}/clock-events`, tenant: slug, token: worker.token });
    expect(own.json().data.map((e: { id: string }) => e.id)).toEqual([event.id]);
    const colleague = await personWithLogin(ctx, slug, token, { role: 'employee' });
    expectEnvelope(await ctx.request({ url: `/rest/employees/${worker.id}/clock-events`, tenant: slug, token: colleague.token }), 403, 'forbidden');
    expect((await ctx.request({ url: `/rest/employees/${worker.id}/clock-events`, tenant: slug, token })).statusCode).toBe(200);
    const past = await ctx.request({ url: `/rest/employees/${worker.id}/clock-events?from=2020-01-01&to=2020-01-31`, tenant: slug, token });
    expect(past.json().data).toEqual([]);
    expectEnvelope(await ctx.request({ url: `/rest/employees/${worker.id}/clock-events?from=2020-01-01&to=2026-01-31`, tenant: slug, token }), 422, 'validation_error');
  });
});

describe('client event ids of colleagues', () => {
  it('an employee cannot find out by probing event ids whether a colleague clocked at a given minute', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const colleague = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const prober = await personWithLogin(ctx, slug, token, { role: 'employee' });
    // The web client's id convention, as the OpenAPI example of POST /clock shows it: web-<code>-<date>-<HHMM>.
    const used = `web-${colleague.code}-20261127-0658`;
    const unused = `web-${colleague.code}-20261127-0659`;
    expect((await ctx.request({ method: 'POST', url: '/rest/clock', tenant: slug, token: colleague.token, body: { type: 'come', event_id: used } })).statusCode).toBe(201);
    // The prober is clocked off, so "go" books nothing either way.
    const probe = async (eventId: string) => {
      const response = await ctx.request({ method: 'POST', url: '/rest/clock', tenant: slug, token: prober.token, body: { type: 'go', event_id: eventId } });
      return { status: response.statusCode, code: response.statusCode >= 400 ? response.json().errors[0]._meta.code : null };
    };
    const a = await probe(used);
    const b = await probe(unused);
    expect(b).toEqual({ status: 409, code: 'clock_order' });
    expect(a, 'an id a colleague used answers differently from an unused one').toEqual(b);
    // The colleague's id books normally for the prober, and the colleague's replay still gets their first answer.
    const come = await ctx.request({ method: 'POST', url: '/rest/clock', tenant: slug, token: prober.token, body: { type: 'come', event_id: used } });
    expect(come.statusCode, come.body).toBe(201);
    expect(come.json().data).toMatchObject({ employee_id: prober.id, type: 'come', event_id: used });
    const replay = await ctx.request({ method: 'POST', url: '/rest/clock', tenant: slug, token: colleague.token, body: { type: 'come', event_id: used } });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.employee_id).toBe(colleague.id);
  });
});

describe('a night shift with a break after midnight whose go was forgotten', () => {
  afterEach(() => vi.useRealTimers());

  /** Friday 20 Nov 2026: come 22:00, a break on Saturday 01:00-01:30, no go; booked by HR. */
  async function forgottenNight() {
    const setup = await terminalSetup();
    const worker = await personWithLogin(ctx, setup.slug, setup.token, { role: 'employee', badge: 'N-1' });
    const night = await ctx.request({
      method: 'POST',
      url: `/rest/employees/${worker.id}/clock-events`,
      tenant: setup.slug,
      token: setup.token,
      body: {
        events: [
          { type: 'come', occurred_at: '2026-11-20T22:00:00+01:00' },
          { type: 'break_start', occurred_at: '2026-11-21T01:00:00+01:00' },
          { type: 'break_end', occurred_at: '2026-11-21T01:30:00+01:00' },
        ],
        reason: 'Nachtschicht nachgetragen',
      },
    });
    expect(night.statusCode, night.body).toBe(201);
    return { ...setup, worker };
  }
  const clockWeb = (slug: string, token: string, type: string) => ctx.request({ method: 'POST', url: '/rest/clock', tenant: slug, token, body: { type } });

  for (const type of ['come', 'auto'] as const) {
    it(`books a come (${type}) on Saturday evening: the open shift is Friday's, dated by its come`, async () => {
      vi.setSystemTime(new Date('2026-11-21T22:00:00+01:00'));
      const { slug, worker } = await forgottenNight();
      const today = await clockWeb(slug, worker.token, type);
      expect(today.statusCode, today.body).toBe(201);
      expect(today.json().data).toMatchObject({ type: 'come', occurred_at: '2026-11-21T22:00:00+01:00' });
      // Friday lacks its clock-out and counts the 3 h before the break, not a 24 h shift.
      const days = await ctx.request({ url: `/rest/employees/${worker.id}/working_time?from=2026-11-20&to=2026-11-20`, tenant: slug, token: worker.token });
      expect(days.statusCode, days.body).toBe(200);
      expect(days.json().data.days[0]).toMatchObject({ date: '2026-11-20', worked: '03:00:00.000' });
    });
  }

  it('books a come the terminal buffered offline on Saturday evening', async () => {
    vi.setSystemTime(new Date('2026-11-21T22:30:00+01:00'));
    const { slug, worker, clock } = await forgottenNight();
    const late = await clock({ badge: 'N-1', type: 'come', occurred_at: '2026-11-21T22:00:00+01:00' });
    expect(late.statusCode, late.body).toBe(201);
    expect((await eventsOf(slug, worker.id)).map((e) => e.type)).toEqual(['come', 'break_start', 'break_end', 'come']);
  });

  it('lets HR add Saturday evening\'s come in a correction of its own', async () => {
    vi.setSystemTime(new Date('2026-11-22T12:00:00+01:00'));
    const { slug, token, worker } = await forgottenNight();
    const added = await ctx.request({
      method: 'POST',
      url: `/rest/employees/${worker.id}/clock-events`,
      tenant: slug,
      token,
      body: { events: [{ type: 'come', occurred_at: '2026-11-21T22:00:00+01:00' }], reason: 'Kommen nachgetragen' },
    });
    expect(added.statusCode, added.body).toBe(201);
  });

  it('still ends the night shift with auto at 05:00 on Saturday, 7 h after its come', async () => {
    vi.setSystemTime(new Date('2026-11-21T05:00:00+01:00'));
    const { slug, worker } = await forgottenNight();
    const going = await clockWeb(slug, worker.token, 'auto');
    expect(going.statusCode, going.body).toBe(201);
    expect(going.json().data.type).toBe('go');
  });
});

describe('push tokens', () => {
  it('keeps one device per session: removing or logging out one leaves the others', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const person = await personWithLogin(ctx, slug, token, { code: 'PUSH-1', password: 'push-password-1' });
    const phone = person.token;
    const tablet = await login(ctx, slug, 'PUSH-1', 'push-password-1');
    const register = (session: string, deviceToken: string) =>
      ctx.request({ method: 'POST', url: '/rest/push-token', tenant: slug, token: session, body: { token: deviceToken, platform: 'android' } });
    expect((await register(phone, 'fcm-phone-token-0001')).statusCode).toBe(201);
    expect((await register(tablet, 'fcm-tablet-token-0002')).statusCode).toBe(201);
    const stored = () =>
      ctx.services.tenants.withTenant(slug, ({ db }) => db.selectFrom('push_tokens').select('token').where('employee_id', '=', person.id).orderBy('token').execute());
    expect((await stored()).map((t) => t.token)).toEqual(['fcm-phone-token-0001', 'fcm-tablet-token-0002']);

    const removed = await ctx.request({ method: 'DELETE', url: '/rest/push-token', tenant: slug, token: phone });
    expect(removed.json()).toEqual({ status: 'deleted' });
    expect((await stored()).map((t) => t.token)).toEqual(['fcm-tablet-token-0002']);
    expect((await ctx.request({ method: 'DELETE', url: '/rest/push-token', tenant: slug, token: phone })).json()).toEqual({ status: 'not_registered' });

    await ctx.request({ method: 'DELETE', url: '/rest/login', tenant: slug, token: tablet });
    expect(await stored()).toEqual([]);
  });

  it('moves a device token to the session that registers it last', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const first = await personWithLogin(ctx, slug, token);
    const second = await personWithLogin(ctx, slug, token);
    const body = { token: 'shared-device-token-9', platform: 'ios' };
    await ctx.request({ method: 'POST', url: '/rest/push-token', tenant: slug, token: first.token, body });
    await ctx.request({ method: 'POST', url: '/rest/push-token', tenant: slug, token: second.token, body });
    const owners = await ctx.services.tenants.withTenant(slug, ({ db }) => db.selectFrom('push_tokens').select('employee_id').execute());
    expect(owners).toEqual([{ employee_id: second.id }]);
    expectEnvelope(await ctx.request({ method: 'POST', url: '/rest/push-token', tenant: slug, token: first.token, body: { token: 'x', platform: 'fax' } }), 422, 'validation_error');
  });
});

describe('guessing at terminals', () => {
  it('never blocks a valid terminal because of unknown codes from the same address', async () => {
    const setup = await terminalSetup();
    await createEmployee(ctx, setup.slug, setup.token, { badge: 'G-1' });
    for (let i = 0; i < 25; i++) await setup.clock({ badge: 'x', type: 'come' }, `trm_guess_${i}`);
    expectEnvelope(await setup.clock({ badge: 'x', type: 'come' }, 'trm_guess_more'), 429, 'too_many_requests');
    expect((await setup.clock({ badge: 'G-1', type: 'come' })).statusCode).toBe(201);
  });

  it('pauses badge guessing at one terminal, leaving other terminals alone', async () => {
    const setup = await terminalSetup();
    await createEmployee(ctx, setup.slug, setup.token, { badge: 'G-2' });
    const second = await ctx.request({ method: 'POST', url: '/rest/terminals', tenant: setup.slug, token: setup.token, body: { name: 'Lager' } });
    const secondCode = second.json().data.secret as string;
    for (let i = 0; i < 30; i++) expectEnvelope(await setup.clock({ badge: `unknown-${i}`, type: 'come' }), 422, 'validation_error');
    expectEnvelope(await setup.clock({ badge: 'unknown-31', type: 'come' }), 429, 'too_many_requests');
    expectEnvelope(await setup.clock({ badge: 'G-2', type: 'come' }), 429, 'too_many_requests');
    expect((await setup.clock({ badge: 'G-2', type: 'come' }, secondCode)).statusCode).toBe(201);
  });

  it('counts wrong PINs per code and terminal', async () => {
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { pin: '4711' });
    const second = await ctx.request({ method: 'POST', url: '/rest/terminals', tenant: setup.slug, token: setup.token, body: { name: 'Werkstatt' } });
    const secondCode = second.json().data.secret as string;
    for (let i = 0; i < ctx.config.loginFailuresPerCode; i++) {
      expectEnvelope(await setup.clock({ employee_code: person.code, pin: '0000', type: 'come' }), 422, 'validation_error');
    }
    expectEnvelope(await setup.clock({ employee_code: person.code, pin: '4711', type: 'come' }), 429, 'too_many_requests');
    expect((await setup.clock({ employee_code: person.code, pin: '4711', type: 'come' }, secondCode)).statusCode).toBe(201);
  });
});
