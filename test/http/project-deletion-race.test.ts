import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { gate } from '../support/gate.js';
import { personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { createProject } from '../support/projects.js';

/**
 * Deleting a project looks whether anything was booked on it, then deletes it. A gate holds the
 * deletion right after that look found nothing, while someone asks for a correction naming the
 * project.
 */
vi.mock('../../src/features/projects/projects.repository.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/projects/projects.repository.js')>();
  return {
    ...original,
    hasBookings: async (...args: Parameters<typeof original.hasBookings>) => {
      const booked = await original.hasBookings(...args);
      await gate.pass();
      return booked;
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('a project deleted while someone asks for a correction naming it', () => {
  it('is deleted and the request refused, or kept and the request stored; never a request naming a deleted project', async () => {
    const s = await tenantWithAdmin(ctx);
    const project = await createProject(ctx, s.slug, s.token);
    const person = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });

    const held = gate.closeOnce();
    const deleting = ctx.request({ method: 'DELETE', url: `/rest/projects/${project.id}`, tenant: s.slug, token: s.token });
    await held.reached;
    const asking = ctx.request({
      method: 'POST',
      url: '/rest/correction-requests',
      tenant: s.slug,
      token: person.token,
      body: { action: 'create', type: 'come', occurred_at: '2026-11-17T08:00:00+01:00', project_id: project.id, reason: 'Baustelle vergessen' },
    });
    // The request waits for the deletion's transaction wherever that holds the project; let it
    // get as far as it can before the deletion goes on.
    await new Promise((resolve) => setTimeout(resolve, 200));
    held.open();

    const deleted = await deleting;
    expect(deleted.statusCode, deleted.body).toBe(200);
    const asked = await asking;
    const requests = await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('correction_requests').select(['id', 'project_id']).execute());
    const projects = await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('projects').select(['id', 'active']).execute());
    if (deleted.json().deleted) {
      expect(expectEnvelope(asked, 422, 'validation_error').field_errors).toHaveProperty('project_id');
      expect(requests).toEqual([]);
      expect(projects).toEqual([]);
    } else {
      expect(asked.statusCode, asked.body).toBe(201);
      expect(requests).toEqual([{ id: asked.json().data.id, project_id: project.id }]);
      expect(projects).toEqual([{ id: project.id, active: expect.anything() }]);
    }
  });
});
