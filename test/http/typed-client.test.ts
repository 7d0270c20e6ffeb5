import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStempelClient, type StempelClient } from '../../client/index.js';
import { clientTypesSource } from '../../src/platform/openapi/client-types.js';
import fs from 'node:fs';
import { createTestContext, type TestContext } from '../support/harness.js';
import { ADMIN_PASSWORD, tenantWithAdmin } from '../support/factories.js';

/**
 * The main flows through the typed client (client/): the paths, bodies and answers below are
 * checked by the compiler against the types generated from the served document, and the
 * answers are real answers of the server. The first test fails when the committed types no
 * longer match the document the server serves (`npm run client:generate` mends it).
 */
let ctx: TestContext;
let slug: string;
let adminCode: string;

/** openapi-fetch's fetch, answered by the app in-process; the tenant is the request's host. */
function clientFor(tenant: string): StempelClient {
  return createStempelClient({
    baseUrl: `http://${tenant}.${ctx.config.baseDomain}`,
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
      const answer = await ctx.app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: { ...Object.fromEntries(request.headers), host: url.host },
        ...(body ? { payload: body } : {}),
      });
      return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: Object.entries(answer.headers).map(([name, value]) => [name, String(value)] as [string, string]),
      });
    },
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  slug = (await tenantWithAdmin(ctx)).slug;
  adminCode = 'admin';
});
afterAll(() => ctx?.close());

describe('the typed client', () => {
  it('is generated from the document the server serves', async () => {
    const served = (await ctx.request({ url: '/rest/openapi.json', tenant: slug })).json();
    const committed = fs.readFileSync(new URL('../../client/schema.ts', import.meta.url), 'utf8');
    expect(await clientTypesSource(served)).toBe(committed);
    // Generating and formatting the types of the whole document takes seconds of CPU.
  }, 120_000);

  it('logs in, clocks at a terminal, plans a series of roster entries and reads a month of working time', async () => {
    const stempel = clientFor(slug);
    const login = await stempel.POST('/rest/login', { body: { code: adminCode, password: ADMIN_PASSWORD } });
    expect(login.response.status).toBe(200);
    stempel.useToken(login.data!.data.access_token);

    const me = await stempel.GET('/rest/login');
    expect(me.data!.data.code).toBe(adminCode);

    const person = await stempel.POST('/rest/employees', {
      body: { code: 'TC-1', first_name: 'Tara', last_name: 'Client', badge: '4711', entry_date: '2026-01-01' },
    });
    expect(person.response.status, JSON.stringify(person.error)).toBe(201);
    const employeeId = person.data!.data.id;

    const terminal = await stempel.POST('/rest/terminals', { body: { name: 'Eingang' } });
    expect(terminal.response.status).toBe(201);
    const secret = terminal.data!.data.secret;
    const terminalClient = clientFor(slug);
    const clockIn = await terminalClient.POST('/rest/terminal/{code}', { params: { path: { code: secret } }, body: { type: 'auto', badge: '4711' } });
    expect(clockIn.response.status, JSON.stringify(clockIn.error)).toBe(201);
    expect(clockIn.data).toMatchObject({ status: 'booked', type: 'come', employee: { id: employeeId } });

    const roster = await stempel.POST('/rest/rosters', { body: { name: 'Februar', period_start: '2026-02-01', period_end: '2026-02-28' } });
    expect(roster.response.status).toBe(201);
    const entries = await stempel.POST('/rest/rosters/{roster}/entries', {
      params: { path: { roster: roster.data!.data.id } },
      body: {
        employee_id: employeeId,
        date: '2026-02-02',
        start_time: '08:00',
        end_time: '16:00',
        series: { frequency: 'weekly', interval: 1, weekdays: [1], ends_mode: 'count', ends_count: 4 },
      },
    });
    expect(entries.response.status, JSON.stringify(entries.error)).toBe(201);
    expect((entries.data as { data: { date: string }[] }).data.map((entry) => entry.date)).toEqual(['2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23']);

    const month = await stempel.GET('/rest/employees/{employee}/working_time', {
      params: { path: { employee: employeeId }, query: { from: '2026-02-01', to: '2026-02-28' } },
    });
    expect(month.response.status, JSON.stringify(month.error)).toBe(200);
    expect(month.data!.data.days).toHaveLength(28);

    const refused = await stempel.GET('/rest/employees/{employee}', { params: { path: { employee: '01900000-0000-7000-8000-000000000000' } } });
    expect(refused.response.status).toBe(404);
    expect(refused.error!.errors[0]!.type).toMatch(/#not_found$/);
  });
});
