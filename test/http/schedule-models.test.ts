import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope, UNKNOWN_ID, UTC_TIMESTAMP as UTC, UUID_FORMAT as UUID } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin, type SystemRoleKey } from '../support/factories.js';
import { localDate } from '../../src/platform/formats.js';
import { dailyTargets } from '../../src/features/schedule-models/schedule-models.service.js';

/** /rest/schedule-models and /rest/employees/{employee}/schedule-models, black-box over HTTP. */
let ctx: TestContext;
let slug: string;
let token: string;
let timeZone: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await tenantWithAdmin(ctx);
  ({ slug, token } = admin);
  timeZone = admin.tenant.timezone;
});
afterAll(() => ctx?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body?: unknown, as = token, tenant = slug) => ctx.request({ method, url, tenant, token: as, body });

const H = 3_600_000;
let n = 0;
const uniqueName = (base: string) => `${base} ${++n}`;
/** Mon-Thu 8 h, Fri 6 h, Sat and Sun free: 38 h. */
const FIXED_DAYS = [
  { weekday: 5, target_ms: 6 * H },
  { weekday: 1, target_ms: 8 * H },
  { weekday: 2, target_ms: 8 * H },
  { weekday: 3, target_ms: 8 * H },
  { weekday: 4, target_ms: 8 * H },
  { weekday: 6, target_ms: 0 },
  { weekday: 7, target_ms: 0 },
];

async function createModel(body: Record<string, unknown>, as = token, tenant = slug) {
  const response = await call('POST', '/rest/schedule-models', body, as, tenant);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; name: string; [field: string]: unknown };
}
const flexibleModel = (weekly = 40 * H, as = token, tenant = slug) =>
  createModel({ name: uniqueName('Gleitzeit'), kind: 'flexible', weekly_target_ms: weekly }, as, tenant);

async function assign(employeeId: string, schedule_model_id: string, valid_from: string, as = token, tenant = slug) {
  const response = await call('POST', `/rest/employees/${employeeId}/schedule-models`, { schedule_model_id, valid_from }, as, tenant);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Array<{ schedule_model_id: string; valid_from: string; valid_to: string | null }>;
}

const day = (ms: number) => {
  const h = Math.floor(ms / H);
  const m = Math.round((ms - h * H) / 60_000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00.000`;
};

describe('the examples the OpenAPI document shows', () => {
  it('are accepted for creating and changing a model', async () => {
    const paths = (await ctx.request({ url: '/rest/openapi.json', tenant: slug })).json().paths;
    const exampleOf = (operation: { requestBody: { content: Record<string, { example: Record<string, unknown> }> } }) => operation.requestBody.content['application/json']!.example;
    const create = exampleOf(paths['/rest/schedule-models'].post);
    const created = await call('POST', '/rest/schedule-models', { ...create, name: uniqueName(String(create.name)) });
    expect(created.statusCode, created.body).toBe(201);
    const update = exampleOf(paths['/rest/schedule-models/{model}'].patch);
    const changed = await call('PATCH', `/rest/schedule-models/${created.json().data.id}`, { ...update, name: uniqueName(String(update.name)) });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});

describe('schedule model CRUD', () => {
  it('creates a fixed model from seven days in any order and answers them Monday to Sunday with the weekly sum', async () => {
    const created = await call('POST', '/rest/schedule-models', { name: '  Teilzeit 38 ', kind: 'fixed', days: FIXED_DAYS });
    expect(created.statusCode, created.body).toBe(201);
    const model = created.json().data;
    expect(model).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Teilzeit 38',
      kind: 'fixed',
      days: [8, 8, 8, 8, 6, 0, 0].map((hours, i) => ({ weekday: i + 1, target: day(hours * H), target_ms: hours * H })),
      weekly_target: '38:00:00.000',
      weekly_target_ms: 38 * H,
      created_at: expect.stringMatching(UTC),
      updated_at: expect.stringMatching(UTC),
    });
    expect((await call('GET', `/rest/schedule-models/${model.id}`)).json().data).toEqual(model);
    expect((await call('GET', '/rest/schedule-models')).json().data).toContainEqual(model);
  });

  it('deletes a model or assigns it, never both, when the two meet: in use (409) or unknown (422), not 500', async () => {
    for (let i = 0; i < 20; i++) {
      const model = await createModel({ name: uniqueName('Kurzlebig'), kind: 'fixed', days: FIXED_DAYS });
      const person = await createEmployee(ctx, slug, token);
      const [assigned, deleted] = await Promise.all([
        call('POST', `/rest/employees/${person.id}/schedule-models`, { schedule_model_id: model.id, valid_from: '2026-01-01' }),
        call('DELETE', `/rest/schedule-models/${model.id}`),
      ]);
      expect([assigned.statusCode, deleted.statusCode], `${assigned.body} ${deleted.body}`).toSatisfy(
        ([a, d]: number[]) => (a === 201 && d === 409) || (a === 422 && d === 200),
      );
      const history = (await call('GET', `/rest/employees/${person.id}/schedule-models`)).json().data as unknown[];
      expect(history).toHaveLength(assigned.statusCode === 201 ? 1 : 0);
    }
  });

  it('creates a flexible model and shows its week spread over Monday to Friday', async () => {
    const model = await createModel({ name: uniqueName('Gleitzeit 38,5'), kind: 'flexible', weekly_target_ms: 38.5 * H });
    expect(model).toMatchObject({ kind: 'flexible', weekly_target: '38:30:00.000', weekly_target_ms: 38.5 * H });
    expect((model.days as Array<{ target_ms: number }>).map((d) => d.target_ms)).toEqual([7.7 * H, 7.7 * H, 7.7 * H, 7.7 * H, 7.7 * H, 0, 0]);
    expect((model.days as Array<{ target: string }>)[0]!.target).toBe('07:42:00.000');
  });

  it('lists models by name', async () => {
    const { slug: tenant, token: as } = await tenantWithAdmin(ctx);
    for (const name of ['Zeta', 'alpha', 'Mitte']) await createModel({ name, kind: 'flexible', weekly_target_ms: 0 }, as, tenant);
    const names = (await call('GET', '/rest/schedule-models', undefined, as, tenant)).json().data.map((m: { name: string }) => m.name);
    expect(names.map((s: string) => s.toLowerCase())).toEqual(['alpha', 'mitte', 'zeta']);
  });

  it('changes name and days with PATCH, keeps what is left out, and switches the kind', async () => {
    const model = await createModel({ name: uniqueName('Vollzeit'), kind: 'fixed', days: FIXED_DAYS });
    const renamed = await call('PATCH', `/rest/schedule-models/${model.id}`, { name: 'Vollzeit neu' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Vollzeit neu', kind: 'fixed', weekly_target_ms: 38 * H });

    const days = FIXED_DAYS.map((d) => (d.weekday === 5 ? { weekday: 5, target_ms: 8 * H } : d));
    const longer = await call('PATCH', `/rest/schedule-models/${model.id}`, { days });
    expect(longer.json().data).toMatchObject({ name: 'Vollzeit neu', weekly_target_ms: 40 * H });

    const flexible = await call('PATCH', `/rest/schedule-models/${model.id}`, { kind: 'flexible', weekly_target_ms: 20 * H });
    expect(flexible.statusCode, flexible.body).toBe(200);
    expect(flexible.json().data).toMatchObject({ kind: 'flexible', weekly_target_ms: 20 * H });
    expect(flexible.json().data.days.map((d: { target_ms: number }) => d.target_ms)).toEqual([4 * H, 4 * H, 4 * H, 4 * H, 4 * H, 0, 0]);
    const weekly = await call('PATCH', `/rest/schedule-models/${model.id}`, { weekly_target_ms: 30 * H });
    expect(weekly.json().data).toMatchObject({ kind: 'flexible', weekly_target_ms: 30 * H });

    // Switching back needs the days again; the old ones are gone with the flexible kind.
    const missing = expectEnvelope(await call('PATCH', `/rest/schedule-models/${model.id}`, { kind: 'fixed' }), 422, 'validation_error');
    expect(Object.keys(missing.field_errors)).toEqual(['days']);
    const fixed = await call('PATCH', `/rest/schedule-models/${model.id}`, { kind: 'fixed', days: FIXED_DAYS });
    expect(fixed.json().data).toMatchObject({ kind: 'fixed', weekly_target_ms: 38 * H });
    expect((await call('GET', `/rest/schedule-models/${model.id}`)).json().data).toEqual(fixed.json().data);
  });

  it('deletes an unused model, then answers 404 for it', async () => {
    const model = await flexibleModel();
    const deleted = await call('DELETE', `/rest/schedule-models/${model.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectEnvelope(await call('GET', `/rest/schedule-models/${model.id}`), 404, 'not_found');
    expectEnvelope(await call('PATCH', `/rest/schedule-models/${model.id}`, { name: 'x' }), 404, 'not_found');
    expectEnvelope(await call('DELETE', `/rest/schedule-models/${model.id}`), 404, 'not_found');
    expectEnvelope(await call('GET', '/rest/schedule-models/not-a-uuid'), 400, 'bad_request');
  });

  it('refuses to delete a model assigned to someone, even only in the past (409 schedule_model_in_use)', async () => {
    const model = await flexibleModel();
    const successor = await flexibleModel();
    const person = await createEmployee(ctx, slug, token);
    await assign(person.id, model.id, '2025-01-01');
    await assign(person.id, successor.id, '2025-06-01');
    const body = expectEnvelope(await call('DELETE', `/rest/schedule-models/${model.id}`), 409, 'conflict');
    expect(body.errors[0]._meta.code).toBe('schedule_model_in_use');
    expect((await call('GET', `/rest/schedule-models/${model.id}`)).statusCode).toBe(200);
  });

  it('refuses to delete a model a shift names, and allows it once the shift is retired', async () => {
    const model = await flexibleModel();
    const shift = await call('POST', '/rest/shifts', { name: 'Früh', start_time: '06:00', end_time: '14:00', schedule_model_id: model.id });
    expect(shift.statusCode, shift.body).toBe(201);
    const body = expectEnvelope(await call('DELETE', `/rest/schedule-models/${model.id}`), 409, 'conflict');
    expect(body.errors[0]._meta.code).toBe('schedule_model_in_use');
    expect((await call('DELETE', `/rest/shifts/${shift.json().data.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/rest/schedule-models/${model.id}`)).statusCode).toBe(200);
  });
});

describe('schedule model validation', () => {
  const fixedWith = (days: unknown) => ({ name: uniqueName('Prüfung'), kind: 'fixed', days });

  it('needs a non-blank name that no other model has, ignoring case (422 name)', async () => {
    for (const name of ['', '   ']) {
      const body = expectEnvelope(await call('POST', '/rest/schedule-models', { name, kind: 'flexible', weekly_target_ms: 0 }), 422, 'validation_error');
      expect(Object.keys(body.field_errors)).toEqual(['name']);
    }
    const taken = await flexibleModel();
    const duplicate = expectEnvelope(
      await call('POST', '/rest/schedule-models', { name: ` ${taken.name.toUpperCase()} `, kind: 'flexible', weekly_target_ms: 0 }),
      422,
      'validation_error',
    );
    expect(duplicate.field_errors).toEqual({ name: ['The name has already been taken.'] });
    const other = await flexibleModel();
    expectEnvelope(await call('PATCH', `/rest/schedule-models/${other.id}`, { name: taken.name.toLowerCase() }), 422, 'validation_error');
    // Keeping one's own name is no clash.
    expect((await call('PATCH', `/rest/schedule-models/${other.id}`, { name: other.name })).statusCode).toBe(200);
    // Case beyond ASCII folds too, on either database.
    const early = uniqueName('FRÜH ÜBER');
    expect((await call('POST', '/rest/schedule-models', { name: early, kind: 'flexible', weekly_target_ms: 0 })).statusCode).toBe(201);
    expectEnvelope(await call('PATCH', `/rest/schedule-models/${other.id}`, { name: early.toLowerCase() }), 422, 'validation_error');
  });

  it('needs a known kind', async () => {
    const body = expectEnvelope(await call('POST', '/rest/schedule-models', { name: 'X', kind: 'rolling', weekly_target_ms: 0 }), 422, 'validation_error');
    expect(Object.keys(body.field_errors)).toEqual(['kind']);
  });

  it('needs exactly seven days for a fixed model, each weekday once, and takes no weekly target other than their sum', async () => {
    const cases: Array<[unknown, string]> = [
      [undefined, 'days'],
      [FIXED_DAYS.slice(0, 6), 'days'],
      [[...FIXED_DAYS, { weekday: 1, target_ms: 0 }], 'days'],
      [FIXED_DAYS.map((d) => (d.weekday === 7 ? { ...d, weekday: 1 } : d)), 'days'],
      [FIXED_DAYS.map((d) => (d.weekday === 7 ? { ...d, weekday: 8 } : d)), 'days.6.weekday'],
      [FIXED_DAYS.map((d) => (d.weekday === 1 ? { ...d, weekday: 0 } : d)), 'days.1.weekday'],
    ];
    for (const [days, field] of cases) {
      const body = expectEnvelope(await call('POST', '/rest/schedule-models', fixedWith(days)), 422, 'validation_error');
      expect(body.field_errors, JSON.stringify(days)).toHaveProperty([field]);
    }
    const weekly = expectEnvelope(
      await call('POST', '/rest/schedule-models', { ...fixedWith(FIXED_DAYS), weekly_target_ms: 40 * H }),
      422,
      'validation_error',
    );
    expect(Object.keys(weekly.field_errors)).toEqual(['weekly_target_ms']);
    // The sum itself, as a model read and sent back carries it, is taken.
    expect((await createModel({ ...fixedWith(FIXED_DAYS), weekly_target_ms: 38 * H })).weekly_target_ms).toBe(38 * H);
  });

  it('keeps day targets between 0 and 24 h, in integer ms', async () => {
    const withMonday = (target: unknown) => fixedWith(FIXED_DAYS.map((d) => (d.weekday === 1 ? { weekday: 1, target_ms: target } : d)));
    for (const target of [-1, 24 * H + 1, 1.5, '08:00:00.000']) {
      const body = expectEnvelope(await call('POST', '/rest/schedule-models', withMonday(target)), 422, 'validation_error');
      expect(body.field_errors, String(target)).toHaveProperty(['days.1.target_ms']);
    }
    // Targets are taken as target_ms only; a day given as "target" lacks its target_ms.
    const spelled = FIXED_DAYS.map((d) => ({ weekday: d.weekday, target: '08:00' }));
    const body = expectEnvelope(await call('POST', '/rest/schedule-models', fixedWith(spelled)), 422, 'validation_error');
    expect(body.field_errors).toHaveProperty(['days.0.target_ms']);
    // The bounds themselves are allowed: a 24 h day and a free day.
    const edge = await createModel(withMonday(24 * H));
    expect(edge.weekly_target_ms).toBe(54 * H);
  });

  it('needs a weekly target of 0 to 7 × 24 h for a flexible model, and no days', async () => {
    for (const weekly of [undefined, -1, 7 * 24 * H + 1, '40:00']) {
      const body = expectEnvelope(
        await call('POST', '/rest/schedule-models', { name: 'Flex', kind: 'flexible', ...(weekly === undefined ? {} : { weekly_target_ms: weekly }) }),
        422,
        'validation_error',
      );
      expect(Object.keys(body.field_errors), String(weekly)).toEqual(['weekly_target_ms']);
    }
    const withDays = expectEnvelope(
      await call('POST', '/rest/schedule-models', { name: 'Flex', kind: 'flexible', weekly_target_ms: 40 * H, days: FIXED_DAYS }),
      422,
      'validation_error',
    );
    expect(Object.keys(withDays.field_errors)).toEqual(['days']);
    expect((await flexibleModel(7 * 24 * H)).weekly_target_ms).toBe(7 * 24 * H);
    expect((await flexibleModel(0)).weekly_target_ms).toBe(0);
  });

  it('checks a PATCH against the model as a whole', async () => {
    const fixed = await createModel(fixedWith(FIXED_DAYS));
    const flexible = await flexibleModel();
    expectEnvelope(await call('PATCH', `/rest/schedule-models/${fixed.id}`, { weekly_target_ms: 40 * H }), 422, 'validation_error');
    expectEnvelope(await call('PATCH', `/rest/schedule-models/${flexible.id}`, { days: FIXED_DAYS }), 422, 'validation_error');
    expectEnvelope(await call('PATCH', `/rest/schedule-models/${flexible.id}`, { kind: 'fixed' }), 422, 'validation_error');
    expectEnvelope(await call('PATCH', `/rest/schedule-models/${flexible.id}`, { name: ' ' }), 422, 'validation_error');
    expect((await call('GET', `/rest/schedule-models/${flexible.id}`)).json().data).toMatchObject({ kind: 'flexible', weekly_target_ms: 40 * H });
    expect((await call('GET', `/rest/schedule-models/${fixed.id}`)).json().data).toMatchObject({ kind: 'fixed', weekly_target_ms: 38 * H });
  });
});

describe('assignment history', () => {
  it('starts empty, ends the previous assignment the day before, and replaces one starting the same day', async () => {
    const [a, b, c] = [await flexibleModel(), await flexibleModel(), await flexibleModel()];
    const person = await createEmployee(ctx, slug, token);
    const url = `/rest/employees/${person.id}/schedule-models`;
    expect((await call('GET', url)).json().data).toEqual([]);

    expect(await assign(person.id, a.id, '2026-01-01')).toEqual([{ schedule_model_id: a.id, valid_from: '2026-01-01', valid_to: null }]);
    const second = await assign(person.id, b.id, '2026-03-01');
    expect(second).toEqual([
      { schedule_model_id: a.id, valid_from: '2026-01-01', valid_to: '2026-02-28' },
      { schedule_model_id: b.id, valid_from: '2026-03-01', valid_to: null },
    ]);
    expect((await call('GET', url)).json().data).toEqual(second);

    expect(await assign(person.id, c.id, '2026-03-01')).toEqual([
      { schedule_model_id: a.id, valid_from: '2026-01-01', valid_to: '2026-02-28' },
      { schedule_model_id: c.id, valid_from: '2026-03-01', valid_to: null },
    ]);
  });

  it('books a change before the current one into the history up to the next change', async () => {
    const [a, b, c] = [await flexibleModel(), await flexibleModel(), await flexibleModel()];
    const person = await createEmployee(ctx, slug, token);
    await assign(person.id, a.id, '2026-01-01');
    await assign(person.id, b.id, '2026-06-01');
    expect(await assign(person.id, c.id, '2026-03-15')).toEqual([
      { schedule_model_id: a.id, valid_from: '2026-01-01', valid_to: '2026-03-14' },
      { schedule_model_id: c.id, valid_from: '2026-03-15', valid_to: '2026-05-31' },
      { schedule_model_id: b.id, valid_from: '2026-06-01', valid_to: null },
    ]);
    // Before the very first assignment: runs until that one starts.
    expect((await assign(person.id, b.id, '2025-10-01'))[0]).toEqual({ schedule_model_id: b.id, valid_from: '2025-10-01', valid_to: '2025-12-31' });
  });

  it('refuses a model for days of a closed payroll month (409 payroll_period_locked), and takes one from the month after', async () => {
    const own = await tenantWithAdmin(ctx);
    const [a, b] = [await flexibleModel(40 * H, own.token, own.slug), await flexibleModel(20 * H, own.token, own.slug)];
    const person = await createEmployee(ctx, own.slug, own.token);
    await assign(person.id, a.id, '2025-01-01', own.token, own.slug);
    await assign(person.id, b.id, '2025-06-01', own.token, own.slug);
    await ctx.services.tenants.withTenant(own.slug, ({ db }) => db.insertInto('payroll_periods').values({ period: '2025-03', closed_at: new Date().toISOString(), closed_by: null }).execute());
    const url = `/rest/employees/${person.id}/schedule-models`;
    for (const valid_from of ['2025-03-20', '2025-02-01']) {
      const locked = expectEnvelope(await call('POST', url, { schedule_model_id: b.id, valid_from }, own.token, own.slug), 409, 'conflict');
      expect(locked.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: '2025-03' });
    }
    // Up to the next change only: from April on, March keeps its model.
    expect(await assign(person.id, b.id, '2025-04-01', own.token, own.slug)).toContainEqual({ schedule_model_id: b.id, valid_from: '2025-04-01', valid_to: '2025-05-31' });
    // Before the closed month and ending before it.
    await ctx.services.tenants.withTenant(own.slug, ({ db }) => db.deleteFrom('payroll_periods').execute());
    await assign(person.id, a.id, '2025-03-01', own.token, own.slug);
    await ctx.services.tenants.withTenant(own.slug, ({ db }) => db.insertInto('payroll_periods').values({ period: '2025-03', closed_at: new Date().toISOString(), closed_by: null }).execute());
    expect(await assign(person.id, b.id, '2025-02-01', own.token, own.slug)).toContainEqual({ schedule_model_id: b.id, valid_from: '2025-02-01', valid_to: '2025-02-28' });
  });

  it('refuses a change of days or targets of a model assigned in a closed payroll month (409), and takes a new name', async () => {
    const own = await tenantWithAdmin(ctx);
    const [used, other] = [await flexibleModel(40 * H, own.token, own.slug), await flexibleModel(40 * H, own.token, own.slug)];
    const [early, late] = [await createEmployee(ctx, own.slug, own.token), await createEmployee(ctx, own.slug, own.token)];
    // `used` runs for one person up to February, for the other from April on: March is not its day.
    await assign(early.id, used.id, '2025-01-01', own.token, own.slug);
    await assign(early.id, other.id, '2025-03-01', own.token, own.slug);
    await assign(late.id, used.id, '2025-04-01', own.token, own.slug);
    const close = (period: string) =>
      ctx.services.tenants.withTenant(own.slug, ({ db }) => db.insertInto('payroll_periods').values({ period, closed_at: new Date().toISOString(), closed_by: null }).execute());
    await close('2025-03');
    const patch = (id: string, body: Record<string, unknown>) => call('PATCH', `/rest/schedule-models/${id}`, body, own.token, own.slug);
    // The closed month is no day of `used`: its targets may change.
    expect((await patch(used.id, { weekly_target_ms: 39 * H })).statusCode).toBe(200);
    // `other` runs through March: its targets stay, its name may change.
    const locked = expectEnvelope(await patch(other.id, { weekly_target_ms: 20 * H }), 409, 'conflict');
    expect(locked.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: '2025-03' });
    expectEnvelope(await patch(other.id, { kind: 'fixed', days: FIXED_DAYS }), 409, 'conflict');
    expect((await call('GET', `/rest/schedule-models/${other.id}`, undefined, own.token, own.slug)).json().data).toMatchObject({ weekly_target_ms: 40 * H });
    const renamed = await patch(other.id, { name: 'Vollzeit (bis März)', weekly_target_ms: 40 * H });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Vollzeit (bis März)', weekly_target_ms: 40 * H });
    // Once `used` reaches into a closed month too, its targets stay as well.
    await close('2025-04');
    expectEnvelope(await patch(used.id, { weekly_target_ms: 38 * H }), 409, 'conflict');
  });

  it('refuses an unknown model or a bad date (422) and an unknown person (404)', async () => {
    const person = await createEmployee(ctx, slug, token);
    const model = await flexibleModel();
    const url = `/rest/employees/${person.id}/schedule-models`;
    const unknown = expectEnvelope(await call('POST', url, { schedule_model_id: UNKNOWN_ID, valid_from: '2026-01-01' }), 422, 'validation_error');
    expect(unknown.field_errors).toEqual({ schedule_model_id: ['The selected schedule model id is invalid.'] });
    for (const valid_from of ['2026-02-30', '01.01.2026', undefined]) {
      const body = expectEnvelope(await call('POST', url, { schedule_model_id: model.id, valid_from }), 422, 'validation_error');
      expect(Object.keys(body.field_errors)).toEqual(['valid_from']);
    }
    expect((await call('GET', url)).json().data).toEqual([]);
    expectEnvelope(await call('POST', `/rest/employees/${UNKNOWN_ID}/schedule-models`, { schedule_model_id: model.id, valid_from: '2026-01-01' }), 404, 'not_found');
    expectEnvelope(await call('GET', `/rest/employees/${UNKNOWN_ID}/schedule-models`), 404, 'not_found');
  });

  it('does not show another tenant’s person or model', async () => {
    const other = await tenantWithAdmin(ctx);
    const foreignPerson = await createEmployee(ctx, other.slug, other.token);
    const foreignModel = await flexibleModel(40 * H, other.token, other.slug);
    expectEnvelope(await call('GET', `/rest/employees/${foreignPerson.id}/schedule-models`), 404, 'not_found');
    expectEnvelope(await call('GET', `/rest/schedule-models/${foreignModel.id}`), 404, 'not_found');
    const person = await createEmployee(ctx, slug, token);
    expectEnvelope(
      await call('POST', `/rest/employees/${person.id}/schedule-models`, { schedule_model_id: foreignModel.id, valid_from: '2026-01-01' }),
      422,
      'validation_error',
    );
  });
});

describe('the employee resource shows today’s model', () => {
  it('is null without an assignment, the model of today after one, and ignores one that starts later', async () => {
    const today = localDate(new Date(), timeZone);
    const [current, later] = [await flexibleModel(), await flexibleModel()];
    const unit = await createDepartment(ctx, slug, token, uniqueName('Modelle'));
    const person = await personWithLogin(ctx, slug, token, { department_id: unit.id });
    const bystander = await createEmployee(ctx, slug, token, { department_id: unit.id });
    expect((await call('GET', `/rest/employees/${person.id}`)).json().data.schedule_model_id).toBeNull();

    await assign(person.id, current.id, today);
    await assign(person.id, later.id, '2199-01-01');
    expect((await call('GET', `/rest/employees/${person.id}`)).json().data.schedule_model_id).toBe(current.id);
    const list = (await call('GET', `/rest/employees?department_id=${unit.id}&per_page=100`)).json().data as Array<{ id: string; schedule_model_id: string | null }>;
    expect(Object.fromEntries(list.map((e) => [e.id, e.schedule_model_id]))).toEqual({ [person.id]: current.id, [bystander.id]: null });
    expect((await call('GET', '/rest/login', undefined, person.token)).json().data.schedule_model_id).toBe(current.id);
    expect((await call('PUT', `/rest/employees/${person.id}`, { last_name: 'Neu' })).json().data.schedule_model_id).toBe(current.id);

    // An assignment that ended yesterday no longer counts.
    const ended = await createEmployee(ctx, slug, token);
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await assign(ended.id, current.id, '2020-01-01');
    await assign(ended.id, later.id, '2199-01-01');
    expect((await call('GET', `/rest/employees/${ended.id}`)).json().data.schedule_model_id).toBe(current.id);
    const endsYesterday = await assign(ended.id, later.id, today);
    expect(endsYesterday[0]!.valid_to).toBe(yesterday);
    expect((await call('GET', `/rest/employees/${ended.id}`)).json().data.schedule_model_id).toBe(later.id);
  });

  it('decides "today" in the workspace time zone', async () => {
    // UTC+14 is always one or two calendar days ahead of UTC-11.
    const ahead = localDate(new Date(), 'Pacific/Kiritimati');
    for (const [zone, expected] of [
      ['Pacific/Kiritimati', true],
      ['Pacific/Pago_Pago', false],
    ] as const) {
      const tenant = await tenantWithAdmin(ctx, { timezone: zone });
      const model = await flexibleModel(40 * H, tenant.token, tenant.slug);
      const person = await createEmployee(ctx, tenant.slug, tenant.token);
      await assign(person.id, model.id, ahead, tenant.token, tenant.slug);
      const shown = (await call('GET', `/rest/employees/${person.id}`, undefined, tenant.token, tenant.slug)).json().data.schedule_model_id;
      expect(shown, zone).toBe(expected ? model.id : null);
    }
  });
});

describe('dailyTargets', () => {
  it('gives each person a target per date from the model assigned that day, 0 without one', async () => {
    const fixed = await createModel({ name: uniqueName('Fest'), kind: 'fixed', days: FIXED_DAYS });
    const flexible = await flexibleModel(20 * H);
    const [changing, unassigned] = [await createEmployee(ctx, slug, token), await createEmployee(ctx, slug, token)];
    // Fri 2026-11-27 starts the fixed model, Wed 2026-12-02 the flexible one.
    await assign(changing.id, fixed.id, '2026-11-27');
    await assign(changing.id, flexible.id, '2026-12-02');
    const targets = await ctx.services.tenants.withTenant(slug, ({ db }) =>
      dailyTargets(db, [changing.id, unassigned.id], '2026-11-26', '2026-12-04'),
    );
    expect([...targets.keys()]).toEqual([changing.id, unassigned.id]);
    expect(Object.fromEntries(targets.get(changing.id)!)).toEqual({
      '2026-11-26': 0,
      '2026-11-27': 6 * H,
      '2026-11-28': 0,
      '2026-11-29': 0,
      '2026-11-30': 8 * H,
      '2026-12-01': 8 * H,
      '2026-12-02': 4 * H,
      '2026-12-03': 4 * H,
      '2026-12-04': 4 * H,
    });
    expect([...targets.get(unassigned.id)!.values()]).toEqual(Array(9).fill(0));
  });

  it('handles many people in one call', async () => {
    const model = await flexibleModel(40 * H);
    const people = [] as string[];
    for (let i = 0; i < 30; i++) people.push((await createEmployee(ctx, slug, token)).id);
    for (const id of people.slice(0, 15)) await assign(id, model.id, '2026-01-01');
    // Count the statements sent: the same for one person as for thirty.
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => (queries++, args.node),
      transformResult: async (args) => args.result,
    };
    const targets = await ctx.services.tenants.withTenant(slug, ({ db }) => dailyTargets(db.withPlugin(counting), people, '2026-01-01', '2026-01-31'));
    expect(targets.size).toBe(30);
    const forMany = queries;
    queries = 0;
    await ctx.services.tenants.withTenant(slug, ({ db }) => dailyTargets(db.withPlugin(counting), people.slice(0, 1), '2026-01-01', '2026-01-31'));
    expect(forMany).toBe(queries);
    expect(forMany).toBe(1);
    const monthTotal = (id: string) => [...targets.get(id)!.values()].reduce((a, b) => a + b, 0);
    // January 2026 has 22 weekdays.
    expect(people.slice(0, 15).map(monthTotal)).toEqual(Array(15).fill(22 * 8 * H));
    expect(people.slice(15).map(monthTotal)).toEqual(Array(15).fill(0));
  });
});

describe('access', () => {
  let unitA: string;
  let unitB: string;
  const tokens = {} as Record<SystemRoleKey, string>;
  let selfIds = {} as Record<SystemRoleKey, string>;

  beforeAll(async () => {
    unitA = (await createDepartment(ctx, slug, token, uniqueName('Werk A'))).id;
    unitB = (await createDepartment(ctx, slug, token, uniqueName('Werk B'))).id;
    selfIds = {} as Record<SystemRoleKey, string>;
    for (const role of ['hr_admin', 'payroll_accounting', 'time_tracking_admin', 'employee'] as const) {
      const person = await personWithLogin(ctx, slug, token, { role, department_id: unitA });
      tokens[role] = person.token;
      selfIds[role] = person.id;
    }
  });

  it('needs a token', async () => {
    expectEnvelope(await ctx.request({ url: '/rest/schedule-models', tenant: slug }), 401, 'unauthenticated');
    expectEnvelope(await ctx.request({ url: `/rest/employees/${UNKNOWN_ID}/schedule-models`, tenant: slug }), 401, 'unauthenticated');
  });

  it('lets the Zeiterfassung Admin manage models; HR Admin only views; Lohnbuchhaltung and Mitarbeitende neither', async () => {
    const model = await flexibleModel();
    const expected: Record<Exclude<SystemRoleKey, 'workspace_admin'>, { view: boolean; manage: boolean }> = {
      time_tracking_admin: { view: true, manage: true },
      hr_admin: { view: true, manage: false },
      payroll_accounting: { view: false, manage: false },
      employee: { view: false, manage: false },
    };
    for (const [role, may] of Object.entries(expected) as Array<[keyof typeof expected, { view: boolean; manage: boolean }]>) {
      const as = tokens[role];
      const view = [await call('GET', '/rest/schedule-models', undefined, as), await call('GET', `/rest/schedule-models/${model.id}`, undefined, as)];
      for (const response of view) {
        if (may.view) expect(response.statusCode, `${role} ${response.body}`).toBe(200);
        else expectEnvelope(response, 403, 'forbidden');
      }
      const created = await call('POST', '/rest/schedule-models', { name: uniqueName(role), kind: 'flexible', weekly_target_ms: 0 }, as);
      const patched = await call('PATCH', `/rest/schedule-models/${model.id}`, { name: uniqueName(role) }, as);
      const target = await flexibleModel();
      const deleted = await call('DELETE', `/rest/schedule-models/${target.id}`, undefined, as);
      if (may.manage) {
        expect([created.statusCode, patched.statusCode, deleted.statusCode], role).toEqual([201, 200, 200]);
      } else {
        for (const response of [created, patched, deleted]) expectEnvelope(response, 403, 'forbidden');
      }
    }
  });

  it('lets everyone read their own history and their own model, but not another person’s without schedule-models:view', async () => {
    const model = await flexibleModel();
    await assign(selfIds.employee, model.id, '2026-01-01');
    const own = await call('GET', `/rest/employees/${selfIds.employee}/schedule-models`, undefined, tokens.employee);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toEqual([{ schedule_model_id: model.id, valid_from: '2026-01-01', valid_to: null }]);
    expect((await call('GET', `/rest/schedule-models/${model.id}`, undefined, tokens.employee)).statusCode).toBe(200);
    expectEnvelope(await call('GET', `/rest/schedule-models/${(await flexibleModel()).id}`, undefined, tokens.employee), 403, 'forbidden');
    // Lohnbuchhaltung sees the person (employees:view) but lacks schedule-models:view.
    expectEnvelope(await call('GET', `/rest/employees/${selfIds.employee}/schedule-models`, undefined, tokens.payroll_accounting), 403, 'forbidden');
    expect((await call('GET', `/rest/employees/${selfIds.employee}/schedule-models`, undefined, tokens.hr_admin)).statusCode).toBe(200);
    // Nobody assigns without schedule-models:manage, not even to themselves.
    for (const role of ['employee', 'hr_admin'] as const) {
      expectEnvelope(
        await call('POST', `/rest/employees/${selfIds[role]}/schedule-models`, { schedule_model_id: model.id, valid_from: '2026-01-01' }, tokens[role]),
        403,
        'forbidden',
      );
    }
  });

  it('keeps a unit-scoped planner to the people of their units', async () => {
    const model = await flexibleModel();
    const inside = await createEmployee(ctx, slug, token, { department_id: unitA });
    const outside = await createEmployee(ctx, slug, token, { department_id: unitB });
    await assign(outside.id, model.id, '2026-01-01');
    const as = tokens.time_tracking_admin;
    await assign(inside.id, model.id, '2026-02-01', as);
    expectEnvelope(
      await call('POST', `/rest/employees/${outside.id}/schedule-models`, { schedule_model_id: model.id, valid_from: '2026-02-01' }, as),
      403,
      'forbidden',
    );
    expectEnvelope(await call('GET', `/rest/employees/${outside.id}/schedule-models`, undefined, as), 403, 'forbidden');
    expect((await call('GET', `/rest/employees/${outside.id}/schedule-models`)).json().data).toEqual([
      { schedule_model_id: model.id, valid_from: '2026-01-01', valid_to: null },
    ]);
  });
});
