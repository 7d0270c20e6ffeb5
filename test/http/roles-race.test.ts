import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { gate } from '../support/gate.js';
import { personWithLogin, tenantWithAdmin } from '../support/factories.js';

/**
 * Changing or deleting a role reads it and checks the actor's rights against the permissions it
 * carries. A gate holds the next change right after that read while a Workspace Admin gives the
 * role a permission the actor lacks.
 */
vi.mock('../../src/features/roles/roles.repository.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/roles/roles.repository.js')>();
  return {
    ...original,
    find: async (...args: Parameters<typeof original.find>) => {
      const role = await original.find(...args);
      await gate.pass();
      return role;
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** The other request waits wherever the held one holds the role; let it get as far as it can first. */
const letOthersRun = () => new Promise((resolve) => setTimeout(resolve, 200));

/** A custom role within an HR Admin's reach, the HR Admin, and the admin's change that puts the role above them. */
async function setup() {
  const s = await tenantWithAdmin(ctx);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = s.token) => ctx.request({ method, url, tenant: s.slug, token, body });
  const created = await call('POST', '/rest/roles', { name: 'Schichtleitung', permissions: ['employees:view'] });
  expect(created.statusCode, created.body).toBe(201);
  const role = created.json().data as { id: string };
  const hr = await personWithLogin(ctx, s.slug, s.token, { role: 'hr_admin' });
  const raised = ['employees:view', 'payroll:manage'];
  const raise = () => call('PUT', `/rest/roles/${role.id}`, { permissions: raised });
  const stored = () => ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('roles').select('permissions').where('id', '=', role.id).executeTakeFirst());
  return { call, role, hr, raised, raise, stored };
}

describe('a role changed by someone while a Workspace Admin puts it above them', () => {
  it('does not let them take away a permission they lack, as without the race', async () => {
    const s = await setup();

    const held = gate.closeOnce();
    const changing = s.call('PUT', `/rest/roles/${s.role.id}`, { permissions: ['employees:view', 'absences:view'] }, s.hr.token); // read: employees:view only
    await held.reached;
    const raising = s.raise();
    await letOthersRun();
    held.open();

    const [changed, raised] = [await changing, await raising];
    expect(raised.statusCode, raised.body).toBe(200);
    // Either order ends with the admin's list: the HR Admin's change is refused after it, or overwritten.
    if (changed.statusCode !== 200) expect(expectEnvelope(changed, 403, 'forbidden').errors[0]._meta.missing_permissions).toEqual(['payroll:manage']);
    expect(await s.stored()).toEqual({ permissions: s.raised });

    // The same change without a race.
    const again = expectEnvelope(await s.call('PUT', `/rest/roles/${s.role.id}`, { name: 'Umbenannt' }, s.hr.token), 403, 'forbidden');
    expect(again.errors[0]._meta.missing_permissions).toEqual(['payroll:manage']);
  });

  it('does not let them delete it once it carries a permission they lack', async () => {
    const s = await setup();

    const held = gate.closeOnce();
    const deleting = s.call('DELETE', `/rest/roles/${s.role.id}`, undefined, s.hr.token); // read: employees:view only
    await held.reached;
    const raising = s.raise();
    await letOthersRun();
    held.open();

    const [deleted, raised] = [await deleting, await raising];
    if (deleted.statusCode === 403) {
      expect(expectEnvelope(deleted, 403, 'forbidden').errors[0]._meta.missing_permissions).toEqual(['payroll:manage']);
      expect(raised.statusCode, raised.body).toBe(200);
      expect(await s.stored()).toEqual({ permissions: s.raised });
    } else {
      // Deleted first: the admin's change then finds no role.
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);
      expectEnvelope(raised, 404, 'not_found');
      expect(await s.stored()).toBeUndefined();
    }
  });
});
