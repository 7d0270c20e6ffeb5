import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { clockEventRow } from '../support/clock-events.js';
import { createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';
import { toClockEvent } from '../../src/features/clocking/clock-event.resource.js';
import { zonedTimestamp } from '../../src/platform/formats.js';

/**
 * What a terminal or phone that buffers bookings needs from the server: a replay answered as the
 * first time also across upgrades, an id reused for another booking refused rather than
 * swallowed, refusals of a buffered time that tell "retry later" from "drop", and the end of a
 * night shift begun on a person's last day.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
afterEach(() => {
  vi.useRealTimers();
});

async function terminalSetup() {
  const admin = await tenantWithAdmin(ctx);
  const newTerminal = async (name: string) => {
    const created = await ctx.request({ method: 'POST', url: '/rest/terminals', tenant: admin.slug, token: admin.token, body: { name } });
    expect(created.statusCode, created.body).toBe(201);
    return { id: created.json().data.id as string, code: created.json().data.secret as string };
  };
  const first = await newTerminal('Eingang');
  const clock = (body: Record<string, unknown>, terminalCode = first.code) =>
    ctx.request({ method: 'POST', url: `/rest/terminal/${terminalCode}`, tenant: admin.slug, body });
  return { ...admin, terminal: first, newTerminal, clock };
}

const eventsOf = (slug: string, employeeId: string) =>
  ctx.services.tenants.withTenant(slug, ({ db }) =>
    db.selectFrom('clock_events').select(['type', 'occurred_at', 'event_id', 'terminal_id']).where('employee_id', '=', employeeId).orderBy('occurred_at').execute(),
  );

describe('replays of bookings made before a release added a receipt field', () => {
  it('answers a terminal’s replay of a receipt stored before project_id existed with its first answer, project_id null', async () => {
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'UP-1', first_name: 'Jana', last_name: 'Schulz' });
    const at = new Date(Math.floor((Date.now() - 3_600_000) / 1000) * 1000);
    const occurred = zonedTimestamp(at.toISOString(), 'Europe/Berlin');
    const row = clockEventRow({ employee_id: person.id, occurred_at: at.toISOString(), source: 'terminal', terminal_id: setup.terminal.id, event_id: 'eingang-000777' });
    // The receipt as POST /terminal/{code} answered it before the projects release: no project_id.
    const stored = {
      status: 'booked',
      event: row.id,
      event_id: 'eingang-000777',
      type: 'come',
      employee: { id: person.id, name: 'Jana Schulz' },
      occurred_at: occurred,
      local_time: occurred.slice(11, 16),
      timezone: 'Europe/Berlin',
      message: `Guten Tag, Jana! Kommen um ${occurred.slice(11, 16)} gebucht.`,
    };
    row.reply = stored;
    await ctx.services.tenants.withTenant(setup.slug, ({ db }) => db.insertInto('clock_events').values(row).execute());

    // A terminal retries an answer it cannot read; each retry must get the first answer.
    for (let attempt = 0; attempt < 2; attempt++) {
      const replay = await setup.clock({ badge: 'UP-1', type: 'come', event_id: 'eingang-000777', occurred_at: at.toISOString() });
      expect(replay.statusCode, replay.body).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual({ ...stored, project_id: null });
    }
    expect(await eventsOf(setup.slug, person.id)).toHaveLength(1);
  });

  it('answers a web replay of a booking stored before geofence_inside and project_id existed with both null', async () => {
    const { slug, token, adminId } = await tenantWithAdmin(ctx);
    const row = clockEventRow({ employee_id: adminId, occurred_at: new Date(Date.now() - 3_600_000).toISOString(), source: 'web', event_id: 'web-old-1' });
    const { geofence_inside: _inside, project_id: _project, ...old } = toClockEvent(row);
    row.reply = { data: old };
    await ctx.services.tenants.withTenant(slug, ({ db }) => db.insertInto('clock_events').values(row).execute());

    const replay = await ctx.request({ method: 'POST', url: '/rest/clock', tenant: slug, token, body: { type: 'come', event_id: 'web-old-1' } });
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // null is what the schema documents for "no geofence check was made" and for "no project".
    expect(replay.json()).toEqual({ data: { ...old, geofence_inside: null, project_id: null } });
  });
});

describe('an event_id reused for another booking', () => {
  it('refuses the id a replacement terminal reuses for another booking with 409 event_id_reused, and books nothing', async () => {
    vi.setSystemTime(new Date('2026-11-24T17:00:00+01:00'));
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'ID-1' });
    const first = await setup.clock({ badge: 'ID-1', type: 'come', event_id: 'eingang-000001', occurred_at: '2026-11-24T08:00:00+01:00' });
    expect(first.statusCode, first.body).toBe(201);
    // The device is replaced: revoked, a new one registered and named as before; its counter starts again.
    expect((await ctx.request({ method: 'DELETE', url: `/rest/terminals/${setup.terminal.id}`, tenant: setup.slug, token: setup.token })).statusCode).toBe(200);
    const replacement = await setup.newTerminal('Eingang');

    const go = await setup.clock({ badge: 'ID-1', type: 'go', event_id: 'eingang-000001', occurred_at: '2026-11-24T16:30:00+01:00' }, replacement.code);
    expect(expectEnvelope(go, 409, 'conflict').errors[0]._meta).toMatchObject({ code: 'event_id_reused', event_id: 'eingang-000001' });
    // Even an auto from the other terminal is not taken for the first one's booking.
    const auto = await setup.clock({ badge: 'ID-1', type: 'auto', event_id: 'eingang-000001' }, replacement.code);
    expect(expectEnvelope(auto, 409, 'conflict').errors[0]._meta.code).toBe('event_id_reused');
    expect((await eventsOf(setup.slug, person.id)).map((event) => event.type)).toEqual(['come']);
  });

  it('refuses the id of an event a correction deleted when another terminal sends it, and still replays it to its own terminal', async () => {
    const setup = await terminalSetup();
    const other = await setup.newTerminal('Lager');
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'ID-2' });
    expect((await setup.clock({ badge: 'ID-2', type: 'come', event_id: 'eingang-000010' })).statusCode).toBe(201);
    const go = await setup.clock({ badge: 'ID-2', type: 'go', event_id: 'eingang-000011' });
    expect(go.statusCode, go.body).toBe(201);
    const removed = await ctx.request({
      method: 'DELETE',
      url: `/rest/employees/${person.id}/clock-events/${go.json().event}`,
      tenant: setup.slug,
      token: setup.token,
      body: { reason: 'Left by mistake; stayed on' },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const elsewhere = await setup.clock({ badge: 'ID-2', type: 'go', event_id: 'eingang-000011' }, other.code);
    expect(expectEnvelope(elsewhere, 409, 'conflict').errors[0]._meta.code).toBe('event_id_reused');
    const again = await setup.clock({ badge: 'ID-2', type: 'go', event_id: 'eingang-000011' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(go.json());
    expect((await eventsOf(setup.slug, person.id)).map((event) => event.type)).toEqual(['come']);
  });

  it('refuses the id at the same terminal when another type is named, on the web too', async () => {
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'ID-3' });
    expect((await setup.clock({ badge: 'ID-3', type: 'come', event_id: 'eingang-000020' })).statusCode).toBe(201);
    const go = await setup.clock({ badge: 'ID-3', type: 'go', event_id: 'eingang-000020' });
    expect(expectEnvelope(go, 409, 'conflict').errors[0]._meta.code).toBe('event_id_reused');
    expect((await eventsOf(setup.slug, person.id)).map((event) => event.type)).toEqual(['come']);

    expect((await ctx.request({ method: 'POST', url: '/rest/clock', tenant: setup.slug, token: setup.token, body: { type: 'come', event_id: 'web-20' } })).statusCode).toBe(201);
    const webGo = await ctx.request({ method: 'POST', url: '/rest/clock', tenant: setup.slug, token: setup.token, body: { type: 'go', event_id: 'web-20' } });
    expect(expectEnvelope(webGo, 409, 'conflict').errors[0]._meta.code).toBe('event_id_reused');
  });

  it('answers an auto retried after it was resolved, and a live event retried at a later server time, as replays', async () => {
    vi.setSystemTime(new Date('2026-11-24T08:00:00+01:00'));
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'ID-4' });
    const come = await setup.clock({ badge: 'ID-4', type: 'auto', event_id: 'eingang-000030' });
    expect(come.statusCode, come.body).toBe(201);
    expect(come.json().type).toBe('come');
    const go = await setup.clock({ badge: 'ID-4', type: 'go', event_id: 'eingang-000031' });
    expect(go.statusCode, go.body).toBe(201);

    // Minutes later the terminal retries both, having lost the answers.
    vi.setSystemTime(new Date('2026-11-24T08:03:00+01:00'));
    for (const [body, first] of [
      [{ badge: 'ID-4', type: 'auto', event_id: 'eingang-000030' }, come],
      [{ badge: 'ID-4', type: 'go', event_id: 'eingang-000031' }, go],
    ] as const) {
      const again = await setup.clock(body);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
    }
    expect((await eventsOf(setup.slug, person.id)).map((event) => event.type)).toEqual(['come', 'go']);
  });

  it('answers the retry of a booking HR has since given another type as a replay of its first answer', async () => {
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'ID-5' });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    expect((await setup.clock({ badge: 'ID-5', type: 'come', event_id: 'eingang-000040', occurred_at: at(120) })).statusCode).toBe(201);
    const pause = await setup.clock({ badge: 'ID-5', type: 'break_start', event_id: 'eingang-000041', occurred_at: at(60) });
    expect(pause.statusCode, pause.body).toBe(201);
    const corrected = await ctx.request({
      method: 'PATCH',
      url: `/rest/employees/${person.id}/clock-events/${pause.json().event}`,
      tenant: setup.slug,
      token: setup.token,
      body: { type: 'go', reason: 'Went home, pressed the wrong key' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    const again = await setup.clock({ badge: 'ID-5', type: 'break_start', event_id: 'eingang-000041', occurred_at: at(60) });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(pause.json());
    expect((await eventsOf(setup.slug, person.id)).map((event) => event.type)).toEqual(['come', 'go']);
  });
});

describe('a buffered occurred_at out of range', () => {
  it('tells an event ahead of the server’s clock (keep, retry later) from one older than the offline window (drop) by a code', async () => {
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'SK-1' });
    const before = Date.now();
    const ahead = expectEnvelope(
      await setup.clock({ badge: 'SK-1', type: 'come', event_id: 'e-1', occurred_at: new Date(before + ctx.config.clockMaxSkewMs + 60_000).toISOString() }),
      422,
      'validation_error',
    );
    expect(ahead.field_errors).toHaveProperty('occurred_at');
    expect(ahead.errors[0]._meta).toMatchObject({ code: 'occurred_at_in_future', max_skew_ms: ctx.config.clockMaxSkewMs });
    const serverTime = Date.parse(ahead.errors[0]._meta.server_time);
    expect(ahead.errors[0]._meta.server_time).toBe(new Date(serverTime).toISOString());
    expect(serverTime).toBeGreaterThanOrEqual(before);
    expect(serverTime).toBeLessThanOrEqual(Date.now());

    const windowMs = ctx.config.clockOfflineWindowHours * 3_600_000;
    const old = expectEnvelope(
      await setup.clock({ badge: 'SK-1', type: 'come', event_id: 'e-2', occurred_at: new Date(Date.now() - windowMs - 3_600_000).toISOString() }),
      422,
      'validation_error',
    );
    expect(old.field_errors.occurred_at[0]).toContain('/rest/correction-requests');
    expect(old.errors[0]._meta).toMatchObject({ code: 'occurred_at_too_old', max_age_ms: windowMs });
    expect(await eventsOf(setup.slug, person.id)).toEqual([]);
  });
});

describe('the last night shift of someone who leaves', () => {
  it('books the go after midnight of a night shift begun on the exit day, live and with auto', async () => {
    vi.setSystemTime(new Date('2026-11-21T05:30:00+01:00'));
    const setup = await terminalSetup();
    const lena = await createEmployee(ctx, setup.slug, setup.token, { badge: 'EX-1', exit_date: '2026-11-20', first_name: 'Lena', last_name: 'Fort' });
    const come = await setup.clock({ badge: 'EX-1', type: 'come', event_id: 'eingang-1', occurred_at: '2026-11-20T22:00:00+01:00' });
    expect(come.statusCode, come.body).toBe(201);
    const go = await setup.clock({ badge: 'EX-1', type: 'go', event_id: 'eingang-2' });
    expect(go.statusCode, go.body).toBe(201);

    const max = await createEmployee(ctx, setup.slug, setup.token, { badge: 'EX-2', exit_date: '2026-11-20' });
    expect((await setup.clock({ badge: 'EX-2', type: 'come', event_id: 'eingang-3', occurred_at: '2026-11-20T21:00:00+01:00' })).statusCode).toBe(201);
    expect((await setup.clock({ badge: 'EX-2', type: 'break_start', event_id: 'eingang-4', occurred_at: '2026-11-21T01:00:00+01:00' })).statusCode).toBe(201);
    const auto = await setup.clock({ badge: 'EX-2', type: 'auto', event_id: 'eingang-5' });
    expect(auto.statusCode, auto.body).toBe(201);
    expect(auto.json().type).toBe('break_end');

    expect((await eventsOf(setup.slug, lena.id)).map((event) => event.type)).toEqual(['come', 'go']);
    expect((await eventsOf(setup.slug, max.id)).map((event) => event.type)).toEqual(['come', 'break_start', 'break_end']);
  });

  it('still refuses a come after the exit day, also one named while the last shift is open, and an auto that would be one', async () => {
    vi.setSystemTime(new Date('2026-11-21T05:30:00+01:00'));
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'EX-3', exit_date: '2026-11-20', first_name: 'Lena', last_name: 'Fort' });
    const refusal = 'Lena Fort left on 2026-11-20; nothing can be booked after that day.';
    expect(expectEnvelope(await setup.clock({ badge: 'EX-3', type: 'auto' }), 403, 'forbidden').message).toBe(refusal);
    expect((await setup.clock({ badge: 'EX-3', type: 'come', occurred_at: '2026-11-20T22:00:00+01:00' })).statusCode).toBe(201);
    expect(expectEnvelope(await setup.clock({ badge: 'EX-3', type: 'come' }), 403, 'forbidden').message).toBe(refusal);
    expect((await setup.clock({ badge: 'EX-3', type: 'go', occurred_at: '2026-11-21T05:00:00+01:00' })).statusCode).toBe(201);
    expect(expectEnvelope(await setup.clock({ badge: 'EX-3', type: 'auto' }), 403, 'forbidden').message).toBe(refusal);
    expect((await eventsOf(setup.slug, person.id)).map((event) => event.type)).toEqual(['come', 'go']);
  });
});

describe('a buffered event the come/go order refuses', () => {
  it('is kept as a correction request for HR, named in the 409, and found again when the event comes again', async () => {
    const setup = await terminalSetup();
    const door = await setup.newTerminal('Tor');
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'TWO-1' });
    // The front terminal was offline in the morning; the person left through the gate, online, at 17:00.
    vi.setSystemTime(new Date('2026-11-24T17:00:00+01:00'));
    const morning = new Date('2026-11-24T08:00:00+01:00');
    const evening = await setup.clock({ badge: 'TWO-1', type: 'auto', event_id: 'tor-000001' }, door.code);
    expect(evening.statusCode, evening.body).toBe(201);
    expect(evening.json().type).toBe('come');

    const buffered = { badge: 'TWO-1', type: 'auto', event_id: 'eingang-000001', occurred_at: morning.toISOString() };
    const refused = expectEnvelope(await setup.clock(buffered), 409, 'conflict');
    const meta = refused.errors[0]._meta;
    expect(meta).toMatchObject({ code: 'clock_order', type: 'come', correction_request_id: expect.any(String) });
    const request = await ctx.request({ url: `/rest/correction-requests/${meta.correction_request_id}`, tenant: setup.slug, token: setup.token });
    expect(request.statusCode, request.body).toBe(200);
    expect(request.json().data).toMatchObject({ employee_id: person.id, action: 'create', type: 'come', status: 'requested' });
    expect(Date.parse(request.json().data.occurred_at)).toBe(Date.parse(morning.toISOString()));
    expect(request.json().data.reason).toContain('Buffered by the terminal');
    // The terminal sends it again (it never saw the answer): the same request, not a second one.
    const again = expectEnvelope(await setup.clock(buffered), 409, 'conflict');
    expect(again.errors[0]._meta.correction_request_id).toBe(meta.correction_request_id);
    const listed = await ctx.request({ url: `/rest/correction-requests?employee_id=${person.id}`, tenant: setup.slug, token: setup.token });
    expect(listed.json().meta.total).toBe(1);
    expect((await eventsOf(setup.slug, person.id)).map((event) => event.type)).toEqual(['come']);
  });

  it('is kept the same way for a phone that buffered it', async () => {
    vi.setSystemTime(new Date('2026-11-24T17:00:00+01:00'));
    const { slug, token } = await tenantWithAdmin(ctx, { modules: MODULE_IDS.filter((m) => m !== 'geo_clock') });
    const worker = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const phone = (body: Record<string, unknown>) => ctx.request({ method: 'POST', url: '/rest/mobile', tenant: slug, token: worker.token, body });
    expect((await phone({ type: 'come' })).statusCode).toBe(201);
    // Sent from the phone's queue: a come at 08:00, before the come just booked.
    const refused = expectEnvelope(await phone({ type: 'come', occurred_at: '2026-11-24T08:00:00+01:00' }), 409, 'conflict');
    const id = refused.errors[0]._meta.correction_request_id as string;
    const request = await ctx.request({ url: `/rest/correction-requests/${id}`, tenant: slug, token: worker.token });
    expect(request.statusCode, request.body).toBe(200);
    expect(request.json().data).toMatchObject({ employee_id: worker.id, action: 'create', type: 'come', status: 'requested' });
    expect(request.json().data.reason).toContain('Buffered by the app');
  });

  it('keeps nothing for a live event: the person at the terminal sees the refusal', async () => {
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'TWO-2' });
    expect((await setup.clock({ badge: 'TWO-2', type: 'come' })).statusCode).toBe(201);
    const refused = expectEnvelope(await setup.clock({ badge: 'TWO-2', type: 'come' }), 409, 'conflict');
    expect(refused.errors[0]._meta.correction_request_id).toBeUndefined();
    const listed = await ctx.request({ url: `/rest/correction-requests?employee_id=${person.id}`, tenant: setup.slug, token: setup.token });
    expect(listed.json().meta.total).toBe(0);
  });
});
