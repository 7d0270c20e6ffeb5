import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, DROPS_A_DATABASE_MS, type TestContext } from '../support/harness.js';
import { expectEnvelope, UNKNOWN_ID, UUID_FORMAT as UUID } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { EXE, filesBelow, formData, pdfBytes, PNG, type FormPart } from '../support/documents.js';
import { S3_KEYS, startS3Server } from '../support/s3-server.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';
import { runCli } from '../../src/cli/main.js';
import {
  deleteDocumentsOfEmployee,
  documentsOfEmployee,
  eraseDocumentsWithoutRetention,
} from '../../src/features/employee-documents/employee-documents.service.js';

/** The digital personnel file: /rest/employees/{e}/documents (module employee_documents). */

/** `stempel tenant delete <slug> --yes`, run in this process against the test's own installation. */
async function deleteTenant(context: TestContext, tenantSlug: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['tenant', 'delete', tenantSlug, '--yes'], { env: context.env, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

/** Uploads one PDF into someone's personnel file and answers the stored document. */
async function storeOne(context: TestContext, tenantSlug: string, adminToken: string, title: string) {
  const person = await createEmployee(context, tenantSlug, adminToken);
  const { body, headers } = formData([
    { name: 'category', value: 'contract' },
    { name: 'title', value: title },
    { name: 'file', filename: 'vertrag.pdf', contentType: 'application/pdf', content: pdfBytes(title) },
  ]);
  const created = await context.request({ method: 'POST', url: `/rest/employees/${person.id}/documents`, tenant: tenantSlug, token: adminToken, body, headers });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { id: string };
}
const MAX_BYTES = 8192;
let ctx: TestContext;
let slug: string;
let token: string;
let storageDir: string;
let spoolDir: string;

beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_DOCUMENT_MAX_BYTES: String(MAX_BYTES), STEMPEL_AUDIT_FLUSH_MS: '60000' });
  ({ slug, token } = await tenantWithAdmin(ctx));
  storageDir = path.join(ctx.config.dataDir, 'storage');
  spoolDir = path.join(ctx.config.dataDir, 'uploads');
});
afterAll(() => ctx?.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const documentsOf = (employeeId: string) => `/rest/employees/${employeeId}/documents`;
const get = (url: string, as = token) => ctx.request({ url, tenant: slug, token: as });

function send(employeeId: string, parts: FormPart[], as = token, tenant = slug) {
  const { body, headers } = formData(parts);
  return ctx.request({ method: 'POST', url: documentsOf(employeeId), tenant, token: as, body, headers });
}

const fields = (category = 'contract', title = 'Arbeitsvertrag') => [
  { name: 'category', value: category },
  { name: 'title', value: title },
];
const pdfPart = (content = pdfBytes(), filename = 'vertrag.pdf', contentType = 'application/pdf') => ({ name: 'file', filename, contentType, content });

async function upload(employeeId: string, parts: FormPart[], as = token) {
  const response = await send(employeeId, parts, as);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; sha256: string; content_url: string; category: string; content_type: string };
}

describe('uploading, listing and downloading', () => {
  it('stores an upload with its SHA-256 and gives the same bytes back with download headers', async () => {
    const person = await createEmployee(ctx, slug, token);
    const content = pdfBytes('Vertrag Jana Müller');
    const response = await send(person.id, [
      ...fields('contract', '  Arbeitsvertrag 2026 '),
      { name: 'valid_until', value: '2027-12-31' },
      pdfPart(content, 'Arbeitsvertrag Müller 2026.pdf'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json().data;
    expect(document).toEqual({
      id: expect.stringMatching(UUID),
      employee_id: person.id,
      category: 'contract',
      title: 'Arbeitsvertrag 2026',
      file_name: 'Arbeitsvertrag Müller 2026.pdf',
      content_type: 'application/pdf',
      size_bytes: content.length,
      sha256: sha256(content),
      valid_until: '2027-12-31',
      uploaded_by: expect.stringMatching(UUID),
      created_at: expect.stringMatching(/Z$/),
      content_url: `/rest/employees/${person.id}/documents/${document.id}/content`,
    });
    expect(response.headers.location).toBe(`/rest/employees/${person.id}/documents/${document.id}`);

    const list = await get(`${documentsOf(person.id)}?per_page=10`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([document]);
    expect(list.json().meta).toMatchObject({ total: 1, per_page: 10 });
    expect((await get(`${documentsOf(person.id)}/${document.id}`)).json().data).toEqual(document);

    const download = await get(document.content_url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(sha256(download.rawPayload)).toBe(document.sha256);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(content.length));
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers.etag).toBe(`"${document.sha256}"`);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Arbeitsvertrag M_ller 2026.pdf"; filename*=UTF-8''Arbeitsvertrag%20M%C3%BCller%202026.pdf`,
    );
    // Nothing stays behind in the spool directory once the upload is answered.
    await vi.waitFor(() => expect(filesBelow(spoolDir)).toEqual([]), { timeout: 5_000, interval: 20 });
  });

  it('accepts images and UTF-8 text by their content, and filters the list by category', async () => {
    const person = await createEmployee(ctx, slug, token);
    const png = await upload(person.id, [...fields('qualification', 'Staplerschein'), { name: 'file', filename: 'schein.png', contentType: 'image/png', content: PNG }]);
    expect(png.content_type).toBe('image/png');
    const text = Buffer.from('Bescheinigung über die Teilnahme – Erste Hilfe\r\n');
    const note = await upload(person.id, [...fields('certificate', 'Erste Hilfe'), { name: 'file', filename: 'erste-hilfe.txt', contentType: 'text/plain; charset=utf-8', content: text }]);
    expect(note.content_type).toBe('text/plain');
    // A file part sent without a specific type is stored as what its content is.
    const unspecific = await upload(person.id, [...fields('other', 'Scan'), pdfPart(pdfBytes('scan'), 'scan', 'application/octet-stream')]);
    expect(unspecific.content_type).toBe('application/pdf');

    // Office files are ZIP archives; the sniffing looks inside them.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Schulungen').addRow(['Erste Hilfe', '2026-03-01']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const sheet = await upload(person.id, [...fields('qualification', 'Schulungen'), { name: 'file', filename: 'schulungen.xlsx', contentType: XLSX, content: xlsx }]);
    expect(sheet.content_type).toBe(XLSX);
    await ctx.request({ method: 'DELETE', url: `${documentsOf(person.id)}/${sheet.id}`, tenant: slug, token });
    const zipAsPdf = expectEnvelope(await send(person.id, [...fields(), pdfPart(xlsx, 'schulungen.pdf')]), 422, 'validation_error');
    expect(zipAsPdf.errors[0]._meta).toMatchObject({ code: 'document_type_mismatch', declared: 'application/pdf', detected: XLSX });

    const download = await get(note.content_url);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.rawPayload.equals(text)).toBe(true);

    const certificates = (await get(`${documentsOf(person.id)}?category=certificate`)).json().data as Array<{ id: string }>;
    expect(certificates.map((d) => d.id)).toEqual([note.id]);
    const all = (await get(documentsOf(person.id))).json().data as Array<{ id: string }>;
    expect(all.map((d) => d.id)).toEqual([unspecific.id, note.id, png.id]);
    expectEnvelope(await get(`${documentsOf(person.id)}?category=diary`), 422, 'validation_error');
  });

  it('refuses a file above the size limit with 413 and keeps nothing', async () => {
    const person = await createEmployee(ctx, slug, token);
    const before = filesBelow(storageDir).length;
    const tooLarge = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_BYTES, 0x20)]);
    expectEnvelope(await send(person.id, [...fields(), pdfPart(tooLarge)]), 413, 'payload_too_large');
    // The fields may also follow the file.
    expectEnvelope(await send(person.id, [pdfPart(tooLarge), ...fields()]), 413, 'payload_too_large');
    expect(filesBelow(storageDir)).toHaveLength(before);
    // The refused upload's spool file goes once the answer is out, which may be just after inject resolves.
    await vi.waitFor(() => expect(filesBelow(spoolDir)).toEqual([]), { timeout: 5_000, interval: 20 });
    expect((await get(documentsOf(person.id))).json().meta.total).toBe(0);

    const exact = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_BYTES - pdfBytes().length, 0x20)]);
    expect((await upload(person.id, [...fields(), pdfPart(exact)])).sha256).toBe(sha256(exact));
  });

  it('refuses content that is not an accepted kind, or that is not what it was declared as', async () => {
    const person = await createEmployee(ctx, slug, token);
    const before = filesBelow(storageDir).length;
    const exe = expectEnvelope(await send(person.id, [...fields(), pdfPart(EXE, 'vertrag.pdf')]), 422, 'validation_error');
    expect(exe.errors[0]._meta).toMatchObject({ code: 'document_type_refused', detected: 'application/x-msdownload' });
    expect(exe.field_errors.file).toBeDefined();

    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const declaredPdf = expectEnvelope(await send(person.id, [...fields(), pdfPart(html, 'vertrag.pdf', 'application/pdf')]), 422, 'validation_error');
    expect(declaredPdf.errors[0]._meta).toMatchObject({ code: 'document_type_mismatch', declared: 'application/pdf', detected: 'text/plain' });

    const pngAsJpeg = expectEnvelope(await send(person.id, [...fields(), { name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', content: PNG }]), 422, 'validation_error');
    expect(pngAsJpeg.errors[0]._meta).toMatchObject({ code: 'document_type_mismatch', declared: 'image/jpeg', detected: 'image/png' });

    const binary = Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x10, 0x80, 0x81, 0x00, 0x00, 0x42]);
    const unknown = expectEnvelope(await send(person.id, [...fields(), pdfPart(binary, 'blob.bin', 'application/octet-stream')]), 422, 'validation_error');
    expect(unknown.errors[0]._meta).toMatchObject({ code: 'document_type_refused', detected: 'application/octet-stream' });

    expectEnvelope(await send(person.id, [...fields(), pdfPart(Buffer.alloc(0), 'leer.pdf')]), 422, 'validation_error');
    expect(filesBelow(storageDir)).toHaveLength(before);
    expect((await get(documentsOf(person.id))).json().meta.total).toBe(0);
  });

  it('validates the fields and needs the file as a file part', async () => {
    const person = await createEmployee(ctx, slug, token);
    const noFile = expectEnvelope(await send(person.id, fields()), 422, 'validation_error');
    expect(noFile.field_errors.file).toBeDefined();
    const fileAsText = expectEnvelope(await send(person.id, [...fields(), { name: 'file', value: '%PDF-1.4' }]), 422, 'validation_error');
    expect(fileAsText.field_errors.file).toBeDefined();
    const badFields = expectEnvelope(
      await send(person.id, [{ name: 'category', value: 'diary' }, { name: 'title', value: ' ' }, { name: 'valid_until', value: '31.12.2027' }, pdfPart()]),
      422,
      'validation_error',
    );
    expect(Object.keys(badFields.field_errors).sort()).toEqual(['category', 'title', 'valid_until']);
    const twoFiles = await send(person.id, [...fields(), pdfPart(), { ...pdfPart(), name: 'second' }]);
    expect(expectEnvelope(twoFiles, 422, 'validation_error').field_errors.second).toBeDefined();
    expect((await get(documentsOf(person.id))).json().meta.total).toBe(0);
  });

  it('deletes a document together with its stored bytes', async () => {
    const person = await createEmployee(ctx, slug, token);
    const kept = await upload(person.id, [...fields(), pdfPart(pdfBytes('kept'))]);
    const document = await upload(person.id, [...fields(), pdfPart(pdfBytes('to delete'))]);
    const before = filesBelow(storageDir).length;
    const url = `${documentsOf(person.id)}/${document.id}`;
    const removed = await ctx.request({ method: 'DELETE', url, tenant: slug, token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(filesBelow(storageDir)).toHaveLength(before - 1);
    expect(filesBelow(storageDir).some((file) => file.endsWith(document.id))).toBe(false);
    expectEnvelope(await get(url), 404, 'not_found');
    expectEnvelope(await get(document.content_url), 404, 'not_found');
    expectEnvelope(await ctx.request({ method: 'DELETE', url, tenant: slug, token }), 404, 'not_found');
    expect((await get(kept.content_url)).statusCode).toBe(200);
  });
});

describe('who may see and change a personnel file', () => {
  it('lets employees read their own documents, but not change them or see anyone else’s', async () => {
    const employee = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const colleague = await createEmployee(ctx, slug, token);
    const own = await upload(employee.id, [...fields('payroll', 'Lohnabrechnung Oktober'), pdfPart(pdfBytes('own'))]);
    const theirs = await upload(colleague.id, [...fields(), pdfPart(pdfBytes('colleague'))]);

    const list = await get(documentsOf(employee.id), employee.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((d: { id: string }) => d.id)).toEqual([own.id]);
    expect((await get(`${documentsOf(employee.id)}/${own.id}`, employee.token)).statusCode).toBe(200);
    const download = await get(own.content_url, employee.token);
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(own.sha256);

    for (const url of [documentsOf(colleague.id), `${documentsOf(colleague.id)}/${theirs.id}`, theirs.content_url]) {
      expect(expectEnvelope(await get(url, employee.token), 403, 'forbidden').errors[0]._meta.permission).toBe('employees:manage');
    }
    // Another person's document under one's own path is simply not there.
    expectEnvelope(await get(`${documentsOf(employee.id)}/${theirs.id}`, employee.token), 404, 'not_found');
    expectEnvelope(await get(`${documentsOf(employee.id)}/${theirs.id}/content`, employee.token), 404, 'not_found');

    expectEnvelope(await send(employee.id, [...fields(), pdfPart()], employee.token), 403, 'forbidden');
    expectEnvelope(await ctx.request({ method: 'DELETE', url: `${documentsOf(employee.id)}/${own.id}`, tenant: slug, token: employee.token }), 403, 'forbidden');
    expect((await get(documentsOf(employee.id))).json().meta.total).toBe(1);
  });

  it('needs employees:manage, not employees:view, for another person’s file', async () => {
    const payroll = await personWithLogin(ctx, slug, token, { role: 'payroll_accounting' });
    const person = await createEmployee(ctx, slug, token);
    const document = await upload(person.id, [...fields(), pdfPart(pdfBytes('payroll view'))]);
    expectEnvelope(await get(documentsOf(person.id), payroll.token), 403, 'forbidden');
    expectEnvelope(await get(document.content_url, payroll.token), 403, 'forbidden');
  });

  it('keeps HR within their organisation units, and answers 404 for unknown people and documents', async () => {
    const north = await createDepartment(ctx, slug, token, 'Nord');
    const south = await createDepartment(ctx, slug, token, 'Süd');
    const hr = await personWithLogin(ctx, slug, token, { role: 'hr_admin', department_id: north.id });
    const inside = await createEmployee(ctx, slug, token, { department_id: north.id });
    const outside = await createEmployee(ctx, slug, token, { department_id: south.id });

    const mine = await upload(inside.id, [...fields(), pdfPart(pdfBytes('nord'))], hr.token);
    expect((await get(mine.content_url, hr.token)).statusCode).toBe(200);
    const foreign = await upload(outside.id, [...fields(), pdfPart(pdfBytes('süd'))]);

    expectEnvelope(await get(documentsOf(outside.id), hr.token), 403, 'forbidden');
    expectEnvelope(await get(foreign.content_url, hr.token), 403, 'forbidden');
    expectEnvelope(await send(outside.id, [...fields(), pdfPart()], hr.token), 403, 'forbidden');
    expectEnvelope(await ctx.request({ method: 'DELETE', url: `${documentsOf(outside.id)}/${foreign.id}`, tenant: slug, token: hr.token }), 403, 'forbidden');
    // A document id under the wrong person, and unknown people or documents: 404.
    expectEnvelope(await get(`${documentsOf(inside.id)}/${foreign.id}`, hr.token), 404, 'not_found');
    expectEnvelope(await get(`${documentsOf(inside.id)}/${foreign.id}/content`, hr.token), 404, 'not_found');
    expectEnvelope(await get(`${documentsOf(inside.id)}/${UNKNOWN_ID}`, hr.token), 404, 'not_found');
    expectEnvelope(await get(documentsOf(UNKNOWN_ID)), 404, 'not_found');
    expectEnvelope(await send(UNKNOWN_ID, [...fields(), pdfPart()]), 404, 'not_found');
    expectEnvelope(await get(`${documentsOf(inside.id)}/not-a-uuid`), 400, 'bad_request');
  });

  it('keeps a deleted person’s file readable, within HR’s units, but closed to uploads and deletions', async () => {
    const north = await createDepartment(ctx, slug, token, 'Nord-Archiv');
    const south = await createDepartment(ctx, slug, token, 'Süd-Archiv');
    const hr = await personWithLogin(ctx, slug, token, { role: 'hr_admin', department_id: north.id });
    const leaver = await createEmployee(ctx, slug, token, { department_id: north.id });
    const elsewhere = await createEmployee(ctx, slug, token, { department_id: south.id });
    const contract = await upload(leaver.id, [...fields(), pdfPart(pdfBytes('vertrag'))]);
    const foreign = await upload(elsewhere.id, [...fields(), pdfPart(pdfBytes('anderswo'))]);
    for (const person of [leaver, elsewhere]) {
      const removed = await ctx.request({ method: 'DELETE', url: `/rest/employees/${person.id}`, tenant: slug, token });
      expect(removed.statusCode, removed.body).toBe(200);
    }
    const listed = await get(documentsOf(leaver.id), hr.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((document: { id: string }) => document.id)).toEqual([contract.id]);
    expect((await get(`${documentsOf(leaver.id)}/${contract.id}`, hr.token)).json().data.category).toBe('contract');
    const downloaded = await get(contract.content_url, hr.token);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(pdfBytes('vertrag'))).toBe(true);
    // Outside HR's units, a deleted person is as unknown as any other.
    expectEnvelope(await get(foreign.content_url, hr.token), 404, 'not_found');
    expectEnvelope(await send(leaver.id, [...fields(), pdfPart()]), 404, 'not_found');
    expectEnvelope(await ctx.request({ method: 'DELETE', url: `${documentsOf(leaver.id)}/${contract.id}`, tenant: slug, token }), 404, 'not_found');
  });

  it('answers 403 while the module is off', async () => {
    const other = await tenantWithAdmin(ctx, { modules: MODULE_IDS.filter((id) => id !== 'employee_documents') });
    const person = await createEmployee(ctx, other.slug, other.token);
    const refused = expectEnvelope(await ctx.request({ url: documentsOf(person.id), tenant: other.slug, token: other.token }), 403, 'forbidden');
    expect(refused.errors[0]._meta.module).toBe('employee_documents');
    expectEnvelope(await send(person.id, [...fields(), pdfPart()], other.token, other.slug), 403, 'forbidden');
  });
});

describe('the audit log of the personnel file', () => {
  const record = async (response: { headers: Record<string, unknown> }) => {
    const found = await get(`/rest/audit/requests/${response.headers['x-request-id'] as string}`);
    expect(found.statusCode, found.body).toBe(200);
    return found.json().data as { payload: string; response_body: string; status_code: number };
  };
  const MARKER = 'GEHEIMER-VERTRAGSINHALT';

  it('records an upload’s file name, size and type but never its bytes, and no bytes of a download', async () => {
    const person = await createEmployee(ctx, slug, token);
    const content = pdfBytes(MARKER);
    const uploaded = await send(person.id, [...fields('contract', 'Vertrag'), pdfPart(content, 'vertrag.pdf')]);
    expect(uploaded.statusCode).toBe(201);
    const row = await record(uploaded);
    expect(row.payload).not.toContain(MARKER);
    expect(row.payload).not.toContain('%PDF');
    expect(JSON.parse(row.payload)).toEqual({
      category: 'contract',
      title: 'Vertrag',
      file: { file_name: 'vertrag.pdf', size_bytes: content.length, content_type: 'application/pdf' },
    });

    const download = await get(uploaded.json().data.content_url);
    expect(download.rawPayload.toString()).toContain(MARKER);
    const downloadRow = await record(download);
    expect(downloadRow.status_code).toBe(200);
    expect(downloadRow.response_body).not.toContain(MARKER);

    const tooLarge = await send(person.id, [...fields(), pdfPart(Buffer.concat([pdfBytes(MARKER), Buffer.alloc(MAX_BYTES)]))]);
    expect(tooLarge.statusCode).toBe(413);
    const refusedRow = await record(tooLarge);
    expect(refusedRow.payload).not.toContain(MARKER);
    expect(JSON.parse(refusedRow.payload).file).toMatchObject({ file_name: 'vertrag.pdf', content_type: 'application/pdf' });

    const refused = await send(person.id, [...fields(), pdfPart(Buffer.from(`${MARKER} <html></html>`), 'vertrag.pdf')]);
    expect(refused.statusCode).toBe(422);
    expect((await record(refused)).payload).not.toContain(MARKER);

    // A file in a part the route does not read is refused before anything describes it: the
    // multipart body is left out of the audit log altogether.
    const stray = await send(person.id, [...fields(), { ...pdfPart(pdfBytes(MARKER)), name: 'attachment' }]);
    expect(expectEnvelope(stray, 422, 'validation_error').field_errors.attachment).toBeDefined();
    expect((await record(stray)).payload).toBe('[multipart body not recorded]');
  });
});

describe('what data protection asks of the personnel file', () => {
  it('lists a person’s documents, erases those without retention, and deletes the rest when retention ends', async () => {
    const person = await createEmployee(ctx, slug, token);
    const other = await createEmployee(ctx, slug, token);
    const contract = await upload(person.id, [...fields('contract', 'Vertrag'), pdfPart(pdfBytes('dp contract'))]);
    const payslip = await upload(person.id, [...fields('payroll', 'Lohnabrechnung'), pdfPart(pdfBytes('dp payroll'))]);
    const sickNote = await upload(person.id, [...fields('sick_note', 'AU'), pdfPart(pdfBytes('dp sick'))]);
    const reference = await upload(person.id, [...fields('certificate', 'Zeugnis'), pdfPart(pdfBytes('dp reference'))]);
    const untouched = await upload(other.id, [...fields('other', 'Fremd'), pdfPart(pdfBytes('dp other'))]);
    const objects = filesBelow(storageDir).length;
    const storage = ctx.services.storage;

    const listed = await ctx.services.tenants.withTenant(slug, ({ db }) => documentsOfEmployee(db, person.id));
    expect(listed.map((d) => d.id).sort()).toEqual([contract.id, payslip.id, sickNote.id, reference.id].sort());
    expect(listed.find((d) => d.id === contract.id)).toEqual((await get(`${documentsOf(person.id)}/${contract.id}`)).json().data);

    const erased = await ctx.services.tenants.withTenant(slug, ({ db }) => eraseDocumentsWithoutRetention(db, storage, person.id));
    expect(erased.map((d) => d.id).sort()).toEqual([sickNote.id, reference.id].sort());
    expect(filesBelow(storageDir)).toHaveLength(objects - 2);
    const left = (await get(documentsOf(person.id))).json().data as Array<{ id: string }>;
    expect(left.map((d) => d.id).sort()).toEqual([contract.id, payslip.id].sort());
    expectEnvelope(await get(sickNote.content_url), 404, 'not_found');

    const ended = await ctx.services.tenants.withTenant(slug, ({ db }) => deleteDocumentsOfEmployee(db, storage, person.id));
    expect(ended.map((d) => d.id).sort()).toEqual([contract.id, payslip.id].sort());
    expect((await get(documentsOf(person.id))).json().meta.total).toBe(0);
    expect(filesBelow(storageDir)).toHaveLength(objects - 4);
    expect((await get(untouched.content_url)).statusCode).toBe(200);
  });
});

describe('deleting a tenant', () => {
  it('deletes its stored documents with it and leaves other tenants’ files alone', async () => {
    const doomed = await tenantWithAdmin(ctx);
    const first = await storeOne(ctx, doomed.slug, doomed.token, 'Vertrag A');
    const second = await storeOne(ctx, doomed.slug, doomed.token, 'Vertrag B');
    const kept = await storeOne(ctx, slug, token, 'Vertrag C');
    const staying = (await ctx.services.catalog.findBySlug(slug))!;
    const ofTenant = (id: string) => filesBelow(path.join(storageDir, id));
    expect(ofTenant(doomed.tenant.id).map((file) => path.basename(file)).sort()).toEqual([first.id, second.id].sort());

    const deleted = await deleteTenant(ctx, doomed.slug);
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(deleted.stdout).toContain(`Deleted tenant ${doomed.slug}, its database, 2 stored files and 0 export files`);
    expect(ofTenant(doomed.tenant.id)).toEqual([]);
    expect(ofTenant(staying.id).map((file) => path.basename(file))).toContain(kept.id);
    expect(await ctx.services.catalog.findBySlug(doomed.slug)).toBeUndefined();
  }, DROPS_A_DATABASE_MS);
});

describe('with the documents in an S3-compatible bucket (STEMPEL_STORAGE=s3)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let s3ctx: TestContext;
  let s3slug: string;
  let s3token: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    s3ctx = await createTestContext({
      STEMPEL_STORAGE: 's3',
      STEMPEL_S3_BUCKET: s3.bucket,
      STEMPEL_S3_ENDPOINT: s3.endpoint,
      STEMPEL_S3_REGION: 'eu-central-1',
      STEMPEL_S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      STEMPEL_S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
      STEMPEL_S3_FORCE_PATH_STYLE: 'true',
    });
    ({ slug: s3slug, token: s3token } = await tenantWithAdmin(s3ctx));
  });
  afterAll(async () => {
    await s3ctx?.close();
    await s3?.close();
  });
  const objects = () => filesBelow(path.join(s3.directory, s3.bucket)).filter((file) => file.endsWith('._S3rver_object'));

  it('uploads into the bucket, downloads the same bytes, and deletes the object with the document', async () => {
    const person = await createEmployee(s3ctx, s3slug, s3token);
    const content = pdfBytes('im Eimer');
    const { body, headers } = formData([...fields('payroll', 'Lohnabrechnung'), pdfPart(content, 'lohn.pdf')]);
    const created = await s3ctx.request({ method: 'POST', url: documentsOf(person.id), tenant: s3slug, token: s3token, body, headers });
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json().data;
    expect(document.sha256).toBe(sha256(content));
    expect(objects()).toHaveLength(1);
    expect(objects()[0]).toContain(`${person.id}/${document.id}._S3rver_object`);
    // Nothing was written to the local storage directory.
    expect(filesBelow(path.join(s3ctx.config.dataDir, 'storage'))).toEqual([]);

    const download = await s3ctx.request({ url: document.content_url, tenant: s3slug, token: s3token });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers.etag).toBe(`"${document.sha256}"`);

    const tooLarge = Buffer.concat([pdfBytes(), Buffer.alloc(20 * 1024 * 1024)]);
    const refused = formData([...fields(), pdfPart(tooLarge)]);
    expectEnvelope(await s3ctx.request({ method: 'POST', url: documentsOf(person.id), tenant: s3slug, token: s3token, ...refused }), 413, 'payload_too_large');
    expect(objects()).toHaveLength(1);

    const removed = await s3ctx.request({ method: 'DELETE', url: `${documentsOf(person.id)}/${document.id}`, tenant: s3slug, token: s3token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(objects()).toEqual([]);
  });

  it('deletes every object of a deleted tenant from the bucket, and only those', async () => {
    const doomed = await tenantWithAdmin(s3ctx);
    await storeOne(s3ctx, doomed.slug, doomed.token, 'Vertrag A');
    await storeOne(s3ctx, doomed.slug, doomed.token, 'Vertrag B');
    const kept = await storeOne(s3ctx, s3slug, s3token, 'Vertrag C');
    expect(objects().filter((file) => file.includes(doomed.tenant.id))).toHaveLength(2);

    const deleted = await deleteTenant(s3ctx, doomed.slug);
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(deleted.stdout).toContain(', 2 stored files and 0 export files');
    expect(objects()).toEqual([expect.stringContaining(`${kept.id}._S3rver_object`)]);
  }, DROPS_A_DATABASE_MS);
});
