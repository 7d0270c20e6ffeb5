import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/working-time/local-time.js';
import { localDate } from '../../src/platform/formats.js';
import { absenceSetup } from '../support/absences.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { webhookReceiver } from '../support/webhook-receiver.js';

/**
 * A syncing client keeps a resource and compares `updated_at` (or waits for the resource's
 * webhook event) to tell whether what it holds is still what the API answers: a change through
 * a neighbouring endpoint that changes the answer must move it too (docs/compatibility.md).
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

// updated_at has millisecond precision: a change in the same millisecond could not move it.
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

type Setup = Awaited<ReturnType<typeof absenceSetup>>;

/** The employee.updated events sent to a subscriber since it subscribed, oldest first. */
async function employeeUpdates(setup: Setup) {
  const created = await setup.req('POST', '/rest/webhooks', { url: receiver.url, events: ['employee.updated'] });
  expect(created.statusCode, created.body).toBe(201);
  const seen = receiver.bodies.length;
  return async () => {
    await ctx.services.jobs.drain(setup.slug);
    return receiver.bodies
      .slice(seen)
      .map((body) => JSON.parse(body) as { type: string; data: { id: string; schedule_model_id: string | null; updated_at: string } })
      .filter((event) => event.type === 'employee.updated');
  };
}

async function partTime(setup: Setup, name: string): Promise<string> {
  const created = await setup.req('POST', '/rest/schedule-models', { name, kind: 'flexible', weekly_target_ms: 20 * 3_600_000 });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as string;
}

describe('an employee’s schedule_model_id (today’s model)', () => {
  it('an assignment from today changes it, moves updated_at and tells employee.updated subscribers', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const person = await setup.employee();
    const updates = await employeeUpdates(setup);
    const before = (await setup.req('GET', `/rest/employees/${person.id}`)).json().data;
    const model = await partTime(setup, 'Teilzeit heute');
    await pause();

    const today = localDate(Date.now(), setup.tenant.timezone);
    const assigned = await setup.req('POST', `/rest/employees/${person.id}/schedule-models`, { schedule_model_id: model, valid_from: today });
    expect(assigned.statusCode, assigned.body).toBe(201);

    const after = (await setup.req('GET', `/rest/employees/${person.id}`)).json().data;
    expect(after.schedule_model_id).toBe(model);
    expect(after.updated_at > before.updated_at, `${after.updated_at} after ${before.updated_at}`).toBe(true);
    const events = await updates();
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ id: person.id, schedule_model_id: model, updated_at: after.updated_at });
  });

  it('an assignment booked into the past that reaches today changes it as well', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const person = await setup.employee();
    const updates = await employeeUpdates(setup);
    const before = (await setup.req('GET', `/rest/employees/${person.id}`)).json().data;
    const model = await partTime(setup, 'Teilzeit rückwirkend');
    await pause();

    const lastYear = `${Number(localDate(Date.now(), setup.tenant.timezone).slice(0, 4)) - 1}-01-01`;
    const assigned = await setup.req('POST', `/rest/employees/${person.id}/schedule-models`, { schedule_model_id: model, valid_from: lastYear });
    expect(assigned.statusCode, assigned.body).toBe(201);

    const after = (await setup.req('GET', `/rest/employees/${person.id}`)).json().data;
    expect(after.schedule_model_id).toBe(model);
    expect(after.updated_at).not.toBe(before.updated_at);
    expect((await updates()).map((event) => event.data.schedule_model_id)).toEqual([model]);
  });

  it('an assignment from a later date changes nothing today: updated_at stays and no event is sent', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const person = await setup.employee();
    const updates = await employeeUpdates(setup);
    const before = (await setup.req('GET', `/rest/employees/${person.id}`)).json().data;
    const model = await partTime(setup, 'Teilzeit später');
    await pause();

    const nextMonth = addDays(localDate(Date.now(), setup.tenant.timezone), 31);
    const assigned = await setup.req('POST', `/rest/employees/${person.id}/schedule-models`, { schedule_model_id: model, valid_from: nextMonth });
    expect(assigned.statusCode, assigned.body).toBe(201);

    const after = (await setup.req('GET', `/rest/employees/${person.id}`)).json().data;
    expect(after).toEqual(before);
    expect(await updates()).toEqual([]);
  });

  it('assigning today’s model again from today changes nothing', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const person = await setup.employee();
    const updates = await employeeUpdates(setup);
    const before = (await setup.req('GET', `/rest/employees/${person.id}`)).json().data;
    await pause();

    const today = localDate(Date.now(), setup.tenant.timezone);
    const again = await setup.req('POST', `/rest/employees/${person.id}/schedule-models`, { schedule_model_id: before.schedule_model_id, valid_from: today });
    expect(again.statusCode, again.body).toBe(201);

    expect((await setup.req('GET', `/rest/employees/${person.id}`)).json().data.updated_at).toBe(before.updated_at);
    expect(await updates()).toEqual([]);
  });
});

describe('a location’s holidays', () => {
  async function siteWithCalendar(setup: Setup) {
    const calendar = await setup.req('POST', '/rest/holidays', { name: 'Betriebsruhe', entries: [{ date: '2027-12-24', name: 'Heiligabend' }] });
    expect(calendar.statusCode, calendar.body).toBe(201);
    const location = await setup.req('POST', '/rest/locations', { name: 'Werk Nord' });
    expect(location.statusCode, location.body).toBe(201);
    return { calendarId: calendar.json().data.id as string, location: location.json().data as { id: string; updated_at: string } };
  }

  it('POST /locations/{l}/holidays/{h} moves updated_at, as PUT with holiday_ids does; attaching it again changes nothing', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const { calendarId, location } = await siteWithCalendar(setup);
    const url = `/rest/locations/${location.id}`;
    await pause();

    const attached = await setup.req('POST', `${url}/holidays/${calendarId}`);
    expect(attached.statusCode, attached.body).toBe(200);
    const after = (await setup.req('GET', url)).json().data;
    expect(after.holidays.map((calendar: { id: string }) => calendar.id)).toContain(calendarId);
    expect(after.updated_at > location.updated_at, `${after.updated_at} after ${location.updated_at}`).toBe(true);
    expect(attached.json().data.updated_at).toBe(after.updated_at);
    await pause();

    const again = await setup.req('POST', `${url}/holidays/${calendarId}`);
    expect(again.statusCode, again.body).toBe(200);
    expect((await setup.req('GET', url)).json().data).toEqual(after);
  });

  it('DELETE /locations/{l}/holidays/{h} moves updated_at; an unknown link is a 404 that changes nothing', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const { calendarId, location } = await siteWithCalendar(setup);
    const url = `/rest/locations/${location.id}`;
    expect((await setup.req('POST', `${url}/holidays/${calendarId}`)).statusCode).toBe(200);
    const before = (await setup.req('GET', url)).json().data;
    await pause();

    const detached = await setup.req('DELETE', `${url}/holidays/${calendarId}`);
    expect(detached.statusCode, detached.body).toBe(200);
    const after = (await setup.req('GET', url)).json().data;
    expect(after.holidays).toEqual([]);
    expect(after.updated_at > before.updated_at, `${after.updated_at} after ${before.updated_at}`).toBe(true);
    await pause();

    expect((await setup.req('DELETE', `${url}/holidays/${calendarId}`)).statusCode).toBe(404);
    expect((await setup.req('GET', url)).json().data).toEqual(after);
  });
});
