import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { absenceSetup, contextForFixedDays, vacationAccountOf as account, type AbsenceSetup } from '../support/absences.js';
import { expectEnvelope } from '../support/assertions.js';
import { ADMIN_PASSWORD, login } from '../support/factories.js';
import type { TestContext } from '../support/harness.js';

/**
 * A change of the yearly vacation entitlement (a person's vacation_days_per_year, by PUT or the CSV
 * import, or the tenant default) holds from the current year on; every earlier year keeps the value
 * it had. Each test fixes "today" first and then makes its own tenant, so its tokens are of that day.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await contextForFixedDays();
});
afterAll(() => ctx?.close());
afterEach(() => vi.useRealTimers());


const today = (instant: string) => vi.setSystemTime(new Date(instant));

async function setDays(s: AbsenceSetup, employeeId: string, days: number | null, token = s.token) {
  const response = await s.req('PUT', `/rest/employees/${employeeId}`, { vacation_days_per_year: days }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Someone full-time since 2025 who took 28 of their 30 days in 2025 (Mon 3 Mar to Wed 9 Apr: 28 working days). */
async function fullTimeSince2025(s: AbsenceSetup, fields: Record<string, unknown> = {}) {
  const person = await s.employee({ entry_date: '2025-01-01', ...fields });
  await s.approved(person.id, 'vacation', '2025-03-03', '2025-04-09');
  return person;
}

describe('a lower entitlement for part-time work', () => {
  it('keeps the past years as they were', async () => {
    today('2027-01-11T09:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await fullTimeSince2025(s);
    expect(await account(s, person.id, 2025)).toMatchObject({ entitlement_days: 30, pro_rata_days: 30, taken_days: 28, remaining_days: 2 });
    const before2026 = await account(s, person.id, 2026);
    expect(before2026).toMatchObject({ entitlement_days: 30, pro_rata_days: 30, carried_over_days: 2 });
    // Part-time from 2027 on, four days a week (statutory minimum 16): HR lowers the yearly entitlement in January.
    const part = await s.req('POST', '/rest/schedule-models', { name: 'Vier Tage', kind: 'fixed', days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, target_ms: weekday <= 4 ? 8 * 3_600_000 : 0 })) });
    expect(part.statusCode, part.body).toBe(201);
    await s.assign(person.id, '2027-01-01', part.json().data.id);
    expect(await setDays(s, person.id, 18)).toMatchObject({ vacation_days_per_year: 18 });
    // 2025 and 2026 were full-time years; they do not change.
    expect(await account(s, person.id, 2025)).toMatchObject({ entitlement_days: 30, pro_rata_days: 30, remaining_days: 2 });
    expect(await account(s, person.id, 2026)).toEqual(before2026);
    // 2027 has the new value, and the 30 unused days of 2026 carried into it.
    expect(await account(s, person.id, 2027)).toMatchObject({ entitlement_days: 18, pro_rata_days: 18, carried_over_days: 30, remaining_days: 48 });
    expect((await s.req('GET', `/rest/employees/${person.id}`)).json().data.vacation_days_per_year).toBe(18);
  });

  it('does not turn the old full-time year into a deficit that blocks new leave', async () => {
    today('2026-11-27T10:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await fullTimeSince2025(s);
    await setDays(s, person.id, 18);
    // The lowering holds from this year on: 2025 keeps its remainder of 2, no deficit of 10.
    expect(await account(s, person.id, 2025)).toMatchObject({ entitlement_days: 30, remaining_days: 2 });
    // Two weeks in December 2026 (10 days) fit into 2026: 18 on a five-day week is below the statutory
    // 20 (BUrlG §3), which the year keeps (§13 (1)).
    const asked = await s.request({ employee_id: person.id, type_id: s.typeOf('vacation'), start_date: '2026-12-07', end_date: '2026-12-18' });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await s.req('POST', `/rest/absences/${asked.json().data.id}/approve`, {}, (await s.approver()).token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await account(s, person.id, 2026)).toMatchObject({ entitlement_days: 18, pro_rata_days: 20, carried_over_days: 2, planned_days: 10, remaining_days: 10 });
  });

  it('gives the current year the new value, and measures a request against that year’s own remainder', async () => {
    today('2026-11-27T10:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await fullTimeSince2025(s);
    await setDays(s, person.id, 18);
    // 2026 is the year of the change: 18 days, on a five-day week below the statutory 20 (BUrlG §3),
    // which the year keeps (§13 (1)); the 2 days left of 2025 expired on 31 March.
    expect(await account(s, person.id, 2026)).toMatchObject({ entitlement_days: 18, pro_rata_days: 20, carried_over_days: 2, remaining_days: 20 });
    // Mon 30 Nov to Tue 29 Dec: more than 20 days; refused with the 20 the year has left.
    const beyond = await s.request({ employee_id: person.id, type_id: s.typeOf('vacation'), start_date: '2026-11-30', end_date: '2026-12-29' });
    expect(expectEnvelope(beyond, 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'vacation_exceeded', year: 2026, remaining_days: 20 });
    // Mon 30 Nov to Mon 28 Dec: 20 days, exactly what is left.
    const fits = await s.request({ employee_id: person.id, type_id: s.typeOf('vacation'), start_date: '2026-11-30', end_date: '2026-12-28' });
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().data.days).toBe(20);
    expect(await account(s, person.id, 2026)).toMatchObject({ requested_days: 20, remaining_days: 0 });
  });

  it('comes from the workspace’s today: half past midnight on New Year’s Day in Berlin is already the new year', async () => {
    today('2026-12-31T12:00:00+01:00');
    const s = await absenceSetup(ctx, { timezone: 'Europe/Berlin' });
    const person = await fullTimeSince2025(s);
    // 23:30 UTC on 31 December is 00:30 on 1 January 2027 in Berlin.
    today('2026-12-31T23:30:00Z');
    const token = await login(ctx, s.slug, 'admin', ADMIN_PASSWORD);
    await setDays(s, person.id, 18, token);
    expect(await account(s, person.id, 2026, token)).toMatchObject({ entitlement_days: 30 });
    expect(await account(s, person.id, 2027, token)).toMatchObject({ entitlement_days: 18 });
  });
});

describe('changes in one year and the next', () => {
  it('overwrites the year’s value when it changes twice in a year, and keeps it once the next year changes it', async () => {
    today('2026-12-31T10:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await fullTimeSince2025(s);
    await setDays(s, person.id, 18);
    await setDays(s, person.id, 20);
    expect(await account(s, person.id, 2025)).toMatchObject({ entitlement_days: 30, remaining_days: 2 });
    expect(await account(s, person.id, 2026)).toMatchObject({ entitlement_days: 20, pro_rata_days: 20 });
    // The next working day, a new year and another change.
    today('2027-01-04T09:00:00+01:00');
    const token = await login(ctx, s.slug, 'admin', ADMIN_PASSWORD);
    expect(await setDays(s, person.id, 25, token)).toMatchObject({ vacation_days_per_year: 25 });
    expect(await account(s, person.id, 2025, token)).toMatchObject({ entitlement_days: 30 });
    expect(await account(s, person.id, 2026, token)).toMatchObject({ entitlement_days: 20 });
    expect(await account(s, person.id, 2027, token)).toMatchObject({ entitlement_days: 25, carried_over_days: 20 });
    // The export of the person's data lists the history, first the value before the first change (null: the tenant default).
    const exported = await s.req('GET', `/rest/employees/${person.id}/personal-data`, undefined, token);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data.sections.vacation_entitlements).toEqual([
      { from_year: null, vacation_days_per_year: null, updated_at: expect.any(String) },
      { from_year: 2026, vacation_days_per_year: 20, updated_at: expect.any(String) },
      { from_year: 2027, vacation_days_per_year: 25, updated_at: expect.any(String) },
    ]);
  });

  it('changes nothing when the same value is sent again', async () => {
    today('2026-11-27T10:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.employee({ entry_date: '2025-01-01', vacation_days_per_year: 28 });
    await setDays(s, person.id, 28);
    const exported = await s.req('GET', `/rest/employees/${person.id}/personal-data`);
    expect(exported.json().data.sections.vacation_entitlements).toEqual([]);
    expect(await account(s, person.id, 2025)).toMatchObject({ entitlement_days: 28 });
  });

  it('goes back to the tenant default (null) from the current year on', async () => {
    today('2026-11-27T10:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.employee({ entry_date: '2025-01-01', vacation_days_per_year: 28 });
    expect(await setDays(s, person.id, null)).toMatchObject({ vacation_days_per_year: null });
    expect(await account(s, person.id, 2025)).toMatchObject({ entitlement_days: 28 });
    expect(await account(s, person.id, 2026)).toMatchObject({ entitlement_days: 30 });
  });
});

describe('the tenant default', () => {
  it('keeps past years when the tenant default changes, and leaves people with their own value alone', async () => {
    today('2026-11-27T10:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await fullTimeSince2025(s);
    const own = await s.employee({ entry_date: '2025-01-01', vacation_days_per_year: 28 });
    const changed = await s.req('PATCH', '/rest/absence-settings', { vacation_days_per_year: 24 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await account(s, person.id, 2025)).toMatchObject({ entitlement_days: 30, pro_rata_days: 30, remaining_days: 2 });
    expect(await account(s, person.id, 2026)).toMatchObject({ entitlement_days: 24, carried_over_days: 2 });
    expect(await account(s, own.id, 2025)).toMatchObject({ entitlement_days: 28 });
    expect(await account(s, own.id, 2026)).toMatchObject({ entitlement_days: 28 });
    // A second change in the same year overwrites the year's default; the years before keep theirs.
    expect((await s.req('PATCH', '/rest/absence-settings', { vacation_days_per_year: 26 })).json().data.vacation_days_per_year).toBe(26);
    expect(await account(s, person.id, 2025)).toMatchObject({ entitlement_days: 30 });
    expect(await account(s, person.id, 2026)).toMatchObject({ entitlement_days: 26 });
    expect(await account(s, person.id, 2027)).toMatchObject({ entitlement_days: 26 });
    // A change of the eAU threshold alone leaves the entitlement as it is.
    expect((await s.req('PATCH', '/rest/absence-settings', { eau_threshold_days: 5 })).json().data).toMatchObject({ vacation_days_per_year: 26, eau_threshold_days: 5 });
    expect(await account(s, person.id, 2025)).toMatchObject({ entitlement_days: 30 });
  });
});

describe('the CSV import', () => {
  it('changes the entitlement from the current year on, as PUT does', async () => {
    today('2026-11-27T10:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await fullTimeSince2025(s, { code: 'U-2001', first_name: 'Ute', last_name: 'Kern' });
    const csv = ['Personalnummer;Vorname;Nachname;Urlaubstage', 'U-2001;Ute;Kern;18'].join('\r\n');
    const imported = await ctx.request({ method: 'POST', url: '/rest/imports/employees', tenant: s.slug, token: s.token, body: csv, headers: { 'content-type': 'text/csv' } });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ imported: true, updated: 1 });
    expect(await account(s, person.id, 2025)).toMatchObject({ entitlement_days: 30, pro_rata_days: 30, remaining_days: 2 });
    // 18 on a five-day week: the statutory 20 is kept (BUrlG §§3, 13 (1)).
    expect(await account(s, person.id, 2026)).toMatchObject({ entitlement_days: 18, pro_rata_days: 20, carried_over_days: 2, remaining_days: 20 });
    const asked = await s.request({ employee_id: person.id, type_id: s.typeOf('vacation'), start_date: '2026-12-07', end_date: '2026-12-18' });
    expect(asked.statusCode, asked.body).toBe(201);
  });
});
