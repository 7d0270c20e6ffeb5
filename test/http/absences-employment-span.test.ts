import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { absenceSetup } from '../support/absences.js';

/**
 * An absence none of whose days lies inside the person's employment (all after the exit date, or
 * all before the entry date) is refused with 422 on the date that lies outside; one that reaches
 * into the employment by a day is allowed, and its days outside cost nothing.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('absences outside the employment', () => {
  it('refuses an absence wholly after the exit date or wholly before the entry date, of any type', async () => {
    const s = await absenceSetup(ctx);
    const leaver = await s.employee({ entry_date: '2020-01-01', exit_date: '2026-12-31' });
    const after = expectEnvelope(await s.request({ employee_id: leaver.id, type_id: s.typeOf('vacation'), start_date: '2027-01-04', end_date: '2027-01-08' }), 422, 'validation_error');
    expect(Object.keys(after.field_errors)).toEqual(['start_date']);
    expect(after.field_errors.start_date[0]).toContain('2026-12-31');
    expectEnvelope(await s.request({ employee_id: leaver.id, type_id: s.typeOf('sick'), start_date: '2027-01-01', end_date: '2027-01-01' }), 422, 'validation_error');

    const joiner = await s.employee({ entry_date: '2027-02-01' });
    const before = expectEnvelope(await s.request({ employee_id: joiner.id, type_id: s.typeOf('vacation'), start_date: '2027-01-04', end_date: '2027-01-08' }), 422, 'validation_error');
    expect(Object.keys(before.field_errors)).toEqual(['end_date']);
    expect(before.field_errors.end_date[0]).toContain('2027-02-01');
    expectEnvelope(await s.request({ employee_id: joiner.id, type_id: s.typeOf('training'), start_date: '2027-01-29', end_date: '2027-01-31' }), 422, 'validation_error');
    // Nothing was recorded.
    expect((await s.req('GET', `/rest/absences?employee_id=${leaver.id}`)).json().data).toEqual([]);
    expect((await s.req('GET', `/rest/absences?employee_id=${joiner.id}`)).json().data).toEqual([]);
  });

  it('refuses one asked for by the person themselves too', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.person({ entry_date: '2020-01-01', exit_date: '2026-12-31' });
    expectEnvelope(await s.request({ type_id: s.typeOf('vacation'), start_date: '2027-01-04', end_date: '2027-01-08' }, person.token), 422, 'validation_error');
  });

  it('allows an absence reaching into the employment by a day, counting only the employed days', async () => {
    const s = await absenceSetup(ctx);
    // Thursday 31 December 2026 is the last employed day; Monday 1 February 2027 the first.
    const leaver = await s.employee({ entry_date: '2020-01-01', exit_date: '2026-12-31' });
    const lastDay = await s.absence(leaver.id, 'sick', '2026-12-31', '2027-01-08');
    expect(lastDay.days).toBe(1);
    const joiner = await s.employee({ entry_date: '2027-02-01' });
    const firstDay = await s.absence(joiner.id, 'sick', '2027-01-25', '2027-02-01');
    expect(firstDay.days).toBe(1);
  });

  it('lets HR record an absence of someone who has left, on days they were still employed', async () => {
    const s = await absenceSetup(ctx);
    const left = await s.employee({ entry_date: '2020-01-01', exit_date: '2025-09-30' });
    const sick = await s.absence(left.id, 'sick', '2025-09-22', '2025-09-26');
    expect(sick).toMatchObject({ status: 'approved', days: 5 });
    const vacation = await s.approved(left.id, 'vacation', '2025-09-29', '2025-09-30');
    expect(vacation.days).toBe(2);
  });

  it('refuses a change of dates that moves an absence wholly outside, and leaves other changes alone', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee({ entry_date: '2026-02-01', exit_date: '2026-12-31' });
    const sick = await s.absence(person.id, 'sick', '2026-12-28', '2026-12-31');
    const moved = expectEnvelope(await s.req('PATCH', `/rest/absences/${sick.id}`, { start_date: '2027-01-04', end_date: '2027-01-08' }), 422, 'validation_error');
    expect(Object.keys(moved.field_errors)).toEqual(['start_date']);
    const early = expectEnvelope(await s.req('PATCH', `/rest/absences/${sick.id}`, { start_date: '2026-01-26', end_date: '2026-01-30' }), 422, 'validation_error');
    expect(Object.keys(early.field_errors)).toEqual(['end_date']);
    expect((await s.req('GET', `/rest/absences/${sick.id}`)).json().data).toMatchObject({ start_date: '2026-12-28', end_date: '2026-12-31' });
    // Still reaching into the employment: allowed.
    const longer = await s.req('PATCH', `/rest/absences/${sick.id}`, { end_date: '2027-01-05' });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json().data.days).toBe(4);

    // An entry date moved after an absence cancels it, as an exit date moved before one does
    // (absences-on-leaving.test.ts): neither its note nor its dates can be changed any more.
    const joiner = await s.employee({ entry_date: '2027-02-01' });
    const before = await s.absence(joiner.id, 'sick', '2027-02-02', '2027-02-04');
    const entry = await s.req('PUT', `/rest/employees/${joiner.id}`, { entry_date: '2027-02-08' });
    expect(entry.statusCode, entry.body).toBe(200);
    expect((await s.req('GET', `/rest/absences/${before.id}`)).json().data).toMatchObject({ status: 'cancelled', days: 0 });
    expectEnvelope(await s.req('PATCH', `/rest/absences/${before.id}`, { note: 'vor dem Eintritt' }), 409, 'conflict');
    expectEnvelope(await s.req('PATCH', `/rest/absences/${before.id}`, { start_date: '2027-02-08' }), 409, 'conflict');
  });
  it('refuses to approve a request none of whose days lies in the employment any more, and lets it be rejected', async () => {
    const s = await absenceSetup(ctx);
    const approver = (await s.approver()).token;
    const leaver = await s.employee({ entry_date: '2020-01-01', exit_date: '2026-12-31' });
    const asked = await s.absence(leaver.id, 'vacation', '2026-12-14', '2026-12-16');
    expect(asked.status).toBe('requested');
    // The exit date moves before the request: the leaving cancels it, so nobody can approve it.
    const exit = await s.req('PUT', `/rest/employees/${leaver.id}`, { exit_date: '2026-12-11' });
    expect(exit.statusCode, exit.body).toBe(200);
    expect((await s.req('GET', `/rest/absences/${asked.id}`)).json().data).toMatchObject({ status: 'cancelled', decided_by: null });
    expectEnvelope(await s.req('POST', `/rest/absences/${asked.id}/approve`, {}, approver), 409, 'conflict');

    // The same for an entry date moved after a request; one still reaching into the employment by a day is approved.
    const joiner = await s.employee({ entry_date: '2027-01-04' });
    const early = await s.absence(joiner.id, 'vacation', '2027-01-11', '2027-01-13');
    const reaching = await s.absence(joiner.id, 'vacation', '2027-01-18', '2027-01-20');
    const entry = await s.req('PUT', `/rest/employees/${joiner.id}`, { entry_date: '2027-01-20' });
    expect(entry.statusCode, entry.body).toBe(200);
    expect((await s.req('GET', `/rest/absences/${early.id}`)).json().data).toMatchObject({ status: 'cancelled', decided_by: null });
    expectEnvelope(await s.req('POST', `/rest/absences/${early.id}/approve`, {}, approver), 409, 'conflict');
    expect((await s.req('GET', `/rest/absences/${reaching.id}`)).json().data.status).toBe('requested');
    const approved = await s.req('POST', `/rest/absences/${reaching.id}/approve`, {}, approver);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', days: 1 });
  });
});
