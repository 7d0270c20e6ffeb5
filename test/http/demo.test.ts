import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_TENANT, ensureDemoTenant } from '../../src/demo/demo-tenant.js';
import { addDays, mondayOf, monthAround, parseDate } from '../../src/domain/working-time/local-time.js';
import { localDate } from '../../src/platform/formats.js';
import { createTestContext, dialect, testEnv, type TestContext } from '../support/harness.js';
import { clockWeek, HOUR, login, personWithRole, rosterPublished, tenantWithAdmin, withCompany } from '../support/factories.js';
import { fixedScheduleModel } from '../../src/demo/company.js';

// The CLI below works on the same catalog as the app, so both share one environment.
const env = testEnv();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(env);
});
afterAll(() => ctx.close());

const today = localDate(Date.now(), 'Europe/Berlin');
const thisMonday = mondayOf(parseDate(today)!).toString();
const lastWeek = { from: addDays(thisMonday, -7), to: addDays(thisMonday, -1) };
const nextWeek = { from: addDays(thisMonday, 7), to: addDays(thisMonday, 13) };
const closedMonth = monthAround(addDays(monthAround(today).first, -1));

interface Row {
  employee: { id: string; code: string };
  totals: { worked_ms: number; target_ms: number };
  flags: number;
}

async function get(url: string, token: string) {
  const response = await ctx.request({ url, tenant: DEMO_TENANT, token });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

/** Logs in the three printed users and reads what the demo is meant to show. */
async function lookAround() {
  const tokens = Object.fromEntries(await Promise.all(DEMO_LOGINS.map(async ({ code }) => [code, await login(ctx, DEMO_TENANT, code, DEMO_PASSWORD)] as const)));
  const admin = tokens.admin!;
  const employees = await get('/rest/employees?per_page=100', admin);
  const locations = (await get('/rest/locations', admin)).data as Array<{ state_region: string; holidays: Array<{ source_key: string | null }>; employees_count: number }>;
  const departments = (await get('/rest/departments', admin)).data as unknown[];
  const week = (await get(`/rest/working_time/${lastWeek.from}/${lastWeek.to}?per_page=100`, admin)).data as Row[];
  const month = (await get(`/rest/working_time/${closedMonth.first}/${closedMonth.last}?per_page=100`, admin)).data as Row[];
  const absences = await get('/rest/absences?per_page=100', admin);
  const periods = (await get(`/rest/payroll-periods?year=${closedMonth.first.slice(0, 4)}`, admin)).data as Array<{ period: string; status: string; employees: number | null }>;
  // The employee sees the published roster and their own shifts in it.
  const rosters = (await get('/rest/rosters', tokens.employee!)).data as Array<{ id: string; status: string; period_start: string; period_end: string }>;
  const roster = rosters.find((r) => r.period_start <= nextWeek.from && r.period_end >= nextWeek.to);
  const entries = roster ? ((await get(`/rest/rosters/${roster.id}/entries?from=${nextWeek.from}&to=${nextWeek.to}&per_page=100`, tokens.employee!)).data as Array<{ employee_id: string | null }>) : [];
  const selfId = (employees.data as Array<{ id: string; code: string }>).find((e) => e.code === 'employee')?.id;
  return { tokens, employees, locations, departments, week, month, absences, periods, rosters, roster, entries, selfId };
}

const summary = (week: Row[]) => week.map((row) => [row.employee.code, row.totals.worked_ms, row.flags]).sort();

describe('the demo company', () => {
  let seen: Awaited<ReturnType<typeof lookAround>>;

  it('is built by the function npm start uses and shows everything over HTTP', async () => {
    expect(await ensureDemoTenant(ctx.services)).toBe(true);
    expect(await ensureDemoTenant(ctx.services)).toBe(false);
    seen = await lookAround();

    expect(seen.employees.meta.total).toBe(40);
    const roles = new Set((seen.employees.data as Array<{ role_id: string }>).map((e) => e.role_id));
    expect(roles.size).toBe(5);
    expect(seen.locations).toHaveLength(2);
    expect(new Set(seen.locations.map((l) => l.state_region)).size).toBe(2);
    expect(seen.locations.map((l) => l.holidays.find((h) => h.source_key)?.source_key).sort()).toEqual(['DE-BY', 'DE-SN']);
    expect(seen.locations.reduce((sum, l) => sum + l.employees_count, 0)).toBe(40);
    expect(seen.departments.length).toBeGreaterThanOrEqual(5);

    // Last week: worked time for most, and a clock-out still missing (flag 64).
    expect(seen.week.filter((row) => row.totals.worked_ms > 0).length).toBeGreaterThan(25);
    expect(seen.week.some((row) => (row.flags & 64) === 64)).toBe(true);
    // The closed month: every day carries flag 8192, some were corrected (128), people were away (2, 4).
    expect(seen.month.every((row) => (row.flags & 8192) === 8192)).toBe(true);
    expect(seen.month.some((row) => (row.flags & 128) === 128)).toBe(true);
    // Everyone employed in that month is in its snapshot; the newest colleague joined only three weeks ago.
    const closed = seen.periods.find((p) => p.period === closedMonth.first.slice(0, 7));
    expect(closed).toMatchObject({ status: 'closed' });
    expect(closed!.employees).toBeGreaterThanOrEqual(39);

    const statuses = new Set((seen.absences.data as Array<{ status: string }>).map((a) => a.status));
    expect(seen.absences.meta.total).toBeGreaterThan(10);
    expect([...statuses].sort()).toEqual(['approved', 'requested']);

    expect(seen.roster).toMatchObject({ status: 'published' });
    expect(seen.entries.filter((e) => e.employee_id === seen.selfId)).toHaveLength(5);
  }, 600_000);

  // Building the company takes seconds on PostgreSQL (thousands of bookings through the services);
  // dropping and building it again is the same code on either database, so it runs on SQLite.
  it.runIf(dialect === 'sqlite')('is built again by demo reset, as the same company', async () => {
    let stdout = '';
    const code = await runCli(['demo', 'reset'], { env, stdout: (text) => (stdout += text), stderr: (text) => (stdout += text) });
    expect(code, stdout).toBe(0);
    for (const { code: login } of DEMO_LOGINS) expect(stdout).toMatch(new RegExp(`^ {4}${login} `, 'm'));
    expect(stdout).toContain(`"code":"admin","password":"${DEMO_PASSWORD}"`);
    expect(stdout.match(/curl -s/g)).toHaveLength(3);
    expect(stdout).toContain(`http://demo.localhost:${ctx.config.port}/rest/working_time/`);

    // The old sessions went with the old database; the rebuilt company is the same company.
    const again = await lookAround();
    expect(again.employees.meta.total).toBe(40);
    expect(again.absences.meta.total).toBe(seen.absences.meta.total);
    expect(summary(again.week)).toEqual(summary(seen.week));
    expect(again.periods.find((p) => p.period === closedMonth.first.slice(0, 7))).toMatchObject({ status: 'closed' });
    expect(again.entries.filter((e) => e.employee_id === again.selfId)).toHaveLength(5);
  }, 600_000);

  it('lends its building blocks to the tests as factories', async () => {
    const s = await tenantWithAdmin(ctx);
    const model = await withCompany(ctx, s.slug, s.adminId, (company) => fixedScheduleModel(company, 'Vollzeit', [8, 8, 8, 8, 8, 0, 0]));
    const person = await personWithRole(ctx, s.slug, s.adminId, {
      code: 'P1',
      firstName: 'Paula',
      lastName: 'Planbar',
      role: 'employee',
      scheduleModelId: model.id,
      scheduleFrom: addDays(lastWeek.from, -7),
      password: 'paula-password-1',
    });
    const events = await clockWeek(ctx, s.slug, s.adminId, person.id, lastWeek.from, [
      { type: 'come', time: '08:00' },
      { type: 'break_start', time: '12:00' },
      { type: 'break_end', time: '12:30' },
      { type: 'go', time: '16:30' },
    ]);
    expect(events).toHaveLength(20);
    const week = await ctx.request({ url: `/rest/employees/${person.id}/working_time?from=${lastWeek.from}&to=${lastWeek.to}`, tenant: s.slug, token: s.token });
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json().data.totals).toMatchObject({ worked_ms: 40 * HOUR, target_ms: 40 * HOUR });

    const roster = await rosterPublished(ctx, s.slug, s.adminId, { name: 'Nächste Woche', from: nextWeek.from, to: nextWeek.to }, [
      { date: nextWeek.from, employeeId: person.id, startTime: '08:00', endTime: '16:30' },
    ]);
    expect(roster).toMatchObject({ status: 'published' });
    const token = await login(ctx, s.slug, 'P1', 'paula-password-1');
    const entries = await ctx.request({ url: `/rest/rosters/${roster.id}/entries`, tenant: s.slug, token });
    expect(entries.json().data).toHaveLength(1);
  });
});
