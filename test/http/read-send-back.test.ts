import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDepartment, createEmployee, HOUR, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';

/**
 * The round trip of a generic client: read a record with GET, send what it read back with its
 * documented PUT or PATCH (changed in one member, or not at all), read it again.
 * docs/compatibility.md: "members the operation does not name are ignored, never stored nor
 * refused, so a client may send back a resource it read with its read-only members".
 */
let ctx: TestContext;
let slug: string;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_WEBHOOKS_ALLOW_PRIVATE: '1' });
  ({ slug, token } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const request = (method: Method, url: string, body?: unknown, as = token) => ctx.request({ method, url, tenant: slug, token: as, body });

/** The created record as answered (any JSON, compared member by member). */
async function created(url: string, body: unknown, as = token) {
  const response = await request('POST', url, body, as);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function read(url: string, as = token) {
  const response = await request('GET', url, undefined, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Sends back what GET answered, with `change` applied; the answer must be a 200 equal to a following GET. */
async function sendBack(method: 'PUT' | 'PATCH', url: string, change: Record<string, unknown> = {}, as = token) {
  const before = await read(url, as);
  const answer = await request(method, url, { ...before, ...change }, as);
  expect(answer.statusCode, answer.body).toBe(200);
  const after = await read(url, as);
  expect(answer.json().data).toEqual(after);
  return { before, after };
}

describe('a roster entry sent back with a new note', () => {
  async function publishedEntry(date: string) {
    const person = await personWithLogin(ctx, slug, token);
    const shift = await created('/rest/shifts', { name: `Früh ${date}`, start_time: '06:00', end_time: '14:00', break_minutes: 30 });
    const roster = await created('/rest/rosters', { name: `Plan ${date}`, period_start: date, period_end: date });
    const entry = await created(`/rest/rosters/${roster.id}/entries`, { date, employee_id: person.id, shift_id: shift.id });
    const published = await request('POST', `/rest/rosters/${roster.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    return { person, shift, url: `/rest/rosters/${roster.id}/entries/${entry.id}`, ackUrl: `/rest/rosters/${roster.id}/entries/${entry.id}/acknowledge` };
  }

  it('keeps the break it was planned with, its version and the acknowledgement after its shift template changed', async () => {
    const { person, shift, url, ackUrl } = await publishedEntry('2026-03-03');
    const acknowledged = await request('POST', ackUrl, undefined, person.token);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    // The planner changes the template afterwards; the entry keeps its planned times and break (docs/compatibility.md, Rosters).
    const template = await request('PUT', `/rest/shifts/${shift.id}`, { break_minutes: 45 });
    expect(template.statusCode, template.body).toBe(200);

    // "A PUT that only changes note, status or work_area_id ... keeps the entry's warnings and
    // acknowledgement, also when its shift template was changed": the generic client changes the note only.
    const { before, after } = await sendBack('PUT', url, { note: 'Bitte Schlüssel abholen' });
    expect(after.note).toBe('Bitte Schlüssel abholen');
    expect({ planned_work_ms: after.planned_work_ms, version: after.version, acknowledgement: after.acknowledgement?.status }).toEqual({
      planned_work_ms: before.planned_work_ms,
      version: before.version,
      acknowledgement: 'acknowledged',
    });
  });

  it('is taken when its shift template was retired since', async () => {
    const { shift, url } = await publishedEntry('2026-03-10');
    // The entry is over, so the template may be deleted; entries that are over keep it.
    const retired = await request('DELETE', `/rest/shifts/${shift.id}`);
    expect(retired.statusCode, retired.body).toBe(200);
    const { after } = await sendBack('PUT', url, { note: 'nachgetragen' });
    expect(after.note).toBe('nachgetragen');
  });

  it('is taken when its person was deleted since (a past entry of someone who left stays editable)', async () => {
    const { person, url } = await publishedEntry('2026-03-17');
    const deleted = await request('DELETE', `/rest/employees/${person.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await read(url)).employee_id).toBe(person.id);
    const { after } = await sendBack('PUT', url, { note: 'nachgetragen' });
    expect(after.note).toBe('nachgetragen');
  });
});

describe('a short-time work period sent back unchanged', () => {
  it('is taken for a period of named people, whose GET answers department_id null', async () => {
    const person = await createEmployee(ctx, slug, token);
    const period = await created('/rest/short-work-periods', { employee_ids: [person.id], from: '2026-05-04', to: '2026-05-15', reduction_percent: 50 });
    expect(period.department_id).toBeNull();
    const { before, after } = await sendBack('PATCH', `/rest/short-work-periods/${period.id}`, { note: 'Auftragsmangel' });
    expect({ ...after, note: before.note, updated_at: before.updated_at }).toEqual(before);
  });

  it('is taken for a department period, whose GET answers employee_ids null', async () => {
    const department = await createDepartment(ctx, slug, token, 'Montage');
    const period = await created('/rest/short-work-periods', { department_id: department.id, from: '2026-06-01', to: '2026-06-12', reduction_percent: 30 });
    expect(period.employee_ids).toBeNull();
    const { before, after } = await sendBack('PATCH', `/rest/short-work-periods/${period.id}`, { note: 'Auftragsmangel' });
    expect({ ...after, note: before.note, updated_at: before.updated_at }).toEqual(before);
  });
});

describe('an employee sent back by HR', () => {
  it('is taken when only the name changed, for a colleague whose role holds rights HR lacks', async () => {
    const department = await createDepartment(ctx, slug, token, 'Lohn');
    const hr = await personWithLogin(ctx, slug, token, { role: 'hr_admin', department_id: department.id });
    // No badge, no PIN: the round trip sends role_id and badge exactly as stored.
    const clerk = await createEmployee(ctx, slug, token, { role: 'payroll_accounting', department_id: department.id });
    const alone = await request('PUT', `/rest/employees/${clerk.id}`, { last_name: 'Meier' }, hr.token);
    expect(alone.statusCode, alone.body).toBe(200);
    const { after } = await sendBack('PUT', `/rest/employees/${clerk.id}`, { last_name: 'Meier-Schulz' }, hr.token);
    expect(after.last_name).toBe('Meier-Schulz');
  });

  it('keeps the badge HR read masked, and still refuses a new one for that colleague', async () => {
    const department = await createDepartment(ctx, slug, token, 'Lohnbüro');
    const hr = await personWithLogin(ctx, slug, token, { role: 'hr_admin', department_id: department.id });
    const clerk = await createEmployee(ctx, slug, token, { role: 'payroll_accounting', department_id: department.id, badge: 'LB-004711' });
    expect((await read(`/rest/employees/${clerk.id}`, hr.token)).badge).toBe('*****4711');
    const { after } = await sendBack('PUT', `/rest/employees/${clerk.id}`, { first_name: 'Petra' }, hr.token);
    expect(after.first_name).toBe('Petra');
    expect((await read(`/rest/employees/${clerk.id}`)).badge).toBe('LB-004711');
    const other = await request('PUT', `/rest/employees/${clerk.id}`, { badge: 'LB-000001' }, hr.token);
    expect(other.statusCode, other.body).toBe(403);
  });
});

describe('a schedule model sent back unchanged but for its name', () => {
  it('is taken for a fixed model, whose GET answers the derived weekly_target_ms', async () => {
    const model = await created('/rest/schedule-models', {
      name: 'Vier Tage',
      kind: 'fixed',
      days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, target_ms: weekday <= 4 ? 8 * HOUR : 0 })),
    });
    const { after } = await sendBack('PATCH', `/rest/schedule-models/${model.id}`, { name: 'Vier-Tage-Woche' });
    expect(after).toMatchObject({ name: 'Vier-Tage-Woche', weekly_target_ms: 32 * HOUR });
  });

  it('is taken for a flexible model, whose GET answers the derived days', async () => {
    const model = await created('/rest/schedule-models', { name: 'Gleitzeit', kind: 'flexible', weekly_target_ms: 39 * HOUR });
    const { after } = await sendBack('PATCH', `/rest/schedule-models/${model.id}`, { name: 'Gleitzeit 39' });
    expect(after).toMatchObject({ name: 'Gleitzeit 39', weekly_target_ms: 39 * HOUR });
  });
});

describe('a webhook sent back unchanged', () => {
  it('is taken with its URL as stored, percent-encoded, within the limit', async () => {
    const url = `http://127.0.0.1:9/${'Größenänderung/'.repeat(60)}`;
    const hook = await created('/rest/webhooks', { url, events: ['employee.created'] });
    expect(hook.url.length).toBeLessThanOrEqual(2000);
    const { before, after } = await sendBack('PATCH', `/rest/webhooks/${hook.id}`, { active: false });
    expect(after.url).toBe(before.url);
  });

  it('refuses a URL that would pass the limit once percent-encoded, so none stored is too long to send back', async () => {
    const url = `http://127.0.0.1:9/${'Größenänderungsbenachrichtigungsempfängerübersicht/'.repeat(30)}`;
    expect(url.length).toBeLessThanOrEqual(2000);
    const refused = await request('POST', '/rest/webhooks', { url, events: ['employee.created'] });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json().field_errors)).toEqual(['url']);
  });
});

describe('a roster budget at the edge of what the OpenAPI document allows', () => {
  it('declares the largest budget_cents the server takes, and takes it', async () => {
    const document = (await ctx.request({ url: '/rest/openapi.json', tenant: slug })).json();
    const schema = document.paths['/rest/rosters/{roster}'].put.requestBody.content['application/json'].schema;
    const body = schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()] : schema;
    const budget = body.properties.budget_cents;
    const integer = (budget.anyOf ?? [budget]).find((option: { type?: string | string[] }) => [option.type].flat().includes('integer'));
    expect(integer).toMatchObject({ format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
    const roster = await created('/rest/rosters', { name: 'Budget', period_start: '2026-07-06', period_end: '2026-07-12' });
    const largest = await request('PUT', `/rest/rosters/${roster.id}`, { budget_cents: Number.MAX_SAFE_INTEGER });
    expect(largest.statusCode, largest.body).toBe(200);
    expect(largest.json().data.budget_cents).toBe(Number.MAX_SAFE_INTEGER);
    expect((await request('PUT', `/rest/rosters/${roster.id}`, { budget_cents: 2 ** 53 })).statusCode).toBe(422);
  });
});
