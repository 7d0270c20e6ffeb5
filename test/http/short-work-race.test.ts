import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { gate } from '../support/gate.js';
import { createDepartment, tenantWithAdmin } from '../support/factories.js';
import { createShortWorkPeriod } from '../support/short-work.js';

/**
 * A change of a short-time work period checks who may and which months for the period as it read
 * it, before its transaction. A gate holds the next change there (reading the departments) while
 * another one moves the period.
 */
vi.mock('../../src/features/departments/departments.service.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/departments/departments.service.js')>();
  return {
    ...original,
    list: async (...args: Parameters<typeof original.list>) => {
      await gate.pass();
      return original.list(...args);
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('a short-time work period changed while another request was checking it', () => {
  it('is not deleted from a month that was closed after it was moved there', async () => {
    const s = await tenantWithAdmin(ctx);
    const req = (method: 'PATCH' | 'DELETE' | 'GET', url: string, body?: unknown) => ctx.request({ method, url, tenant: s.slug, token: s.token, body });
    const unit = await createDepartment(ctx, s.slug, s.token, 'Montage');
    const period = await createShortWorkPeriod(ctx, s.slug, s.token, { department_id: unit.id, from: '2027-05-03', to: '2027-05-07', reduction_percent: 20 });

    const held = gate.closeOnce();
    const deleting = req('DELETE', `/rest/short-work-periods/${period.id}`);
    await held.reached;
    const moved = await req('PATCH', `/rest/short-work-periods/${period.id}`, { from: '2027-06-07', to: '2027-06-11' });
    expect(moved.statusCode, moved.body).toBe(200);
    await ctx.services.tenants.withTenant(s.slug, ({ db }) =>
      db.insertInto('payroll_periods').values({ period: '2027-06', closed_at: new Date().toISOString(), closed_by: null }).execute(),
    );
    held.open();

    expectEnvelope(await deleting, 409, 'conflict');
    expect((await req('GET', `/rest/short-work-periods/${period.id}`)).json().data).toMatchObject({ from: '2027-06-07' });
  });
});
