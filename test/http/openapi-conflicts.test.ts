import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '../support/assertions.js';
import { absenceSetup } from '../support/absences.js';
import { createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { payrollSetup } from '../support/payroll.js';

let ctx: TestContext;
let paths: Record<string, Record<string, { operationId: string; responses: Record<string, { description: string }> }>>;

beforeAll(async () => {
  ctx = await createTestContext();
  const served = await ctx.request({ url: '/rest/openapi.json', tenant: 'demo' });
  expect(served.statusCode).toBe(200);
  paths = served.json().paths;
});
afterAll(() => ctx?.close());

/** The domain codes the document lists in an operation's 409 answer. */
function documentedConflicts(operationId: string): string[] {
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      if (operation.operationId !== operationId) continue;
      const conflict = operation.responses['409'];
      if (!conflict) return [];
      return [...conflict.description.matchAll(/`([a-z_]+)`:/g)].map((match) => match[1]!);
    }
  }
  throw new Error(`No operation ${operationId} in the document`);
}

/** A real 409 answer's domain code is one the document lists for the operation that gave it. */
function expectDocumented(response: Parameters<typeof expectEnvelope>[0], operationId: string, code: string): void {
  const body = expectEnvelope(response, 409, 'conflict');
  expect(body.errors[0]._meta.code).toBe(code);
  expect(documentedConflicts(operationId)).toContain(code);
}

describe('409 answers in the OpenAPI document', () => {
  it('lists the domain codes of a route, and keeps a plain conflict for routes without one', () => {
    expect(documentedConflicts('createAbsence')).toEqual(['payroll_period_locked', 'absence_overlap', 'employee_erased']);
    expect(documentedConflicts('clockAtTerminal')).toEqual(['payroll_period_locked', 'clock_order', 'event_id_reused']);
    expect(documentedConflicts('eraseEmployee')).toEqual(['employee_active', 'already_erased']);
    expect(documentedConflicts('addCustomDomain')).toEqual(['domain_taken']);
    expect(documentedConflicts('listEmployees')).toEqual([]);
    expect(documentedConflicts('rejectCorrectionRequest')).toEqual(['employee_erased']);
    const plain = Object.values(paths['/rest/departments/{department}']!).find((o) => o.operationId === 'deleteDepartment')!;
    expect(plain.responses['409']!.description).toBe('conflict: Conflict');
  });

  it('an absence overlap answers with a code createAbsence lists', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    await s.absence(person.id, 'vacation', '2026-07-13', '2026-07-17');
    const clash = await s.request({ employee_id: person.id, type_id: s.typeOf('special_leave'), start_date: '2026-07-17', end_date: '2026-07-20' });
    expectDocumented(clash, 'createAbsence', 'absence_overlap');
  });

  it('a broken clock order answers with a code clockWeb lists', async () => {
    const s = await payrollSetup(ctx);
    const person = await personWithLogin(ctx, s.slug, s.token);
    expectDocumented(await s.req('POST', '/rest/clock', { type: 'go' }, person.token), 'clockWeb', 'clock_order');
  });

  it('a terminal clock-in in a closed payroll month answers with a code clockAtTerminal lists', async () => {
    const s = await payrollSetup(ctx);
    await personWithLogin(ctx, s.slug, s.token, { badge: 'T-4711' });
    const terminal = await s.req('POST', '/rest/terminals', { name: 'Haupteingang' });
    const code = terminal.json().data.secret as string;
    const now = Date.now();
    const period = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' }).format(now - 60_000).slice(0, 7);
    expect((await s.close(period)).statusCode).toBe(200);
    const refused = await ctx.request({ method: 'POST', url: `/rest/terminal/${code}`, tenant: s.slug, body: { badge: 'T-4711', type: 'come', occurred_at: new Date(now - 60_000).toISOString(), event_id: 'offline-7' } });
    expectDocumented(refused, 'clockAtTerminal', 'payroll_period_locked');
  });

  it('closing a closed month and deleting a system absence type answer with codes their operations list', async () => {
    const s = await payrollSetup(ctx);
    expect((await s.close('2026-02')).statusCode).toBe(200);
    expectDocumented(await s.close('2026-02'), 'closePayrollPeriod', 'payroll_period_closed');
    const types = (await s.req('GET', '/rest/absence-types')).json().data as Array<{ id: string; is_system: boolean }>;
    const system = types.find((type) => type.is_system)!;
    expectDocumented(await s.req('DELETE', `/rest/absence-types/${system.id}`), 'deleteAbsenceType', 'absence_type_system');
  });

  it('a second mood answer on a day and erasing a current employee answer with codes their operations list', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const person = await personWithLogin(ctx, slug, token);
    const answer = () => ctx.request({ method: 'POST', url: '/rest/mood', tenant: slug, token: person.token, body: { score: 4 } });
    expect((await answer()).statusCode).toBe(201);
    expectDocumented(await answer(), 'answerMood', 'mood_already_answered');
    const employed = await createEmployee(ctx, slug, token);
    const erasure = await ctx.request({ method: 'POST', url: `/rest/employees/${employed.id}/erasure`, tenant: slug, token, body: { reason: 'Antrag' } });
    expectDocumented(erasure, 'eraseEmployee', 'employee_active');
  });
});
