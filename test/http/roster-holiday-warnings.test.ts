import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';

/**
 * A roster entry's findings follow the person's public holidays, as they follow the person's
 * approved absences: a move to another location, a location's calendars or a calendar's entries
 * changing make the coming shifts' findings again (the `holidays_changed` job, run here at once).
 * Heilige Drei Könige, 6 January, is a public holiday in Bayern (DE-BY) and not in the nationwide
 * calendar (DE); the shifts are planned next year, so they are always still to come.
 */
const YEAR = new Date().getUTCFullYear() + 1;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

async function setup() {
  const admin = await tenantWithAdmin(ctx);
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => ctx.request({ method, url, tenant: admin.slug, token: admin.token, body });
  const calendars = await req('GET', `/rest/holidays?year=${YEAR}`);
  expect(calendars.statusCode, calendars.body).toBe(200);
  const calendarId = (key: string) => (calendars.json().data as Array<{ id: string; source_key: string | null }>).find((c) => c.source_key === key)!.id;
  const roster = await req('POST', '/rest/rosters', { name: `Plan ${YEAR}`, period_start: `${YEAR}-01-01`, period_end: `${YEAR}-03-31` });
  expect(roster.statusCode, roster.body).toBe(201);
  const rosterId = roster.json().data.id as string;
  const plan = async (employeeId: string, date: string) => {
    const response = await req('POST', `/rest/rosters/${rosterId}/entries`, { date, employee_id: employeeId, start_time: '08:00', end_time: '12:00' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; warnings: string[] };
  };
  const warningsOf = async (entryId: string) => {
    const response = await req('GET', `/rest/rosters/${rosterId}/entries/${entryId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.warnings as string[];
  };
  // The change queued the job in its transaction; the runner takes it up after the answer.
  const jobsDone = () => ctx.services.jobs.drain(admin.slug);
  return { ...admin, req, calendarId, plan, warningsOf, jobsDone };
}

describe('the findings of planned shifts after a person’s public holidays change', () => {
  it('puts sunday_or_holiday_work on an entry on 6 January once the person moves to a Bavarian location', async () => {
    const s = await setup();
    const munich = await s.req('POST', '/rest/locations', { name: 'München', holiday_ids: [s.calendarId('DE-BY')] });
    expect(munich.statusCode, munich.body).toBe(201);
    const person = await createEmployee(ctx, s.slug, s.token);
    // Without a location the person has the nationwide holidays only: 6 January is a working day.
    const entry = await s.plan(person.id, `${YEAR}-01-06`);
    expect(entry.warnings).toEqual([]);
    const moved = await s.req('PUT', `/rest/employees/${person.id}`, { location_id: munich.json().data.id });
    expect(moved.statusCode, moved.body).toBe(200);
    // The same shift planned now carries the finding ...
    const colleague = await createEmployee(ctx, s.slug, s.token, { location_id: munich.json().data.id });
    expect((await s.plan(colleague.id, `${YEAR}-01-06`)).warnings).toEqual(['sunday_or_holiday_work']);
    // ... and so does the entry planned before the move.
    await s.jobsDone();
    expect(await s.warningsOf(entry.id)).toEqual(['sunday_or_holiday_work']);
  });

  it("puts sunday_or_holiday_work on an entry on 6 January once the location's Bavarian calendar is attached", async () => {
    const s = await setup();
    const office = await s.req('POST', '/rest/locations', { name: 'Büro', holiday_ids: [s.calendarId('DE')] });
    expect(office.statusCode, office.body).toBe(201);
    const officeId = office.json().data.id as string;
    const person = await createEmployee(ctx, s.slug, s.token, { location_id: officeId });
    const entry = await s.plan(person.id, `${YEAR}-01-06`);
    expect(entry.warnings).toEqual([]);
    const attached = await s.req('POST', `/rest/locations/${officeId}/holidays/${s.calendarId('DE-BY')}`);
    expect(attached.statusCode, attached.body).toBeLessThan(300);
    await s.jobsDone();
    expect(await s.warningsOf(entry.id)).toEqual(['sunday_or_holiday_work']);
    // Detached again, the day is a working day again.
    expect((await s.req('DELETE', `/rest/locations/${officeId}/holidays/${s.calendarId('DE-BY')}`)).statusCode).toBeLessThan(300);
    await s.jobsDone();
    expect(await s.warningsOf(entry.id)).toEqual([]);
  });

  it('takes sunday_or_holiday_work off an entry once the holiday is removed from the own calendar it came from', async () => {
    const s = await setup();
    const own = await s.req('POST', '/rest/holidays', { name: 'Stadtfeiertag', entries: [{ date: `${YEAR}-02-10`, name: 'Stadtfeiertag', statutory: true }] });
    expect(own.statusCode, own.body).toBe(201);
    const ownId = own.json().data.id as string;
    const office = await s.req('POST', '/rest/locations', { name: 'Büro', holiday_ids: [s.calendarId('DE'), ownId] });
    expect(office.statusCode, office.body).toBe(201);
    const person = await createEmployee(ctx, s.slug, s.token, { location_id: office.json().data.id });
    const entry = await s.plan(person.id, `${YEAR}-02-10`);
    expect(entry.warnings).toEqual(['sunday_or_holiday_work']);
    const cleared = await s.req('PUT', `/rest/holidays/${ownId}`, { entries: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    await s.jobsDone();
    expect(await s.warningsOf(entry.id)).toEqual([]);
  });
});
