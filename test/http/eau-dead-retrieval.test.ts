import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { absenceSetup } from '../support/absences.js';
import { eauProviderService, type EauProviderService } from '../support/eau-provider.js';
import { EAU_JOB } from '../../src/features/eau/eau.service.js';

/**
 * An eAU retrieval whose job dies (its last attempt threw, or its process died during it) leaves
 * the eAU `failed`, so HR sees it is theirs to enter, instead of `pending` for ever. The insurer's
 * service is down for the whole test.
 */
let ctx: TestContext;
let provider: EauProviderService;

beforeAll(async () => {
  provider = await eauProviderService(() => ({ status: 503 }));
  ctx = await createTestContext({ STEMPEL_EAU_PROVIDER_URL: provider.url });
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

const eauJobs = (slug: string) =>
  ctx.services.tenants.withTenant(slug, ({ db }) => db.selectFrom('jobs').selectAll().where('kind', '=', EAU_JOB).orderBy('created_at').execute());

describe('an eAU retrieval whose job dies', () => {
  it('a retrieval whose last attempt broke off (the process died during it) leaves the eAU failed, not pending for ever', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.employee();
    const sick = await s.absence(person.id, 'sick', '2026-11-09', '2026-11-13');
    await ctx.services.jobs.drain(s.slug);
    const [job] = await eauJobs(s.slug);
    expect(job).toBeDefined();
    // The process that took the twelfth (last) attempt died during it: its lease ran out.
    await ctx.services.tenants.withTenant(s.slug, ({ db }) =>
      db
        .updateTable('jobs')
        .set({ status: 'running', attempts: job!.max_attempts, lease_owner: 'crashed-runner', lease_until: new Date(Date.now() - 1000).toISOString(), last_error: 'eAU service unavailable' })
        .where('id', '=', job!.id)
        .execute(),
    );
    await ctx.services.jobs.drain(s.slug);
    const jobs = await eauJobs(s.slug);
    expect(jobs.map((row) => row.status)).toEqual(['dead']);

    const eau = await s.req('GET', `/rest/absences/${sick.id}/eau`);
    expect(eau.statusCode, eau.body).toBe(200);
    // Nothing will ask the insurer again: HR must see that it is theirs to enter.
    expect(eau.json().data.status).toBe('failed');
  });
});
