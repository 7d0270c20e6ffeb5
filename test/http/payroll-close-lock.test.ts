import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';
import { createEmployee } from '../support/factories.js';
import { payrollSetup } from '../support/payroll.js';
import { tenantClient, waitForLockWaiters } from '../support/postgres-locks.js';

/**
 * A later entry date moves days out of the employment, so a closed month among them refuses it
 * (assertDaysOpen), which chooses the months to check from the earliest month closed now. In a
 * workspace that never closed a month, the first close of last month, made while the change runs,
 * must either wait for the change (and keep it in the snapshot) or be seen by it (409): it must
 * not let the change commit into the closed month with the snapshot keeping the target of days the
 * person is no longer employed on. The test's connection holds one of the person's shifts FOR
 * SHARE for a moment, so the change (which frees the shifts before the new entry date after its
 * month check) is still running while the month is closed. SQLite runs one write transaction at a
 * time, so the race is PostgreSQL's only.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_PG_POOL_MAX: '4' });
});
afterAll(() => ctx?.close());

function lastMonth(): string {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 7);
}

/** Whether the close waits for a lock beside the change (true) rather than answering first (false). */
async function answersOrWaits(closing: Promise<unknown>, client: Awaited<ReturnType<typeof tenantClient>>): Promise<boolean> {
  let answered = false;
  void closing.finally(() => (answered = true));
  const until = Date.now() + 10_000;
  for (;;) {
    if (answered) return false;
    const waits = await waitForLockWaiters(client, 2, 0).then(
      () => true,
      () => false,
    );
    if (waits) return true;
    if (Date.now() > until) throw new Error('the close neither answered nor waited');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(dialect === 'postgres')('the first close of a month while an entry date moves into it', () => {
  it('waits for the change and keeps it in the snapshot', async () => {
    const s = await payrollSetup(ctx);
    const month = lastMonth();
    const person = await createEmployee(ctx, s.slug, s.token);
    await s.assign(person.id, '2020-01-01');
    const roster = await s.req('POST', '/rest/rosters', { name: 'Vormonat', period_start: `${month}-01`, period_end: `${month}-28` });
    expect(roster.statusCode, roster.body).toBe(201);
    const planned = await s.req('POST', `/rest/rosters/${roster.json().data.id}/entries`, { employee_id: person.id, date: `${month}-05`, start_time: '08:00', end_time: '12:00' });
    expect(planned.statusCode, planned.body).toBe(201);

    const client = await tenantClient(ctx, s.slug);
    let put;
    let close;
    let closeWaited: boolean;
    try {
      await client.query('begin');
      await client.query('select 1 from roster_entries where id = $1 for share', [planned.json().data.id]);
      const changing = ctx.request({ method: 'PUT', url: `/rest/employees/${person.id}`, tenant: s.slug, token: s.token, body: { entry_date: `${month}-20` } });
      await waitForLockWaiters(client, 1); // past its month check, freeing the shift on the 5th
      const closing = s.close(month);
      // The close either answers while the change still runs, or waits for it (a second waiter).
      closeWaited = await answersOrWaits(closing, client);
      await client.query('commit');
      [put, close] = await Promise.all([changing, closing]);
    } finally {
      await client.end();
    }
    expect(put.statusCode, put.body).toBe(200);
    expect(close.statusCode, close.body).toBe(200);
    const first = (await s.snapshot(month)).find((row) => row.employee.id === person.id);
    // What a close of the month as it now stands keeps for the person.
    expect((await s.reopen(month, 'check')).statusCode).toBe(200);
    expect((await s.close(month)).statusCode).toBe(200);
    const again = (await s.snapshot(month)).find((row) => row.employee.id === person.id);
    expect(first?.target_ms).toBe(again?.target_ms);
    expect(closeWaited).toBe(true);
  });
});
