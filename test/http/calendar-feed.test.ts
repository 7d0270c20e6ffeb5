import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope, UNKNOWN_ID, UTC_TIMESTAMP } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, ROLE_IDS, tenantWithAdmin } from '../support/factories.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';
import { addDays } from '../../src/domain/working-time/local-time.js';
import { absenceSetup } from '../support/absences.js';

let ctx: TestContext;

beforeAll(async () => {
  // A long audit flush interval keeps records in the readable buffer: a record being flushed is
  // briefly in neither the buffer nor the table (see AuditLog.writeBuffers).
  ctx = await createTestContext({ STEMPEL_AUDIT_FLUSH_MS: '60000' });
});
afterAll(() => ctx?.close());

// Dates relative to today, so the entries lie inside the feed's window whenever the suite runs.
const today = new Date().toISOString().slice(0, 10);
const inDays = (n: number) => addDays(today, n);

async function setupTenant(modules?: typeof MODULE_IDS) {
  const admin = await tenantWithAdmin(ctx, modules ? { modules } : {});
  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, token: string | undefined = admin.token) =>
    ctx.request({ method, url, tenant: admin.slug, token, body });
  const roster = async (name = 'Dezember') => {
    const response = await req('POST', '/rest/rosters', { name, period_start: inDays(-100), period_end: inDays(100) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };
  const plan = async (rosterId: string, body: Record<string, unknown>) => {
    const response = await req('POST', `/rest/rosters/${rosterId}/entries`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; effective_start: string; effective_end: string };
  };
  /** The feed path of a secret URL, as a calendar app would request it. */
  const feedPath = (url: string) => new URL(url).pathname;
  const issue = async (employeeId: string, token = admin.token) => {
    const response = await req('POST', `/rest/employees/${employeeId}/calendar-token`, undefined, token);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { employee_id: string; url: string; webcal_url: string; created_at: string };
  };
  return { ...admin, req, roster, plan, feedPath, issue };
}

// One tenant for the file (each test makes its own people), a second only where a test needs it.
let shared: ReturnType<typeof setupTenant> | undefined;
const setup = () => (shared ??= setupTenant());

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

describe('the calendar feed', () => {
  it('serves the person’s published roster entries as valid iCalendar without a login', async () => {
    const s = await setup();
    const person = await personWithLogin(ctx, s.slug, s.token, { role: 'employee', first_name: 'Jana', last_name: 'Schulz' });
    const colleague = await createEmployee(ctx, s.slug, s.token);
    const shift = await s.req('POST', '/rest/shifts', { name: 'Frühdienst mit einem sehr langen Namen, der gefaltet werden muss – äöü', start_time: '06:00', end_time: '14:00', break_minutes: 30 });
    expect(shift.statusCode, shift.body).toBe(201);
    const rosterId = await s.roster();
    const published = await s.plan(rosterId, { employee_id: person.id, date: inDays(3), shift_id: shift.json().data.id, start_time: null, end_time: null, note: 'Inventur; bitte "pünktlich"', publish: true });
    const night = await s.plan(rosterId, { employee_id: person.id, date: inDays(5), start_time: '22:00', end_time: '06:00', publish: true });
    await s.plan(rosterId, { employee_id: person.id, date: inDays(4), start_time: '08:00', end_time: '12:00' });
    await s.plan(rosterId, { employee_id: colleague.id, date: inDays(3), start_time: '08:00', end_time: '12:00', publish: true });

    const issued = await s.issue(person.id, person.token);
    expect(issued).toMatchObject({ employee_id: person.id, created_at: expect.stringMatching(UTC_TIMESTAMP) });
    expect(issued.url).toMatch(/^http:\/\/[^/]+\/rest\/calendar\/stc_[A-Za-z0-9_-]{43}\.ics$/);
    expect(issued.webcal_url).toBe(issued.url.replace(/^http:/, 'webcal:'));

    const response = await ctx.request({ url: s.feedPath(issued.url), tenant: s.slug });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // The calendar app may keep it five minutes between its polls; no shared cache may.
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const text = response.body;
    // RFC 5545 §3.1: CRLF after every line, the last one too, and no line longer than 75 octets.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toMatch(/\r\n /);

    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Stempel//Calendar feed//DE');
    expect(events.map((event) => event.uid)).toEqual([`roster-entry-${published.id}@stempel`, `roster-entry-${night.id}@stempel`]);
    const [first, second] = events;
    expect(first!.summary).toBe('Frühdienst mit einem sehr langen Namen, der gefaltet werden muss – äöü');
    expect(first!.description).toBe('Dienstplan: Dezember\nPause: 30 Minuten\nInventur; bitte "pünktlich"');
    expect(first!.startDate.toJSDate().getTime()).toBe(Date.parse(published.effective_start));
    expect(first!.endDate.toJSDate().getTime()).toBe(Date.parse(published.effective_end));
    expect(first!.startDate.zone?.tzid).toBe('UTC');
    expect(second!.endDate.toJSDate().getTime() - second!.startDate.toJSDate().getTime()).toBe(8 * 3_600_000);
    for (const vevent of calendar.getAllSubcomponents('vevent')) expect(vevent.getFirstPropertyValue('dtstamp')).not.toBeNull();

    // Stable: the same bytes on the next request, so calendar apps see no change.
    expect((await ctx.request({ url: s.feedPath(issued.url), tenant: s.slug })).body).toBe(text);
  });

  it('keeps a person’s name inside the calendar’s name, line breaks and separators included', async () => {
    const s = await setup();
    const first = 'X\r\nBEGIN:VEVENT\r\nUID:fake@example\r\nDTSTAMP:20270101T000000Z\r\nDTSTART:20270101T090000Z';
    // Names are stored trimmed, so the control character stands inside the name.
    const last = 'Y;Z,\\\r\nSUMMARY:Passwort via https://evil.example\u000bEND:VEVENT';
    const person = await personWithLogin(ctx, s.slug, s.token, { role: 'employee', first_name: first, last_name: last });
    const rosterId = await s.roster();
    const entry = await s.plan(rosterId, { employee_id: person.id, date: inDays(2), start_time: '08:00', end_time: '12:00', note: 'Kasse\u0007 2', publish: true });
    const text = (await ctx.request({ url: s.feedPath((await s.issue(person.id, person.token)).url), tenant: s.slug })).body;
    // No control character but the line ends: CR and LF only as CRLF, which ends every line.
    expect(text.replaceAll('\r\n', '')).not.toMatch(/\p{Cc}/u);
    const { calendar, events } = parse(text);
    expect(events.map((event) => event.uid)).toEqual([`roster-entry-${entry.id}@stempel`]);
    expect(events[0]!.description).toContain('Kasse  2');
    // One property each, written as TEXT: separators escaped, line breaks and controls turned into spaces.
    const name = 'Stempel – X BEGIN:VEVENT UID:fake@example DTSTAMP:20270101T000000Z DTSTART:20270101T090000Z Y\\;Z\\,\\\\ SUMMARY:Passwort via https://evil.example END:VEVENT';
    const lines = text.replaceAll('\r\n ', '').split('\r\n');
    expect(lines.filter((line) => line.startsWith('NAME:') || line.startsWith('X-WR-CALNAME:'))).toEqual([`NAME:${name}`, `X-WR-CALNAME:${name}`]);
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
  });

  it('a new secret revokes the old one, DELETE revokes without a new one, and only the hash is stored', async () => {
    const s = await setup();
    const person = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    const old = await s.issue(person.id, person.token);
    const fresh = await s.issue(person.id, person.token);
    expect(fresh.url).not.toBe(old.url);
    expectEnvelope(await ctx.request({ url: s.feedPath(old.url), tenant: s.slug }), 404, 'not_found');
    expect((await ctx.request({ url: s.feedPath(fresh.url), tenant: s.slug })).statusCode).toBe(200);

    const secret = /\/calendar\/(.+)\.ics$/.exec(fresh.url)![1]!;
    const rows = await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('calendar_tokens').selectAll().where('employee_id', '=', person.id).execute());
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(secret);

    expect((await s.req('DELETE', `/rest/employees/${person.id}/calendar-token`, undefined, person.token)).statusCode).toBe(200);
    expectEnvelope(await ctx.request({ url: s.feedPath(fresh.url), tenant: s.slug }), 404, 'not_found');
    expectEnvelope(await s.req('DELETE', `/rest/employees/${person.id}/calendar-token`, undefined, person.token), 404, 'not_found');
  });

  it('answers 404 for unknown secrets and on another tenant, and stops for a person who left', async () => {
    const s = await setup();
    const other = await tenantWithAdmin(ctx);
    const person = await createEmployee(ctx, s.slug, s.token);
    const issued = await s.issue(person.id);
    expectEnvelope(await ctx.request({ url: '/rest/calendar/stc_unknown.ics', tenant: s.slug }), 404, 'not_found');
    expectEnvelope(await ctx.request({ url: s.feedPath(issued.url), tenant: other.slug }), 404, 'not_found');
    expectEnvelope(await ctx.request({ url: s.feedPath(issued.url).replace(/\.ics$/, ''), tenant: s.slug }), 404, 'not_found');
    expect((await s.req('DELETE', `/rest/employees/${person.id}`)).statusCode).toBe(200);
    expectEnvelope(await ctx.request({ url: s.feedPath(issued.url), tenant: s.slug }), 404, 'not_found');

    // Someone whose exit date has passed keeps their record, but their feed stops as their login does.
    const leaver = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    const own = await s.issue(leaver.id, leaver.token);
    expect((await ctx.request({ url: s.feedPath(own.url), tenant: s.slug })).statusCode).toBe(200);
    expect((await s.req('PUT', `/rest/employees/${leaver.id}`, { exit_date: inDays(-1) })).statusCode).toBe(200);
    expectEnvelope(await ctx.request({ url: s.feedPath(own.url), tenant: s.slug }), 404, 'not_found');
  });

  it('stops a URL issued for someone else once its issuer could not issue it again', async () => {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Station 3');
    const elsewhere = await createDepartment(ctx, s.slug, s.token, 'Station 4');
    const member = await createEmployee(ctx, s.slug, s.token, { department_id: unit.id });
    const hr = await personWithLogin(ctx, s.slug, s.token, { role: 'hr_admin', department_id: unit.id });
    const issued = await s.issue(member.id, hr.token);
    const fetchFeed = () => ctx.request({ url: s.feedPath(issued.url), tenant: s.slug });
    expect((await fetchFeed()).statusCode).toBe(200);
    // Moved to another unit: the member is out of reach.
    expect((await s.req('PUT', `/rest/employees/${hr.id}`, { department_id: elsewhere.id })).statusCode).toBe(200);
    expectEnvelope(await fetchFeed(), 404, 'not_found');
    expect((await s.req('PUT', `/rest/employees/${hr.id}`, { department_id: unit.id })).statusCode).toBe(200);
    expect((await fetchFeed()).statusCode).toBe(200);
    // Without employees:manage.
    expect((await s.req('PUT', `/rest/employees/${hr.id}`, { role_id: ROLE_IDS.employee })).statusCode).toBe(200);
    expectEnvelope(await fetchFeed(), 404, 'not_found');
    // One issued again by someone who still may (the Workspace Admin) answers.
    const again = await s.issue(member.id);
    expect((await ctx.request({ url: s.feedPath(again.url), tenant: s.slug })).statusCode).toBe(200);
  });
});

describe('who may issue a feed URL', () => {
  it('one’s own always; another’s with employees:manage and visibility only', async () => {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Pflege');
    const elsewhere = await createDepartment(ctx, s.slug, s.token, 'Küche');
    const worker = await personWithLogin(ctx, s.slug, s.token, { role: 'employee', department_id: unit.id });
    const colleague = await createEmployee(ctx, s.slug, s.token, { department_id: unit.id });
    const stranger = await createEmployee(ctx, s.slug, s.token, { department_id: elsewhere.id });
    const hr = await personWithLogin(ctx, s.slug, s.token, { role: 'hr_admin', department_id: unit.id });
    const payroll = await personWithLogin(ctx, s.slug, s.token, { role: 'payroll_accounting', department_id: unit.id });

    expectEnvelope(await s.req('POST', `/rest/employees/${colleague.id}/calendar-token`, undefined, worker.token), 403, 'forbidden');
    expectEnvelope(await s.req('POST', `/rest/employees/${colleague.id}/calendar-token`, undefined, payroll.token), 403, 'forbidden');
    expectEnvelope(await s.req('DELETE', `/rest/employees/${colleague.id}/calendar-token`, undefined, worker.token), 403, 'forbidden');
    await s.issue(colleague.id, hr.token);
    expectEnvelope(await s.req('POST', `/rest/employees/${stranger.id}/calendar-token`, undefined, hr.token), 403, 'forbidden');
    expectEnvelope(await s.req('POST', `/rest/employees/${UNKNOWN_ID}/calendar-token`), 404, 'not_found');
    expectEnvelope(await s.req('POST', '/rest/employees/nope/calendar-token'), 400, 'bad_request');
    expectEnvelope(await ctx.request({ method: 'POST', url: `/rest/employees/${worker.id}/calendar-token`, tenant: s.slug }), 401, 'unauthenticated');
  });

  it('answers 403 while both the shift roster and the absences modules are off, the feed too', async () => {
    const on = await setup();
    const person = await createEmployee(ctx, on.slug, on.token);
    const issued = await on.issue(person.id);
    const off = await setupTenant(MODULE_IDS.filter((m) => m !== 'shift_roster' && m !== 'leave_requests'));
    const answer = expectEnvelope(await off.req('POST', `/rest/employees/${off.adminId}/calendar-token`), 403, 'forbidden');
    expect(answer.errors[0]._meta.module).toBe('shift_roster');
    expectEnvelope(await off.req('DELETE', `/rest/employees/${off.adminId}/calendar-token`), 403, 'forbidden');
    expectEnvelope(await ctx.request({ url: on.feedPath(issued.url).replace(/[^/]+\.ics$/, 'stc_x.ics'), tenant: off.slug }), 403, 'forbidden');
  });
});

describe('absences in the feed', () => {
  it('shows approved absences as all-day events, a sick one only as absent, and nothing requested', async () => {
    const s = await absenceSetup(ctx, { modules: MODULE_IDS.filter((m) => m !== 'shift_roster') });
    const person = await s.employee();
    const vacation = await s.approved(person.id, 'vacation', inDays(10), inDays(12), { half_day_end: true });
    const sick = await s.approved(person.id, 'sick', inDays(20), inDays(20));
    await s.absence(person.id, 'vacation', inDays(30), inDays(31));

    const issued = await s.req('POST', `/rest/employees/${person.id}/calendar-token`);
    expect(issued.statusCode, issued.body).toBe(201);
    const response = await ctx.request({ url: new URL(issued.json().data.url).pathname, tenant: s.slug });
    expect(response.statusCode, response.body).toBe(200);
    const { events } = parse(response.body);
    expect(events.map((event) => event.uid).sort()).toEqual([`absence-${sick.id}@stempel`, `absence-${vacation.id}@stempel`].sort());
    const shown = events.find((event) => event.uid === `absence-${vacation.id}@stempel`)!;
    expect(shown.startDate.isDate).toBe(true);
    expect(shown.startDate.toString()).toBe(inDays(10));
    // DTEND of an all-day event is the day after the last one.
    expect(shown.endDate.toString()).toBe(inDays(13));
    expect(shown.description).toContain('halb');
    const ill = events.find((event) => event.uid === `absence-${sick.id}@stempel`)!;
    expect(ill.summary).not.toMatch(/krank/i);
    expect(response.body).not.toMatch(/krank/i);
  });

  it('shows a colleague’s absences only to an issuer with absences:view, each only as "Abwesend"; the person’s own feed keeps its titles', async () => {
    const s = await absenceSetup(ctx, { modules: MODULE_IDS.filter((m) => m !== 'shift_roster') });
    const unit = await createDepartment(ctx, s.slug, s.token, 'Empfang');
    // A team lead who keeps the team's records but is not to see their absences.
    const role = await s.req('POST', '/rest/roles', { name: 'Teamleitung Empfang', permissions: ['employees:view', 'employees:manage'] });
    expect(role.statusCode, role.body).toBe(201);
    const lead = await personWithLogin(ctx, s.slug, s.token, { role_id: role.json().data.id, department_id: unit.id });
    const colleague = await s.person({ department_id: unit.id });
    const sick = await s.approved(colleague.id, 'sick', inDays(2), inDays(2));
    const vacation = await s.approved(colleague.id, 'vacation', inDays(10), inDays(12));
    const training = await s.approved(colleague.id, 'training', inDays(20), inDays(20), { half_day_end: true });
    // Absences are not the lead's to read.
    const listed = await s.req('GET', `/rest/absences?employee_id=${colleague.id}`, undefined, lead.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([]);

    const issued = await s.req('POST', `/rest/employees/${colleague.id}/calendar-token`, undefined, lead.token);
    expect(issued.statusCode, issued.body).toBe(201);
    const path = new URL(issued.json().data.url).pathname;
    const withoutAbsences = await feedText(s.slug, path);
    expect(parse(withoutAbsences).events).toEqual([]);
    for (const absence of [sick, vacation, training]) expect(withoutAbsences).not.toContain(`absence-${absence.id}`);
    expect(withoutAbsences).not.toContain('Abwesend');

    // Checked against the issuer at every fetch: with absences:view the same URL shows them, all alike.
    const widened = await s.req('PUT', `/rest/roles/${role.json().data.id}`, { permissions: ['employees:view', 'employees:manage', 'absences:view'] });
    expect(widened.statusCode, widened.body).toBe(200);
    const withAbsences = parse(await feedText(s.slug, path)).events;
    expect(withAbsences.map((event) => [event.uid, event.summary]).sort()).toEqual(
      [
        [`absence-${sick.id}@stempel`, 'Abwesend'],
        [`absence-${vacation.id}@stempel`, 'Abwesend'],
        [`absence-${training.id}@stempel`, 'Abwesend (halber Tag)'],
      ].sort(),
    );
    // And without it again, they are gone.
    expect((await s.req('PUT', `/rest/roles/${role.json().data.id}`, { permissions: ['employees:view', 'employees:manage'] })).statusCode).toBe(200);
    expect(parse(await feedText(s.slug, path)).events).toEqual([]);

    // The person's own feed (which replaces the lead's URL) names each by its type; sickness stays "Abwesend".
    const own = await s.req('POST', `/rest/employees/${colleague.id}/calendar-token`, undefined, colleague.token);
    expect(own.statusCode, own.body).toBe(201);
    expectEnvelope(await ctx.request({ url: path, tenant: s.slug }), 404, 'not_found');
    const ownEvents = parse(await feedText(s.slug, new URL(own.json().data.url).pathname)).events;
    const titleOf = (id: string) => ownEvents.find((event) => event.uid === `absence-${id}@stempel`)?.summary;
    expect(titleOf(sick.id)).toBe('Abwesend');
    expect(titleOf(vacation.id)).not.toBe('Abwesend');
    expect(titleOf(training.id)).not.toMatch(/^Abwesend/);
  });
});

// What calendar apps compare to tell whether a subscribed event changed: SEQUENCE for its start,
// end and status (RFC 5545 §3.8.7.4), LAST-MODIFIED and DTSTAMP for anything else it shows.

/** A time `seconds` ago on a whole second, as DTSTAMP and LAST-MODIFIED write it. */
const wholeSecondsAgo = (seconds: number) => new Date((Math.floor(Date.now() / 1000) - seconds) * 1000).toISOString();

/** Marks rows as last written at `at`, so that a later change stands out by more than a second. */
async function writtenAt(slug: string, at: string, rows: Partial<Record<'roster_entries' | 'rosters' | 'shifts' | 'absences' | 'absence_types', string[]>>) {
  await ctx.services.tenants.withTenant(slug, async ({ db }) => {
    for (const [table, ids] of Object.entries(rows)) await db.updateTable(table as 'rosters').set({ updated_at: at }).where('id', 'in', ids).execute();
  });
}

async function feedText(slug: string, path: string): Promise<string> {
  const response = await ctx.request({ url: path, tenant: slug });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** The properties of one event a calendar app compares, or undefined when the feed does not hold it. */
function revisionOf(text: string, uid: string) {
  const vevent = parse(text).calendar.getAllSubcomponents('vevent').find((candidate) => candidate.getFirstPropertyValue('uid') === uid);
  if (!vevent) return undefined;
  const time = (name: string) => {
    const value = vevent.getFirstPropertyValue(name) as ICAL.Time;
    return value.isDate ? value.toString() : value.toJSDate().toISOString();
  };
  return {
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    dtstamp: time('dtstamp'),
    lastModified: time('last-modified'),
    start: time('dtstart'),
    end: time('dtend'),
    summary: String(vevent.getFirstPropertyValue('summary')),
    description: String(vevent.getFirstPropertyValue('description')),
  };
}

describe('what tells calendar apps that an event changed', () => {
  it('moves LAST-MODIFIED and DTSTAMP when the shift template or the roster shown in an event is renamed, and keeps SEQUENCE', async () => {
    const s = await setup();
    const person = await createEmployee(ctx, s.slug, s.token);
    const shift = await s.req('POST', '/rest/shifts', { name: 'Spätdienst', start_time: '14:00', end_time: '22:00', break_minutes: 30 });
    expect(shift.statusCode, shift.body).toBe(201);
    const shiftId = shift.json().data.id as string;
    const rosterId = await s.roster('Januar');
    const entry = await s.plan(rosterId, { employee_id: person.id, date: inDays(6), shift_id: shiftId, start_time: null, end_time: null, publish: true });
    const path = s.feedPath((await s.issue(person.id)).url);
    const uid = `roster-entry-${entry.id}@stempel`;
    const earlier = wholeSecondsAgo(3600);
    await writtenAt(s.slug, earlier, { roster_entries: [entry.id], rosters: [rosterId], shifts: [shiftId] });

    const before = revisionOf(await feedText(s.slug, path), uid)!;
    expect(before).toMatchObject({ summary: 'Spätdienst', dtstamp: earlier, lastModified: earlier, sequence: 0 });

    const renamedAfter = wholeSecondsAgo(0);
    const renamed = await s.req('PUT', `/rest/shifts/${shiftId}`, { name: 'Spätdienst Kasse' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const afterShift = revisionOf(await feedText(s.slug, path), uid)!;
    expect(afterShift.summary).toBe('Spätdienst Kasse');
    expect(Date.parse(afterShift.lastModified)).toBeGreaterThanOrEqual(Date.parse(renamedAfter));
    expect(afterShift.dtstamp).toBe(afterShift.lastModified);
    expect(afterShift).toMatchObject({ sequence: before.sequence, start: before.start, end: before.end });

    // The roster's name shows in the description: renaming it is a change of the event too.
    await writtenAt(s.slug, earlier, { shifts: [shiftId] });
    expect(revisionOf(await feedText(s.slug, path), uid)).toMatchObject({ lastModified: earlier, dtstamp: earlier });
    const rosterRenamedAfter = wholeSecondsAgo(0);
    const rosterRenamed = await s.req('PUT', `/rest/rosters/${rosterId}`, { name: 'Januar (neu)' });
    expect(rosterRenamed.statusCode, rosterRenamed.body).toBe(200);
    const afterRoster = revisionOf(await feedText(s.slug, path), uid)!;
    expect(afterRoster.description).toContain('Dienstplan: Januar (neu)');
    expect(Date.parse(afterRoster.lastModified)).toBeGreaterThanOrEqual(Date.parse(rosterRenamedAfter));
    expect(afterRoster.dtstamp).toBe(afterRoster.lastModified);
    expect(afterRoster.sequence).toBe(before.sequence);
  });

  it('counts every move of an entry’s start or end, and its publication, in SEQUENCE; a changed note only in LAST-MODIFIED', async () => {
    const s = await setup();
    const person = await createEmployee(ctx, s.slug, s.token);
    const rosterId = await s.roster();
    const entry = await s.plan(rosterId, { employee_id: person.id, date: inDays(7), start_time: '08:00', end_time: '12:00', publish: true });
    const path = s.feedPath((await s.issue(person.id)).url);
    const uid = `roster-entry-${entry.id}@stempel`;
    const change = async (body: Record<string, unknown>) => {
      const response = await s.req('PUT', `/rest/rosters/${rosterId}/entries/${entry.id}`, body);
      expect(response.statusCode, response.body).toBe(200);
      return revisionOf(await feedText(s.slug, path), uid)!;
    };
    const earlier = wholeSecondsAgo(3600);
    await writtenAt(s.slug, earlier, { roster_entries: [entry.id], rosters: [rosterId] });
    const planned = revisionOf(await feedText(s.slug, path), uid)!;
    expect(planned).toMatchObject({ sequence: 0, lastModified: earlier });

    const noted = await change({ note: 'Kasse 3' });
    expect(noted.description).toContain('Kasse 3');
    expect(Date.parse(noted.lastModified)).toBeGreaterThan(Date.parse(earlier));
    expect(noted).toMatchObject({ sequence: 0, start: planned.start, end: planned.end });

    const later = await change({ start_time: '09:00', end_time: '13:00' });
    expect(Date.parse(later.start) - Date.parse(planned.start)).toBe(3_600_000);
    expect(later.sequence).toBe(1);
    // The same times again place the entry anew but move nothing.
    expect(await change({ start_time: '09:00', end_time: '13:00' })).toMatchObject({ sequence: 1, start: later.start, end: later.end });
    const longer = await change({ end_time: '14:00' });
    expect(longer).toMatchObject({ sequence: 2, start: later.start });
    const moved = await change({ date: inDays(8) });
    expect(Date.parse(moved.start) - Date.parse(later.start)).toBe(86_400_000);
    expect(moved.sequence).toBe(3);

    // Withdrawn, the event leaves the feed; published again, it comes back as a revision.
    expect((await s.req('POST', `/rest/rosters/${rosterId}/unpublish`)).statusCode).toBe(200);
    expect(revisionOf(await feedText(s.slug, path), uid)).toBeUndefined();
    expect((await s.req('POST', `/rest/rosters/${rosterId}/publish`)).statusCode).toBe(200);
    expect(revisionOf(await feedText(s.slug, path), uid)).toMatchObject({ sequence: 4, start: moved.start, end: moved.end });
  });

  it('gives the same bytes for an unchanged feed, whatever changed elsewhere in between', async () => {
    const s = await setup();
    const person = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    const colleague = await createEmployee(ctx, s.slug, s.token);
    const shift = await s.req('POST', '/rest/shifts', { name: 'Nachtdienst', start_time: '22:00', end_time: '06:00', break_minutes: 45 });
    const unused = await s.req('POST', '/rest/shifts', { name: 'Zwischendienst', start_time: '10:00', end_time: '18:00', break_minutes: 30 });
    const rosterId = await s.roster('Februar');
    const otherRosterId = await s.roster('Küche');
    const entry = await s.plan(rosterId, { employee_id: person.id, date: inDays(9), shift_id: shift.json().data.id, start_time: null, end_time: null, publish: true });
    await s.plan(rosterId, { employee_id: person.id, date: inDays(11), start_time: '08:00', end_time: '12:00', publish: true });
    const theirs = await s.plan(otherRosterId, { employee_id: colleague.id, date: inDays(9), start_time: '08:00', end_time: '12:00', publish: true });
    const path = s.feedPath((await s.issue(person.id, person.token)).url);
    const first = await feedText(s.slug, path);
    expect(parse(first).events).toHaveLength(2);

    // Nothing the person's events show: their acknowledgement, a draft, another template, roster and person.
    const acknowledged = await s.req('POST', `/rest/rosters/${rosterId}/entries/${entry.id}/acknowledge`, undefined, person.token);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    await s.plan(rosterId, { employee_id: person.id, date: inDays(12), start_time: '08:00', end_time: '12:00' });
    expect((await s.req('PUT', `/rest/shifts/${unused.json().data.id}`, { name: 'Zwischendienst lang' })).statusCode).toBe(200);
    expect((await s.req('PUT', `/rest/rosters/${otherRosterId}`, { name: 'Küche (neu)' })).statusCode).toBe(200);
    expect((await s.req('PUT', `/rest/rosters/${otherRosterId}/entries/${theirs.id}`, { start_time: '09:00' })).statusCode).toBe(200);

    expect(await feedText(s.slug, path)).toBe(first);
    expect(await feedText(s.slug, path)).toBe(first);
  });

  it('moves LAST-MODIFIED of an absence when its type is renamed, and counts a change of its days in SEQUENCE', async () => {
    const s = await absenceSetup(ctx, { modules: MODULE_IDS.filter((m) => m !== 'shift_roster') });
    // The person's own feed, which shows the type's name (a feed someone else holds does not).
    const person = await s.person();
    const vacation = await s.approved(person.id, 'vacation', inDays(50), inDays(51));
    const issued = await s.req('POST', `/rest/employees/${person.id}/calendar-token`, undefined, person.token);
    expect(issued.statusCode, issued.body).toBe(201);
    const path = new URL(issued.json().data.url).pathname;
    const uid = `absence-${vacation.id}@stempel`;
    const earlier = wholeSecondsAgo(3600);
    await writtenAt(s.slug, earlier, { absences: [vacation.id], absence_types: [s.typeOf('vacation')] });
    const approved = revisionOf(await feedText(s.slug, path), uid)!;
    expect(approved).toMatchObject({ sequence: 0, lastModified: earlier, dtstamp: earlier, start: inDays(50), end: inDays(52) });

    const renamedAfter = wholeSecondsAgo(0);
    const renamed = await s.req('PATCH', `/rest/absence-types/${s.typeOf('vacation')}`, { name: 'Erholungsurlaub' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const afterType = revisionOf(await feedText(s.slug, path), uid)!;
    expect(afterType.summary).toBe('Erholungsurlaub');
    expect(Date.parse(afterType.lastModified)).toBeGreaterThanOrEqual(Date.parse(renamedAfter));
    expect(afterType.dtstamp).toBe(afterType.lastModified);
    expect(afterType).toMatchObject({ sequence: 0, start: approved.start, end: approved.end });

    // Changed by someone who may decide it, so new days stay approved (and in the feed).
    const approver = await s.approver();
    const change = async (body: Record<string, unknown>) => {
      const response = await s.req('PATCH', `/rest/absences/${vacation.id}`, body, approver.token);
      expect(response.statusCode, response.body).toBe(200);
      return revisionOf(await feedText(s.slug, path), uid)!;
    };
    // A half last day shows in the text only: the event still spans the same whole days.
    expect(await change({ half_day_end: true })).toMatchObject({ sequence: 0, start: inDays(50), end: inDays(52), summary: 'Erholungsurlaub' });
    expect(await change({ end_date: inDays(52) })).toMatchObject({ sequence: 1, start: inDays(50), end: inDays(53) });
    expect(await change({ start_date: inDays(49), end_date: inDays(53) })).toMatchObject({ sequence: 2, start: inDays(49), end: inDays(54) });
  });
});

describe('the secret stays out of logs and the audit log', () => {
  it('masks it in the audit record of the feed request, of the issuing answer, and in error paths', async () => {
    const s = await setup();
    const person = await createEmployee(ctx, s.slug, s.token);
    const issue = await s.req('POST', `/rest/employees/${person.id}/calendar-token`);
    const url = issue.json().data.url as string;
    const secret = /\/calendar\/(.+)\.ics$/.exec(url)![1]!;
    const feed = await ctx.request({ url: new URL(url).pathname, tenant: s.slug });
    const unknown = await ctx.request({ url: `/rest/calendar/${secret}x.ics`, tenant: s.slug });
    expect(unknown.json().errors[0]._meta.path).toBe('/rest/calendar/***.ics');
    expect(unknown.body).not.toContain(secret);

    const record = async (response: { headers: Record<string, unknown> }) => {
      const answer = await s.req('GET', `/rest/audit/requests/${response.headers['x-request-id'] as string}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as { uri: string; response_body: string };
    };
    const issued = await record(issue);
    expect(issued.response_body).not.toContain(secret);
    expect(issued.response_body).toContain('/rest/calendar/***');
    expect((await record(feed)).uri).toBe('/rest/calendar/***.ics');
    const failed = await record(unknown);
    expect(failed.uri).toBe('/rest/calendar/***.ics');
    expect(failed.response_body).not.toContain(secret);
  });
});
