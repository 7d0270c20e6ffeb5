import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { absenceSetup, type AbsenceSetup, type Method } from '../support/absences.js';

/**
 * Two clients (a web app and a phone) change the same person or absence: each sends the ETag it
 * read in If-Match, so a change made to a version someone else has changed since is refused with
 * 412 instead of overwriting what it never saw (RFC 9110 §13.1.1).
 */
let ctx: TestContext;
let s: AbsenceSetup;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await absenceSetup(ctx);
});
afterAll(() => ctx?.close());

const STRONG_TAG = /^"[^"]+"$/;

function call(method: Method, url: string, options: { body?: unknown; ifMatch?: string; token?: string } = {}) {
  return ctx.request({
    method,
    url,
    tenant: s.slug,
    token: options.token ?? s.token,
    body: options.body,
    headers: options.ifMatch === undefined ? {} : { 'if-match': options.ifMatch },
  });
}

/** A resource as a client reads it: its body and its ETag. */
async function read(url: string) {
  const response = await call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  const etag = response.headers.etag as string;
  expect(etag).toMatch(STRONG_TAG);
  return { data: response.json().data, etag };
}

/** A change that went through: 200, with the ETag of the version it wrote, the one a read now answers. */
async function expectWritten(response: LightMyRequestResponse, url: string) {
  expect(response.statusCode, response.body).toBe(200);
  const etag = response.headers.etag as string;
  expect(etag).toMatch(STRONG_TAG);
  expect((await read(url)).etag).toBe(etag);
  return etag;
}

const refusedStale = (response: LightMyRequestResponse) => expectEnvelope(response, 412, 'precondition_failed');

describe('If-Match on an employee', () => {
  it('GET names the version in a strong ETag, which stays until the record changes and moves with it', async () => {
    const person = await s.employee({ last_name: 'Alt' });
    const url = `/rest/employees/${person.id}`;
    const first = await read(url);
    expect((await read(url)).etag).toBe(first.etag);
    const changed = await call('PUT', url, { body: { last_name: 'Neu' } });
    const etag = await expectWritten(changed, url);
    expect(etag).not.toBe(first.etag);
    expect(changed.json().data.updated_at).not.toBe(first.data.updated_at);
  });

  it('a change sent with the version read is written and answers the new one', async () => {
    const person = await s.employee({ last_name: 'Alt' });
    const url = `/rest/employees/${person.id}`;
    const { etag } = await read(url);
    const changed = await call('PUT', url, { body: { last_name: 'Neu' }, ifMatch: etag });
    expect(await expectWritten(changed, url)).not.toBe(etag);
    expect(changed.json().data.last_name).toBe('Neu');
    // A list of versions is met by any of them.
    const again = await call('PUT', url, { body: { first_name: 'Erna' }, ifMatch: `${etag}, ${changed.headers.etag as string}` });
    await expectWritten(again, url);
  });

  it('a change sent with a version changed since is refused with 412 and writes nothing', async () => {
    const person = await s.employee({ last_name: 'Alt' });
    const url = `/rest/employees/${person.id}`;
    const held = await read(url);
    // The other client changes the person meanwhile.
    expect((await call('PUT', url, { body: { last_name: 'Neu' } })).statusCode).toBe(200);
    const current = await read(url);
    refusedStale(await call('PUT', url, { body: { last_name: 'Überschrieben' }, ifMatch: held.etag }));
    expect(await read(url)).toEqual(current);
    refusedStale(await call('DELETE', url, { ifMatch: held.etag }));
    expect(await read(url)).toEqual(current);
  });

  it('the current version as a weak tag is refused (strong comparison), * changes whatever is there', async () => {
    const person = await s.employee({ last_name: 'Alt' });
    const url = `/rest/employees/${person.id}`;
    const held = await read(url);
    refusedStale(await call('PUT', url, { body: { last_name: 'Schwach' }, ifMatch: `W/${held.etag}` }));
    expect(await read(url)).toEqual(held);
    const any = await call('PUT', url, { body: { last_name: 'Irgendwie' }, ifMatch: '*' });
    await expectWritten(any, url);
    expect(any.json().data.last_name).toBe('Irgendwie');
  });

  it('an If-Match that is no list of entity tags is refused with 400, writing nothing', async () => {
    const person = await s.employee({ last_name: 'Alt' });
    const url = `/rest/employees/${person.id}`;
    const held = await read(url);
    for (const field of [held.etag.slice(1, -1), `${held.etag} ${held.etag}`, '']) {
      const refused = expectEnvelope(await call('PUT', url, { body: { last_name: 'Kaputt' }, ifMatch: field }), 400, 'bad_request');
      expect(refused.errors[0].detail, field).toMatch(/If-Match/);
      expectEnvelope(await call('DELETE', url, { ifMatch: field }), 400, 'bad_request');
    }
    expect(await read(url)).toEqual(held);
  });

  it('DELETE with the version read deletes', async () => {
    const person = await s.employee();
    const url = `/rest/employees/${person.id}`;
    const { etag } = await read(url);
    const deleted = await call('DELETE', url, { ifMatch: etag });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', url)).statusCode).toBe(404);
  });

  it('of two clients changing the same version at once, exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const person = await s.employee({ last_name: 'Alt' });
      const url = `/rest/employees/${person.id}`;
      const { etag } = await read(url);
      const answers = await Promise.all(['Web', 'Handy'].map((last_name) => call('PUT', url, { body: { last_name }, ifMatch: etag })));
      expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join('\n')).toEqual([200, 412]);
      const winner = answers.find((answer) => answer.statusCode === 200)!;
      const now = await read(url);
      expect(now.data.last_name).toBe(winner.json().data.last_name);
      expect(now.etag).toBe(winner.headers.etag);
    }
  });

  it('a new person’s answer carries the version too', async () => {
    const created = await call('POST', '/rest/employees', { body: { code: `IM${Date.now()}`, first_name: 'Neu', last_name: 'Angelegt' } });
    expect(created.statusCode, created.body).toBe(201);
    expect((await read(`/rest/employees/${created.json().data.id}`)).etag).toBe(created.headers.etag);
  });
});

describe('If-Match on an absence', () => {
  /** A requested vacation of a new person. */
  async function requested() {
    const person = await s.employee();
    const absence = await s.absence(person.id, 'vacation', '2031-04-07', '2031-04-11');
    expect(absence.status).toBe('requested');
    return { person, id: absence.id, url: `/rest/absences/${absence.id}` };
  }

  it('GET and the creation answer name the version, which moves with every change', async () => {
    const person = await s.employee();
    const created = await s.request({ employee_id: person.id, type_id: s.typeOf('vacation'), start_date: '2031-05-05', end_date: '2031-05-06' });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/rest/absences/${created.json().data.id}`;
    const first = await read(url);
    expect(first.etag).toBe(created.headers.etag);
    const changed = await call('PATCH', url, { body: { note: 'Brückentag' } });
    expect(await expectWritten(changed, url)).not.toBe(first.etag);
  });

  it('PATCH with the version read is written; with a version changed since, or as a weak tag, 412 and nothing written', async () => {
    const { url } = await requested();
    const held = await read(url);
    const changed = await call('PATCH', url, { body: { end_date: '2031-04-10' }, ifMatch: held.etag });
    const etag = await expectWritten(changed, url);
    expect(changed.json().data.end_date).toBe('2031-04-10');
    const current = await read(url);
    refusedStale(await call('PATCH', url, { body: { end_date: '2031-04-09' }, ifMatch: held.etag }));
    refusedStale(await call('PATCH', url, { body: { end_date: '2031-04-09' }, ifMatch: `W/${etag}` }));
    expect(await read(url)).toEqual(current);
    await expectWritten(await call('PATCH', url, { body: { note: 'egal' }, ifMatch: '*' }), url);
    expectEnvelope(await call('PATCH', url, { body: { note: 'kaputt' }, ifMatch: 'kein-tag' }), 400, 'bad_request');
  });

  it('approve, reject, cancel and DELETE with a version changed since are refused with 412 and change nothing', async () => {
    const { url } = await requested();
    const held = await read(url);
    expect((await call('PATCH', url, { body: { note: 'geändert' } })).statusCode).toBe(200);
    const current = await read(url);
    const approver = (await s.approver()).token;
    refusedStale(await call('POST', `${url}/approve`, { body: {}, ifMatch: held.etag, token: approver }));
    refusedStale(await call('POST', `${url}/reject`, { body: { reason: 'Inventur' }, ifMatch: held.etag, token: approver }));
    refusedStale(await call('POST', `${url}/cancel`, { ifMatch: held.etag }));
    refusedStale(await call('DELETE', url, { ifMatch: held.etag }));
    expect(await read(url)).toEqual(current);
  });

  it('approve, reject, cancel and DELETE with the version read go through and answer the new version', async () => {
    const approver = (await s.approver()).token;
    const toApprove = await requested();
    const approved = await call('POST', `${toApprove.url}/approve`, { body: {}, ifMatch: (await read(toApprove.url)).etag, token: approver });
    await expectWritten(approved, toApprove.url);
    expect(approved.json().data.status).toBe('approved');
    const cancelled = await call('POST', `${toApprove.url}/cancel`, { ifMatch: approved.headers.etag as string });
    await expectWritten(cancelled, toApprove.url);
    expect(cancelled.json().data.status).toBe('cancelled');

    const toReject = await requested();
    const rejected = await call('POST', `${toReject.url}/reject`, { body: { reason: 'Inventur' }, ifMatch: (await read(toReject.url)).etag, token: approver });
    await expectWritten(rejected, toReject.url);
    expect(rejected.json().data.status).toBe('rejected');

    const toDelete = await requested();
    const deleted = await call('DELETE', toDelete.url, { ifMatch: (await read(toDelete.url)).etag });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', toDelete.url)).statusCode).toBe(404);
  });

  it('of two clients changing the same version at once, exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const { url } = await requested();
      const { etag } = await read(url);
      const answers = await Promise.all(['2031-04-08', '2031-04-09'].map((end_date) => call('PATCH', url, { body: { end_date }, ifMatch: etag })));
      expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join('\n')).toEqual([200, 412]);
      const winner = answers.find((answer) => answer.statusCode === 200)!;
      const now = await read(url);
      expect(now.data.end_date).toBe(winner.json().data.end_date);
      expect(now.etag).toBe(winner.headers.etag);
    }
  });
});

describe('the OpenAPI document', () => {
  it('declares If-Match and 412 on the changes, and the ETag of the answers', async () => {
    const { paths } = (await ctx.request({ url: '/rest/openapi.json' })).json();
    const changes = [
      paths['/rest/employees/{employee}'].put,
      paths['/rest/employees/{employee}'].delete,
      paths['/rest/absences/{absence}'].patch,
      paths['/rest/absences/{absence}'].delete,
      paths['/rest/absences/{absence}/approve'].post,
      paths['/rest/absences/{absence}/reject'].post,
      paths['/rest/absences/{absence}/cancel'].post,
    ];
    for (const operation of changes) {
      expect(operation.parameters, operation.operationId).toContainEqual(expect.objectContaining({ in: 'header', name: 'if-match', required: false }));
      expect(Object.keys(operation.responses), operation.operationId).toContain('412');
    }
    const tagged = [paths['/rest/employees/{employee}'].get, paths['/rest/employees/{employee}'].put, paths['/rest/absences/{absence}'].get, paths['/rest/absences/{absence}'].patch];
    for (const operation of tagged) expect(Object.keys(operation.responses['200'].headers), operation.operationId).toContain('ETag');
  });
});
