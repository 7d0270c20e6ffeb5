import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { login, tenantWithAdmin, ADMIN_PASSWORD } from '../support/factories.js';

/**
 * Walks the project's own OpenAPI document and sends generated hostile path parameters,
 * queries and bodies to every operation as a Workspace Admin: whatever arrives, the answer is
 * never a 5xx and always the envelope (or data) with X-Request-Id. The seed is fixed so CI is
 * repeatable; `npm run fuzz` runs many more cases with FUZZ_RUNS and FUZZ_SEED.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof tenantWithAdmin>>;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_RATE_LIMIT_PER_MINUTE: '10000000', STEMPEL_TOKEN_RATE_LIMIT_PER_MINUTE: '10000000' });
  admin = await tenantWithAdmin(ctx);
  token = admin.token;
});
afterAll(() => ctx?.close());

const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '%', '%00', '%E0%A4%A', '../../etc/passwd', "' OR 1=1 --", '<script>', 'a'.repeat(5_000), '1e400', '-0', 'NaN', 'null', '[]', '{}'),
  fc.uuid(),
);
const hostileNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER));
const hostileScalar = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null));
const hostileBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.dictionary(fc.constantFrom('name', 'code', 'type', 'date', 'from', 'to', 'employee_id', 'password', 'events', 'id', 'page', 'budget_cents', 'reason'), hostileScalar).map((value) => JSON.stringify(value)),
  fc.constantFrom('{', '{"a":', '[1,2', '1e999', '{"x":1e999}', `{"x":${'['.repeat(200)}${']'.repeat(200)}}`, '"\\u0000"', 'null', '{"__proto__":{"admin":true}}'),
);

interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  hasBody: boolean;
}

async function operations(): Promise<Operation[]> {
  const document = (await ctx.request({ url: '/rest/openapi.json', host: 'localhost' })).json() as {
    paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: unknown }>>;
  };
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.startsWith('/rest')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      // Logging out or changing the password would end the session the fuzzer itself uses.
      if (path === '/rest/login' && method !== 'post' && method !== 'get') continue;
      const parameters = operation.parameters ?? [];
      list.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        hasBody: operation.requestBody !== undefined,
      });
    }
  }
  return list;
}

describe('generated hostile requests against every operation of the OpenAPI document', () => {
  it('never answer 5xx and always carry the request id', async () => {
    const list = await operations();
    expect(list.length).toBeGreaterThan(50);
    for (const operation of list) {
      const request = fc.record({
        params: fc.tuple(...operation.params.map(() => hostileText)),
        query: fc.array(fc.tuple(fc.constantFrom(...operation.query, 'page', 'per_page', 'x'), fc.oneof(hostileText, hostileNumber.map(String))), { maxLength: 4 }),
        body: hostileBody,
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ params, query, body }) => {
          let url = operation.path;
          operation.params.forEach((name, index) => {
            url = url.replace(`{${name}}`, encodeURIComponent(params[index]!) || 'x');
          });
          const search = query.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
          const response = await ctx.app.inject({
            method: operation.method as 'GET',
            url: search ? `${url}?${search}` : url,
            headers: {
              host: `${admin.slug}.${ctx.config.baseDomain}`,
              authorization: `Bearer ${token}`,
              ...(operation.hasBody ? { 'content-type': 'application/json' } : {}),
            },
            ...(operation.hasBody ? { payload: body } : {}),
          });
          const where = `${operation.method} ${url}${search ? `?${search}` : ''} ${operation.hasBody ? body.slice(0, 200) : ''}`;
          expect(response.statusCode, `${where} -> ${response.body.slice(0, 300)}`).toBeLessThan(500);
          const requestId = response.headers['x-request-id'];
          expect(typeof requestId, where).toBe('string');
          if (response.statusCode >= 400) {
            const envelope = response.json() as { request_id: string; errors: unknown[] };
            expect(envelope.request_id, where).toBe(requestId);
            expect(envelope.errors, where).toHaveLength(1);
          }
          // A generated request may have changed the admin's own access; the next one logs in anew.
          if (response.statusCode === 401) token = await login(ctx, admin.slug, 'admin', ADMIN_PASSWORD);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
  }, 600_000);
});
