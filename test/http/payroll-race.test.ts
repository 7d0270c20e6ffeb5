import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { HOUR, payrollSetup } from '../support/payroll.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const PEOPLE = 50;

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
    for (let i = 0; i < PEOPLE; i++) people.push(await createEmployee(ctx, s.slug, s.token));
    const correction = (id: string) => s.book(id, [['come', '2026-10-07T08:00:00+02:00'], ['go', '2026-10-07T09:00:00+02:00']]);
    const booking = (id: string) =>
      s.req('POST', `/rest/employees/${id}/overtime-account/bookings`, { amount_ms: HOUR, kind: 'adjustment', date: '2026-10-20' });
    // Half the writes are sent before the close, half after, all without waiting for answers.
    const before = people.slice(0, PEOPLE / 2).map((p) => Promise.all([correction(p.id), booking(p.id)]));
    const close = s.close('2026-10');
    const afterClose = people.slice(PEOPLE / 2).map((p) => Promise.all([correction(p.id), booking(p.id)]));
    const [closed, ...answers] = await Promise.all([close, ...before, ...afterClose]);
    expect(closed.statusCode, closed.body).toBe(200);

    const snapshot = new Map((await s.snapshot('2026-10')).map((item) => [item.employee.id, item]));
    expect(snapshot.size).toBe(PEOPLE + 1);
    let accepted = 0;
    people.forEach((person, index) => {
      const [corrected, booked] = answers[index]!;
      const item = snapshot.get(person.id)!;
      expect(item.worked_ms).toBe(outcome(corrected) === 'accepted' ? HOUR : 0);
      // The account starts today (no entry date), so its October balance is the bookings alone.
      expect(item.overtime_balance_ms).toBe(outcome(booked) === 'accepted' ? HOUR : 0);
      if (outcome(corrected) === 'accepted') accepted++;
    });
    // What the snapshot lacks was refused, and what was refused is not in the database either.
    const stored = await Promise.all(
      people.map(async (p) => (await s.req('GET', `/rest/employees/${p.id}/clock-events?from=2026-10-01&to=2026-10-31`)).json().data.length as number),
    );
    expect(stored.reduce((sum, n) => sum + n, 0)).toBe(accepted * 2);
  });

  it('keeps in the snapshot exactly the terminal clock-ins that were accepted', async () => {
    const s = await payrollSetup(ctx);
    const terminal = await s.req('POST', '/rest/terminals', { name: 'Tor' });
    const code = terminal.json().data.secret as string;
    const people = [];
    for (let i = 0; i < PEOPLE; i++) people.push(await createEmployee(ctx, s.slug, s.token, { badge: `R-${i}` }));
    // Offline replays from a minute ago, so an accepted come has counted a minute by the close.
    const occurredAt = new Date(Date.now() - 60_000).toISOString();
    const period = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' }).format(Date.parse(occurredAt)).slice(0, 7);
    const clockIn = (i: number) =>
      ctx.request({ method: 'POST', url: `/rest/terminal/${code}`, tenant: s.slug, body: { badge: `R-${i}`, type: 'come', occurred_at: occurredAt, event_id: `race-${i}` } });
    const before = people.slice(0, PEOPLE / 2).map((_, i) => clockIn(i));
    const close = s.close(period);
    const afterClose = people.slice(PEOPLE / 2).map((_, i) => clockIn(PEOPLE / 2 + i));
    const [closed, ...answers] = await Promise.all([close, ...before, ...afterClose]);
    expect(closed.statusCode, closed.body).toBe(200);
    const snapshot = new Map((await s.snapshot(period)).map((item) => [item.employee.id, item]));
    people.forEach((person, index) => {
      const worked = snapshot.get(person.id)!.worked_ms;
      if (outcome(answers[index]!) === 'accepted') expect(worked).toBeGreaterThanOrEqual(60_000);
      else expect(worked).toBe(0);
    });
  });
});
