import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';

let ctx: TestContext;
let slug: string;
let adminToken: string;
let unitId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token: adminToken } = await tenantWithAdmin(ctx));
  unitId = (await createDepartment(ctx, slug, adminToken, 'Buchhaltung')).id;
});
afterAll(() => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = adminToken, tenant = slug) =>
  ctx.request({ method, url, tenant, token, body });

interface Compensation {
  id: string;
  employee_id: string;
  type: string;
  amount_cents: number;
  currency: string;
  valid_from: string;
  valid_to: string | null;
  note: string | null;
  created_at: string;
  updated_at: string;
}

const COMPENSATION_FIELDS = ['amount_cents', 'created_at', 'currency', 'employee_id', 'id', 'note', 'type', 'updated_at', 'valid_from', 'valid_to'];
const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';

const url = (employeeId: string) => `/rest/employees/${employeeId}/compensations`;
const freshEmployee = (departmentId: string | null = unitId) => createEmployee(ctx, slug, adminToken, { department_id: departmentId });

async function add(employeeId: string, body: Record<string, unknown>, token = adminToken): Promise<Compensation> {
  const response = await call('POST', url(employeeId), body, token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function listOf(employeeId: string, token = adminToken): Promise<Compensation[]> {
  const response = await call('GET', url(employeeId), undefined, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('compensations', () => {
  it('creates compensations (currency EUR by default) and lists them', async () => {
    const employee = await freshEmployee();
    const salary = await add(employee.id, {
      type: 'monthly_salary',
      amount_cents: 350_000,
      valid_from: '2026-01-01',
      valid_to: '2026-06-30',
      note: 'Tarif E9',
    });
    expect(Object.keys(salary).sort()).toEqual(COMPENSATION_FIELDS);
    expect(salary).toMatchObject({
      employee_id: employee.id,
      type: 'monthly_salary',
      amount_cents: 350_000,
      currency: 'EUR',
      valid_from: '2026-01-01',
      valid_to: '2026-06-30',
      note: 'Tarif E9',
    });
    expect(salary.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(salary.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
    expect(salary.updated_at).toMatch(/Z$/);

    const wage = await add(employee.id, { type: 'hourly_wage', amount_cents: 2_150, currency: 'CHF', valid_from: '2026-03-01' });
    expect(wage).toMatchObject({ currency: 'CHF', valid_to: null, note: null, amount_cents: 2_150 });
    const bonus = await add(employee.id, { type: 'bonus', amount_cents: 0, currency: 'usd', valid_from: '2026-12-01', valid_to: '2026-12-01' });
    expect(bonus).toMatchObject({ currency: 'USD', valid_from: '2026-12-01', valid_to: '2026-12-01' });

    const listed = await listOf(employee.id);
    expect(listed).toHaveLength(3);
    expect(listed.map((c) => c.id).sort()).toEqual([salary.id, wage.id, bonus.id].sort());
    expect(listed.find((c) => c.id === salary.id)).toEqual(salary);
    expect(listed.find((c) => c.id === wage.id)).toEqual(wage);
    for (const item of listed) expect(Object.keys(item).sort()).toEqual(COMPENSATION_FIELDS);

    // Another employee's list is separate.
    expect(await listOf((await freshEmployee()).id)).toEqual([]);
  });

  it('refuses an overlapping period of the same type (409) and allows adjacent periods and other types', async () => {
    const employee = await freshEmployee();
    const first = await add(employee.id, { type: 'monthly_salary', amount_cents: 300_000, valid_from: '2026-01-01', valid_to: '2026-06-30' });

    const overlap = await call('POST', url(employee.id), { type: 'monthly_salary', amount_cents: 310_000, valid_from: '2026-06-30', valid_to: '2026-12-31' });
    const body = expectEnvelope(overlap, 409, 'conflict');
    expect(body.errors[0]._meta.conflicting_id).toBe(first.id);
    expectEnvelope(await call('POST', url(employee.id), { type: 'monthly_salary', amount_cents: 1, valid_from: '2025-12-01', valid_to: '2026-01-01' }), 409, 'conflict');
    expectEnvelope(await call('POST', url(employee.id), { type: 'monthly_salary', amount_cents: 1, valid_from: '2026-02-01', valid_to: '2026-02-28' }), 409, 'conflict');
    expectEnvelope(await call('POST', url(employee.id), { type: 'monthly_salary', amount_cents: 1, valid_from: '2025-01-01' }), 409, 'conflict');

    // The day after ends, open-ended.
    const next = await add(employee.id, { type: 'monthly_salary', amount_cents: 320_000, valid_from: '2026-07-01', valid_to: null });
    expect(next.valid_to).toBeNull();
    // The day before starts.
    await add(employee.id, { type: 'monthly_salary', amount_cents: 290_000, valid_from: '2025-01-01', valid_to: '2025-12-31' });
    // An open-ended period runs on, so anything later collides with it.
    expectEnvelope(await call('POST', url(employee.id), { type: 'monthly_salary', amount_cents: 1, valid_from: '2030-01-01', valid_to: '2030-01-31' }), 409, 'conflict');
    expectEnvelope(await call('POST', url(employee.id), { type: 'monthly_salary', amount_cents: 1, valid_from: '2031-01-01' }), 409, 'conflict');

    // Another type in the same period is fine.
    await add(employee.id, { type: 'hourly_wage', amount_cents: 1_800, valid_from: '2026-01-01', valid_to: '2026-06-30' });
    await add(employee.id, { type: 'bonus', amount_cents: 50_000, valid_from: '2026-03-01', valid_to: '2026-03-31' });
    // Another employee in the same period is fine.
    await add((await freshEmployee()).id, { type: 'monthly_salary', amount_cents: 300_000, valid_from: '2026-01-01', valid_to: '2026-06-30' });

    expect((await listOf(employee.id)).filter((c) => c.type === 'monthly_salary')).toHaveLength(3);
  });

  it('refuses an open-ended period that would run into a later one (409)', async () => {
    const employee = await freshEmployee();
    await add(employee.id, { type: 'hourly_wage', amount_cents: 2_000, valid_from: '2027-01-01', valid_to: '2027-12-31' });
    expectEnvelope(await call('POST', url(employee.id), { type: 'hourly_wage', amount_cents: 1_900, valid_from: '2026-01-01' }), 409, 'conflict');
    expectEnvelope(
      await call('POST', url(employee.id), { type: 'hourly_wage', amount_cents: 1_900, valid_from: '2026-01-01', valid_to: null }),
      409,
      'conflict',
    );
    await add(employee.id, { type: 'hourly_wage', amount_cents: 1_900, valid_from: '2026-01-01', valid_to: '2026-12-31' });
    await add(employee.id, { type: 'hourly_wage', amount_cents: 2_100, valid_from: '2028-01-01' });
    expect(await listOf(employee.id)).toHaveLength(3);
  });

  it('validates the body with 422', async () => {
    const employee = await freshEmployee();
    const order = await call('POST', url(employee.id), { type: 'bonus', amount_cents: 100, valid_from: '2026-05-01', valid_to: '2026-04-30' });
    expect(Object.keys(expectEnvelope(order, 422, 'validation_error').field_errors)).toEqual(['valid_to']);

    const type = await call('POST', url(employee.id), { type: 'commission', amount_cents: 100, valid_from: '2026-05-01' });
    expect(expectEnvelope(type, 422, 'validation_error').field_errors).toHaveProperty('type');

    const invalid: Array<Record<string, unknown>> = [
      { amount_cents: 100, valid_from: '2026-05-01' },
      { type: 'bonus', valid_from: '2026-05-01' },
      { type: 'bonus', amount_cents: 100 },
      { type: 'bonus', amount_cents: -1, valid_from: '2026-05-01' },
      { type: 'bonus', amount_cents: 1.5, valid_from: '2026-05-01' },
      { type: 'bonus', amount_cents: 100, valid_from: '2026-02-30' },
      { type: 'bonus', amount_cents: 100, valid_from: '01.05.2026' },
      { type: 'bonus', amount_cents: 100, valid_from: '2026-05-01', valid_to: '2026-13-01' },
      { type: 'bonus', amount_cents: 100, valid_from: '2026-05-01', currency: 'EURO' },
    ];
    for (const body of invalid) expectEnvelope(await call('POST', url(employee.id), body), 422, 'validation_error');
    expect(await listOf(employee.id)).toEqual([]);
  });

  it('deletes a compensation; unknown ones answer 404', async () => {
    const employee = await freshEmployee();
    const salary = await add(employee.id, { type: 'monthly_salary', amount_cents: 300_000, valid_from: '2026-01-01', valid_to: '2026-12-31' });
    const kept = await add(employee.id, { type: 'bonus', amount_cents: 10_000, valid_from: '2026-06-01', valid_to: '2026-06-30' });

    const deleted = await call('DELETE', `${url(employee.id)}/${salary.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: expect.any(String) });
    expect((await listOf(employee.id)).map((c) => c.id)).toEqual([kept.id]);

    expectEnvelope(await call('DELETE', `${url(employee.id)}/${salary.id}`), 404, 'not_found');
    expectEnvelope(await call('DELETE', `${url(employee.id)}/${UNKNOWN_ID}`), 404, 'not_found');
    // The same compensation addressed under another employee is not found there.
    const other = await freshEmployee();
    expectEnvelope(await call('DELETE', `${url(other.id)}/${kept.id}`), 404, 'not_found');
    expect((await listOf(employee.id)).map((c) => c.id)).toEqual([kept.id]);

    // The freed period can be used again.
    await add(employee.id, { type: 'monthly_salary', amount_cents: 305_000, valid_from: '2026-01-01' });
  });

  it('answers 400 for malformed ids and 404 for unknown, deleted or foreign employees', async () => {
    expectEnvelope(await call('GET', url('not-a-uuid')), 400, 'bad_request');
    expectEnvelope(await call('POST', url('not-a-uuid'), { type: 'bonus', amount_cents: 1, valid_from: '2026-01-01' }), 400, 'bad_request');
    const employee = await freshEmployee();
    expectEnvelope(await call('DELETE', `${url(employee.id)}/abc`), 400, 'bad_request');

    expectEnvelope(await call('GET', url(UNKNOWN_ID)), 404, 'not_found');
    expectEnvelope(await call('POST', url(UNKNOWN_ID), { type: 'bonus', amount_cents: 1, valid_from: '2026-01-01' }), 404, 'not_found');
    expectEnvelope(await call('DELETE', `${url(UNKNOWN_ID)}/${UNKNOWN_ID}`), 404, 'not_found');

    const gone = await freshEmployee();
    await add(gone.id, { type: 'bonus', amount_cents: 1, valid_from: '2026-01-01' });
    expect((await call('DELETE', `/rest/employees/${gone.id}`)).statusCode).toBe(200);
    expectEnvelope(await call('GET', url(gone.id)), 404, 'not_found');

    const other = await tenantWithAdmin(ctx);
    const foreign = await createEmployee(ctx, other.slug, other.token);
    const foreignPay = await call('POST', url(foreign.id), { type: 'bonus', amount_cents: 99_999, valid_from: '2026-01-01' }, other.token, other.slug);
    expect(foreignPay.statusCode).toBe(201);
    const foreignId = foreignPay.json().data.id;
    expectEnvelope(await call('GET', url(foreign.id)), 404, 'not_found');
    expectEnvelope(await call('POST', url(foreign.id), { type: 'bonus', amount_cents: 1, valid_from: '2027-01-01' }), 404, 'not_found');
    expectEnvelope(await call('DELETE', `${url(foreign.id)}/${foreignId}`), 404, 'not_found');
    expectEnvelope(await call('DELETE', `${url(employee.id)}/${foreignId}`), 404, 'not_found');
    const theirs = await call('GET', url(foreign.id), undefined, other.token, other.slug);
    expect(theirs.json().data.map((c: Compensation) => c.id)).toEqual([foreignId]);
  });

  it('lets exactly one of two concurrent overlapping requests through', async () => {
    const employee = await freshEmployee();
    const responses = await Promise.all([
      call('POST', url(employee.id), { type: 'monthly_salary', amount_cents: 300_000, valid_from: '2026-01-01', valid_to: '2026-12-31' }),
      call('POST', url(employee.id), { type: 'monthly_salary', amount_cents: 310_000, valid_from: '2026-06-01' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expectEnvelope(responses.find((r) => r.statusCode === 409)!, 409, 'conflict');
    expect(await listOf(employee.id)).toHaveLength(1);

    // A burst of identical periods: still exactly one.
    const burstTarget = await freshEmployee();
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', url(burstTarget.id), { type: 'hourly_wage', amount_cents: 1_500 + i, valid_from: '2026-01-01', valid_to: '2026-12-31' }),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(burst.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await listOf(burstTarget.id)).toHaveLength(1);

    // Different types do not block each other.
    const other = await freshEmployee();
    const parallel = await Promise.all(
      (['monthly_salary', 'hourly_wage', 'bonus'] as const).map((type) =>
        call('POST', url(other.id), { type, amount_cents: 100, valid_from: '2026-01-01' }),
      ),
    );
    expect(parallel.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await listOf(other.id)).toHaveLength(3);
  });
});

describe('compensation access', () => {
  it('lets Lohnbuchhaltung in the employee’s department list, create and delete', async () => {
    const employee = await freshEmployee();
    const payroll = await personWithLogin(ctx, slug, adminToken, { role: 'payroll_accounting', department_id: unitId });
    const created = await add(employee.id, { type: 'monthly_salary', amount_cents: 400_000, valid_from: '2026-01-01' }, payroll.token);
    expect((await listOf(employee.id, payroll.token)).map((c) => c.id)).toEqual([created.id]);
    expect((await call('DELETE', `${url(employee.id)}/${created.id}`, undefined, payroll.token)).statusCode).toBe(200);
    expect(await listOf(employee.id, payroll.token)).toEqual([]);
  });

  it('lets Lohnbuchhaltung of a parent department reach employees of its sub-units', async () => {
    const child = await createDepartment(ctx, slug, adminToken, 'Lohn Unterabteilung', unitId);
    const employee = await freshEmployee(child.id);
    const payroll = await personWithLogin(ctx, slug, adminToken, { role: 'payroll_accounting', department_id: unitId });
    await add(employee.id, { type: 'bonus', amount_cents: 1_000, valid_from: '2026-01-01', valid_to: '2026-01-31' }, payroll.token);
    expect(await listOf(employee.id, payroll.token)).toHaveLength(1);
  });

  it('refuses roles without payroll permissions (403)', async () => {
    const employee = await freshEmployee();
    const salary = await add(employee.id, { type: 'monthly_salary', amount_cents: 350_000, valid_from: '2026-01-01' });
    for (const role of ['hr_admin', 'time_tracking_admin', 'employee'] as const) {
      const person = await personWithLogin(ctx, slug, adminToken, { role, department_id: unitId });
      const listed = expectEnvelope(await call('GET', url(employee.id), undefined, person.token), 403, 'forbidden');
      expect(listed.errors[0]._meta.permission).toBe('payroll:view');
      expect(listed.data).toBeUndefined();
      expect(JSON.stringify(listed)).not.toContain('350000');
      const created = expectEnvelope(
        await call('POST', url(employee.id), { type: 'bonus', amount_cents: 1, valid_from: '2026-01-01' }, person.token),
        403,
        'forbidden',
      );
      expect(created.errors[0]._meta.permission).toBe('payroll:manage');
      expectEnvelope(await call('DELETE', `${url(employee.id)}/${salary.id}`, undefined, person.token), 403, 'forbidden');
    }
    expect((await listOf(employee.id)).map((c) => c.id)).toEqual([salary.id]);
  });

  it('answers 403 without data for Lohnbuchhaltung outside the employee’s units', async () => {
    const employee = await freshEmployee();
    const salary = await add(employee.id, { type: 'monthly_salary', amount_cents: 456_789, valid_from: '2026-01-01' });
    const sibling = await createDepartment(ctx, slug, adminToken, 'Vertrieb');
    const outsider = await personWithLogin(ctx, slug, adminToken, { role: 'payroll_accounting', department_id: sibling.id });
    // A sub-unit of the employee's department does not see upwards either.
    const below = await createDepartment(ctx, slug, adminToken, 'Lohn Team', unitId);
    const lower = await personWithLogin(ctx, slug, adminToken, { role: 'payroll_accounting', department_id: below.id });
    const unplaced = await personWithLogin(ctx, slug, adminToken, { role: 'payroll_accounting', department_id: null });

    for (const person of [outsider, lower, unplaced]) {
      const listed = expectEnvelope(await call('GET', url(employee.id), undefined, person.token), 403, 'forbidden');
      expect(listed.data).toBeUndefined();
      expect(JSON.stringify(listed)).not.toContain('456789');
      expect(JSON.stringify(listed)).not.toContain(salary.id);
      expectEnvelope(await call('POST', url(employee.id), { type: 'bonus', amount_cents: 1, valid_from: '2026-01-01' }, person.token), 403, 'forbidden');
      expectEnvelope(await call('DELETE', `${url(employee.id)}/${salary.id}`, undefined, person.token), 403, 'forbidden');
    }
    expect((await listOf(employee.id)).map((c) => c.id)).toEqual([salary.id]);

    // Yourself you always see.
    expect(await listOf(unplaced.id, unplaced.token)).toEqual([]);
  });

  it('answers 403 on every compensation route while the payroll module is disabled', async () => {
    const tenant = await tenantWithAdmin(ctx);
    const employee = await createEmployee(ctx, tenant.slug, tenant.token);
    const before = await call('POST', url(employee.id), { type: 'bonus', amount_cents: 777_777, valid_from: '2026-01-01' }, tenant.token, tenant.slug);
    expect(before.statusCode).toBe(201);
    const compensationId = before.json().data.id;

    await ctx.services.catalog.updateModules(
      tenant.slug,
      MODULE_IDS.filter((m) => m !== 'payroll'),
    );
    const listed = expectEnvelope(await call('GET', url(employee.id), undefined, tenant.token, tenant.slug), 403, 'forbidden');
    expect(listed.errors[0]._meta.module).toBe('payroll');
    expect(JSON.stringify(listed)).not.toContain('777777');
    expectEnvelope(
      await call('POST', url(employee.id), { type: 'bonus', amount_cents: 1, valid_from: '2027-01-01' }, tenant.token, tenant.slug),
      403,
      'forbidden',
    );
    expectEnvelope(await call('DELETE', `${url(employee.id)}/${compensationId}`, undefined, tenant.token, tenant.slug), 403, 'forbidden');
    expectEnvelope(await ctx.request({ url: url(employee.id), tenant: tenant.slug }), 401, 'unauthenticated');

    await ctx.services.catalog.updateModules(tenant.slug, [...MODULE_IDS]);
    const again = await call('GET', url(employee.id), undefined, tenant.token, tenant.slug);
    expect(again.json().data.map((c: Compensation) => c.id)).toEqual([compensationId]);
  });
});
