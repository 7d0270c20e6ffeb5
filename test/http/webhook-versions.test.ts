import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { absenceSetup } from '../support/absences.js';
import { createTestContext, type TestContext } from '../support/harness.js';

/**
 * A receiver that keeps each record as its newest event must be able to tell which event is newer:
 * every change moves `updated_at` by at least a millisecond (docs/compatibility.md; it is also the
 * record's ETag), cascades included. Here the changes come within one millisecond of each other
 * (the clock is held still, as a fast integration or a second process whose clock runs a little
 * behind would see it).
 */

let ctx: TestContext;
let server: Server;
const bodies = new Map<string, string[]>();
let paths = 0;

beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_WEBHOOKS_ALLOW_PRIVATE: '1' });
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const list = bodies.get(request.url ?? '') ?? [];
      list.push(Buffer.concat(chunks).toString('utf8'));
      bodies.set(request.url ?? '', list);
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await ctx?.close();
});

type Setup = Awaited<ReturnType<typeof absenceSetup>>;
type Event = { type: string; timestamp: string; data: Record<string, unknown> };

async function subscribe(s: Setup, events: string[]) {
  const path = `/versions-${++paths}`;
  const response = await s.req('POST', '/rest/webhooks', { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, events });
  expect(response.statusCode, response.body).toBe(201);
  return path;
}

async function received(s: Setup, path: string): Promise<Event[]> {
  await ctx.services.jobs.drain(s.slug);
  return (bodies.get(path) ?? []).map((body) => JSON.parse(body) as Event);
}

/** Holds the clock still from here on (Date only; timers run). */
function holdClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
}

const ABSENCE_EVENTS = ['absence.requested', 'absence.approved', 'absence.rejected', 'absence.cancelled', 'absence.updated'];

describe('every change moves updated_at on, also in cascades, so a receiver can order the events of one absence', () => {
  it('POST /absences/{a}/cancel under a held clock moves it on', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.person();
    const approver = await s.approver();
    const path = await subscribe(s, ABSENCE_EVENTS);
    holdClock();
    const requested = await s.absence(person.id, 'vacation', '2027-05-03', '2027-05-05', {}, person.token);
    expect((await s.req('POST', `/rest/absences/${requested.id}/approve`, {}, approver.token)).statusCode).toBe(200);
    expect((await s.req('POST', `/rest/absences/${requested.id}/cancel`, {}, approver.token)).statusCode).toBe(200);
    vi.useRealTimers();
    const events = await received(s, path);
    expect(events.map((e) => e.type)).toEqual(['absence.requested', 'absence.approved', 'absence.cancelled']);
    expect(Date.parse(events[2]!.data.updated_at as string)).toBeGreaterThan(Date.parse(events[1]!.data.updated_at as string));
  });

  it('a leaving that cancels an approved absence (PUT exit_date)', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const leaver = await s.person();
    const approver = await s.approver();
    const path = await subscribe(s, ABSENCE_EVENTS);
    holdClock();
    const requested = await s.absence(leaver.id, 'vacation', '2027-05-03', '2027-05-05', {}, leaver.token);
    expect((await s.req('POST', `/rest/absences/${requested.id}/approve`, {}, approver.token)).statusCode).toBe(200);
    const approved = (await s.req('GET', `/rest/absences/${requested.id}`)).json().data;
    const left = await s.req('PUT', `/rest/employees/${leaver.id}`, { exit_date: '2027-04-30' });
    expect(left.statusCode, left.body).toBe(200);
    const cancelled = (await s.req('GET', `/rest/absences/${requested.id}`)).json().data;
    expect(cancelled.status).toBe('cancelled');
    vi.useRealTimers();

    // What POST /absences/{a}/cancel would do (nextUpdatedAt): the version moves on.
    expect(Date.parse(cancelled.updated_at)).toBeGreaterThan(Date.parse(approved.updated_at));
    const events = await received(s, path);
    expect(events.map((e) => e.type)).toEqual(['absence.requested', 'absence.approved', 'absence.cancelled']);
    expect(Date.parse(events[2]!.data.updated_at as string)).toBeGreaterThan(Date.parse(events[1]!.data.updated_at as string));
  });

  it('an approved absence deleted (DELETE /absences/{a}): its absence.cancelled event', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.person();
    const approver = await s.approver();
    const path = await subscribe(s, ABSENCE_EVENTS);
    holdClock();
    const requested = await s.absence(person.id, 'vacation', '2027-05-03', '2027-05-05', {}, person.token);
    expect((await s.req('POST', `/rest/absences/${requested.id}/approve`, {}, approver.token)).statusCode).toBe(200);
    const deleted = await s.req('DELETE', `/rest/absences/${requested.id}`, undefined, approver.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    vi.useRealTimers();

    const events = await received(s, path);
    expect(events.map((e) => e.type)).toEqual(['absence.requested', 'absence.approved', 'absence.cancelled']);
    // The deletion is newer than the approval; a receiver keeping the newest version must see so.
    expect(Date.parse(events[2]!.data.updated_at as string)).toBeGreaterThan(Date.parse(events[1]!.data.updated_at as string));
  });

  it('an erasure that rejects an open request', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.person();
    const path = await subscribe(s, ABSENCE_EVENTS);
    holdClock();
    const requested = await s.absence(person.id, 'vacation', '2026-10-19', '2026-10-20', {}, person.token);
    const noted = await s.req('PATCH', `/rest/absences/${requested.id}`, { note: 'Umzug' }, person.token);
    expect(noted.statusCode, noted.body).toBe(200);
    // Left on 31 October (the request lies before, so stays), then erased.
    expect((await s.req('PUT', `/rest/employees/${person.id}`, { exit_date: '2026-10-31' })).statusCode).toBe(200);
    const erased = await s.req('POST', `/rest/employees/${person.id}/erasure`, { reason: 'Antrag' });
    expect(erased.statusCode, erased.body).toBe(200);
    const rejected = (await s.req('GET', `/rest/absences/${requested.id}`)).json().data;
    vi.useRealTimers();

    expect(rejected.status).toBe('rejected');
    expect(Date.parse(rejected.updated_at)).toBeGreaterThan(Date.parse(noted.json().data.updated_at));
    const events = await received(s, path);
    expect(events.map((e) => e.type)).toEqual(['absence.requested', 'absence.updated', 'absence.rejected']);
    expect(Date.parse(events[2]!.data.updated_at as string)).toBeGreaterThan(Date.parse(events[1]!.data.updated_at as string));
  });
});

describe('every change moves an employee’s updated_at on, so a receiver can order employee.updated events', () => {
  it('a schedule model assigned from today right after a PUT', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.employee();
    const path = await subscribe(s, ['employee.updated']);
    holdClock();
    const put = await s.req('PUT', `/rest/employees/${person.id}`, { first_name: 'Neu' });
    expect(put.statusCode, put.body).toBe(200);
    // Twice, so the first PUT's version lies ahead of the clock as a quick second change leaves it.
    const put2 = await s.req('PUT', `/rest/employees/${person.id}`, { last_name: 'Name' });
    expect(put2.statusCode, put2.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const other = await ctx.request({
      method: 'POST',
      url: '/rest/schedule-models',
      tenant: s.slug,
      token: s.token,
      body: { name: 'Teilzeit R25', kind: 'flexible', weekly_target_ms: 72_000_000 },
    });
    expect(other.statusCode, other.body).toBe(201);
    const assigned = await s.req('POST', `/rest/employees/${person.id}/schedule-models`, { schedule_model_id: other.json().data.id, valid_from: today });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const read = (await s.req('GET', `/rest/employees/${person.id}`)).json().data;
    vi.useRealTimers();

    expect(read.schedule_model_id).toBe(other.json().data.id);
    expect(Date.parse(read.updated_at)).toBeGreaterThan(Date.parse(put2.json().data.updated_at));
    const events = await received(s, path);
    expect(events.map((e) => e.data.schedule_model_id)).toEqual([s.modelId, s.modelId, other.json().data.id]);
    expect(Date.parse(events[2]!.data.updated_at as string)).toBeGreaterThan(Date.parse(events[1]!.data.updated_at as string));
  });
});

describe('employee.deleted carries a version newer than the person’s last event', () => {
  it('a deletion that sets the exit date shows it with a version past the one before (real clock)', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.employee();
    const path = await subscribe(s, ['employee.updated', 'employee.deleted']);
    const put = await s.req('PUT', `/rest/employees/${person.id}`, { first_name: 'Letzte' });
    expect(put.statusCode, put.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const deleted = await s.req('DELETE', `/rest/employees/${person.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const events = await received(s, path);
    expect(events.map((e) => e.type)).toEqual(['employee.updated', 'employee.deleted']);
    // The deletion changed the record (exit_date null -> today) ...
    expect(events[0]!.data.exit_date).toBeNull();
    expect(events[1]!.data.exit_date).not.toBeNull();
    // ... so its version must be newer than the one the receiver holds, or "drop what is not newer" drops the deletion.
    expect(Date.parse(events[1]!.data.updated_at as string)).toBeGreaterThan(Date.parse(events[0]!.data.updated_at as string));
  });
});
