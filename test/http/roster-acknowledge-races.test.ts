import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { gate } from '../support/gate.js';
import { personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { pushJobs } from '../support/jobs.js';
import { webhookReceiver } from '../support/webhook-receiver.js';
import type { TenantDb } from '../../src/platform/tenancy/tenant-databases.js';

/**
 * What the planned person does with their roster entry (acknowledging it, applying for an open
 * shift) reads the entry first, then writes. A gate holds the first request right after it read
 * the entry, outside any transaction, while another request changes the entry or erases the person
 * and is answered.
 */
vi.mock('../../src/features/rosters/roster-entries.repository.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/rosters/roster-entries.repository.js')>();
  return {
    ...original,
    find: async (...args: Parameters<typeof original.find>) => {
      const entry = await original.find(...args);
      await gate.pass();
      return entry;
    },
  };
});

let ctx: TestContext;
// Webhook deliveries go only to a receiver the test starts on 127.0.0.1.
beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_WEBHOOKS_ALLOW_PRIVATE: '1' });
});
afterAll(() => ctx?.close());

const DAY = 86_400_000;

interface Entry {
  id: string;
  start_time: string;
  end_time: string;
  note: string | null;
  acknowledgement: { status: string; acknowledged_at: string | null } | null;
}

async function setup() {
  const s = await tenantWithAdmin(ctx);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = s.token) => ctx.request({ method, url, tenant: s.slug, token, body });
  const roster = (await call('POST', '/rest/rosters', { name: 'März', period_start: '2030-03-01', period_end: '2030-03-31' })).json().data.id as string;
  expect((await call('POST', `/rest/rosters/${roster}/publish`)).statusCode).toBe(200);
  const entries = `/rest/rosters/${roster}/entries`;
  const plan = async (body: Record<string, unknown>) => {
    const response = await call('POST', entries, { publish: true, date: '2030-03-12', start_time: '08:00', end_time: '16:00', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Entry;
  };
  const entry = async (id: string) => (await call('GET', `${entries}/${id}`)).json().data as Entry;
  const login = (person: Record<string, unknown> = {}) => personWithLogin(ctx, s.slug, s.token, { role: 'employee', ...person });
  const acknowledge = (id: string, token: string) => call('POST', `${entries}/${id}/acknowledge`, undefined, token);
  const inTenant = <T>(read: (db: TenantDb) => Promise<T>) => ctx.services.tenants.withTenant(s.slug, ({ db }) => read(db));
  return { s, call, entries, plan, entry, login, acknowledge, inTenant };
}

describe('an acknowledgement while the planner changes the entry', () => {
  it('is refused once the entry was moved, which stays to be acknowledged as it is now', async () => {
    const { call, entries, plan, entry, login, acknowledge } = await setup();
    const person = await login();
    const planned = await plan({ employee_id: person.id });
    const held = gate.closeOnce();
    const acknowledging = acknowledge(planned.id, person.token);
    await held.reached; // read: 08:00 to 16:00, pending
    const moving = await call('PUT', `${entries}/${planned.id}`, { start_time: '06:00', end_time: '14:00' });
    expect(moving.statusCode, moving.body).toBe(200);
    held.open();

    const refused = expectEnvelope(await acknowledging, 409, 'conflict');
    expect(refused.errors[0].detail).toMatch(/changed/);
    expect(refused.errors[0]._meta).toMatchObject({ code: 'roster_entry_changed' });
    expect(await entry(planned.id)).toMatchObject({ start_time: '06:00', acknowledgement: { status: 'pending', acknowledged_at: null } });
    // Acknowledged again, as seen now, it lands.
    const again = await acknowledge(planned.id, person.token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ start_time: '06:00', acknowledgement: { status: 'acknowledged' } });
  });

  it('lands before a move that read the entry first, and the move asks for a new one', async () => {
    const { s, call, entries, plan, entry, login, acknowledge } = await setup();
    const person = await login();
    const planned = await plan({ employee_id: person.id });
    const held = gate.closeOnce();
    const moving = call('PUT', `${entries}/${planned.id}`, { start_time: '06:00', end_time: '14:00' });
    await held.reached; // read: 08:00 to 16:00
    const acknowledged = await acknowledge(planned.id, person.token);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json().data).toMatchObject({ start_time: '08:00', acknowledgement: { status: 'acknowledged' } });
    held.open();

    expect((await moving).statusCode).toBe(200);
    expect(await entry(planned.id)).toMatchObject({ start_time: '06:00', acknowledgement: { status: 'pending', acknowledged_at: null } });
    const pushed = await pushJobs(ctx, s.slug, person.id);
    expect(pushed.map((job) => job.job_payload.data.kind)).toEqual(['roster_entry_published', 'roster_entry_changed']);
  });

  it('lands once the note was changed, which asks for no new acknowledgement', async () => {
    const { call, entries, plan, entry, login, acknowledge } = await setup();
    const person = await login();
    const planned = await plan({ employee_id: person.id });
    const held = gate.closeOnce();
    const acknowledging = acknowledge(planned.id, person.token);
    await held.reached;
    const noting = await call('PUT', `${entries}/${planned.id}`, { note: 'Bitte Schlüssel abholen' });
    expect(noting.statusCode, noting.body).toBe(200);
    held.open();

    const acknowledged = await acknowledging;
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json().data).toMatchObject({ note: 'Bitte Schlüssel abholen', acknowledgement: { status: 'acknowledged' } });
    expect((await entry(planned.id)).acknowledgement).toEqual(acknowledged.json().data.acknowledgement);
  });
});

describe('two acknowledgements of one entry at once', () => {
  it('keep the first time and tell subscribers once', async () => {
    const receiver = await webhookReceiver();
    try {
      const { call, plan, login, acknowledge, inTenant } = await setup();
      const hook = await call('POST', '/rest/webhooks', { url: receiver.url, events: ['roster_entry.acknowledged'] });
      expect(hook.statusCode, hook.body).toBe(201);
      const person = await login();
      const planned = await plan({ employee_id: person.id });
      const held = gate.closeOnce();
      const first = acknowledge(planned.id, person.token);
      await held.reached; // read: pending
      const second = await acknowledge(planned.id, person.token);
      expect(second.statusCode, second.body).toBe(200);
      held.open();

      const late = await first;
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json().data.acknowledgement).toEqual(second.json().data.acknowledgement);
      const events = await inTenant((db) => db.selectFrom('webhook_deliveries').select('id').where('event', '=', 'roster_entry.acknowledged').execute());
      expect(events).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});

describe('an application for an open shift while the applicant is erased', () => {
  it('is refused as after the erasure, and leaves no application behind', async () => {
    const { call, entries, plan, login, inTenant } = await setup();
    const open = await plan({ employee_id: null, start_time: '06:00', end_time: '10:00' });
    const applicant = await login({ entry_date: '2020-01-01' });
    const held = gate.closeOnce();
    const applying = call('POST', `${entries}/${open.id}/applications`, undefined, applicant.token);
    await held.reached; // read: open and published
    // Only a former employee is erased: they left two days ago (a past day in any zone).
    const left = await call('PUT', `/rest/employees/${applicant.id}`, { exit_date: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10) });
    expect(left.statusCode, left.body).toBe(200);
    const erased = await call('POST', `/rest/employees/${applicant.id}/erasure`, { reason: 'Antrag nach Art. 17' });
    expect(erased.statusCode, erased.body).toBe(200);
    held.open();

    const refused = expectEnvelope(await applying, 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ code: 'employee_erased' });
    const applications = await inTenant((db) => db.selectFrom('roster_entry_applications').select('id').where('employee_id', '=', applicant.id).execute());
    expect(applications).toEqual([]);
  });
});
