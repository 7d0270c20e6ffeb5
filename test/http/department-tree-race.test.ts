import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { gate } from '../support/gate.js';
import { createDepartment, tenantWithAdmin } from '../support/factories.js';

/**
 * Moving a department checks the tree it read (the parent is there, no loop) and then writes. A
 * gate holds the next move right after it read the tree, while another request changes the tree.
 */
vi.mock('../../src/features/departments/departments.repository.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/departments/departments.repository.js')>();
  return {
    ...original,
    tree: async (...args: Parameters<typeof original.tree>) => {
      const units = await original.tree(...args);
      await gate.pass();
      return units;
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** The other request waits wherever the held one holds the tree; let it get as far as it can first. */
const letOthersRun = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('the organisation tree changed while a department is being moved', () => {
  it('never gets a loop from two departments moved below each other at the same time', async () => {
    const s = await tenantWithAdmin(ctx);
    const a = await createDepartment(ctx, s.slug, s.token, 'Einkauf');
    const b = await createDepartment(ctx, s.slug, s.token, 'Vertrieb');
    const move = (id: string, parentId: string) => ctx.request({ method: 'PUT', url: `/rest/departments/${id}`, tenant: s.slug, token: s.token, body: { parent_id: parentId } });

    const held = gate.closeOnce();
    const movingA = move(a.id, b.id);
    await held.reached;
    const movingB = move(b.id, a.id);
    await letOthersRun();
    held.open();

    const movedA = await movingA;
    expect(movedA.statusCode, movedA.body).toBe(200);
    // Refused as when A had been below B before: B would be its own sub-unit.
    expect(expectEnvelope(await movingB, 422, 'validation_error').field_errors).toHaveProperty('parent_id');
    const units = await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('departments').select(['id', 'parent_id']).orderBy('id').execute());
    expect(units).toEqual(expect.arrayContaining([{ id: a.id, parent_id: b.id }, { id: b.id, parent_id: null }]));
  });

  it('moves a department below one deleted at the same time only if the deletion then sees it there', async () => {
    const s = await tenantWithAdmin(ctx);
    const parent = await createDepartment(ctx, s.slug, s.token, 'Lager');
    const unit = await createDepartment(ctx, s.slug, s.token, 'Versand');

    const held = gate.closeOnce();
    const moving = ctx.request({ method: 'PUT', url: `/rest/departments/${unit.id}`, tenant: s.slug, token: s.token, body: { parent_id: parent.id } });
    await held.reached;
    const deleting = ctx.request({ method: 'DELETE', url: `/rest/departments/${parent.id}`, tenant: s.slug, token: s.token });
    await letOthersRun();
    held.open();

    const [moved, deleted] = [await moving, await deleting];
    const units = await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('departments').select(['id', 'parent_id']).execute());
    if (moved.statusCode === 200) {
      expect(expectEnvelope(deleted, 409, 'conflict').errors[0]._meta).toMatchObject({ has_children: true });
      expect(units).toEqual(expect.arrayContaining([{ id: unit.id, parent_id: parent.id }]));
    } else {
      // The answer a move below a unit deleted before gets, not a refused write.
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(expectEnvelope(moved, 422, 'validation_error').field_errors).toHaveProperty('parent_id');
      expect(units).toEqual([{ id: unit.id, parent_id: null }]);
    }
  });
});
