import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { gate } from '../support/gate.js';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';

/**
 * An entry's creation checks the person's other entries again and stores their warnings, then
 * queues its push, all in one transaction. A gate holds that transaction at the push while
 * another request deletes one of the person's entries and refreshes the same neighbours.
 */
vi.mock('../../src/features/push/push-outbox.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/push/push-outbox.js')>();
  return {
    ...original,
    enqueuePush: async (...args: Parameters<typeof original.enqueuePush>) => {
      await gate.pass();
      return original.enqueuePush(...args);
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('roster warnings refreshed by two changes at once', () => {
  it('keeps the finding of an entry created while its neighbour’s other partner was deleted', async () => {
    const s = await tenantWithAdmin(ctx);
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => ctx.request({ method, url, tenant: s.slug, token: s.token, body });
    const person = await createEmployee(ctx, s.slug, s.token);
    const shift = async (start_time: string, end_time: string) =>
      (await call('POST', '/rest/shifts', { name: `${start_time}-${end_time}`, start_time, end_time, break_minutes: 30 })).json().data.id as string;
    const roster = (await call('POST', '/rest/rosters', { name: 'März', period_start: '2026-03-01', period_end: '2026-03-31' })).json().data.id as string;
    const entries = `/rest/rosters/${roster}/entries`;
    const plan = async (body: Record<string, unknown>) => {
      const response = await call('POST', entries, { employee_id: person.id, force: true, ...body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { id: string };
    };
    const late = await plan({ date: '2026-03-09', shift_id: await shift('14:00', '22:00') });
    const early = await plan({ date: '2026-03-10', shift_id: await shift('06:00', '14:00') });
    const warningsOfLate = async () => (await call('GET', `${entries}/${late.id}`)).json().data.warnings as string[];
    expect(await warningsOfLate()).toContain('rest_under_11h');

    // A night shift ending 9 h before the late one begins: the late shift keeps its finding.
    const held = gate.closeOnce();
    const creating = plan({ date: '2026-03-08', shift_id: await shift('21:00', '05:00'), publish: true });
    await held.reached;
    const deleting = call('DELETE', `${entries}/${early.id}`);
    // The deletion must wait for the creation, not refresh the late shift without the night before it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    held.open();
    await creating;
    expect((await deleting).statusCode).toBe(200);
    expect(await warningsOfLate()).toContain('rest_under_11h');
  });
});
