import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope, UNKNOWN_ID } from '../support/assertions.js';
import { createDepartment, login, personWithLogin, ROLE_IDS } from '../support/factories.js';
import { absenceSetup, HOUR, type AbsenceBody } from '../support/absences.js';

/**
 * /rest/absence-types, /rest/absences and /rest/employees/{e}/vacation: types, the request
 * workflow with approval, the working days an absence costs, overlaps, the vacation account,
 * closed payroll months, permissions and visibility.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('absence types', () => {
  it('seeds one system type per category and manages custom ones', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const listed = (await s.req('GET', '/rest/absence-types')).json().data as Array<Record<string, unknown>>;
    expect(listed.map((t) => [t.category, t.is_system, t.credits_time, t.needs_approval, t.counts_against_entitlement])).toEqual(
      expect.arrayContaining([
        ['vacation', true, true, true, true],
        ['sick', true, true, false, false],
        ['special_leave', true, true, true, false],
        ['training', true, true, true, false],
        ['time_off_in_lieu', true, false, true, false],
        ['unpaid', true, false, true, false],
      ]),
    );
    expect(listed).toHaveLength(6);

    const created = await s.req('POST', '/rest/absence-types', { name: 'Bildungsurlaub', category: 'training' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Bildungsurlaub', category: 'training', credits_time: true, needs_approval: true, counts_against_entitlement: false, is_system: false });
    const id = created.json().data.id as string;
    expectEnvelope(await s.req('POST', '/rest/absence-types', { name: 'bildungsurlaub', category: 'training' }), 422, 'validation_error');
    expect(expectEnvelope(await s.req('POST', '/rest/absence-types', { name: 'Abbau', category: 'time_off_in_lieu', credits_time: true }), 422, 'validation_error').field_errors).toHaveProperty('credits_time');
    expectEnvelope(await s.req('POST', '/rest/absence-types', { name: 'X', category: 'holiday' }), 422, 'validation_error');

    const patched = await s.req('PATCH', `/rest/absence-types/${id}`, { name: 'Bildungszeit', needs_approval: false });
    expect(patched.json().data).toMatchObject({ name: 'Bildungszeit', needs_approval: false, category: 'training' });
    // The category stays: an unknown field is dropped like everywhere else.
    expect((await s.req('PATCH', `/rest/absence-types/${id}`, { category: 'sick' })).json().data.category).toBe('training');

    expect(expectEnvelope(await s.req('DELETE', `/rest/absence-types/${s.typeOf('sick')}`), 409, 'conflict').errors[0]._meta.code).toBe('absence_type_system');
    const person = await s.employee();
    await s.absence(person.id, 'vacation', '2026-12-07', '2026-12-07', { type_id: id });
    expect(expectEnvelope(await s.req('DELETE', `/rest/absence-types/${id}`), 409, 'conflict').errors[0]._meta).toMatchObject({ code: 'absence_type_in_use', absences: 1 });
    const unused = (await s.req('POST', '/rest/absence-types', { name: 'Umzug', category: 'special_leave' })).json().data.id;
    expect((await s.req('DELETE', `/rest/absence-types/${unused}`)).statusCode).toBe(200);
    expectEnvelope(await s.req('GET', `/rest/absence-types/${UNKNOWN_ID}`), 405, 'method_not_allowed');

    const employee = await s.person();
    expect((await s.req('GET', '/rest/absence-types', undefined, employee.token)).statusCode).toBe(200);
    expectEnvelope(await s.req('POST', '/rest/absence-types', { name: 'Mine', category: 'unpaid' }, employee.token), 403, 'forbidden');
  });
});

describe('the request workflow', () => {
  it('lets a person request leave, and someone else with absences:approve approve or reject it', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.person();
    // Mon 7 Dec 2026 to Wed 9 Dec, the afternoon of Monday only: 2.5 days.
    const asked = await s.request({ type_id: s.typeOf('vacation'), start_date: '2026-12-07', end_date: '2026-12-09', half_day_start: true, note: 'Weihnachtsmarkt' }, person.token);
    expect(asked.statusCode, asked.body).toBe(201);
    const absence = asked.json().data as AbsenceBody;
    expect(absence).toMatchObject({ employee_id: person.id, status: 'requested', days: 2.5, half_day_start: true, half_day_end: false, requested_by: person.id, decided_by: null });
    expect(asked.json().warnings).toEqual([]);

    expectEnvelope(await s.req('POST', `/rest/absences/${absence.id}/approve`, {}, person.token), 403, 'forbidden');
    const approver = await s.approver();
    const approved = await s.req('POST', `/rest/absences/${absence.id}/approve`, {}, approver.token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', decided_by: approver.id });
    expect(expectEnvelope(await s.req('POST', `/rest/absences/${absence.id}/approve`, {}, s.token), 409, 'conflict').errors[0]._meta).toMatchObject({ code: 'absence_status', status: 'approved' });

    const second = (await s.request({ type_id: s.typeOf('vacation'), start_date: '2026-12-14', end_date: '2026-12-14' }, person.token)).json().data as AbsenceBody;
    expectEnvelope(await s.req('POST', `/rest/absences/${second.id}/reject`, {}, approver.token), 422, 'validation_error');
    const rejected = await s.req('POST', `/rest/absences/${second.id}/reject`, { reason: 'Inventur' }, approver.token);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', decision_reason: 'Inventur', decided_by: approver.id });
    expect(expectEnvelope(await s.req('POST', `/rest/absences/${second.id}/cancel`, undefined, person.token), 409, 'conflict').errors[0]._meta.code).toBe('absence_status');
  });

  it('never lets the requester approve, even one asked for someone else', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    const approver = await s.approver();
    const asked = await s.absence(person.id, 'vacation', '2026-12-07', '2026-12-08', {}, approver.token);
    expect(asked).toMatchObject({ status: 'requested', requested_by: approver.id });
    expectEnvelope(await s.req('POST', `/rest/absences/${asked.id}/approve`, {}, approver.token), 403, 'forbidden');
    expect((await s.req('POST', `/rest/absences/${asked.id}/approve`, {}, s.token)).statusCode).toBe(200);
  });

  it('gives whoever asked for someone else’s absence no access once their permission is gone', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    const hr = await personWithLogin(ctx, s.slug, s.token, { role: 'workspace_admin' });
    const sick = await s.absence(person.id, 'sick', '2026-12-07', '2026-12-08', { note: 'Grippe' }, hr.token);
    const asked = await s.absence(person.id, 'vacation', '2026-12-14', '2026-12-15', {}, hr.token);
    expect([sick.requested_by, asked.requested_by]).toEqual([hr.id, hr.id]);
    expect((await s.req('GET', `/rest/absences/${sick.id}`, undefined, hr.token)).statusCode).toBe(200);

    const demoted = await s.req('PUT', `/rest/employees/${hr.id}`, { role_id: ROLE_IDS.employee });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const token = await login(ctx, s.slug, hr.code, 'person-password-1');
    expectEnvelope(await s.req('GET', `/rest/absences/${sick.id}`, undefined, token), 404, 'not_found');
    expectEnvelope(await s.req('PATCH', `/rest/absences/${asked.id}`, { note: 'geändert' }, token), 404, 'not_found');
    expectEnvelope(await s.req('POST', `/rest/absences/${asked.id}/cancel`, {}, token), 404, 'not_found');
    expectEnvelope(await s.req('DELETE', `/rest/absences/${asked.id}`, undefined, token), 404, 'not_found');
    expect((await s.req('GET', `/rest/absences/${asked.id}`)).json().data).toMatchObject({ status: 'requested', note: null });
  });

  it('starts a type without approval as approved, and cancels by the rules', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.person();
    const sick = await s.request({ type_id: s.typeOf('sick'), start_date: '2026-11-16', end_date: '2026-11-17' }, person.token);
    expect(sick.json().data).toMatchObject({ status: 'approved', days: 2, category: 'sick' });
    // Nobody cancels their own approved absence; an approver can.
    expectEnvelope(await s.req('POST', `/rest/absences/${sick.json().data.id}/cancel`, undefined, person.token), 403, 'forbidden');
    expect((await s.req('POST', `/rest/absences/${sick.json().data.id}/cancel`, undefined, (await s.approver()).token)).json().data.status).toBe('cancelled');

    const asked = (await s.request({ type_id: s.typeOf('vacation'), start_date: '2026-12-21', end_date: '2026-12-22' }, person.token)).json().data as AbsenceBody;
    const changed = await s.req('PATCH', `/rest/absences/${asked.id}`, { end_date: '2026-12-23', note: 'länger' }, person.token);
    expect(changed.json().data).toMatchObject({ end_date: '2026-12-23', days: 3, status: 'requested' });
    expectEnvelope(await s.req('PATCH', `/rest/absences/${asked.id}`, { end_date: '2026-12-20' }, person.token), 422, 'validation_error');
    expect((await s.req('POST', `/rest/absences/${asked.id}/cancel`, undefined, person.token)).json().data.status).toBe('cancelled');
    expect(expectEnvelope(await s.req('PATCH', `/rest/absences/${asked.id}`, { note: 'x' }, person.token), 409, 'conflict').errors[0]._meta.code).toBe('absence_status');

    const again = (await s.request({ type_id: s.typeOf('vacation'), start_date: '2026-12-28', end_date: '2026-12-28' }, person.token)).json().data as AbsenceBody;
    expect((await s.req('DELETE', `/rest/absences/${again.id}`, undefined, person.token)).statusCode).toBe(200);
    expectEnvelope(await s.req('GET', `/rest/absences/${again.id}`), 404, 'not_found');
  });

  it('sends an approved absence changed to a type that needs approval back for a decision, unless the one changing it may decide it', async () => {
    const s = await absenceSetup(ctx);
    // A role that records absences but may not approve them.
    const role = await s.req('POST', '/rest/roles', { name: 'Teamassistenz', permissions: ['absences:view', 'absences:manage', 'employees:view'] });
    expect(role.statusCode, role.body).toBe(201);
    const unit = await createDepartment(ctx, s.slug, s.token, 'Assistenz');
    const assistant = await personWithLogin(ctx, s.slug, s.token, { role_id: role.json().data.id, department_id: unit.id });
    const worker = await s.employee({ department_id: unit.id });
    // Sickness needs no approval; special leave does, which the assistant cannot give.
    const sick = await s.absence(worker.id, 'sick', '2027-05-03', '2027-05-07', {}, assistant.token);
    expect(sick.status).toBe('approved');
    const changed = await s.req('PATCH', `/rest/absences/${sick.id}`, { type_id: s.typeOf('special_leave') }, assistant.token);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ category: 'special_leave', status: 'requested', requested_by: assistant.id, decided_by: null, decided_at: null });
    expectEnvelope(await s.req('POST', `/rest/absences/${sick.id}/approve`, {}, assistant.token), 403, 'forbidden');
    const approver = await s.approver();
    expect((await s.req('POST', `/rest/absences/${sick.id}/approve`, {}, approver.token)).json().data).toMatchObject({ status: 'approved', decided_by: approver.id });

    // Someone who may decide it changes it themselves: the change is their approval.
    const other = await s.absence(worker.id, 'sick', '2027-06-07', '2027-06-08', {}, assistant.token);
    const retyped = await s.req('PATCH', `/rest/absences/${other.id}`, { type_id: s.typeOf('training') }, approver.token);
    expect(retyped.statusCode, retyped.body).toBe(200);
    expect(retyped.json().data).toMatchObject({ category: 'training', status: 'approved', requested_by: assistant.id, decided_by: approver.id });
    // A type without approval keeps it approved, whoever changes it.
    const back = await s.req('PATCH', `/rest/absences/${other.id}`, { type_id: s.typeOf('sick') }, assistant.token);
    expect(back.json().data).toMatchObject({ category: 'sick', status: 'approved' });
  });

  it('sends an approved absence back for a decision when someone who may not decide it adds days, and keeps it approved when days are taken away', async () => {
    const s = await absenceSetup(ctx);
    const role = await s.req('POST', '/rest/roles', { name: 'Urlaubserfassung', permissions: ['absences:view', 'absences:manage', 'employees:view'] });
    expect(role.statusCode, role.body).toBe(201);
    const unit = await createDepartment(ctx, s.slug, s.token, 'Erfassung');
    const assistant = await personWithLogin(ctx, s.slug, s.token, { role_id: role.json().data.id, department_id: unit.id });
    const worker = await s.employee({ department_id: unit.id });
    const approver = await s.approver();
    const patch = (id: string, body: Record<string, unknown>, token = assistant.token) => s.req('PATCH', `/rest/absences/${id}`, body, token);

    const week = await s.approved(worker.id, 'special_leave', '2027-07-05', '2027-07-09');
    const shorter = await patch(week.id, { end_date: '2027-07-08' });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(shorter.json().data).toMatchObject({ status: 'approved', end_date: '2027-07-08' });
    const longer = await patch(week.id, { end_date: '2027-07-16' });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json().data).toMatchObject({ status: 'requested', end_date: '2027-07-16', requested_by: assistant.id, decided_by: null });

    // Moved to other days, or a half day made whole: days it did not cover.
    const moved = await s.approved(worker.id, 'special_leave', '2027-08-02', '2027-08-03');
    expect((await patch(moved.id, { start_date: '2027-08-09', end_date: '2027-08-10' })).json().data.status).toBe('requested');
    const half = await s.approved(worker.id, 'special_leave', '2027-09-06', '2027-09-06', { half_day_start: true });
    expect((await patch(half.id, { half_day_start: false })).json().data.status).toBe('requested');

    // Someone who may decide it adds days as their approval.
    const decided = await s.approved(worker.id, 'special_leave', '2027-10-04', '2027-10-05');
    const byApprover = await patch(decided.id, { end_date: '2027-10-08' }, approver.token);
    expect(byApprover.json().data).toMatchObject({ status: 'approved', end_date: '2027-10-08', decided_by: approver.id });
  });

  it('never lets someone delete their own approved absence, whatever their rights', async () => {
    const s = await absenceSetup(ctx);
    const manager = await s.person({ role: 'workspace_admin' });
    const own = await s.approved(manager.id, 'vacation', '2026-12-14', '2026-12-18');
    expectEnvelope(await s.req('DELETE', `/rest/absences/${own.id}`, undefined, manager.token), 403, 'forbidden');
    expect((await s.req('GET', `/rest/absences/${own.id}`)).json().data.status).toBe('approved');
    // Someone else with absences:manage may.
    expect((await s.req('DELETE', `/rest/absences/${own.id}`)).statusCode).toBe(200);
  });

  it('validates the body', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    expectEnvelope(await s.request({ employee_id: person.id, type_id: s.typeOf('vacation'), start_date: '2026-12-09', end_date: '2026-12-07' }), 422, 'validation_error');
    expectEnvelope(await s.request({ employee_id: person.id, type_id: UNKNOWN_ID, start_date: '2026-12-07', end_date: '2026-12-07' }), 422, 'validation_error');
    expectEnvelope(await s.request({ employee_id: person.id, type_id: s.typeOf('sick'), start_date: '2026-01-01', end_date: '2027-06-01' }), 422, 'validation_error');
    expectEnvelope(await s.request({ employee_id: person.id, type_id: s.typeOf('sick'), start_date: '2026-02-30', end_date: '2026-03-01' }), 422, 'validation_error');
    expectEnvelope(await s.request({ employee_id: UNKNOWN_ID, type_id: s.typeOf('sick'), start_date: '2026-03-02', end_date: '2026-03-02' }), 404, 'not_found');
  });
});

describe('working days of an absence', () => {
  it('counts days with a target, leaves out full holidays and counts half holidays 0.5, across the year end', async () => {
    const s = await absenceSetup(ctx);
    const calendar = await s.req('POST', '/rest/holidays', {
      name: 'Betrieb',
      entries: [
        { date: '2026-12-24', name: 'Heiligabend', half_day: true },
        { date: '2026-12-25', name: '1. Weihnachtstag', half_day: false },
        { date: '2026-12-31', name: 'Silvester', half_day: true },
        { date: '2027-01-01', name: 'Neujahr', half_day: false },
      ],
    });
    expect(calendar.statusCode, calendar.body).toBe(201);
    const location = await s.req('POST', '/rest/locations', { name: 'Werk', holiday_ids: [calendar.json().data.id] });
    const person = await s.employee({ location_id: location.json().data.id });
    // Mon 21 Dec 2026 to Fri 8 Jan 2027: 15 weekdays, two full holidays, two half holidays.
    const absence = await s.absence(person.id, 'sick', '2026-12-21', '2027-01-08');
    expect(absence.days).toBe(12);
  });

  it('follows a change of schedule model inside the absence', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    const short = await s.req('POST', '/rest/schedule-models', {
      name: 'Drei Tage',
      kind: 'fixed',
      days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, target_ms: weekday <= 3 ? 8 * HOUR : 0 })),
    });
    await s.assign(person.id, '2026-12-10', short.json().data.id);
    // Mon 7 to Fri 18 Dec: 7, 8, 9 on five days a week; then Mon-Wed only: 14, 15, 16.
    expect((await s.absence(person.id, 'sick', '2026-12-07', '2026-12-18')).days).toBe(6);
  });

  it('counts over the change to summer time like any other week', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    // Sun 28 March 2027 is the switch: Thu 25 to Wed 31 March holds five weekdays, two of them the
    // nationwide Karfreitag (26) and Ostermontag (29), so three working days.
    expect((await s.absence(person.id, 'sick', '2027-03-25', '2027-03-31')).days).toBe(3);
  });
});

describe('overlaps', () => {
  it('refuses an overlap with a requested or approved absence and names it', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    const first = await s.absence(person.id, 'vacation', '2026-12-07', '2026-12-11');
    const clash = await s.request({ employee_id: person.id, type_id: s.typeOf('training'), start_date: '2026-12-11', end_date: '2026-12-14' });
    expect(expectEnvelope(clash, 409, 'conflict').errors[0]._meta).toMatchObject({ code: 'absence_overlap', absence_id: first.id });
    // A rejected absence no longer blocks its dates.
    await s.req('POST', `/rest/absences/${first.id}/reject`, { reason: 'nein' }, (await s.approver()).token);
    const training = await s.absence(person.id, 'training', '2026-12-11', '2026-12-14');
    // Another person's absence is no overlap.
    await s.absence((await s.employee()).id, 'training', '2026-12-11', '2026-12-14');
    // Sickness is refused over anything but a vacation.
    const sick = await s.request({ employee_id: person.id, type_id: s.typeOf('sick'), start_date: '2026-12-14', end_date: '2026-12-15' });
    expect(expectEnvelope(sick, 409, 'conflict').errors[0]._meta).toMatchObject({ code: 'absence_overlap', absence_id: training.id });
  });

  it('records sickness during a vacation, and does not count its days against the entitlement (BUrlG §9)', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.person({ entry_date: '2026-01-01' });
    // Mon 3 to Fri 14 August 2026: ten working days.
    const vacation = await s.approved(person.id, 'vacation', '2026-08-03', '2026-08-14');
    expect(vacation.days).toBe(10);
    const sick = await s.absence(person.id, 'sick', '2026-08-05', '2026-08-07');
    expect(sick).toMatchObject({ status: 'approved', days: 3 });
    expect((await s.req('GET', `/rest/absences/${vacation.id}`)).json().data.days).toBe(7);
    const account = (await s.req('GET', `/rest/employees/${person.id}/vacation?year=2026`)).json().data;
    expect(account).toMatchObject({ taken_days: 7, remaining_days: 23 });
    const { days } = (await s.req('GET', `/rest/employees/${person.id}/working_time?from=2026-08-04&to=2026-08-06`)).json().data as { days: Array<{ flags: number }> };
    expect(days.map((day) => day.flags & 6)).toEqual([4, 2, 2]);
    // A vacation asked for over days of sickness takes none of them either.
    const later = await s.absence(person.id, 'sick', '2026-09-07', '2026-09-08');
    const over = await s.absence(person.id, 'vacation', '2026-09-07', '2026-09-09');
    expect(over.days).toBe(1);
    expect(later.days).toBe(2);
  });

  it('holds a sickness the person reports themselves during their vacation for HR, who gives the days back on approving it (BUrlG §9)', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.person({ entry_date: '2026-01-01' });
    const vacation = await s.approved(person.id, 'vacation', '2026-08-03', '2026-08-07');
    // Reported in the app for Wednesday: no certificate yet, so nothing is given back.
    const reported = await s.request({ type_id: s.typeOf('sick'), start_date: '2026-08-05', end_date: '2026-08-05' }, person.token);
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json().data).toMatchObject({ status: 'requested' });
    expect((await s.req('GET', `/rest/absences/${vacation.id}`)).json().data.days).toBe(5);
    expect((await s.req('GET', `/rest/employees/${person.id}/vacation?year=2026`)).json().data).toMatchObject({ taken_days: 5, remaining_days: 25 });
    // HR has seen the certificate and approves it.
    const approved = await s.req('POST', `/rest/absences/${reported.json().data.id}/approve`, {}, (await s.approver()).token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await s.req('GET', `/rest/absences/${vacation.id}`)).json().data.days).toBe(4);
    // Outside a vacation, the person's own sick report counts at once, as before.
    const elsewhere = await s.request({ type_id: s.typeOf('sick'), start_date: '2026-09-07', end_date: '2026-09-07' }, person.token);
    expect(elsewhere.json().data).toMatchObject({ status: 'approved' });
  });

  it('lets exactly one of two racing requests win', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    const body = (from: string, to: string) => ({ employee_id: person.id, type_id: s.typeOf('sick'), start_date: from, end_date: to });
    for (let round = 0; round < 3; round++) {
      const day = `2027-02-0${round + 1}`;
      // Not the same absence twice (that answers the first, see request-retries.test.ts): one a half day.
      const answers = await Promise.all([s.request(body(day, day)), s.request({ ...body(day, day), half_day_end: true })]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    }
    const listed = await s.req('GET', `/rest/absences?employee_id=${person.id}`);
    expect(listed.json().meta.total).toBe(3);
  });
});

describe('the vacation account', () => {
  it('shows entitlement, taken, planned, requested and remaining days, from the tenant default or the person', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const year = new Date().getUTCFullYear() + 1;
    const person = await s.employee({ entry_date: `${year}-01-01` });
    await s.approved(person.id, 'vacation', `${year}-06-07`, `${year}-06-11`);
    await s.absence(person.id, 'vacation', `${year}-08-02`, `${year}-08-03`, { half_day_end: true });
    const account = await s.req('GET', `/rest/employees/${person.id}/vacation?year=${year}`);
    expect(account.statusCode, account.body).toBe(200);
    expect(account.json().data).toEqual({
      employee_id: person.id,
      year,
      entitlement_days: 30,
      pro_rata_days: 30,
      carried_over_days: 0,
      carry_over_expires_on: `${year}-03-31`,
      taken_days: 0,
      planned_days: 5,
      requested_days: 1.5,
      remaining_days: 23.5,
    });
    expect((await s.req('PUT', `/rest/employees/${person.id}`, { vacation_days_per_year: 24 })).statusCode).toBe(200);
    expect((await s.req('GET', `/rest/employees/${person.id}`)).json().data.vacation_days_per_year).toBe(24);
    expect((await s.req('GET', `/rest/employees/${person.id}/vacation?year=${year}`)).json().data).toMatchObject({ entitlement_days: 24, remaining_days: 17.5 });
    await s.req('PATCH', '/rest/absence-settings', { vacation_days_per_year: 28 });
    const other = await s.employee({ entry_date: `${year}-01-01` });
    expect((await s.req('GET', `/rest/employees/${other.id}/vacation?year=${year}`)).json().data.entitlement_days).toBe(28);
  });

  it('counts 1/12 per full month on entry inside the year (BUrlG §5)', async () => {
    const s = await absenceSetup(ctx);
    // Joining on 1 August the waiting time ends in 2031 (§5 (1) a): 30 * 5 / 12 = 12.5 -> 13, above the statutory 8.33.
    const person = await s.employee({ entry_date: '2030-08-01' });
    expect((await s.req('GET', `/rest/employees/${person.id}/vacation?year=2030`)).json().data).toMatchObject({ pro_rata_days: 13, remaining_days: 13 });
    expect((await s.req('GET', `/rest/employees/${person.id}/vacation?year=2031`)).json().data).toMatchObject({ pro_rata_days: 30, carried_over_days: 13, remaining_days: 43 });
    // The years the service takes end with 2199: a carry-over of 2200 would expire on a date no answer may hold.
    expect((await s.req('GET', `/rest/employees/${person.id}/vacation?year=2199`)).json().data.carry_over_expires_on).toBe('2199-03-31');
    expectEnvelope(await s.req('GET', `/rest/employees/${person.id}/vacation?year=2200`), 422, 'validation_error');
  });

  it('keeps the statutory minimum when someone joins on 1 June (waiting time served on 30 November, BUrlG §§4, 5 (1) a, 13 (1))', async () => {
    const s = await absenceSetup(ctx);
    // 30 contractual days on a Monday-to-Friday week: the contract's 7/12 would be 17.5 -> 18, the law owes the full 20.
    const person = await s.employee({ entry_date: '2030-06-01', vacation_days_per_year: 30 });
    expect((await s.req('GET', `/rest/employees/${person.id}/vacation?year=2030`)).json().data).toMatchObject({ entitlement_days: 30, pro_rata_days: 20, remaining_days: 20 });
    // The same 20 days bound a request: Mon 2 to Fri 27 September 2030 are 20 working days, one more is too many.
    const four = await s.request({ employee_id: person.id, type_id: s.typeOf('vacation'), start_date: '2030-09-02', end_date: '2030-09-27' });
    expect(four.statusCode, four.body).toBe(201);
    expect(four.json().data.days).toBe(20);
    const beyond = await s.request({ employee_id: person.id, type_id: s.typeOf('vacation'), start_date: '2030-09-30', end_date: '2030-09-30' });
    expect(expectEnvelope(beyond, 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'vacation_exceeded', year: 2030, remaining_days: 0 });
  });

  it('keeps the full statutory minimum when someone leaves in the second half of the year (BUrlG §5 (1) c e contrario)', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee({ entry_date: '2020-01-01', exit_date: '2030-07-31', vacation_days_per_year: 30 });
    expect((await s.req('GET', `/rest/employees/${person.id}/vacation?year=2030`)).json().data).toMatchObject({ entitlement_days: 30, pro_rata_days: 20 });
    // Leaving on 30 June, in the first half: the contract's 6/12 = 15 (the statutory 10 is below it).
    const earlier = await s.employee({ entry_date: '2020-01-01', exit_date: '2030-06-30', vacation_days_per_year: 30 });
    expect((await s.req('GET', `/rest/employees/${earlier.id}/vacation?year=2030`)).json().data).toMatchObject({ pro_rata_days: 15 });
  });

  it('measures the statutory minimum in the working days of the person’s schedule model', async () => {
    const s = await absenceSetup(ctx);
    const made = await s.req('POST', '/rest/schedule-models', {
      name: 'Montag bis Mittwoch (Urlaubsminimum)',
      kind: 'fixed',
      days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, target_ms: weekday <= 3 ? 8 * HOUR : 0 })),
    });
    expect(made.statusCode, made.body).toBe(201);
    const threeDays = made.json().data.id as string;
    // Three days a week, 10 contractual days: the statutory 4 x 3 = 12.
    const low = await s.employee({ entry_date: '2020-01-01', vacation_days_per_year: 10 });
    await s.assign(low.id, '2020-01-01', threeDays);
    expect((await s.req('GET', `/rest/employees/${low.id}/vacation?year=2030`)).json().data).toMatchObject({ entitlement_days: 10, pro_rata_days: 12 });
    // Joining on 1 June with 30 days on three days a week: the contract's 18 is above the statutory 12.
    const joining = await s.employee({ entry_date: '2030-06-01', vacation_days_per_year: 30 });
    await s.assign(joining.id, '2020-01-01', threeDays);
    expect((await s.req('GET', `/rest/employees/${joining.id}/vacation?year=2030`)).json().data).toMatchObject({ pro_rata_days: 18 });
  });

  it('carries the remainder over until 31 March, used first', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee({ entry_date: '2020-01-01' });
    // 2020: 24 of 30 taken (25 weekdays, Pfingstmontag on 1 June is a nationwide holiday), 6 carry
    // over into 2021; two of them are used by 31 March, four expire.
    await s.approved(person.id, 'vacation', '2020-06-01', '2020-07-03');
    await s.approved(person.id, 'vacation', '2021-03-30', '2021-03-31');
    expect((await s.req('GET', `/rest/employees/${person.id}/vacation?year=2021`)).json().data).toMatchObject({
      carried_over_days: 6,
      carry_over_expires_on: '2021-03-31',
      taken_days: 2,
      remaining_days: 30,
    });
  });

  it('refuses a request beyond the remainder unless an approver allows it', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.person({ entry_date: '2027-01-01' });
    // Mon 4 Jan 2027 to Fri 12 Feb: 30 working days; one more is too many.
    await s.approved(person.id, 'vacation', '2027-01-04', '2027-02-12');
    const beyond = await s.request({ type_id: s.typeOf('vacation'), start_date: '2027-03-01', end_date: '2027-03-01' }, person.token);
    expect(expectEnvelope(beyond, 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'vacation_exceeded', year: 2027, remaining_days: 0 });
    expectEnvelope(await s.request({ type_id: s.typeOf('vacation'), start_date: '2027-03-01', end_date: '2027-03-01', allow_negative: true }, person.token), 403, 'forbidden');
    const allowed = await s.request({ employee_id: person.id, type_id: s.typeOf('vacation'), start_date: '2027-03-01', end_date: '2027-03-01', allow_negative: true });
    expect(allowed.statusCode, allowed.body).toBe(201);
    // Other types do not count against the entitlement.
    await s.absence(person.id, 'special_leave', '2027-03-02', '2027-03-02');
    expect((await s.req('GET', `/rest/employees/${person.id}/vacation?year=2027`)).json().data.remaining_days).toBe(-1);
  });

  it('takes an approver’s allowance for the days it was given, not for days a change adds', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.person({ entry_date: '2027-01-01' });
    await s.approved(person.id, 'vacation', '2027-01-04', '2027-02-12');
    const allowed = await s.absence(person.id, 'vacation', '2027-03-01', '2027-03-01', { allow_negative: true });
    expect(allowed).toMatchObject({ status: 'requested', allow_negative: true });
    // Its person stretches it to 20 days: the allowance was for one day.
    const stretched = await s.req('PATCH', `/rest/absences/${allowed.id}`, { end_date: '2027-03-26' }, person.token);
    expect(expectEnvelope(stretched, 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'vacation_exceeded', year: 2027 });
    // Its note changes freely, and the allowance stays for the same day.
    const noted = await s.req('PATCH', `/rest/absences/${allowed.id}`, { note: 'Umzug' }, person.token);
    expect(noted.json().data).toMatchObject({ end_date: '2027-03-01', allow_negative: true });
    // Moved to another day, it is a new question for the approval.
    const moved = await s.req('PATCH', `/rest/absences/${allowed.id}`, { start_date: '2027-03-02', end_date: '2027-03-02' }, person.token);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ start_date: '2027-03-02', allow_negative: false });
    const approver = (await s.approver()).token;
    expect(expectEnvelope(await s.req('POST', `/rest/absences/${allowed.id}/approve`, {}, approver), 422, 'validation_error').errors[0]._meta.code).toBe('vacation_exceeded');
    const approved = await s.req('POST', `/rest/absences/${allowed.id}/approve`, { allow_negative: true }, approver);
    expect(approved.json().data).toMatchObject({ status: 'approved', allow_negative: true });
    expect((await s.req('GET', `/rest/employees/${person.id}/vacation?year=2027`)).json().data.remaining_days).toBe(-1);
  });

  it('lets a year below zero be changed where the change takes no day more', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.person({ entry_date: '2027-01-01' });
    const block = await s.approved(person.id, 'vacation', '2027-01-04', '2027-02-12');
    await s.approved(person.id, 'vacation', '2027-03-01', '2027-03-03', { allow_negative: true });
    const own = (await s.request({ type_id: s.typeOf('vacation'), start_date: '2027-04-05', end_date: '2027-04-05', allow_negative: true, employee_id: person.id })).json()
      .data as AbsenceBody;
    expect((await s.req('GET', `/rest/employees/${person.id}/vacation?year=2027`)).json().data.remaining_days).toBe(-4);
    // Only its note, or fewer days: the year is no lower afterwards.
    expect((await s.req('PATCH', `/rest/absences/${own.id}`, { note: 'Arzt' }, person.token)).statusCode).toBe(200);
    const shortened = await s.req('PATCH', `/rest/absences/${block.id}`, { end_date: '2027-02-11' }, (await s.approver()).token);
    expect(shortened.statusCode, shortened.body).toBe(200);
    expect((await s.req('GET', `/rest/employees/${person.id}/vacation?year=2027`)).json().data.remaining_days).toBe(-3);
    // A day more is still refused.
    expect(expectEnvelope(await s.req('PATCH', `/rest/absences/${block.id}`, { end_date: '2027-02-15' }, (await s.approver()).token), 422, 'validation_error').errors[0]._meta.code).toBe(
      'vacation_exceeded',
    );
  });

  it('refuses days in an earlier year that take away the carry-over a later year already uses', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.person({ entry_date: '2027-01-01' });
    const account = async (year: number) => (await s.req('GET', `/rest/employees/${person.id}/vacation?year=${year}`)).json().data;
    // 2028 uses its own 30 days and the 30 carried over from 2027, all before 31 March.
    await s.approved(person.id, 'vacation', '2028-01-03', '2028-03-24');
    expect(await account(2028)).toMatchObject({ carried_over_days: 30, remaining_days: 0 });
    // Five days in June 2027 fit 2027's own days, but 2028 would lose five carried-over days it spends.
    const asked = await s.request({ type_id: s.typeOf('vacation'), start_date: '2027-06-07', end_date: '2027-06-11' }, person.token);
    expect(expectEnvelope(asked, 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'vacation_exceeded', year: 2028, remaining_days: 0 });
    // Nor by a change: a training turned into vacation.
    const training = await s.absence(person.id, 'training', '2027-06-07', '2027-06-11');
    const retyped = await s.req('PATCH', `/rest/absences/${training.id}`, { type_id: s.typeOf('vacation') });
    expect(expectEnvelope(retyped, 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'vacation_exceeded', year: 2028 });
    expect(await account(2028)).toMatchObject({ carried_over_days: 30, remaining_days: 0 });

    // An approver allows five such days: 2028 ends at -5, and a change that takes no day more still goes.
    const allowed = await s.absence(person.id, 'vacation', '2027-07-05', '2027-07-09', { allow_negative: true });
    expect((await account(2028)).remaining_days).toBe(-5);
    const shortened = await s.req('PATCH', `/rest/absences/${allowed.id}`, { end_date: '2027-07-07' }, person.token);
    expect(shortened.json().data).toMatchObject({ end_date: '2027-07-07', allow_negative: false });
    expect((await account(2028)).remaining_days).toBe(-3);
    // Its approval decides about those days anew: without an allowance they would take 2028 below zero.
    const approver = (await s.approver()).token;
    expect(expectEnvelope(await s.req('POST', `/rest/absences/${allowed.id}/approve`, {}, approver), 422, 'validation_error').errors[0]._meta).toMatchObject({
      code: 'vacation_exceeded',
      year: 2028,
    });
    const approved = await s.req('POST', `/rest/absences/${allowed.id}/approve`, { allow_negative: true }, approver);
    expect(approved.json().data).toMatchObject({ status: 'approved', allow_negative: true });
    expect(await account(2027)).toMatchObject({ remaining_days: 27 });
    expect(await account(2028)).toMatchObject({ carried_over_days: 27, remaining_days: -3 });
  });

  it('is one’s own to read, another’s only with absences:view and visibility', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.person();
    const colleague = await s.person();
    expect((await s.req('GET', `/rest/employees/${person.id}/vacation`, undefined, person.token)).statusCode).toBe(200);
    expectEnvelope(await s.req('GET', `/rest/employees/${person.id}/vacation`, undefined, colleague.token), 403, 'forbidden');
    expectEnvelope(await s.req('GET', `/rest/employees/${person.id}/vacation?year=99999`), 422, 'validation_error');
  });
});

describe('closed payroll months', () => {
  it('refuses absences, approvals and cancellations inside a closed month', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.employee();
    const asked = await s.absence(person.id, 'vacation', '2026-10-26', '2026-11-03');
    const sick = await s.absence(person.id, 'sick', '2026-10-05', '2026-10-06');
    await s.closeMonth('2026-10');
    const locked = await s.request({ employee_id: person.id, type_id: s.typeOf('sick'), start_date: '2026-10-12', end_date: '2026-10-12' });
    expect(expectEnvelope(locked, 409, 'conflict').errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: '2026-10' });
    expect(expectEnvelope(await s.req('POST', `/rest/absences/${asked.id}/approve`, {}, (await s.approver()).token), 409, 'conflict').errors[0]._meta.code).toBe('payroll_period_locked');
    expect(expectEnvelope(await s.req('POST', `/rest/absences/${sick.id}/cancel`), 409, 'conflict').errors[0]._meta.code).toBe('payroll_period_locked');
    expect(expectEnvelope(await s.req('DELETE', `/rest/absences/${sick.id}`), 409, 'conflict').errors[0]._meta.code).toBe('payroll_period_locked');
    expect((await s.req('GET', `/rest/absences/${asked.id}`)).json().data.status).toBe('requested');
  });
  it('changes an absence reaching into a closed month where the change leaves that month’s days as they are', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.employee();
    const vacation = await s.absence(person.id, 'vacation', '2026-10-26', '2026-11-06');
    const approved = await s.req('POST', `/rest/absences/${vacation.id}/approve`, {}, (await s.approver()).token);
    expect(approved.statusCode, approved.body).toBe(200);
    // A first certificate to Saturday 31 October.
    const sick = await s.absence(person.id, 'sick', '2026-10-29', '2026-10-31');
    await s.closeMonth('2026-10');
    const patch = (id: string, body: Record<string, unknown>) => s.req('PATCH', `/rest/absences/${id}`, body);
    // Ended two days early, a half day on its new last day, a note: November's days only.
    for (const body of [{ end_date: '2026-11-04' }, { half_day_end: true }, { note: 'Zurück am Donnerstag' }]) {
      const changed = await patch(vacation.id, body);
      expect(changed.statusCode, `${JSON.stringify(body)}: ${changed.body}`).toBe(200);
    }
    // The sickness goes on into November (a follow-up certificate); shortened into October, it would change October.
    const followUp = await patch(sick.id, { end_date: '2026-11-03' });
    expect(followUp.statusCode, followUp.body).toBe(200);
    expect(expectEnvelope(await patch(sick.id, { end_date: '2026-10-30' }), 409, 'conflict').errors[0]._meta.code).toBe('payroll_period_locked');
    // Days of October given back, taken, or counted as another type are October's.
    for (const body of [{ start_date: '2026-10-27' }, { start_date: '2026-10-23' }, { type_id: s.typeOf('special_leave') }, { half_day_start: true }]) {
      const refused = expectEnvelope(await patch(vacation.id, body), 409, 'conflict');
      expect(refused.errors[0]._meta, JSON.stringify(body)).toMatchObject({ code: 'payroll_period_locked', period: '2026-10' });
    }
    expect((await s.req('GET', `/rest/absences/${vacation.id}`)).json().data).toMatchObject({ start_date: '2026-10-26', end_date: '2026-11-04', half_day_end: true, status: 'approved' });
  });
});

describe('permissions and visibility', () => {
  it('shows one’s own absences, and others’ only with absences:view inside the visible units', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const north = await createDepartment(ctx, s.slug, s.token, 'Nord');
    const south = await createDepartment(ctx, s.slug, s.token, 'Süd');
    const worker = await s.person({ department_id: north.id });
    const southern = await s.employee({ department_id: south.id });
    const hrNorth = await personWithLogin(ctx, s.slug, s.token, { role: 'hr_admin', department_id: north.id });
    const own = (await s.request({ type_id: s.typeOf('vacation'), start_date: '2026-12-07', end_date: '2026-12-07' }, worker.token)).json().data as AbsenceBody;
    const theirs = await s.absence(southern.id, 'vacation', '2026-12-07', '2026-12-07');

    const mine = await s.req('GET', '/rest/absences', undefined, worker.token);
    expect(mine.json().data.map((a: AbsenceBody) => a.id)).toEqual([own.id]);
    expectEnvelope(await s.req('GET', `/rest/absences/${theirs.id}`, undefined, worker.token), 404, 'not_found');
    expectEnvelope(await s.request({ employee_id: southern.id, type_id: s.typeOf('vacation'), start_date: '2026-12-08', end_date: '2026-12-08' }, worker.token), 403, 'forbidden');

    const seen = await s.req('GET', '/rest/absences?status=requested', undefined, hrNorth.token);
    expect(seen.json().data.map((a: AbsenceBody) => a.id)).toEqual([own.id]);
    expectEnvelope(await s.req('GET', `/rest/absences/${theirs.id}`, undefined, hrNorth.token), 403, 'forbidden');
    expectEnvelope(await s.req('POST', `/rest/absences/${theirs.id}/approve`, {}, hrNorth.token), 403, 'forbidden');
    expect((await s.req('POST', `/rest/absences/${own.id}/approve`, {}, hrNorth.token)).json().data.status).toBe('approved');

    const all = await s.req('GET', '/rest/absences?from=2026-12-01&to=2026-12-31');
    expect(all.json().meta.total).toBe(2);
    expect((await s.req('GET', '/rest/absences?from=2027-01-01')).json().meta.total).toBe(0);
    expect((await s.req('GET', `/rest/absences?employee_id=${southern.id}`)).json().data.map((a: AbsenceBody) => a.id)).toEqual([theirs.id]);
  });

  it('answers 403 when the module is off', async () => {
    const s = await absenceSetup(ctx, { modules: ['locations'] as never });
    expectEnvelope(await s.req('GET', '/rest/absence-types'), 403, 'forbidden');
    expectEnvelope(await s.req('GET', '/rest/absences'), 403, 'forbidden');
    expectEnvelope(await s.req('POST', '/rest/absences', { type_id: UNKNOWN_ID, start_date: '2026-12-07', end_date: '2026-12-07' }), 403, 'forbidden');
    expectEnvelope(await s.req('GET', `/rest/employees/${s.adminId}/vacation`), 403, 'forbidden');
  });
});
