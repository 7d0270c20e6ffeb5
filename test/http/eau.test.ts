import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { absenceSetup } from '../support/absences.js';
import { certificateFor, eauProviderService, type EauProviderService } from '../support/eau-provider.js';
import { EAU_JOB } from '../../src/features/eau/eau.service.js';

/**
 * The eAU of sick absences (module eau): a retrieval job per sick absence over the tenant's
 * threshold, manual entry by HR, and an HTTP provider whose downstream is a fake server this
 * file starts on 127.0.0.1.
 */
let manual: TestContext;
let viaHttp: TestContext;
let provider: EauProviderService;
/** What the fake eAU service answers: down (503), requested, or the certificate. */
let mode: 'down' | 'requested' | 'up' = 'up';
let failuresLeft = 0;
const queries: URLSearchParams[] = [];

beforeAll(async () => {
  provider = await eauProviderService((query, path) => {
    if (path !== '/eau/certificates') return { status: 404 };
    if (mode === 'down' || failuresLeft > 0) {
      failuresLeft = Math.max(0, failuresLeft - 1);
      return { status: 503, headers: { 'retry-after': '7' } };
    }
    if (mode === 'requested') return { status: 200, body: { status: 'requested' } };
    return { status: 200, body: { status: 'received', certificate: certificateFor(query) } };
  }, queries);
});
afterAll(() => provider?.close());

const eauJobs = (ctx: TestContext, slug: string) =>
  ctx.services.tenants.withTenant(slug, ({ db }) => db.selectFrom('jobs').selectAll().where('kind', '=', EAU_JOB).orderBy('created_at').execute());
/** Makes the queued eAU jobs due now: all of them, or only those named. */
const makeDue = (ctx: TestContext, slug: string, ids?: readonly string[]) =>
  ctx.services.tenants.withTenant(slug, ({ db }) => {
    const queued = db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1000).toISOString() }).where('kind', '=', EAU_JOB).where('status', '=', 'queued');
    if (ids === undefined) return queued.execute();
    return ids.length === 0 ? Promise.resolve([]) : queued.where('id', 'in', ids).execute();
  });

describe('eAU with the manual provider', () => {
  beforeAll(async () => {
    manual = await createTestContext();
  });
  afterAll(() => manual?.close());

  it('tracks a sick absence over the threshold, and HR enters the certificate', async () => {
    const s = await absenceSetup(manual);
    const person = await s.person();
    const sick = await s.absence(person.id, 'sick', '2026-11-16', '2026-11-19', {}, person.token);
    await manual.services.jobs.drain(s.slug);
    const tracked = await s.req('GET', `/rest/absences/${sick.id}/eau`);
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json().data).toEqual({ absence_id: sick.id, status: 'pending', provider: 'manual', certificate: null, attempts: 1 });
    expect((await eauJobs(manual, s.slug)).map((job) => job.status)).toEqual(['done']);

    expect((await s.req('GET', `/rest/absences/${sick.id}/eau`, undefined, person.token)).statusCode).toBe(200);
    expectEnvelope(await s.req('PUT', `/rest/absences/${sick.id}/eau`, { from: '2026-11-16', to: '2026-11-19', first_certificate: true, diagnosed_on: '2026-11-16' }, person.token), 403, 'forbidden');
    const entered = await s.req('PUT', `/rest/absences/${sick.id}/eau`, { from: '2026-11-16', to: '2026-11-20', first_certificate: false, diagnosed_on: null });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().data).toMatchObject({ status: 'received', certificate: { from: '2026-11-16', to: '2026-11-20', first_certificate: false, diagnosed_on: null } });
    expectEnvelope(await s.req('PUT', `/rest/absences/${sick.id}/eau`, { from: '2026-11-20', to: '2026-11-16', first_certificate: true, diagnosed_on: null }), 422, 'validation_error');
    const colleague = await s.person();
    expectEnvelope(await s.req('GET', `/rest/absences/${sick.id}/eau`, undefined, colleague.token), 404, 'not_found');
  });

  it('leaves short sick absences and other types alone, and follows the tenant threshold', async () => {
    const s = await absenceSetup(manual, { fresh: true });
    const person = await s.employee();
    const short = await s.absence(person.id, 'sick', '2026-11-16', '2026-11-18');
    expectEnvelope(await s.req('GET', `/rest/absences/${short.id}/eau`), 404, 'not_found');
    const vacation = await s.approved(person.id, 'vacation', '2026-12-07', '2026-12-11');
    expectEnvelope(await s.req('PUT', `/rest/absences/${vacation.id}/eau`, { from: '2026-12-07', to: '2026-12-11', first_certificate: true, diagnosed_on: null }), 409, 'conflict');
    expect((await s.req('PATCH', '/rest/absence-settings', { eau_threshold_days: 1 })).json().data.eau_threshold_days).toBe(1);
    const twoDays = await s.absence(person.id, 'sick', '2026-11-23', '2026-11-24');
    expect((await s.req('GET', `/rest/absences/${twoDays.id}/eau`)).json().data.status).toBe('pending');
    // Entering a certificate by hand also tracks a short one.
    expect((await s.req('PUT', `/rest/absences/${short.id}/eau`, { from: '2026-11-16', to: '2026-11-18', first_certificate: true, diagnosed_on: null })).json().data.status).toBe('received');
  });

  it('starts the retrieval when an approved sick absence is lengthened past the threshold', async () => {
    const s = await absenceSetup(manual);
    const person = await s.employee();
    const sick = await s.absence(person.id, 'sick', '2026-11-02', '2026-11-03');
    expectEnvelope(await s.req('GET', `/rest/absences/${sick.id}/eau`), 404, 'not_found');
    expect((await s.req('PATCH', `/rest/absences/${sick.id}`, { end_date: '2026-11-06' })).json().data.days).toBe(5);
    expect((await s.req('GET', `/rest/absences/${sick.id}/eau`)).json().data.status).toBe('pending');
  });

  it('extends the certified period with a follow-up HR enters, and replaces it with a corrected one', async () => {
    const s = await absenceSetup(manual);
    const person = await s.employee();
    const sick = await s.absence(person.id, 'sick', '2026-11-09', '2026-11-13');
    const put = (body: Record<string, unknown>) => s.req('PUT', `/rest/absences/${sick.id}/eau`, body);
    expect((await put({ from: '2026-11-09', to: '2026-11-13', first_certificate: true, diagnosed_on: '2026-11-09' })).statusCode).toBe(200);
    expect((await s.req('PATCH', `/rest/absences/${sick.id}`, { end_date: '2026-11-20' })).statusCode).toBe(200);
    expect((await s.req('GET', `/rest/absences/${sick.id}/eau`)).json().data).toMatchObject({ status: 'pending', certificate: { from: '2026-11-09', to: '2026-11-13' } });
    const followUp = await put({ from: '2026-11-14', to: '2026-11-20', first_certificate: false, diagnosed_on: null });
    expect(followUp.json().data).toMatchObject({ status: 'received', certificate: { from: '2026-11-09', to: '2026-11-20', first_certificate: true, diagnosed_on: '2026-11-09' } });
    const corrected = await put({ from: '2026-11-10', to: '2026-11-20', first_certificate: true, diagnosed_on: '2026-11-10' });
    expect(corrected.json().data.certificate).toEqual({ from: '2026-11-10', to: '2026-11-20', first_certificate: true, diagnosed_on: '2026-11-10' });
  });

  it('asks for a follow-up when a sick absence is approved longer than the certificate HR entered', async () => {
    const s = await absenceSetup(manual, { fresh: true });
    const type = await s.req('POST', '/rest/absence-types', { name: 'Krank (Antrag)', category: 'sick', needs_approval: true });
    const person = await s.person();
    const created = await s.req('POST', '/rest/absences', { type_id: type.json().data.id, start_date: '2026-11-09', end_date: '2026-11-13' }, person.token);
    expect(created.json().data.status).toBe('requested');
    const id = created.json().data.id as string;
    expect((await s.req('PUT', `/rest/absences/${id}/eau`, { from: '2026-11-09', to: '2026-11-13', first_certificate: true, diagnosed_on: '2026-11-09' })).statusCode).toBe(200);
    expect((await s.req('PATCH', `/rest/absences/${id}`, { end_date: '2026-11-20' }, person.token)).statusCode).toBe(200);
    expect((await s.req('POST', `/rest/absences/${id}/approve`, {}, (await s.approver()).token)).statusCode).toBe(200);
    expect((await s.req('GET', `/rest/absences/${id}/eau`)).json().data).toMatchObject({ status: 'pending', certificate: { from: '2026-11-09', to: '2026-11-13' } });
    expect(await eauJobs(manual, s.slug)).toHaveLength(1);
  });

  it('records no certificate about an erased person (409 employee_erased)', async () => {
    const s = await absenceSetup(manual);
    const person = await s.employee({ entry_date: '2024-01-01' });
    const short = await s.absence(person.id, 'sick', '2026-10-05', '2026-10-06');
    const long = await s.absence(person.id, 'sick', '2026-10-12', '2026-10-16');
    await manual.services.jobs.drain(s.slug);
    expect((await s.req('PUT', `/rest/employees/${person.id}`, { exit_date: '2026-10-31' })).statusCode).toBe(200);
    const erased = await s.req('POST', `/rest/employees/${person.id}/erasure`, { reason: 'Antrag' });
    expect(erased.statusCode, erased.body).toBe(200);

    const certificate = { from: '2026-10-05', to: '2026-10-06', first_certificate: true, diagnosed_on: '2026-10-05' };
    expect(expectEnvelope(await s.req('PUT', `/rest/absences/${short.id}/eau`, certificate), 409, 'conflict').errors[0]._meta.code).toBe('employee_erased');
    expectEnvelope(await s.req('GET', `/rest/absences/${short.id}/eau`), 404, 'not_found');
    const later = { ...certificate, from: '2026-10-12', to: '2026-10-16' };
    expect(expectEnvelope(await s.req('PUT', `/rest/absences/${long.id}/eau`, later), 409, 'conflict').errors[0]._meta.code).toBe('employee_erased');
    expect(expectEnvelope(await s.req('POST', `/rest/absences/${long.id}/eau/retrieve`), 409, 'conflict').errors[0]._meta.code).toBe('employee_erased');
    // What was tracked before stays readable, as it was.
    expect((await s.req('GET', `/rest/absences/${long.id}/eau`)).json().data).toMatchObject({ status: 'pending', certificate: null });
  });

  it('starts nothing and answers 403 when the module is off', async () => {
    const s = await absenceSetup(manual, { modules: ['leave_requests'] as never });
    const person = await s.employee();
    const sick = await s.absence(person.id, 'sick', '2026-11-16', '2026-11-20');
    expectEnvelope(await s.req('GET', `/rest/absences/${sick.id}/eau`), 403, 'forbidden');
    expect(await eauJobs(manual, s.slug)).toEqual([]);
  });
});

describe('eAU with an HTTP provider', () => {
  beforeAll(async () => {
    viaHttp = await createTestContext({ STEMPEL_EAU_PROVIDER_URL: provider.url });
  });
  afterAll(() => viaHttp?.close());

  it('retries while the downstream is unreachable, then records the certificate', async () => {
    mode = 'up';
    failuresLeft = 2;
    queries.length = 0;
    const s = await absenceSetup(viaHttp);
    const person = await s.employee({ code: 'EAU-1' });
    const sick = await s.absence(person.id, 'sick', '2026-11-09', '2026-11-13');
    let state = (await s.req('GET', `/rest/absences/${sick.id}/eau`)).json().data;
    for (let round = 0; round < 10 && state.status !== 'received'; round++) {
      await makeDue(viaHttp, s.slug);
      await viaHttp.services.jobs.drain(s.slug);
      state = (await s.req('GET', `/rest/absences/${sick.id}/eau`)).json().data;
    }
    expect(state).toEqual({
      absence_id: sick.id,
      status: 'received',
      provider: 'http',
      certificate: { from: '2026-11-09', to: '2026-11-13', first_certificate: true, diagnosed_on: '2026-11-09' },
      attempts: 3,
    });
    expect(queries).toHaveLength(3);
    expect(queries[0]!.get('employee_code')).toBe('EAU-1');
    const [job] = await eauJobs(viaHttp, s.slug);
    expect(job).toMatchObject({ status: 'done', attempts: 3 });
  });

  it('asks for a follow-up certificate when the sickness is lengthened past the one received, and keeps the period from its first day', async () => {
    mode = 'up';
    failuresLeft = 0;
    const s = await absenceSetup(viaHttp, { fresh: true });
    const person = await s.employee({ code: 'EAU-FOLLOW' });
    const sick = await s.absence(person.id, 'sick', '2026-11-09', '2026-11-13');
    await viaHttp.services.jobs.drain(s.slug);
    const eau = async () => (await s.req('GET', `/rest/absences/${sick.id}/eau`)).json().data;
    expect(await eau()).toMatchObject({ status: 'received', certificate: { from: '2026-11-09', to: '2026-11-13', first_certificate: true, diagnosed_on: '2026-11-09' } });

    // A change within the certificate, and a shortening, ask for nothing.
    queries.length = 0;
    expect((await s.req('PATCH', `/rest/absences/${sick.id}`, { note: 'Grippe' })).statusCode).toBe(200);
    expect((await s.req('PATCH', `/rest/absences/${sick.id}`, { end_date: '2026-11-12' })).statusCode).toBe(200);
    await viaHttp.services.jobs.drain(s.slug);
    expect(queries).toHaveLength(0);
    expect((await eau()).status).toBe('received');

    expect((await s.req('PATCH', `/rest/absences/${sick.id}`, { end_date: '2026-11-18' })).statusCode).toBe(200);
    await viaHttp.services.jobs.drain(s.slug);
    // Asked for the days after the certificate only; the follow-up extends the certified period.
    expect(queries.map((query) => [query.get('from'), query.get('to')])).toEqual([['2026-11-14', '2026-11-18']]);
    expect(await eau()).toMatchObject({ status: 'received', attempts: 1, certificate: { from: '2026-11-09', to: '2026-11-18', first_certificate: true, diagnosed_on: '2026-11-09' } });
  });

  it('asks again over about a day and a half while the certificate is requested, then leaves it to HR', async () => {
    mode = 'requested';
    const s = await absenceSetup(viaHttp);
    const person = await s.employee();
    const sick = await s.absence(person.id, 'sick', '2026-11-09', '2026-11-13');
    const waits: number[] = [];
    const seen = new Set<string>();
    let state = (await s.req('GET', `/rest/absences/${sick.id}/eau`)).json().data;
    for (let round = 0; round < 24 && state.status !== 'failed'; round++) {
      // Each wait is a job queued for later (the first job, queued with the absence, is due at
      // once and may already have run on the context's own runner); it is read before it is
      // made due here. Only the jobs read are made due: one the runner queued meanwhile keeps
      // its wait until the next round reads it.
      const queued = (await eauJobs(viaHttp, s.slug)).filter((job) => job.status === 'queued');
      for (const job of queued) {
        if (seen.has(job.id)) continue;
        seen.add(job.id);
        const wait = Date.parse(job.run_at) - Date.parse(job.created_at);
        if (wait > 0) waits.push(Math.round(wait / 60_000));
      }
      await makeDue(viaHttp, s.slug, queued.map((job) => job.id));
      await viaHttp.services.jobs.drain(s.slug);
      state = (await s.req('GET', `/rest/absences/${sick.id}/eau`)).json().data;
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 480, 480, 720]);
    expect(waits.reduce((sum, minutes) => sum + minutes, 0) / 60).toBeGreaterThan(35);
    expect(state).toMatchObject({ status: 'failed', attempts: 9 });
    expect((await eauJobs(viaHttp, s.slug)).every((job) => job.status === 'done')).toBe(true);
  });

  it('stops asking for a sick absence that was cancelled', async () => {
    mode = 'requested';
    queries.length = 0;
    const s = await absenceSetup(viaHttp);
    const person = await s.employee();
    const sick = await s.absence(person.id, 'sick', '2026-11-09', '2026-11-13');
    await makeDue(viaHttp, s.slug);
    await viaHttp.services.jobs.drain(s.slug);
    // Asked once or twice by now: the context's own runner may have taken the first job already.
    const asked = queries.length;
    expect(asked).toBeGreaterThan(0);
    expect((await s.req('POST', `/rest/absences/${sick.id}/cancel`, {})).statusCode).toBe(200);
    await makeDue(viaHttp, s.slug);
    await viaHttp.services.jobs.drain(s.slug);
    expect(queries).toHaveLength(asked);
    expectEnvelope(await s.req('POST', `/rest/absences/${sick.id}/eau/retrieve`), 409, 'conflict');
    mode = 'up';
  });

  it('stops asking about a person whose data was erased, and records why', async () => {
    mode = 'requested';
    queries.length = 0;
    const s = await absenceSetup(viaHttp);
    const person = await s.employee({ entry_date: '2024-01-01' });
    const sick = await s.absence(person.id, 'sick', '2026-10-05', '2026-10-09');
    await makeDue(viaHttp, s.slug);
    await viaHttp.services.jobs.drain(s.slug);
    const asked = queries.length;
    expect(asked).toBeGreaterThan(0);
    expect((await s.req('PUT', `/rest/employees/${person.id}`, { exit_date: '2026-10-31' })).statusCode).toBe(200);
    expect((await s.req('POST', `/rest/employees/${person.id}/erasure`, { reason: 'Antrag' })).statusCode).toBe(200);
    // The retrieval queued for later runs, asks nothing and ends for good.
    mode = 'up';
    await makeDue(viaHttp, s.slug);
    await viaHttp.services.jobs.drain(s.slug);
    expect(queries).toHaveLength(asked);
    expect((await eauJobs(viaHttp, s.slug)).every((job) => job.status === 'done')).toBe(true);
    expect((await s.req('GET', `/rest/absences/${sick.id}/eau`)).json().data).toMatchObject({ status: 'requested', certificate: null });
    const stored = await viaHttp.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('eau_requests').select('last_error').where('absence_id', '=', sick.id).executeTakeFirstOrThrow());
    expect(stored.last_error).toMatch(/erased/);
  });

  it('answers a synchronous retrieval with 503 and Retry-After while the downstream is down', async () => {
    mode = 'down';
    const s = await absenceSetup(viaHttp);
    const person = await s.employee();
    const sick = await s.absence(person.id, 'sick', '2026-11-02', '2026-11-06');
    const refused = await s.req('POST', `/rest/absences/${sick.id}/eau/retrieve`);
    expectEnvelope(refused, 503, 'service_unavailable');
    expect(refused.headers['retry-after']).toBe('7');
    mode = 'requested';
    expect((await s.req('POST', `/rest/absences/${sick.id}/eau/retrieve`)).json().data.status).toBe('requested');
    mode = 'up';
    const fetched = await s.req('POST', `/rest/absences/${sick.id}/eau/retrieve`);
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect(fetched.json().data).toMatchObject({ status: 'received', certificate: { from: '2026-11-02', to: '2026-11-06' } });
    const employee = await s.person();
    expectEnvelope(await s.req('POST', `/rest/absences/${sick.id}/eau/retrieve`, undefined, employee.token), 403, 'forbidden');
  });
});
