import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { HOUR, payrollSetup } from '../support/payroll.js';

let ctx: TestContext;

beforeAll(async () => {
  // Several connections on PostgreSQL, so writes really run beside the close and wait on its lock.
  ctx = await createTestContext({ STEMPEL_PG_POOL_MAX: '16' });
});
afterAll(() => ctx?.close());

const PEOPLE = 50;
// Fifty people and their writes take a while on a busy machine.
const TIMEOUT_MS = 120_000;
// Requests in flight at once: enough to wait on the close's lock together, few enough that none
// waits the pool's 5 s for a connection on a busy test machine.
const IN_FLIGHT = 10;

/** Runs the calls with at most `max` unanswered at a time, in the order they were handed in. */
function limiter(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return <T>(call: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const run = () => {
        active++;
        call()
          .then(resolve, reject)
          .finally(() => {
            active--;
            waiting.shift()?.();
          });
      };
      if (active < max) run();
      else waiting.push(run);
    });
}

/** Resolves once `count` of the promises have settled. */
function answered(promises: ReadonlyArray<Promise<unknown>>, count: number): Promise<void> {
  let settled = 0;
  return new Promise((resolve) => {
    if (count <= 0) resolve();
    for (const promise of promises) {
      void promise.finally(() => {
        if (++settled === count) resolve();
      });
    }
  });
}

/** Each write answers 201, or 409 payroll_period_locked; nothing else. */
function outcome(response: { statusCode: number; body: string }): 'accepted' | 'locked' {
  if (response.statusCode === 201) return 'accepted';
  expect(response.statusCode, response.body).toBe(409);
  expect(JSON.parse(response.body).errors[0]._meta.code).toBe('payroll_period_locked');
  return 'locked';
}

describe('closing a month while writes arrive', () => {
  it('keeps in the snapshot exactly the corrections and overtime bookings that were accepted', async () => {
    const s = await payrollSetup(ctx);
    const people = [];
    // Two writes each: 52 in all, half sent before the close and half after.
    for (let i = 0; i < PEOPLE / 2 + 1; i++) people.push(await createEmployee(ctx, s.slug, s.token));
    const limit = limiter(IN_FLIGHT);
    const correction = (id: string) => limit(() => s.book(id, [['come', '2026-10-07T08:00:00+02:00'], ['go', '2026-10-07T09:00:00+02:00']]));
    const booking = (id: string) =>
      limit(() => s.req('POST', `/rest/employees/${id}/overtime-account/bookings`, { amount_ms: HOUR, kind: 'adjustment', date: '2026-10-20' }));
    // All writes are sent at once; the close starts when a quarter of them have been answered,
    // while the others are in flight or waiting to be sent.
    const writes = people.map((p) => Promise.all([correction(p.id), booking(p.id)]));
    const quarter = Math.floor(people.length / 4);
    const close = answered(writes, quarter).then(() => s.close('2026-10'));
    const [closed, ...answers] = await Promise.all([close, ...writes]);
    expect(closed.statusCode, closed.body).toBe(200);

    const snapshot = new Map((await s.snapshot('2026-10')).map((item) => [item.employee.id, item]));
    expect(snapshot.size).toBe(people.length + 1);
    let accepted = 0;
    expect(answers.filter(([corrected]) => outcome(corrected) === 'accepted').length).toBeGreaterThanOrEqual(quarter);
    people.forEach((person, index) => {
      const [corrected, booked] = answers[index]!;
      const item = snapshot.get(person.id)!;
      expect(item.worked_ms).toBe(outcome(corrected) === 'accepted' ? HOUR : 0);
      // No schedule model: October's balance is the hour worked, which the account takes in from the
      // corrected day on (it moves back to the first clock event), with the booking.
      expect(item.overtime_balance_ms).toBe((outcome(corrected) === 'accepted' ? HOUR : 0) + (outcome(booked) === 'accepted' ? HOUR : 0));
      if (outcome(corrected) === 'accepted') accepted++;
    });
    // What the snapshot lacks was refused, and what was refused is not in the database either.
    const stored = await Promise.all(
      people.map(async (p) => (await s.req('GET', `/rest/employees/${p.id}/clock-events?from=2026-10-01&to=2026-10-31`)).json().data.length as number),
    );
    expect(stored.reduce((sum, n) => sum + n, 0)).toBe(accepted * 2);
  }, TIMEOUT_MS);

  it('keeps in the snapshot exactly the terminal clock-ins that were accepted', async () => {
    const s = await payrollSetup(ctx);
    const terminal = await s.req('POST', '/rest/terminals', { name: 'Tor' });
    const code = terminal.json().data.secret as string;
    const people = [];
    for (let i = 0; i < PEOPLE; i++) people.push(await createEmployee(ctx, s.slug, s.token, { badge: `R-${i}` }));
    // Offline replays from a minute ago, so an accepted come has counted a minute by the close.
    const occurredAt = new Date(Date.now() - 60_000).toISOString();
    const period = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' }).format(Date.parse(occurredAt)).slice(0, 7);
    const limit = limiter(IN_FLIGHT);
    const clockIn = (i: number) =>
      limit(() => ctx.request({ method: 'POST', url: `/rest/terminal/${code}`, tenant: s.slug, body: { badge: `R-${i}`, type: 'come', occurred_at: occurredAt, event_id: `race-${i}` } }));
    const writes = people.map((_, i) => clockIn(i));
    const close = answered(writes, Math.floor(PEOPLE / 4)).then(() => s.close(period));
    const [closed, ...answers] = await Promise.all([close, ...writes]);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(answers.filter((a) => outcome(a) === 'accepted').length).toBeGreaterThanOrEqual(Math.floor(PEOPLE / 4));
    const snapshot = new Map((await s.snapshot(period)).map((item) => [item.employee.id, item]));
    people.forEach((person, index) => {
      const worked = snapshot.get(person.id)!.worked_ms;
      if (outcome(answers[index]!) === 'accepted') expect(worked).toBeGreaterThanOrEqual(60_000);
      else expect(worked).toBe(0);
    });
  }, TIMEOUT_MS);
});
