import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';

let ctx: TestContext;
let slug: string;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  ctx.request({ method, url, tenant: slug, token, body });

describe('departments', () => {
  it('creates, lists, reads and updates departments with the spec fields', async () => {
    const created = await call('POST', '/rest/departments', { name: 'Produktion', description: 'Halle 2' });
    expect(created.statusCode).toBe(201);
    const department = created.json().data;
    expect(Object.keys(department).sort()).toEqual(['cost_center_id', 'created_at', 'description', 'id', 'name', 'parent_id', 'updated_at']);
    expect(department).toMatchObject({ name: 'Produktion', description: 'Halle 2', parent_id: null });

    const updated = await call('PUT', `/rest/departments/${department.id}`, { name: 'Fertigung', description: 'Halle 3' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id: department.id, name: 'Fertigung', description: 'Halle 3' });
    const list = (await call('GET', '/rest/departments')).json().data;
    expect(list.map((d: { id: string }) => d.id)).toContain(department.id);
    expect((await call('GET', `/rest/departments/${department.id}`)).json().data.name).toBe('Fertigung');
  });

  it('rejects a missing parent and a cycle with 422', async () => {
    expectEnvelope(await call('POST', '/rest/departments', { name: 'X', parent_id: '01900000-0000-7000-8000-000000000000' }), 422, 'validation_error');
    const top = await createDepartment(ctx, slug, token, 'Top');
    const middle = await createDepartment(ctx, slug, token, 'Middle', top.id);
    const bottom = await createDepartment(ctx, slug, token, 'Bottom', middle.id);
    const cycle = await call('PUT', `/rest/departments/${top.id}`, { parent_id: bottom.id });
    expect(expectEnvelope(cycle, 422, 'validation_error').field_errors).toHaveProperty('parent_id');
    expectEnvelope(await call('PUT', `/rest/departments/${top.id}`, { parent_id: top.id }), 422, 'validation_error');
  });

  it('takes a unit sent back with the parent it has from a unit-scoped HR admin, who may not move it', async () => {
    const company = await createDepartment(ctx, slug, token, 'Firma');
    const unit = await createDepartment(ctx, slug, token, 'Vertrieb', company.id);
    const top = await createDepartment(ctx, slug, token, 'Werk Süd');
    const hr = await personWithLogin(ctx, slug, token, { role: 'hr_admin', department_id: unit.id });
    const hrOfTop = await personWithLogin(ctx, slug, token, { role: 'hr_admin', department_id: top.id });
    const put = (id: string, body: Record<string, unknown>, as: string) => ctx.request({ method: 'PUT', url: `/rest/departments/${id}`, tenant: slug, token: as, body });
    expect((await put(unit.id, { name: 'Vertrieb & Service', parent_id: company.id }, hr.token)).statusCode).toBe(200);
    expect((await put(top.id, { name: 'Werk Süd II', parent_id: null }, hrOfTop.token)).statusCode).toBe(200);
    // A new parent stays the managers' who see it.
    expectEnvelope(await put(unit.id, { parent_id: null }, hr.token), 403, 'forbidden');
  });

  it('refuses to delete a department with employees or sub-units (409)', async () => {
    const parent = await createDepartment(ctx, slug, token, 'Parent');
    const child = await createDepartment(ctx, slug, token, 'Child', parent.id);
    expectEnvelope(await call('DELETE', `/rest/departments/${parent.id}`), 409, 'conflict');
    const member = await createEmployee(ctx, slug, token, { department_id: child.id });
    expectEnvelope(await call('DELETE', `/rest/departments/${child.id}`), 409, 'conflict');
    await call('DELETE', `/rest/employees/${member.id}`);
    expect((await call('DELETE', `/rest/departments/${child.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/rest/departments/${parent.id}`)).statusCode).toBe(200);
    expectEnvelope(await call('GET', `/rest/departments/${parent.id}`), 404, 'not_found');
  });

  it('refuses to delete a department a short-time work period names (409), so the period stays changeable', async () => {
    const unit = await createDepartment(ctx, slug, token, 'Lager');
    const period = await call('POST', '/rest/short-work-periods', { department_id: unit.id, from: '2026-02-09', to: '2026-02-20', reduction_percent: 50 });
    expect(period.statusCode, period.body).toBe(201);
    const refused = expectEnvelope(await call('DELETE', `/rest/departments/${unit.id}`), 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ has_employees: false, has_children: false, has_rosters: false, has_short_work_periods: true });
    const changed = await call('PATCH', `/rest/short-work-periods/${period.json().data.id}`, { reduction_percent: 30 });
    expect(changed.statusCode, changed.body).toBe(200);

    expect((await call('DELETE', `/rest/short-work-periods/${period.json().data.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/rest/departments/${unit.id}`)).statusCode).toBe(200);
  });

  it('deletes a department only former employees were in: they keep their record, under its parent if it has one', async () => {
    const unit = await createDepartment(ctx, slug, token, 'Auflösung');
    const former = await createEmployee(ctx, slug, token, { department_id: unit.id });
    expect((await call('DELETE', `/rest/employees/${former.id}`)).statusCode).toBe(200);
    const deleted = await call('DELETE', `/rest/departments/${unit.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectEnvelope(await call('GET', `/rest/departments/${unit.id}`), 404, 'not_found');
  });

  it('answers 400 for a malformed id and 404 for another tenant’s department', async () => {
    expectEnvelope(await call('GET', '/rest/departments/123'), 400, 'bad_request');
    const other = await tenantWithAdmin(ctx);
    const foreign = await createDepartment(ctx, other.slug, other.token, 'Foreign');
    expectEnvelope(await call('GET', `/rest/departments/${foreign.id}`), 404, 'not_found');
    expectEnvelope(await call('PUT', `/rest/departments/${foreign.id}`, { name: 'Mine' }), 404, 'not_found');
  });
});

describe('deleting a department while someone is placed in it', () => {
  /** A few half-milliseconds of head start, so the delete lands inside the placement's check-then-write window. */
  const after = (i: number) => new Promise((resolve) => setTimeout(resolve, (i % 20) * 0.5));

  it('never lets the placement and the delete both succeed (the new member would be dropped out of the unit)', async () => {
    const bad: string[] = [];
    const mover = await createEmployee(ctx, slug, token);
    for (let i = 0; i < 30; i++) {
      const unit = await createDepartment(ctx, slug, token, `Wechsel ${i}`);
      // Even rounds place a new person, odd ones move someone who exists.
      const place =
        i % 2 === 0
          ? call('POST', '/rest/employees', { code: `DEPT-RACE-${i}`, first_name: 'A', last_name: 'B', department_id: unit.id })
          : call('PUT', `/rest/employees/${mover.id}`, { department_id: unit.id });
      const [placed, deleted] = await Promise.all([place, after(i).then(() => call('DELETE', `/rest/departments/${unit.id}`))]);
      const outcome = `${placed.statusCode} ${deleted.statusCode}`;
      // Either the person is placed and the unit stays (409), or the unit went first and the placement is refused (422).
      if (!['201 409', '200 409', '422 200'].includes(outcome)) bad.push(`#${i}: placement ${placed.statusCode}, delete ${deleted.statusCode}`);
      if (placed.statusCode === 422) expect(placed.json().field_errors).toHaveProperty('department_id');
    }
    expect(bad).toEqual([]);
  });
});
