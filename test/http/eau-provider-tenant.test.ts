import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { absenceSetup } from '../support/absences.js';
import { certificateFor, eauProviderService, type EauProviderService } from '../support/eau-provider.js';

/**
 * One STEMPEL_EAU_PROVIDER_URL serves every tenant of the installation, and personnel numbers
 * are unique within a tenant only: two companies' "1001" are different people with different
 * insurers. Every query therefore names the employer: the tenant's id and slug.
 */
let ctx: TestContext;
let provider: EauProviderService;
const queries: URLSearchParams[] = [];
/** What the fake service answers: the certificate, or that it is requested. */
let answer: 'received' | 'requested' = 'received';

beforeAll(async () => {
  provider = await eauProviderService(
    (query) => ({ status: 200, body: answer === 'received' ? { status: 'received', certificate: certificateFor(query) } : { status: 'requested' } }),
    queries,
  );
  ctx = await createTestContext({ STEMPEL_EAU_PROVIDER_URL: provider.url });
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

const tenantOf = async (slug: string) => (await ctx.services.catalog.findBySlug(slug))!;

describe('the eAU provider is told which employer asks', () => {
  it('names the tenant (id and slug) in the retrieval job\'s query, so two tenants\' employee 1001 ask different questions', async () => {
    const a = await absenceSetup(ctx, { fresh: true });
    const b = await absenceSetup(ctx, { fresh: true });
    const inA = await a.person({ code: '1001' });
    const inB = await b.person({ code: '1001' });
    queries.length = 0;
    await a.absence(inA.id, 'sick', '2026-11-16', '2026-11-19', {}, inA.token);
    await ctx.services.jobs.drain(a.slug);
    await b.absence(inB.id, 'sick', '2026-11-16', '2026-11-19', {}, inB.token);
    await ctx.services.jobs.drain(b.slug);
    expect(queries).toHaveLength(2);
    const [first, second] = queries.map((query) => Object.fromEntries(query.entries()));
    expect(first).toMatchObject({ tenant_id: (await tenantOf(a.slug)).id, tenant_slug: a.slug, employee_code: '1001', from: '2026-11-16', to: '2026-11-19' });
    expect(second).toMatchObject({ tenant_id: (await tenantOf(b.slug)).id, tenant_slug: b.slug, employee_code: '1001', from: '2026-11-16', to: '2026-11-19' });
  });

  it('names the tenant in a retrieval HR asks for now', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.employee({ code: '1001' });
    answer = 'requested';
    const sick = await s.absence(person.id, 'sick', '2026-11-02', '2026-11-06');
    // The retrieval job asks first; HR asks again while the certificate is still requested.
    await ctx.services.jobs.drain(s.slug);
    queries.length = 0;
    const asked = await s.req('POST', `/rest/absences/${sick.id}/eau/retrieve`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(queries).toHaveLength(1);
    expect(Object.fromEntries(queries[0]!.entries())).toMatchObject({ tenant_id: (await tenantOf(s.slug)).id, tenant_slug: s.slug, absence_id: sick.id, employee_code: '1001' });
  });
});
