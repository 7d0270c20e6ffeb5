import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, ROLE_IDS, tenantWithAdmin } from '../support/factories.js';
import { PERMISSIONS } from '../../src/platform/access/permissions.js';

let ctx: TestContext;
let slug: string;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token: adminToken } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = adminToken) =>
  ctx.request({ method, url, tenant: slug, token, body });

describe('roles', () => {
  it('seeds the five system roles; Workspace Admin holds every permission', async () => {
    const { data } = (await call('GET', '/rest/roles')).json();
    const system = data.filter((r: { is_system: boolean }) => r.is_system);
    expect(system.map((r: { name: string }) => r.name).sort()).toEqual(
      ['HR Admin', 'Lohnbuchhaltung', 'Mitarbeitende', 'Workspace Admin', 'Zeiterfassung Admin'].sort(),
    );
    const admin = data.find((r: { system_key: string }) => r.system_key === 'workspace_admin');
    expect(admin.permissions).toEqual([...PERMISSIONS].sort());
    expect(admin.employees_count).toBe(1);
  });

  it('creates a custom role (201) and assigns it', async () => {
    const created = await call('POST', '/rest/roles', { name: 'Schichtleitung', permissions: ['employees:view', 'time-tracking:view'] });
    expect(created.statusCode).toBe(201);
    const role = created.json().data;
    expect(role).toMatchObject({ name: 'Schichtleitung', is_system: false, system_key: null, employees_count: 0 });
    expect(role.permissions).toEqual(['employees:view', 'time-tracking:view']);
    const person = await createEmployee(ctx, slug, adminToken, { role_id: role.id });
    expect(person.role_id).toBe(role.id);
    expect((await call('GET', `/rest/roles/${role.id}`)).json().data.employees_count).toBe(1);
  });

  it('refuses to delete a held role without counting holders the caller cannot see', async () => {
    const mine = await createDepartment(ctx, slug, adminToken, 'Empfang');
    const other = await createDepartment(ctx, slug, adminToken, 'Lagerhalle');
    const hr = await personWithLogin(ctx, slug, adminToken, { role: 'hr_admin', department_id: mine.id });
    const roleId = (await call('POST', '/rest/roles', { name: 'Lagerhilfe', permissions: ['employees:view'] })).json().data.id as string;
    await createEmployee(ctx, slug, adminToken, { role_id: roleId, department_id: other.id });
    expect((await call('GET', `/rest/roles/${roleId}`, undefined, hr.token)).json().data.employees_count).toBe(0);
    const refused = expectEnvelope(await call('DELETE', `/rest/roles/${roleId}`, undefined, hr.token), 409, 'conflict');
    expect(refused.errors[0]._meta.employees_count).toBeUndefined();
    expect(refused.message).not.toMatch(/\d/);
    // The Workspace Admin, who sees everyone, is told how many.
    const told = expectEnvelope(await call('DELETE', `/rest/roles/${roleId}`), 409, 'conflict');
    expect(told.errors[0]._meta.employees_count).toBe(1);
  });

  it('counts in employees_count only the holders the caller may see, as GET /employees lists them', async () => {
    const unit = await createDepartment(ctx, slug, adminToken, 'Kantine');
    const elsewhere = await createDepartment(ctx, slug, adminToken, 'Vorstand');
    const special = (await call('POST', '/rest/roles', { name: 'Sonderrolle', permissions: ['holidays:view'] })).json().data.id as string;
    await createEmployee(ctx, slug, adminToken, { department_id: elsewhere.id, role_id: special });
    await createEmployee(ctx, slug, adminToken, { department_id: elsewhere.id, role_id: special });
    await createEmployee(ctx, slug, adminToken, { department_id: unit.id, role_id: special });
    const scoped = await personWithLogin(ctx, slug, adminToken, { role: 'time_tracking_admin', department_id: unit.id });
    const one = await call('GET', `/rest/roles/${special}`, undefined, scoped.token);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.employees_count, 'holders outside the caller’s units').toBe(1);
    const listed = await call('GET', '/rest/roles', undefined, scoped.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const count = (id: string) => (listed.json().data as Array<{ id: string; employees_count: number }>).find((r) => r.id === id)!.employees_count;
    expect(count(special)).toBe(1);
    // The caller is the only Zeiterfassung Admin they can see; the list's people agree with the counts.
    expect(count(ROLE_IDS.time_tracking_admin)).toBe(1);
    const people = await call('GET', '/rest/employees?per_page=100', undefined, scoped.token);
    expect((listed.json().data as Array<{ employees_count: number }>).reduce((sum, r) => sum + r.employees_count, 0)).toBe(people.json().meta.total);
    // Someone who sees everyone counts everyone.
    expect((await call('GET', `/rest/roles/${special}`)).json().data.employees_count).toBe(3);
  });

  it('rejects an unknown permission and a duplicate name with 422', async () => {
    const unknown = expectEnvelope(await call('POST', '/rest/roles', { name: 'X', permissions: ['employees:fly'] }), 422, 'validation_error');
    expect(unknown.field_errors).toEqual({ 'permissions.0': ['The selected permissions.0 is invalid.'] });
    expectEnvelope(await call('POST', '/rest/roles', { name: 'HR Admin', permissions: [] }), 422, 'validation_error');
    expectEnvelope(await call('POST', '/rest/roles', { permissions: [] }), 422, 'validation_error');
  });

  it('does not let a role grant what its creator lacks', async () => {
    const hr = await personWithLogin(ctx, slug, adminToken, { role: 'hr_admin' });
    const body = expectEnvelope(
      await call('POST', '/rest/roles', { name: 'Too much', permissions: ['employees:view', 'payroll:manage'] }, hr.token),
      403,
      'forbidden',
    );
    expect(body.errors[0]._meta.missing_permissions).toEqual(['payroll:manage']);
    const fine = await call('POST', '/rest/roles', { name: 'Within reach', permissions: ['employees:view'] }, hr.token);
    expect(fine.statusCode).toBe(201);
    const custom = fine.json().data;
    expectEnvelope(await call('PUT', `/rest/roles/${custom.id}`, { permissions: ['settings:manage'] }, hr.token), 403, 'forbidden');
  });

  it('does not let anyone rename, re-describe or delete a role carrying a permission they lack', async () => {
    const hr = await personWithLogin(ctx, slug, adminToken, { role: 'hr_admin' });
    const role = (await call('POST', '/rest/roles', { name: 'Lohn-Leitung', permissions: ['employees:view', 'payroll:manage'] })).json().data;
    for (const body of [{ name: 'Praktikanten' }, { description: 'harmlos' }, { name: 'Lohn-Leitung', description: null }]) {
      const refused = expectEnvelope(await call('PUT', `/rest/roles/${role.id}`, body, hr.token), 403, 'forbidden');
      expect(refused.errors[0]._meta.missing_permissions).toEqual(['payroll:manage']);
    }
    // Nobody holds the role, yet deleting it is refused the same way.
    const deleted = expectEnvelope(await call('DELETE', `/rest/roles/${role.id}`, undefined, hr.token), 403, 'forbidden');
    expect(deleted.errors[0]._meta.missing_permissions).toEqual(['payroll:manage']);
    expect((await call('GET', `/rest/roles/${role.id}`)).json().data).toMatchObject({ name: 'Lohn-Leitung', description: null, permissions: role.permissions });

    // A role within the actor's own permissions still changes and goes.
    const within = (await call('POST', '/rest/roles', { name: 'Nur Ansicht', permissions: ['employees:view'] })).json().data;
    const renamed = await call('PUT', `/rest/roles/${within.id}`, { name: 'Nur Lesen', description: 'sieht Personen' }, hr.token);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Nur Lesen', description: 'sieht Personen' });
    expect((await call('DELETE', `/rest/roles/${within.id}`, undefined, hr.token)).statusCode).toBe(200);
  });

  it('protects Workspace Admin and system roles, and roles still held', async () => {
    expectEnvelope(await call('PUT', `/rest/roles/${ROLE_IDS.workspace_admin}`, { permissions: [] }), 403, 'forbidden');
    expectEnvelope(await call('DELETE', `/rest/roles/${ROLE_IDS.workspace_admin}`), 403, 'forbidden');
    expectEnvelope(await call('DELETE', `/rest/roles/${ROLE_IDS.employee}`), 403, 'forbidden');
    expectEnvelope(await call('PUT', `/rest/roles/${ROLE_IDS.hr_admin}`, { name: 'Personal' }), 403, 'forbidden');
    const narrowed = await call('PUT', `/rest/roles/${ROLE_IDS.time_tracking_admin}`, {
      permissions: ['time-tracking:view', 'time-tracking:correct'],
    });
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json().data.permissions).toEqual(['time-tracking:correct', 'time-tracking:view']);

    const held = (await call('POST', '/rest/roles', { name: 'Held', permissions: [] })).json().data;
    const holder = await createEmployee(ctx, slug, adminToken, { role_id: held.id });
    expectEnvelope(await call('DELETE', `/rest/roles/${held.id}`), 409, 'conflict');
    await call('DELETE', `/rest/employees/${holder.id}`);
    expectEnvelope(await call('DELETE', `/rest/roles/${held.id}`), 409, 'conflict');

    const unused = (await call('POST', '/rest/roles', { name: 'Unused', permissions: [] })).json().data;
    expect((await call('DELETE', `/rest/roles/${unused.id}`)).statusCode).toBe(200);
    expectEnvelope(await call('GET', `/rest/roles/${unused.id}`), 404, 'not_found');
  });

  it('takes a changed role into account on the next request', async () => {
    const role = (await call('POST', '/rest/roles', { name: 'Viewer', permissions: ['employees:view'] })).json().data;
    const person = await personWithLogin(ctx, slug, adminToken, { role_id: role.id });
    expect((await call('GET', '/rest/employees', undefined, person.token)).statusCode).toBe(200);
    await call('PUT', `/rest/roles/${role.id}`, { permissions: [] });
    expectEnvelope(await call('GET', '/rest/employees', undefined, person.token), 403, 'forbidden');
  });
});
