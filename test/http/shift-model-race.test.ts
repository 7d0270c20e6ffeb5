import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { gate } from '../support/gate.js';
import { tenantWithAdmin } from '../support/factories.js';

/**
 * A shift template may name a schedule model, which must exist, and a model a shift names cannot be
 * deleted (409 schedule_model_in_use; docs/schedule-models.md). A gate holds the shift's write
 * after it has found the model, while the model is deleted: one of the two must give way.
 */
vi.mock('../../src/features/rosters/shifts.repository.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/rosters/shifts.repository.js')>();
  return {
    ...original,
    insert: async (...args: Parameters<typeof original.insert>) => {
      await gate.pass();
      return original.insert(...args);
    },
    update: async (...args: Parameters<typeof original.update>) => {
      await gate.pass();
      return original.update(...args);
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const letOthersRun = () => new Promise((resolve) => setTimeout(resolve, 300));

async function setup() {
  const s = await tenantWithAdmin(ctx);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => ctx.request({ method, url, tenant: s.slug, token: s.token, body });
  const model = await call('POST', '/rest/schedule-models', { name: 'Gleitzeit 40', kind: 'flexible', weekly_target_ms: 40 * 3_600_000 });
  expect(model.statusCode, model.body).toBe(201);
  return { ...s, call, modelId: model.json().data.id as string };
}

describe.each([
  { what: 'created', prepare: async () => undefined },
  { what: 'changed', prepare: async () => 'change' as const },
])('a shift $what to name a schedule model while the model is deleted', ({ prepare }) => {
  it('never leaves the shift naming a model that no longer exists', async () => {
    const s = await setup();
    let shiftId: string | undefined;
    if (await prepare()) {
      const plain = await s.call('POST', '/rest/shifts', { name: 'Früh', start_time: '06:00', end_time: '14:00' });
      expect(plain.statusCode, plain.body).toBe(201);
      shiftId = plain.json().data.id;
    }

    const held = gate.closeOnce();
    const writing = shiftId
      ? s.call('PUT', `/rest/shifts/${shiftId}`, { schedule_model_id: s.modelId })
      : s.call('POST', '/rest/shifts', { name: 'Früh', start_time: '06:00', end_time: '14:00', schedule_model_id: s.modelId });
    await held.reached; // the shift's write has found the model
    const deleting = s.call('DELETE', `/rest/schedule-models/${s.modelId}`);
    await letOthersRun();
    held.open();
    const [written, deleted] = [await writing, await deleting];

    // Either the deletion wins and the shift is refused (422), or the shift wins and the deletion is 409.
    expect([200, 201, 409, 422]).toContain(written.statusCode);
    expect([200, 409]).toContain(deleted.statusCode);
    const shifts = (await s.call('GET', '/rest/shifts')).json().data as Array<{ id: string; schedule_model_id: string | null }>;
    const modelStillThere = (await s.call('GET', `/rest/schedule-models/${s.modelId}`)).statusCode === 200;
    const dangling = shifts.filter((shift) => shift.schedule_model_id === s.modelId && !modelStillThere);
    expect(
      { written: written.statusCode, deleted: deleted.statusCode, dangling: dangling.map((shift) => shift.id) },
      'a shift names a schedule model that was deleted',
    ).toMatchObject({ dangling: [] });
  });
});
