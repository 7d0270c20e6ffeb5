import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';
import { filesBelow, formData, pdfBytes, PNG, type FormPart } from '../support/documents.js';

/**
 * The personnel file's multipart bodies as an attacker sends them: bodies the parser cannot read
 * are a 400 in the error envelope (never a 500), and text fields with a NUL character a 422 on
 * that field, as in JSON bodies, on both databases.
 */

let ctx: TestContext;
let slug: string;
let token: string;
let storageDir: string;
let spoolDir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
  storageDir = path.join(ctx.config.dataDir, 'storage');
  spoolDir = path.join(ctx.config.dataDir, 'uploads');
});
afterAll(() => ctx?.close());

const documentsOf = (employeeId: string) => `/rest/employees/${employeeId}/documents`;
const A_DOCUMENT = '01900000-0000-7000-8000-000000000000';

/** The body sent as it is, with the Content-Type given, to the upload (POST) or a deletion (DELETE). */
function sendRaw(method: 'POST' | 'DELETE', employeeId: string, contentType: string, body: string | Buffer) {
  const url = method === 'POST' ? documentsOf(employeeId) : `${documentsOf(employeeId)}/${A_DOCUMENT}`;
  return ctx.request({ method, url, tenant: slug, token, body: body as string, headers: { 'content-type': contentType } });
}

function send(method: 'POST' | 'DELETE', employeeId: string, parts: FormPart[]) {
  const { body, headers } = formData(parts);
  return sendRaw(method, employeeId, headers['content-type']!, body);
}

const B = 'abc';
const field = (name: string, value: string) => `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (content: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="file"; filename="v.pdf"\r\nContent-Type: application/pdf\r\n\r\n${content}`;
const pdf = pdfBytes().toString('latin1');

describe('a multipart body the parser cannot read', () => {
  const malformed: Array<[string, string, string]> = [
    ['no boundary parameter', 'multipart/form-data', 'x'],
    ['an empty boundary', 'multipart/form-data; boundary=', 'x'],
    ['a boundary longer than the parser takes', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
    ['a body that ends inside a field', `multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Disposition: form-data; name="title"\r\n\r\nVertrag`],
    ['a body that ends inside the file', `multipart/form-data; boundary=${B}`, `${field('category', 'contract')}${field('title', 'Vertrag')}${filePart(pdf)}`],
    ['a body that ends inside a part’s headers', `multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Disposition: form-da`],
    ['a body of only the opening boundary', `multipart/form-data; boundary=${B}`, `--${B}\r\n`],
    ['a body without any boundary in it', `multipart/form-data; boundary=${B}`, 'Vertrag'],
  ];

  it.each(malformed)('answers 400 bad_request for %s, to the upload and to a deletion, and keeps nothing', async (_name, contentType, body) => {
    const person = await createEmployee(ctx, slug, token);
    const stored = filesBelow(storageDir).length;
    for (const method of ['POST', 'DELETE'] as const) {
      const answer = expectEnvelope(await sendRaw(method, person.id, contentType, Buffer.from(body, 'latin1')), 400, 'bad_request');
      expect(answer.message).toMatch(/multipart\/form-data/);
    }
    expect(filesBelow(storageDir)).toHaveLength(stored);
    expect(filesBelow(spoolDir)).toEqual([]);
    expect((await ctx.request({ url: documentsOf(person.id), tenant: slug, token })).json().meta.total).toBe(0);
  });

  it('answers 400 for the parser’s own refusals as before: too many fields, a reserved part name, a JSON part that is no JSON', async () => {
    const person = await createEmployee(ctx, slug, token);
    const refusals = [
      `${Array.from({ length: 14 }, (_, i) => field(`f${i}`, 'x')).join('')}--${B}--\r\n`,
      `${field('__proto__', 'x')}--${B}--\r\n`,
      `--${B}\r\nContent-Disposition: form-data; name="title"\r\nContent-Type: application/json\r\n\r\n{x\r\n--${B}--\r\n`,
    ];
    for (const body of refusals) {
      for (const method of ['POST', 'DELETE'] as const) {
        const answer = expectEnvelope(await sendRaw(method, person.id, `multipart/form-data; boundary=${B}`, body), 400, 'bad_request');
        expect(answer.message).toMatch(/^The multipart\/form-data body is malformed: /);
      }
    }
  });

  it('still takes a well-formed upload, and an empty multipart body as an empty form', async () => {
    const person = await createEmployee(ctx, slug, token);
    const created = await sendRaw('POST', person.id, `multipart/form-data; boundary=${B}`, Buffer.from(`${field('category', 'contract')}${field('title', 'Vertrag')}${filePart(pdf)}\r\n--${B}--\r\n`, 'latin1'));
    expect(created.statusCode, created.body).toBe(201);
    const empty = expectEnvelope(await sendRaw('POST', person.id, `multipart/form-data; boundary=${B}`, ''), 422, 'validation_error');
    expect(Object.keys(empty.field_errors)).toContain('file');
  });
});

describe('a NUL character in a multipart field', () => {
  const pdfPart = { name: 'file', filename: 'v.pdf', contentType: 'application/pdf', content: pdfBytes() };

  it('is refused with 422 on that field, as in a JSON body, and nothing is stored', async () => {
    const person = await createEmployee(ctx, slug, token);
    const stored = filesBelow(storageDir).length;
    const title = expectEnvelope(
      await send('POST', person.id, [{ name: 'category', value: 'contract' }, { name: 'title', value: 'Vertrag\u0000' }, pdfPart]),
      422,
      'validation_error',
    );
    expect(title.field_errors).toEqual({ title: ['The title field must not contain NUL characters.'] });
    // The refusal is in the audit log like any answer, written to the database.
    await ctx.services.audit.flush(slug);
    const audited = await ctx.request({ url: `/rest/audit/requests/${title.request_id as string}`, tenant: slug, token });
    expect(audited.statusCode, audited.body).toBe(200);
    expect(audited.json().data).toMatchObject({ method: 'POST', status_code: 422 });
    const category = expectEnvelope(
      await send('POST', person.id, [{ name: 'category', value: 'contract\u0000' }, { name: 'title', value: 'Vertrag' }, pdfPart]),
      422,
      'validation_error',
    );
    expect(category.field_errors).toEqual({ category: ['The category field must not contain NUL characters.'] });
    const both = expectEnvelope(
      await send('POST', person.id, [{ name: 'category', value: '\u0000' }, { name: 'title', value: '\u0000' }, { name: 'valid_until', value: '2027-12-31\u0000' }, pdfPart]),
      422,
      'validation_error',
    );
    expect(Object.keys(both.field_errors).sort()).toEqual(['category', 'title', 'valid_until']);
    const name = expectEnvelope(
      await send('POST', person.id, [{ name: 'category', value: 'contract' }, { name: 'title', value: 'Vertrag' }, { name: 'no\u0000te', value: 'x' }, pdfPart]),
      422,
      'validation_error',
    );
    expect(name.field_errors).toEqual({ body: ['Field names must not contain NUL characters.'] });
    // A deletion reads a multipart body as well, and refuses it the same way.
    const deletion = expectEnvelope(await send('DELETE', person.id, [{ name: 'reason', value: 'x\u0000' }]), 422, 'validation_error');
    expect(deletion.field_errors).toEqual({ reason: ['The reason field must not contain NUL characters.'] });

    expect(filesBelow(storageDir)).toHaveLength(stored);
    expect(filesBelow(spoolDir)).toEqual([]);
    expect((await ctx.request({ url: documentsOf(person.id), tenant: slug, token })).json().meta.total).toBe(0);
  });

  it('leaves the file’s own bytes alone: a PNG holds NUL bytes and is stored', async () => {
    const person = await createEmployee(ctx, slug, token);
    expect(PNG.includes(0)).toBe(true);
    const created = await send('POST', person.id, [
      { name: 'category', value: 'certificate' },
      { name: 'title', value: 'Foto' },
      { name: 'file', filename: 'foto.png', contentType: 'image/png', content: PNG },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ title: 'Foto', content_type: 'image/png', size_bytes: PNG.length });
  });
});
