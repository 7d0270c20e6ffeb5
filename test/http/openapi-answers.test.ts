import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formData, pdfBytes } from '../support/documents.js';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';

/**
 * What the OpenAPI document says of answers beyond their bodies (STEMPEL_CHECK_ANSWERS checks
 * those): their media types, their headers, the statuses an operation can give, and what a
 * request body may hold, each compared with what the server really sends or accepts, as a client
 * generated from the document would meet it.
 */
interface DocumentedResponse {
  description: string;
  headers?: Record<string, { schema: unknown }>;
  content?: Record<string, unknown>;
}
interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, DocumentedResponse>;
}

let ctx: TestContext;
let slug: string;
let token: string;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
  paths = (await ctx.request({ url: '/rest/openapi.json', tenant: 'demo' })).json().paths;
});
afterAll(() => ctx?.close());
afterEach(() => vi.useRealTimers());

const request = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, headers?: Record<string, string>) => ctx.request({ method, url, tenant: slug, token, body, headers });

function operations(): Operation[] {
  return Object.values(paths).flatMap((byMethod) => Object.values(byMethod));
}

function operation(operationId: string): Operation {
  const found = operations().find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`No operation ${operationId} in the document`);
  return found;
}

/** The documented answer of an operation with the status of a real answer; fails when the document lists no such status. */
function documented(operationId: string, answer: LightMyRequestResponse): DocumentedResponse {
  const response = operation(operationId).responses[String(answer.statusCode)];
  expect(response, `${operationId} lists ${answer.statusCode}`).toBeDefined();
  return response!;
}

/** The headers of a real answer, beyond those every answer has, that its documented answer does not declare. */
function undeclaredHeaders(operationId: string, answer: LightMyRequestResponse, names: readonly string[]): string[] {
  const declared = Object.keys(documented(operationId, answer).headers ?? {}).map((name) => name.toLowerCase());
  return names.filter((name) => answer.headers[name] !== undefined && !declared.includes(name));
}

/** The media type of a real answer is one its documented answer lists. */
function expectDocumentedType(operationId: string, answer: LightMyRequestResponse): void {
  const types = Object.keys(documented(operationId, answer).content ?? {}).map((type) => type.split(';')[0]!.trim());
  expect(types).toContain(String(answer.headers['content-type']).split(';')[0]!.trim());
}

/** Every object schema below `schema` that forbids members it does not name. */
function closedObjects(schema: unknown, at = ''): string[] {
  if (Array.isArray(schema)) return schema.flatMap((item, i) => closedObjects(item, `${at}/${i}`));
  if (typeof schema !== 'object' || schema === null) return [];
  const own = (schema as Record<string, unknown>).additionalProperties === false ? [at || '/'] : [];
  return [...own, ...Object.entries(schema).flatMap(([key, value]) => closedObjects(value, `${at}/${key}`))];
}

describe('the OpenAPI document against real answers', () => {
  it('lists CSV among the media types of the reports, which answer it for Accept: text/csv, with the file name', async () => {
    for (const [operationId, url] of [['overtimeReport', '/rest/reports/overtime'], ['absenceReport', '/rest/reports/absences']] as const) {
      const csv = await request('GET', url, undefined, { accept: 'text/csv' });
      expect(csv.statusCode, csv.body).toBe(200);
      expectDocumentedType(operationId, csv);
      expect(undeclaredHeaders(operationId, csv, ['content-disposition'])).toEqual([]);
      const json = await request('GET', url);
      expectDocumentedType(operationId, json);
    }
  });

  it('declares the Location of an uploaded document, and the type, ETag and file name its content is sent with', async () => {
    const person = await createEmployee(ctx, slug, token);
    const { body, headers } = formData([
      { name: 'category', value: 'contract' },
      { name: 'title', value: 'Arbeitsvertrag' },
      { name: 'file', filename: 'vertrag.pdf', contentType: 'application/pdf', content: pdfBytes() },
    ]);
    const created = await request('POST', `/rest/employees/${person.id}/documents`, body, headers);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers.location).toBe(`/rest/employees/${person.id}/documents/${created.json().data.id}`);
    expect(undeclaredHeaders('uploadEmployeeDocument', created, ['location'])).toEqual([]);

    const content = await request('GET', `/rest/employees/${person.id}/documents/${created.json().data.id}/content`);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expectDocumentedType('downloadEmployeeDocument', content);
    expect(undeclaredHeaders('downloadEmployeeDocument', content, ['etag', 'content-disposition'])).toEqual([]);
  });

  it('declares the Location of an export job', async () => {
    const queued = await request('POST', '/rest/exports', { kind: 'working_time', period: '2026-10', format: 'csv' });
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.headers.location).toBe(`/rest/exports/${queued.json().data.id}`);
    expect(undeclaredHeaders('createExport', queued, ['location'])).toEqual([]);
  });

  it('declares X-Request-Id on every answer, and Retry-After on 429 and 503, as a throttled login sends it', async () => {
    const missing = operations().flatMap((op) =>
      Object.entries(op.responses).flatMap(([status, response]) => {
        const names = Object.keys(response.headers ?? {});
        const wanted = ['X-Request-Id', ...(status === '429' || status === '503' ? ['Retry-After'] : [])];
        return wanted.filter((name) => !names.includes(name)).map((name) => `${op.operationId} ${status} ${name}`);
      }),
    );
    expect(missing).toEqual([]);

    let throttled: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 30 && throttled?.statusCode !== 429; attempt++) {
      throttled = await ctx.request({ method: 'POST', url: '/rest/login', tenant: slug, body: { code: 'nobody', password: 'wrong-password' } });
    }
    expect(throttled!.statusCode).toBe(429);
    expect(throttled!.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(undeclaredHeaders('login', throttled!, ['retry-after', 'x-request-id'])).toEqual([]);
  });

  it('lists 413 for every operation with a body, which a body over the limit gets', async () => {
    expect(operations().filter((op) => op.requestBody && !op.responses['413']).map((op) => op.operationId)).toEqual([]);
    const huge = await request('POST', '/rest/projects', { number: 'P-1', name: 'Groß', client: 'x'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    documented('createProject', huge);
  });

  it('lists 414 for every operation with a path parameter, which an over-long one gets', async () => {
    const withParameter = Object.entries(paths).flatMap(([path, byMethod]) => (path.includes('{') ? Object.values(byMethod) : []));
    expect(withParameter.filter((op) => !op.responses['414']).map((op) => op.operationId)).toEqual([]);
    const long = await request('GET', `/rest/employees/${'x'.repeat(300)}`);
    expect(long.statusCode).toBe(414);
    documented('getEmployee', long);
  });

  it('lists 422 for every operation with a date or month in its path, which one out of range gets', async () => {
    const ranged = Object.entries(paths).flatMap(([path, byMethod]) =>
      /\{(from|to)\}|payroll-periods\/\{period\}/.test(path) ? Object.values(byMethod) : [],
    );
    expect(ranged.map((op) => op.operationId)).toContain('getPayrollPeriod');
    expect(ranged.filter((op) => !op.responses['422']).map((op) => op.operationId)).toEqual([]);
    const month = await request('GET', '/rest/payroll-periods/2026-13');
    expect(month.statusCode).toBe(422);
    documented('getPayrollPeriod', month);
    const day = await request('GET', '/rest/working_time/2026-02-30/2026-03-01');
    expect(day.statusCode).toBe(422);
    documented('listWorkingTime', day);
  });

  it('does not forbid members a request body does not name, since the server drops them and answers as without', async () => {
    const closed = operations().flatMap((op) =>
      Object.values(op.requestBody?.content ?? {}).flatMap(({ schema }) => closedObjects(schema).map((at) => `${op.operationId} ${at}`)),
    );
    expect(closed).toEqual([]);
    // A client sends back what it read: the read-only members are ignored, never refused.
    const created = await request('POST', '/rest/projects', { number: 'P-2', name: 'Rückweg', budget: '10:00:00.000', id: 'ignored' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ number: 'P-2', budget_ms: null });
  });

  it('documents the calendar feed’s errors as the JSON envelope they are, and its feed as iCalendar', async () => {
    const unknown = await ctx.request({ url: `/rest/calendar/${'x'.repeat(40)}.ics`, tenant: slug });
    expect(unknown.statusCode).toBe(404);
    expectDocumentedType('getCalendarFeed', unknown);
    expect(Object.keys(operation('getCalendarFeed').responses['200']!.content ?? {})).toEqual(['text/calendar; charset=utf-8']);
  });

  it('lists payroll_period_locked among the 409 codes of deleting someone, which a closed month gives', async () => {
    vi.setSystemTime(new Date('2026-11-10T12:00:00+01:00'));
    const person = await createEmployee(ctx, slug, token, { entry_date: '2026-01-01' });
    const closed = await request('POST', '/rest/payroll-periods/2026-11/close');
    expect(closed.statusCode, closed.body).toBe(200);
    const deleted = await request('DELETE', `/rest/employees/${person.id}`);
    expect(deleted.statusCode, deleted.body).toBe(409);
    expect(deleted.json().errors[0]._meta.code).toBe('payroll_period_locked');
    expect(documented('deleteEmployee', deleted).description).toContain('`payroll_period_locked`');
  });
});
