import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '../support/assertions.js';
import { HOUR, tenantWithAdmin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';

/**
 * The served OpenAPI document as code generators (openapi-generator for Java, Kotlin and C#,
 * NSwag, oapi-codegen, Orval) read it, compared with what the server really answers.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
interface Operation {
  operationId: string;
  security?: unknown[];
  responses: Record<string, { description: string; headers?: Record<string, unknown> }>;
}

const INT32_MAX = 2 ** 31 - 1;

let ctx: TestContext;
let slug: string;
let token: string;
let adminId: string;
let doc: JsonObject & { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonObject> } };

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token, adminId } = await tenantWithAdmin(ctx));
  const served = await ctx.request({ url: '/rest/openapi.json', tenant: 'demo' });
  expect(served.statusCode).toBe(200);
  doc = served.json();
});
afterAll(() => ctx?.close());

const request = (method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) =>
  ctx.request({ method, url, tenant: slug, token, body, headers });

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function operations(): Array<{ path: string; method: string; op: Operation }> {
  return Object.entries(doc.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, op]) => ({ path, method, op })));
}

/** Every `type: integer` schema below `node` whose declared bounds reach beyond 32 bits, with where it is. */
function integersBeyond32Bits(node: Json, at: string, into: Array<{ at: string; format: Json | undefined }>) {
  if (Array.isArray(node)) node.forEach((item, i) => integersBeyond32Bits(item, `${at}/${i}`, into));
  if (!isObject(node)) return into;
  if (node.type === 'integer') {
    const max = typeof node.maximum === 'number' ? node.maximum : undefined;
    const min = typeof node.minimum === 'number' ? node.minimum : undefined;
    if ((max !== undefined && max > INT32_MAX) || (min !== undefined && min < -INT32_MAX - 1)) into.push({ at, format: node.format });
  }
  for (const [key, value] of Object.entries(node)) integersBeyond32Bits(value, `${at}/${key}`, into);
  return into;
}

describe('the OpenAPI document as a generated client reads it', () => {
  it('declares format int64 on integers that exceed 32 bits, as a project budget of 1,000 hours does', async () => {
    // openapi-generator (Java, Kotlin, C#) and NSwag map `type: integer` without a format to a
    // 32-bit int: 2^31 ms is under 597 hours, a budget a mid-sized project passes.
    const created = await request('POST', '/rest/projects', { number: 'P-1000', name: 'Großbaustelle', budget_ms: 1000 * HOUR });
    expect(created.statusCode, created.body).toBe(201);
    const read = await request('GET', `/rest/projects/${created.json().data.id as string}`);
    expect(read.statusCode).toBe(200);
    const sent = read.json().data.budget_ms as number;
    expect(sent).toBe(3_600_000_000);
    expect(sent).toBeGreaterThan(INT32_MAX);

    const budget = doc.components.schemas.Project!.properties as JsonObject;
    const branches = (budget.budget_ms as JsonObject).anyOf as JsonObject[];
    const integer = branches.find((branch) => branch.type === 'integer')!;
    // Request members whose own maximum or minimum lies beyond 32 bits, without int64.
    const declared = integersBeyond32Bits(doc.paths as unknown as Json, '#/paths', []).filter(({ format }) => format !== 'int64').map(({ at }) => at);
    expect({ answeredBudgetFormat: integer.format ?? null, beyond32BitsWithoutInt64: declared }).toEqual({
      answeredBudgetFormat: 'int64',
      beyond32BitsWithoutInt64: [],
    });
  });

  it('lists 404 for every operation, which an unknown tenant host answers on any of them', async () => {
    const unknown = await ctx.request({ url: '/rest/employees', tenant: 'no-such-workspace', token });
    expectEnvelope(unknown, 404, 'not_found');
    expect(unknown.json().message).toBe('No workspace is served at this address.');
    const created = await ctx.request({ method: 'POST', url: '/rest/projects', tenant: 'no-such-workspace', token, body: { number: 'X', name: 'X' } });
    expectEnvelope(created, 404, 'not_found');
    // A client built for listEmployees must not meet an undeclared status.
    const without = operations()
      .filter(({ path, op }) => path.startsWith('/rest') && path !== '/rest/openapi.json' && !op.responses['404'])
      .map(({ op }) => op.operationId);
    expect(without).toEqual([]);
  });

  it('declares no Bearer challenge (401) on a public operation whose token is never looked at', async () => {
    const issued = await request('POST', `/rest/employees/${adminId}/calendar-token`);
    expect(issued.statusCode, issued.body).toBe(201);
    const path = new URL(issued.json().data.url as string).pathname;
    // A wrong or absent bearer token changes nothing: the secret in the path is the credential.
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { authorization: 'Basic Zm9vOmJhcg==' }] as Array<Record<string, string>>) {
      const feed = await ctx.request({ url: path, tenant: slug, headers });
      expect(feed.statusCode).toBe(200);
    }
    const unknown = await ctx.request({ url: path.replace('.ics', 'x.ics'), tenant: slug, headers: { authorization: 'Bearer not-a-token' } });
    expect(unknown.statusCode).toBe(404);
    // security: [] says no credentials; a 401 with `WWW-Authenticate: Bearer` says the opposite,
    // and makes generated clients with a refresh-on-401 interceptor log the user in again.
    const publicWith401 = operations()
      .filter(({ op }) => Array.isArray(op.security) && op.security.length === 0 && op.operationId !== 'login' && op.responses['401'])
      .map(({ op }) => `${op.operationId} 401 ${Object.keys(op.responses['401']!.headers ?? {}).join(',')}`);
    expect(publicWith401).toEqual([]);
  });

  it('declares the ETag a 304 Not Modified carries, as its own description and RFC 9110 say it does', async () => {
    const issued = await request('POST', `/rest/employees/${adminId}/calendar-token`);
    expect(issued.statusCode, issued.body).toBe(201);
    const path = new URL(issued.json().data.url as string).pathname;
    const first = await ctx.request({ url: path, tenant: slug });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    const unchanged = await ctx.request({ url: path, tenant: slug, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers.etag).toBe(etag);
    const undeclared = operations()
      .filter(({ op }) => op.responses['304'])
      .filter(({ op }) => !Object.keys(op.responses['304']!.headers ?? {}).map((name) => name.toLowerCase()).includes('etag'))
      .map(({ op }) => `${op.operationId} 304: ${op.responses['304']!.description.slice(0, 48)}`);
    expect(undeclared).toEqual([]);
  });
});
