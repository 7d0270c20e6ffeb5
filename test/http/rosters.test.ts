import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope, UNKNOWN_ID, UUID_FORMAT as UUID, UTC_TIMESTAMP as UTC } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';

/** /rest/rosters: rosters, their period, publication and who sees drafts, black-box over HTTP. */
let ctx: TestContext;
let slug: string;
let token: string;
let adminId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token, adminId } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body?: unknown, as = token, tenant = slug) =>
  ctx.request({ method, url, tenant, token: as, body });

/** The spec's Roster fields, plus published_at which the service adds. */
const ROSTER_FIELDS = [
  'budget_cents',
  'created_at',
  'created_by',
  'entries_count',
  'id',
  'name',
  'notes',
  'period_end',
  'period_start',
  'published_at',
  'status',
  'unit_id',
  'updated_at',
];

interface Roster {
  id: string;
  name: string;
  status: string;
  entries_count: number;
  published_at: string | null;
  [field: string]: unknown;
}

let rosterCounter = 0;
async function createRoster(body: Record<string, unknown> = {}): Promise<Roster> {
  const response = await call('POST', '/rest/rosters', {
    name: `Plan ${++rosterCounter}`,
    period_start: '2026-03-01',
    period_end: '2026-03-31',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function addEntry(rosterId: string, body: Record<string, unknown>) {
  const response = await call('POST', `/rest/rosters/${rosterId}/entries`, { start_time: '08:00', end_time: '12:00', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; published_at: string | null; acknowledgement: unknown };
}

const idsOf = (list: Array<{ id: string }>) => list.map((item) => item.id);

describe('roster CRUD', () => {
  it('creates a roster with every field and reads it back', async () => {
    const unit = await createDepartment(ctx, slug, token, 'Filiale Nord');
    const created = await call('POST', '/rest/rosters', {
      name: ' März Filiale Nord ',
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      unit_id: unit.id,
      notes: 'Inventur am 31.',
      budget_cents: 1_250_000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const roster = created.json().data;
    expect(Object.keys(roster).sort()).toEqual(ROSTER_FIELDS);
    expect(roster).toEqual({
      id: expect.stringMatching(UUID),
      name: 'März Filiale Nord',
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      unit_id: unit.id,
      status: 'draft',
      created_by: adminId,
      notes: 'Inventur am 31.',
      budget_cents: 1_250_000,
      published_at: null,
      created_at: expect.stringMatching(UTC),
      updated_at: expect.stringMatching(UTC),
      entries_count: 0,
    });

    const read = await call('GET', `/rest/rosters/${roster.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(roster);
    const list = await call('GET', '/rest/rosters?per_page=100');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(roster);
    expect(list.json().meta).toMatchObject({ current_page: 1, per_page: 100, total: expect.any(Number) });
  });

  it('fills defaults: no unit, empty notes, no budget', async () => {
    const roster = await createRoster();
    expect(roster).toMatchObject({ unit_id: null, notes: '', budget_cents: null, status: 'draft', entries_count: 0 });
  });

  it('counts the entries in entries_count, in the detail and in the list', async () => {
    const roster = await createRoster();
    await addEntry(roster.id, { date: '2026-03-02', employee_id: null });
    await addEntry(roster.id, { date: '2026-03-03', employee_id: null });
    expect((await call('GET', `/rest/rosters/${roster.id}`)).json().data.entries_count).toBe(2);
    const listed = (await call('GET', '/rest/rosters?per_page=100')).json().data.find((r: Roster) => r.id === roster.id);
    expect(listed.entries_count).toBe(2);
  });

  it('changes a roster with PUT', async () => {
    const roster = await createRoster({ notes: 'alt', budget_cents: 100 });
    const updated = await call('PUT', `/rest/rosters/${roster.id}`, { name: 'Umbenannt', notes: null, budget_cents: 2_000, period_end: '2026-04-15' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ id: roster.id, name: 'Umbenannt', notes: '', budget_cents: 2_000, period_start: '2026-03-01', period_end: '2026-04-15' });
    expect(Date.parse(updated.json().data.updated_at)).toBeGreaterThanOrEqual(Date.parse(roster.updated_at as string));
    expect((await call('GET', `/rest/rosters/${roster.id}`)).json().data).toEqual(updated.json().data);
  });

  it('takes budget_cents: null as no budget, on create and on update', async () => {
    const created = await createRoster({ budget_cents: null });
    expect(created.budget_cents).toBeNull();
    const withBudget = await createRoster({ budget_cents: 500 });
    const cleared = await call('PUT', `/rest/rosters/${withBudget.id}`, { budget_cents: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.budget_cents).toBeNull();
  });

  it('refuses to shrink the period past existing entries (409)', async () => {
    const roster = await createRoster();
    await addEntry(roster.id, { date: '2026-03-20', employee_id: null });
    const body = expectEnvelope(await call('PUT', `/rest/rosters/${roster.id}`, { period_end: '2026-03-19' }), 409, 'conflict');
    expect(body.message).toMatch(/outside/);
    expect((await call('GET', `/rest/rosters/${roster.id}`)).json().data.period_end).toBe('2026-03-31');
    expect((await call('PUT', `/rest/rosters/${roster.id}`, { period_end: '2026-03-20' })).statusCode).toBe(200);
  });

  it('deletes a draft roster with its entries', async () => {
    const roster = await createRoster();
    await addEntry(roster.id, { date: '2026-03-02', employee_id: null });
    const deleted = await call('DELETE', `/rest/rosters/${roster.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(typeof deleted.json().message).toBe('string');
    expectEnvelope(await call('GET', `/rest/rosters/${roster.id}`), 404, 'not_found');
    expectEnvelope(await call('GET', `/rest/rosters/${roster.id}/entries`), 404, 'not_found');
    expectEnvelope(await call('DELETE', `/rest/rosters/${roster.id}`), 404, 'not_found');
    const left = await ctx.services.tenants.withTenant(slug, ({ db }) =>
      db.selectFrom('roster_entries').select('id').where('roster_id', '=', roster.id).execute(),
    );
    expect(left).toEqual([]);
  });

  it('filters the list by status, unit and period, and paginates it', async () => {
    const unit = await createDepartment(ctx, slug, token, 'Filter-Einheit');
    const a = await createRoster({ unit_id: unit.id, period_start: '2030-01-01', period_end: '2030-01-31' });
    const b = await createRoster({ unit_id: unit.id, period_start: '2030-02-01', period_end: '2030-02-28' });
    await call('POST', `/rest/rosters/${b.id}/publish`);
    const byUnit = (await call('GET', `/rest/rosters?unit_id=${unit.id}`)).json();
    expect(idsOf(byUnit.data)).toEqual([b.id, a.id]);
    expect(byUnit.meta.total).toBe(2);
    expect(idsOf((await call('GET', `/rest/rosters?unit_id=${unit.id}&status=published`)).json().data)).toEqual([b.id]);
    expect(idsOf((await call('GET', `/rest/rosters?unit_id=${unit.id}&status=draft`)).json().data)).toEqual([a.id]);
    expect(idsOf((await call('GET', `/rest/rosters?unit_id=${unit.id}&from=2030-02-01`)).json().data)).toEqual([b.id]);
    expect(idsOf((await call('GET', `/rest/rosters?unit_id=${unit.id}&to=2030-01-31`)).json().data)).toEqual([a.id]);
    const page = (await call('GET', `/rest/rosters?unit_id=${unit.id}&per_page=1&page=2`)).json();
    expect(idsOf(page.data)).toEqual([a.id]);
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
    expectEnvelope(await call('GET', '/rest/rosters?status=archived'), 422, 'validation_error');
    expectEnvelope(await call('GET', '/rest/rosters?per_page=101'), 422, 'validation_error');
  });
});

describe('roster validation and addressing', () => {
  it('answers 400 when {roster} is not a UUID, on every roster path', async () => {
    const paths: Array<[Method, string]> = [
      ['GET', '/rest/rosters/123'],
      ['PUT', '/rest/rosters/123'],
      ['DELETE', '/rest/rosters/123'],
      ['POST', '/rest/rosters/123/publish'],
      ['POST', '/rest/rosters/123/unpublish'],
      ['GET', '/rest/rosters/123/entries'],
      ['POST', '/rest/rosters/123/entries'],
      ['GET', `/rest/rosters/not-a-uuid/entries/${UNKNOWN_ID}`],
      ['GET', `/rest/rosters/${UNKNOWN_ID}/entries/not-a-uuid`],
    ];
    for (const [method, url] of paths) {
      const body = method === 'PUT' ? { name: 'x' } : method === 'POST' && url.endsWith('/entries') ? { date: '2026-03-02' } : undefined;
      expectEnvelope(await call(method, url, body), 400, 'bad_request');
    }
  });

  it('answers 404 for an unknown roster, on every roster path', async () => {
    const paths: Array<[Method, string, unknown?]> = [
      ['GET', `/rest/rosters/${UNKNOWN_ID}`],
      ['PUT', `/rest/rosters/${UNKNOWN_ID}`, { name: 'x' }],
      ['DELETE', `/rest/rosters/${UNKNOWN_ID}`],
      ['POST', `/rest/rosters/${UNKNOWN_ID}/publish`],
      ['POST', `/rest/rosters/${UNKNOWN_ID}/unpublish`],
      ['GET', `/rest/rosters/${UNKNOWN_ID}/entries`],
      ['POST', `/rest/rosters/${UNKNOWN_ID}/entries`, { date: '2026-03-02', start_time: '08:00', end_time: '12:00' }],
      ['GET', `/rest/rosters/${UNKNOWN_ID}/entries/${UNKNOWN_ID}`],
    ];
    for (const [method, url, body] of paths) expectEnvelope(await call(method, url, body), 404, 'not_found');
  });

  it('refuses a period end before the period start (422 on period_end), on create and on update', async () => {
    const body = expectEnvelope(
      await call('POST', '/rest/rosters', { name: 'Verkehrt', period_start: '2026-03-31', period_end: '2026-03-01' }),
      422,
      'validation_error',
    );
    expect(Object.keys(body.field_errors)).toEqual(['period_end']);
    const roster = await createRoster();
    const update = expectEnvelope(await call('PUT', `/rest/rosters/${roster.id}`, { period_start: '2026-04-01' }), 422, 'validation_error');
    expect(Object.keys(update.field_errors)).toEqual(['period_end']);
    // A one-day roster is fine.
    expect((await call('POST', '/rest/rosters', { name: 'Ein Tag', period_start: '2026-03-01', period_end: '2026-03-01' })).statusCode).toBe(201);
  });

  it('refuses other invalid fields', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '   ' }, 'name'],
      [{ name: undefined }, 'name'],
      [{ period_start: '2026-02-30' }, 'period_start'],
      [{ period_end: '31.03.2026' }, 'period_end'],
      [{ period_start: '2026-01-01', period_end: '2028-12-31' }, 'period_end'],
      [{ unit_id: UNKNOWN_ID }, 'unit_id'],
      [{ unit_id: 'filiale' }, 'unit_id'],
      [{ budget_cents: -1 }, 'budget_cents'],
      [{ budget_cents: 12.5 }, 'budget_cents'],
    ];
    for (const [extra, field] of cases) {
      const body = expectEnvelope(
        await call('POST', '/rest/rosters', { name: 'Prüfung', period_start: '2026-03-01', period_end: '2026-03-31', ...extra }),
        422,
        'validation_error',
      );
      expect(body.field_errors, JSON.stringify(extra)).toHaveProperty([field]);
    }
  });
});

describe('publication', () => {
  it('publishes and unpublishes, each answering {data: Roster}', async () => {
    const roster = await createRoster();
    const published = await call('POST', `/rest/rosters/${roster.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(Object.keys(published.json())).toEqual(['data']);
    expect(Object.keys(published.json().data).sort()).toEqual(ROSTER_FIELDS);
    expect(published.json().data).toMatchObject({ id: roster.id, status: 'published', published_at: expect.stringMatching(UTC) });

    const unpublished = await call('POST', `/rest/rosters/${roster.id}/unpublish`);
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(Object.keys(unpublished.json())).toEqual(['data']);
    expect(unpublished.json().data).toMatchObject({ id: roster.id, status: 'draft', published_at: null });
    expect((await call('GET', `/rest/rosters/${roster.id}`)).json().data.status).toBe('draft');
  });

  it('unpublishing withdraws the entries’ publication and their acknowledgements', async () => {
    const employee = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const roster = await createRoster();
    const entry = await addEntry(roster.id, { date: '2026-03-04', employee_id: employee.id });
    const open = await addEntry(roster.id, { date: '2026-03-05', employee_id: null });
    expect((await call('POST', `/rest/rosters/${roster.id}/publish`)).statusCode).toBe(200);
    const ack = await call('POST', `/rest/rosters/${roster.id}/entries/${entry.id}/acknowledge`, undefined, employee.token);
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().data.acknowledgement).toMatchObject({ status: 'acknowledged', acknowledged: 1, pending: 0 });

    expect((await call('POST', `/rest/rosters/${roster.id}/unpublish`)).statusCode).toBe(200);
    for (const id of [entry.id, open.id]) {
      const withdrawn = (await call('GET', `/rest/rosters/${roster.id}/entries/${id}`)).json().data;
      expect(withdrawn).toMatchObject({ published_at: null, acknowledgement: null });
    }
    // The employee sees neither the roster nor the entry any more.
    expectEnvelope(await call('GET', `/rest/rosters/${roster.id}/entries/${entry.id}`, undefined, employee.token), 404, 'not_found');

    // Publishing again asks for a fresh acknowledgement.
    expect((await call('POST', `/rest/rosters/${roster.id}/publish`)).statusCode).toBe(200);
    const again = (await call('GET', `/rest/rosters/${roster.id}/entries/${entry.id}`)).json().data;
    expect(again.published_at).toMatch(UTC);
    expect(again.acknowledgement).toEqual({ pending: 1, acknowledged: 0, status: 'pending', acknowledged_at: null });
  });

  it('refuses to delete a published roster (409) until it is unpublished', async () => {
    const roster = await createRoster();
    await call('POST', `/rest/rosters/${roster.id}/publish`);
    const body = expectEnvelope(await call('DELETE', `/rest/rosters/${roster.id}`), 409, 'conflict');
    expect(body.message).toMatch(/unpublish/);
    expect((await call('GET', `/rest/rosters/${roster.id}`)).statusCode).toBe(200);
    await call('POST', `/rest/rosters/${roster.id}/unpublish`);
    expect((await call('DELETE', `/rest/rosters/${roster.id}`)).statusCode).toBe(200);
  });
});

describe('who sees and plans rosters', () => {
  it('counts in entries_count only the entries the reader may list', async () => {
    const worker = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const colleague = await createEmployee(ctx, slug, token);
    const rosterId = (await call('POST', '/rest/rosters', { name: 'Januar', period_start: '2027-01-04', period_end: '2027-01-10' })).json().data.id as string;
    for (const [date, person] of [['2027-01-04', worker.id], ['2027-01-05', colleague.id], ['2027-01-06', colleague.id]] as const) {
      const entry = await call('POST', `/rest/rosters/${rosterId}/entries`, { date, employee_id: person, start_time: '08:00', end_time: '16:00' });
      expect(entry.statusCode, entry.body).toBe(201);
    }
    expect((await call('POST', `/rest/rosters/${rosterId}/publish`)).statusCode).toBe(200);
    // A draft added after the publication: the planner counts it, the employee does not see it.
    expect((await call('POST', `/rest/rosters/${rosterId}/entries`, { date: '2027-01-07', employee_id: worker.id, start_time: '08:00', end_time: '16:00' })).statusCode).toBe(201);
    expect((await call('GET', `/rest/rosters/${rosterId}/entries`, undefined, worker.token)).json().meta.total).toBe(1);
    expect((await call('GET', `/rest/rosters/${rosterId}`, undefined, worker.token)).json().data.entries_count).toBe(1);
    const listed = (await call('GET', '/rest/rosters?per_page=100', undefined, worker.token)).json().data as Array<{ id: string; entries_count: number }>;
    expect(listed.find((roster) => roster.id === rosterId)!.entries_count).toBe(1);
    expect((await call('GET', `/rest/rosters/${rosterId}`)).json().data.entries_count).toBe(4);
  });

  it('hides draft rosters from Mitarbeitende (404, absent from the list) and shows published ones', async () => {
    const employee = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const draft = await createRoster();
    const published = await createRoster();
    await call('POST', `/rest/rosters/${published.id}/publish`);

    expectEnvelope(await call('GET', `/rest/rosters/${draft.id}`, undefined, employee.token), 404, 'not_found');
    // Entries are visible by their own publication, so a draft roster's list is empty for them.
    const draftEntries = await call('GET', `/rest/rosters/${draft.id}/entries`, undefined, employee.token);
    expect(draftEntries.statusCode).toBe(200);
    expect(draftEntries.json().data).toEqual([]);
    const read = await call('GET', `/rest/rosters/${published.id}`, undefined, employee.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.status).toBe('published');

    const list = (await call('GET', '/rest/rosters?per_page=100', undefined, employee.token)).json();
    expect(idsOf(list.data)).toContain(published.id);
    expect(idsOf(list.data)).not.toContain(draft.id);
    expect(list.data.every((r: Roster) => r.status === 'published')).toBe(true);
    expect(list.meta.total).toBe(list.data.length);

    // Once the roster is withdrawn, it disappears for them again.
    await call('POST', `/rest/rosters/${published.id}/unpublish`);
    expectEnvelope(await call('GET', `/rest/rosters/${published.id}`, undefined, employee.token), 404, 'not_found');
  });

  it('shows drafts to the HR Admin (schedule-models:view) but lets only planners change rosters', async () => {
    const hr = await personWithLogin(ctx, slug, token, { role: 'hr_admin' });
    const employee = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const tracking = await personWithLogin(ctx, slug, token, { role: 'time_tracking_admin' });
    const draft = await createRoster();
    expect((await call('GET', `/rest/rosters/${draft.id}`, undefined, hr.token)).statusCode).toBe(200);
    expect(idsOf((await call('GET', '/rest/rosters?per_page=100', undefined, hr.token)).json().data)).toContain(draft.id);

    const create = { name: 'Von wem?', period_start: '2026-03-01', period_end: '2026-03-31' };
    for (const who of [hr, employee]) {
      expectEnvelope(await call('POST', '/rest/rosters', create, who.token), 403, 'forbidden');
      expectEnvelope(await call('PUT', `/rest/rosters/${draft.id}`, { name: 'x' }, who.token), 403, 'forbidden');
      expectEnvelope(await call('POST', `/rest/rosters/${draft.id}/publish`, undefined, who.token), 403, 'forbidden');
      expectEnvelope(await call('POST', `/rest/rosters/${draft.id}/unpublish`, undefined, who.token), 403, 'forbidden');
      expectEnvelope(await call('DELETE', `/rest/rosters/${draft.id}`, undefined, who.token), 403, 'forbidden');
    }
    expect((await call('GET', `/rest/rosters/${draft.id}`)).json().data.status).toBe('draft');

    const planned = await call('POST', '/rest/rosters', create, tracking.token);
    expect(planned.statusCode, planned.body).toBe(201);
    expect(planned.json().data.created_by).toBe(tracking.id);
    expect((await call('POST', `/rest/rosters/${planned.json().data.id}/publish`, undefined, tracking.token)).statusCode).toBe(200);
  });

  it('lets a planner change, publish or delete a whole roster only where they see its unit and everyone planned in it (403)', async () => {
    const [unitA, unitB] = [(await createDepartment(ctx, slug, token, 'Planung A')).id, (await createDepartment(ctx, slug, token, 'Planung B')).id];
    const planner = await personWithLogin(ctx, slug, token, { role: 'time_tracking_admin', department_id: unitA });
    const inB = await personWithLogin(ctx, slug, token, { role: 'employee', department_id: unitB });
    const ofB = await createRoster({ unit_id: unitB });
    const unitless = await createRoster();
    await addEntry(unitless.id, { date: '2026-03-02', employee_id: inB.id });
    for (const roster of [ofB, unitless]) {
      expectEnvelope(await call('PUT', `/rest/rosters/${roster.id}`, { name: 'Übernommen' }, planner.token), 403, 'forbidden');
      expectEnvelope(await call('POST', `/rest/rosters/${roster.id}/publish`, undefined, planner.token), 403, 'forbidden');
      expectEnvelope(await call('DELETE', `/rest/rosters/${roster.id}`, undefined, planner.token), 403, 'forbidden');
    }
    expect((await call('GET', `/rest/rosters/${unitless.id}`)).json().data).toMatchObject({ status: 'draft', entries_count: 1 });
    expectEnvelope(await call('POST', '/rest/rosters', { name: 'Fremd', period_start: '2026-03-01', period_end: '2026-03-31', unit_id: unitB }, planner.token), 403, 'forbidden');
    const own = await call('POST', '/rest/rosters', { name: 'Eigen', period_start: '2026-03-01', period_end: '2026-03-31', unit_id: unitA }, planner.token);
    expect(own.statusCode, own.body).toBe(201);
    expectEnvelope(await call('PUT', `/rest/rosters/${own.json().data.id}`, { unit_id: unitB }, planner.token), 403, 'forbidden');
    expect((await call('POST', `/rest/rosters/${own.json().data.id}/publish`, undefined, planner.token)).statusCode).toBe(200);
  });

  it('lets a role that plans (schedule-models:manage) without schedule-models:view work on the drafts it makes', async () => {
    const role = (await call('POST', '/rest/roles', { name: 'Nur Planung', permissions: ['schedule-models:manage'] })).json().data;
    const planner = await personWithLogin(ctx, slug, token, { role_id: role.id });
    const roster = (await call('POST', '/rest/rosters', { name: 'Entwurf', period_start: '2026-03-01', period_end: '2026-03-31' }, planner.token)).json().data;
    const entry = await call('POST', `/rest/rosters/${roster.id}/entries`, { date: '2026-03-02', start_time: '08:00', end_time: '12:00' }, planner.token);
    expect(entry.statusCode, entry.body).toBe(201);
    const id = entry.json().data.id as string;
    expect((await call('PUT', `/rest/rosters/${roster.id}/entries/${id}`, { note: 'Offen' }, planner.token)).statusCode).toBe(200);
    expect((await call('GET', `/rest/rosters/${roster.id}`, undefined, planner.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/rest/rosters/${roster.id}/entries/${id}`, undefined, planner.token)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expectEnvelope(await ctx.request({ url: '/rest/rosters', tenant: slug }), 401, 'unauthenticated');
  });

  it('answers 403 on roster endpoints while the shift_roster module is disabled', async () => {
    const other = await tenantWithAdmin(ctx, { modules: MODULE_IDS.filter((m) => m !== 'shift_roster') });
    const as = (method: Method, url: string, body?: unknown) => call(method, url, body, other.token, other.slug);
    expectEnvelope(await as('GET', '/rest/rosters'), 403, 'forbidden');
    expectEnvelope(await as('POST', '/rest/rosters', { name: 'x', period_start: '2026-03-01', period_end: '2026-03-31' }), 403, 'forbidden');
    expectEnvelope(await as('GET', `/rest/rosters/${UNKNOWN_ID}`), 403, 'forbidden');
    expectEnvelope(await as('POST', `/rest/rosters/${UNKNOWN_ID}/publish`), 403, 'forbidden');
    expectEnvelope(await as('GET', `/rest/rosters/${UNKNOWN_ID}/entries`), 403, 'forbidden');
    expectEnvelope(await as('POST', `/rest/rosters/${UNKNOWN_ID}/entries`, { date: '2026-03-02' }), 403, 'forbidden');
  });
});
