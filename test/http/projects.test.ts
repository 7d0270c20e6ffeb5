import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope, UNKNOWN_ID, UUID_FORMAT as UUID } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { createCostCenter, createProject } from '../support/projects.js';
import { MODULE_IDS, type ModuleId } from '../../src/platform/access/modules.js';
import type { Tenant } from '../../src/platform/tenancy/tenant.js';
import { computeWorkingTime } from '../../src/features/working-time/working-time.service.js';
import { attributeWorkedTime } from '../../src/features/time-attribution/time-attribution.service.js';
import { addDays, localDateText, localTimeOn } from '../../src/domain/working-time/local-time.js';

/** Projects, cost centres and project time: /rest/projects, /rest/cost-centers, project_id on clock events. */
let ctx: TestContext;
let slug: string;
let token: string;
let tenant: Tenant;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token, tenant } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body?: unknown, as = token, tenant = slug) => ctx.request({ method, url, tenant, token: as, body });
const H = 3_600_000;
const REASON = 'Vergessen zu buchen';
/** A past Tuesday in November (Europe/Berlin, +01:00). */
const DAY = '2026-11-17';
const at = (time: string, date = DAY) => `${date}T${time}:00+01:00`;

async function correct(employeeId: string, events: Array<Record<string, unknown>>, as = token) {
  const response = await call('POST', `/rest/employees/${employeeId}/clock-events`, { events, reason: REASON }, as);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Array<{ id: string; project_id: string | null }>;
}

async function workingDay(employeeId: string, date = DAY) {
  const response = await call('GET', `/rest/employees/${employeeId}/working_time?from=${date}&to=${date}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.days[0] as { worked_ms: number; projects: Array<{ project_id: string; worked: string; worked_ms: number }> };
}

async function customRole(permissions: string[]) {
  const response = await call('POST', '/rest/roles', { name: `Rolle ${Math.random()}`, permissions });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

describe('cost centres', () => {
  it('creates, lists, reads, changes and deletes cost centres; numbers are unique ignoring case', async () => {
    const created = await call('POST', '/rest/cost-centers', { number: 'KST-100', name: 'Fertigung' });
    expect(created.statusCode, created.body).toBe(201);
    const center = created.json().data;
    expect(center).toMatchObject({ id: expect.stringMatching(UUID), number: 'KST-100', name: 'Fertigung', active: true });
    expect(Object.keys(center).sort()).toEqual(['active', 'created_at', 'id', 'name', 'number', 'updated_at']);
    const taken = expectEnvelope(await call('POST', '/rest/cost-centers', { number: 'kst-100', name: 'Doppelt' }), 422, 'validation_error');
    expect(taken.field_errors.number).toBeDefined();
    // Case beyond ASCII folds too, on either database.
    expect((await call('POST', '/rest/cost-centers', { number: 'KÜCHE-1', name: 'Küche' })).statusCode).toBe(201);
    expect(expectEnvelope(await call('POST', '/rest/cost-centers', { number: 'küche-1', name: 'Doppelt' }), 422, 'validation_error').field_errors.number).toBeDefined();

    const list = await call('GET', '/rest/cost-centers?per_page=100');
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toMatchObject({ current_page: 1, per_page: 100 });
    expect(list.json().data.map((c: { id: string }) => c.id)).toContain(center.id);

    const changed = await call('PATCH', `/rest/cost-centers/${center.id}`, { name: 'Fertigung Nord', active: false });
    expect(changed.json().data).toMatchObject({ name: 'Fertigung Nord', active: false });
    const inactive = (await call('GET', '/rest/cost-centers?active=false&per_page=100')).json().data as Array<{ id: string }>;
    expect(inactive.map((c) => c.id)).toEqual([center.id]);

    expect((await call('DELETE', `/rest/cost-centers/${center.id}`)).statusCode).toBe(200);
    expectEnvelope(await call('GET', `/rest/cost-centers/${center.id}`), 404, 'not_found');
  });

  it('keeps a cost centre that employees, departments or projects name (409 cost_center_in_use)', async () => {
    const center = await createCostCenter(ctx, slug, token);
    await createEmployee(ctx, slug, token, { cost_center_id: center.id });
    const conflict = expectEnvelope(await call('DELETE', `/rest/cost-centers/${center.id}`), 409, 'conflict');
    expect(conflict.errors[0]._meta).toMatchObject({ code: 'cost_center_in_use', employees: 1, departments: 0, projects: 0 });
  });

  it('lets everyone read but only org:manage write', async () => {
    const person = await personWithLogin(ctx, slug, token, { role: 'employee' });
    expect((await call('GET', '/rest/cost-centers', undefined, person.token)).statusCode).toBe(200);
    expectEnvelope(await call('POST', '/rest/cost-centers', { number: 'X', name: 'Y' }, person.token), 403, 'forbidden');
    const hr = await personWithLogin(ctx, slug, token, { role: 'hr_admin' });
    expect((await call('POST', '/rest/cost-centers', { number: 'HR-1', name: 'Personal' }, hr.token)).statusCode).toBe(201);
  });

  it('is carried by employees and departments; an inactive or unknown one cannot be assigned', async () => {
    const center = await createCostCenter(ctx, slug, token);
    const employee = await createEmployee(ctx, slug, token, { cost_center_id: center.id });
    expect((await call('GET', `/rest/employees/${employee.id}`)).json().data.cost_center_id).toBe(center.id);
    const department = await call('POST', '/rest/departments', { name: 'Montage', cost_center_id: center.id });
    expect(department.json().data.cost_center_id).toBe(center.id);

    const retired = await createCostCenter(ctx, slug, token, { active: false });
    const refused = expectEnvelope(await call('PUT', `/rest/employees/${employee.id}`, { cost_center_id: retired.id }), 422, 'validation_error');
    expect(refused.errors[0]._meta.code).toBe('cost_center_inactive');
    expectEnvelope(await call('PUT', `/rest/departments/${department.json().data.id}`, { cost_center_id: UNKNOWN_ID }), 422, 'validation_error');
    const cleared = await call('PUT', `/rest/employees/${employee.id}`, { cost_center_id: null });
    expect(cleared.json().data.cost_center_id).toBeNull();
  });
});

describe('projects', () => {
  it('creates a project with number, client, cost centre, budget, dates and locations, and reads it back', async () => {
    const center = await createCostCenter(ctx, slug, token);
    const location = (await call('POST', '/rest/locations', { name: 'Werk 1' })).json().data;
    const created = await call('POST', '/rest/projects', {
      number: 'PR-2026-01',
      name: 'Umbau Halle 3',
      client: 'Müller GmbH',
      cost_center_id: center.id,
      budget_ms: 100 * H + 30 * 60_000,
      starts_on: '2026-11-01',
      ends_on: '2026-12-31',
      location_ids: [location.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json().data;
    expect(project).toMatchObject({
      number: 'PR-2026-01',
      name: 'Umbau Halle 3',
      client: 'Müller GmbH',
      cost_center_id: center.id,
      budget: '100:30:00.000',
      budget_ms: 100 * H + 30 * 60_000,
      active: true,
      starts_on: '2026-11-01',
      ends_on: '2026-12-31',
      location_ids: [location.id],
    });
    expect((await call('GET', `/rest/projects/${project.id}`)).json().data).toEqual(project);

    expectEnvelope(await call('POST', '/rest/projects', { number: 'pr-2026-01', name: 'Doppelt' }), 422, 'validation_error');
    expect((await call('POST', '/rest/projects', { number: 'ÄRZTE-1', name: 'Ärztehaus' })).statusCode).toBe(201);
    expectEnvelope(await call('POST', '/rest/projects', { number: 'ärzte-1', name: 'Doppelt' }), 422, 'validation_error');
    // Folded as PostgreSQL folds, character by character: a final capital sigma is σ too.
    expect((await call('POST', '/rest/projects', { number: 'ΟΔΟΣ-1', name: 'Straße' })).statusCode).toBe(201);
    expectEnvelope(await call('POST', '/rest/projects', { number: 'οδοσ-1', name: 'Doppelt' }), 422, 'validation_error');
    expectEnvelope(await call('POST', '/rest/projects', { number: 'PR-X', name: 'X', starts_on: '2026-12-01', ends_on: '2026-11-01' }), 422, 'validation_error');
    expectEnvelope(await call('POST', '/rest/projects', { number: 'PR-Y', name: 'Y', location_ids: [UNKNOWN_ID] }), 422, 'validation_error');
    expectEnvelope(await call('POST', '/rest/projects', { number: 'PR-Z', name: 'Z', budget_ms: -1 }), 422, 'validation_error');

    // The site cannot go while the project is meant for it alone: it would become bookable everywhere.
    const refused = expectEnvelope(await call('DELETE', `/rest/locations/${location.id}`), 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ code: 'location_in_use', projects: [project.id] });

    const changed = await call('PATCH', `/rest/projects/${project.id}`, { budget_ms: null, location_ids: [], client: null });
    expect(changed.json().data).toMatchObject({ budget: null, budget_ms: null, location_ids: [], client: null, number: 'PR-2026-01' });
    expect((await call('DELETE', `/rest/locations/${location.id}`)).statusCode).toBe(200);
  });

  it('shows all projects to projects:view and only active ones to people who clock; writing needs projects:manage', async () => {
    const active = await createProject(ctx, slug, token);
    const inactive = await createProject(ctx, slug, token, { active: false });
    const person = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const seen = (await call('GET', '/rest/projects?per_page=100', undefined, person.token)).json().data.map((p: { id: string }) => p.id);
    expect(seen).toContain(active.id);
    expect(seen).not.toContain(inactive.id);
    expect((await call('GET', `/rest/projects/${active.id}`, undefined, person.token)).statusCode).toBe(200);
    expectEnvelope(await call('GET', `/rest/projects/${inactive.id}`, undefined, person.token), 404, 'not_found');
    expectEnvelope(await call('POST', '/rest/projects', { number: 'N', name: 'N' }, person.token), 403, 'forbidden');
    expectEnvelope(await call('PATCH', `/rest/projects/${active.id}`, { name: 'N' }, person.token), 403, 'forbidden');
    expectEnvelope(await call('GET', `/rest/projects/${active.id}/times`, undefined, person.token), 403, 'forbidden');

    const noClock = await personWithLogin(ctx, slug, token, { role_id: await customRole(['holidays:view']) });
    expectEnvelope(await call('GET', '/rest/projects', undefined, noClock.token), 403, 'forbidden');

    const all = (await call('GET', '/rest/projects?per_page=100')).json().data.map((p: { id: string }) => p.id);
    expect(all).toEqual(expect.arrayContaining([active.id, inactive.id]));
    const onlyInactive = (await call('GET', '/rest/projects?active=false&per_page=100')).json().data.map((p: { id: string }) => p.id);
    expect(onlyInactive).toContain(inactive.id);
    expect(onlyInactive).not.toContain(active.id);
  });

  it('deletes a project without bookings and deactivates one with booked time instead', async () => {
    const unused = await createProject(ctx, slug, token);
    const gone = await call('DELETE', `/rest/projects/${unused.id}`);
    expect(gone.json()).toMatchObject({ deleted: true });
    expectEnvelope(await call('GET', `/rest/projects/${unused.id}`), 404, 'not_found');

    const used = await createProject(ctx, slug, token);
    const person = await createEmployee(ctx, slug, token);
    await correct(person.id, [
      { type: 'come', occurred_at: at('08:00'), project_id: used.id },
      { type: 'go', occurred_at: at('09:00') },
    ]);
    const kept = await call('DELETE', `/rest/projects/${used.id}`);
    expect(kept.json()).toMatchObject({ deleted: false });
    expect((await call('GET', `/rest/projects/${used.id}`)).json().data.active).toBe(false);
    expect((await workingDay(person.id)).projects).toEqual([{ project_id: used.id, worked: '01:00:00.000', worked_ms: H }]);
  });

  it('keeps a project booked only in the history (moved away, event deleted) or named by a correction request, decided or not', async () => {
    const date = '2026-11-10';
    const [moved, dropped, asked, declined] = [
      await createProject(ctx, slug, token),
      await createProject(ctx, slug, token),
      await createProject(ctx, slug, token),
      await createProject(ctx, slug, token),
    ];
    const person = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const [come, switched] = await correct(person.id, [
      { type: 'come', occurred_at: at('08:00', date), project_id: moved.id },
      { type: 'switch', occurred_at: at('09:00', date), project_id: dropped.id },
      { type: 'go', occurred_at: at('10:00', date) },
    ]);
    const unbooked = await call('PATCH', `/rest/employees/${person.id}/clock-events/${come!.id}`, { project_id: null, reason: REASON });
    expect(unbooked.statusCode, unbooked.body).toBe(200);
    const deleted = await call('DELETE', `/rest/employees/${person.id}/clock-events/${switched!.id}`, { reason: REASON });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const ask = async (projectId: string) => {
      const response = await call('POST', '/rest/correction-requests', { reason: REASON, action: 'update', clock_event_id: come!.id, project_id: projectId }, person.token);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    const rejected = await call('POST', `/rest/correction-requests/${await ask(declined.id)}/reject`, { reason: 'Nein' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const pending = await ask(asked.id);
    // Nothing books these projects now.
    expect((await workingDay(person.id, date)).projects).toEqual([]);

    for (const project of [moved, dropped, asked, declined]) {
      const removed = await call('DELETE', `/rest/projects/${project.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json(), project.number).toMatchObject({ deleted: false });
      expect((await call('GET', `/rest/projects/${project.id}`)).json().data.active).toBe(false);
    }
    const history = (await call('GET', `/rest/employees/${person.id}/clock-events/${switched!.id}/history`)).json().data;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['create', 'delete']);
    // The request is checked again when approved: the project still exists, but no longer takes bookings.
    const approved = expectEnvelope(await call('POST', `/rest/correction-requests/${pending}/approve`), 422, 'validation_error');
    expect(approved.errors[0]._meta.code).toBe('project_inactive');
  });
});

describe('clocking on projects', () => {
  it('books come on a project, switches without a break, and refuses switch when not working', async () => {
    const [first, second] = [await createProject(ctx, slug, token), await createProject(ctx, slug, token)];
    const person = await personWithLogin(ctx, slug, token, { role: 'employee' });
    expectEnvelope(await call('POST', '/rest/clock', { type: 'switch', project_id: first.id }, person.token), 409, 'conflict');

    const come = await call('POST', '/rest/clock', { type: 'come', project_id: first.id }, person.token);
    expect(come.statusCode, come.body).toBe(201);
    expect(come.json().data).toMatchObject({ type: 'come', project_id: first.id, source: 'web' });
    const switched = await call('POST', '/rest/clock', { type: 'switch', project_id: second.id }, person.token);
    expect(switched.json().data).toMatchObject({ type: 'switch', project_id: second.id });

    const onGo = expectEnvelope(await call('POST', '/rest/clock', { type: 'go', project_id: first.id }, person.token), 422, 'validation_error');
    expect(onGo.errors[0]._meta.code).toBe('project_not_applicable');
    expect((await call('POST', '/rest/clock', { type: 'break_start' }, person.token)).statusCode).toBe(201);
    const inBreak = expectEnvelope(await call('POST', '/rest/clock', { type: 'switch', project_id: first.id }, person.token), 409, 'conflict');
    expect(inBreak.errors[0]._meta).toMatchObject({ code: 'clock_order', state: 'on_break' });
    const back = await call('POST', '/rest/clock', { type: 'break_end', project_id: first.id }, person.token);
    expect(back.json().data).toMatchObject({ type: 'break_end', project_id: first.id });
    expect((await call('POST', '/rest/clock', { type: 'auto' }, person.token)).json().data.type).toBe('go');
  });

  it('refuses unknown, inactive, not yet started and elsewhere-only projects with 422 and a code', async () => {
    const person = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const clock = (project_id: string) => call('POST', '/rest/clock', { type: 'come', project_id }, person.token);
    expectEnvelope(await clock(UNKNOWN_ID), 422, 'validation_error');
    const inactive = await createProject(ctx, slug, token, { active: false });
    expect(expectEnvelope(await clock(inactive.id), 422, 'validation_error').errors[0]._meta.code).toBe('project_inactive');
    const future = await createProject(ctx, slug, token, { starts_on: '2099-01-01' });
    expect(expectEnvelope(await clock(future.id), 422, 'validation_error').errors[0]._meta.code).toBe('project_inactive');
    const elsewhere = (await call('POST', '/rest/locations', { name: 'Werk Süd' })).json().data;
    const restricted = await createProject(ctx, slug, token, { location_ids: [elsewhere.id] });
    expect(expectEnvelope(await clock(restricted.id), 422, 'validation_error').errors[0]._meta.code).toBe('project_not_at_location');
    expect((await call('GET', `/rest/employees/${person.id}/clock-events`, undefined, person.token)).json().data).toEqual([]);
  });

  it('books projects from the phone and at a terminal, which lists the projects of its location without a token', async () => {
    const here = (await call('POST', '/rest/locations', { name: 'Lager' })).json().data;
    const there = (await call('POST', '/rest/locations', { name: 'Büro' })).json().data;
    const terminal = (await call('POST', '/rest/terminals', { name: 'Lager-Tor', location_id: here.id })).json().data;
    const everywhere = await createProject(ctx, slug, token, { number: 'T-A' });
    const local = await createProject(ctx, slug, token, { number: 'T-B', location_ids: [here.id] });
    const remote = await createProject(ctx, slug, token, { number: 'T-C', location_ids: [there.id] });
    const retired = await createProject(ctx, slug, token, { number: 'T-D', location_ids: [here.id], active: false });
    const ended = await createProject(ctx, slug, token, { number: 'T-E', ends_on: '2020-01-01' });

    const listed = await ctx.request({ url: `/rest/terminal/${terminal.secret}/projects?per_page=100`, tenant: slug });
    expect(listed.statusCode, listed.body).toBe(200);
    const ids = listed.json().data.map((p: { id: string }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([everywhere.id, local.id]));
    for (const hidden of [remote.id, retired.id, ended.id]) expect(ids).not.toContain(hidden);
    expect(Object.keys(listed.json().data[0]).sort()).toEqual(['id', 'name', 'number']);
    expect(listed.json().meta).toMatchObject({ per_page: 100 });
    // The links lead the terminal, which holds its code, to the next page; the audit log masks terminal paths in bodies.
    expect(listed.json().links.first).toContain('/projects?per_page=100&page=1');
    expectEnvelope(await ctx.request({ url: '/rest/terminal/trm_wrong/projects', tenant: slug }), 404, 'not_found');

    await createEmployee(ctx, slug, token, { badge: 'PB-1', location_id: there.id });
    const booked = await ctx.request({ method: 'POST', url: `/rest/terminal/${terminal.secret}`, tenant: slug, body: { badge: 'PB-1', type: 'come', project_id: local.id } });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ status: 'booked', type: 'come', project_id: local.id });
    const refused = await ctx.request({ method: 'POST', url: `/rest/terminal/${terminal.secret}`, tenant: slug, body: { badge: 'PB-1', type: 'switch', project_id: remote.id } });
    expect(expectEnvelope(refused, 422, 'validation_error').errors[0]._meta.code).toBe('project_not_at_location');
    const switched = await ctx.request({ method: 'POST', url: `/rest/terminal/${terminal.secret}`, tenant: slug, body: { badge: 'PB-1', type: 'switch', project_id: everywhere.id, event_id: 'sw-1' } });
    expect(switched.json()).toMatchObject({ type: 'switch', project_id: everywhere.id, message: expect.stringContaining('Projektwechsel') });
    const replay = await ctx.request({ method: 'POST', url: `/rest/terminal/${terminal.secret}`, tenant: slug, body: { badge: 'PB-1', type: 'switch', project_id: everywhere.id, event_id: 'sw-1' } });
    expect(replay.headers['idempotent-replayed']).toBe('true');

    // The phone, in a workspace without the location check (geo_clock).
    const noGeo = await tenantWithAdmin(ctx, { modules: MODULE_IDS.filter((id) => id !== 'geo_clock') });
    const phoneProject = await createProject(ctx, noGeo.slug, noGeo.token);
    const phone = await personWithLogin(ctx, noGeo.slug, noGeo.token, { role: 'employee' });
    const mobile = await call('POST', '/rest/mobile', { type: 'come', project_id: phoneProject.id }, phone.token, noGeo.slug);
    expect(mobile.statusCode, mobile.body).toBe(201);
    expect(mobile.json()).toMatchObject({ type: 'come', project_id: phoneProject.id });
    const mobileSwitch = await call('POST', '/rest/mobile', { type: 'switch' }, phone.token, noGeo.slug);
    expect(mobileSwitch.json()).toMatchObject({ type: 'switch', project_id: null });
  });
});

describe('corrections and the working day', () => {
  it('books project time by correction, splits the day per project net of breaks, and changes an event’s project', async () => {
    const [first, second] = [await createProject(ctx, slug, token), await createProject(ctx, slug, token)];
    const person = await createEmployee(ctx, slug, token);
    const events = await correct(person.id, [
      { type: 'come', occurred_at: at('08:00'), project_id: first.id },
      { type: 'switch', occurred_at: at('12:00'), project_id: second.id },
      { type: 'go', occurred_at: at('16:30') },
    ]);
    expect(events.map((e) => e.project_id)).toEqual([first.id, second.id, null]);
    const day = await workingDay(person.id);
    // 8:30 present without a break: 30 min are deducted from the end of the day, so from the second project.
    expect(day.worked_ms).toBe(8 * H);
    expect(day.projects).toEqual([
      { project_id: first.id, worked: '04:00:00.000', worked_ms: 4 * H },
      { project_id: second.id, worked: '04:00:00.000', worked_ms: 4 * H },
    ]);

    const changed = await call('PATCH', `/rest/employees/${person.id}/clock-events/${events[1]!.id}`, { project_id: first.id, reason: REASON });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.project_id).toBe(first.id);
    expect((await workingDay(person.id)).projects).toEqual([{ project_id: first.id, worked: '08:00:00.000', worked_ms: 8 * H }]);
    const history = (await call('GET', `/rest/employees/${person.id}/clock-events/${events[1]!.id}/history`)).json().data;
    expect(history.at(-1)).toMatchObject({ action: 'update', before: { project_id: second.id }, after: { project_id: first.id } });

    const onGo = await call('PATCH', `/rest/employees/${person.id}/clock-events/${events[2]!.id}`, { project_id: first.id, reason: REASON });
    expect(expectEnvelope(onGo, 422, 'validation_error').errors[0]._meta.code).toBe('project_not_applicable');
    const switchOutside = await call('POST', `/rest/employees/${person.id}/clock-events`, { type: 'switch', occurred_at: at('18:00'), project_id: first.id, reason: REASON });
    expectEnvelope(switchOutside, 409, 'conflict');
  });

  it('checks a project an event keeps again when a correction moves the event to another day', async () => {
    const ending = await createProject(ctx, slug, token, { ends_on: DAY });
    const person = await createEmployee(ctx, slug, token);
    const [come] = await correct(person.id, [
      { type: 'come', occurred_at: at('23:00'), project_id: ending.id },
      { type: 'go', occurred_at: at('02:00', '2026-11-18') },
    ]);
    const moved = await call('PATCH', `/rest/employees/${person.id}/clock-events/${come!.id}`, { occurred_at: at('00:30', '2026-11-18'), reason: REASON });
    expect(expectEnvelope(moved, 422, 'validation_error').errors[0]._meta.code).toBe('project_inactive');
    // Within the same day the project needs no new check.
    const earlier = await call('PATCH', `/rest/employees/${person.id}/clock-events/${come!.id}`, { occurred_at: at('22:00'), reason: REASON });
    expect(earlier.statusCode, earlier.body).toBe(200);
  });

  it('checks a project against the day its shift started, where the time counts, not the date of the switch', async () => {
    // A night shift from the evening before a project's first day: a switch to it after midnight
    // would book time on the day before its start. Live at a terminal (buffered) and by correction.
    const BERLIN = 'Europe/Berlin';
    const yesterday = addDays(localDateText(Date.now(), BERLIN), -1);
    const evening = addDays(yesterday, -1);
    const iso = (date: string, time: string) => new Date(localTimeOn(date, time, BERLIN)).toISOString();
    const starting = await createProject(ctx, slug, token, { starts_on: yesterday });
    const ending = await createProject(ctx, slug, token, { ends_on: evening });
    const terminal = (await call('POST', '/rest/terminals', { name: 'Nachtschicht' })).json().data;
    const badge = `NS-${Date.now()}`;
    const person = await createEmployee(ctx, slug, token, { badge });
    const clock = (body: Record<string, unknown>) => ctx.request({ method: 'POST', url: `/rest/terminal/${terminal.secret}`, tenant: slug, body: { badge, ...body } });

    expect((await clock({ type: 'come', occurred_at: iso(evening, '22:00') })).statusCode).toBe(201);
    const early = await clock({ type: 'switch', occurred_at: iso(yesterday, '00:30'), project_id: starting.id });
    expect(expectEnvelope(early, 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'project_inactive', date: evening });
    // A project that ended on the day the shift began still takes its time after midnight.
    const late = await clock({ type: 'switch', occurred_at: iso(yesterday, '00:45'), project_id: ending.id });
    expect(late.statusCode, late.body).toBe(201);
    const breakEnd = await clock({ type: 'break_start', occurred_at: iso(yesterday, '02:00') });
    expect(breakEnd.statusCode, breakEnd.body).toBe(201);
    const resumed = await clock({ type: 'break_end', occurred_at: iso(yesterday, '02:30'), project_id: starting.id });
    expect(expectEnvelope(resumed, 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'project_inactive', date: evening });
    expect((await clock({ type: 'break_end', occurred_at: iso(yesterday, '02:30') })).statusCode).toBe(201);
    expect((await clock({ type: 'go', occurred_at: iso(yesterday, '06:00') })).statusCode).toBe(201);

    const corrected = await call('POST', `/rest/employees/${person.id}/clock-events`, { type: 'switch', occurred_at: iso(yesterday, '04:00'), project_id: starting.id, reason: REASON });
    expect(expectEnvelope(corrected, 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'project_inactive', date: evening });
    const times = await call('GET', `/rest/projects/${starting.id}/times?from=${evening}&to=${yesterday}`);
    expect(times.statusCode, times.body).toBe(200);
    expect(JSON.stringify(times.json().data)).not.toContain(person.id);
    // The project's own first shift books from its first day on.
    const morning = await correct(person.id, [
      { type: 'come', occurred_at: iso(yesterday, '08:00'), project_id: starting.id },
      { type: 'go', occurred_at: iso(yesterday, '10:00') },
    ]);
    expect(morning[0]!.project_id).toBe(starting.id);
  });

  it('checks the unchanged project time of a shift again when a correction moves its start to another day', async () => {
    const BERLIN = 'Europe/Berlin';
    const yesterday = addDays(localDateText(Date.now(), BERLIN), -1);
    const evening = addDays(yesterday, -1);
    const iso = (date: string, time: string) => new Date(localTimeOn(date, time, BERLIN)).toISOString();
    const starting = await createProject(ctx, slug, token, { starts_on: yesterday });
    const person = await createEmployee(ctx, slug, token);
    const [come, , go] = await correct(person.id, [
      { type: 'come', occurred_at: iso(yesterday, '00:10') },
      { type: 'switch', occurred_at: iso(yesterday, '00:30'), project_id: starting.id },
      { type: 'go', occurred_at: iso(yesterday, '06:00') },
    ]);
    // The come moved back over midnight: the switch's time would count the day before the project starts.
    const moved = await call('PATCH', `/rest/employees/${person.id}/clock-events/${come!.id}`, { occurred_at: iso(evening, '23:50'), reason: REASON });
    expect(expectEnvelope(moved, 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'project_inactive', date: evening });
    // Within the project's first day the move is fine; so is a change of the go, which starts no shift.
    expect((await call('PATCH', `/rest/employees/${person.id}/clock-events/${come!.id}`, { occurred_at: iso(yesterday, '00:05'), reason: REASON })).statusCode).toBe(200);
    expect((await call('PATCH', `/rest/employees/${person.id}/clock-events/${go!.id}`, { occurred_at: iso(yesterday, '07:00'), reason: REASON })).statusCode).toBe(200);
    const times = await call('GET', `/rest/projects/${starting.id}/times?from=${evening}&to=${yesterday}`);
    expect(JSON.stringify(times.json().data)).toContain(person.id);
  });

  it('lets an employee ask for a project on a clock event; approving applies it', async () => {
    const project = await createProject(ctx, slug, token);
    const person = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const [come] = await correct(person.id, [
      { type: 'come', occurred_at: at('08:00') },
      { type: 'go', occurred_at: at('10:00') },
    ]);
    const ask = (body: Record<string, unknown>) => call('POST', '/rest/correction-requests', { reason: REASON, ...body }, person.token);
    const onGo = await ask({ action: 'create', type: 'go', occurred_at: at('11:00'), project_id: project.id });
    expect(expectEnvelope(onGo, 422, 'validation_error').errors[0]._meta.code).toBe('project_not_applicable');
    const retired = await createProject(ctx, slug, token, { active: false });
    expect(expectEnvelope(await ask({ action: 'update', clock_event_id: come!.id, project_id: retired.id }), 422, 'validation_error').errors[0]._meta.code).toBe(
      'project_inactive',
    );

    const asked = await ask({ action: 'update', clock_event_id: come!.id, project_id: project.id });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data).toMatchObject({ action: 'update', project_id: project.id, status: 'requested' });
    const approved = await call('POST', `/rest/correction-requests/${asked.json().data.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await workingDay(person.id)).projects).toEqual([{ project_id: project.id, worked: '02:00:00.000', worked_ms: 2 * H }]);
  });
});

describe('project and cost-centre times', () => {
  it('counts budget used from the start of the first booking\'s shift, whatever day the range starts on', async () => {
    const worker = await createEmployee(ctx, slug, token);
    const project = await createProject(ctx, slug, token, { budget_ms: 100 * H });
    // Monday's come has no go; on Wednesday the person switches onto the project and goes home:
    // the working day counts Wednesday's project time on Monday, where its shift started.
    await correct(worker.id, [
      { type: 'come', occurred_at: at('08:00', '2026-10-05') },
      { type: 'switch', occurred_at: at('08:00', '2026-10-07'), project_id: project.id },
      { type: 'go', occurred_at: at('12:00', '2026-10-07') },
    ]);
    const onProject = (await workingDay(worker.id, '2026-10-05')).projects.find((p) => p.project_id === project.id)!.worked_ms;
    expect(onProject).toBeGreaterThan(0);
    for (const from of ['2026-10-01', '2026-10-06', '2026-10-20']) {
      const times = await call('GET', `/rest/projects/${project.id}/times?from=${from}&to=2026-10-26`);
      expect(times.statusCode, times.body).toBe(200);
      expect(times.json().data.budget_used_ms, `from ${from}`).toBe(onProject);
    }
  });

  it('sums project time per employee with budget used and remaining, and attributes time to cost centres', async () => {
    const projectCenter = await createCostCenter(ctx, slug, token);
    const personCenter = await createCostCenter(ctx, slug, token);
    const unitCenter = await createCostCenter(ctx, slug, token);
    const withCenter = await createProject(ctx, slug, token, { cost_center_id: projectCenter.id, budget_ms: 10 * H });
    const withoutCenter = await createProject(ctx, slug, token);
    const unit = await createDepartment(ctx, slug, token, 'Kostenrechnung');
    await call('PUT', `/rest/departments/${unit.id}`, { cost_center_id: unitCenter.id });
    const subUnit = await createDepartment(ctx, slug, token, 'Kostenrechnung Team', unit.id);

    const alice = await createEmployee(ctx, slug, token, { cost_center_id: personCenter.id, last_name: 'Alpha' });
    await correct(alice.id, [
      { type: 'come', occurred_at: at('08:00'), project_id: withCenter.id },
      { type: 'switch', occurred_at: at('12:00'), project_id: withoutCenter.id },
      { type: 'go', occurred_at: at('16:30') },
    ]);
    await correct(alice.id, [
      { type: 'come', occurred_at: at('08:00', '2026-10-20'), project_id: withCenter.id },
      { type: 'go', occurred_at: at('09:00', '2026-10-20') },
    ]);
    const bob = await createEmployee(ctx, slug, token, { department_id: subUnit.id, last_name: 'Beta' });
    await correct(bob.id, [
      { type: 'come', occurred_at: at('08:00') },
      { type: 'switch', occurred_at: at('09:00'), project_id: withCenter.id },
      { type: 'go', occurred_at: at('10:00') },
    ]);

    const times = await call('GET', `/rest/projects/${withCenter.id}/times?from=2026-11-01&to=2026-11-30`);
    expect(times.statusCode, times.body).toBe(200);
    expect(times.json().data).toMatchObject({
      project_id: withCenter.id,
      from: '2026-11-01',
      to: '2026-11-30',
      worked: '05:00:00.000',
      worked_ms: 5 * H,
      budget_ms: 10 * H,
      budget_used: '06:00:00.000',
      budget_used_ms: 6 * H,
      budget_remaining: '04:00:00.000',
      budget_remaining_ms: 4 * H,
    });
    expect(times.json().data.employees).toEqual([
      { employee: expect.objectContaining({ id: alice.id }), worked: '04:00:00.000', worked_ms: 4 * H },
      { employee: expect.objectContaining({ id: bob.id }), worked: '01:00:00.000', worked_ms: H },
    ]);
    const noBudget = (await call('GET', `/rest/projects/${withoutCenter.id}/times?from=2026-11-01&to=2026-11-30`)).json().data;
    expect(noBudget).toMatchObject({ worked_ms: 4 * H, budget: null, budget_ms: null, budget_remaining: null, budget_remaining_ms: null });
    expectEnvelope(await call('GET', `/rest/projects/${withCenter.id}/times?from=2026-11-30&to=2026-11-01`), 422, 'validation_error');
    expectEnvelope(await call('GET', `/rest/projects/${UNKNOWN_ID}/times`), 404, 'not_found');

    const centerTimes = async (id: string) => {
      const response = await call('GET', `/rest/cost-centers/${id}/times?from=2026-11-01&to=2026-11-30`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    // The project's cost centre: Alice's 4 h and Bob's 1 h on the project.
    expect(await centerTimes(projectCenter.id)).toMatchObject({ worked_ms: 5 * H, projects: [{ project_id: withCenter.id, worked_ms: 5 * H }] });
    // Alice's own cost centre takes her time on the project without one.
    expect(await centerTimes(personCenter.id)).toMatchObject({
      worked_ms: 4 * H,
      employees: [{ employee: expect.objectContaining({ id: alice.id }), worked_ms: 4 * H }],
      projects: [{ project_id: withoutCenter.id, worked_ms: 4 * H }],
    });
    // Bob has none of his own: his hour without a project goes to his unit's parent's cost centre.
    expect(await centerTimes(unitCenter.id)).toMatchObject({
      worked_ms: H,
      employees: [{ employee: expect.objectContaining({ id: bob.id }), worked_ms: H }],
      projects: [{ project_id: null, worked_ms: H }],
    });

    // What payroll and exports call: the shares of each day, with the cost centre's number.
    const attributed = await ctx.services.tenants.withTenant(slug, async ({ db }) => {
      const rows = await db.selectFrom('employees').selectAll().where('id', 'in', [alice.id, bob.id]).execute();
      return attributeWorkedTime(db, await computeWorkingTime(db, tenant, rows, { from: DAY, to: DAY }, Date.now()));
    });
    expect(attributed.get(alice.id)).toEqual([
      {
        date: DAY,
        shares: [
          { costCenterId: projectCenter.id, costCenterNumber: projectCenter.number, projectId: withCenter.id, worked: 4 * H },
          { costCenterId: personCenter.id, costCenterNumber: personCenter.number, projectId: withoutCenter.id, worked: 4 * H },
        ],
      },
    ]);
    expect(attributed.get(bob.id)![0]!.shares).toEqual([
      { costCenterId: projectCenter.id, costCenterNumber: projectCenter.number, projectId: withCenter.id, worked: H },
      { costCenterId: unitCenter.id, costCenterNumber: unitCenter.number, projectId: null, worked: H },
    ]);
  });

  it('lists only the people the caller may see but sums everyone; cost-centre times need time-tracking:view or reports:view', async () => {
    const center = await createCostCenter(ctx, slug, token);
    const project = await createProject(ctx, slug, token, { cost_center_id: center.id });
    const unit = await createDepartment(ctx, slug, token, 'Sichtbar');
    const insider = await createEmployee(ctx, slug, token, { department_id: unit.id });
    const outsider = await createEmployee(ctx, slug, token);
    for (const person of [insider, outsider]) {
      await correct(person.id, [
        { type: 'come', occurred_at: at('08:00'), project_id: project.id },
        { type: 'go', occurred_at: at('10:00') },
      ]);
    }
    const lead = await personWithLogin(ctx, slug, token, {
      department_id: unit.id,
      role_id: await customRole(['projects:view', 'employees:view', 'time-tracking:view']),
    });
    const times = (await call('GET', `/rest/projects/${project.id}/times?from=2026-11-01&to=2026-11-30`, undefined, lead.token)).json().data;
    expect(times.worked_ms).toBe(4 * H);
    expect(times.employees.map((e: { employee: { id: string } }) => e.employee.id)).toEqual([insider.id]);
    const centerTimes = (await call('GET', `/rest/cost-centers/${center.id}/times?from=2026-11-01&to=2026-11-30`, undefined, lead.token)).json().data;
    expect(centerTimes.worked_ms).toBe(4 * H);
    expect(centerTimes.employees.map((e: { employee: { id: string } }) => e.employee.id)).toEqual([insider.id]);

    const viewer = await personWithLogin(ctx, slug, token, { role_id: await customRole(['projects:view']) });
    expectEnvelope(await call('GET', `/rest/cost-centers/${center.id}/times`, undefined, viewer.token), 403, 'forbidden');
  });
});

describe('modules off', () => {
  it('answers 403 on the areas and 422 module_disabled for a project or cost centre named elsewhere', async () => {
    const modules = MODULE_IDS.filter((id): id is ModuleId => id !== 'projects' && id !== 'cost_centers');
    const other = await tenantWithAdmin(ctx, { modules });
    const as = (method: Method, url: string, body?: unknown) => call(method, url, body, other.token, other.slug);
    for (const url of ['/rest/projects', '/rest/cost-centers', `/rest/projects/${UNKNOWN_ID}/times`, `/rest/cost-centers/${UNKNOWN_ID}/times`]) {
      expectEnvelope(await as('GET', url), 403, 'forbidden');
    }
    expectEnvelope(await as('POST', '/rest/projects', { number: 'P', name: 'P' }), 403, 'forbidden');

    const web = expectEnvelope(await as('POST', '/rest/clock', { type: 'come', project_id: UNKNOWN_ID }), 422, 'validation_error');
    expect(web.errors[0]._meta).toMatchObject({ code: 'module_disabled', module: 'projects' });
    const correction = await as('POST', `/rest/employees/${other.adminId}/clock-events`, {
      type: 'come',
      occurred_at: at('08:00'),
      project_id: UNKNOWN_ID,
      reason: REASON,
    });
    expect(expectEnvelope(correction, 422, 'validation_error').errors[0]._meta.code).toBe('module_disabled');
    const terminal = (await as('POST', '/rest/terminals', { name: 'Tor' })).json().data;
    expectEnvelope(await ctx.request({ url: `/rest/terminal/${terminal.secret}/projects`, tenant: other.slug }), 403, 'forbidden');
    const assigned = await as('POST', '/rest/employees', { code: 'CC-1', first_name: 'A', last_name: 'B', cost_center_id: UNKNOWN_ID });
    expect(expectEnvelope(assigned, 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'module_disabled', module: 'cost_centers' });
    // Without a project, clocking works as before, switch included.
    expect((await as('POST', '/rest/clock', { type: 'come' })).statusCode).toBe(201);
    expect((await as('POST', '/rest/clock', { type: 'switch' })).statusCode).toBe(201);
  });
});

describe('OpenAPI', () => {
  it('documents the project and cost-centre paths, switch and project_id on clock events', async () => {
    const doc = (await ctx.request({ url: '/rest/openapi.json', host: `${slug}.localhost` })).json();
    for (const path of [
      '/rest/projects',
      '/rest/projects/{project}',
      '/rest/projects/{project}/times',
      '/rest/cost-centers',
      '/rest/cost-centers/{costCenter}',
      '/rest/cost-centers/{costCenter}/times',
      '/rest/terminal/{code}/projects',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const webBody = JSON.stringify(doc.paths['/rest/clock'].post.requestBody);
    expect(webBody).toContain('project_id');
    expect(webBody).toContain('switch');
    expect(JSON.stringify(doc.paths['/rest/terminal/{code}'].post.requestBody)).toContain('project_id');
    expect(JSON.stringify(doc.paths['/rest/mobile'].post.requestBody)).toContain('project_id');
    expect(JSON.stringify(doc.components.schemas.ErrorEnvelope)).toContain('project_not_at_location');
  });
});

describe('budget used over centuries', () => {
  it('adds up bookings from 1900 to a range in 2199 by walking only the days around them, with each shift’s time on its first day', async () => {
    const project = await createProject(ctx, slug, token, { budget_ms: 100 * H });
    const [early, night, recent, long] = [await createEmployee(ctx, slug, token), await createEmployee(ctx, slug, token), await createEmployee(ctx, slug, token), await createEmployee(ctx, slug, token)];
    await correct(early.id, [
      { type: 'come', occurred_at: at('08:00', '1900-01-03'), project_id: project.id },
      { type: 'go', occurred_at: at('12:00', '1900-01-03') },
    ]);
    // A night shift across the turn of a year: its time counts on 31 December.
    await correct(night.id, [
      { type: 'come', occurred_at: at('22:00', '2025-12-31'), project_id: project.id },
      { type: 'go', occurred_at: at('02:00', '2026-01-01') },
    ]);
    await correct(recent.id, [
      { type: 'come', occurred_at: at('08:00'), project_id: project.id },
      { type: 'go', occurred_at: at('12:00') },
    ]);
    // Booked on the project at Monday's come and left it only on Wednesday: the whole stretch counts on Monday.
    await correct(long.id, [
      { type: 'come', occurred_at: at('08:00', '2026-10-05'), project_id: project.id },
      { type: 'switch', occurred_at: at('08:00', '2026-10-07') },
      { type: 'go', occurred_at: at('12:00', '2026-10-07') },
    ]);
    const longTime = (await workingDay(long.id, '2026-10-05')).projects.find((p) => p.project_id === project.id)!.worked_ms;
    expect(longTime).toBeGreaterThan(40 * H);
    const total = 12 * H + longTime;

    const times = async (from: string, to: string) => {
      const response = await call('GET', `/rest/projects/${project.id}/times?from=${from}&to=${to}`);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      return { worked: data.worked_ms, used: data.budget_used_ms, remaining: data.budget_remaining_ms, employees: data.employees.map((e: { employee: { id: string }; worked_ms: number }) => [e.employee.id, e.worked_ms]) };
    };
    expect(await times('2199-12-01', '2199-12-31')).toEqual({ worked: 0, used: total, remaining: 100 * H - total, employees: [] });
    expect(await times('1900-01-01', '1900-01-31')).toEqual({ worked: 4 * H, used: 4 * H, remaining: 96 * H, employees: [[early.id, 4 * H]] });
    expect(await times('2025-12-31', '2025-12-31')).toMatchObject({ worked: 4 * H, used: 8 * H, employees: [[night.id, 4 * H]] });
    expect(await times('2026-01-01', '2026-01-31')).toMatchObject({ worked: 0, used: 8 * H, employees: [] });
    expect(await times('2026-10-06', '2026-10-31')).toMatchObject({ worked: 0, used: 8 * H + longTime, employees: [] });
    expect(await times('2026-10-05', '2026-10-05')).toMatchObject({ worked: longTime, used: 8 * H + longTime, employees: [[long.id, longTime]] });
    expect(await times('2026-11-01', '2026-11-30')).toMatchObject({ worked: 4 * H, used: total, employees: [[recent.id, 4 * H]] });
  });
});
