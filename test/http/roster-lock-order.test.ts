import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';
import { createDepartment, createEmployee, tenantWithAdmin } from '../support/factories.js';
import { deadlocks, tenantClient, waitForLockWaiters } from '../support/postgres-locks.js';

/**
 * The lock order of a change of a whole roster: the roster, then the people planned in it (by id),
 * then anything else (its new unit, their entries). A change that starts from a person (their
 * department, entry date, an absence) holds the person and then writes their entries or holds
 * their department. Each race is staged with a lock of the test's own connection, so both requests
 * are certain to hold their first rows before either goes on; before the fix each of them deadlocked.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_PG_POOL_MAX: '4' });
});
afterAll(() => ctx?.close());

type Answer = { statusCode: number; body: string };

/**
 * Holds `lockSql` on the test's connection, starts `first` and waits until it waits for that lock,
 * starts `second` and waits until it waits too, then lets go: both answers, and the deadlocks seen.
 */
async function race(slug: string, lockSql: string, lockId: string, first: () => Promise<Answer>, second: () => Promise<Answer>) {
  const client = await tenantClient(ctx, slug);
  try {
    const before = await deadlocks(client);
    await client.query('begin');
    await client.query(lockSql, [lockId]);
    const a = first();
    await waitForLockWaiters(client, 1);
    const b = second();
    await waitForLockWaiters(client, 2);
    await client.query('commit');
    const [x, y] = await Promise.all([a, b]);
    const found = (await deadlocks(client, 1500)) - before;
    return { statuses: [x.statusCode, y.statusCode], deadlocks: found, bodies: `${x.body}\n${y.body}` };
  } finally {
    await client.end();
  }
}

async function tenant() {
  const s = await tenantWithAdmin(ctx);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<Answer> =>
    ctx.request({ method, url, tenant: s.slug, token: s.token, body });
  return { s, call };
}

describe.runIf(dialect === 'postgres')('a roster moved to a unit beside a planned person moved to that department', () => {
  it('both go through, and the entry is not cross-unit afterwards', async () => {
    const { s, call } = await tenant();
    const old = await createDepartment(ctx, s.slug, s.token, 'Alt');
    const target = await createDepartment(ctx, s.slug, s.token, 'Ziel');
    const person = await createEmployee(ctx, s.slug, s.token, { department_id: old.id });
    const created = await call('POST', '/rest/rosters', { name: 'März', period_start: '2030-03-01', period_end: '2030-03-31', unit_id: old.id });
    const roster = JSON.parse(created.body).data.id as string;
    const planned = await call('POST', `/rest/rosters/${roster}/entries`, { employee_id: person.id, date: '2030-03-12', start_time: '08:00', end_time: '12:00' });
    expect(planned.statusCode, planned.body).toBe(201);

    // The test holds D FOR KEY SHARE: the employee change holds the person and waits for D FOR
    // UPDATE; the roster change then holds the roster and (before the fix, writing unit_id) D FOR KEY SHARE.
    const result = await race(
      s.slug,
      'select 1 from departments where id = $1 for key share',
      target.id,
      () => call('PUT', `/rest/employees/${person.id}`, { department_id: target.id }),
      () => call('PUT', `/rest/rosters/${roster}`, { unit_id: target.id }),
    );
    expect({ statuses: result.statuses, deadlocks: result.deadlocks }, result.bodies).toEqual({ statuses: [200, 200], deadlocks: 0 });
    const entries = JSON.parse((await call('GET', `/rest/rosters/${roster}/entries`)).body).data as Array<{ source_unit_id: string | null }>;
    expect(entries.map((e) => e.source_unit_id)).toEqual([null]);
  });
});

/**
 * Publishing (and withdrawing) a roster writes all its entries in one statement, in the table's
 * order; the person-first changes write a person's entries in date order. The entries are planned
 * later-first, so the two orders differ; the test holds the middle entry FOR SHARE, so the person's
 * change has written the first of them before the publication starts.
 */
describe.runIf(dialect === 'postgres')('publishing a roster while a change of a planned person writes their entries', () => {
  async function setup() {
    const { s, call } = await tenant();
    const home = await createDepartment(ctx, s.slug, s.token, 'Heim');
    const other = await createDepartment(ctx, s.slug, s.token, 'Anders');
    const unit = await createDepartment(ctx, s.slug, s.token, 'Station');
    const person = await createEmployee(ctx, s.slug, s.token, { department_id: home.id });
    const created = await call('POST', '/rest/rosters', { name: 'März', period_start: '2030-03-01', period_end: '2030-03-31', unit_id: unit.id });
    const roster = JSON.parse(created.body).data.id as string;
    const ids: Record<string, string> = {};
    // The table holds them 16, 12, 08; the person's writes go 08, 12, 16.
    for (const start of ['16', '12', '08']) {
      const planned = await call('POST', `/rest/rosters/${roster}/entries`, { employee_id: person.id, date: '2030-03-12', start_time: `${start}:00`, end_time: `${start}:30` });
      expect(planned.statusCode, planned.body).toBe(201);
      ids[start] = JSON.parse(planned.body).data.id as string;
    }
    const middle = ids['12']!;
    const raceWith = (personWrite: () => Promise<Answer>, rosterWrite: () => Promise<Answer>) =>
      race(s.slug, 'select 1 from roster_entries where id = $1 for share', middle, personWrite, rosterWrite);
    return { call, person, roster, other, raceWith };
  }

  it('a later entry date (the shifts before it go open) and the publication both go through', async () => {
    const { call, person, roster, raceWith } = await setup();
    const result = await raceWith(
      () => call('PUT', `/rest/employees/${person.id}`, { entry_date: '2030-03-20' }),
      () => call('POST', `/rest/rosters/${roster}/publish`),
    );
    expect({ statuses: result.statuses, deadlocks: result.deadlocks }, result.bodies).toEqual({ statuses: [200, 200], deadlocks: 0 });
  });

  it('an approved absence over the shifts (absence_conflict on each) and the publication both go through', async () => {
    const { call, person, roster, raceWith } = await setup();
    const types = JSON.parse((await call('GET', '/rest/absence-types')).body).data as Array<{ id: string; needs_approval: boolean; category: string }>;
    const type = types.find((t) => !t.needs_approval && t.category !== 'sick') ?? types.find((t) => !t.needs_approval)!;
    const result = await raceWith(
      () => call('POST', '/rest/absences', { employee_id: person.id, type_id: type.id, start_date: '2030-03-12', end_date: '2030-03-12' }),
      () => call('POST', `/rest/rosters/${roster}/publish`),
    );
    expect({ statuses: result.statuses, deadlocks: result.deadlocks }, result.bodies).toEqual({ statuses: [201, 200], deadlocks: 0 });
  });

  it('a move to another department (source units derived anew) and the publication both go through', async () => {
    const { call, person, roster, other, raceWith } = await setup();
    const result = await raceWith(
      () => call('PUT', `/rest/employees/${person.id}`, { department_id: other.id }),
      () => call('POST', `/rest/rosters/${roster}/publish`),
    );
    expect({ statuses: result.statuses, deadlocks: result.deadlocks }, result.bodies).toEqual({ statuses: [200, 200], deadlocks: 0 });
  });

  it('a later entry date and withdrawing the publication both go through', async () => {
    const { call, person, roster, raceWith } = await setup();
    const published = await call('POST', `/rest/rosters/${roster}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const result = await raceWith(
      () => call('PUT', `/rest/employees/${person.id}`, { entry_date: '2030-03-20' }),
      () => call('POST', `/rest/rosters/${roster}/unpublish`),
    );
    expect({ statuses: result.statuses, deadlocks: result.deadlocks }, result.bodies).toEqual({ statuses: [200, 200], deadlocks: 0 });
  });
});
