import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledQuery } from 'kysely';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { sqlitePlan, statementRecorder } from '../support/statements.js';

/**
 * In a large company, lists and checks find their rows through an index for their selective
 * condition, shown by SQLite's EXPLAIN QUERY PLAN of the exact statement (SQL and bound values)
 * the request ran. A plan step `SCAN <table>` reads every row of the table; with a
 * fitting index it reads `SEARCH <table> USING INDEX …`. The plans do not depend on how many rows
 * the tables hold (no ANALYZE statistics are kept), so a few rows show what a year of a company's
 * data would get.
 */
let ctx: TestContext;
let slug: string;
let token: string;
let recorder: Awaited<ReturnType<typeof statementRecorder>>;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
  recorder = await statementRecorder(ctx, slug);
});
afterAll(async () => {
  recorder?.restore();
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, body?: unknown, as = token) => ctx.request({ method, url, tenant: slug, token: as, body });

/** The statements a request ran that match `pattern`, and its answer. */
async function statementsOf(method: Method, url: string, pattern: RegExp, as = token, body?: unknown) {
  const { result, statements } = await recorder.during(() => call(method, url, body, as));
  return { response: result, matching: statements.filter((query: CompiledQuery) => pattern.test(query.sql)) };
}

/** The plan steps that read a whole table without any index. */
const fullScans = (plan: string[], table: string) => plan.filter((step) => step === `SCAN ${table}`);

describe.runIf(dialect === 'sqlite')('the plans of list statements', () => {
  it('an employee’s own correction requests are found through an index, not by reading every request of the company', async () => {
    const person = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const asked = await call('POST', '/rest/correction-requests', { action: 'create', type: 'come', occurred_at: '2026-11-09T07:45:00+01:00', reason: 'Badge vergessen' }, person.token);
    expect(asked.statusCode, asked.body).toBe(201);
    const { response, matching } = await statementsOf('GET', '/rest/correction-requests', /from "correction_requests".*order by/, person.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().meta.total).toBe(1);
    expect(matching.length).toBe(1);
    const plan = await sqlitePlan(ctx, slug, matching[0]!);
    // (employee_id = ? or requested_by = ?): requested_by has no index, so the OR cannot use the one on employee_id.
    expect(fullScans(plan, 'correction_requests'), plan.join(' | ')).toEqual([]);
  });

  it('the absences of a date window (GET /absences?from=&to=) are found through an index, not by reading every absence', async () => {
    const { response, matching } = await statementsOf('GET', '/rest/absences?from=2026-11-23&to=2026-11-29', /from "absences".*order by/);
    expect(response.statusCode, response.body).toBe(200);
    expect(matching.length).toBe(1);
    const plan = await sqlitePlan(ctx, slug, matching[0]!);
    expect(fullScans(plan, 'absences'), plan.join(' | ')).toEqual([]);
  });

  it('the first page of GET /absences is read in the order of an index, not by sorting every absence of the company', async () => {
    const { response, matching } = await statementsOf('GET', '/rest/absences', /from "absences".*order by/);
    expect(response.statusCode, response.body).toBe(200);
    expect(matching.length).toBe(1);
    const plan = await sqlitePlan(ctx, slug, matching[0]!);
    expect({ scans: fullScans(plan, 'absences'), sorts: plan.filter((step) => step.includes('TEMP B-TREE FOR ORDER BY')) }, plan.join(' | ')).toEqual({ scans: [], sorts: [] });
  });

  it('a unit’s rosters (GET /rosters?unit_id=) are found through an index, not by reading every roster', async () => {
    const unit = await createDepartment(ctx, slug, token, 'Filiale 17');
    const { response, matching } = await statementsOf('GET', `/rest/rosters?unit_id=${unit.id}`, /from "rosters".*order by/);
    expect(response.statusCode, response.body).toBe(200);
    expect(matching.length).toBe(1);
    const plan = await sqlitePlan(ctx, slug, matching[0]!);
    expect(fullScans(plan, 'rosters'), plan.join(' | ')).toEqual([]);
  });

  it('retiring a shift template (DELETE /shifts/{id}) finds its upcoming entries through an index, not by reading every roster entry', async () => {
    const created = await call('POST', '/rest/shifts', { name: 'Frühdienst', start_time: '06:00', end_time: '14:00', break_minutes: 30 });
    expect(created.statusCode, created.body).toBe(201);
    const { response, matching } = await statementsOf('DELETE', `/rest/shifts/${created.json().data.id}`, /from "roster_entries" where "shift_id"/);
    expect(response.statusCode, response.body).toBe(200);
    expect(matching.length).toBe(1);
    const plan = await sqlitePlan(ctx, slug, matching[0]!);
    expect(fullScans(plan, 'roster_entries'), plan.join(' | ')).toEqual([]);
  });

  it('a person’s shift applications (their access request, GET /employees/{id}/personal-data) are found through an index', async () => {
    const person = await createEmployee(ctx, slug, token);
    const { response, matching } = await statementsOf('GET', `/rest/employees/${person.id}/personal-data`, /from "roster_entry_applications" where "employee_id"/);
    expect(response.statusCode, response.body).toBe(200);
    expect(matching.length).toBe(1);
    const plan = await sqlitePlan(ctx, slug, matching[0]!);
    expect(fullScans(plan, 'roster_entry_applications'), plan.join(' | ')).toEqual([]);
  });
});
