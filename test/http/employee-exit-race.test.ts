import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { gate } from '../support/gate.js';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';

/**
 * Changing or deleting a person reads their record, checks the actor's rank against theirs
 * (assertOutranksNot, for an exit date or a deletion) and only then opens its transaction. A gate
 * holds the next change at that rank check while another change moves the exit date and
 * September is closed.
 */
vi.mock('../../src/features/employees/employees.repository.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/employees/employees.repository.js')>();
  return {
    ...original,
    rolePermissionsOrThrow: async (...args: Parameters<typeof original.rolePermissionsOrThrow>) => {
      await gate.pass();
      return original.rolePermissionsOrThrow(...args);
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** A person without an exit date, and the requests of a Workspace Admin of their tenant. */
async function setup() {
  const s = await tenantWithAdmin(ctx);
  const call = (method: 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) => ctx.request({ method, url, tenant: s.slug, token: s.token, body });
  const person = await createEmployee(ctx, s.slug, s.token, { entry_date: '2026-01-01' });
  /** Leaves at the end of August, and September is closed without them. */
  const leaveAndCloseSeptember = async () => {
    const left = await call('PUT', `/rest/employees/${person.id}`, { exit_date: '2026-08-31' });
    expect(left.statusCode, left.body).toBe(200);
    const closed = await call('POST', '/rest/payroll-periods/2026-09/close');
    expect(closed.statusCode, closed.body).toBe(200);
  };
  const stored = () => ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('employees').select(['exit_date', 'deleted_at']).where('id', '=', person.id).executeTakeFirstOrThrow());
  return { call, person, leaveAndCloseSeptember, stored };
}

describe('an employee changed from a record another change had moved since', () => {
  it('refuses an exit date that would bring days of a closed month back into the employment, as without the race', async () => {
    const s = await setup();

    const held = gate.closeOnce();
    const moving = s.call('PUT', `/rest/employees/${s.person.id}`, { exit_date: '2026-10-31' }); // read: no exit date
    await held.reached;
    await s.leaveAndCloseSeptember();
    held.open();

    const refused = expectEnvelope(await moving, 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: '2026-09' });
    expect(await s.stored()).toMatchObject({ exit_date: '2026-08-31' });

    // The same change without a race.
    const again = expectEnvelope(await s.call('PUT', `/rest/employees/${s.person.id}`, { exit_date: '2026-10-31' }), 409, 'conflict');
    expect(again.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: '2026-09' });
  });

  it('deletes a person who left meanwhile without giving them an exit date of today', async () => {
    const s = await setup();

    const held = gate.closeOnce();
    const deleting = s.call('DELETE', `/rest/employees/${s.person.id}`); // read: no exit date, so it would set today's
    await held.reached;
    await s.leaveAndCloseSeptember();
    held.open();

    const deleted = await deleting;
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Someone with an exit date keeps it when deleted; today's would give closed September its working days back.
    expect(await s.stored()).toMatchObject({ exit_date: '2026-08-31', deleted_at: expect.any(String) });
  });
});
