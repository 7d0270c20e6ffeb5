import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { personWithLogin, tenantWithAdmin } from '../support/factories.js';

/** The API's version and the announcement of what is deprecated (RFC 9745, RFC 8594). */
let ctx: TestContext;
let slug: string;
let adminToken: string;
let employeeToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token: adminToken } = await tenantWithAdmin(ctx));
  employeeToken = (await personWithLogin(ctx, slug, adminToken, { role: 'employee' })).token;
});
afterAll(() => ctx?.close());

describe('API version and deprecations', () => {
  it('publishes the API version 1.13.0 in the OpenAPI document', async () => {
    const response = await ctx.request({ url: '/rest/openapi.json', tenant: slug });
    expect(response.statusCode).toBe(200);
    expect(response.json().info.version).toBe('1.13.0');
  });

  it('announces the deprecated top-level copies on an answer that carries them', async () => {
    const response = await ctx.request({ method: 'POST', url: '/rest/departments', tenant: slug, token: employeeToken, body: { name: 'X' } });
    const body = expectEnvelope(response, 403, 'forbidden');
    // The copy at the top level is what is deprecated; the canonical place is errors[0]._meta.
    expect(body.permission).toBe('org:manage');
    expect(body.errors[0]._meta.permission).toBe('org:manage');
    expect(response.headers.deprecation).toBe(`@${Date.parse('2026-11-23T00:00:00Z') / 1000}`);
    expect(new Date(String(response.headers.sunset)).toISOString()).toBe('2027-11-30T00:00:00.000Z');
    expect(response.headers.sunset).toBe('Tue, 30 Nov 2027 00:00:00 GMT');
    expect(response.headers.link).toBe(`<${ctx.config.errorsUrl}#deprecation-transitional-fields>; rel="deprecation"; type="text/html"`);
  });

  it('answers without deprecation headers when nothing deprecated is in the answer', async () => {
    const response = await ctx.request({ url: '/rest/departments/01900000-0000-7000-8000-000000000000', tenant: slug, token: adminToken });
    const body = expectEnvelope(response, 404, 'not_found');
    expect(Object.keys(body).sort()).toEqual(['errors', 'message', 'request_id', 'timestamp']);
    expect(response.headers.deprecation).toBeUndefined();
    expect(response.headers.sunset).toBeUndefined();
  });

  it('explains the deprecation on the errors page the Link header points to', async () => {
    const response = await ctx.request({ url: '/errors', tenant: slug });
    expect(response.body).toContain('id="deprecation-transitional-fields"');
    expect(response.body).toContain('sunset 2027-11-30');
  });
});
