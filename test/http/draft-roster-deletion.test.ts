import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';
import { pushJobs } from '../support/jobs.js';

/**
 * An entry published on its own (`publish: true`) in a draft roster is visible to its person, and
 * a published entry taken from its person tells them by push ("Schicht entfällt",
 * `roster_entry_withdrawn`; docs/compatibility.md, Rosters). A draft roster may be deleted, and
 * its entries go with it: their people are told as when the entry itself is deleted.
 */
let ctx: TestContext;
let slug: string;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => ctx.request({ method, url, tenant: slug, token, body });

describe('deleting a draft roster that holds an entry published on its own', () => {
  it('tells the person their shift is gone, as deleting the entry itself does', async () => {
    const person = await createEmployee(ctx, slug, token);
    const created = await call('POST', '/rest/rosters', { name: 'Entwurf März', period_start: '2026-03-01', period_end: '2026-03-31' });
    expect(created.statusCode, created.body).toBe(201);
    const roster = created.json().data as { id: string; status: string };
    const planned = await call('POST', `/rest/rosters/${roster.id}/entries`, {
      date: '2026-03-10',
      employee_id: person.id,
      start_time: '08:00',
      end_time: '12:00',
      publish: true,
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const entry = planned.json().data as { id: string; published_at: string | null };
    expect(entry.published_at).not.toBeNull();
    expect((await pushJobs(ctx, slug, person.id)).map((job) => job.job_payload.data.kind)).toEqual(['roster_entry_published']);

    const deleted = await call('DELETE', `/rest/rosters/${roster.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `/rest/rosters/${roster.id}/entries/${entry.id}`)).statusCode).toBe(404);

    const kinds = (await pushJobs(ctx, slug, person.id)).map((job) => job.job_payload.data.kind);
    expect(kinds).toEqual(['roster_entry_published', 'roster_entry_withdrawn']);
  });
});
