import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absenceSetup, type AbsenceSetup } from '../support/absences.js';
import { expectEnvelope } from '../support/assertions.js';
import { createDepartment, personWithLogin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';
import { addDays } from '../../src/domain/working-time/local-time.js';
import { localDate } from '../../src/platform/formats.js';

/**
 * An offline-capable app queues what the person did and sends it when the connection is back; when
 * the answer is lost it sends the same request again. Besides bookings (event_id), a phone sends
 * correction requests (a booking older than the offline window) and absence requests: the same
 * one sent again gets the one already there, 201 with `Idempotent-Replayed: true`, not a second
 * one for HR nor a 409 about itself.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const post = (setup: AbsenceSetup, url: string, body: unknown, token: string) => ctx.request({ method: 'POST', url, tenant: setup.slug, token, body });

async function openRequests(setup: AbsenceSetup, employeeId: string) {
  const listed = await setup.req('GET', `/rest/correction-requests?employee_id=${employeeId}&status=requested`);
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json().data as Array<{ id: string; reason: string }>;
}

describe('a correction request sent again', () => {
  it('answers the request already open, with the first answer’s status, instead of filing a second one', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const person = await setup.person();
    const day = addDays(localDate(Date.now(), setup.tenant.timezone), -5);
    const body = { action: 'create', type: 'come', occurred_at: `${day}T07:45:00+01:00`, reason: 'Handy ohne Netz' };
    const first = await post(setup, '/rest/correction-requests', body, person.token);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await post(setup, '/rest/correction-requests', body, person.token);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // The same booking asked for in other words is still one booking to decide.
    const reworded = await post(setup, '/rest/correction-requests', { ...body, reason: 'Kein Empfang im Keller' }, person.token);
    expect(reworded.statusCode, reworded.body).toBe(201);
    expect(reworded.headers['idempotent-replayed']).toBe('true');
    expect(reworded.json().data).toMatchObject({ id: first.json().data.id, reason: 'Handy ohne Netz' });
    expect((await openRequests(setup, person.id)).map((request) => request.id)).toEqual([first.json().data.id]);

    // Another time or type is another request.
    const later = await post(setup, '/rest/correction-requests', { ...body, type: 'go', occurred_at: `${day}T16:00:00+01:00` }, person.token);
    expect(later.statusCode, later.body).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await openRequests(setup, person.id)).toHaveLength(2);
  });

  it('files a new request once the earlier one is decided', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const person = await setup.person();
    const day = addDays(localDate(Date.now(), setup.tenant.timezone), -6);
    const body = { action: 'create', type: 'come', occurred_at: `${day}T08:00:00+01:00`, reason: 'Vergessen' };
    const first = await post(setup, '/rest/correction-requests', body, person.token);
    expect(first.statusCode, first.body).toBe(201);
    const rejected = await setup.req('POST', `/rest/correction-requests/${first.json().data.id}/reject`, { reason: 'Bitte mit Uhrzeit vom Pförtner' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const anew = await post(setup, '/rest/correction-requests', body, person.token);
    expect(anew.statusCode, anew.body).toBe(201);
    expect(anew.headers['idempotent-replayed']).toBeUndefined();
    expect(anew.json().data.id).not.toBe(first.json().data.id);
  });

  it('answers the change of a booked event asked for again with the open request', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const person = await setup.person();
    const day = addDays(localDate(Date.now(), setup.tenant.timezone), -4);
    const booked = await setup.req('POST', `/rest/employees/${person.id}/clock-events`, { action: 'create', type: 'come', occurred_at: `${day}T09:00:00+01:00`, reason: 'Nachtrag' });
    expect(booked.statusCode, booked.body).toBeLessThan(300);
    const events = await setup.req('GET', `/rest/employees/${person.id}/clock-events?from=${day}&to=${day}`);
    const eventId = events.json().data[0].id as string;
    const body = { action: 'update', clock_event_id: eventId, occurred_at: `${day}T08:30:00+01:00`, reason: 'War früher da' };
    const first = await post(setup, '/rest/correction-requests', body, person.token);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(setup, '/rest/correction-requests', body, person.token);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    // Another new time for the same event is a request of its own.
    const other = await post(setup, '/rest/correction-requests', { ...body, occurred_at: `${day}T08:15:00+01:00` }, person.token);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    const deletion = { action: 'delete', clock_event_id: eventId, reason: 'Doppelt' };
    const removal = await post(setup, '/rest/correction-requests', deletion, person.token);
    expect(removal.statusCode, removal.body).toBe(201);
    expect((await post(setup, '/rest/correction-requests', deletion, person.token)).json().data.id).toBe(removal.json().data.id);
    expect(await openRequests(setup, person.id)).toHaveLength(3);
  });

  it('finds the request the server kept of the phone’s refused buffered booking', async () => {
    // Without geo_clock: the phone sends no position.
    const setup = await absenceSetup(ctx, { modules: MODULE_IDS.filter((module) => module !== 'geo_clock') });
    const person = await setup.person();
    const now = Date.now();
    const live = await post(setup, '/rest/mobile', { type: 'come', occurred_at: new Date(now - 60_000).toISOString() }, person.token);
    expect(live.statusCode, live.body).toBe(201);
    // From the phone's queue: a come before the come just booked, which the order refuses and keeps.
    const morning = new Date(now - 120_000).toISOString();
    const refused = expectEnvelope(await post(setup, '/rest/mobile', { type: 'come', occurred_at: morning }, person.token), 409, 'conflict');
    const kept = refused.errors[0]._meta.correction_request_id as string;
    expect(kept).toEqual(expect.any(String));
    // The app, told the booking did not go through, asks for it itself.
    const asked = await post(setup, '/rest/correction-requests', { action: 'create', type: 'come', occurred_at: morning, reason: 'Im Tunnel gestempelt' }, person.token);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.headers['idempotent-replayed']).toBe('true');
    expect(asked.json().data.id).toBe(kept);
    expect(await openRequests(setup, person.id)).toHaveLength(1);
  });

  it('answers only with a request the caller may read: HR without time-tracking:correct files its own', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const unit = await createDepartment(ctx, setup.slug, setup.token, 'Lager');
    const person = await setup.person({ department_id: unit.id });
    const day = addDays(localDate(Date.now(), setup.tenant.timezone), -3);
    const body = { action: 'create', type: 'go', occurred_at: `${day}T17:00:00+01:00`, reason: 'Ausstempeln vergessen' };
    const own = await post(setup, '/rest/correction-requests', body, person.token);
    expect(own.statusCode, own.body).toBe(201);
    const ownId = own.json().data.id as string;

    // HR sees the person but not their requests (GET answers 404): it is not shown theirs.
    const hr = await personWithLogin(ctx, setup.slug, setup.token, { role: 'hr_admin', department_id: unit.id });
    expect((await ctx.request({ url: `/rest/correction-requests/${ownId}`, tenant: setup.slug, token: hr.token })).statusCode).toBe(404);
    const onBehalf = { ...body, employee_id: person.id };
    const byHr = await post(setup, '/rest/correction-requests', onBehalf, hr.token);
    expect(byHr.statusCode, byHr.body).toBe(201);
    expect(byHr.headers['idempotent-replayed']).toBeUndefined();
    expect(byHr.json().data.id).not.toBe(ownId);

    // Whoever may correct the person's time reads every request about them, and is answered with one.
    const timekeeper = await personWithLogin(ctx, setup.slug, setup.token, { role: 'time_tracking_admin', department_id: unit.id });
    const byTimekeeper = await post(setup, '/rest/correction-requests', onBehalf, timekeeper.token);
    expect(byTimekeeper.statusCode, byTimekeeper.body).toBe(201);
    expect(byTimekeeper.headers['idempotent-replayed']).toBe('true');
    expect(byTimekeeper.json().data.id).toBe(ownId);
  });
});

describe('an absence requested again', () => {
  it('answers the absence already there, 201 with Idempotent-Replayed, instead of a 409 about itself', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const person = await setup.person();
    const body = { type_id: setup.typeOf('vacation'), start_date: '2027-08-02', end_date: '2027-08-06', note: 'Sommer' };
    const first = await post(setup, '/rest/absences', body, person.token);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(setup, '/rest/absences', body, person.token);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const listed = await setup.req('GET', `/rest/absences?employee_id=${person.id}`);
    expect(listed.json().meta.total).toBe(1);

    // Other days, or a half day more or less, still overlap it.
    const half = expectEnvelope(await post(setup, '/rest/absences', { ...body, half_day_end: true }, person.token), 409, 'conflict');
    expect(half.errors[0]._meta).toMatchObject({ code: 'absence_overlap', absence_id: first.json().data.id });
    expect(expectEnvelope(await post(setup, '/rest/absences', { ...body, end_date: '2027-08-05' }, person.token), 409, 'conflict').errors[0]._meta.code).toBe('absence_overlap');

    // Approved meanwhile: the retry finds it as it now stands.
    const approver = await setup.approver();
    expect((await setup.req('POST', `/rest/absences/${first.json().data.id}/approve`, {}, approver.token)).statusCode).toBe(200);
    const late = await post(setup, '/rest/absences', body, person.token);
    expect(late.statusCode, late.body).toBe(201);
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect(late.json().data).toMatchObject({ id: first.json().data.id, status: 'approved' });
  });

  it('answers a sick report sent again, which started approved, and files anew after a rejection', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const person = await setup.person();
    const sick = { type_id: setup.typeOf('sick'), start_date: '2027-02-08', end_date: '2027-02-09' };
    const first = await post(setup, '/rest/absences', sick, person.token);
    expect(first.json().data.status).toBe('approved');
    const again = await post(setup, '/rest/absences', sick, person.token);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);

    const vacation = { type_id: setup.typeOf('vacation'), start_date: '2027-03-08', end_date: '2027-03-09' };
    const asked = await post(setup, '/rest/absences', vacation, person.token);
    const approver = await setup.approver();
    expect((await setup.req('POST', `/rest/absences/${asked.json().data.id}/reject`, { reason: 'Messe' }, approver.token)).statusCode).toBe(200);
    const anew = await post(setup, '/rest/absences', vacation, person.token);
    expect(anew.statusCode, anew.body).toBe(201);
    expect(anew.headers['idempotent-replayed']).toBeUndefined();
    expect(anew.json().data).toMatchObject({ status: 'requested' });
    expect(anew.json().data.id).not.toBe(asked.json().data.id);
  });
});

describe('the same request sent twice at once', () => {
  it('files one absence and one correction request: the other copy is answered with it', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const person = await setup.person();
    const day = addDays(localDate(Date.now(), setup.tenant.timezone), -5);
    for (const [url, body] of [
      ['/rest/absences', { type_id: setup.typeOf('vacation'), start_date: '2027-07-05', end_date: '2027-07-06' }],
      ['/rest/correction-requests', { action: 'create', type: 'go', occurred_at: `${day}T18:00:00+01:00`, reason: 'Akku leer' }],
    ] as const) {
      const answers = await Promise.all([post(setup, url, body, person.token), post(setup, url, body, person.token)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      expect(answers.map((answer) => answer.headers['idempotent-replayed'] ?? 'first').sort()).toEqual(['first', 'true']);
      expect(answers[0]!.json().data.id).toBe(answers[1]!.json().data.id);
    }
    expect((await setup.req('GET', `/rest/absences?employee_id=${person.id}`)).json().meta.total).toBe(1);
    expect(await openRequests(setup, person.id)).toHaveLength(1);
  });
});
