import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, HOUR, tenantWithAdmin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';

/**
 * A 201 names the resource it created in Location (RFC 9110 §15.3.2) wherever that resource can be
 * read at an address of its own: a generic client follows it, as it follows the Location of a
 * queued export, and reads there what the answer held.
 */
interface DocumentedResponse {
  headers?: Record<string, unknown>;
}
interface Operation {
  operationId: string;
  responses: Record<string, DocumentedResponse>;
}

let ctx: TestContext;
let slug: string;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

const request = (method: 'GET' | 'POST', url: string, body?: unknown) => ctx.request({ method, url, tenant: slug, token, body });

/** Creates with POST, and reads the resource again at the Location the 201 names. */
async function createdAndReadBack(url: string, body: unknown, collection = url): Promise<{ id: string }> {
  const created = await request('POST', url, body);
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json().data as { id: string };
  expect(created.headers.location).toBe(`${collection}/${id}`);
  const read = await request('GET', created.headers.location as string);
  expect(read.statusCode, read.body).toBe(200);
  expect(read.json().data).toEqual(created.json().data);
  return { id };
}

describe('Location of a created resource', () => {
  it('names the created record on every creation whose record has an address of its own', async () => {
    const person = await createEmployee(ctx, slug, token);
    const created = await request('POST', '/rest/employees', { code: 'LOC-1', first_name: 'Lena', last_name: 'Ort' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers.location).toBe(`/rest/employees/${created.json().data.id}`);
    expect((await request('GET', created.headers.location as string)).json().data.id).toBe(created.json().data.id);

    await createdAndReadBack('/rest/cost-centers', { number: 'KST-100', name: 'Verwaltung' });
    await createdAndReadBack('/rest/projects', { number: 'P-100', name: 'Umbau' });
    await createdAndReadBack('/rest/departments', { name: 'Versand' });
    await createdAndReadBack('/rest/roles', { name: 'Teamassistenz', permissions: ['employees:view'] });
    await createdAndReadBack('/rest/schedule-models', {
      name: 'Teilzeit',
      kind: 'fixed',
      days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, target_ms: weekday <= 5 ? 4 * HOUR : 0 })),
    });
    await createdAndReadBack('/rest/shifts', { name: 'Frühdienst', start_time: '06:00', end_time: '14:00', break_minutes: 30 });
    const calendar = await createdAndReadBack('/rest/holidays', { name: 'Betriebsferien', entries: [{ date: '2026-12-24', name: 'Heiligabend', half_day: true }] });
    await createdAndReadBack('/rest/locations', { name: 'Werk Nord', holiday_ids: [calendar.id] });
    await createdAndReadBack('/rest/short-work-periods', { employee_ids: [person.id], from: '2026-02-09', to: '2026-02-20', reduction_percent: 50 });

    const roster = await createdAndReadBack('/rest/rosters', { name: 'Plan März', period_start: '2026-03-02', period_end: '2026-03-08' });
    await createdAndReadBack(
      `/rest/rosters/${roster.id}/entries`,
      { date: '2026-03-03', employee_id: person.id, start_time: '08:00', end_time: '12:00' },
    );

    const types = (await request('GET', '/rest/absence-types')).json().data as Array<{ id: string; category: string }>;
    const training = types.find((type) => type.category === 'training')!;
    const absence = await request('POST', '/rest/absences', { employee_id: person.id, type_id: training.id, start_date: '2026-04-07', end_date: '2026-04-08' });
    expect(absence.statusCode, absence.body).toBe(201);
    expect(absence.headers.location).toBe(`/rest/absences/${absence.json().data.id}`);
    expect((await request('GET', absence.headers.location as string)).json().data.id).toBe(absence.json().data.id);

    await createdAndReadBack('/rest/correction-requests', { action: 'create', type: 'come', occurred_at: '2026-03-02T08:00:00+01:00', reason: 'Ausweis vergessen' });
  });

  it('names the same record again when a creation is replayed', async () => {
    const body = { action: 'create', type: 'go', occurred_at: '2026-03-02T17:00:00+01:00', reason: 'Ausstempeln vergessen' };
    const first = await request('POST', '/rest/correction-requests', body);
    expect(first.headers.location).toBe(`/rest/correction-requests/${first.json().data.id}`);
    const again = await request('POST', '/rest/correction-requests', body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers.location).toBe(first.headers.location);
  });

  it('names no single entry for a series of roster entries, which has no address of its own', async () => {
    const person = await createEmployee(ctx, slug, token);
    const roster = (await request('POST', '/rest/rosters', { name: 'Plan Serie', period_start: '2026-05-04', period_end: '2026-05-10' })).json().data;
    const series = await request('POST', `/rest/rosters/${roster.id}/entries`, {
      date: '2026-05-04',
      employee_id: person.id,
      start_time: '08:00',
      end_time: '12:00',
      series: { frequency: 'weekly', weekdays: [1, 2, 3], ends_mode: 'until', ends_on: '2026-05-06' },
    });
    expect(series.statusCode, series.body).toBe(201);
    expect(series.json().data).toHaveLength(3);
    expect(series.headers.location).toBeUndefined();
  });

  it('is declared by every creation answering 201 beside a path that reads the record by its id', async () => {
    const paths = (await ctx.request({ url: '/rest/openapi.json', tenant: 'demo' })).json().paths as Record<string, Record<string, Operation>>;
    const readable = (path: string) => Object.keys(paths).some((other) => other.startsWith(`${path}/{`) && !other.slice(path.length + 2).includes('/') && paths[other]!.get);
    const creations = Object.entries(paths).flatMap(([path, byMethod]) => (byMethod.post?.responses['201'] && readable(path) ? [byMethod.post] : []));
    expect(creations.map((op) => op.operationId)).toEqual(expect.arrayContaining(['createEmployee', 'createAbsence', 'createCorrectionRequest', 'uploadEmployeeDocument']));
    const undeclared = creations.filter((op) => !Object.keys(op.responses['201']!.headers ?? {}).includes('Location')).map((op) => op.operationId);
    expect(undeclared).toEqual([]);
  });
});
