import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { ADMIN_PASSWORD, createDepartment, createEmployee, login, personWithLogin, ROLE_IDS, tenantWithAdmin } from '../support/factories.js';

/** Access rules that keep people with fewer rights from reaching people with more. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

async function unitWithHr() {
  const admin = await tenantWithAdmin(ctx);
  const unit = await createDepartment(ctx, admin.slug, admin.token, 'Werk Nord');
  const hr = await personWithLogin(ctx, admin.slug, admin.token, { role: 'hr_admin', department_id: unit.id });
  return { admin, unit, hr };
}

describe('people with more rights', () => {
  it('cannot have their password, PIN, badge or role changed, nor be deleted, by someone with fewer', async () => {
    const { admin, unit, hr } = await unitWithHr();
    const boss = await createEmployee(ctx, admin.slug, admin.token, { role: 'workspace_admin', department_id: unit.id, password: 'boss-password-1' });
    const put = (body: unknown) => ctx.request({ method: 'PUT', url: `/rest/employees/${boss.id}`, tenant: admin.slug, token: hr.token, body });
    expectEnvelope(await put({ password: 'owned-by-hr-1' }), 403, 'forbidden');
    expectEnvelope(await put({ pin: '1234' }), 403, 'forbidden');
    expectEnvelope(await put({ badge: 'STOLEN' }), 403, 'forbidden');
    expectEnvelope(await put({ role_id: ROLE_IDS.employee }), 403, 'forbidden');
    // An exit date in the past ends their sessions and logins as a deletion would.
    expectEnvelope(await put({ exit_date: '2020-01-01' }), 403, 'forbidden');
    expectEnvelope(await ctx.request({ method: 'DELETE', url: `/rest/employees/${boss.id}`, tenant: admin.slug, token: hr.token }), 403, 'forbidden');
    // Their record itself stays maintainable by HR.
    expect((await put({ last_name: 'Neuer Name' })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'POST', url: '/rest/login', tenant: admin.slug, body: { code: boss.code, password: 'boss-password-1' } })).statusCode).toBe(200);
  });

  it('ends the other sessions of a person whose password is set or removed', async () => {
    const admin = await tenantWithAdmin(ctx);
    const person = await personWithLogin(ctx, admin.slug, admin.token, { password: 'first-password-1' });
    expect((await ctx.request({ method: 'PUT', url: `/rest/employees/${person.id}`, tenant: admin.slug, token: admin.token, body: { password: null } })).statusCode).toBe(200);
    expectEnvelope(await ctx.request({ url: '/rest/login', tenant: admin.slug, token: person.token }), 401, 'unauthenticated');
  });
});

describe('the organisation tree', () => {
  it('lets unit-scoped roles manage only units below their own', async () => {
    const { admin, unit, hr } = await unitWithHr();
    const top = await createDepartment(ctx, admin.slug, admin.token, 'Geschäftsleitung');
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => ctx.request({ method, url, tenant: admin.slug, token: hr.token, body });
    expectEnvelope(await call('PUT', `/rest/departments/${top.id}`, { parent_id: unit.id }), 403, 'forbidden');
    expectEnvelope(await call('POST', '/rest/departments', { name: 'Neue Wurzel' }), 403, 'forbidden');
    expectEnvelope(await call('DELETE', `/rest/departments/${top.id}`), 403, 'forbidden');
    const below = await call('POST', '/rest/departments', { name: 'Schicht A', parent_id: unit.id });
    expect(below.statusCode).toBe(201);
    expectEnvelope(await call('PUT', `/rest/departments/${below.json().data.id}`, { parent_id: top.id }), 403, 'forbidden');
    expect((await call('PUT', `/rest/departments/${below.json().data.id}`, { name: 'Schicht B' })).statusCode).toBe(200);
  });

  it('answers 409, not 500, for a department a roster plans for, and deletes a location that a terminal uses', async () => {
    const admin = await tenantWithAdmin(ctx);
    const unit = await createDepartment(ctx, admin.slug, admin.token, 'Lager');
    await ctx.request({ method: 'POST', url: '/rest/rosters', tenant: admin.slug, token: admin.token, body: { name: 'R', period_start: '2026-12-01', period_end: '2026-12-31', unit_id: unit.id } });
    expectEnvelope(await ctx.request({ method: 'DELETE', url: `/rest/departments/${unit.id}`, tenant: admin.slug, token: admin.token }), 409, 'conflict');
    const site = (await ctx.request({ method: 'POST', url: '/rest/locations', tenant: admin.slug, token: admin.token, body: { name: 'Halle' } })).json().data;
    await ctx.request({ method: 'POST', url: '/rest/terminals', tenant: admin.slug, token: admin.token, body: { name: 'Tor', location_id: site.id } });
    expect((await ctx.request({ method: 'DELETE', url: `/rest/locations/${site.id}`, tenant: admin.slug, token: admin.token })).statusCode).toBe(200);
  });
});

describe('secrets and brute force', () => {
  it('keeps a terminal’s secret out of the audit log', async () => {
    const admin = await tenantWithAdmin(ctx);
    const created = await ctx.request({ method: 'POST', url: '/rest/terminals', tenant: admin.slug, token: admin.token, body: { name: 'Tor' } });
    const secret = created.json().data.secret as string;
    expect(secret).toMatch(/^trm_/);
    const record = (await ctx.request({ url: `/rest/audit/requests/${created.headers['x-request-id']}`, tenant: admin.slug, token: admin.token })).json().data;
    expect(record.response_body).not.toContain(secret);
    expect(record.response_body).toContain('"secret":"***"');
  });

  it('does not check more passwords than the limit when wrong logins arrive in parallel', async () => {
    const admin = await tenantWithAdmin(ctx);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ctx.request({ method: 'POST', url: '/rest/login', tenant: admin.slug, body: { code: 'admin', password: `guess-${i}` } })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ctx.config.loginFailuresPerCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - ctx.config.loginFailuresPerCode);
  });

  it('lets a person log in again after a few mistakes once the right password is used', async () => {
    const admin = await tenantWithAdmin(ctx);
    for (let i = 0; i < 3; i++) await ctx.request({ method: 'POST', url: '/rest/login', tenant: admin.slug, body: { code: 'admin', password: `typo-${i}` } });
    await login(ctx, admin.slug, 'admin', ADMIN_PASSWORD);
    for (let i = 0; i < 4; i++) await ctx.request({ method: 'POST', url: '/rest/login', tenant: admin.slug, body: { code: 'admin', password: `typo-again-${i}` } });
    await login(ctx, admin.slug, 'admin', ADMIN_PASSWORD);
  });
});

describe('input the same on both databases', () => {
  it('matches _ and % in a search literally', async () => {
    const admin = await tenantWithAdmin(ctx);
    await createEmployee(ctx, admin.slug, admin.token, { code: 'E_100' });
    await createEmployee(ctx, admin.slug, admin.token, { code: 'EX100' });
    const found = (await ctx.request({ url: '/rest/employees?search=e_1', tenant: admin.slug, token: admin.token })).json().data;
    expect(found.map((e: { code: string }) => e.code)).toEqual(['E_100']);
  });

  it('answers an impossible roster date with 422', async () => {
    const admin = await tenantWithAdmin(ctx);
    const roster = (await ctx.request({ method: 'POST', url: '/rest/rosters', tenant: admin.slug, token: admin.token, body: { name: 'R', period_start: '2026-02-01', period_end: '2026-03-31' } })).json().data;
    const response = await ctx.request({
      method: 'POST',
      url: `/rest/rosters/${roster.id}/entries`,
      tenant: admin.slug,
      token: admin.token,
      body: { date: '2026-02-30', start_time: '08:00', end_time: '16:00' },
    });
    expect(expectEnvelope(response, 422, 'validation_error').field_errors).toHaveProperty('date');
  });
});

describe('privilege edges', () => {
  it('keeps the code and NFC tags of someone with more rights out of reach', async () => {
    const { admin, unit, hr } = await unitWithHr();
    const boss = await createEmployee(ctx, admin.slug, admin.token, { role: 'workspace_admin', department_id: unit.id, password: 'boss-password-1' });
    const as = (method: 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) => ctx.request({ method, url, tenant: admin.slug, token: hr.token, body });
    expectEnvelope(await as('PUT', `/rest/employees/${boss.id}`, { code: 'renamed-by-hr' }), 403, 'forbidden');
    // Sending the unchanged code with other record data is fine.
    expect((await as('PUT', `/rest/employees/${boss.id}`, { code: boss.code, last_name: 'Chefin' })).statusCode).toBe(200);
    expectEnvelope(await as('POST', `/rest/employees/${boss.id}/nfc-tags`, { uid: '04:AA:BB:CC' }), 403, 'forbidden');
    const own = await ctx.request({ method: 'POST', url: `/rest/employees/${boss.id}/nfc-tags`, tenant: admin.slug, token: admin.token, body: { uid: '04:AA:BB:CD' } });
    expect(own.statusCode).toBe(201);
    expectEnvelope(await as('DELETE', `/rest/employees/${boss.id}/nfc-tags/${own.json().data.id}`), 403, 'forbidden');
    // Within HR's own rights everything stays possible.
    const worker = await createEmployee(ctx, admin.slug, admin.token, { department_id: unit.id });
    expect((await as('PUT', `/rest/employees/${worker.id}`, { code: 'W-NEU' })).statusCode).toBe(200);
    expect((await as('POST', `/rest/employees/${worker.id}/nfc-tags`, { uid: '04:AA:BB:CE' })).statusCode).toBe(201);
  });

  it('ends logins and tokens of someone whose exit date has passed', async () => {
    const admin = await tenantWithAdmin(ctx);
    const person = await personWithLogin(ctx, admin.slug, admin.token, { password: 'leaving-password-1' });
    const setExit = (date: string) =>
      ctx.request({ method: 'PUT', url: `/rest/employees/${person.id}`, tenant: admin.slug, token: admin.token, body: { exit_date: date } });
    // An exit date ahead changes nothing yet.
    expect((await setExit('2199-12-31')).statusCode).toBe(200);
    expect((await ctx.request({ url: '/rest/login', tenant: admin.slug, token: person.token })).statusCode).toBe(200);
    expect((await setExit('2020-01-31')).statusCode).toBe(200);
    expectEnvelope(await ctx.request({ url: '/rest/login', tenant: admin.slug, token: person.token }), 401, 'unauthenticated');
    const again = await ctx.request({ method: 'POST', url: '/rest/login', tenant: admin.slug, body: { code: person.code, password: 'leaving-password-1' } });
    expectEnvelope(again, 401, 'unauthenticated');
  });
});

describe('unknown paths', () => {
  it('are rate limited like other requests and leave no audit row without a token', async () => {
    const limited = await createTestContext({ STEMPEL_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const admin = await tenantWithAdmin(limited);
      const probe = (token?: string) => limited.request({ url: '/rest/does-not-exist', tenant: admin.slug, token });
      const anonymous = await probe();
      expectEnvelope(anonymous, 404, 'not_found');
      const withToken = await probe(admin.token);
      expectEnvelope(withToken, 404, 'not_found');
      // Auditing is buffered: wait for the rows of the two answers before reading them.
      await limited.services.audit.flush();
      const rows = await limited.services.tenants.withTenant(admin.slug, ({ db }) =>
        db.selectFrom('audit_requests').select('correlation_id').where('correlation_id', 'in', [anonymous.headers['x-request-id'] as string, withToken.headers['x-request-id'] as string]).execute(),
      );
      expect(rows.map((r) => r.correlation_id)).toEqual([withToken.headers['x-request-id']]);
      let last = await probe();
      for (let i = 0; i < 5 && last.statusCode !== 429; i++) last = await probe();
      expectEnvelope(last, 429, 'too_many_requests');
    } finally {
      await limited.close();
    }
  });
});
