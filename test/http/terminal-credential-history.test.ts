import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';

/**
 * A terminal that was offline sends its buffered events with the time they happened. A badge or
 * NFC tag handed to someone else in between names whoever held it then: the events of the morning
 * belong to the person who clocked, not to the one who carries the badge by the time they arrive.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

async function terminalSetup() {
  const admin = await tenantWithAdmin(ctx);
  const created = await ctx.request({ method: 'POST', url: '/rest/terminals', tenant: admin.slug, token: admin.token, body: { name: 'Tor 2' } });
  expect(created.statusCode, created.body).toBe(201);
  const code = created.json().data.secret as string;
  const clock = (body: Record<string, unknown>) => ctx.request({ method: 'POST', url: `/rest/terminal/${code}`, tenant: admin.slug, body });
  const put = (id: string, body: Record<string, unknown>) => ctx.request({ method: 'PUT', url: `/rest/employees/${id}`, tenant: admin.slug, token: admin.token, body });
  // The holdings so far began three hours ago, so that a buffered event of two hours ago lies within them.
  const backdateHoldings = () =>
    ctx.services.tenants.withTenant(admin.slug, ({ db }) => db.updateTable('credential_holders').set({ valid_from: hoursAgo(3) }).where('valid_until', 'is', null).execute());
  const eventsOf = (employeeId: string) =>
    ctx.services.tenants.withTenant(admin.slug, ({ db }) => db.selectFrom('clock_events').select(['type', 'occurred_at']).where('employee_id', '=', employeeId).orderBy('occurred_at').execute());
  return { ...admin, clock, put, backdateHoldings, eventsOf };
}

describe('a badge handed to someone else while a terminal buffered events', () => {
  it('books the buffered event of before the handover on its holder then, and the live one on its holder now', async () => {
    const setup = await terminalSetup();
    const first = await createEmployee(ctx, setup.slug, setup.token, { badge: 'B-77' });
    const second = await createEmployee(ctx, setup.slug, setup.token);
    await setup.backdateHoldings();
    expect((await setup.put(first.id, { badge: null })).statusCode).toBe(200);
    expect((await setup.put(second.id, { badge: 'B-77' })).statusCode).toBe(200);

    const buffered = await setup.clock({ badge: 'B-77', type: 'come', occurred_at: hoursAgo(2), event_id: 'tor2-0001' });
    expect(buffered.statusCode, buffered.body).toBe(201);
    expect(buffered.json().employee.id).toBe(first.id);
    const live = await setup.clock({ badge: 'B-77', type: 'come', event_id: 'tor2-0002' });
    expect(live.statusCode, live.body).toBe(201);
    expect(live.json().employee.id).toBe(second.id);

    expect((await setup.eventsOf(first.id)).map((event) => event.type)).toEqual(['come']);
    expect((await setup.eventsOf(second.id)).map((event) => event.type)).toEqual(['come']);
  });

  it('books the buffered event of someone whose badge was taken away and given to nobody on them', async () => {
    const setup = await terminalSetup();
    const holder = await createEmployee(ctx, setup.slug, setup.token, { badge: 'B-88' });
    await setup.backdateHoldings();
    expect((await setup.put(holder.id, { badge: 'B-89' })).statusCode).toBe(200);
    const buffered = await setup.clock({ badge: 'B-88', type: 'come', occurred_at: hoursAgo(2) });
    expect(buffered.statusCode, buffered.body).toBe(201);
    expect(buffered.json().employee.id).toBe(holder.id);
    // Live, the old badge names nobody any more; the new one names the holder.
    expect(expectEnvelope(await setup.clock({ badge: 'B-88', type: 'go' }), 422, 'validation_error').field_errors).toEqual({ badge: ['This badge is not known.'] });
    expect((await setup.clock({ badge: 'B-89', type: 'go' })).json().employee.id).toBe(holder.id);
  });

  it('books nothing on the new holder when the holder then has been deleted since', async () => {
    const setup = await terminalSetup();
    const leaver = await createEmployee(ctx, setup.slug, setup.token, { badge: 'B-99' });
    const successor = await createEmployee(ctx, setup.slug, setup.token);
    await setup.backdateHoldings();
    expect((await ctx.request({ method: 'DELETE', url: `/rest/employees/${leaver.id}`, tenant: setup.slug, token: setup.token })).statusCode).toBe(200);
    expect((await setup.put(successor.id, { badge: 'B-99' })).statusCode).toBe(200);
    const buffered = await setup.clock({ badge: 'B-99', type: 'come', occurred_at: hoursAgo(2) });
    expect(expectEnvelope(buffered, 422, 'validation_error').field_errors).toEqual({ badge: ['This badge is not known.'] });
    expect(await setup.eventsOf(successor.id)).toEqual([]);
  });

  it('books nothing on the colleague who holds the badge now when nobody held it at the time', async () => {
    const setup = await terminalSetup();
    const leaver = await createEmployee(ctx, setup.slug, setup.token, { badge: 'B-70' });
    const colleague = await createEmployee(ctx, setup.slug, setup.token);
    await setup.backdateHoldings();
    expect((await setup.put(leaver.id, { badge: null })).statusCode).toBe(200);
    // The card lay in a drawer from two and a half hours ago until it went to the colleague now.
    await ctx.services.tenants.withTenant(setup.slug, ({ db }) => db.updateTable('credential_holders').set({ valid_until: hoursAgo(2.5) }).where('employee_id', '=', leaver.id).execute());
    expect((await setup.put(colleague.id, { badge: 'B-70' })).statusCode).toBe(200);

    const buffered = await setup.clock({ badge: 'B-70', type: 'come', occurred_at: hoursAgo(2) });
    expect(expectEnvelope(buffered, 422, 'validation_error').field_errors).toEqual({ badge: ['This badge is not known.'] });
    expect(await setup.eventsOf(colleague.id)).toEqual([]);
    expect(await setup.eventsOf(leaver.id)).toEqual([]);
    // Before the gap it was the leaver's, as the history has it.
    expect((await setup.clock({ badge: 'B-70', type: 'come', occurred_at: hoursAgo(2.75) })).json().employee.id).toBe(leaver.id);
  });

  it('books nothing on a person erased since, by the badge or tag they held, nor on who holds it now', async () => {
    const setup = await terminalSetup();
    const leaver = await createEmployee(ctx, setup.slug, setup.token, { badge: 'B-66', entry_date: '2020-01-01' });
    const tags = `/rest/employees/${leaver.id}/nfc-tags`;
    expect((await ctx.request({ method: 'POST', url: tags, tenant: setup.slug, token: setup.token, body: { uid: '04C0FFEE' } })).statusCode).toBe(201);
    // They held both for days, and left yesterday (in the workspace's zone); then their data was erased.
    await ctx.services.tenants.withTenant(setup.slug, ({ db }) => db.updateTable('credential_holders').set({ valid_from: hoursAgo(5 * 24) }).execute());
    const zone = (await ctx.request({ url: '/rest/', tenant: setup.slug, token: setup.token })).json().data.tenant.timezone as string;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await setup.put(leaver.id, { exit_date: yesterday })).statusCode).toBe(200);
    const erased = await ctx.request({ method: 'POST', url: `/rest/employees/${leaver.id}/erasure`, tenant: setup.slug, token: setup.token, body: { reason: 'Antrag auf Löschung' } });
    expect(erased.statusCode, erased.body).toBe(200);
    const successor = await createEmployee(ctx, setup.slug, setup.token, { badge: 'B-66' });
    expect((await ctx.request({ method: 'POST', url: `/rest/employees/${successor.id}/nfc-tags`, tenant: setup.slug, token: setup.token, body: { uid: '04C0FFEE' } })).statusCode).toBe(201);

    // What a terminal buffered at noon of their last day (within the offline window of 72 hours).
    const lastDay = `${yesterday}T12:00:00Z`;
    const byBadge = await setup.clock({ badge: 'B-66', type: 'come', occurred_at: lastDay });
    expect(expectEnvelope(byBadge, 422, 'validation_error').field_errors).toEqual({ badge: ['This badge is not known.'] });
    const byTag = await setup.clock({ nfc_uid: '04C0FFEE', type: 'come', occurred_at: lastDay });
    expect(expectEnvelope(byTag, 422, 'validation_error').field_errors).toEqual({ nfc_uid: ['This NFC tag is not known.'] });
    expect(await setup.eventsOf(leaver.id)).toEqual([]);
    expect(await setup.eventsOf(successor.id)).toEqual([]);
  });

  it('books a buffered event of after the handover on the new holder', async () => {
    const setup = await terminalSetup();
    const first = await createEmployee(ctx, setup.slug, setup.token, { badge: 'B-55' });
    const second = await createEmployee(ctx, setup.slug, setup.token);
    expect((await setup.put(first.id, { badge: null })).statusCode).toBe(200);
    expect((await setup.put(second.id, { badge: 'B-55' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const buffered = await setup.clock({ badge: 'B-55', type: 'come', occurred_at: new Date().toISOString() });
    expect(buffered.statusCode, buffered.body).toBe(201);
    expect(buffered.json().employee.id).toBe(second.id);
  });
});

describe('an NFC tag registered to someone else while a terminal buffered events', () => {
  it('books the buffered event on the person the tag was registered to then', async () => {
    const setup = await terminalSetup();
    const first = await createEmployee(ctx, setup.slug, setup.token);
    const second = await createEmployee(ctx, setup.slug, setup.token);
    const tagsOf = (id: string) => `/rest/employees/${id}/nfc-tags`;
    const registered = await ctx.request({ method: 'POST', url: tagsOf(first.id), tenant: setup.slug, token: setup.token, body: { uid: '04A1B2C3' } });
    expect(registered.statusCode, registered.body).toBe(201);
    await setup.backdateHoldings();
    const removed = await ctx.request({ method: 'DELETE', url: `${tagsOf(first.id)}/${registered.json().data.id}`, tenant: setup.slug, token: setup.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await ctx.request({ method: 'POST', url: tagsOf(second.id), tenant: setup.slug, token: setup.token, body: { uid: '04:a1:b2:c3' } })).statusCode).toBe(201);

    const buffered = await setup.clock({ nfc_uid: '04 A1 B2 C3', type: 'come', occurred_at: hoursAgo(2) });
    expect(buffered.statusCode, buffered.body).toBe(201);
    expect(buffered.json().employee.id).toBe(first.id);
    const live = await setup.clock({ nfc_uid: '04A1B2C3', type: 'come' });
    expect(live.json().employee.id).toBe(second.id);
  });
});

describe('what the history keeps', () => {
  it('keeps a credential only as its hash, and ends every holding of a person who is deleted', async () => {
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'B-SECRET-1' });
    expect((await ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/nfc-tags`, tenant: setup.slug, token: setup.token, body: { uid: '04FFEE' } })).statusCode).toBe(201);
    expect((await ctx.request({ method: 'DELETE', url: `/rest/employees/${person.id}`, tenant: setup.slug, token: setup.token })).statusCode).toBe(200);
    const rows = await ctx.services.tenants.withTenant(setup.slug, ({ db }) => db.selectFrom('credential_holders').selectAll().where('employee_id', '=', person.id).orderBy('kind').execute());
    expect(rows.map((row) => row.kind)).toEqual(['badge', 'nfc_uid']);
    for (const row of rows) {
      expect(row.credential_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.valid_until).not.toBeNull();
    }
    expect(JSON.stringify(rows)).not.toContain('B-SECRET-1');
  });
});
