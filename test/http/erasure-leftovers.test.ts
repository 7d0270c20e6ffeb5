import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRetention } from '../../src/features/retention/retention.service.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';
import { absenceSetup } from '../support/absences.js';
import { formData, pdfBytes } from '../support/documents.js';
import { ADMIN_PASSWORD, login, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';

/**
 * What erasure (Art. 17 GDPR) leaves of the person: the records kept for retention name only the
 * pseudonym, push messages about them go, and the answer's `until` is when the retention run has
 * really deleted their working time.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const DAY = 86_400_000;
type Response = { statusCode: number; body: string };
const ok = (response: Response) => expect(response.statusCode, response.body).toBeLessThan(300);

describe('the free text of the records erasure keeps', () => {
  it('names the person nowhere: reasons, notes, decisions and document titles and file names carry [erased]', async () => {
    const s = await absenceSetup(ctx, { modules: MODULE_IDS });
    const person = await s.person({ first_name: 'Irmgard', last_name: 'Lochner', email: 'i.lochner@example.com', birth_date: '1988-04-12' });
    // HR enters a day, the person asks for a correction twice, one is rejected and one still waits.
    ok(await s.req('POST', `/rest/employees/${person.id}/clock-events`, {
      events: [
        { type: 'come', occurred_at: '2026-01-05T08:00:00+01:00' },
        { type: 'go', occurred_at: '2026-01-05T16:00:00+01:00' },
      ],
      reason: 'Stundenzettel von Irmgard Lochner nachgetragen',
    }));
    const asked = await s.req('POST', '/rest/correction-requests', { action: 'create', type: 'come', occurred_at: '2026-01-06T08:00:00+01:00', reason: 'Lochner: Karte vergessen' }, person.token);
    ok(asked);
    ok(await s.req('POST', `/rest/correction-requests/${asked.json().data.id}/reject`, { reason: 'Frau Lochner war an dem Tag krank' }));
    ok(await s.req('POST', '/rest/correction-requests', { action: 'create', type: 'go', occurred_at: '2026-01-06T16:00:00+01:00', reason: 'Rückfragen an i.lochner@example.com' }, person.token));
    // Absences: one approved, one rejected, one still asked for (the erasure closes it).
    await s.approved(person.id, 'special_leave', '2026-01-12', '2026-01-12', { note: 'Hochzeit Irmgard Lochner' });
    const refused = await s.absence(person.id, 'vacation', '2026-01-19', '2026-01-19', { note: 'Urlaub Lochner' }, person.token);
    ok(await s.req('POST', `/rest/absences/${refused.id}/reject`, { reason: 'Lochner hat Inventur' }));
    await s.absence(person.id, 'vacation', '2026-01-26', '2026-01-26', { note: 'Geburtstag am 1988-04-12' }, person.token);
    ok(await s.req('POST', `/rest/employees/${person.id}/compensations`, { type: 'monthly_salary', amount_cents: 310_000, valid_from: '2026-01-01', note: 'Vertrag Lochner 2026' }));
    ok(await s.req('POST', `/rest/employees/${person.id}/overtime-account/bookings`, { amount_ms: -3_600_000, kind: 'payout', date: '2026-01-20', note: 'Auszahlung an I. Lochner' }));
    // A contract is kept for its retention; its title and file name name the person.
    const contract = formData([
      { name: 'category', value: 'contract' },
      { name: 'title', value: 'Arbeitsvertrag Irmgard Lochner' },
      { name: 'file', filename: 'Vertrag_Lochner_2026.pdf', contentType: 'application/pdf', content: pdfBytes() },
    ]);
    ok(await ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/documents`, tenant: s.slug, token: s.token, ...contract }));
    ok(await s.req('PUT', `/rest/employees/${person.id}`, { exit_date: '2026-01-31' }));

    const erased = await s.req('POST', `/rest/employees/${person.id}/erasure`, { reason: 'Antrag' });
    expect(erased.statusCode, erased.body).toBe(200);

    const exported = await s.req('GET', `/rest/employees/${person.id}/personal-data`);
    expect(exported.statusCode, exported.body).toBe(200);
    const sections = exported.json().data.sections as Record<string, Array<Record<string, unknown>>>;
    const naming = Object.entries(sections).flatMap(([name, rows]) => (JSON.stringify(rows).match(/[^"]*(Lochner|Irmgard|i\.lochner@example\.com|1988-04-12)[^"]*/gi) ?? []).map((hit) => `${name}: ${hit}`));
    expect(naming).toEqual([]);
    // The records stay, with the rest of their text.
    expect(sections.corrections!.map((c) => c.reason)).toEqual(['Stundenzettel von [erased] [erased] nachgetragen', 'Stundenzettel von [erased] [erased] nachgetragen']);
    expect(sections.correction_requests!.map((r) => [r.reason, r.decision_reason]).sort()).toEqual([
      ['Rückfragen an [erased]', "Closed unanswered: the person's data was erased."],
      ['[erased]: Karte vergessen', 'Frau [erased] war an dem Tag krank'],
    ]);
    expect(sections.absences!.map((a) => [a.start_date, a.note, a.decision_reason]).sort()).toEqual([
      ['2026-01-12', 'Hochzeit [erased] [erased]', null],
      ['2026-01-19', 'Urlaub [erased]', '[erased] hat Inventur'],
      ['2026-01-26', 'Geburtstag am [erased]', "Closed unanswered: the person's data was erased."],
    ]);
    expect(sections.compensations!.map((c) => c.note)).toEqual(['Vertrag [erased] 2026']);
    expect(sections.overtime_bookings!.map((b) => b.note)).toEqual(['Auszahlung an I. [erased]']);
    expect(sections.documents!.map((d) => [d.title, d.file_name])).toEqual([['Arbeitsvertrag [erased] [erased]', 'Vertrag_[erased]_2026.pdf']]);
  });
});

describe('push messages about the person', () => {
  it('go with the erasure; those of others stay', async () => {
    const s = await tenantWithAdmin(ctx, { modules: MODULE_IDS });
    const req = (method: 'POST' | 'PUT', url: string, body: unknown, token = s.token) => ctx.request({ method, url, tenant: s.slug, token, body });
    const person = await personWithLogin(ctx, s.slug, s.token, { role: 'employee', first_name: 'Irmgard', last_name: 'Lochner' });
    const colleague = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    ok(await req('POST', '/rest/push-token', { token: 'device-token-person-123', platform: 'android' }, person.token));
    ok(await req('POST', '/rest/push-token', { token: 'device-token-colleague-456', platform: 'ios' }, colleague.token));
    const roster = await req('POST', '/rest/rosters', { name: 'Plan', period_start: '2026-01-01', period_end: '2026-12-31' });
    ok(roster);
    const plan = (employeeId: string, date: string) =>
      req('POST', `/rest/rosters/${roster.json().data.id}/entries`, { date, employee_id: employeeId, start_time: '06:00', end_time: '14:00', publish: true, force: true });
    ok(await plan(person.id, '2026-01-14'));
    ok(await plan(colleague.id, '2026-01-14'));
    await ctx.services.jobs.drain(s.slug);
    ok(await plan(person.id, '2026-01-15'));
    const pushes = () =>
      ctx.services.tenants.withTenant(s.slug, async ({ db }) =>
        (await db.selectFrom('jobs').select('job_payload').where('kind', '=', 'push').execute()).map((job) => job.job_payload.employee_id),
      );
    expect((await pushes()).sort()).toEqual([person.id, person.id, colleague.id].sort());

    ok(await req('PUT', `/rest/employees/${person.id}`, { exit_date: '2026-01-31' }));
    const erased = await req('POST', `/rest/employees/${person.id}/erasure`, { reason: 'Antrag' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await pushes()).toEqual([colleague.id]);
  });
});

describe('the working time the erasure answers as retained', () => {
  /** The retention run on the day after the announced `until`, and what then is left of the person's working time. */
  async function leftAfterUntil(slug: string, employeeId: string, until: string) {
    await ctx.services.tenants.withTenant(slug, ({ db, tenant }) =>
      applyRetention(db, tenant, { dryRun: false, exportDir: ctx.config.exportDir, storage: ctx.services.storage, now: new Date(Date.parse(`${until}T12:00:00Z`) + DAY) }),
    );
    // The run, years ahead, deleted the admin's session as one long ended: a new one looks.
    const token = await login(ctx, slug, 'admin', ADMIN_PASSWORD);
    const exported = await ctx.request({ method: 'GET', url: `/rest/employees/${employeeId}/personal-data`, tenant: slug, token });
    expect(exported.statusCode, exported.body).toBe(200);
    const { clock_events, corrections, correction_requests, overtime_bookings } = exported.json().data.sections as Record<string, unknown[]>;
    return { clock_events, corrections, correction_requests, overtime_bookings };
  }
  const nothing = { clock_events: [], corrections: [], correction_requests: [], overtime_bookings: [] };
  const untilOf = (erasure: Response & { json(): { data: { retained: Array<{ category: string; until: string }> } } }) =>
    erasure.json().data.retained.find((r) => r.category === 'working_time')!.until;

  it('lasts until the run has deleted a correction HR made after the corrected day', async () => {
    const s = await tenantWithAdmin(ctx, { modules: MODULE_IDS });
    const req = (method: 'POST' | 'PUT', url: string, body: unknown) => ctx.request({ method, url, tenant: s.slug, token: s.token, body });
    const leaver = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    // Today HR enters days long past: the correction history is dated today.
    ok(await req('POST', `/rest/employees/${leaver.id}/clock-events`, {
      events: [
        { type: 'come', occurred_at: '2026-01-05T08:00:00+01:00' },
        { type: 'go', occurred_at: '2026-01-05T16:00:00+01:00' },
      ],
      reason: 'Stundenzettel nachgetragen',
    }));
    ok(await req('PUT', `/rest/employees/${leaver.id}`, { exit_date: '2026-01-31' }));
    const erasure = await req('POST', `/rest/employees/${leaver.id}/erasure`, { reason: 'Antrag' });
    expect(erasure.statusCode, erasure.body).toBe(200);
    expect(await leftAfterUntil(s.slug, leaver.id, untilOf(erasure))).toEqual(nothing);
  });

  it('lasts until the run has deleted a correction request asked for after the day it names', async () => {
    const s = await tenantWithAdmin(ctx, { modules: MODULE_IDS });
    const req = (method: 'POST' | 'PUT', url: string, body: unknown, token = s.token) => ctx.request({ method, url, tenant: s.slug, token, body });
    const leaver = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    // Asked for today about a day long past; the erasure closes it unanswered.
    ok(await req('POST', '/rest/correction-requests', { action: 'create', type: 'come', occurred_at: '2026-01-07T08:00:00+01:00', reason: 'Karte vergessen' }, leaver.token));
    ok(await req('PUT', `/rest/employees/${leaver.id}`, { exit_date: '2026-01-31' }));
    const erasure = await req('POST', `/rest/employees/${leaver.id}/erasure`, { reason: 'Antrag' });
    expect(erasure.statusCode, erasure.body).toBe(200);
    expect(await leftAfterUntil(s.slug, leaver.id, untilOf(erasure))).toEqual(nothing);
  });
});
