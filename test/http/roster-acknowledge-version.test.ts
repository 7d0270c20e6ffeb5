import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { personWithLogin, tenantWithAdmin } from '../support/factories.js';

/**
 * The phone shows the person's shift with a "Bestätigen" button; the acknowledgement may reach the
 * server minutes or hours later (an offline queue). It names the version the person saw, in
 * If-Match, so a shift the planner moved meanwhile is not confirmed in times they never saw.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

interface Entry {
  id: string;
  start_time: string;
  end_time: string;
  version: string;
  acknowledgement: { status: string; acknowledged_at: string | null } | null;
}

async function setup() {
  const s = await tenantWithAdmin(ctx);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) =>
    ctx.request({ method, url, tenant: s.slug, token: options.token ?? s.token, body: options.body, headers: options.headers });
  const roster = (await call('POST', '/rest/rosters', { body: { name: 'März', period_start: '2030-03-01', period_end: '2030-03-31' } })).json().data.id as string;
  expect((await call('POST', `/rest/rosters/${roster}/publish`)).statusCode).toBe(200);
  const entries = `/rest/rosters/${roster}/entries`;
  const person = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
  const planned = await call('POST', entries, { body: { publish: true, employee_id: person.id, date: '2030-03-12', start_time: '08:00', end_time: '16:00' } });
  expect(planned.statusCode, planned.body).toBe(201);
  const id = (planned.json().data as Entry).id;
  const url = `${entries}/${id}`;
  // The creation answers the ETag a read of the entry answers.
  expect(planned.headers.etag).toBe((await call('GET', url)).headers.etag);
  /** What the person's phone reads: the entry and its ETag. */
  const read = async () => {
    const response = await call('GET', url, { token: person.token });
    expect(response.statusCode, response.body).toBe(200);
    return { entry: response.json().data as Entry, etag: response.headers.etag as string };
  };
  const move = async (body: Record<string, unknown>) => {
    const moved = await call('PUT', url, { body });
    expect(moved.statusCode, moved.body).toBe(200);
    return moved.json().data as Entry;
  };
  const acknowledge = (ifMatch?: string) => call('POST', `${url}/acknowledge`, { token: person.token, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });
  /** The entry as the planner sees it. */
  const asPlanned = async () => (await call('GET', url)).json().data as Entry;
  return { s, call, entries, person, id, url, read, move, acknowledge, asPlanned };
}

describe('the version of a roster entry', () => {
  it('begins the ETag of its answer, the same in the list the app reads, and is unchanged by a note or by the acknowledgement, while the ETag follows every change of the answer', async () => {
    const { call, entries, person, id, read, move, acknowledge } = await setup();
    const { entry, etag } = await read();
    expect(entry.version).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(etag).toMatch(new RegExp(`^"${entry.version}\\.[A-Za-z0-9_-]+"$`));
    const listed = await call('GET', `${entries}?employee_id=${person.id}`, { token: person.token });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([expect.objectContaining({ id, version: entry.version })]);

    // A note, status or work area is nothing the person confirms, but the answer changed.
    expect((await move({ note: 'Bitte Schlüssel mitbringen', status: 2, work_area_id: 'Ofen' })).version).toBe(entry.version);
    const noted = await read();
    expect(noted.etag).not.toBe(etag);
    // The ETag the person read before the note still confirms the times they saw.
    const acknowledged = await acknowledge(etag);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json().data).toMatchObject({ version: entry.version, acknowledgement: { status: 'acknowledged' } });
    const after = await read();
    expect(after.etag).not.toBe(noted.etag);
    expect(acknowledged.headers.etag).toBe(after.etag);
  });

  it('changes when the entry moves: other times, another break, another person', async () => {
    const { s, call, read, move } = await setup();
    const versions = [(await read()).entry.version];
    versions.push((await move({ start_time: '07:00' })).version);
    versions.push((await move({ end_time: '15:30' })).version);
    const shift = await call('POST', '/rest/shifts', { body: { name: 'Früh', start_time: '07:00', end_time: '15:30', break_minutes: 30 } });
    expect(shift.statusCode, shift.body).toBe(201);
    const withBreak = await move({ shift_id: shift.json().data.id });
    expect(withBreak).toMatchObject({ start_time: '07:00', end_time: '15:30' });
    versions.push(withBreak.version);
    const other = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    versions.push((await move({ employee_id: other.id })).version);
    expect(new Set(versions).size).toBe(versions.length);
  });
});

describe('an acknowledgement naming the version the person saw', () => {
  it('is refused once the shift was moved after the person saw it, confirms nothing, and lands in the version seen now', async () => {
    const { read, move, acknowledge, asPlanned } = await setup();
    const seen = await read(); // 08:00 to 16:00, to be confirmed
    await move({ start_time: '05:00', end_time: '13:00' });

    const refused = expectEnvelope(await acknowledge(seen.etag), 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ code: 'roster_entry_changed' });
    expect(await asPlanned()).toMatchObject({ start_time: '05:00', acknowledgement: { status: 'pending', acknowledged_at: null } });

    // The app reads the entry again, shows 05:00 to 13:00, and the person confirms that.
    const now = await read();
    expect(now.etag).not.toBe(seen.etag);
    const acknowledged = await acknowledge(now.etag);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json().data).toMatchObject({ start_time: '05:00', acknowledgement: { status: 'acknowledged' } });
  });

  it('lands in the version the person saw, and sent again (a retried queue) keeps the first time', async () => {
    const { read, acknowledge, asPlanned } = await setup();
    const { etag } = await read();
    const first = await acknowledge(etag);
    expect(first.statusCode, first.body).toBe(200);
    const at = first.json().data.acknowledgement.acknowledged_at as string;
    expect(at).not.toBeNull();
    const again = await acknowledge(etag);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.acknowledgement.acknowledged_at).toBe(at);
    expect((await asPlanned()).acknowledgement).toMatchObject({ status: 'acknowledged', acknowledged_at: at });
  });

  it('is refused when the version seen was acknowledged elsewhere after a move, which keeps that acknowledgement', async () => {
    const { read, move, acknowledge, asPlanned } = await setup();
    const old = await read();
    await move({ start_time: '09:00', end_time: '17:00' });
    // Confirmed on another device in the new times; the old phone's queue sends its tap later.
    const current = await read();
    expect((await acknowledge(current.etag)).statusCode).toBe(200);
    const confirmed = (await asPlanned()).acknowledgement;
    expectEnvelope(await acknowledge(old.etag), 409, 'conflict');
    expect((await asPlanned()).acknowledgement).toEqual(confirmed);
  });

  it('takes the version from the list the app read, and a list of tags naming it among others', async () => {
    const { call, entries, person, move, acknowledge, asPlanned } = await setup();
    const listed = (await call('GET', `${entries}?employee_id=${person.id}`, { token: person.token })).json().data as Entry[];
    const before = listed[0]!.version;
    const moved = await move({ start_time: '10:00', end_time: '18:00' });
    expect((await acknowledge(`"${before}"`)).statusCode).toBe(409);
    const acknowledged = await acknowledge(`"${before}", "${moved.version}"`);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(await asPlanned()).toMatchObject({ start_time: '10:00', acknowledgement: { status: 'acknowledged' } });
  });

  it('confirms the times the person saw when the shift was moved away and back since', async () => {
    const { read, move, acknowledge, asPlanned } = await setup();
    const seen = await read();
    await move({ start_time: '05:00', end_time: '13:00' });
    await move({ start_time: '08:00', end_time: '16:00' });
    const acknowledged = await acknowledge(seen.etag);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(await asPlanned()).toMatchObject({ start_time: '08:00', end_time: '16:00', acknowledgement: { status: 'acknowledged' } });
  });

  it('without If-Match, or with *, confirms the entry as the request reads it, as before', async () => {
    const first = await setup();
    await first.move({ start_time: '06:00', end_time: '14:00' });
    const plain = await first.acknowledge();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers.etag).toMatch(new RegExp(`^"${plain.json().data.version}\\.`));
    expect(plain.json().data).toMatchObject({ start_time: '06:00', acknowledgement: { status: 'acknowledged' } });

    const second = await setup();
    await second.move({ start_time: '06:00', end_time: '14:00' });
    const any = await second.acknowledge('*');
    expect(any.statusCode, any.body).toBe(200);
    expect(any.json().data).toMatchObject({ start_time: '06:00', acknowledgement: { status: 'acknowledged' } });
  });

  it('is refused for a weak tag, which If-Match never matches, and for a field that is no entity tag (400), writing nothing', async () => {
    const { read, acknowledge, asPlanned } = await setup();
    const { entry, etag } = await read();
    expectEnvelope(await acknowledge(`W/${etag}`), 409, 'conflict');
    for (const field of [entry.version, `${etag} ${etag}`, '']) {
      const refused = expectEnvelope(await acknowledge(field), 400, 'bad_request');
      expect(refused.errors[0].detail, field).toMatch(/If-Match/);
    }
    expect((await asPlanned()).acknowledgement).toMatchObject({ status: 'pending', acknowledged_at: null });
  });

  it('is still only the planned person’s (403), whatever version it names', async () => {
    const { s, read, url, call } = await setup();
    const { etag } = await read();
    const other = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    const refused = await call('POST', `${url}/acknowledge`, { token: other.token, headers: { 'if-match': etag } });
    expect(refused.statusCode, refused.body).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('declares If-Match on the acknowledgement and the ETag of the entry’s answers', async () => {
    const document = (await ctx.request({ url: '/rest/openapi.json' })).json();
    const acknowledge = document.paths['/rest/rosters/{roster}/entries/{entry}/acknowledge'].post;
    expect(acknowledge.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'if-match', required: false }));
    expect(Object.keys(acknowledge.responses['200'].headers)).toContain('ETag');
    const get = document.paths['/rest/rosters/{roster}/entries/{entry}'].get;
    expect(Object.keys(get.responses['200'].headers)).toContain('ETag');
    const put = document.paths['/rest/rosters/{roster}/entries/{entry}'].put;
    expect(Object.keys(put.responses['200'].headers)).toContain('ETag');
    const create = document.paths['/rest/rosters/{roster}/entries'].post;
    expect(Object.keys(create.responses['201'].headers)).toContain('ETag');
  });
});

describe('the ETag of a roster entry, for caches and concurrent planners', () => {
  it('answers 304 Not Modified to If-None-Match while the entry is unchanged, and the whole entry after a change', async () => {
    const { read, move, call, url, person } = await setup();
    const { etag } = await read();
    const unchanged = await call('GET', url, { token: person.token, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    await move({ note: 'Neue Kasse' });
    const changed = await call('GET', url, { token: person.token, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.note).toBe('Neue Kasse');
  });

  it('refuses a change or a deletion with If-Match naming an older ETag (412), and makes them with the current one', async () => {
    const { call, url, asPlanned } = await setup();
    const first = (await call('GET', url)).headers.etag as string;
    // Another planner changes the note meanwhile.
    expect((await call('PUT', url, { body: { note: 'Zuerst' } })).statusCode).toBe(200);
    expectEnvelope(await call('PUT', url, { body: { note: 'Überschrieben' }, headers: { 'if-match': first } }), 412, 'precondition_failed');
    expectEnvelope(await call('PUT', url, { body: { start_time: '09:00' }, headers: { 'if-match': first } }), 412, 'precondition_failed');
    expectEnvelope(await call('DELETE', url, { headers: { 'if-match': first } }), 412, 'precondition_failed');
    expect(await asPlanned()).toMatchObject({ note: 'Zuerst', start_time: '08:00' });

    const current = (await call('GET', url)).headers.etag as string;
    const changed = await call('PUT', url, { body: { note: 'Mit Bedacht' }, headers: { 'if-match': current } });
    expect(changed.statusCode, changed.body).toBe(200);
    // A change answers the ETag of what it wrote, so the next change can name it without reading again.
    const now = changed.headers.etag as string;
    expect(now).toBe((await call('GET', url)).headers.etag);
    const moved = await call('PUT', url, { body: { start_time: '09:00' }, headers: { 'if-match': now } });
    expect(moved.statusCode, moved.body).toBe(200);
    const last = moved.headers.etag as string;
    expect(last).not.toBe(now);
    const deleted = await call('DELETE', url, { headers: { 'if-match': last } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', url)).statusCode).toBe(404);
  });
});
