import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { absenceSetup } from '../support/absences.js';
import { certificateFor, eauProviderService, type EauProviderService } from '../support/eau-provider.js';
import { EAU_JOB } from '../../src/features/eau/eau.service.js';

/**
 * A sickness reported in pieces: the eAU (EFZG §5 (1), from the fourth calendar day) is asked for
 * when the continuous run of a person's approved sick absences, one starting the calendar day after
 * the other ends, lasts longer than the tenant's threshold, for the absence that made it so. The
 * eAU provider is a fake HTTP service on 127.0.0.1 that answers every query with a certificate for
 * the days asked for, and records what it was asked.
 */
let ctx: TestContext;
let provider: EauProviderService;
const queries: URLSearchParams[] = [];

beforeAll(async () => {
  provider = await eauProviderService(
    (query) => ({ status: 200, body: { status: 'received', certificate: certificateFor(query, { first_certificate: false, diagnosed_on: null }) } }),
    queries,
  );
  ctx = await createTestContext({ STEMPEL_EAU_PROVIDER_URL: provider.url });
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

type Setup = Awaited<ReturnType<typeof absenceSetup>>;

/** The eAU of an absence: its body, or 404 when none is tracked. */
async function eauOf(s: Setup, absenceId: string) {
  await ctx.services.jobs.drain(s.slug);
  const response = await s.req('GET', `/rest/absences/${absenceId}/eau`);
  if (response.statusCode === 404) {
    expectEnvelope(response, 404, 'not_found');
    return undefined;
  }
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The eAU retrieval jobs queued for these absences. */
async function jobsFor(s: Setup, ...absenceIds: string[]) {
  const jobs = await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('jobs').selectAll().where('kind', '=', EAU_JOB).execute());
  return jobs.filter((job) => {
    const payload = (typeof job.job_payload === 'string' ? JSON.parse(job.job_payload) : job.job_payload) as { absence_id: string };
    return absenceIds.includes(payload.absence_id);
  });
}

const askedFor = (absenceId: string) => queries.filter((query) => query.get('absence_id') === absenceId).map((query) => [query.get('from'), query.get('to')]);

// Mon 16 Nov 2026 to Sun 22 Nov 2026; Mon 23 Nov.
describe('a sickness reported as two absences', () => {
  it('asks for the eAU of every piece once the continuation takes the sickness past the threshold, each for its own dates', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.person({ code: 'SICK-1' });
    // Monday: sick until Wednesday (3 calendar days, no certificate yet).
    const first = await s.absence(person.id, 'sick', '2026-11-16', '2026-11-18', {}, person.token);
    expect(first.status).toBe('approved');
    expect(await eauOf(s, first.id)).toBeUndefined();
    // They may not lengthen their own approved absence, so they report the rest as a new one.
    expectEnvelope(await s.req('PATCH', `/rest/absences/${first.id}`, { end_date: '2026-11-20' }, person.token), 403, 'forbidden');
    const second = await s.absence(person.id, 'sick', '2026-11-19', '2026-11-20', {}, person.token);
    expect(second.status).toBe('approved');

    // 5 calendar days of incapacity: the certificate is needed, for the whole sickness. Each piece
    // asks the insurer for its own days.
    expect(await eauOf(s, second.id)).toMatchObject({ status: 'received', provider: 'http', certificate: { from: '2026-11-19', to: '2026-11-20' } });
    expect(askedFor(second.id)).toEqual([['2026-11-19', '2026-11-20']]);
    expect(await eauOf(s, first.id)).toMatchObject({ status: 'received', certificate: { from: '2026-11-16', to: '2026-11-18' } });
    expect(askedFor(first.id)).toEqual([['2026-11-16', '2026-11-18']]);
    expect(await jobsFor(s, first.id, second.id)).toHaveLength(2);

    // Not twice for one absence: a change of its note asks for nothing new, nor does one of the first absence's.
    expect((await s.req('PATCH', `/rest/absences/${second.id}`, { note: 'Grippe' })).statusCode).toBe(200);
    expect((await s.req('PATCH', `/rest/absences/${first.id}`, { note: 'Grippe' })).statusCode).toBe(200);
    expect(await jobsFor(s, first.id, second.id)).toHaveLength(2);

    // A third piece continuing the sickness over the weekend asks for its own days again.
    const third = await s.absence(person.id, 'sick', '2026-11-21', '2026-11-22', {}, person.token);
    expect(await eauOf(s, third.id)).toMatchObject({ status: 'received', certificate: { from: '2026-11-21', to: '2026-11-22' } });
    expect(askedFor(third.id)).toEqual([['2026-11-21', '2026-11-22']]);
  });

  it('leaves two sicknesses apart when a day between them is not covered, a weekend included', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    // Wednesday to Friday, then Monday and Tuesday: the weekend between belongs to neither.
    const before = await s.absence(person.id, 'sick', '2026-11-18', '2026-11-20');
    const after = await s.absence(person.id, 'sick', '2026-11-23', '2026-11-24');
    expect(await eauOf(s, before.id)).toBeUndefined();
    expect(await eauOf(s, after.id)).toBeUndefined();
    // Another person's sickness on the next day does not continue this one's.
    const colleague = await s.employee();
    const theirs = await s.absence(colleague.id, 'sick', '2026-11-25', '2026-11-26');
    expect(await eauOf(s, theirs.id)).toBeUndefined();
  });

  it('joins over a weekend the absences cover', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    const weekend = await s.absence(person.id, 'sick', '2026-11-20', '2026-11-22');
    expect(await eauOf(s, weekend.id)).toBeUndefined();
    const monday = await s.absence(person.id, 'sick', '2026-11-23', '2026-11-23');
    expect(await eauOf(s, monday.id)).toMatchObject({ status: 'received' });
    expect(await eauOf(s, weekend.id)).toMatchObject({ status: 'received' });
  });

  it('does not join across half a day worked, nor with a cancelled absence', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    // Back at work on Wednesday afternoon: Thursday starts a new sickness.
    await s.absence(person.id, 'sick', '2026-11-16', '2026-11-18', { half_day_end: true });
    const thursday = await s.absence(person.id, 'sick', '2026-11-19', '2026-11-20');
    expect(await eauOf(s, thursday.id)).toBeUndefined();

    const other = await s.employee();
    const cancelled = await s.absence(other.id, 'sick', '2026-11-16', '2026-11-18');
    expect((await s.req('POST', `/rest/absences/${cancelled.id}/cancel`, {}, (await s.approver()).token)).statusCode).toBe(200);
    const next = await s.absence(other.id, 'sick', '2026-11-19', '2026-11-20');
    expect(await eauOf(s, next.id)).toBeUndefined();
  });

  it('asks for every piece when the one closing the gap between two others is recorded last', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    const monday = await s.absence(person.id, 'sick', '2026-11-16', '2026-11-17');
    const thursday = await s.absence(person.id, 'sick', '2026-11-19', '2026-11-20');
    expect(await eauOf(s, thursday.id)).toBeUndefined();
    const wednesday = await s.absence(person.id, 'sick', '2026-11-18', '2026-11-18');
    expect(await eauOf(s, wednesday.id)).toMatchObject({ status: 'received', certificate: { from: '2026-11-18', to: '2026-11-18' } });
    // Thursday and Friday, days 4 and 5 of the sickness, are the ones the certificate is needed for.
    expect(await eauOf(s, thursday.id)).toMatchObject({ status: 'received', certificate: { from: '2026-11-19', to: '2026-11-20' } });
    expect(await eauOf(s, monday.id)).toMatchObject({ status: 'received', certificate: { from: '2026-11-16', to: '2026-11-17' } });
  });

  it('asks when the continuation is approved, not while it is requested', async () => {
    const s = await absenceSetup(ctx);
    const type = await s.req('POST', '/rest/absence-types', { name: 'Krank (Antrag, Fortsetzung)', category: 'sick', needs_approval: true });
    expect(type.statusCode, type.body).toBe(201);
    const person = await s.person();
    await s.absence(person.id, 'sick', '2026-11-16', '2026-11-18', {}, person.token);
    const asked = await s.req('POST', '/rest/absences', { type_id: type.json().data.id, start_date: '2026-11-19', end_date: '2026-11-20' }, person.token);
    expect(asked.json().data.status).toBe('requested');
    const id = asked.json().data.id as string;
    expect(await eauOf(s, id)).toBeUndefined();
    expect((await s.req('POST', `/rest/absences/${id}/approve`, {}, (await s.approver()).token)).statusCode).toBe(200);
    expect(await eauOf(s, id)).toMatchObject({ status: 'received', certificate: { from: '2026-11-19', to: '2026-11-20' } });
  });

  it('asks when a change of dates or type makes an absence continue a sickness past the threshold', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    // Monday and Tuesday, and Thursday to Friday: two sicknesses of two days.
    const early = await s.absence(person.id, 'sick', '2026-11-16', '2026-11-17');
    const late = await s.absence(person.id, 'sick', '2026-11-19', '2026-11-20');
    expect(await eauOf(s, early.id)).toBeUndefined();
    // HR corrects the first one to end on Wednesday: one sickness of 5 days, whose later days lie in the other piece.
    expect((await s.req('PATCH', `/rest/absences/${early.id}`, { end_date: '2026-11-18' })).statusCode).toBe(200);
    expect(await eauOf(s, early.id)).toMatchObject({ status: 'received', certificate: { from: '2026-11-16', to: '2026-11-18' } });
    expect(await eauOf(s, late.id)).toMatchObject({ status: 'received', certificate: { from: '2026-11-19', to: '2026-11-20' } });

    // A vacation recorded on the days after a sickness, corrected to the sickness it was.
    const other = await s.employee();
    await s.absence(other.id, 'sick', '2026-11-16', '2026-11-18');
    const vacation = await s.approved(other.id, 'vacation', '2026-11-19', '2026-11-20');
    expect((await s.req('PATCH', `/rest/absences/${vacation.id}`, { type_id: s.typeOf('sick') })).json().data.category).toBe('sick');
    expect(await eauOf(s, vacation.id)).toMatchObject({ status: 'received' });
  });

  it('follows the tenant threshold', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    expect((await s.req('PATCH', '/rest/absence-settings', { eau_threshold_days: 5 })).statusCode).toBe(200);
    const person = await s.employee();
    await s.absence(person.id, 'sick', '2026-11-16', '2026-11-18');
    // 5 calendar days are not longer than 5.
    const friday = await s.absence(person.id, 'sick', '2026-11-19', '2026-11-20');
    expect(await eauOf(s, friday.id)).toBeUndefined();
    // The sixth day is, reached through the pieces before it.
    const saturday = await s.absence(person.id, 'sick', '2026-11-21', '2026-11-21');
    expect(await eauOf(s, saturday.id)).toMatchObject({ status: 'received' });
  });
});
