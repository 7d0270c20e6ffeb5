import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { gate } from '../support/gate.js';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';

/**
 * A change of a whole roster or a shift template looks at the entries planned in it or with it,
 * then writes. A gate holds the change right after that look (after the look for entries outside
 * a shortened period, before the look for the entries of a roster to be deleted, after the look
 * for upcoming entries of a template to be retired) while another request plans an entry or
 * publishes the roster.
 */
vi.mock('../../src/features/rosters/rosters.repository.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/rosters/rosters.repository.js')>();
  return {
    ...original,
    hasEntryOutside: async (...args: Parameters<typeof original.hasEntryOutside>) => {
      const outside = await original.hasEntryOutside(...args);
      await gate.pass();
      return outside;
    },
    plannedEntries: async (...args: Parameters<typeof original.plannedEntries>) => {
      await gate.pass();
      return original.plannedEntries(...args);
    },
  };
});
vi.mock('../../src/features/rosters/shifts.repository.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/rosters/shifts.repository.js')>();
  return {
    ...original,
    plannedEndingAfter: async (...args: Parameters<typeof original.plannedEndingAfter>) => {
      const planned = await original.plannedEndingAfter(...args);
      await gate.pass();
      return planned;
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

async function setup() {
  const s = await tenantWithAdmin(ctx);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => ctx.request({ method, url, tenant: s.slug, token: s.token, body });
  const person = await createEmployee(ctx, s.slug, s.token);
  const roster = (await call('POST', '/rest/rosters', { name: 'März', period_start: '2030-03-01', period_end: '2030-03-31' })).json().data.id as string;
  const entries = `/rest/rosters/${roster}/entries`;
  const plan = async (body: Record<string, unknown>) => {
    const response = await call('POST', entries, { employee_id: person.id, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string };
  };
  const shift = async () => (await call('POST', '/rest/shifts', { name: 'Früh', start_time: '06:00', end_time: '14:00', break_minutes: 30 })).json().data.id as string;
  const listed = async () => (await call('GET', entries)).json().data as Array<{ id: string; date: string; shift_id: string | null }>;
  return { call, person, roster, entries, plan, shift, listed };
}

/** The other request waits for the held change's transaction wherever that holds the row: let it get as far as it can first. */
const letItWait = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('a roster period shortened while an entry is planned past its new end', () => {
  it('is shortened and the new entry refused, leaving no entry outside the period', async () => {
    const { call, person, roster, entries, listed } = await setup();
    const held = gate.closeOnce();
    const shortening = call('PUT', `/rest/rosters/${roster}`, { period_end: '2030-03-15' });
    await held.reached; // looked: no entry after 15 March
    const planning = call('POST', entries, { employee_id: person.id, date: '2030-03-20', start_time: '08:00', end_time: '16:00' });
    await letItWait();
    held.open();

    expect((await shortening).statusCode).toBe(200);
    const refused = expectEnvelope(await planning, 422, 'validation_error');
    expect(refused.field_errors).toEqual({ date: ['2030-03-20 lies outside the roster period 2030-03-01 to 2030-03-15.'] });
    expect((await call('GET', `/rest/rosters/${roster}`)).json().data).toMatchObject({ period_end: '2030-03-15' });
    expect(await listed()).toEqual([]);
  });

  it('is shortened and an entry moved past its new end stays where it was', async () => {
    const { call, roster, entries, plan, listed } = await setup();
    const entry = await plan({ date: '2030-03-10', start_time: '08:00', end_time: '16:00' });
    const held = gate.closeOnce();
    const shortening = call('PUT', `/rest/rosters/${roster}`, { period_end: '2030-03-15' });
    await held.reached;
    const moving = call('PUT', `${entries}/${entry.id}`, { date: '2030-03-20' });
    await letItWait();
    held.open();

    expect((await shortening).statusCode).toBe(200);
    const refused = expectEnvelope(await moving, 422, 'validation_error');
    expect(refused.field_errors).toEqual({ date: ['2030-03-20 lies outside the roster period 2030-03-01 to 2030-03-15.'] });
    expect((await listed()).map((e) => e.date)).toEqual(['2030-03-10']);
  });
});

describe('a draft roster deleted while it is being published', () => {
  it('is not deleted once published', async () => {
    const { call, roster, plan, listed } = await setup();
    await plan({ date: '2030-03-10', start_time: '08:00', end_time: '16:00' });
    const held = gate.closeOnce();
    const deleting = call('DELETE', `/rest/rosters/${roster}`);
    await held.reached; // looked: a draft
    const published = await call('POST', `/rest/rosters/${roster}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    held.open();

    const refused = expectEnvelope(await deleting, 409, 'conflict');
    expect(refused.message).toBe('A published roster cannot be deleted; unpublish it first.');
    expect((await call('GET', `/rest/rosters/${roster}`)).json().data).toMatchObject({ status: 'published' });
    expect(await listed()).toHaveLength(1);
  });
});

describe('a shift template retired while an upcoming entry is planned with it', () => {
  it('is retired and the new entry refused, leaving no upcoming entry on a retired template', async () => {
    const { call, person, entries, shift, listed } = await setup();
    const early = await shift();
    const held = gate.closeOnce();
    const retiring = call('DELETE', `/rest/shifts/${early}`);
    await held.reached; // looked: nothing upcoming planned with it
    const planning = call('POST', entries, { employee_id: person.id, date: '2030-03-12', shift_id: early });
    await letItWait();
    held.open();

    expect((await retiring).statusCode).toBe(200);
    const refused = expectEnvelope(await planning, 422, 'validation_error');
    expect(refused.field_errors).toEqual({ shift_id: ['The selected shift id is invalid.'] });
    expect((await call('GET', `/rest/shifts/${early}`)).statusCode).toBe(404);
    expect(await listed()).toEqual([]);
  });

  it('is retired and an upcoming entry changed to it keeps its own times', async () => {
    const { call, entries, plan, shift, listed } = await setup();
    const early = await shift();
    const entry = await plan({ date: '2030-03-12', start_time: '08:00', end_time: '16:00' });
    const held = gate.closeOnce();
    const retiring = call('DELETE', `/rest/shifts/${early}`);
    await held.reached;
    const changing = call('PUT', `${entries}/${entry.id}`, { shift_id: early });
    await letItWait();
    held.open();

    expect((await retiring).statusCode).toBe(200);
    const refused = expectEnvelope(await changing, 422, 'validation_error');
    expect(refused.field_errors).toEqual({ shift_id: ['The selected shift id is invalid.'] });
    expect(await listed()).toEqual([expect.objectContaining({ id: entry.id, shift_id: null })]);
  });
});
