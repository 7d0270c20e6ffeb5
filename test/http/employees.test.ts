import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../src/platform/formats.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createDepartment, createEmployee, login, personWithLogin, ROLE_IDS, tenantWithAdmin } from '../support/factories.js';
import { atMigration, earlyEmployeeRow } from '../support/migrations.js';

let ctx: TestContext;
let slug: string;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token: adminToken } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

const as = (token: string) => ({
  get: (url: string) => ctx.request({ url, tenant: slug, token }),
  post: (url: string, body: unknown) => ctx.request({ method: 'POST', url, tenant: slug, token, body }),
  put: (url: string, body: unknown) => ctx.request({ method: 'PUT', url, tenant: slug, token, body }),
  delete: (url: string) => ctx.request({ method: 'DELETE', url, tenant: slug, token }),
});

describe('employee records', () => {
  it('creates, reads, updates and soft-deletes an employee with every field', async () => {
    const unit = await createDepartment(ctx, slug, adminToken, 'Lager');
    const created = await as(adminToken).post('/rest/employees', {
      code: '1001',
      first_name: 'Jana',
      last_name: 'Schulz',
      email: 'jana@example.com',
      role_id: ROLE_IDS.employee,
      department_id: unit.id,
      birth_date: '2009-05-01',
      entry_date: '2026-08-01',
      badge: 'B-1001',
      pin: '4711',
      weekly_target_ms: 40 * 3600_000,
      password: 'jana-password',
    });
    expect(created.statusCode, created.body).toBe(201);
    const employee = created.json().data;
    expect(employee).toMatchObject({
      code: '1001',
      name: 'Jana Schulz',
      department_id: unit.id,
      birth_date: '2009-05-01',
      exit_date: null,
      badge: 'B-1001',
      has_pin: true,
      can_login: true,
      weekly_target: '40:00:00.000',
      weekly_target_ms: 144_000_000,
    });
    expect(employee.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(employee.created_at).toMatch(/Z$/);
    expect(JSON.stringify(employee)).not.toMatch(/4711|jana-password|pin_hash|password_hash/);

    const read = await as(adminToken).get(`/rest/employees/${employee.id}`);
    expect(read.json().data).toEqual(employee);

    const updated = await as(adminToken).put(`/rest/employees/${employee.id}`, { last_name: 'Schulz-Meyer', exit_date: '2027-01-31' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Jana Schulz-Meyer', exit_date: '2027-01-31', email: 'jana@example.com' });

    expect((await as(adminToken).delete(`/rest/employees/${employee.id}`)).statusCode).toBe(200);
    expectEnvelope(await as(adminToken).get(`/rest/employees/${employee.id}`), 404, 'not_found');
    const kept = await ctx.services.tenants.withTenant(slug, ({ db }) =>
      db.selectFrom('employees').select(['code', 'deleted_at', 'exit_date']).where('id', '=', employee.id).executeTakeFirst(),
    );
    expect(kept?.code).toBe('1001');
    expect(kept?.deleted_at).toBeTruthy();
    expect(kept?.exit_date).toBe('2027-01-31');
  });

  it('gives someone deleted without an exit date the day of the deletion as one, so their record can later be erased', async () => {
    const employee = await createEmployee(ctx, slug, adminToken);
    expect((await as(adminToken).delete(`/rest/employees/${employee.id}`)).statusCode).toBe(200);
    const kept = await ctx.services.tenants.withTenant(slug, ({ db }) => db.selectFrom('employees').select(['exit_date']).where('id', '=', employee.id).executeTakeFirst());
    expect(kept?.exit_date).toBe(localDate(Date.now(), 'Europe/Berlin'));
    // Today is not in the past yet: the erasure is possible from tomorrow on.
    const erasure = expectEnvelope(await as(adminToken).post(`/rest/employees/${employee.id}/erasure`, { reason: 'Antrag' }), 409, 'conflict');
    expect(erasure.errors[0]._meta.code).toBe('employee_active');

    // Someone who was to start next year leaves on their entry date: an exit never precedes it.
    const entryDate = `${new Date().getUTCFullYear() + 1}-01-01`;
    const hired = await createEmployee(ctx, slug, adminToken, { entry_date: entryDate });
    expect((await as(adminToken).delete(`/rest/employees/${hired.id}`)).statusCode).toBe(200);
    const notStarted = await ctx.services.tenants.withTenant(slug, ({ db }) => db.selectFrom('employees').select(['entry_date', 'exit_date']).where('id', '=', hired.id).executeTakeFirst());
    expect(notStarted).toEqual({ entry_date: entryDate, exit_date: entryDate });
  });

  it('gives people deleted before, without an exit date, the day of their deletion by a migration', async () => {
    await atMigration(ctx, '2026_11_29_0101_deleted_event_receipts', async (db, migrator) => {
      const role = await db.selectFrom('roles').select('id').executeTakeFirstOrThrow();
      const person = (id: string, code: string, deletedAt: string | null, exitDate: string | null) =>
        earlyEmployeeRow({ id, code, role_id: role.id, deleted_at: deletedAt, exit_date: exitDate, created_at: '2026-01-05T08:00:00.000Z' });
      await db
        .insertInto('employees')
        .values([
          person('01900000-0000-7000-8000-0000000000d1', 'D1', '2026-03-04T23:30:00.000Z', null),
          person('01900000-0000-7000-8000-0000000000d2', 'D2', '2026-03-04T10:00:00.000Z', '2026-02-28'),
          person('01900000-0000-7000-8000-0000000000d3', 'D3', null, null),
          { ...person('01900000-0000-7000-8000-0000000000d4', 'D4', '2026-03-04T10:00:00.000Z', null), entry_date: '2026-04-01' },
        ])
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await db.selectFrom('employees').select(['code', 'exit_date']).where('code', 'in', ['D1', 'D2', 'D3', 'D4']).orderBy('code').execute();
      expect(rows).toEqual([
        { code: 'D1', exit_date: '2026-03-04' },
        { code: 'D2', exit_date: '2026-02-28' },
        { code: 'D3', exit_date: null },
        { code: 'D4', exit_date: '2026-04-01' },
      ]);
    });
  });

  it('allows employees without login rights', async () => {
    const employee = await createEmployee(ctx, slug, adminToken, { badge: 'TERM-1' });
    expect(employee).toMatchObject({ can_login: false });
  });

  it('refuses a password or PIN guessed first, and the code as the password, when it sets them', async () => {
    const created = await as(adminToken).post('/rest/employees', { code: 'WEAK-1', first_name: 'Wendy', last_name: 'Weak', password: '12345678', pin: '0000' });
    expect(expectEnvelope(created, 422, 'validation_error').field_errors).toEqual({
      password: ['The password is too easy to guess; choose another.'],
      pin: ['The PIN is too easy to guess; choose another.'],
    });
    const person = await createEmployee(ctx, slug, adminToken, { code: 'WEAK-2026' });
    const change = (body: Record<string, unknown>) => ctx.request({ method: 'PUT', url: `/rest/employees/${person.id}`, tenant: slug, token: adminToken, body });
    expect(expectEnvelope(await change({ password: 'weak-2026' }), 422, 'validation_error').field_errors).toEqual({ password: ['The password must not be the personnel code.'] });
    // The code the same change gives the person counts.
    expect(expectEnvelope(await change({ code: 'NEU-12345', password: 'neu-12345' }), 422, 'validation_error').field_errors).toEqual({ password: ['The password must not be the personnel code.'] });
    expect(expectEnvelope(await change({ pin: '1234' }), 422, 'validation_error').field_errors).toEqual({ pin: ['The PIN is too easy to guess; choose another.'] });
    // A member that may be null, given a value it refuses, says what is wrong with the value.
    expect(expectEnvelope(await change({ password: 'short' }), 422, 'validation_error').field_errors).toEqual({ password: ['The password field must be at least 8 characters.'] });
    expect((await change({ password: 'Frühschicht-Tor-3', pin: '4711' })).statusCode).toBe(200);
  });

  it('validates input with field errors', async () => {
    await createEmployee(ctx, slug, adminToken, { code: 'DUP', badge: 'DUP-B' });
    const response = await as(adminToken).post('/rest/employees', {
      code: 'DUP',
      first_name: 'A',
      last_name: 'B',
      badge: 'DUP-B',
      department_id: '01900000-0000-7000-8000-000000000000',
    });
    const body = expectEnvelope(response, 422, 'validation_error');
    expect(body.field_errors).toEqual({
      code: ['The code has already been taken.'],
      badge: ['The badge has already been taken.'],
      department_id: ['The selected department id is invalid.'],
    });

    const shape = await as(adminToken).post('/rest/employees', {
      first_name: '',
      last_name: 'B',
      email: 'not-an-email',
      birth_date: '2026-02-30',
      pin: '12',
      entry_date: '2026-05-01',
    });
    const shapeBody = expectEnvelope(shape, 422, 'validation_error');
    expect(Object.keys(shapeBody.field_errors).sort()).toEqual(['birth_date', 'code', 'email', 'first_name', 'pin']);

    const order = await as(adminToken).post('/rest/employees', {
      code: 'ORDER',
      first_name: 'A',
      last_name: 'B',
      entry_date: '2026-05-01',
      exit_date: '2026-04-30',
    });
    expect(expectEnvelope(order, 422, 'validation_error').field_errors).toHaveProperty('exit_date');
  });

  it('keeps the personnel code without surrounding blanks, so the person can log in with it and nobody gets it twice', async () => {
    const created = await as(adminToken).post('/rest/employees', { code: ' TRIM-1 ', first_name: 'A', last_name: 'B', password: 'person-password-1' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.code).toBe('TRIM-1');
    await login(ctx, slug, 'TRIM-1', 'person-password-1');

    const twice = await as(adminToken).post('/rest/employees', { code: 'TRIM-1 ', first_name: 'C', last_name: 'D' });
    expect(expectEnvelope(twice, 422, 'validation_error').field_errors).toEqual({ code: ['The code has already been taken.'] });

    const renamed = await as(adminToken).put(`/rest/employees/${created.json().data.id}`, { code: 'TRIM-2\t' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.code).toBe('TRIM-2');
    await login(ctx, slug, 'TRIM-2', 'person-password-1');
    const other = await createEmployee(ctx, slug, adminToken);
    expectEnvelope(await as(adminToken).put(`/rest/employees/${other.id}`, { code: ' TRIM-2' }), 422, 'validation_error');
  });

  it('keeps names and the badge without surrounding blanks, so the badge a reader sends finds the person', async () => {
    const created = await as(adminToken).post('/rest/employees', { code: 'TRIM-B', first_name: ' Anna ', last_name: 'Weiß\t', badge: ' B-TRIM-1 ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ first_name: 'Anna', last_name: 'Weiß', badge: 'B-TRIM-1' });
    expect(expectEnvelope(await as(adminToken).post('/rest/employees', { code: 'TRIM-C', first_name: 'C', last_name: 'D', badge: 'B-TRIM-1 ' }), 422, 'validation_error').field_errors).toEqual({
      badge: ['The badge has already been taken.'],
    });
    const changed = await as(adminToken).put(`/rest/employees/${created.json().data.id}`, { badge: '\tB-TRIM-2', last_name: ' Weiss' });
    expect(changed.json().data).toMatchObject({ badge: 'B-TRIM-2', last_name: 'Weiss' });

    const terminal = await ctx.request({ method: 'POST', url: '/rest/terminals', tenant: slug, token: adminToken, body: { name: 'Eingang Trim' } });
    expect(terminal.statusCode, terminal.body).toBe(201);
    const secret = terminal.json().data.secret as string;
    const clocked = await ctx.request({ method: 'POST', url: `/rest/terminal/${secret}`, tenant: slug, body: { badge: 'B-TRIM-2', type: 'come' } });
    expect(clocked.statusCode, clocked.body).toBe(201);
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    expectEnvelope(await as(adminToken).get('/rest/employees/not-a-uuid'), 400, 'bad_request');
    expectEnvelope(await as(adminToken).get('/rest/employees/01900000-0000-7000-8000-000000000000'), 404, 'not_found');
  });

  it('does not find an employee of another tenant', async () => {
    const other = await tenantWithAdmin(ctx);
    const foreign = await createEmployee(ctx, other.slug, other.token);
    expectEnvelope(await as(adminToken).get(`/rest/employees/${foreign.id}`), 404, 'not_found');
    expectEnvelope(await as(adminToken).put(`/rest/employees/${foreign.id}`, { last_name: 'X' }), 404, 'not_found');
  });

  /** A person employed since 2025 in a tenant whose March 2025 is closed, and PUT of their record expecting 409 for it. */
  async function closedMarch2025() {
    const own = await tenantWithAdmin(ctx);
    const put = (id: string, body: unknown) => ctx.request({ method: 'PUT', url: `/rest/employees/${id}`, tenant: own.slug, token: own.token, body });
    const person = await createEmployee(ctx, own.slug, own.token, { entry_date: '2025-01-01' });
    await ctx.services.tenants.withTenant(own.slug, ({ db }) => db.insertInto('payroll_periods').values({ period: '2025-03', closed_at: new Date().toISOString(), closed_by: null }).execute());
    const locked = async (body: unknown) => {
      const envelope = expectEnvelope(await put(person.id, body), 409, 'conflict');
      expect(envelope.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: '2025-03' });
    };
    return { own, put, person, locked };
  }

  it('refuses an entry or exit date that moves days of a closed payroll month into or out of the employment', async () => {
    const { put, person, locked } = await closedMarch2025();
    await locked({ exit_date: '2025-03-15' });
    await locked({ entry_date: '2025-03-10' });
    await locked({ exit_date: '2025-02-28' });
    // Days outside the closed month are free to move.
    expect((await put(person.id, { exit_date: '2025-04-30' })).statusCode).toBe(200);
    expect((await put(person.id, { entry_date: '2025-02-01' })).statusCode).toBe(200);
    expect((await put(person.id, { entry_date: null })).statusCode).toBe(200);
    expect((await put(person.id, { exit_date: '2025-03-31' })).statusCode).toBe(200);
    await locked({ exit_date: '2025-03-30' });
    expect((await put(person.id, { exit_date: null, last_name: 'Neu' })).json().data).toMatchObject({ entry_date: null, exit_date: null, last_name: 'Neu' });
    await locked({ entry_date: '2025-04-01' });
  });

  it('refuses a birth date that judges days of a closed payroll month by the other age’s rules', async () => {
    const { own, put, person, locked } = await closedMarch2025();
    // A minor until 2026: March 2025 would take the minors' breaks.
    await locked({ birth_date: '2008-01-01' });
    // Of age since 2008 either way: no day of March 2025 changes.
    expect((await put(person.id, { birth_date: '1990-01-01' })).statusCode).toBe(200);
    expect((await put(person.id, { birth_date: '1991-05-05' })).statusCode).toBe(200);
    // Of age from 10 March 2025 instead of 2009: the first days of March would be a minor's.
    await locked({ birth_date: '2007-03-10' });
    // No birth date judges every day as an adult's, as 1991 did for 2025.
    expect((await put(person.id, { birth_date: null })).statusCode).toBe(200);
    await locked({ birth_date: '2010-06-01', last_name: 'Neu' });
    expect((await put(person.id, { last_name: 'Alt' })).json().data).toMatchObject({ birth_date: null, last_name: 'Alt' });
    // Only days of the employment count: someone who started after the closed month may get any birth date.
    const apprentice = await createEmployee(ctx, own.slug, own.token, { entry_date: '2025-09-01' });
    expect((await put(apprentice.id, { birth_date: '2010-06-01' })).statusCode).toBe(200);
  });

  it('refuses to delete someone without an exit date when the days after today lie in a closed payroll month, as PUT refuses that exit date', async () => {
    const own = await tenantWithAdmin(ctx);
    const person = await createEmployee(ctx, own.slug, own.token, { entry_date: '2025-01-01' });
    const leaver = await createEmployee(ctx, own.slug, own.token, { entry_date: '2025-01-01', exit_date: '2025-06-30' });
    const tomorrow = localDate(Date.now() + 86_400_000, 'Europe/Berlin');
    await ctx.services.tenants.withTenant(own.slug, ({ db }) => db.insertInto('payroll_periods').values({ period: tomorrow.slice(0, 7), closed_at: new Date().toISOString(), closed_by: null }).execute());
    const remove = (id: string) => ctx.request({ method: 'DELETE', url: `/rest/employees/${id}`, tenant: own.slug, token: own.token });
    const envelope = expectEnvelope(await remove(person.id), 409, 'conflict');
    expect(envelope.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: tomorrow.slice(0, 7) });
    const kept = await ctx.request({ method: 'GET', url: `/rest/employees/${person.id}`, tenant: own.slug, token: own.token });
    expect(kept.json().data).toMatchObject({ exit_date: null });
    // Someone who left already keeps their exit date: the deletion moves no day and goes through.
    expect((await remove(leaver.id)).statusCode).toBe(200);
  });

  it('refuses to delete oneself', async () => {
    const me = (await as(adminToken).get('/rest/login')).json().data;
    expectEnvelope(await as(adminToken).delete(`/rest/employees/${me.id}`), 409, 'conflict');
  });
});

describe('GET /rest/employees', () => {
  it('paginates Laravel-style and filters by department, location and search', async () => {
    const { slug: tenant, token } = await tenantWithAdmin(ctx);
    const unit = await createDepartment(ctx, tenant, token, 'Kasse');
    for (let i = 1; i <= 7; i++) {
      await createEmployee(ctx, tenant, token, { code: `P${i}`, first_name: 'Page', last_name: `Zeta${i}`, department_id: unit.id });
    }
    await createEmployee(ctx, tenant, token, { code: 'SRCH', first_name: 'Özlem', last_name: 'Müller' });

    const first = await ctx.request({ url: `/rest/employees?per_page=3&department_id=${unit.id}`, tenant, token });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.data.map((e: { code: string }) => e.code)).toEqual(['P1', 'P2', 'P3']);
    expect(page1.meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 3,
      path: `http://${tenant}.localhost/rest/employees`,
      per_page: 3,
      to: 3,
      total: 7,
    });
    expect(page1.links.prev).toBeNull();
    expect(page1.links.next).toBe(`http://${tenant}.localhost/rest/employees?per_page=3&department_id=${unit.id}&page=2`);
    expect(page1.links.last).toContain('page=3');

    const page3 = (await ctx.request({ url: `/rest/employees?per_page=3&page=3&department_id=${unit.id}`, tenant, token })).json();
    expect(page3.data).toHaveLength(1);
    expect(page3.meta).toMatchObject({ from: 7, to: 7, current_page: 3 });
    expect(page3.links.next).toBeNull();

    const beyond = (await ctx.request({ url: `/rest/employees?page=9&department_id=${unit.id}`, tenant, token })).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ from: null, to: null, total: 7 });

    const search = (await ctx.request({ url: `/rest/employees?search=${encodeURIComponent('müll')}`, tenant, token })).json();
    expect(search.data.map((e: { code: string }) => e.code)).toEqual(['SRCH']);
    // Links repeat the other parameters as the form encoding writes them, with the page last.
    expect(search.links.first).toBe(`http://${tenant}.localhost/rest/employees?search=m%C3%BCll&per_page=25&page=1`);
    const spaced = (await ctx.request({ url: `/rest/employees?page=1&search=${encodeURIComponent('a b&c')}&per_page=5`, tenant, token })).json();
    expect(spaced.links.last).toBe(`http://${tenant}.localhost/rest/employees?search=a+b%26c&per_page=5&page=1`);
    const byCode = (await ctx.request({ url: '/rest/employees?search=srch', tenant, token })).json();
    expect(byCode.data.map((e: { code: string }) => e.code)).toEqual(['SRCH']);
    const wildcard = (await ctx.request({ url: '/rest/employees?search=%25', tenant, token })).json();
    expect(wildcard.data).toEqual([]);
  });

  it('searches names in any case, umlauts and other letters beyond ASCII too, on either database', async () => {
    const { slug: tenant, token } = await tenantWithAdmin(ctx);
    for (const [code, first_name, last_name] of [
      ['M1', 'Hans', 'MÜLLER'],
      ['M2', 'Greta', 'Müller'],
      ['O1', 'Ayşe', 'Öztürk'],
      ['A1', 'Erika', 'Ärger'],
      ['J1', 'José', 'NÚÑEZ'],
      ['Ä-7', 'Anna', 'Adler'],
    ]) {
      await createEmployee(ctx, tenant, token, { code, first_name, last_name });
    }
    const found = async (search: string) =>
      ((await ctx.request({ url: `/rest/employees?search=${encodeURIComponent(search)}`, tenant, token })).json().data as Array<{ code: string }>).map((e) => e.code).sort();
    for (const search of ['müller', 'Müller', 'MÜLLER', 'mÜller']) expect(await found(search), search).toEqual(['M1', 'M2']);
    for (const search of ['öztürk', 'Öztürk', 'ÖZTÜRK', 'ÖzT']) expect(await found(search), search).toEqual(['O1']);
    for (const search of ['ärger', 'ÄRGER']) expect(await found(search), search).toEqual(['A1']);
    expect(await found('núñez')).toEqual(['J1']);
    expect(await found('AYŞE')).toEqual(['O1']);
    // Codes too.
    expect(await found('ä-7')).toEqual(['Ä-7']);
  });

  it('rejects per_page above 100 and page below 1 with 422', async () => {
    const tooMany = expectEnvelope(await as(adminToken).get('/rest/employees?per_page=101'), 422, 'validation_error');
    expect(tooMany.field_errors).toEqual({ per_page: ['The per page field must not be greater than 100.'] });
    expectEnvelope(await as(adminToken).get('/rest/employees?page=0'), 422, 'validation_error');
    expectEnvelope(await as(adminToken).get('/rest/employees?department_id=xyz'), 422, 'validation_error');
  });
});

describe('visibility across a three-level department tree', () => {
  // Zentrale > Produktion > Schicht A ; Zentrale > Vertrieb
  let tree: Record<'zentrale' | 'produktion' | 'schichtA' | 'vertrieb', string>;
  let people: Record<string, { id: string; token: string }>;

  beforeAll(async () => {
    const zentrale = (await createDepartment(ctx, slug, adminToken, 'Zentrale')).id;
    const produktion = (await createDepartment(ctx, slug, adminToken, 'Produktion', zentrale)).id;
    const schichtA = (await createDepartment(ctx, slug, adminToken, 'Schicht A', produktion)).id;
    const vertrieb = (await createDepartment(ctx, slug, adminToken, 'Vertrieb', zentrale)).id;
    tree = { zentrale, produktion, schichtA, vertrieb };
    people = {
      hrTop: await personWithLogin(ctx, slug, adminToken, { role: 'hr_admin', department_id: zentrale }),
      hrProduktion: await personWithLogin(ctx, slug, adminToken, { role: 'hr_admin', department_id: produktion }),
      payrollSchicht: await personWithLogin(ctx, slug, adminToken, { role: 'payroll_accounting', department_id: schichtA }),
      workerSchicht: await personWithLogin(ctx, slug, adminToken, { role: 'employee', department_id: schichtA }),
      workerVertrieb: await personWithLogin(ctx, slug, adminToken, { role: 'employee', department_id: vertrieb }),
      noUnitHr: await personWithLogin(ctx, slug, adminToken, { role: 'hr_admin', department_id: null }),
      hrVertrieb: await personWithLogin(ctx, slug, adminToken, { role: 'hr_admin', department_id: vertrieb }),
    };
  });

  const visibleIds = async (token: string) =>
    new Set(
      (await as(token).get(`/rest/employees?per_page=100`)).json().data.map((e: { id: string }) => e.id) as string[],
    );

  it('lets a role with employees:view see its own unit and everything below', async () => {
    const seen = await visibleIds(people.hrProduktion!.token);
    expect(seen.has(people.hrProduktion!.id)).toBe(true);
    expect(seen.has(people.payrollSchicht!.id)).toBe(true);
    expect(seen.has(people.workerSchicht!.id)).toBe(true);
    expect(seen.has(people.workerVertrieb!.id)).toBe(false);
    expect(seen.has(people.hrTop!.id)).toBe(false);
    expect((await as(people.hrProduktion!.token).get(`/rest/employees/${people.workerSchicht!.id}`)).statusCode).toBe(200);
    expectEnvelope(await as(people.hrProduktion!.token).get(`/rest/employees/${people.workerVertrieb!.id}`), 403, 'forbidden');
    expectEnvelope(await as(people.hrProduktion!.token).get(`/rest/employees/${people.hrTop!.id}`), 403, 'forbidden');
  });

  it('lets the top unit see the whole tree below it', async () => {
    const seen = await visibleIds(people.hrTop!.token);
    for (const key of ['hrProduktion', 'payrollSchicht', 'workerSchicht', 'workerVertrieb']) expect(seen.has(people[key]!.id)).toBe(true);
    expect(seen.has(people.noUnitHr!.id)).toBe(false);
  });

  it('lists for each caller its own units, also when two see as many units and filter alike', async () => {
    // Both see one unit; their lists share one compiled query and differ only in its values.
    const schicht = await visibleIds(people.payrollSchicht!.token);
    const vertrieb = await visibleIds(people.hrVertrieb!.token);
    expect(schicht).toEqual(new Set([people.payrollSchicht!.id, people.workerSchicht!.id]));
    expect(vertrieb).toEqual(new Set([people.hrVertrieb!.id, people.workerVertrieb!.id]));
    const inUnit = async (token: string, unit: string) => (await as(token).get(`/rest/employees?department_id=${unit}`)).json().meta.total as number;
    expect(await inUnit(people.hrTop!.token, tree.schichtA)).toBe(2);
    expect(await inUnit(people.hrTop!.token, tree.vertrieb)).toBe(2);
    expect(await inUnit(people.hrTop!.token, tree.produktion)).toBe(1);
    expect(await inUnit(people.hrProduktion!.token, tree.vertrieb)).toBe(0);
  });

  it('lets the lowest unit see only itself', async () => {
    const seen = await visibleIds(people.payrollSchicht!.token);
    expect(seen.has(people.workerSchicht!.id)).toBe(true);
    expect(seen.has(people.hrProduktion!.id)).toBe(false);
  });

  it('lets a role without view permissions see only the own record', async () => {
    const worker = people.workerSchicht!;
    expect((await as(worker.token).get(`/rest/employees/${worker.id}`)).statusCode).toBe(200);
    const body = expectEnvelope(await as(worker.token).get(`/rest/employees/${people.payrollSchicht!.id}`), 403, 'forbidden');
    expect(body).not.toHaveProperty('data');
    expect(JSON.stringify(body)).not.toMatch(/"code"|first_name|last_name/);
  });

  it('shows a person with view rights but no unit only themselves', async () => {
    const seen = await visibleIds(people.noUnitHr!.token);
    expect([...seen]).toEqual([people.noUnitHr!.id]);
  });

  it('lets Workspace Admin see everyone', async () => {
    const seen = await visibleIds(adminToken);
    for (const person of Object.values(people)) expect(seen.has(person.id)).toBe(true);
  });

  it('refuses changes to, and placement into, units outside the visible ones', async () => {
    const hr = people.hrProduktion!.token;
    expectEnvelope(await as(hr).put(`/rest/employees/${people.workerVertrieb!.id}`, { last_name: 'X' }), 403, 'forbidden');
    expectEnvelope(await as(hr).delete(`/rest/employees/${people.workerVertrieb!.id}`), 403, 'forbidden');
    expectEnvelope(
      await as(hr).post('/rest/employees', { code: 'OUTSIDE', first_name: 'A', last_name: 'B', department_id: tree.vertrieb }),
      403,
      'forbidden',
    );
    expectEnvelope(await as(hr).put(`/rest/employees/${people.workerSchicht!.id}`, { department_id: tree.vertrieb }), 403, 'forbidden');
    const inside = await as(hr).post('/rest/employees', { code: 'INSIDE', first_name: 'A', last_name: 'B', department_id: tree.schichtA });
    expect(inside.statusCode).toBe(201);
  });
});

describe('mass assignment and role escalation', () => {
  it('does not let an employee raise their own role through PUT /employees/{self}', async () => {
    const worker = await personWithLogin(ctx, slug, adminToken, { role: 'employee' });
    expectEnvelope(await as(worker.token).put(`/rest/employees/${worker.id}`, { role_id: ROLE_IDS.workspace_admin }), 403, 'forbidden');
    const after = (await as(worker.token).get('/rest/login')).json().data;
    expect(after.role.system_key).toBe('employee');
  });

  it('does not let HR Admin make anyone, including themselves, Workspace Admin', async () => {
    const unit = await createDepartment(ctx, slug, adminToken, 'HR Abteilung');
    const hr = await personWithLogin(ctx, slug, adminToken, { role: 'hr_admin', department_id: unit.id });
    const colleague = await createEmployee(ctx, slug, adminToken, { department_id: unit.id });
    expectEnvelope(await as(hr.token).put(`/rest/employees/${hr.id}`, { role_id: ROLE_IDS.workspace_admin }), 403, 'forbidden');
    const escalation = await as(hr.token).put(`/rest/employees/${colleague.id}`, { role_id: ROLE_IDS.workspace_admin });
    expect(expectEnvelope(escalation, 403, 'forbidden').errors[0]._meta.missing_permissions).toContain('settings:manage');
    // Lohnbuchhaltung carries payroll permissions HR Admin lacks; Mitarbeitende lies within HR's own.
    expectEnvelope(await as(hr.token).put(`/rest/employees/${colleague.id}`, { role_id: ROLE_IDS.payroll_accounting }), 403, 'forbidden');
    const custom = (await as(adminToken).post('/rest/roles', { name: 'Aushilfe', permissions: ['time-tracking:clock-web'] })).json().data;
    const allowed = await as(hr.token).put(`/rest/employees/${colleague.id}`, { role_id: custom.id });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data.role_id).toBe(custom.id);
  });

  it('ignores unknown fields such as password_hash or deleted_at', async () => {
    const target = await createEmployee(ctx, slug, adminToken, { password: 'target-password' });
    const response = await as(adminToken).put(`/rest/employees/${target.id}`, {
      first_name: 'Still',
      password_hash: 'x',
      deleted_at: '2020-01-01T00:00:00Z',
      id: '01900000-0000-7000-8000-000000000000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: target.id, first_name: 'Still', can_login: true });
    await login(ctx, slug, target.code, 'target-password');
  });
});

describe('badge numbers', () => {
  // A badge alone clocks its holder in at any terminal: like an NFC tag UID it is a credential.
  it('are masked for a department-scoped role that may only read the record, in the single answer and the list', async () => {
    const unit = await createDepartment(ctx, slug, adminToken, 'Versand');
    const colleague = await createEmployee(ctx, slug, adminToken, { department_id: unit.id, badge: 'BADGE-4711' });
    const payroll = await personWithLogin(ctx, slug, adminToken, { role: 'payroll_accounting', department_id: unit.id });
    const seen = await as(payroll.token).get(`/rest/employees/${colleague.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.badge).toBe('******4711');
    const listed = await as(payroll.token).get(`/rest/employees?department_id=${unit.id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).not.toContain('BADGE-4711');
    expect(listed.json().data.find((e: { id: string }) => e.id === colleague.id).badge).toBe('******4711');
    const searched = await as(payroll.token).get(`/rest/employees?search=${colleague.code}`);
    expect(searched.body).not.toContain('BADGE-4711');
  });

  it('are masked for Zeiterfassung Admin and for a custom role with employees:view, shown to the person themselves', async () => {
    const unit = await createDepartment(ctx, slug, adminToken, 'Kommissionierung');
    const holder = await personWithLogin(ctx, slug, adminToken, { department_id: unit.id, badge: 'B-KOMM-0815' });
    const viewRole = (await as(adminToken).post('/rest/roles', { name: 'Teamleitung Kommissionierung', permissions: ['employees:view'] })).json().data.id as string;
    const timeAdmin = await personWithLogin(ctx, slug, adminToken, { role: 'time_tracking_admin', department_id: unit.id });
    const lead = await personWithLogin(ctx, slug, adminToken, { role_id: viewRole, department_id: unit.id });
    for (const reader of [timeAdmin, lead]) {
      const seen = await as(reader.token).get(`/rest/employees/${holder.id}`);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json().data.badge).toBe('*******0815');
      expect((await as(reader.token).get(`/rest/employees?department_id=${unit.id}`)).body).not.toContain('B-KOMM-0815');
    }
    expect((await as(holder.token).get(`/rest/employees/${holder.id}`)).json().data.badge).toBe('B-KOMM-0815');
    expect((await as(holder.token).get('/rest/login')).json().data.badge).toBe('B-KOMM-0815');
    // A badge of four characters or fewer is hidden completely.
    const short = await createEmployee(ctx, slug, adminToken, { department_id: unit.id, badge: '0815' });
    expect((await as(lead.token).get(`/rest/employees/${short.id}`)).json().data.badge).toBe('****');
  });

  it('show in full only to those who may change them: employees:manage, for a person whose role lies within theirs', async () => {
    const unit = await createDepartment(ctx, slug, adminToken, 'Personalbüro');
    const hr = await personWithLogin(ctx, slug, adminToken, { role: 'hr_admin', department_id: unit.id });
    const worker = await createEmployee(ctx, slug, adminToken, { department_id: unit.id, badge: 'B-WORK-2001' });
    // HR Admin lacks payroll permissions, so may not change a Lohnbuchhaltung holder's badge (PUT answers 403).
    const payroll = await createEmployee(ctx, slug, adminToken, { role: 'payroll_accounting', department_id: unit.id, badge: 'B-PAY-2002' });
    expectEnvelope(await as(hr.token).put(`/rest/employees/${payroll.id}`, { badge: 'B-PAY-2003' }), 403, 'forbidden');
    expect((await as(hr.token).get(`/rest/employees/${worker.id}`)).json().data.badge).toBe('B-WORK-2001');
    expect((await as(hr.token).get(`/rest/employees/${payroll.id}`)).json().data.badge).toBe('******2002');
    const listed = (await as(hr.token).get(`/rest/employees?department_id=${unit.id}`)).json().data as Array<{ id: string; badge: string | null }>;
    expect(Object.fromEntries(listed.map((e) => [e.id, e.badge]))).toMatchObject({ [worker.id]: 'B-WORK-2001', [payroll.id]: '******2002' });
    const changed = await as(hr.token).put(`/rest/employees/${worker.id}`, { badge: 'B-WORK-2004' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.badge).toBe('B-WORK-2004');
    // Workspace Admin may change everyone's.
    expect((await as(adminToken).get(`/rest/employees/${payroll.id}`)).json().data.badge).toBe('B-PAY-2002');
  });
});
