import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';

/**
 * A phone may send bookings it buffered without signal, up to the offline window late. The
 * record takes them as sent, and their day says so (flag 16384), so that HR and an inspection
 * see which times were not taken when they happened; a terminal's buffer is the employer's.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
afterEach(() => {
  vi.useRealTimers();
});

const SENT_LATE = 16384;

async function setup() {
  const { slug, token } = await tenantWithAdmin(ctx, { modules: MODULE_IDS.filter((m) => m !== 'geo_clock') });
  const worker = await personWithLogin(ctx, slug, token, { role: 'employee' });
  const phone = (body: Record<string, unknown>) => ctx.request({ method: 'POST', url: '/rest/mobile', tenant: slug, token: worker.token, body });
  const flagsOn = async (date: string, employeeId = worker.id) => {
    const response = await ctx.request({ url: `/rest/employees/${employeeId}/working_time?from=${date}&to=${date}`, tenant: slug, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.days[0].flags as number;
  };
  return { slug, token, worker, phone, flagsOn };
}

describe('a phone booking sent late', () => {
  it('marks its day, and a booking sent at once leaves its day unmarked', async () => {
    const s = await setup();
    vi.setSystemTime(new Date('2026-11-24T20:00:00+01:00'));
    // Monday's shift, sent on Tuesday evening from the phone's queue.
    expect((await s.phone({ type: 'come', occurred_at: '2026-11-23T06:00:00+01:00' })).statusCode).toBe(201);
    expect((await s.phone({ type: 'go', occurred_at: '2026-11-23T14:00:00+01:00' })).statusCode).toBe(201);
    expect((await s.flagsOn('2026-11-23')) & SENT_LATE).toBe(SENT_LATE);
    vi.setSystemTime(new Date('2026-11-24T21:00:00+01:00'));
    expect((await s.phone({ type: 'come' })).statusCode).toBe(201);
    vi.setSystemTime(new Date('2026-11-24T21:10:00+01:00'));
    // Ten minutes without signal are no late booking.
    expect((await s.phone({ type: 'go', occurred_at: '2026-11-24T21:05:00+01:00' })).statusCode).toBe(201);
    expect((await s.flagsOn('2026-11-24')) & SENT_LATE).toBe(0);
  });

  it('does not mark a terminal’s buffered booking, nor one HR has corrected since', async () => {
    const s = await setup();
    vi.setSystemTime(new Date('2026-11-24T20:00:00+01:00'));
    const created = await ctx.request({ method: 'POST', url: '/rest/terminals', tenant: s.slug, token: s.token, body: { name: 'Tor' } });
    const code = created.json().data.secret as string;
    const holder = await createEmployee(ctx, s.slug, s.token, { badge: 'L-1' });
    const terminal = (body: Record<string, unknown>) => ctx.request({ method: 'POST', url: `/rest/terminal/${code}`, tenant: s.slug, body });
    expect((await terminal({ badge: 'L-1', type: 'come', occurred_at: '2026-11-23T06:00:00+01:00' })).statusCode).toBe(201);
    expect((await terminal({ badge: 'L-1', type: 'go', occurred_at: '2026-11-23T14:00:00+01:00' })).statusCode).toBe(201);
    expect((await s.flagsOn('2026-11-23', holder.id)) & SENT_LATE).toBe(0);

    const come = await s.phone({ type: 'come', occurred_at: '2026-11-23T07:00:00+01:00' });
    expect((await s.phone({ type: 'go', occurred_at: '2026-11-23T15:00:00+01:00' })).statusCode).toBe(201);
    expect((await s.flagsOn('2026-11-23')) & SENT_LATE).toBe(SENT_LATE);
    // HR checks the late come and the go and corrects both: the day now holds HR's times (128), no late phone booking.
    const events = (await ctx.request({ url: `/rest/employees/${s.worker.id}/clock-events?from=2026-11-23&to=2026-11-23`, tenant: s.slug, token: s.token })).json().data as Array<{ id: string; type: string }>;
    expect(events.map((event) => event.id)).toContain(come.json().event);
    const goEvent = events.find((event) => event.type === 'go')!;
    const corrected = await ctx.request({
      method: 'PATCH',
      url: `/rest/employees/${s.worker.id}/clock-events/${goEvent.id}`,
      tenant: s.slug,
      token: s.token,
      body: { occurred_at: '2026-11-23T15:05:00+01:00', reason: 'Checked with the person' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    // The come is still the phone's late one.
    expect((await s.flagsOn('2026-11-23')) & SENT_LATE).toBe(SENT_LATE);
    const comeFixed = await ctx.request({
      method: 'PATCH',
      url: `/rest/employees/${s.worker.id}/clock-events/${come.json().event}`,
      tenant: s.slug,
      token: s.token,
      body: { occurred_at: '2026-11-23T07:05:00+01:00', reason: 'Checked with the person' },
    });
    expect(comeFixed.statusCode, comeFixed.body).toBe(200);
    const flags = await s.flagsOn('2026-11-23');
    expect({ late: flags & SENT_LATE, corrected: flags & 128 }).toEqual({ late: 0, corrected: 128 });
  });
});
