import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DROPS_A_DATABASE_MS, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { ADMIN_PASSWORD, createEmployee, login, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { runCli } from '../../src/cli/main.js';

let ctx: TestContext;
let slug: string;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token: adminToken } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

const loginRequest = (tenant: string, code: string, password: string, headers?: Record<string, string>) =>
  ctx.request({ method: 'POST', url: '/rest/login', tenant, body: { code, password }, headers });

describe('POST /rest/login', () => {
  it('yields an opaque bearer token with its expiry and the person', async () => {
    const response = await loginRequest(slug, 'admin', ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token_type).toBe('Bearer');
    expect(data.access_token).toMatch(/^stp_[A-Za-z0-9_-]{40,}$/);
    expect(Date.parse(data.expires_at) - Date.now()).toBeGreaterThan(11 * 3600_000);
    expect(data.user).toMatchObject({ code: 'admin', role: { system_key: 'workspace_admin' } });
    expect(data.user).not.toHaveProperty('password_hash');
    expect(data.user).not.toHaveProperty('password');
  });

  it('stores only a hash of the token', async () => {
    const token = await login(ctx, slug, 'admin', ADMIN_PASSWORD);
    const rows = await ctx.services.tenants.withTenant(slug, ({ db }) => db.selectFrom('access_tokens').select('token_hash').execute());
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers a wrong password and an unknown code with the same 401', async () => {
    const wrong = expectEnvelope(await loginRequest(slug, 'admin', 'wrong-password'), 401, 'unauthenticated');
    const unknown = expectEnvelope(await loginRequest(slug, 'nobody', 'wrong-password'), 401, 'unauthenticated');
    expect(wrong.message).toBe(unknown.message);
  });

  it('refuses over-long passwords before hashing', async () => {
    const body = expectEnvelope(await loginRequest(slug, 'admin', 'x'.repeat(300)), 422, 'validation_error');
    expect(body.field_errors.password).toEqual(['The password field must not be greater than 256 characters.']);
  });

  it('does not log in terminal-only staff without a password, nor deleted employees', async () => {
    const terminalOnly = await createEmployee(ctx, slug, adminToken, { code: 'T-ONLY' });
    expectEnvelope(await loginRequest(slug, terminalOnly.code, 'anything-at-all'), 401, 'unauthenticated');

    const leaver = await personWithLogin(ctx, slug, adminToken, { code: 'LEAVER', password: 'leaver-password' });
    expect((await ctx.request({ url: '/rest/login', tenant: slug, token: leaver.token })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'DELETE', url: `/rest/employees/${leaver.id}`, tenant: slug, token: adminToken })).statusCode).toBe(200);
    expectEnvelope(await ctx.request({ url: '/rest/login', tenant: slug, token: leaver.token }), 401, 'unauthenticated');
    expectEnvelope(await loginRequest(slug, 'LEAVER', 'leaver-password'), 401, 'unauthenticated');
  });
});

describe('GET /rest/login', () => {
  it('returns the person with role and effective permissions', async () => {
    const person = await personWithLogin(ctx, slug, adminToken, { role: 'employee' });
    const { data } = (await ctx.request({ url: '/rest/login', tenant: slug, token: person.token })).json();
    expect(data.id).toBe(person.id);
    expect(data.role.name).toBe('Mitarbeitende');
    expect(data.permissions).toEqual(
      expect.arrayContaining(['time-tracking:clock-web', 'time-tracking:clock-mobile', 'notifications:own']),
    );
    expect(data.permissions).not.toContain('employees:view');
  });
});

describe('DELETE /rest/login', () => {
  it('revokes the token in use, and only that one', async () => {
    const first = await login(ctx, slug, 'admin', ADMIN_PASSWORD);
    const second = await login(ctx, slug, 'admin', ADMIN_PASSWORD);
    const response = await ctx.request({ method: 'DELETE', url: '/rest/login', tenant: slug, token: first });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBeTypeOf('string');
    expectEnvelope(await ctx.request({ url: '/rest/', tenant: slug, token: first }), 401, 'unauthenticated');
    expectEnvelope(await ctx.request({ method: 'DELETE', url: '/rest/login', tenant: slug, token: first }), 401, 'unauthenticated');
    expect((await ctx.request({ url: '/rest/', tenant: slug, token: second })).statusCode).toBe(200);
  });
});

describe('PUT /rest/login', () => {
  it('changes the password and revokes the other tokens of the user', async () => {
    const person = await personWithLogin(ctx, slug, adminToken, { code: 'PW', password: 'old-password-1' });
    const otherDevice = await login(ctx, slug, 'PW', 'old-password-1');
    const response = await ctx.request({
      method: 'PUT',
      url: '/rest/login',
      tenant: slug,
      token: person.token,
      body: { current_password: 'old-password-1', password: 'new-password-1' },
    });
    expect(response.statusCode).toBe(200);
    expect((await ctx.request({ url: '/rest/login', tenant: slug, token: person.token })).statusCode).toBe(200);
    expectEnvelope(await ctx.request({ url: '/rest/login', tenant: slug, token: otherDevice }), 401, 'unauthenticated');
    expectEnvelope(await loginRequest(slug, 'PW', 'old-password-1'), 401, 'unauthenticated');
    expect((await loginRequest(slug, 'PW', 'new-password-1')).statusCode).toBe(200);
  });

  it('is the only way to one’s own password: the employee record refuses it, so a copied token cannot take the account over', async () => {
    const { slug: tenant, adminId } = await tenantWithAdmin(ctx);
    const copied = await login(ctx, tenant, 'admin', ADMIN_PASSWORD);
    const ownersDevice = await login(ctx, tenant, 'admin', ADMIN_PASSWORD);
    for (const password of ['attacker-chosen-1', null]) {
      const refused = await ctx.request({ method: 'PUT', url: `/rest/employees/${adminId}`, tenant, token: copied, body: { password } });
      expect(expectEnvelope(refused, 403, 'forbidden').message).toBe('Change your own password with PUT /login, which asks for the current one.');
    }
    expect((await ctx.request({ url: '/rest/login', tenant, token: ownersDevice })).statusCode).toBe(200);
    expect((await loginRequest(tenant, 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    // Someone else's password is still set through their record, and ends their sessions.
    const colleague = await personWithLogin(ctx, tenant, copied, { password: 'colleague-password-1' });
    const reset = await ctx.request({ method: 'PUT', url: `/rest/employees/${colleague.id}`, tenant, token: ownersDevice, body: { password: 'fresh-password-1' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expectEnvelope(await ctx.request({ url: '/rest/login', tenant, token: colleague.token }), 401, 'unauthenticated');
    expect((await loginRequest(tenant, colleague.code, 'fresh-password-1')).statusCode).toBe(200);
  });

  it('refuses the person’s own code and a password guessed first as the new one, and takes letters typed in either Unicode form', async () => {
    const person = await personWithLogin(ctx, slug, adminToken, { code: 'P-10000042', password: 'person-password-1' });
    const change = (password: string, current = 'person-password-1') =>
      ctx.request({ method: 'PUT', url: '/rest/login', tenant: slug, token: person.token, body: { current_password: current, password } });
    expect(expectEnvelope(await change('p-10000042'), 422, 'validation_error').field_errors).toEqual({ password: ['The password must not be the personnel code.'] });
    expect(expectEnvelope(await change('12345678'), 422, 'validation_error').field_errors).toEqual({ password: ['The password is too easy to guess; choose another.'] });
    // "ö" as one code point, then typed as "o" and a combining diaeresis, as some keyboards send it.
    expect((await change('Sommer-Brötchen-2026')).statusCode).toBe(200);
    expect((await loginRequest(slug, 'P-10000042', 'Sommer-Brötchen-2026'.normalize('NFD'))).statusCode).toBe(200);
  });

  it('rejects a wrong current password and a short new one with 422', async () => {
    const person = await personWithLogin(ctx, slug, adminToken, { password: 'current-pass-1' });
    const wrong = await ctx.request({
      method: 'PUT',
      url: '/rest/login',
      tenant: slug,
      token: person.token,
      body: { current_password: 'not-it-at-all', password: 'new-password-1' },
    });
    expect(expectEnvelope(wrong, 422, 'validation_error').field_errors).toHaveProperty('current_password');
    const short = await ctx.request({
      method: 'PUT',
      url: '/rest/login',
      tenant: slug,
      token: person.token,
      body: { current_password: 'current-pass-1', password: 'short' },
    });
    expect(expectEnvelope(short, 422, 'validation_error').field_errors.password).toEqual([
      'The password field must be at least 8 characters.',
    ]);
  });
});

describe('login throttling', () => {
  it('answers 429 with Retry-After after 5 failures for one code, before checking the password', async () => {
    const { slug: tenant } = await tenantWithAdmin(ctx);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expectEnvelope(await loginRequest(tenant, 'admin', `wrong-${attempt}`), 401, 'unauthenticated');
    }
    const locked = await loginRequest(tenant, 'admin', ADMIN_PASSWORD);
    expectEnvelope(locked, 429, 'too_many_requests');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another code of the same tenant, and the same code on another tenant, are not locked.
    const other = await tenantWithAdmin(ctx);
    expect((await loginRequest(other.slug, 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('does not lock out a tenant created again under the slug of a deleted one', async () => {
    const { slug: tenant } = await tenantWithAdmin(ctx);
    for (let attempt = 1; attempt <= 5; attempt++) await loginRequest(tenant, 'admin', `wrong-${attempt}`);
    expectEnvelope(await loginRequest(tenant, 'admin', ADMIN_PASSWORD), 429, 'too_many_requests');
    const quiet = { env: ctx.env, stdout: () => undefined, stderr: () => undefined };
    expect(await runCli(['tenant', 'delete', tenant, '--yes'], quiet)).toBe(0);
    // Another company takes the slug; its admin's first login is not the old tenant's lockout.
    await tenantWithAdmin(ctx, { slug: tenant });
    expect((await loginRequest(tenant, 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  }, DROPS_A_DATABASE_MS);

  it('locks a client address that tries many codes, but not for people who logged in from it before', async () => {
    const { slug: tenant, token } = await tenantWithAdmin(ctx);
    const newcomer = await createEmployee(ctx, tenant, token, { password: 'newcomer-password-1' });
    const limit = ctx.config.loginFailuresPerAddress;
    for (let attempt = 0; attempt < limit; attempt++) {
      await loginRequest(tenant, `guess-${attempt}`, 'wrong-password');
    }
    // Spraying from this address is stopped for codes that never logged in from it …
    expectEnvelope(await loginRequest(tenant, newcomer.code, 'newcomer-password-1'), 429, 'too_many_requests');
    // … while the admin, who did, is not locked out by someone else's guesses.
    expect((await loginRequest(tenant, 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 network (/64) as one address', async () => {
    const { slug: tenant, token } = await tenantWithAdmin(ctx);
    const victim = await createEmployee(ctx, tenant, token, { password: 'victim-password-1' });
    const from = (address: string, code: string, password = 'Winter2026!') =>
      ctx.app.inject({ method: 'POST', url: '/rest/login', remoteAddress: address, headers: { host: `${tenant}.${ctx.config.baseDomain}` }, payload: { code, password } });
    // A home connection holds 2^64 addresses: a sprayer takes the next one when the first is stopped.
    for (let attempt = 0; attempt < ctx.config.loginFailuresPerAddress; attempt++) await from(`2001:db8:1:2::${attempt + 1}`, `guess-${attempt}`);
    expectEnvelope(await from('2001:db8:1:2:ffff:ffff:ffff:ffff', victim.code), 429, 'too_many_requests');
    // The neighbouring network is another connection.
    expect((await from('2001:db8:1:3::1', victim.code, 'victim-password-1')).statusCode).toBe(200);
  });

  it('does not let five wrong passwords from elsewhere lock a person out', async () => {
    const { slug: tenant } = await tenantWithAdmin(ctx);
    const elsewhere = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/rest/login',
        remoteAddress: '198.51.100.9',
        headers: { host: `${tenant}.${ctx.config.baseDomain}` },
        payload: { code: 'admin', password: 'wrong-password' },
      });
    for (let attempt = 0; attempt < ctx.config.loginFailuresPerCode; attempt++) await elsewhere();
    expectEnvelope(await elsewhere(), 429, 'too_many_requests');
    expect((await loginRequest(tenant, 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});
