import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';
import { pushJobs } from '../support/jobs.js';

/**
 * A planner's everyday correction: publish the roster, take it back to edit it (unpublish), take a
 * shift from someone, publish again. The person was told of the shift as theirs, so taking it
 * tells them too ("Schicht entfällt", `roster_entry_withdrawn`; docs/compatibility.md, Rosters),
 * although the entry was a draft at that moment; a draft nobody was told of tells nobody.
 */
let ctx: TestContext;
let slug: string;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => ctx.request({ method, url, tenant: slug, token, body });

async function publishedRosterWith(name: string, date: string, employeeId: string) {
  const created = await call('POST', '/rest/rosters', { name, period_start: date, period_end: date });
  expect(created.statusCode, created.body).toBe(201);
  const roster = created.json().data as { id: string };
  const planned = await call('POST', `/rest/rosters/${roster.id}/entries`, { date, employee_id: employeeId, start_time: '08:00', end_time: '16:00', force: true });
  expect(planned.statusCode, planned.body).toBe(201);
  const entry = planned.json().data as { id: string };
  const published = await call('POST', `/rest/rosters/${roster.id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return { roster, entry };
}

const withdrawnFor = async (employeeId: string, entryId: string) =>
  (await pushJobs(ctx, slug, employeeId)).filter((job) => job.job_payload.data.kind === 'roster_entry_withdrawn' && job.job_payload.data.entry_id === entryId);

describe('a shift the person was shown, taken while its roster is unpublished for editing', () => {
  it('tells the person when the shift is handed to a colleague and the roster is published again', async () => {
    const anna = await createEmployee(ctx, slug, token);
    const ben = await createEmployee(ctx, slug, token);
    const { roster, entry } = await publishedRosterWith('KW 10', '2026-03-03', anna.id);
    expect((await pushJobs(ctx, slug, anna.id)).map((job) => job.job_payload.data.kind)).toEqual(['roster_published']);

    expect((await call('POST', `/rest/rosters/${roster.id}/unpublish`)).statusCode).toBe(200);
    const handed = await call('PUT', `/rest/rosters/${roster.id}/entries/${entry.id}`, { employee_id: ben.id, force: true });
    expect(handed.statusCode, handed.body).toBe(200);
    expect((await call('POST', `/rest/rosters/${roster.id}/publish`)).statusCode).toBe(200);

    // Ben is told of his new shift, Anna that hers is gone.
    expect((await pushJobs(ctx, slug, ben.id)).map((job) => job.job_payload.data.kind)).toEqual(['roster_published']);
    expect(await withdrawnFor(anna.id, entry.id)).toHaveLength(1);
  });

  it('tells the person when the shift is deleted while the roster is unpublished', async () => {
    const anna = await createEmployee(ctx, slug, token);
    const { roster, entry } = await publishedRosterWith('KW 11', '2026-03-10', anna.id);
    expect((await call('POST', `/rest/rosters/${roster.id}/unpublish`)).statusCode).toBe(200);
    expect((await call('DELETE', `/rest/rosters/${roster.id}/entries/${entry.id}`)).statusCode).toBe(200);
    expect(await withdrawnFor(anna.id, entry.id)).toHaveLength(1);
  });

  it('tells the person when the roster, once published, is unpublished and deleted', async () => {
    const anna = await createEmployee(ctx, slug, token);
    const { roster, entry } = await publishedRosterWith('KW 12', '2026-03-17', anna.id);
    expect((await call('POST', `/rest/rosters/${roster.id}/unpublish`)).statusCode).toBe(200);
    expect((await call('DELETE', `/rest/rosters/${roster.id}`)).statusCode).toBe(200);
    expect(await withdrawnFor(anna.id, entry.id)).toHaveLength(1);
  });

  it('tells nobody of a shift taken before anyone was told of it, nor twice of one taken twice', async () => {
    const anna = await createEmployee(ctx, slug, token);
    const ben = await createEmployee(ctx, slug, token);
    const carl = await createEmployee(ctx, slug, token);
    const created = await call('POST', '/rest/rosters', { name: 'KW 13', period_start: '2026-03-24', period_end: '2026-03-24' });
    const roster = created.json().data as { id: string };
    const planned = await call('POST', `/rest/rosters/${roster.id}/entries`, { date: '2026-03-24', employee_id: anna.id, start_time: '08:00', end_time: '16:00' });
    const entry = planned.json().data as { id: string };
    expect((await call('PUT', `/rest/rosters/${roster.id}/entries/${entry.id}`, { employee_id: ben.id })).statusCode).toBe(200);
    expect(await pushJobs(ctx, slug, anna.id)).toEqual([]);

    expect((await call('POST', `/rest/rosters/${roster.id}/publish`)).statusCode).toBe(200);
    expect((await call('POST', `/rest/rosters/${roster.id}/unpublish`)).statusCode).toBe(200);
    expect((await call('PUT', `/rest/rosters/${roster.id}/entries/${entry.id}`, { employee_id: carl.id })).statusCode).toBe(200);
    expect((await call('PUT', `/rest/rosters/${roster.id}/entries/${entry.id}`, { employee_id: anna.id })).statusCode).toBe(200);
    // Ben was told of it as his, once; Carl never was.
    expect(await withdrawnFor(ben.id, entry.id)).toHaveLength(1);
    expect(await withdrawnFor(carl.id, entry.id)).toHaveLength(0);
  });
});
