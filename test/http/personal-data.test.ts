import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope, UNKNOWN_ID } from '../support/assertions.js';
import { createDepartment, createEmployee, HOUR, login, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { absenceSetup } from '../support/absences.js';
import { formData, pdfBytes } from '../support/documents.js';
import { clockEventRow } from '../support/clock-events.js';
import { Temporal } from 'temporal-polyfill';
import { localDateText } from '../../src/domain/working-time/local-time.js';

/**
 * /rest/employees/{e}/personal-data and /rest/employees/{e}/erasure: the person's data as one
 * document and nothing of anyone else; erasure of a former employee that ends every access, keeps
 * closed payroll months as they were, and makes the request audit forget the person.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** Every key and every string value anywhere in a JSON value. */
function walk(value: unknown, keys: Set<string>, strings: string[]): void {
  if (typeof value === 'string') strings.push(value);
  else if (Array.isArray(value)) for (const item of value) walk(item, keys, strings);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      keys.add(key);
      walk(item, keys, strings);
    }
  }
}

/** Fails when a forbidden key appears anywhere, or a forbidden text inside any string value. */
function expectNothingOf(document: unknown, forbidden: { keys?: readonly string[]; texts: readonly string[] }): void {
  const keys = new Set<string>();
  const strings: string[] = [];
  walk(document, keys, strings);
  for (const key of forbidden.keys ?? []) expect(keys.has(key), `key ${key}`).toBe(false);
  for (const text of forbidden.texts) {
    const found = strings.find((s) => s.toLowerCase().includes(text.toLowerCase()));
    expect(found, `"${text}" in the document`).toBeUndefined();
  }
}

const SECRET_KEYS = ['password_hash', 'pin_hash', 'token_hash', 'code_hash', 'token', 'access_token', 'password', 'pin', 'secret'];

async function setup() {
  const s = await absenceSetup(ctx, { fresh: true });
  const { req } = s;
  const book = async (employeeId: string, events: Array<[string, string]>) => {
    const response = await req('POST', `/rest/employees/${employeeId}/clock-events`, { events: events.map(([type, occurred_at]) => ({ type, occurred_at })), reason: 'nachgetragen' });
    expect(response.statusCode, response.body).toBe(201);
  };
  return { ...s, book };
}

describe('personal data export', () => {
  it('answers everything about the person as an attachment, and nothing of a colleague or any secret', async () => {
    const s = await setup();
    const ottilie = await s.person({ first_name: 'Ottilie', last_name: 'Quast', email: 'ottilie.quast@example.com', birth_date: '1985-03-02', badge: 'B-OQ-1', pin: '4711' });
    const bertram = await s.person({ first_name: 'Bertram', last_name: 'Zentner', email: 'bertram.zentner@example.com', birth_date: '1979-12-24', badge: 'B-BZ-2', pin: '0815' });
    for (const who of [ottilie, bertram]) {
      await s.book(who.id, [
        ['come', '2026-10-05T08:00:00+02:00'],
        ['go', '2026-10-05T16:30:00+02:00'],
      ]);
      await s.approved(who.id, 'vacation', '2026-10-12', '2026-10-13');
      expect((await s.req('POST', `/rest/employees/${who.id}/nfc-tags`, { uid: who === ottilie ? '04:A1:B2:C3:D4:E5' : '04:99:88:77:66:55' })).statusCode).toBe(201);
    }
    const feed = await s.req('POST', `/rest/employees/${ottilie.id}/calendar-token`, {}, ottilie.token);
    expect(feed.statusCode, feed.body).toBe(201);
    const feedSecret = (feed.json().data.url as string).split('/').pop()!.replace('.ics', '');
    expect((await s.req('POST', '/rest/push-token', { token: 'device-token-of-ottilie-123', platform: 'android' }, ottilie.token)).statusCode).toBe(201);
    await s.req('POST', '/rest/push-token', { token: 'device-token-of-bertram-456', platform: 'ios' }, bertram.token);
    // A request Bertram makes about himself names him only in his own audit record.
    await s.req('GET', `/rest/employees/${bertram.id}`, undefined, bertram.token);
    // Short-time work of the two of them: Ottilie's export shows the period, not that it names Bertram too.
    const shortWork = await s.req('POST', '/rest/short-work-periods', { employee_ids: [ottilie.id, bertram.id], from: '2026-07-06', to: '2026-07-31', reduction_percent: 40, note: 'Kurzarbeit Lager' });
    expect(shortWork.statusCode, shortWork.body).toBe(201);

    const response = await s.req('GET', `/rest/employees/${ottilie.id}/personal-data`, undefined, ottilie.token);
    expect(response.statusCode, response.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="personal-data-${ottilie.code}-(\\d{4}-\\d{2}-\\d{2})\\.json"; filename\\*=UTF-8''personal-data-${ottilie.code}-\\1\\.json$`),
    );
    expect(String(response.headers['content-disposition'])).toContain(today.slice(0, 4));
    const document = response.json().data;
    await ctx.services.audit.flush(s.slug);
    const audited = (await s.req('GET', `/rest/audit/requests/${String(response.headers['x-request-id'])}`)).json().data;
    expect(audited).toMatchObject({ user_id: ottilie.id, status_code: 200, response_body: '[not recorded]' });
    expect(document.employee).toMatchObject({ id: ottilie.id, first_name: 'Ottilie', last_name: 'Quast', email: 'ottilie.quast@example.com', birth_date: '1985-03-02', badge: 'B-OQ-1', has_pin: true, erased_at: null });
    expect(document.role).toMatchObject({ system_key: 'employee' });
    expect(Object.keys(document.sections).sort()).toEqual(
      [
        'absences', 'calendar_tokens', 'clock_events', 'compensations', 'correction_requests', 'corrections', 'documents', 'eau_requests',
        'mood_answers', 'nfc_tags', 'overtime_bookings', 'payroll_months', 'push_tokens', 'requests', 'roster_entries', 'schedule_models', 'sessions',
        'shift_applications', 'short_work_periods', 'vacation_entitlements', 'working_time',
      ].sort(),
    );
    const sections = document.sections;
    expect(sections.clock_events.map((e: { type: string }) => e.type)).toEqual(['come', 'go']);
    expect(sections.corrections).toHaveLength(2);
    expect(sections.absences).toHaveLength(1);
    expect(sections.absences[0]).toMatchObject({ employee_id: ottilie.id, start_date: '2026-10-12', status: 'approved' });
    const october = sections.working_time.find((m: { month: string }) => m.month === '2026-10');
    // 8.5 hours present, of which the law's 30 minutes of break.
    expect(october).toMatchObject({ worked_ms: 8 * 3_600_000 });
    expect(sections.nfc_tags).toEqual([expect.objectContaining({ uid: '********D4E5' })]);
    expect(sections.push_tokens).toEqual([expect.objectContaining({ platform: 'android' })]);
    expect(sections.calendar_tokens).toEqual([expect.objectContaining({ created_by: ottilie.id })]);
    expect(sections.schedule_models).toHaveLength(1);
    expect(sections.short_work_periods).toEqual([
      { id: shortWork.json().data.id, from: '2026-07-06', to: '2026-07-31', reduction_percent: 40, note: 'Kurzarbeit Lager', created_at: expect.any(String) },
    ]);
    expect(sections.sessions.length).toBeGreaterThanOrEqual(1);
    expect(sections.documents).toEqual([]);
    expect(sections.requests.some((r: { method: string; uri: string }) => r.method === 'POST' && r.uri === '/rest/push-token')).toBe(true);
    expect(Object.keys(sections.requests[0]).sort()).toEqual(['method', 'status_code', 'timestamp', 'uri']);

    expectNothingOf(document, {
      keys: SECRET_KEYS,
      texts: [
        ottilie.token, feedSecret, 'device-token-of-ottilie', '04A1B2C3D4E5', '4711',
        'Bertram', 'Zentner', 'bertram.zentner@example.com', '1979-12-24', 'B-BZ-2', bertram.id, bertram.code === ottilie.code ? 'x' : `"${bertram.code}"`,
        'device-token-of-bertram', '04998877', bertram.token,
      ],
    });
  });

  it('needs employees:manage and visibility for another person: 403 without, 404 beyond', async () => {
    const s = await setup();
    const [north, south] = [await createDepartment(ctx, s.slug, s.token, 'Nord'), await createDepartment(ctx, s.slug, s.token, 'Süd')];
    const inNorth = await s.person({ department_id: north.id });
    const inSouth = await s.person({ department_id: south.id });
    const hr = await personWithLogin(ctx, s.slug, s.token, { role: 'hr_admin', department_id: north.id });
    expect((await s.req('GET', `/rest/employees/${inNorth.id}/personal-data`, undefined, hr.token)).statusCode).toBe(200);
    expectEnvelope(await s.req('GET', `/rest/employees/${inSouth.id}/personal-data`, undefined, hr.token), 404, 'not_found');
    expectEnvelope(await s.req('GET', `/rest/employees/${inSouth.id}/personal-data`, undefined, inNorth.token), 403, 'forbidden');
    expectEnvelope(await s.req('GET', `/rest/employees/${UNKNOWN_ID}/personal-data`), 404, 'not_found');
    expect((await s.req('GET', `/rest/employees/${inSouth.id}/personal-data`, undefined, inSouth.token)).statusCode).toBe(200);
  });

  it('names the file after the person’s code as written, umlauts too, and keeps paths out of it', async () => {
    const s = await setup();
    const names = [];
    for (const code of ['Jörg', 'Jürg', 'A/B\\C']) {
      const person = await s.person({ code });
      const response = await s.req('GET', `/rest/employees/${person.id}/personal-data`);
      expect(response.statusCode, response.body).toBe(200);
      // A browser saves a download under filename* (RFC 6266), and old clients under filename.
      const disposition = String(response.headers['content-disposition']);
      const [, fallback, exact] = /^attachment; filename="([^"]*)"; filename\*=UTF-8''(\S+)$/.exec(disposition)!;
      names.push(decodeURIComponent(exact!));
      expect(fallback).toMatch(/^[\x20-\x7e]+$/);
    }
    const day = /\d{4}-\d{2}-\d{2}/.exec(names[0]!)![0];
    expect(names).toEqual([`personal-data-Jörg-${day}.json`, `personal-data-Jürg-${day}.json`, `personal-data-A_B_C-${day}.json`]);
  });

  it('counts the months of working time from 1900 on, whatever an older record holds', async () => {
    const s = await setup();
    const person = await s.person();
    // A clock time stored before such times were refused (the year 1 walked 24,000 months).
    await ctx.services.tenants.withTenant(s.slug, ({ db }) =>
      db
        .insertInto('clock_events')
        .values(clockEventRow({ employee_id: person.id, occurred_at: '1700-01-01T08:00:00.000Z', source: 'correction', corrected: true }))
        .execute(),
    );
    const exported = await s.req('GET', `/rest/employees/${person.id}/personal-data`);
    expect(exported.statusCode, exported.body.slice(0, 300)).toBe(200);
    expect(exported.json().data.sections.working_time[0].month).toBe('1900-01');
  });

  it('totals each calendar month from 1900 to today as that month alone counts it, across the turn of a year too', async () => {
    const s = await setup();
    // On the full-time model (Monday to Friday, 8 hours) from 2020 on.
    const person = await s.person();
    await s.book(person.id, [
      ['come', '1900-01-03T08:00:00+01:00'],
      ['go', '1900-01-03T12:00:00+01:00'],
      // A night shift across the turn of a year counts on 31 December, net of the law's 30 minutes.
      ['come', '2025-12-31T22:00:00+01:00'],
      ['go', '2026-01-01T06:00:00+01:00'],
    ]);
    await s.approved(person.id, 'vacation', '2026-01-02', '2026-01-02');
    const exported = await s.req('GET', `/rest/employees/${person.id}/personal-data`);
    expect(exported.statusCode, exported.body.slice(0, 300)).toBe(200);
    const months = exported.json().data.sections.working_time as Array<{ month: string; target_ms: number; worked_ms: number; absence_ms: number; balance_ms: number; vacation_days: number; sick_days: number }>;
    // Every month once, in order, from January 1900 to this one.
    const expected: string[] = [];
    for (let year = 1900, month = 1; expected.length < months.length; month = (month % 12) + 1, year += month === 1 ? 1 : 0) {
      expected.push(`${year}-${String(month).padStart(2, '0')}`);
    }
    expect(months.map((m) => m.month)).toEqual(expected);
    expect([new Date().toISOString().slice(0, 7), localDateText(Date.now(), 'Europe/Berlin').slice(0, 7)]).toContain(months.at(-1)!.month);
    const of = (month: string) => months.find((m) => m.month === month);
    const none = { target_ms: 0, worked_ms: 0, absence_ms: 0, balance_ms: 0, vacation_days: 0, sick_days: 0 };
    expect(of('1900-01')).toMatchObject({ ...none, worked_ms: 4 * HOUR, balance_ms: 4 * HOUR });
    expect(of('1900-02')).toMatchObject(none);
    expect(of('1962-07')).toMatchObject(none);
    expect(of('2019-12')).toMatchObject(none);
    // 21 working days each: 23 weekdays in December 2025 less 25 and 26 December, 22 in January 2026
    // less Neujahr (without a location the nationwide holidays apply).
    expect(of('2025-12')).toMatchObject({ target_ms: 168 * HOUR, worked_ms: 7.5 * HOUR, absence_ms: 0, balance_ms: (7.5 - 168) * HOUR, vacation_days: 0 });
    expect(of('2026-01')).toMatchObject({ target_ms: 168 * HOUR, worked_ms: 0, absence_ms: 8 * HOUR, balance_ms: -160 * HOUR, vacation_days: 1 });
  });
});

describe('the export of someone else', () => {
  it("masks a colleague's badge for an HR Admin who may not change it, as GET /employees does", async () => {
    const admin = await tenantWithAdmin(ctx);
    const unit = await createDepartment(ctx, admin.slug, admin.token, 'Personal');
    const hr = await personWithLogin(ctx, admin.slug, admin.token, { role: 'hr_admin', department_id: unit.id });
    // Lohnbuchhaltung holds permissions HR Admin lacks: HR Admin may not change this badge.
    const clerk = await createEmployee(ctx, admin.slug, admin.token, { role: 'payroll_accounting', department_id: unit.id, badge: 'B-PAY-7777' });
    const read = (url: string, token: string) => ctx.request({ url, tenant: admin.slug, token });
    expect((await read(`/rest/employees/${clerk.id}`, hr.token)).json().data.badge).toBe('******7777');
    const exported = await read(`/rest/employees/${clerk.id}/personal-data`, hr.token);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data.employee.badge).toBe('******7777');
    // The Workspace Admin may change it and reads it in full.
    expect((await read(`/rest/employees/${clerk.id}/personal-data`, admin.token)).json().data.employee.badge).toBe('B-PAY-7777');
  });

  /** What HR Admin may not read of a colleague through the areas' own endpoints, in document order. */
  const WITHHELD_FROM_HR = ['correction_requests', 'compensations', 'payroll_months', 'shift_applications', 'mood_answers', 'push_tokens', 'sessions', 'requests'];

  it('holds only what the caller may read of the person, names the rest in withheld, and the person’s own export stays complete', async () => {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Personal');
    const hr = await personWithLogin(ctx, s.slug, s.token, { role: 'hr_admin', department_id: unit.id });
    const colleague = await s.person({ department_id: unit.id });
    const pay = await s.req('POST', `/rest/employees/${colleague.id}/compensations`, { type: 'monthly_salary', amount_cents: 412_300, valid_from: '2026-01-01' });
    expect(pay.statusCode, pay.body).toBe(201);
    await s.book(colleague.id, [
      ['come', '2026-10-05T08:00:00+02:00'],
      ['go', '2026-10-05T16:30:00+02:00'],
    ]);
    await s.approved(colleague.id, 'vacation', '2026-10-12', '2026-10-13');
    expect((await s.req('POST', '/rest/payroll-periods/2026-10/close')).statusCode).toBe(200);
    // The colleague's device and a look at their own documents (their request log).
    expect((await s.req('POST', '/rest/push-token', { token: 'device-token-of-the-colleague', platform: 'android' }, colleague.token)).statusCode).toBe(201);
    expect((await s.req('GET', `/rest/employees/${colleague.id}/documents`, undefined, colleague.token)).statusCode).toBe(200);
    // What HR may not read directly ...
    expect((await s.req('GET', `/rest/employees/${colleague.id}/compensations`, undefined, hr.token)).statusCode).toBe(403);
    expect((await s.req('GET', '/rest/payroll-periods/2026-10/employees', undefined, hr.token)).statusCode).toBe(403);
    expect((await s.req('GET', '/rest/audit/requests', undefined, hr.token)).statusCode).toBe(403);

    // ... is not in HR's export either, and the export says so.
    const exported = await s.req('GET', `/rest/employees/${colleague.id}/personal-data`, undefined, hr.token);
    expect(exported.statusCode, exported.body).toBe(200);
    const document = exported.json().data;
    expect(document.withheld).toEqual(WITHHELD_FROM_HR);
    for (const name of WITHHELD_FROM_HR) expect(document.sections[name], name).toEqual([]);
    expect(exported.body).not.toContain('412300');
    expect(exported.body).not.toContain('/rest/push-token');
    // What HR may read is there.
    expect(document.sections.clock_events).toHaveLength(2);
    expect(document.sections.absences).toHaveLength(1);
    expect(document.sections.working_time.length).toBeGreaterThan(0);

    // The person's own export needs no permission and holds everything.
    const own = await s.req('GET', `/rest/employees/${colleague.id}/personal-data`, undefined, colleague.token);
    expect(own.statusCode, own.body).toBe(200);
    const mine = own.json().data;
    expect(mine.withheld).toEqual([]);
    expect(mine.sections.compensations).toEqual([expect.objectContaining({ amount_cents: 412_300 })]);
    expect(mine.sections.payroll_months).toHaveLength(1);
    expect(mine.sections.push_tokens).toEqual([expect.objectContaining({ platform: 'android' })]);
    expect(mine.sections.sessions.length).toBeGreaterThanOrEqual(1);
    expect(mine.sections.requests.some((r: { method: string; uri: string }) => r.method === 'GET' && r.uri === `/rest/employees/${colleague.id}/documents`)).toBe(true);
  });

  it('gives each section by the permission its own endpoints ask for', async () => {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Lohn');
    const colleague = await s.person({ department_id: unit.id });
    const pay = await s.req('POST', `/rest/employees/${colleague.id}/compensations`, { type: 'hourly_wage', amount_cents: 1_850, valid_from: '2026-01-01' });
    expect(pay.statusCode, pay.body).toBe(201);
    await s.approved(colleague.id, 'sick', '2026-10-12', '2026-10-12');
    const exportBy = async (permissions: string[]) => {
      const role = await s.req('POST', '/rest/roles', { name: `Rolle ${permissions.join(' ')}`, permissions });
      expect(role.statusCode, role.body).toBe(201);
      const holder = await personWithLogin(ctx, s.slug, s.token, { role_id: role.json().data.id, department_id: unit.id });
      const response = await s.req('GET', `/rest/employees/${colleague.id}/personal-data`, undefined, holder.token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { sections: Record<string, unknown[]>; withheld: string[] };
    };
    // employees:manage alone: the personnel file and the feed secret, nothing of another area.
    const bare = await exportBy(['employees:manage']);
    expect(Object.keys(bare.sections).filter((name) => !bare.withheld.includes(name)).sort()).toEqual(['calendar_tokens', 'documents']);
    expect(bare.sections.absences).toEqual([]);
    expect(bare.sections.compensations).toEqual([]);
    // With payroll:view the pay, and still not the sick day.
    const payroll = await exportBy(['employees:manage', 'payroll:view']);
    expect(payroll.sections.compensations).toEqual([expect.objectContaining({ amount_cents: 1_850 })]);
    expect(payroll.withheld).not.toContain('compensations');
    expect(payroll.withheld).toContain('absences');
    expect(payroll.sections.absences).toEqual([]);
    // With absences:view the absences.
    const absences = await exportBy(['employees:manage', 'absences:view']);
    expect(absences.sections.absences).toHaveLength(1);
    expect(absences.withheld).toContain('compensations');
  });

  it('never shows someone else that or when the person answered the mood barometer, not even in the request log', async () => {
    const s = await setup();
    const colleague = await s.person();
    expect((await s.req('GET', `/rest/employees/${colleague.id}`, undefined, colleague.token)).statusCode).toBe(200);
    expect((await s.req('POST', '/rest/mood', { score: 1, comment: 'Überlastet' }, colleague.token)).statusCode).toBe(201);
    // Written another way, the same route: a second answer of the day.
    expect((await s.req('POST', '/rest/mood/?via=app', { score: 2 }, colleague.token)).statusCode).toBe(409);
    await ctx.services.audit.flush(s.slug);

    // The Workspace Admin may read the audit log, and gets the colleague's other requests ...
    const exported = await s.req('GET', `/rest/employees/${colleague.id}/personal-data`);
    expect(exported.statusCode, exported.body).toBe(200);
    const document = exported.json().data;
    expect(document.withheld).toEqual(['mood_answers']);
    expect(document.sections.mood_answers).toEqual([]);
    const requests = document.sections.requests as Array<{ method: string; uri: string }>;
    expect(requests.some((r) => r.uri === `/rest/employees/${colleague.id}`)).toBe(true);
    // ... but none to the mood barometer.
    expect(requests.filter((r) => r.uri.toLowerCase().includes('mood'))).toEqual([]);
    expect(exported.body).not.toContain('/rest/mood');

    // The person's own export holds both the answer and the requests.
    const own = (await s.req('GET', `/rest/employees/${colleague.id}/personal-data`, undefined, colleague.token)).json().data;
    expect(own.sections.mood_answers).toEqual([expect.objectContaining({ score: 1, comment: 'Überlastet' })]);
    expect(own.sections.requests.map((r: { method: string; uri: string }) => `${r.method} ${r.uri}`)).toEqual(expect.arrayContaining(['POST /rest/mood', 'POST /rest/mood/?via=app']));
  });
});

describe('erasure', () => {
  it('refuses people still employed and answers 404 beyond visibility', async () => {
    const s = await setup();
    const active = await s.employee();
    const leaving = await s.employee({ exit_date: '2099-12-31' });
    for (const who of [active, leaving]) {
      const refused = expectEnvelope(await s.req('POST', `/rest/employees/${who.id}/erasure`, { reason: 'Antrag' }), 409, 'conflict');
      expect(refused.errors[0]._meta.code).toBe('employee_active');
    }
    expectEnvelope(await s.req('POST', `/rest/employees/${UNKNOWN_ID}/erasure`, { reason: 'Antrag' }), 404, 'not_found');
    expectEnvelope(await s.req('POST', `/rest/employees/${active.id}/erasure`, {}), 422, 'validation_error');
    const colleague = await s.person();
    expectEnvelope(await s.req('POST', `/rest/employees/${active.id}/erasure`, { reason: 'Antrag' }, colleague.token), 403, 'forbidden');
  });

  it('ends every access, pseudonymises, keeps closed months as they were, and the audit forgets the person', async () => {
    const s = await setup();
    const created = await ctx.request({
      method: 'POST',
      url: '/rest/employees',
      tenant: s.slug,
      token: s.token,
      body: { code: 'P-77', first_name: 'Walburga', last_name: 'Pfefferkorn', email: 'walburga.pfefferkorn@example.com', birth_date: '1969-07-20', badge: 'B-WP-7', pin: '2468', password: 'walburga-password-1' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const creation = String(created.headers['x-request-id']);
    const person = created.json().data as { id: string; code: string };
    await s.assign(person.id);
    const token = await login(ctx, s.slug, 'P-77', 'walburga-password-1');
    expect((await s.req('POST', `/rest/employees/${person.id}/nfc-tags`, { uid: '04:11:22:33:44:55' })).statusCode).toBe(201);
    expect((await s.req('POST', '/rest/push-token', { token: 'device-token-of-walburga', platform: 'android' }, token)).statusCode).toBe(201);
    expect((await s.req('POST', `/rest/employees/${person.id}/calendar-token`, {}, token)).statusCode).toBe(201);
    await s.book(person.id, [
      ['come', '2026-10-06T08:00:00+02:00'],
      ['go', '2026-10-06T17:00:00+02:00'],
    ]);
    await s.approved(person.id, 'sick', '2026-10-07', '2026-10-07');
    // An overtime payout: the retention run deletes it with working time, so it is retained as that.
    const payout = await s.req('POST', `/rest/employees/${person.id}/overtime-account/bookings`, { amount_ms: -3_600_000, kind: 'payout', date: '2026-10-20' });
    expect(payout.statusCode, payout.body).toBe(201);
    const other = await createEmployee(ctx, s.slug, s.token, { first_name: 'Konstantin', last_name: 'Lehr' });
    const closed = await s.req('POST', '/rest/payroll-periods/2026-10/close');
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await s.req('PUT', `/rest/employees/${person.id}`, { exit_date: '2026-10-31' })).statusCode).toBe(200);
    const monthBefore = (await s.req('GET', '/rest/payroll-periods/2026-10')).body;
    const totals = async () =>
      ((await s.req('GET', '/rest/payroll-periods/2026-10/employees?per_page=100')).json().data as Array<Record<string, unknown> & { employee: { id: string } }>)
        .map(({ employee, ...rest }) => ({ id: employee.id, ...rest }))
        .sort((a, b) => a.id.localeCompare(b.id));
    const totalsBefore = await totals();
    expect(totalsBefore.find((t) => t.id === person.id)).toMatchObject({ worked_ms: 9 * 3_600_000 - 30 * 60_000 });

    const erased = await s.req('POST', `/rest/employees/${person.id}/erasure`, { reason: 'Antrag von Walburga Pfefferkorn vom 2. November' });
    expect(erased.statusCode, erased.body).toBe(200);
    const answer = erased.json().data;
    expect(answer.employee_id).toBe(person.id);
    expect(answer.erased).toEqual(expect.arrayContaining(['name', 'contact_data', 'birth_date', 'credentials', 'badge', 'sessions', 'push_tokens', 'nfc_tags', 'calendar_tokens']));
    expect(answer.retained).toEqual(
      expect.arrayContaining([
        // Counted from today: the run counts a correction from the day it was made.
        { category: 'working_time', until: Temporal.PlainDate.from(localDateText(Date.now(), 'Europe/Berlin')).add({ months: 24 }).toString(), legal_basis: 'ArbZG §16 (2), MiLoG §17 (1)' },
        { category: 'payroll', until: '2032-12-31', legal_basis: '§41 (1) EStG (Lohnkonto)' },
        { category: 'absences', until: '2032-12-31', legal_basis: 'payroll relevance; ArbZG §16 (2)' },
      ]),
    );

    // No access is left: password, token, badge, PIN and tag are gone.
    expectEnvelope(await ctx.request({ method: 'POST', url: '/rest/login', tenant: s.slug, body: { code: 'P-77', password: 'walburga-password-1' } }), 401, 'unauthenticated');
    expectEnvelope(await s.req('GET', `/rest/employees/${person.id}`, undefined, token), 401, 'unauthenticated');
    const record = (await s.req('GET', `/rest/employees/${person.id}`)).json().data;
    expect(record).toMatchObject({ first_name: 'Former employee', email: null, birth_date: null, badge: null, has_pin: false, can_login: false, code: 'P-77', exit_date: '2026-10-31' });
    expect(record.last_name).toMatch(/^[0-9A-F]{8}$/);
    expect(record.erased_at).toBe(answer.erased_at);
    expect((await s.req('GET', `/rest/employees/${person.id}/nfc-tags`)).json().data).toEqual([]);
    const stored = await ctx.services.tenants.withTenant(s.slug, async ({ db }) => ({
      tokens: await db.selectFrom('access_tokens').select('id').where('employee_id', '=', person.id).execute(),
      push: await db.selectFrom('push_tokens').select('id').where('employee_id', '=', person.id).execute(),
      feed: await db.selectFrom('calendar_tokens').select('employee_id').where('employee_id', '=', person.id).execute(),
      events: await db.selectFrom('clock_events').select('id').where('employee_id', '=', person.id).execute(),
    }));
    expect(stored).toMatchObject({ tokens: [], push: [], feed: [] });
    expect(stored.events).toHaveLength(2);

    // Closed months do not change.
    expect((await s.req('GET', '/rest/payroll-periods/2026-10')).body).toBe(monthBefore);
    expect(await totals()).toEqual(totalsBefore);

    // The audit forgot the person; the records stay, with who made them.
    const detail = await s.req('GET', `/rest/audit/requests/${creation}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const audited = detail.json().data;
    expect(audited.user_id).toBe(s.adminId);
    for (const text of ['Walburga', 'Pfefferkorn', 'walburga.pfefferkorn@example.com', '1969-07-20']) {
      expect(audited.payload).not.toContain(text);
      expect(audited.response_body).not.toContain(text);
    }
    expect(JSON.parse(audited.payload)).toMatchObject({ first_name: '[erased]', last_name: '[erased]', email: '[erased]', birth_date: '[erased]', code: 'P-77' });
    expect(JSON.parse(audited.response_body).data).toMatchObject({ name: '[erased] [erased]', email: '[erased]' });
    await ctx.services.audit.flush(s.slug);
    const erasure = (await s.req('GET', `/rest/audit/requests/${String(erased.headers['x-request-id'])}`)).json().data;
    expect(erasure.payload).toBe(JSON.stringify({ reason: 'Antrag von [erased] [erased] vom 2. November' }));
    const everything = await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('audit_requests').select(['uri', 'payload', 'response_body']).execute());
    expect(JSON.stringify(everything)).not.toContain('Pfefferkorn');
    expect(JSON.stringify(everything)).toContain('Konstantin');

    // The export of the erased person still answers, pseudonymised.
    const exported = (await s.req('GET', `/rest/employees/${person.id}/personal-data`)).json().data;
    expect(exported.employee.first_name).toBe('Former employee');
    expectNothingOf(exported, { keys: SECRET_KEYS, texts: ['Walburga', 'Pfefferkorn', 'walburga.pfefferkorn', '1969-07-20', 'B-WP-7'] });
    expect(exported.sections.clock_events).toHaveLength(2);

    const again = expectEnvelope(await s.req('POST', `/rest/employees/${person.id}/erasure`, { reason: 'nochmal' }), 409, 'conflict');
    expect(again.errors[0]._meta).toMatchObject({ code: 'already_erased', erased_at: answer.erased_at });
    expect(other.id).not.toBe(person.id);
  });

  it('forgets a name that begins with a letter beyond ASCII, and a name in the headers of a download', async () => {
    const s = await setup();
    // Created through the API: the audit keeps the request and the answer, both with the names.
    const accented = await s.employee({ first_name: 'Ömer', last_name: 'Öztürk', exit_date: '2026-01-31' });
    const plain = await s.employee({ first_name: 'Gerlinde', last_name: 'Krumbiegel', exit_date: '2026-01-31' });
    const form = formData([
      { name: 'category', value: 'contract' },
      { name: 'title', value: 'Vertrag' },
      { name: 'file', filename: 'Vertrag Krumbiegel.pdf', contentType: 'application/pdf', content: pdfBytes('Vertrag') },
    ]);
    const uploaded = await ctx.request({ method: 'POST', url: `/rest/employees/${plain.id}/documents`, tenant: s.slug, token: s.token, body: form.body, headers: form.headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const download = await s.req('GET', `/rest/employees/${plain.id}/documents/${uploaded.json().data.id}/content`);
    expect(download.headers['content-disposition']).toContain('Krumbiegel');
    // The web app's page that sent a request names its search in the Referer.
    const referred = await ctx.request({ url: `/rest/employees/${plain.id}`, tenant: s.slug, token: s.token, headers: { referer: 'https://app.example/employees?search=Krumbiegel' } });
    expect(referred.statusCode).toBe(200);
    for (const person of [accented, plain]) expect((await s.req('POST', `/rest/employees/${person.id}/erasure`, { reason: 'Antrag' })).statusCode).toBe(200);

    const records = await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('audit_requests').select(['uri', 'request_headers', 'payload', 'response_headers', 'response_body']).execute());
    const text = JSON.stringify(records);
    expect(text).toContain('[erased]');
    expect(text).toContain('search=[erased]');
    expect(text).not.toMatch(/Öztürk|Ömer|Krumbiegel|Gerlinde/);
  });

  it('forgets a full name written in capitals or small letters in stored records about someone else, umlauts too', async () => {
    const s = await setup();
    const person = await s.employee({ first_name: 'Özlem', last_name: 'Müller', exit_date: '2026-01-31' });
    const mentions = ['ÖZLEM MÜLLER', 'özlem müller', 'Özlem Müller'];
    const notes: string[] = [];
    for (const [i, name] of mentions.entries()) {
      const created = await s.req('POST', '/rest/departments', { name: `Empfang ${i}`, description: `Ansprechpartnerin: ${name}` });
      expect(created.statusCode, created.body).toBe(201);
      notes.push(String(created.headers['x-request-id']));
    }
    // Stored before the erasure: the database's pre-filter finds them, not the audit's memory.
    await ctx.services.audit.flush(s.slug);
    expect((await s.req('POST', `/rest/employees/${person.id}/erasure`, { reason: 'Antrag' })).statusCode).toBe(200);
    for (const id of notes) {
      const payload = (await s.req('GET', `/rest/audit/requests/${id}`)).json().data.payload as string;
      expect(JSON.parse(payload)).toMatchObject({ description: 'Ansprechpartnerin: [erased]' });
    }
  });

  it('forgets a new name that a change committed while the erasure was under way', async () => {
    const s = await setup();
    const leaver = await s.employee({ first_name: 'Hiltrud', last_name: 'Vogelsang', exit_date: '2026-01-31' });
    const form = formData([
      { name: 'category', value: 'certificate' },
      { name: 'title', value: 'Nachweis' },
      { name: 'file', filename: 'nachweis.pdf', contentType: 'application/pdf', content: pdfBytes('Nachweis') },
    ]);
    const uploaded = await ctx.request({ method: 'POST', url: `/rest/employees/${leaver.id}/documents`, tenant: s.slug, token: s.token, body: form.body, headers: form.headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    // The erasure deletes this document's file before its transaction; HR renames the person meanwhile.
    const storage = ctx.services.storage;
    const remove = storage.delete.bind(storage);
    let renamed = false;
    storage.delete = async (...args: Parameters<typeof remove>) => {
      if (!renamed) {
        renamed = true;
        expect((await s.req('PUT', `/rest/employees/${leaver.id}`, { last_name: 'Wiesenthal-Kraus' })).statusCode).toBe(200);
      }
      return remove(...args);
    };
    try {
      expect((await s.req('POST', `/rest/employees/${leaver.id}/erasure`, { reason: 'Antrag' })).statusCode).toBe(200);
    } finally {
      storage.delete = remove;
    }
    expect(renamed).toBe(true);
    const records = await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('audit_requests').select(['uri', 'request_headers', 'payload', 'response_headers', 'response_body']).execute());
    const text = JSON.stringify(records);
    expect(text).toContain('[erased]');
    expect(text).not.toMatch(/Wiesenthal|Vogelsang|Hiltrud/);
  });

  it('refuses a document whose upload was still storing its bytes when the erasure committed, and keeps none of it', async () => {
    const s = await setup();
    const leaver = await s.employee({ exit_date: '2026-01-31' });
    const storage = ctx.services.storage;
    const put = storage.put.bind(storage);
    let reached!: () => void;
    let release!: () => void;
    let key = '';
    const held = new Promise<void>((resolve) => (reached = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    storage.put = async (...args: Parameters<typeof put>) => {
      key = args[0];
      reached();
      await released;
      return put(...args);
    };
    try {
      const form = formData([
        { name: 'category', value: 'sick_note' },
        { name: 'title', value: 'AU' },
        { name: 'file', filename: 'au.pdf', contentType: 'application/pdf', content: pdfBytes('AU') },
      ]);
      const uploading = ctx.request({ method: 'POST', url: `/rest/employees/${leaver.id}/documents`, tenant: s.slug, token: s.token, body: form.body, headers: form.headers });
      await held;
      storage.put = put;
      expect((await s.req('POST', `/rest/employees/${leaver.id}/erasure`, { reason: 'Antrag' })).statusCode).toBe(200);
      release();
      expectEnvelope(await uploading, 409, 'conflict');
    } finally {
      storage.put = put;
      release();
    }
    const rows = await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('employee_documents').select('storage_key').where('employee_id', '=', leaver.id).execute());
    expect(rows).toEqual([]);
    // The bytes it had stored went again.
    await expect(storage.get(key)).rejects.toThrow();
  });

  it('stops the badge at the terminal', async () => {
    const s = await setup();
    const terminal = await s.req('POST', '/rest/terminals', { name: 'Tor' });
    expect(terminal.statusCode, terminal.body).toBe(201);
    const code = terminal.json().data.secret as string;
    const clock = (body: Record<string, unknown>) => ctx.request({ method: 'POST', url: `/rest/terminal/${code}`, tenant: s.slug, body });
    const leaver = await s.employee({ badge: 'B-LEAVE-1', exit_date: '2026-01-31' });
    await s.req('PUT', `/rest/employees/${leaver.id}`, { exit_date: null });
    const booked = await clock({ badge: 'B-LEAVE-1', type: 'come' });
    expect(booked.statusCode).toBe(201);
    const firstName = booked.json().employee.name as string;
    // A booking a correction deleted keeps its receipt too, for a replay of its event_id.
    const went = await clock({ badge: 'B-LEAVE-1', type: 'go', event_id: 'leave-go-1' });
    expect(went.statusCode).toBe(201);
    expect((await s.req('DELETE', `/rest/employees/${leaver.id}/clock-events/${went.json().event}`, { reason: 'Doppelt' })).statusCode).toBe(200);
    await s.req('PUT', `/rest/employees/${leaver.id}`, { exit_date: '2026-01-31' });
    expect((await s.req('POST', `/rest/employees/${leaver.id}/erasure`, { reason: 'Antrag' })).statusCode).toBe(200);
    // The booking stays for retention; the receipt it keeps for a replay no longer greets the person by name.
    const receipts = await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('clock_events').select('reply').where('employee_id', '=', leaver.id).execute());
    expect(receipts).toHaveLength(1);
    expect(JSON.stringify(receipts[0]!.reply)).not.toContain(firstName);
    expect(receipts[0]!.reply).toMatchObject({ status: 'booked', employee: { id: leaver.id, name: '[erased] [erased]' } });
    const deleted = await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('clock_event_history').select('reply').where('event_id', '=', 'leave-go-1').execute());
    expect(deleted).toHaveLength(1);
    expect(JSON.stringify(deleted[0]!.reply)).not.toContain(firstName);
    expect(deleted[0]!.reply).toMatchObject({ status: 'booked', employee: { id: leaver.id, name: '[erased] [erased]' } });
    await s.req('PUT', `/rest/employees/${leaver.id}`, { exit_date: null });
    const refused = await clock({ badge: 'B-LEAVE-1', type: 'go' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
  });

  it('deletes the personnel file’s documents without retention, keeps contracts until the file’s retention ends, and deletes mood answers', async () => {
    const s = await setup();
    const leaver = await personWithLogin(ctx, s.slug, s.token);
    const upload = async (category: string, title: string) => {
      const form = formData([
        { name: 'category', value: category },
        { name: 'title', value: title },
        { name: 'file', filename: `${title}.pdf`, contentType: 'application/pdf', content: pdfBytes(title) },
      ]);
      const response = await ctx.request({ method: 'POST', url: `/rest/employees/${leaver.id}/documents`, tenant: s.slug, token: s.token, body: form.body.toString('latin1'), headers: form.headers });
      expect(response.statusCode, response.body).toBe(201);
    };
    await upload('contract', 'Arbeitsvertrag');
    await upload('certificate', 'Erste-Hilfe-Nachweis');
    const answered = await ctx.request({ method: 'POST', url: '/rest/mood', tenant: s.slug, token: leaver.token, body: { score: 4, comment: 'Gute Woche' } });
    expect(answered.statusCode, answered.body).toBe(201);

    const exported = (await s.req('GET', `/rest/employees/${leaver.id}/personal-data`)).json().data.sections;
    expect(exported.documents.map((d: { title: string }) => d.title).sort()).toEqual(['Arbeitsvertrag', 'Erste-Hilfe-Nachweis']);
    // Who answered what is never shown to anyone else: HR's export of the person holds no answers, the person's own does.
    expect(exported.mood_answers).toEqual([]);
    const own = await ctx.request({ url: `/rest/employees/${leaver.id}/personal-data`, tenant: s.slug, token: leaver.token });
    expect(own.json().data.sections.mood_answers).toEqual([expect.objectContaining({ score: 4, comment: 'Gute Woche' })]);

    await s.req('PUT', `/rest/employees/${leaver.id}`, { exit_date: '2026-01-31' });
    const erasure = await s.req('POST', `/rest/employees/${leaver.id}/erasure`, { reason: 'Antrag' });
    expect(erasure.statusCode, erasure.body).toBe(200);
    expect(erasure.json().data.erased).toEqual(expect.arrayContaining(['documents', 'mood_answers']));
    expect(erasure.json().data.retained).toContainEqual({ category: 'documents', until: '2029-01-31', legal_basis: expect.any(String) });

    const after = (await s.req('GET', `/rest/employees/${leaver.id}/personal-data`)).json().data.sections;
    expect(after.documents.map((d: { title: string; category: string }) => [d.title, d.category])).toEqual([['Arbeitsvertrag', 'contract']]);
    const stored = await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('mood_answers').select('id').where('employee_id', '=', leaver.id).execute());
    expect(stored).toEqual([]);
  });
});
