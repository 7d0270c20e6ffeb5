import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { absenceSetup } from '../support/absences.js';
import { certificateFor, eauProviderService, type EauProviderService } from '../support/eau-provider.js';

/**
 * The days of a sickness no certificate covers yet are asked for: after a certificate that ends
 * early, before one that starts late, after the insurer had none, and for a short sickness HR asks
 * about. The provider is an HTTP service on 127.0.0.1; per personnel number (set before the
 * absence, so the job runner sees it) a test may say what it answers, otherwise it answers a
 * certificate for exactly the days asked for. Every query is recorded.
 */
let ctx: TestContext;
let provider: EauProviderService;
const queries: URLSearchParams[] = [];
const answers = new Map<string, (query: URLSearchParams) => unknown>();

beforeAll(async () => {
  provider = await eauProviderService((query) => {
    const custom = answers.get(query.get('employee_code') ?? '');
    return { status: 200, body: custom ? custom(query) : { status: 'received', certificate: certificateFor(query) } };
  }, queries);
  ctx = await createTestContext({ STEMPEL_EAU_PROVIDER_URL: provider.url });
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

const askedFor = (absenceId: string) => queries.filter((query) => query.get('absence_id') === absenceId).map((query) => [query.get('from'), query.get('to')]);

describe('the days a certificate does not cover', () => {
  it('asks the insurer for the rest when the certificate received ends before the sickness and HR asks with POST …/eau/retrieve', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee({ code: 'EAU-SHORT' });
    answers.set('EAU-SHORT', (query) => ({ status: 'received', certificate: { from: query.get('from'), to: '2026-11-11', first_certificate: true, diagnosed_on: '2026-11-09' } }));
    // Reported sick Monday 9 to Friday 13 November 2026; the doctor certified Monday to Wednesday
    // first (Erstbescheinigung), the follow-up for Thursday and Friday comes later.
    const sick = await s.absence(person.id, 'sick', '2026-11-09', '2026-11-13');
    await ctx.services.jobs.drain(s.slug);
    expect((await s.req('GET', `/rest/absences/${sick.id}/eau`)).json().data).toMatchObject({ status: 'received', certificate: { from: '2026-11-09', to: '2026-11-11' } });

    // The follow-up is at the insurer now; HR asks for it.
    answers.set('EAU-SHORT', (query) => ({ status: 'received', certificate: { from: query.get('from'), to: query.get('to'), first_certificate: false, diagnosed_on: null } }));
    const retrieved = await s.req('POST', `/rest/absences/${sick.id}/eau/retrieve`);
    expect(retrieved.statusCode, retrieved.body).toBe(200);
    expect(askedFor(sick.id)).toContainEqual(['2026-11-12', '2026-11-13']);
    expect(retrieved.json().data.certificate).toMatchObject({ from: '2026-11-09', to: '2026-11-13' });
  });

  it('lets HR fetch the certificate of a short sickness during a vacation (§ 9 BUrlG needs it from the first day)', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee({ entry_date: '2026-01-01' });
    await s.approved(person.id, 'vacation', '2026-08-03', '2026-08-07');
    // Ill on Wednesday and Thursday of the vacation: two days, below the tenant's threshold of 3.
    const sick = await s.absence(person.id, 'sick', '2026-08-05', '2026-08-06');
    // The vacation account gives the two days back on the strength of a certificate
    // ("die durch ärztliches Zeugnis nachgewiesenen Tage"), which the employer only gets from the insurer.
    const retrieved = await s.req('POST', `/rest/absences/${sick.id}/eau/retrieve`);
    expect(retrieved.statusCode, retrieved.body).toBe(200);
    expect(askedFor(sick.id)).toEqual([['2026-08-05', '2026-08-06']]);
    expect(retrieved.json().data).toMatchObject({ status: 'received', certificate: { from: '2026-08-05', to: '2026-08-06' } });
  });

  it('asks for the days a sickness is moved to start earlier, after the certificate was received', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    const sick = await s.absence(person.id, 'sick', '2026-11-11', '2026-11-15');
    await ctx.services.jobs.drain(s.slug);
    expect((await s.req('GET', `/rest/absences/${sick.id}/eau`)).json().data).toMatchObject({ status: 'received', certificate: { from: '2026-11-11', to: '2026-11-15' } });
    // The person was ill since Monday already: HR moves the first day to 9 November.
    const moved = await s.req('PATCH', `/rest/absences/${sick.id}`, { start_date: '2026-11-09' });
    expect(moved.statusCode, moved.body).toBe(200);
    await ctx.services.jobs.drain(s.slug);
    // Monday and Tuesday are not certified: they are asked for, and the new certificate replaces the old one.
    const asked = askedFor(sick.id).filter(([from]) => from != null && from <= '2026-11-10');
    const eau = (await s.req('GET', `/rest/absences/${sick.id}/eau`)).json().data;
    expect({ askedForEarlierDays: asked.length > 0, certificateFrom: eau.certificate?.from }).toEqual({ askedForEarlierDays: true, certificateFrom: '2026-11-09' });
  });
  it('asks again when a sickness whose certificate the insurer did not have yet is lengthened', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee({ code: 'EAU-NA' });
    answers.set('EAU-NA', () => ({ status: 'not_available' }));
    const sick = await s.absence(person.id, 'sick', '2026-11-09', '2026-11-13');
    await ctx.services.jobs.drain(s.slug);
    expect((await s.req('GET', `/rest/absences/${sick.id}/eau`)).json().data).toMatchObject({ status: 'not_available', certificate: null });
    // A week later the person is still ill, the doctor has sent both certificates, HR lengthens the sickness.
    answers.delete('EAU-NA');
    const before = askedFor(sick.id).length;
    expect((await s.req('PATCH', `/rest/absences/${sick.id}`, { end_date: '2026-11-20' })).statusCode).toBe(200);
    await ctx.services.jobs.drain(s.slug);
    expect(askedFor(sick.id).length).toBeGreaterThan(before);
    expect((await s.req('GET', `/rest/absences/${sick.id}/eau`)).json().data.status).toBe('received');
  });
});
