import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { absenceSetup, type AbsenceBody } from '../support/absences.js';
import { webhookReceiver } from '../support/webhook-receiver.js';
import { addDays } from '../../src/domain/working-time/local-time.js';
import { localDate } from '../../src/platform/formats.js';

/**
 * A person's leaving (an exit date set or moved earlier by PUT /employees/{e}, or their deletion)
 * cancels their requested and approved absences whose first day lies after the exit date, in the
 * same transaction, each with its `absence.cancelled` event; one reaching over the exit date stays.
 * A later start (an entry date set, or moved later) cancels likewise those whose last day lies
 * before the new entry date; one reaching over it stays.
 */
let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

beforeAll(async () => {
  // The webhook subscriptions of these tests point at a receiver on 127.0.0.1.
  ctx = await createTestContext({ STEMPEL_WEBHOOKS_ALLOW_PRIVATE: '1' });
  receiver = await webhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await ctx?.close();
});

type Setup = Awaited<ReturnType<typeof absenceSetup>>;

async function absenceOf(s: Setup, id: string): Promise<AbsenceBody & { updated_at: string }> {
  const response = await s.req('GET', `/rest/absences/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function setExit(s: Setup, employeeId: string, exit: string | null) {
  const response = await s.req('PUT', `/rest/employees/${employeeId}`, { exit_date: exit });
  expect(response.statusCode, response.body).toBe(200);
}

/** The ids of the person's absences waiting for a decision, as an approver's list shows them. */
async function waiting(s: Setup, employeeId: string): Promise<string[]> {
  const response = await s.req('GET', `/rest/absences?status=requested&employee_id=${employeeId}&per_page=100`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as AbsenceBody[]).map((absence) => absence.id);
}

async function subscribeToCancellations(s: Setup): Promise<string> {
  const response = await s.req('POST', '/rest/webhooks', { url: receiver.url, events: ['absence.cancelled'] });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

/** The `absence.cancelled` events queued for a subscription: the absence each carries. */
function cancelledEvents(s: Setup, subscriptionId: string) {
  return ctx.services.tenants.withTenant(s.slug, async ({ db }) =>
    (await db.selectFrom('webhook_deliveries').select(['event', 'event_data']).where('subscription_id', '=', subscriptionId).execute()).map(
      (row) => ({ event: row.event, data: (typeof row.event_data === 'string' ? JSON.parse(row.event_data) : row.event_data) as { id: string; status: string } }),
    ),
  );
}

describe('an exit date set or moved earlier', () => {
  it('cancels the requested and approved absences starting after it, with an absence.cancelled event each', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const hook = await subscribeToCancellations(s);
    const leaver = await s.employee({ entry_date: '2020-01-01' });
    const before = await s.approved(leaver.id, 'vacation', '2027-03-01', '2027-03-05');
    const requested = await s.absence(leaver.id, 'vacation', '2027-04-12', '2027-04-16');
    const approved = await s.approved(leaver.id, 'vacation', '2027-05-03', '2027-05-07');
    const sick = await s.absence(leaver.id, 'sick', '2027-06-07', '2027-06-08');
    expect([requested.status, approved.status, sick.status]).toEqual(['requested', 'approved', 'approved']);
    const stamps = new Map([requested, approved, sick].map((a) => [a.id, (a as AbsenceBody & { updated_at: string }).updated_at]));
    expect(await waiting(s, leaver.id)).toEqual([requested.id]);

    await setExit(s, leaver.id, '2027-03-31');

    for (const absence of [requested, approved, sick]) {
      const now = await absenceOf(s, absence.id);
      expect(now.status, absence.start_date).toBe('cancelled');
      expect(now.updated_at > stamps.get(absence.id)!).toBe(true);
    }
    expect((await absenceOf(s, before.id)).status).toBe('approved');
    expect(await waiting(s, leaver.id)).toEqual([]);
    // Only the absences a person still takes are approved: the later ones left the list of them.
    const listed = await s.req('GET', `/rest/absences?status=approved&employee_id=${leaver.id}`);
    expect((listed.json().data as AbsenceBody[]).map((a) => a.id)).toEqual([before.id]);

    const events = await cancelledEvents(s, hook);
    expect(events.map((e) => e.event)).toEqual(['absence.cancelled', 'absence.cancelled', 'absence.cancelled']);
    expect(events.map((e) => e.data.id).sort()).toEqual([requested.id, approved.id, sick.id].sort());
    expect(events.every((e) => e.data.status === 'cancelled')).toBe(true);
  });

  it('leaves an absence reaching over the exit date as it is, and cancels one after an exit date moved earlier', async () => {
    const s = await absenceSetup(ctx);
    const leaver = await s.employee({ entry_date: '2020-01-01' });
    const over = await s.approved(leaver.id, 'vacation', '2027-03-29', '2027-04-02');
    const onTheDay = await s.absence(leaver.id, 'training', '2027-04-30', '2027-04-30');
    const later = await s.absence(leaver.id, 'special_leave', '2027-04-20', '2027-04-21');
    await setExit(s, leaver.id, '2027-04-30');
    // Both start on or before the exit date: the days after it cost nothing already.
    expect((await absenceOf(s, over.id)).status).toBe('approved');
    expect((await absenceOf(s, onTheDay.id)).status).toBe('requested');
    expect((await absenceOf(s, later.id)).status).toBe('requested');

    await setExit(s, leaver.id, '2027-03-31');
    expect((await absenceOf(s, over.id)).status).toBe('approved');
    // Only its days up to the exit date cost anything: 30 and 31 March (29 March is Easter Monday).
    expect((await absenceOf(s, over.id)).days).toBe(2);
    expect((await absenceOf(s, onTheDay.id)).status).toBe('cancelled');
    expect((await absenceOf(s, later.id)).status).toBe('cancelled');
  });

  it('revives nothing when the exit date moves later again or is removed', async () => {
    const s = await absenceSetup(ctx);
    const leaver = await s.employee({ entry_date: '2020-01-01' });
    const requested = await s.absence(leaver.id, 'vacation', '2027-04-12', '2027-04-16');
    const approved = await s.approved(leaver.id, 'vacation', '2027-05-03', '2027-05-07');
    await setExit(s, leaver.id, '2027-03-31');
    await setExit(s, leaver.id, '2027-12-31');
    await setExit(s, leaver.id, null);
    expect((await absenceOf(s, requested.id)).status).toBe('cancelled');
    expect((await absenceOf(s, approved.id)).status).toBe('cancelled');
    expect(await waiting(s, leaver.id)).toEqual([]);
  });

  it('is refused with the leaving when an approved absence to cancel lies in a closed payroll month', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const leaver = await s.employee({ entry_date: '2020-01-01' });
    const approved = await s.approved(leaver.id, 'vacation', '2027-01-28', '2027-02-03');
    // It reaches over this exit date, so it stays; its days in February cost nothing.
    await setExit(s, leaver.id, '2027-01-31');
    await s.closeMonth('2027-02');
    // Moved earlier, the exit date leaves only January's days: open, so the person's own check passes,
    // but cancelling the approved absence would change closed February, as POST …/cancel would.
    const refused = expectEnvelope(await s.req('PUT', `/rest/employees/${leaver.id}`, { exit_date: '2027-01-20' }), 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: '2027-02' });
    expect((await absenceOf(s, approved.id)).status).toBe('approved');
    const person = await s.req('GET', `/rest/employees/${leaver.id}`);
    expect(person.json().data.exit_date).toBe('2027-01-31');
  });
});

async function setEntry(s: Setup, employeeId: string, entry: string | null) {
  const response = await s.req('PUT', `/rest/employees/${employeeId}`, { entry_date: entry });
  expect(response.statusCode, response.body).toBe(200);
}

describe('an entry date set or moved later', () => {
  it('cancels the requested and approved absences ending before it, with an absence.cancelled event each; one reaching over it stays', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const hook = await subscribeToCancellations(s);
    const starter = await s.employee({ entry_date: '2027-01-01' });
    const requested = await s.absence(starter.id, 'vacation', '2027-02-08', '2027-02-12');
    const approved = await s.approved(starter.id, 'vacation', '2027-03-01', '2027-03-05');
    const sick = await s.absence(starter.id, 'sick', '2027-03-15', '2027-03-16');
    const reaching = await s.approved(starter.id, 'vacation', '2027-03-29', '2027-04-02');
    const later = await s.absence(starter.id, 'special_leave', '2027-04-20', '2027-04-21');
    expect([requested.status, approved.status, sick.status]).toEqual(['requested', 'approved', 'approved']);
    const stamps = new Map([requested, approved, sick].map((a) => [a.id, (a as AbsenceBody & { updated_at: string }).updated_at]));

    await setEntry(s, starter.id, '2027-04-01');

    for (const absence of [requested, approved, sick]) {
      const now = await absenceOf(s, absence.id);
      expect(now.status, absence.start_date).toBe('cancelled');
      expect(now.updated_at > stamps.get(absence.id)!).toBe(true);
    }
    // Its days before the entry date cost nothing already.
    expect((await absenceOf(s, reaching.id)).status).toBe('approved');
    // Only its days from the entry date on cost anything: 1 and 2 April (29-31 March lie before it).
    expect((await absenceOf(s, reaching.id)).days).toBe(2);
    expect((await absenceOf(s, later.id)).status).toBe('requested');
    expect(await waiting(s, starter.id)).toEqual([later.id]);

    const events = await cancelledEvents(s, hook);
    expect(events.map((e) => e.event)).toEqual(['absence.cancelled', 'absence.cancelled', 'absence.cancelled']);
    expect(events.map((e) => e.data.id).sort()).toEqual([requested.id, approved.id, sick.id].sort());
    expect(events.every((e) => e.data.status === 'cancelled')).toBe(true);
  });

  it('cancels those before an entry date set where there was none, and revives nothing when it moves earlier again', async () => {
    const s = await absenceSetup(ctx);
    const starter = await s.employee();
    const approved = await s.approved(starter.id, 'vacation', '2027-05-03', '2027-05-07');
    const requested = await s.absence(starter.id, 'vacation', '2027-05-24', '2027-05-28');
    await setEntry(s, starter.id, '2027-05-10');
    expect((await absenceOf(s, approved.id)).status).toBe('cancelled');
    expect((await absenceOf(s, requested.id)).status).toBe('requested');
    await setEntry(s, starter.id, '2027-05-01');
    await setEntry(s, starter.id, null);
    expect((await absenceOf(s, approved.id)).status).toBe('cancelled');
  });

  it('is refused with the change when an approved absence to cancel lies in a closed payroll month', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const starter = await s.employee({ entry_date: '2027-02-01' });
    // It reaches into the employment by its February days; its January days cost nothing.
    const approved = await s.approved(starter.id, 'vacation', '2027-01-28', '2027-02-03');
    await s.closeMonth('2027-01');
    // The days leaving the employment lie in open February, so the person's own check passes, but
    // cancelling the approved absence would change closed January, as POST …/cancel would.
    const refused = expectEnvelope(await s.req('PUT', `/rest/employees/${starter.id}`, { entry_date: '2027-02-10' }), 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: '2027-01' });
    expect((await absenceOf(s, approved.id)).status).toBe('approved');
    const person = await s.req('GET', `/rest/employees/${starter.id}`);
    expect(person.json().data.entry_date).toBe('2027-02-01');
  });
});

describe('a deletion', () => {
  it('cancels the later requests, so they leave the approvers\' list', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const hook = await subscribeToCancellations(s);
    const today = localDate(new Date(), s.tenant.timezone);
    const leaver = await s.employee({ entry_date: '2020-01-01' });
    const requested = await s.absence(leaver.id, 'vacation', addDays(today, 14), addDays(today, 20));
    expect(await waiting(s, leaver.id)).toEqual([requested.id]);

    const deleted = await s.req('DELETE', `/rest/employees/${leaver.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await waiting(s, leaver.id)).toEqual([]);
    expect((await absenceOf(s, requested.id)).status).toBe('cancelled');
    const events = await cancelledEvents(s, hook);
    expect(events).toEqual([{ event: 'absence.cancelled', data: expect.objectContaining({ id: requested.id, status: 'cancelled' }) }]);
  });
});
