import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { gate } from '../support/gate.js';
import { createDepartment, createEmployee, tenantWithAdmin } from '../support/factories.js';
import { createProject } from '../support/projects.js';

/**
 * Giving a person or a department a cost centre reads the cost centre (assertAssignable) and
 * checks it is there and active. A gate holds the next assignment right after that read while
 * the cost centre is deactivated or deleted.
 */
vi.mock('../../src/features/cost-centers/cost-centers.repository.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/cost-centers/cost-centers.repository.js')>();
  return {
    ...original,
    find: async (...args: Parameters<typeof original.find>) => {
      const row = await original.find(...args);
      await gate.pass();
      return row;
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** The other request waits wherever the held one holds the cost centre; let it get as far as it can first. */
const letOthersRun = () => new Promise((resolve) => setTimeout(resolve, 200));

const holders: Array<{
  what: string;
  table: 'employees' | 'departments' | 'projects';
  /** Where the holder is changed, and how. */
  url: string;
  method: 'PUT' | 'PATCH';
  create: (slug: string, token: string) => Promise<{ id: string }>;
}> = [
  { what: 'a person', table: 'employees', url: '/rest/employees', method: 'PUT', create: (slug, token) => createEmployee(ctx, slug, token) },
  { what: 'a department', table: 'departments', url: '/rest/departments', method: 'PUT', create: (slug, token) => createDepartment(ctx, slug, token, 'Montage') },
  { what: 'a project', table: 'projects', url: '/rest/projects', method: 'PATCH', create: (slug, token) => createProject(ctx, slug, token, { number: 'P-1', name: 'Umbau' }) },
];

/** A cost centre, someone or something without one, and the request that gives it to them. */
async function setup(holder: (typeof holders)[number]) {
  const s = await tenantWithAdmin(ctx);
  const call = (method: 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) => ctx.request({ method, url, tenant: s.slug, token: s.token, body });
  const created = await ctx.request({ method: 'POST', url: '/rest/cost-centers', tenant: s.slug, token: s.token, body: { number: 'KST-100', name: 'Fertigung' } });
  expect(created.statusCode, created.body).toBe(201);
  const center = created.json().data as { id: string };
  const target = await holder.create(s.slug, s.token);
  const assign = () => call(holder.method, `${holder.url}/${target.id}`, { cost_center_id: center.id });
  const stored = () =>
    ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom(holder.table).select('cost_center_id').where('id', '=', target.id).executeTakeFirstOrThrow());
  return { call, center, assign, stored };
}

describe.each(holders)('a cost centre given to $what while it is changed', (holder) => {
  it('is given only if the deactivation comes after, else refused as inactive', async () => {
    const s = await setup(holder);

    const held = gate.closeOnce();
    const assigning = s.assign(); // read: active
    await held.reached;
    let answered = false;
    const deactivating = s.call('PATCH', `/rest/cost-centers/${s.center.id}`, { active: false });
    void deactivating.then(() => (answered = true));
    await letOthersRun();
    const answeredWhileHeld = answered;
    held.open();

    const [assigned, deactivated] = [await assigning, await deactivating];
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    if (assigned.statusCode === 200) {
      // Given while it was active: the deactivation waited for that, it was not done before.
      expect(answeredWhileHeld).toBe(false);
      expect(await s.stored()).toEqual({ cost_center_id: s.center.id });
    } else {
      expect(expectEnvelope(assigned, 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'cost_center_inactive' });
      expect(await s.stored()).toEqual({ cost_center_id: null });
    }
  });

  it('is given and keeps the cost centre, or finds it deleted, never a generic conflict', async () => {
    const s = await setup(holder);

    const held = gate.closeOnce();
    const assigning = s.assign(); // read: there
    await held.reached;
    const deleting = s.call('DELETE', `/rest/cost-centers/${s.center.id}`);
    await letOthersRun();
    held.open();

    const [assigned, deleted] = [await assigning, await deleting];
    if (assigned.statusCode === 200) {
      expect(expectEnvelope(deleted, 409, 'conflict').errors[0]._meta).toMatchObject({ code: 'cost_center_in_use' });
      expect(await s.stored()).toEqual({ cost_center_id: s.center.id });
    } else {
      // The answer an assignment of a cost centre deleted before gets.
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(expectEnvelope(assigned, 422, 'validation_error').field_errors).toEqual({ cost_center_id: ['The selected cost center id is invalid.'] });
      expect(await s.stored()).toEqual({ cost_center_id: null });
    }
  });
});
