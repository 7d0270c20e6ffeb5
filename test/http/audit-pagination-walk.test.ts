import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { tenantWithAdmin } from '../support/factories.js';

/**
 * A client walks the audit log (newest first) by following links.next. Each of its own page
 * requests is recorded on top of the log: the links end the list where the first page found it.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

// Audit timestamps are whole milliseconds: the walk begins clearly after the requests it lists.
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

interface AuditPage {
  data: Array<{ correlation_id: string; timestamp: string }>;
  links: { first: string; last: string; prev: string | null; next: string | null };
  meta: { total: number; last_page: number };
}

async function walker() {
  const { slug, token } = await tenantWithAdmin(ctx);
  const get = async (url: string): Promise<AuditPage> => {
    const response = await ctx.request({ url: url.replace(/^https?:\/\/[^/]+/, ''), tenant: slug, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AuditPage;
  };
  for (let i = 0; i < 7; i++) await ctx.request({ url: '/rest/departments', tenant: slug, token });
  await pause();
  return get;
}

const ids = (page: AuditPage) => page.data.map((record) => record.correlation_id);

describe('walking the audit log by links.next', () => {
  it('sees every record there was when it began once, in order, however many pages it takes', async () => {
    const get = await walker();
    const first = await get('/rest/audit/requests?per_page=3');
    const seen = ids(first);
    const totals = [first.meta.total];
    let next = first.links.next;
    for (let pages = 0; next && pages < 50; pages++) {
      const page = await get(next);
      seen.push(...ids(page));
      totals.push(page.meta.total);
      next = page.links.next;
    }
    expect(next).toBeNull();
    expect(new Set(seen).size, 'no record twice').toBe(seen.length);
    expect(new Set(totals)).toEqual(new Set([first.meta.total]));
    expect(seen).toHaveLength(first.meta.total);
    // The whole walk is the log as one page of it read at the start, the walk's own requests left out.
    const to = new URL(first.links.next!).searchParams.get('to');
    expect(to).toBe(first.data[0]!.timestamp);
    expect(ids(await get(`/rest/audit/requests?per_page=100&to=${encodeURIComponent(to!)}`))).toEqual(seen);
    // Without the links' bound, the walk's requests are on top.
    const now = await get('/rest/audit/requests?per_page=100');
    expect(now.meta.total).toBeGreaterThan(first.meta.total);
  });

  it('every link of the first page carries the bound, first and last too', async () => {
    const get = await walker();
    const first = await get('/rest/audit/requests?per_page=2&method=GET');
    const to = first.data[0]!.timestamp;
    for (const link of [first.links.first, first.links.last, first.links.next!]) {
      const params = new URL(link).searchParams;
      expect(params.get('to'), link).toBe(to);
      expect(params.get('method'), link).toBe('GET');
    }
    const last = await get(first.links.last);
    expect(last.meta.total).toBe(first.meta.total);
    expect(new URL(last.links.prev!).searchParams.get('to')).toBe(to);
  });

  it('keeps a `to` the client gave, and a list with nothing to show gets no bound', async () => {
    const get = await walker();
    const given = new Date(Date.now() - 1).toISOString();
    const bounded = await get(`/rest/audit/requests?per_page=2&to=${encodeURIComponent(given)}`);
    expect(new URL(bounded.links.next!).searchParams.getAll('to')).toEqual([given]);

    const none = await get('/rest/audit/requests?path=/rest/nothing-here');
    expect(none.data).toEqual([]);
    expect(new URL(none.links.first).searchParams.has('to')).toBe(false);
  });

  it('other lists’ links stay as they were', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const employees = await ctx.request({ url: '/rest/employees?per_page=1', tenant: slug, token });
    expect(employees.statusCode, employees.body).toBe(200);
    expect(new URL(employees.json().links.first as string).search).toBe('?per_page=1&page=1');
  });
});
