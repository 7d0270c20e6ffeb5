import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope, UNKNOWN_ID } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { createShortWorkPeriod, fullTimeModel, HOUR } from '../support/short-work.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

// Berlin is UTC+1 in February.
const at = (date: string, time: string) => `${date}T${time}:00+01:00`;

interface Day {
  date: string;
  target_ms: number;
  worked_ms: number;
  balance_ms: number;
  flags: number;
}

async function setupTenant() {
  const admin = await tenantWithAdmin(ctx);
  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, token = admin.token, headers: Record<string, string> = {}) =>
    ctx.request({ method, url, tenant: admin.slug, token, body, headers });
  const assign = await fullTimeModel(ctx, admin.slug, admin.token);
  const book = async (employeeId: string, date: string, from: string, to: string) => {
    const response = await req('POST', `/rest/employees/${employeeId}/clock-events`, {
      events: [
        { type: 'come', occurred_at: at(date, from) },
        { type: 'go', occurred_at: at(date, to) },
      ],
      reason: 'test data',
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const days = async (employeeId: string, from: string, to: string) => {
    const response = await req('GET', `/rest/employees/${employeeId}/working_time?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries((response.json().data.days as Day[]).map((day) => [day.date, day]));
  };
  return { ...admin, req, assign, book, days };
}

// One tenant for the file: each test makes its own departments and people.
let shared: Promise<Awaited<ReturnType<typeof setupTenant>>> | undefined;
const setup = () => (shared ??= setupTenant());

describe('short-time work periods', () => {
  it('are created, read, listed, changed and deleted', async () => {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Produktion');
    const person = await createEmployee(ctx, s.slug, s.token, { department_id: unit.id });
    const created = await createShortWorkPeriod(ctx, s.slug, s.token, { department_id: unit.id, from: '2026-02-09', to: '2026-02-20', reduction_percent: 50, note: 'Auftragsmangel' });
    expect(created).toMatchObject({ department_id: unit.id, employee_ids: null, from: '2026-02-09', to: '2026-02-20', reduction_percent: 50, note: 'Auftragsmangel' });

    const one = await s.req('GET', `/rest/short-work-periods/${created.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(created);

    const list = await s.req('GET', `/rest/short-work-periods?per_page=10&department_id=${unit.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toMatchObject({ total: 1, per_page: 10 });
    expect(list.json().data[0].id).toBe(created.id);
    expect((await s.req('GET', `/rest/short-work-periods?employee_id=${person.id}`)).json().meta.total).toBe(1);
    expect((await s.req('GET', `/rest/short-work-periods?from=2026-02-21&department_id=${unit.id}`)).json().meta.total).toBe(0);
    expect((await s.req('GET', `/rest/short-work-periods?department_id=${UNKNOWN_ID}`)).json().meta.total).toBe(0);

    const changed = await s.req('PATCH', `/rest/short-work-periods/${created.id}`, { employee_ids: [person.id], reduction_percent: 30 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ department_id: null, employee_ids: [person.id], reduction_percent: 30, from: '2026-02-09', note: 'Auftragsmangel' });
    const back = await s.req('PATCH', `/rest/short-work-periods/${created.id}`, { department_id: unit.id, to: '2026-02-13', note: null });
    expect(back.json().data).toMatchObject({ department_id: unit.id, employee_ids: null, to: '2026-02-13', note: null });

    const deleted = await s.req('DELETE', `/rest/short-work-periods/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expectEnvelope(await s.req('GET', `/rest/short-work-periods/${created.id}`), 404, 'not_found');
    expectEnvelope(await s.req('DELETE', `/rest/short-work-periods/${created.id}`), 404, 'not_found');
  });

  it('refuses bodies that are not one valid period', async () => {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Lager');
    const person = await createEmployee(ctx, s.slug, s.token);
    const base = { from: '2026-02-09', to: '2026-02-20', reduction_percent: 50 };
    const cases: Array<[unknown, string]> = [
      [base, 'department_id'],
      [{ ...base, department_id: unit.id, employee_ids: [person.id] }, 'department_id'],
      [{ ...base, department_id: unit.id, from: '2026-02-21' }, 'to'],
      [{ ...base, department_id: UNKNOWN_ID }, 'department_id'],
      [{ ...base, employee_ids: [person.id, UNKNOWN_ID] }, 'employee_ids'],
      [{ ...base, employee_ids: [] }, 'employee_ids'],
      [{ ...base, department_id: unit.id, reduction_percent: 0 }, 'reduction_percent'],
      [{ ...base, department_id: unit.id, reduction_percent: 101 }, 'reduction_percent'],
      [{ ...base, department_id: unit.id, reduction_percent: 12.5 }, 'reduction_percent'],
      [{ ...base, department_id: unit.id, from: '2026-02-30' }, 'from'],
    ];
    for (const [body, field] of cases) {
      const answer = expectEnvelope(await s.req('POST', '/rest/short-work-periods', body), 422, 'validation_error');
      expect(Object.keys(answer.field_errors), JSON.stringify(body)).toContain(field);
    }
    const created = await createShortWorkPeriod(ctx, s.slug, s.token, { ...base, department_id: unit.id });
    expectEnvelope(await s.req('PATCH', `/rest/short-work-periods/${created.id}`, { from: '2026-03-01' }), 422, 'validation_error');
    expectEnvelope(await s.req('PATCH', `/rest/short-work-periods/${created.id}`, { department_id: unit.id, employee_ids: [person.id] }), 422, 'validation_error');
    expectEnvelope(await s.req('GET', '/rest/short-work-periods/not-a-uuid'), 400, 'bad_request');
  });

  it('names anew only active people: a deleted one is 422, an erased one 409 employee_erased; people named before stay', async () => {
    const s = await setup();
    const kept = await createEmployee(ctx, s.slug, s.token);
    const deleted = await createEmployee(ctx, s.slug, s.token);
    const erased = await createEmployee(ctx, s.slug, s.token);
    const base = { from: '2026-02-09', to: '2026-02-13', reduction_percent: 50 };
    const before = await createShortWorkPeriod(ctx, s.slug, s.token, { ...base, employee_ids: [kept.id, deleted.id, erased.id] });
    const other = await createShortWorkPeriod(ctx, s.slug, s.token, { ...base, employee_ids: [kept.id] });
    expect((await s.req('DELETE', `/rest/employees/${deleted.id}`)).statusCode).toBe(200);
    expect((await s.req('PUT', `/rest/employees/${erased.id}`, { exit_date: '2026-10-31' })).statusCode).toBe(200);
    const erasure = await s.req('POST', `/rest/employees/${erased.id}/erasure`, { reason: 'Antrag' });
    expect(erasure.statusCode, erasure.body).toBe(200);

    const gone = expectEnvelope(await s.req('POST', '/rest/short-work-periods', { ...base, employee_ids: [kept.id, deleted.id] }), 422, 'validation_error');
    expect(Object.keys(gone.field_errors)).toEqual(['employee_ids']);
    const refused = expectEnvelope(await s.req('POST', '/rest/short-work-periods', { ...base, employee_ids: [kept.id, erased.id] }), 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ code: 'employee_erased' });
    expectEnvelope(await s.req('PATCH', `/rest/short-work-periods/${other.id}`, { employee_ids: [kept.id, deleted.id] }), 422, 'validation_error');
    expect(expectEnvelope(await s.req('PATCH', `/rest/short-work-periods/${other.id}`, { employee_ids: [kept.id, erased.id] }), 409, 'conflict').errors[0]._meta.code).toBe('employee_erased');
    expect((await s.req('GET', `/rest/short-work-periods/${other.id}`)).json().data.employee_ids).toEqual([kept.id]);

    // The period that named them before they left is still read and changed.
    const read = await s.req('GET', `/rest/short-work-periods/${before.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.employee_ids).toEqual(before.employee_ids);
    const changed = await s.req('PATCH', `/rest/short-work-periods/${before.id}`, { reduction_percent: 40, employee_ids: [deleted.id, erased.id] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ reduction_percent: 40, employee_ids: [deleted.id, erased.id].sort() });
  });

  it('refuses to write into a closed payroll month', async () => {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Montage');
    const open = await createShortWorkPeriod(ctx, s.slug, s.token, { department_id: unit.id, from: '2025-07-01', to: '2025-07-31', reduction_percent: 20 });
    await ctx.services.tenants.withTenant(s.slug, ({ db }) =>
      db.insertInto('payroll_periods').values({ period: '2025-06', closed_at: new Date().toISOString(), closed_by: null }).execute(),
    );
    const body = expectEnvelope(
      await s.req('POST', '/rest/short-work-periods', { department_id: unit.id, from: '2025-06-20', to: '2025-07-10', reduction_percent: 50 }),
      409,
      'conflict',
    );
    expect(body.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: '2025-06' });
    expectEnvelope(await s.req('PATCH', `/rest/short-work-periods/${open.id}`, { from: '2025-06-27' }), 409, 'conflict');
    const moved = await s.req('PATCH', `/rest/short-work-periods/${open.id}`, { from: '2025-07-07' });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});

describe('a department deleted while a period is made for it', () => {
  it('never lets both succeed: the period would name a department that no longer exists', async () => {
    const s = await setup();
    const bad: string[] = [];
    for (let i = 0; i < 30; i++) {
      const unit = await createDepartment(ctx, s.slug, s.token, `Kurz ${i}`);
      const made = s.req('POST', '/rest/short-work-periods', { department_id: unit.id, from: '2027-05-03', to: '2027-05-28', reduction_percent: 30 });
      const pause = new Promise((resolve) => setTimeout(resolve, (i % 20) * 0.5));
      const [created, deleted] = await Promise.all([made, pause.then(() => s.req('DELETE', `/rest/departments/${unit.id}`))]);
      const outcome = `${created.statusCode} ${deleted.statusCode}`;
      // Either the period is made and the department stays (409), or the department went first and the period is refused (422).
      if (!['201 409', '422 200'].includes(outcome)) bad.push(`#${i}: period ${created.statusCode}, delete ${deleted.statusCode}`);
    }
    expect(bad).toEqual([]);
  });
});

describe('short-time work in the working day', () => {
  it('cuts the target and sets flag 16 for members of the department and its sub-units, only inside the period', async () => {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Fertigung');
    const team = await createDepartment(ctx, s.slug, s.token, 'Schicht A', unit.id);
    const other = await createDepartment(ctx, s.slug, s.token, 'Vertrieb');
    const member = await createEmployee(ctx, s.slug, s.token, { department_id: team.id });
    const outsider = await createEmployee(ctx, s.slug, s.token, { department_id: other.id });
    for (const person of [member, outsider]) await s.assign(person.id);
    await s.book(member.id, '2026-02-09', '08:00', '12:00');
    await createShortWorkPeriod(ctx, s.slug, s.token, { department_id: unit.id, from: '2026-02-09', to: '2026-02-13', reduction_percent: 50 });

    const days = await s.days(member.id, '2026-02-06', '2026-02-16');
    expect(days['2026-02-06']).toMatchObject({ target_ms: 8 * HOUR });
    expect(days['2026-02-06']!.flags & 16).toBe(0);
    expect(days['2026-02-09']).toMatchObject({ target_ms: 4 * HOUR, worked_ms: 4 * HOUR, balance_ms: 0 });
    expect(days['2026-02-09']!.flags & 16).toBe(16);
    expect(days['2026-02-13']).toMatchObject({ target_ms: 4 * HOUR });
    expect(days['2026-02-16']).toMatchObject({ target_ms: 8 * HOUR });
    expect(days['2026-02-16']!.flags & 16).toBe(0);
    const untouched = await s.days(outsider.id, '2026-02-09', '2026-02-09');
    expect(untouched['2026-02-09']).toMatchObject({ target_ms: 8 * HOUR });
    expect(untouched['2026-02-09']!.flags & 16).toBe(0);

    const report = await s.req('GET', `/rest/working_time/2026-02-09/2026-02-13?include=days&department_id=${team.id}`);
    expect(report.statusCode, report.body).toBe(200);
    const [item] = report.json().data;
    expect(item.employee.id).toBe(member.id);
    expect(item.totals.target_ms).toBe(5 * 4 * HOUR);
    expect(item.flags & 16).toBe(16);
    expect(item.days.every((day: Day) => (day.flags & 16) === 16)).toBe(true);
  });

  it('cuts named people by the highest period covering the day, and deleting a period restores the target', async () => {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Logistik');
    const named = await createEmployee(ctx, s.slug, s.token, { department_id: unit.id });
    const colleague = await createEmployee(ctx, s.slug, s.token, { department_id: unit.id });
    for (const person of [named, colleague]) await s.assign(person.id);
    await createShortWorkPeriod(ctx, s.slug, s.token, { department_id: unit.id, from: '2026-02-02', to: '2026-02-27', reduction_percent: 25 });
    const personal = await createShortWorkPeriod(ctx, s.slug, s.token, { employee_ids: [named.id], from: '2026-02-09', to: '2026-02-09', reduction_percent: 100 });

    expect((await s.days(named.id, '2026-02-09', '2026-02-10'))).toMatchObject({ '2026-02-09': { target_ms: 0 }, '2026-02-10': { target_ms: 6 * HOUR } });
    expect((await s.days(colleague.id, '2026-02-09', '2026-02-09'))['2026-02-09']).toMatchObject({ target_ms: 6 * HOUR });
    const full = (await s.days(named.id, '2026-02-09', '2026-02-09'))['2026-02-09']!;
    expect(full.flags & 16).toBe(16);
    expect(full.flags & 4096).toBe(0);

    expect((await s.req('DELETE', `/rest/short-work-periods/${personal.id}`)).statusCode).toBe(200);
    expect((await s.days(named.id, '2026-02-09', '2026-02-09'))['2026-02-09']).toMatchObject({ target_ms: 6 * HOUR });
  });
});

describe('the monthly lost-hours report', () => {
  async function reportSetup(tag: string) {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, `Werk ${tag}`);
    const anna = await createEmployee(ctx, s.slug, s.token, { department_id: unit.id, code: `${tag}-100`, first_name: 'Anna', last_name: 'Özdemir' });
    const bernd = await createEmployee(ctx, s.slug, s.token, { department_id: unit.id, code: `${tag}-200`, first_name: 'Bernd', last_name: 'Becker' });
    for (const person of [anna, bernd]) await s.assign(person.id);
    // Anna works the reduced 4 h on Monday and 6 h on Tuesday; Bernd works nothing.
    await s.book(anna.id, '2026-02-09', '08:00', '12:00');
    await s.book(anna.id, '2026-02-10', '08:00', '14:00');
    const period = await createShortWorkPeriod(ctx, s.slug, s.token, { department_id: unit.id, from: '2026-02-09', to: '2026-03-06', reduction_percent: 50 });
    return { ...s, unit, anna, bernd, period };
  }

  it('lists per person target before and after, worked time and lost hours over the month’s days of the period', async () => {
    const s = await reportSetup('P');
    const response = await s.req('GET', `/rest/short-work-periods/${s.period.id}/report?month=2026-02`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ period_id: s.period.id, month: '2026-02', from: '2026-02-09', to: '2026-02-28', reduction_percent: 50 });
    // 9 to 27 February: 15 working days of 8 h, cut to 4 h.
    expect(data.employees.map((row: { employee: { code: string } }) => row.employee.code)).toEqual(['P-200', 'P-100']);
    const [bernd, anna] = data.employees;
    expect(anna).toMatchObject({
      target_before_ms: 120 * HOUR,
      target_after_ms: 60 * HOUR,
      worked_ms: 10 * HOUR,
      lost_ms: 58 * HOUR,
      lost: '58:00:00.000',
      days_affected: 15,
    });
    expect(bernd).toMatchObject({ target_before_ms: 120 * HOUR, target_after_ms: 60 * HOUR, worked_ms: 0, lost_ms: 60 * HOUR });
    expect(data.totals).toMatchObject({ target_before_ms: 240 * HOUR, worked_ms: 10 * HOUR, lost_ms: 118 * HOUR, days_affected: 30 });

    const march = (await s.req('GET', `/rest/short-work-periods/${s.period.id}/report?month=2026-03`)).json().data;
    expect(march).toMatchObject({ from: '2026-03-01', to: '2026-03-06' });
    expect(march.employees[0]).toMatchObject({ target_before_ms: 40 * HOUR, lost_ms: 20 * HOUR, days_affected: 5 });

    expectEnvelope(await s.req('GET', `/rest/short-work-periods/${s.period.id}/report?month=2026-04`), 422, 'validation_error');
    expectEnvelope(await s.req('GET', `/rest/short-work-periods/${s.period.id}/report`), 422, 'validation_error');
    expectEnvelope(await s.req('GET', `/rest/short-work-periods/${s.period.id}/report?month=2026-13`), 422, 'validation_error');
    expectEnvelope(await s.req('GET', `/rest/short-work-periods/${UNKNOWN_ID}/report?month=2026-02`), 404, 'not_found');
  });

  it('answers CSV for German Excel with Accept: text/csv', async () => {
    const s = await reportSetup('K');
    const response = await s.req('GET', `/rest/short-work-periods/${s.period.id}/report?month=2026-02`, undefined, s.token, { accept: 'text/csv' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="kurzarbeit-2026-02.csv"');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')).toEqual([
      'Personalnummer;Nachname;Vorname;Tage mit Kurzarbeit;Soll ohne Kurzarbeit (Std.);Soll mit Kurzarbeit (Std.);Ist (Std.);Ausfallstunden (Std.)',
      'K-200;Becker;Bernd;15;120,00;60,00;0,00;60,00',
      'K-100;Özdemir;Anna;15;120,00;60,00;10,00;58,00',
      '',
    ]);
    const json = await s.req('GET', `/rest/short-work-periods/${s.period.id}/report?month=2026-02`, undefined, s.token, { accept: 'application/json, text/csv' });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expectEnvelope(await s.req('GET', `/rest/short-work-periods/${s.period.id}/report?month=2026-04`, undefined, s.token, { accept: 'text/csv' }), 422, 'validation_error');
  });

  it('counts a day covered by several periods in the report of the one whose cut applies, never twice', async () => {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Werk D');
    const named = await createEmployee(ctx, s.slug, s.token, { department_id: unit.id, last_name: 'Arndt' });
    const colleague = await createEmployee(ctx, s.slug, s.token, { department_id: unit.id, last_name: 'Brandt' });
    for (const person of [named, colleague]) await s.assign(person.id);
    // Nobody works: each day loses its whole cut.
    const department = await createShortWorkPeriod(ctx, s.slug, s.token, { department_id: unit.id, from: '2026-02-09', to: '2026-02-20', reduction_percent: 30 });
    const own = await createShortWorkPeriod(ctx, s.slug, s.token, { employee_ids: [named.id], from: '2026-02-09', to: '2026-02-13', reduction_percent: 50 });
    // As high as `own` but created after it: the tie goes to the earlier period.
    const later = await createShortWorkPeriod(ctx, s.slug, s.token, { employee_ids: [named.id], from: '2026-02-13', to: '2026-02-13', reduction_percent: 50 });
    const report = async (id: string) => {
      const response = await s.req('GET', `/rest/short-work-periods/${id}/report?month=2026-02`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };

    const ofDepartment = await report(department.id);
    const [namedInDepartment, colleagueInDepartment] = ofDepartment.employees;
    expect(namedInDepartment.employee.id).toBe(named.id);
    // 16 to 20 February only: the week before is cut by 50 % through the person's own period.
    expect(namedInDepartment).toMatchObject({ target_before_ms: 40 * HOUR, target_after_ms: 28 * HOUR, lost_ms: 12 * HOUR, days_affected: 5 });
    expect(colleagueInDepartment).toMatchObject({ target_before_ms: 80 * HOUR, lost_ms: 24 * HOUR, days_affected: 10 });
    expect(ofDepartment.totals).toMatchObject({ lost_ms: 36 * HOUR, days_affected: 15 });

    const ofOwn = await report(own.id);
    expect(ofOwn.employees[0]).toMatchObject({ target_before_ms: 40 * HOUR, target_after_ms: 20 * HOUR, lost_ms: 20 * HOUR, days_affected: 5 });
    const ofLater = await report(later.id);
    expect(ofLater.employees).toHaveLength(1);
    expect(ofLater.totals).toMatchObject({ target_before_ms: 0, lost_ms: 0, days_affected: 0 });

    // Summed over the periods, the person lost 5 x 4 h + 5 x 2.4 h, as the working days say.
    const days = await s.days(named.id, '2026-02-09', '2026-02-20');
    const weekdays = Object.values(days).filter((day) => new Date(day.date).getUTCDay() % 6 !== 0);
    const cut = weekdays.reduce((sum, day) => sum + 8 * HOUR - day.target_ms, 0);
    expect(cut).toBe(32 * HOUR);
    expect(namedInDepartment.lost_ms + ofOwn.employees[0].lost_ms + ofLater.employees[0].lost_ms).toBe(cut);
  });
});

describe('who may see and change short-time work', () => {
  it('reading needs time-tracking:view or reports:view, writing payroll:manage, both within the visible units', async () => {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Einkauf');
    const other = await createDepartment(ctx, s.slug, s.token, 'Entwicklung');
    const worker = await personWithLogin(ctx, s.slug, s.token, { role: 'employee', department_id: unit.id });
    const hr = await personWithLogin(ctx, s.slug, s.token, { role: 'hr_admin', department_id: unit.id });
    const payroll = await personWithLogin(ctx, s.slug, s.token, { role: 'payroll_accounting', department_id: unit.id });
    const stranger = await createEmployee(ctx, s.slug, s.token, { department_id: other.id });
    const mine = await createShortWorkPeriod(ctx, s.slug, s.token, { department_id: unit.id, from: '2026-02-02', to: '2026-02-27', reduction_percent: 40 });
    const theirs = await createShortWorkPeriod(ctx, s.slug, s.token, { department_id: other.id, from: '2026-02-02', to: '2026-02-27', reduction_percent: 40 });
    const mixed = await createShortWorkPeriod(ctx, s.slug, s.token, { employee_ids: [worker.id, stranger.id], from: '2026-02-02', to: '2026-02-27', reduction_percent: 10 });

    expectEnvelope(await s.req('GET', '/rest/short-work-periods', undefined, worker.token), 403, 'forbidden');
    expectEnvelope(await s.req('GET', `/rest/short-work-periods/${mine.id}`, undefined, worker.token), 403, 'forbidden');
    expectEnvelope(await s.req('GET', `/rest/short-work-periods/${mine.id}/report?month=2026-02`, undefined, worker.token), 403, 'forbidden');

    const seen = (await s.req('GET', '/rest/short-work-periods?per_page=100', undefined, hr.token)).json();
    const seenIds = seen.data.map((p: { id: string }) => p.id);
    expect(seenIds).toEqual(expect.arrayContaining([mine.id, mixed.id]));
    expect(seenIds).not.toContain(theirs.id);
    expect(seen.data.find((p: { id: string }) => p.id === mixed.id).employee_ids).toEqual([worker.id]);
    expectEnvelope(await s.req('GET', `/rest/short-work-periods/${theirs.id}`, undefined, hr.token), 403, 'forbidden');
    expectEnvelope(await s.req('GET', `/rest/short-work-periods/${theirs.id}/report?month=2026-02`, undefined, hr.token), 403, 'forbidden');
    const report = (await s.req('GET', `/rest/short-work-periods/${mixed.id}/report?month=2026-02`, undefined, hr.token)).json().data;
    expect(report.employees.map((row: { employee: { id: string } }) => row.employee.id)).toEqual([worker.id]);

    expectEnvelope(await s.req('POST', '/rest/short-work-periods', { department_id: unit.id, from: '2026-03-02', to: '2026-03-06', reduction_percent: 10 }, hr.token), 403, 'forbidden');
    expectEnvelope(await s.req('DELETE', `/rest/short-work-periods/${mine.id}`, undefined, hr.token), 403, 'forbidden');
    const allowed = await s.req('POST', '/rest/short-work-periods', { department_id: unit.id, from: '2026-03-02', to: '2026-03-06', reduction_percent: 10 }, payroll.token);
    expect(allowed.statusCode, allowed.body).toBe(201);
    expectEnvelope(await s.req('POST', '/rest/short-work-periods', { department_id: other.id, from: '2026-03-02', to: '2026-03-06', reduction_percent: 10 }, payroll.token), 403, 'forbidden');
    expectEnvelope(await s.req('POST', '/rest/short-work-periods', { employee_ids: [worker.id, stranger.id], from: '2026-03-02', to: '2026-03-06', reduction_percent: 10 }, payroll.token), 403, 'forbidden');
    expectEnvelope(await s.req('PATCH', `/rest/short-work-periods/${mixed.id}`, { reduction_percent: 20 }, payroll.token), 403, 'forbidden');
    expectEnvelope(await s.req('PATCH', `/rest/short-work-periods/${mine.id}`, { department_id: other.id }, payroll.token), 403, 'forbidden');
    expectEnvelope(await s.req('DELETE', `/rest/short-work-periods/${theirs.id}`, undefined, payroll.token), 403, 'forbidden');
  });

  it('answers a change only to someone who may read the period, so an empty change reveals nothing', async () => {
    const s = await setup();
    const plant = await createDepartment(ctx, s.slug, s.token, 'Werk');
    const role = await s.req('POST', '/rest/roles', { name: 'Nur Kurzarbeit buchen', permissions: ['payroll:manage', 'employees:view'] });
    expect(role.statusCode, role.body).toBe(201);
    const clerk = await personWithLogin(ctx, s.slug, s.token, { role_id: role.json().data.id, department_id: plant.id });
    const worker = await createEmployee(ctx, s.slug, s.token, { department_id: plant.id });
    const period = await createShortWorkPeriod(ctx, s.slug, s.token, { employee_ids: [worker.id], from: '2026-12-07', to: '2026-12-18', reduction_percent: 60, note: 'Betriebsvereinbarung 7/2026' });
    expectEnvelope(await s.req('GET', `/rest/short-work-periods/${period.id}`, undefined, clerk.token), 403, 'forbidden');
    const patched = expectEnvelope(await s.req('PATCH', `/rest/short-work-periods/${period.id}`, {}, clerk.token), 403, 'forbidden');
    expect(JSON.stringify(patched)).not.toContain('Betriebsvereinbarung');
  });

  it('lists nothing for an employee_id filter naming someone out of sight, so it tells nothing about them', async () => {
    const s = await setup();
    const plant = await createDepartment(ctx, s.slug, s.token, 'Werk Nord');
    const mine = await createDepartment(ctx, s.slug, s.token, 'Nord Halle 1', plant.id);
    const other = await createDepartment(ctx, s.slug, s.token, 'Nord Halle 2', plant.id);
    const hr = await personWithLogin(ctx, s.slug, s.token, { role: 'hr_admin', department_id: mine.id });
    const visible = await createEmployee(ctx, s.slug, s.token, { department_id: mine.id });
    const outsider = await createEmployee(ctx, s.slug, s.token, { department_id: other.id });
    const bystander = await createEmployee(ctx, s.slug, s.token, { department_id: other.id });
    expectEnvelope(await s.req('GET', `/rest/employees/${outsider.id}`, undefined, hr.token), 403, 'forbidden');
    // Both periods are readable to the HR admin: one names someone they see, the other covers their unit.
    await createShortWorkPeriod(ctx, s.slug, s.token, { employee_ids: [visible.id, outsider.id], from: '2026-04-06', to: '2026-04-10', reduction_percent: 50 });
    const whole = await createShortWorkPeriod(ctx, s.slug, s.token, { department_id: plant.id, from: '2026-04-13', to: '2026-04-17', reduction_percent: 20 });

    const total = async (employeeId: string, token: string) => {
      const response = await s.req('GET', `/rest/short-work-periods?from=2026-04-01&to=2026-04-30&employee_id=${employeeId}`, undefined, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().meta.total as number;
    };
    expect(await total(visible.id, hr.token)).toBe(2);
    expect(await total(outsider.id, hr.token)).toBe(0);
    expect(await total(bystander.id, hr.token)).toBe(0);
    expect(await total(UNKNOWN_ID, hr.token)).toBe(0);
    // Someone who sees everyone still finds them.
    expect(await total(outsider.id, s.token)).toBe(2);
    expect(await total(bystander.id, s.token)).toBe(1);
    expect((await s.req('GET', `/rest/short-work-periods?department_id=${plant.id}`, undefined, hr.token)).json().data.map((p: { id: string }) => p.id)).toEqual([whole.id]);
  });

  it('answers 403 on every path while the module is off, and leaves targets alone', async () => {
    const admin = await tenantWithAdmin(ctx, { modules: MODULE_IDS.filter((m) => m !== 'short_work') });
    const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => ctx.request({ method, url, tenant: admin.slug, token: admin.token, body });
    const unit = await createDepartment(ctx, admin.slug, admin.token, 'Aus');
    for (const [method, url, body] of [
      ['GET', '/rest/short-work-periods'],
      ['POST', '/rest/short-work-periods', { department_id: unit.id, from: '2026-02-02', to: '2026-02-06', reduction_percent: 50 }],
      ['GET', `/rest/short-work-periods/${UNKNOWN_ID}`],
      ['PATCH', `/rest/short-work-periods/${UNKNOWN_ID}`, { reduction_percent: 10 }],
      ['DELETE', `/rest/short-work-periods/${UNKNOWN_ID}`],
      ['GET', `/rest/short-work-periods/${UNKNOWN_ID}/report?month=2026-02`],
    ] as const) {
      const answer = expectEnvelope(await req(method, url, body), 403, 'forbidden');
      expect(answer.errors[0]._meta.module).toBe('short_work');
    }
    // A period left from when the module was on no longer cuts anything.
    const person = await createEmployee(ctx, admin.slug, admin.token, { department_id: unit.id });
    await (await fullTimeModel(ctx, admin.slug, admin.token))(person.id);
    await ctx.services.tenants.withTenant(admin.slug, ({ db }) =>
      db
        .insertInto('short_work_periods')
        .values({ id: UNKNOWN_ID, department_id: unit.id, date_from: '2026-02-02', date_to: '2026-02-06', reduction_percent: 50, note: null, created_by: null, created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
        .execute(),
    );
    const days = (await req('GET', `/rest/employees/${person.id}/working_time?from=2026-02-02&to=2026-02-02`)).json().data.days;
    expect(days[0]).toMatchObject({ target_ms: 8 * HOUR });
    expect(days[0].flags & 16).toBe(0);
  });
});
