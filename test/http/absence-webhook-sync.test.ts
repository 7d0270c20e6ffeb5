import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absenceSetup, type AbsenceSetup } from '../support/absences.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { webhookReceiver } from '../support/webhook-receiver.js';

/**
 * A server-side client (a payroll program, a team calendar, an approvers' list elsewhere) mirrors
 * absences from the absence.* webhook events: whatever takes an absence back or changes its days,
 * type or note must reach it, with the absence as it then is.
 */
let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_WEBHOOKS_ALLOW_PRIVATE: '1' });
  receiver = await webhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await ctx?.close();
});

interface Event {
  type: string;
  data: Record<string, unknown> & { id: string };
}

/** A subscription to every absence event; answers the events delivered about one absence, oldest first. */
async function mirrored(setup: AbsenceSetup) {
  const created = await setup.req('POST', '/rest/webhooks', {
    url: receiver.url,
    events: ['absence.requested', 'absence.approved', 'absence.rejected', 'absence.cancelled', 'absence.updated'],
  });
  expect(created.statusCode, created.body).toBe(201);
  return async (absenceId: string): Promise<Event[]> => {
    await ctx.services.jobs.drain(setup.slug);
    return receiver.bodies.map((body) => JSON.parse(body) as Event).filter((event) => event.data.id === absenceId);
  };
}

describe('taking an absence back by deleting it', () => {
  it('tells subscribers of an approved absence deleted (absences:manage) with absence.cancelled, as cancelling it does', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const eventsOf = await mirrored(setup);
    const person = await setup.person();
    const vacation = await setup.approved(person.id, 'vacation', '2027-03-01', '2027-03-05');
    expect((await eventsOf(vacation.id)).map((event) => event.type)).toEqual(['absence.requested', 'absence.approved']);

    const deleted = await setup.req('DELETE', `/rest/absences/${vacation.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await setup.req('GET', `/rest/absences/${vacation.id}`)).statusCode).toBe(404);
    const events = await eventsOf(vacation.id);
    expect(events.map((event) => event.type)).toEqual(['absence.requested', 'absence.approved', 'absence.cancelled']);
    // The absence as its cancellation would have left it: the same days, no longer holding.
    expect(events[2]!.data).toMatchObject({
      id: vacation.id,
      employee_id: person.id,
      status: 'cancelled',
      start_date: '2027-03-01',
      end_date: '2027-03-05',
      days: 5,
      decided_by: vacation.decided_by,
    });
    expect(Date.parse(events[2]!.data.updated_at as string)).toBeGreaterThanOrEqual(Date.parse(events[1]!.data.updated_at as string));
  });

  it('tells them of a request its person deleted, and of nothing when a rejected one goes', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const eventsOf = await mirrored(setup);
    const person = await setup.person();
    const asked = await setup.absence(person.id, 'vacation', '2027-05-03', '2027-05-04', {}, person.token);
    expect((await setup.req('DELETE', `/rest/absences/${asked.id}`, undefined, person.token)).statusCode).toBe(200);
    expect((await eventsOf(asked.id)).map((event) => [event.type, event.data.status])).toEqual([
      ['absence.requested', 'requested'],
      ['absence.cancelled', 'cancelled'],
    ]);

    const refused = await setup.absence(person.id, 'vacation', '2027-05-10', '2027-05-11', {}, person.token);
    const approver = await setup.approver();
    expect((await setup.req('POST', `/rest/absences/${refused.id}/reject`, { reason: 'Inventur' }, approver.token)).statusCode).toBe(200);
    expect((await setup.req('DELETE', `/rest/absences/${refused.id}`)).statusCode).toBe(200);
    // Rejected was its last word to subscribers: the deletion changes nothing they hold.
    expect((await eventsOf(refused.id)).map((event) => event.type)).toEqual(['absence.requested', 'absence.rejected']);
  });

  it('sends nothing when the deletion is refused', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const eventsOf = await mirrored(setup);
    const person = await setup.person();
    const vacation = await setup.approved(person.id, 'vacation', '2027-06-14', '2027-06-15');
    await setup.closeMonth('2027-06');
    expect((await setup.req('DELETE', `/rest/absences/${vacation.id}`)).statusCode).toBe(409);
    expect((await eventsOf(vacation.id)).map((event) => event.type)).toEqual(['absence.requested', 'absence.approved']);
  });
});

describe('changing an absence that stays as it was decided', () => {
  it('tells subscribers of an approved absence shortened with absence.updated and its new days', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const eventsOf = await mirrored(setup);
    const person = await setup.person();
    const vacation = await setup.approved(person.id, 'vacation', '2027-04-05', '2027-04-09');

    const patched = await setup.req('PATCH', `/rest/absences/${vacation.id}`, { end_date: '2027-04-06', half_day_end: true });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ status: 'approved', end_date: '2027-04-06', days: 1.5 });
    const events = await eventsOf(vacation.id);
    expect(events.map((event) => event.type)).toEqual(['absence.requested', 'absence.approved', 'absence.updated']);
    // As GET shows it now.
    expect(events[2]!.data).toEqual((await setup.req('GET', `/rest/absences/${vacation.id}`)).json().data);
  });

  it('tells them of another type and of a new note, but not of a change that changes nothing', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const eventsOf = await mirrored(setup);
    const person = await setup.person();
    const training = await setup.approved(person.id, 'training', '2027-09-06', '2027-09-07');
    // Taking days away needs no new decision, nor does a type without approval: both stay approved.
    expect((await setup.req('PATCH', `/rest/absences/${training.id}`, { type_id: setup.typeOf('sick') })).json().data).toMatchObject({ status: 'approved', category: 'sick' });
    expect((await setup.req('PATCH', `/rest/absences/${training.id}`, { note: 'Attest liegt vor' })).statusCode).toBe(200);
    expect((await setup.req('PATCH', `/rest/absences/${training.id}`, { note: 'Attest liegt vor', end_date: '2027-09-07' })).statusCode).toBe(200);
    const events = await eventsOf(training.id);
    expect(events.map((event) => [event.type, event.data.category, event.data.note])).toEqual([
      ['absence.requested', 'training', null],
      ['absence.approved', 'training', null],
      ['absence.updated', 'sick', null],
      ['absence.updated', 'sick', 'Attest liegt vor'],
    ]);
  });

  it('tells them of a request whose days its person changed', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const eventsOf = await mirrored(setup);
    const person = await setup.person();
    const asked = await setup.absence(person.id, 'vacation', '2027-10-04', '2027-10-08', {}, person.token);
    const patched = await setup.req('PATCH', `/rest/absences/${asked.id}`, { start_date: '2027-10-05' }, person.token);
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await eventsOf(asked.id)).map((event) => [event.type, event.data.status, event.data.start_date])).toEqual([
      ['absence.requested', 'requested', '2027-10-04'],
      ['absence.updated', 'requested', '2027-10-05'],
    ]);
  });

  it('sends absence.requested alone when the change sends an approved absence back for a decision', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const eventsOf = await mirrored(setup);
    const person = await setup.person();
    // Asked for by the admin, who therefore may not approve its longer form.
    const vacation = await setup.approved(person.id, 'vacation', '2027-11-08', '2027-11-09');
    const patched = await setup.req('PATCH', `/rest/absences/${vacation.id}`, { end_date: '2027-11-10' });
    expect(patched.json().data).toMatchObject({ status: 'requested', end_date: '2027-11-10' });
    expect((await eventsOf(vacation.id)).map((event) => [event.type, event.data.status])).toEqual([
      ['absence.requested', 'requested'],
      ['absence.approved', 'approved'],
      ['absence.requested', 'requested'],
    ]);
  });
});
