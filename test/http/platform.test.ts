import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { ERROR_CODES } from '../../src/platform/errors/errors.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';
import { uuidv7 } from '../../src/platform/ids.js';

let ctx: TestContext;
let slug: string;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx, { name: 'Platform GmbH' }));
});
afterAll(() => ctx?.close());

describe('tenancy', () => {
  it('resolves the tenant from the first label below the base domain and ignores the port', async () => {
    const response = await ctx.request({ url: '/rest/', host: `${slug}.localhost:8080`, token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.tenant).toEqual({ slug, name: 'Platform GmbH', timezone: 'Europe/Berlin' });
  });

  it('answers an unknown tenant host with a 404 envelope', async () => {
    const body = expectEnvelope(await ctx.request({ url: '/rest/', tenant: 'no-such-tenant', token }), 404, 'not_found');
    expect(body.errors[0]._meta.path).toBe('/rest/');
  });

  it('answers the bare base domain and deeper subdomains with 404', async () => {
    expectEnvelope(await ctx.request({ url: '/rest/', host: 'localhost' }), 404, 'not_found');
    expectEnvelope(await ctx.request({ url: '/rest/', host: `a.${slug}.localhost` }), 404, 'not_found');
  });

  it('serves a tenant at its custom domain', async () => {
    const tenant = (await ctx.services.catalog.findBySlug(slug))!;
    await ctx.services.catalog.addDomain(tenant.id, 'zeit.platform-gmbh.example');
    const response = await ctx.request({ url: '/rest/', host: 'zeit.platform-gmbh.example', token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.tenant.slug).toBe(slug);
    expectEnvelope(await ctx.request({ url: '/rest/', host: 'other.example', token }), 404, 'not_found');
  });

  it('stops serving custom domains while the custom_domain module is off', async () => {
    const other = await tenantWithAdmin(ctx);
    const tenant = (await ctx.services.catalog.findBySlug(other.slug))!;
    await ctx.services.catalog.addDomain(tenant.id, 'zeit.ohne-modul.example');
    expect((await ctx.request({ url: '/rest/', host: 'zeit.ohne-modul.example', token: other.token })).statusCode).toBe(200);
    await ctx.services.catalog.updateModules(other.slug, tenant.modules.filter((m) => m !== 'custom_domain'));
    expectEnvelope(await ctx.request({ url: '/rest/', host: 'zeit.ohne-modul.example', token: other.token }), 404, 'not_found');
    // The tenant's own subdomain keeps working.
    expect((await ctx.request({ url: '/rest/', tenant: other.slug, token: other.token })).statusCode).toBe(200);
    await ctx.services.catalog.updateModules(other.slug, tenant.modules);
    expect((await ctx.request({ url: '/rest/', host: 'zeit.ohne-modul.example', token: other.token })).statusCode).toBe(200);
  });

  it('does not accept a token of one tenant on another', async () => {
    const other = await tenantWithAdmin(ctx);
    expectEnvelope(await ctx.request({ url: '/rest/', tenant: other.slug, token }), 401, 'unauthenticated');
    expect((await ctx.request({ url: '/rest/', tenant: other.slug, token: other.token })).statusCode).toBe(200);
  });
});

describe('GET /rest/', () => {
  it('needs a bearer token', async () => {
    expectEnvelope(await ctx.request({ url: '/rest/', tenant: slug }), 401, 'unauthenticated');
    expectEnvelope(await ctx.request({ url: '/rest/', tenant: slug, token: 'stp_not-a-token' }), 401, 'unauthenticated');
  });

  it('lists enabled and available modules, and follows module changes', async () => {
    const first = (await ctx.request({ url: '/rest/', tenant: slug, token })).json().data;
    expect(first.available_modules).toEqual(MODULE_IDS);
    expect(first.modules).toEqual(MODULE_IDS);
    expect(first.api_version).toBe('1.13.0');

    await ctx.services.catalog.updateModules(slug, ['departments', 'terminals']);
    const second = (await ctx.request({ url: '/rest/', tenant: slug, token })).json().data;
    expect(second.modules).toEqual(['departments', 'terminals']);
    expect(second.available_modules).toEqual(MODULE_IDS);
    await ctx.services.catalog.updateModules(slug, [...MODULE_IDS]);
  });
});

describe('the error envelope', () => {
  it('answers an unknown path with 404', async () => {
    const body = expectEnvelope(await ctx.request({ url: '/rest/nothing-here', tenant: slug, token }), 404, 'not_found');
    expect(body.errors[0]._meta.path).toBe('/rest/nothing-here');
    expect(body.errors[0].type).toBe(`${ctx.config.errorsUrl}#not_found`);
    expectEnvelope(await ctx.request({ url: '/nowhere', host: 'localhost' }), 404, 'not_found');
  });

  it('answers a known path with another method with 405 and Allow', async () => {
    const response = await ctx.request({ method: 'PATCH', url: '/rest/login', tenant: slug, token });
    expectEnvelope(response, 405, 'method_not_allowed');
    expect(response.headers.allow).toBe('DELETE, GET, HEAD, POST, PUT');
    const health = await ctx.request({ method: 'DELETE', url: '/health', host: 'localhost' });
    expectEnvelope(health, 405, 'method_not_allowed');
    expect(health.headers.allow).toBe('GET, HEAD');
  });

  it('answers GET and HEAD of a missing file under a static route with 404, not a 405 naming the other method', async () => {
    const get = await ctx.request({ url: '/rest/docs/static/no-such-file.js', tenant: slug });
    expectEnvelope(get, 404, 'not_found');
    expect(get.headers.allow).toBeUndefined();
    const head = await ctx.request({ method: 'HEAD', url: '/rest/docs/static/no-such-file.js', tenant: slug });
    expect(head.statusCode).toBe(404);
    expect(head.headers.allow).toBeUndefined();
    // The same path with a method no route takes is still a 405 naming the ones that do.
    const post = await ctx.request({ method: 'POST', url: '/rest/docs/static/no-such-file.js', tenant: slug, token });
    expectEnvelope(post, 405, 'method_not_allowed');
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('answers a path parameter in an unknown format with 400, and a well-formed date or month out of range with 422 as in a query', async () => {
    const get = (url: string) => ctx.request({ url, tenant: slug, token });
    for (const url of ['/rest/working_time/2026-1-01/2026-01-31', '/rest/working_time/abc/2026-01-31', '/rest/working_time/2026-01-01/31.01.2026']) {
      expect(expectEnvelope(await get(url), 400, 'bad_request').message, url).toMatch(/^The path parameter (from|to) has an invalid format\.$/);
    }
    // Malformed beside out of range: the malformed one is named.
    expect(expectEnvelope(await get('/rest/working_time/1850-01-01/abc'), 400, 'bad_request').message).toBe('The path parameter to has an invalid format.');
    expect(expectEnvelope(await get('/rest/employees/not-a-uuid'), 400, 'bad_request').message).toBe('The path parameter employee has an invalid format.');
    expect(expectEnvelope(await get('/rest/payroll-periods/2026-1'), 400, 'bad_request').message).toBe('The path parameter period has an invalid format.');

    const outOfYears = expectEnvelope(await get('/rest/working_time/1850-01-01/1850-01-31'), 422, 'validation_error');
    const inQuery = expectEnvelope(await get(`/rest/employees/${uuidv7()}/working_time?from=1850-01-01&to=1850-01-31`), 422, 'validation_error');
    expect(outOfYears.field_errors).toEqual({ from: inQuery.field_errors!.from, to: inQuery.field_errors!.to });
    expect(outOfYears.message).toBe('The from field must be a date in the years 1900 to 2199.');
    const missingDay = expectEnvelope(await get('/rest/working_time/2026-02-30/2026-03-01'), 422, 'validation_error');
    expect(missingDay.field_errors).toEqual({ from: ['The from field must be a valid date (YYYY-MM-DD).'] });
    expect(expectEnvelope(await get('/rest/payroll-periods/2026-13'), 422, 'validation_error').field_errors).toHaveProperty('period');
    expect(expectEnvelope(await get('/rest/payroll-periods/1850-01'), 422, 'validation_error').field_errors).toHaveProperty('period');
  });

  it('answers invalid JSON with 400', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/rest/login',
      tenant: slug,
      body: '{"code": "admin",',
      headers: { 'content-type': 'application/json' },
    });
    const body = expectEnvelope(response, 400, 'bad_request');
    expect(body.message).toMatch(/not valid JSON/);
  });

  it('takes an empty body sent as application/json for no body: an endpoint without one answers, one that needs one answers 400', async () => {
    const person = await personWithLogin(ctx, slug, token);
    const json = { 'content-type': 'application/json' };
    const logout = await ctx.request({ method: 'DELETE', url: '/rest/login', tenant: slug, token: person.token, body: '', headers: json });
    expect(logout.statusCode, logout.body).toBe(200);
    expectEnvelope(await ctx.request({ url: '/rest/login', tenant: slug, token: person.token }), 401, 'unauthenticated');
    const needsBody = expectEnvelope(await ctx.request({ method: 'POST', url: '/rest/login', tenant: slug, body: ' ', headers: json }), 400, 'bad_request');
    expect(needsBody.message).toBe('This request needs a JSON body sent with Content-Type: application/json.');
  });

  it('answers a body without application/json with 400', async () => {
    const wrong = await ctx.request({
      method: 'POST',
      url: '/rest/login',
      tenant: slug,
      body: 'code=admin',
      headers: { 'content-type': 'text/plain' },
    });
    expect(expectEnvelope(wrong, 400, 'bad_request').message).toMatch(/Content-Type: application\/json/);
    const form = await ctx.request({
      method: 'POST',
      url: '/rest/login',
      tenant: slug,
      body: 'code=admin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectEnvelope(form, 400, 'bad_request');
    const missing = await ctx.request({ method: 'POST', url: '/rest/login', tenant: slug });
    expect(expectEnvelope(missing, 400, 'bad_request').message).toMatch(/Content-Type: application\/json/);
  });

  it('answers schema violations with 422, the first field message and the field map', async () => {
    const response = await ctx.request({ method: 'POST', url: '/rest/login', tenant: slug, body: { code: '' } });
    const body = expectEnvelope(response, 422, 'validation_error');
    expect(body.field_errors).toEqual({
      code: ['The code field must not be empty.'],
      password: ['The password field is required.'],
    });
    expect(body.message).toBe('The password field is required.');
    expect(body.errors[0].title).toBe('Validation Error');
  });

  it('puts X-Request-Id on every response, unique per request', async () => {
    const a = await ctx.request({ url: '/health', host: 'localhost' });
    const b = await ctx.request({ url: '/rest/', tenant: slug, token });
    const c = await ctx.request({ url: '/rest/', tenant: slug, headers: { 'x-request-id': 'chosen-by-client' } });
    for (const response of [a, b, c]) expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set([a, b, c].map((r) => r.headers['x-request-id'])).size).toBe(3);
    expect(c.json().request_id).toBe(c.headers['x-request-id']);
  });

  it('answers an unexpected fault with 500 and no internals', async () => {
    const broken = await tenantWithAdmin(ctx);
    await ctx.services.tenants.withTenant(broken.slug, ({ db }) => sql`alter table roles rename column permissions to lost_permissions`.execute(db));
    const response = await ctx.request({ url: '/rest/', tenant: broken.slug, token: broken.token });
    const body = expectEnvelope(response, 500, 'server_error');
    expect(body.message).toBe('Server Error');
    expect(response.body).not.toMatch(/permissions|column|sqlite|relation|stack|at /i);
  });

  it('answers 503 with Retry-After when a tenant database is unreachable', async () => {
    const now = new Date().toISOString();
    await ctx.services.catalog.insert({
      id: uuidv7(),
      slug: 'unreachable',
      name: 'Unreachable',
      timezone: 'Europe/Berlin',
      modules: [],
      database_kind: 'postgres',
      database_name: 'nowhere',
      database_server: 'postgres://postgres@127.0.0.1:1/',
      created_at: now,
      updated_at: now,
    });
    const response = await ctx.request({ url: '/rest/', tenant: 'unreachable', token });
    expectEnvelope(response, 503, 'service_unavailable');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    await ctx.services.catalog.remove('unreachable');
  });
});

describe('operations endpoints', () => {
  it('reports health and readiness on any host', async () => {
    expect((await ctx.request({ url: '/health', host: 'localhost' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx.request({ url: '/ready', host: 'anything.example' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.catalog).toBe('ok');
  });

  it('publishes an error reference page with an anchor per code', async () => {
    const response = await ctx.request({ url: '/errors', host: 'localhost' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    for (const code of Object.keys(ERROR_CODES)) expect(response.body).toContain(`id="${code}"`);
    expect(ctx.config.errorsUrl).toBe('http://localhost:3000/errors');
  });

  it('serves an OpenAPI 3.1 document built from the route schemas, and a reference page', async () => {
    const response = await ctx.request({ url: '/rest/openapi.json', host: `${slug}.localhost` });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.13.0');
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['ErrorEnvelope', 'PaginationLinks', 'PaginationMeta']));
    expect(doc.paths['/rest/login'].post.requestBody.content['application/json'].schema.required).toEqual(['code', 'password']);
    expect(doc.paths['/rest'].get.responses['401'].content['application/json'].schema.$ref).toBe('#/components/schemas/ErrorEnvelope');
    const page = await ctx.request({ url: '/rest/docs', host: `${slug}.localhost` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/swagger-ui/i);
    const script = await ctx.request({ url: '/rest/docs/static/swagger-initializer.js', host: `${slug}.localhost` });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('/rest/openapi.json');
  });
});

describe('the domain error codes', () => {
  it('are listed with a line each on the errors page and in the OpenAPI document', async () => {
    const { DOMAIN_ERROR_CODES } = await import('../../src/platform/errors/domain-codes.js');
    const page = (await ctx.request({ url: '/errors', host: 'localhost' })).body;
    const document = (await ctx.request({ url: '/rest/openapi.json', host: 'localhost' })).json();
    const listed = JSON.stringify(document.components.schemas.ErrorEnvelope);
    for (const code of Object.keys(DOMAIN_ERROR_CODES)) {
      expect(page).toContain(`id="${code}"`);
      expect(listed).toContain(`"${code}"`);
    }
  });
});
