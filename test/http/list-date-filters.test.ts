import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '../support/assertions.js';
import { tenantWithAdmin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';

/** Every list filtered by days answers a range that ends before it begins alike: 422 on `from`, not an empty page. */
let ctx: TestContext;
let slug: string;
let token: string;
let rosterId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
  const roster = await ctx.request({ method: 'POST', url: '/rest/rosters', tenant: slug, token, body: { name: 'Mai', period_start: '2026-05-04', period_end: '2026-05-10' } });
  expect(roster.statusCode, roster.body).toBe(201);
  rosterId = roster.json().data.id;
});
afterAll(() => ctx?.close());

const list = (url: string) => ctx.request({ url, tenant: slug, token });

describe('lists filtered by days', () => {
  it('refuse a range whose to lies before its from, and take a range of one day', async () => {
    for (const path of ['/rest/absences', '/rest/rosters', `/rest/rosters/${rosterId}/entries`, '/rest/short-work-periods']) {
      const reversed = expectEnvelope(await list(`${path}?from=2026-05-10&to=2026-05-04`), 422, 'validation_error');
      expect(Object.keys(reversed.field_errors), path).toEqual(['from']);
      const day = await list(`${path}?from=2026-05-04&to=2026-05-04`);
      expect(day.statusCode, `${path} ${day.body}`).toBe(200);
    }
  });
});
