import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { personWithLogin, tenantWithAdmin } from '../support/factories.js';

/**
 * Someone at a site in another zone than the workspace's has left once their exit date has passed
 * on their own clock (docs/working-time.md: a live booking is refused on a local date after the
 * exit date): a New York employee clocks out on the evening of their last day after Berlin's
 * midnight, and a Tokyo employee is signed out at Tokyo's midnight, before Berlin's.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
afterEach(() => vi.useRealTimers());

describe('the last day of someone at a site in another zone', () => {
  it('takes the web clock-out at 18:30 New York time on the exit date', async () => {
    // Friday 15 Jan 2027, 09:00 in New York (15:00 in Berlin).
    vi.setSystemTime(new Date('2027-01-15T09:00:00-05:00'));
    const admin = await tenantWithAdmin(ctx);
    const req = (method: 'POST' | 'PUT', url: string, body: unknown, token = admin.token) => ctx.request({ method, url, tenant: admin.slug, token, body });
    const ny = (await req('POST', '/rest/locations', { name: 'New York Sales', timezone: 'America/New_York' })).json().data.id;
    const person = await personWithLogin(ctx, admin.slug, admin.token, { role: 'employee', location_id: ny, exit_date: '2027-01-15' });

    const come = await req('POST', '/rest/clock', { type: 'come' }, person.token);
    expect(come.statusCode, come.body).toBe(201);
    expect(come.json().data.occurred_at).toBe('2027-01-15T09:00:00-05:00');

    // 18:30 in New York: still the exit date there, already Saturday 00:30 in Berlin.
    vi.setSystemTime(new Date('2027-01-15T18:30:00-05:00'));
    const go = await req('POST', '/rest/clock', { type: 'go' }, person.token);
    expect(go.statusCode, go.body).toBe(201);
    expect(go.json().data).toMatchObject({ type: 'go', occurred_at: '2027-01-15T18:30:00-05:00' });
  });

  it('signs a Tokyo employee out at Tokyo midnight on their exit date, while it is still that day in Berlin', async () => {
    // Friday 15 Jan 2027, 23:30 in Tokyo (15:30 in Berlin).
    vi.setSystemTime(new Date('2027-01-15T23:30:00+09:00'));
    const admin = await tenantWithAdmin(ctx);
    const req = (method: 'GET' | 'POST', url: string, body: unknown, token = admin.token) => ctx.request({ method, url, tenant: admin.slug, token, body });
    const tokyo = (await req('POST', '/rest/locations', { name: 'Tokyo Office', timezone: 'Asia/Tokyo' })).json().data.id;
    const person = await personWithLogin(ctx, admin.slug, admin.token, { role: 'employee', location_id: tokyo, exit_date: '2027-01-15' });
    expect((await req('GET', '/rest/login', undefined, person.token)).statusCode).toBe(200);
    // 00:30 Saturday in Tokyo, 16:30 Friday in Berlin.
    vi.setSystemTime(new Date('2027-01-16T00:30:00+09:00'));
    expect((await req('GET', '/rest/login', undefined, person.token)).statusCode).toBe(401);
  });
});
