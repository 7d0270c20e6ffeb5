import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';
import { deadlocks, tenantClient, waitForLockWaiters } from '../support/postgres-locks.js';

/**
 * The employee import changes its rows in one transaction, each row in a savepoint, and holds every
 * person it changes until the end. A planner's change that reaches two people takes them in the
 * order of their ids (lockPeople); so must the import, even for a file that lists the later id
 * first, or each holds one and waits for the other. The test's connection holds the person with the
 * lower id FOR KEY SHARE for a moment, so the planner waits for them first and the import second.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_PG_POOL_MAX: '4' });
});
afterAll(() => ctx?.close());

describe.runIf(dialect === 'postgres')('an import changing two people while a planner hands a shift from one to the other', () => {
  // A dry run changes the people as the import would, and holds them so too.
  it.each([
    ['an import', ''],
    ['a dry run', '?dry_run=true'],
  ])('both go through: %s holds the people it changes in the order of their ids', async (_what, query) => {
    const s = await tenantWithAdmin(ctx);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, headers?: Record<string, string>) =>
      ctx.request({ method, url, tenant: s.slug, token: s.token, body, headers });
    const people = [await createEmployee(ctx, s.slug, s.token, { code: '5001' }), await createEmployee(ctx, s.slug, s.token, { code: '5002' })].sort((a, b) =>
      a.id < b.id ? -1 : 1,
    );
    const [low, high] = people as [(typeof people)[number], (typeof people)[number]];
    const roster = (await call('POST', '/rest/rosters', { name: 'März', period_start: '2030-03-01', period_end: '2030-03-31' })).json().data.id as string;
    const planned = await call('POST', `/rest/rosters/${roster}/entries`, { employee_id: low.id, date: '2030-03-12', start_time: '08:00', end_time: '12:00' });
    expect(planned.statusCode, planned.body).toBe(201);
    const entry = planned.json().data.id as string;
    // The later id first, as a file sorted by name or number may well list them.
    const csv = `Personalnummer;Vorname;Nachname\r\n${high.code};Neu;Hoch\r\n${low.code};Neu;Tief\r\n`;

    const client = await tenantClient(ctx, s.slug);
    try {
      const before = await deadlocks(client);
      await client.query('begin');
      await client.query('select 1 from employees where id = $1 for key share', [low.id]);
      const handing = call('PUT', `/rest/rosters/${roster}/entries/${entry}`, { employee_id: high.id });
      await waitForLockWaiters(client, 1); // holds the roster, waits for the lower id
      const importing = call('POST', `/rest/imports/employees${query}`, csv, { 'content-type': 'text/csv' });
      await waitForLockWaiters(client, 2); // holds the higher id (first row), waits for the lower one
      await client.query('commit');
      const [handed, imported] = await Promise.all([handing, importing]);
      const found = (await deadlocks(client, 1500)) - before;
      expect({ statuses: [handed.statusCode, imported.statusCode], deadlocks: found }, `${handed.body}\n${imported.body}`).toEqual({ statuses: [200, 200], deadlocks: 0 });
    } finally {
      await client.end();
    }
  });
});
