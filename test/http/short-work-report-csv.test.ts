import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';
import { createShortWorkPeriod, HOUR } from '../support/short-work.js';
import { csvDataLines, downloadExport, finishedExport } from '../support/exports.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const EXPORT_HEADER =
  'Personalnummer;Nachname;Vorname;Kurzarbeit von;Kurzarbeit bis;Kürzung (%);Tage mit Kurzarbeit;Soll ohne Kurzarbeit;Soll mit Kurzarbeit;Ist;Ausfallstunden;Bemerkung';
const REPORT_HEADER =
  'Personalnummer;Nachname;Vorname;Tage mit Kurzarbeit;Soll ohne Kurzarbeit (Std.);Soll mit Kurzarbeit (Std.);Ist (Std.);Ausfallstunden (Std.)';

/**
 * A 38.5-hour week (7:42 a day, Monday to Friday), the most common collective working week in
 * Germany, and 15 % short-time work on one day: the cut is exactly 1.155 h (4,158,000 ms) and the
 * reduced target exactly 6.545 h, values that lie halfway between two hundredths.
 */
async function oneDayOfShortWork() {
  const admin = await tenantWithAdmin(ctx);
  const req = (method: 'GET' | 'POST', url: string, body?: unknown, token = admin.token, headers?: Record<string, string>) =>
    ctx.request({ method, url, tenant: admin.slug, token, body, headers });
  const model = await req('POST', '/rest/schedule-models', {
    name: '38,5 Stunden',
    kind: 'fixed',
    days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, target_ms: weekday <= 5 ? 7.7 * HOUR : 0 })),
  });
  expect(model.statusCode, model.body).toBe(201);
  const person = await createEmployee(ctx, admin.slug, admin.token, { code: '3001', first_name: 'Jana', last_name: 'Krüger' });
  const assigned = await req('POST', `/rest/employees/${person.id}/schedule-models`, { schedule_model_id: model.json().data.id, valid_from: '2026-01-01' });
  expect(assigned.statusCode, assigned.body).toBe(201);
  const period = await createShortWorkPeriod(ctx, admin.slug, admin.token, { employee_ids: [person.id], from: '2026-02-03', to: '2026-02-03', reduction_percent: 15 });
  return { ...admin, req, person, period };
}

describe('the short-time work report as CSV', () => {
  it('writes the figures the short_work export writes, halves rounded away from zero', async () => {
    const s = await oneDayOfShortWork();
    const json = await s.req('GET', `/rest/short-work-periods/${s.period.id}/report?month=2026-02`);
    expect(json.statusCode, json.body).toBe(200);
    const person = json.json().data.employees[0];
    // The exact values: 1.155 h lost, 6.545 h reduced target.
    expect(person.lost_ms).toBe(4_158_000);
    expect(person.target_after_ms).toBe(23_562_000);

    const report = await s.req('GET', `/rest/short-work-periods/${s.period.id}/report?month=2026-02`, undefined, s.token, { accept: 'text/csv' });
    expect(report.statusCode, report.body).toBe(200);
    const reportRow = csvDataLines(report.rawPayload, REPORT_HEADER)[0]!.split(';');

    const done = await finishedExport(s.req, { kind: 'short_work', period: '2026-02', format: 'csv' });
    const exportRow = csvDataLines((await downloadExport(s.req, done)).rawPayload, EXPORT_HEADER)[0]!.split(';');

    // Soll ohne, Soll mit, Ist, Ausfallstunden: the same figures of the same report.
    expect(exportRow.slice(7, 11)).toEqual(['7,70', '6,55', '0,00', '1,16']);
    expect(reportRow.slice(4, 8)).toEqual(exportRow.slice(7, 11));
  });
});
