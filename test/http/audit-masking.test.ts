import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext } from '../support/harness.js';
import { personWithLogin, tenantWithAdmin } from '../support/factories.js';

let ctx: TestContext;
let slug: string;
let token: string;

beforeAll(async () => {
  // A long flush interval: each record is read from the buffer, right after its answer.
  ctx = await createTestContext({ STEMPEL_AUDIT_FLUSH_MS: '60000', STEMPEL_WEBHOOKS_ALLOW_PRIVATE: '1', STEMPEL_OUTBOUND_ALLOW_PRIVATE: '1' });
  ({ slug, token } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

/** The audit record of an answer, as the audit log's API gives it. */
async function recordOf(response: LightMyRequestResponse) {
  const id = response.headers['x-request-id'] as string;
  const found = await ctx.request({ url: `/rest/audit/requests/${id}`, tenant: slug, token });
  expect(found.statusCode, found.body).toBe(200);
  return found.json().data as { uri: string; payload: string; response_body: string; request_headers: string; response_headers: string };
}

const importFile = (csv: string | Buffer, contentType = 'text/csv', query = '') =>
  ctx.request({ method: 'POST', url: `/rest/imports/employees${query}`, tenant: slug, token, body: csv as string, headers: { 'content-type': contentType } });

describe('an import file in the audit log', () => {
  it('keeps a summary of a refused file (size, column names, data lines, content type) and none of its values', async () => {
    const csv =
      'personnel_number;first_name;last_name;PIN;Passwort;IBAN;Steuer-ID\n' +
      '9101;Pia;Pin;4711-PIN-SECRET;Kennwort-SECRET;DE02120300000000202051;12345678903\n' +
      ';;;;;;\n' +
      '9102;Paul;Passwort;0815-PIN-SECRET;Geheim-SECRET;DE02500105170137075030;98765432106\n';
    const refused = await importFile(csv);
    expect(refused.statusCode, refused.body).toBe(422);
    const record = await recordOf(refused);
    expect(record.payload).not.toMatch(/SECRET|DE0|12345678903|Pia|Paul|9101/);
    expect(JSON.parse(record.payload)).toEqual({
      file: {
        content_type: 'text/csv',
        size_bytes: Buffer.byteLength(csv),
        columns: ['personnel_number', 'first_name', 'last_name', 'PIN', 'Passwort', 'IBAN', 'Steuer-ID'],
        data_lines: 2,
      },
    });
  });

  it('keeps the same summary of an imported file, read as Windows-1252, after blank lines and a byte order mark', async () => {
    const csv = Buffer.from('\r\n;;\r\nPersonalnummer;Vorname;Nachname\r\n9201;Jürgen;Müller\r\n9202;Ina;Import\r\n', 'latin1');
    const imported = await importFile(csv, 'text/csv; charset=windows-1252', '?dry_run=true');
    expect(imported.statusCode, imported.body).toBe(200);
    const record = await recordOf(imported);
    expect(JSON.parse(record.payload)).toEqual({
      file: { content_type: 'text/csv; charset=windows-1252', size_bytes: csv.length, columns: ['Personalnummer', 'Vorname', 'Nachname'], data_lines: 2 },
    });
    const withMark = await importFile('\uFEFF"personnel_number",first_name,"last;name"\n9203,Eva,Ernst\n', 'text/csv', '?dry_run=true');
    expect(withMark.statusCode, withMark.body).toBe(422);
    expect(JSON.parse((await recordOf(withMark)).payload).file).toMatchObject({ columns: ['personnel_number', 'first_name', 'last;name'], data_lines: 1 });
  });

  it('keeps no names of a first line that names no column the import knows: it is a row of a file without a header', async () => {
    const refused = await importFile('9301;Pia;Pin;4711-PIN-SECRET\n9302;Paul;Pan;0815-PIN-SECRET\n');
    expect(refused.statusCode, refused.body).toBe(422);
    const record = await recordOf(refused);
    expect(record.payload).not.toMatch(/SECRET|Pia|9301/);
    expect(JSON.parse(record.payload).file).toMatchObject({ columns: null, data_lines: 1 });
  });

  it('keeps only size and content type of a file that could not be read, and the summary of one refused for a NUL', async () => {
    const file = 'personnel_number;PIN\n9401;4711-PIN-SECRET\n';
    const unread = await importFile(file, 'text/csv; charset=ebcdic');
    expect(unread.statusCode, unread.body).toBe(422);
    const record = await recordOf(unread);
    expect(record.payload).not.toContain('SECRET');
    expect(JSON.parse(record.payload)).toEqual({ file: { content_type: 'text/csv; charset=ebcdic', size_bytes: Buffer.byteLength(file), columns: null, data_lines: null } });
    const nul = await importFile('personnel_number;first_name;last_name;PIN\n9402;A;B;4711-PIN-SECRET\u0000\n');
    expect(nul.statusCode, nul.body).toBe(422);
    const nulRecord = await recordOf(nul);
    expect(nulRecord.payload).not.toContain('SECRET');
    expect(JSON.parse(nulRecord.payload).file).toMatchObject({ columns: ['personnel_number', 'first_name', 'last_name', 'PIN'], data_lines: 1 });
  });
});

describe('keys of other services in query parameters of stored URLs', () => {
  const keys = 'code=AZ-FUNC-SECRET&api_key=APIKEY-SECRET&x-api-key=XKEY-SECRET&ApiKey=AK-SECRET&key=K-SECRET&sig=SIG-SECRET&Signature=SIGN-SECRET&auth=AUTH-SECRET&client_credential=CRED-SECRET';
  const masked = 'code=***&api_key=***&x-api-key=***&ApiKey=***&key=***&sig=***&Signature=***&auth=***&client_credential=***';

  it('a partner payroll endpoint: masked in the stored request and answer, the other parameters kept', async () => {
    const saved = await ctx.request({
      method: 'PUT',
      url: '/rest/partner-payroll/settings',
      tenant: slug,
      token,
      body: { consultant_number: '1234567', client_number: '10420', wage_types: { worked: '1000' }, endpoint_url: `https://lohn.example/upload?${keys}&monkey=1&codes=2&author=3` },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.endpoint_url).toContain('AZ-FUNC-SECRET');
    const record = await recordOf(saved);
    for (const stored of [record.payload, record.response_body]) {
      expect(stored).not.toContain('SECRET');
      expect(stored).toContain(`https://lohn.example/upload?${masked}&monkey=1&codes=2&author=3`);
    }
  });

  it('a webhook URL: masked in the stored request and answer', async () => {
    const created = await ctx.request({ method: 'POST', url: '/rest/webhooks', tenant: slug, token, body: { url: `http://127.0.0.1:9/hook?${keys}`, events: ['absence.approved'] } });
    expect(created.statusCode, created.body).toBe(201);
    const record = await recordOf(created);
    expect(`${record.payload}${record.response_body}`).not.toContain('-SECRET');
    expect(record.payload).toContain(`http://127.0.0.1:9/hook?${masked}`);
  });

  it('a URL with user info, refused for it: kept with its user info masked', async () => {
    const webhook = await ctx.request({ method: 'POST', url: '/rest/webhooks', tenant: slug, token, body: { url: 'https://alice:S3cretPw9@hooks.example.com/x', events: ['absence.approved'] } });
    expect(webhook.statusCode, webhook.body).toBe(422);
    const payroll = await ctx.request({
      method: 'PUT',
      url: '/rest/partner-payroll/settings',
      tenant: slug,
      token,
      body: { consultant_number: '1234567', client_number: '10420', wage_types: { worked: '1000' }, endpoint_url: 'https://datev-user:Pa55wort-Kanzlei@lohn.example/import' },
    });
    expect(payroll.statusCode, payroll.body).toBe(422);
    expect((await recordOf(webhook)).payload).toContain('"url":"https://***@hooks.example.com/x"');
    expect((await recordOf(payroll)).payload).toContain('"endpoint_url":"https://***@lohn.example/import"');
  });

  it('the request\'s own query: masked by the same names', async () => {
    const listed = await ctx.request({ url: `/rest/employees?${keys}&per_page=5`, tenant: slug, token });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((await recordOf(listed)).uri).toBe(`/rest/employees?${masked}&per_page=5`);
  });

  it('members of those names stay readable: they are no query parameters', async () => {
    const created = await ctx.request({ method: 'POST', url: '/rest/employees', tenant: slug, token, body: { code: 'CODE-9501', first_name: 'Key', last_name: 'Auth' } });
    expect(created.statusCode, created.body).toBe(201);
    const record = await recordOf(created);
    expect(JSON.parse(record.payload)).toMatchObject({ code: 'CODE-9501' });
    expect(JSON.parse(record.response_body).data).toMatchObject({ code: 'CODE-9501' });
  });
});

describe('the headers of a route whose bodies the audit log does not keep', () => {
  it('a mood answer\'s stored headers carry no content-length, whether it has a comment or not; other requests keep it', async () => {
    const short = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const long = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const answers = [
      await ctx.request({ method: 'POST', url: '/rest/mood', tenant: slug, token: short.token, body: { score: 1 } }),
      await ctx.request({ method: 'POST', url: '/rest/mood', tenant: slug, token: long.token, body: { score: 1, comment: 'Mein Vorgesetzter schreit jeden Tag herum.' } }),
    ];
    for (const answered of answers) {
      expect(answered.statusCode, answered.body).toBe(201);
      const record = await recordOf(answered);
      expect(JSON.parse(record.request_headers)).not.toHaveProperty('content-length');
      expect(JSON.parse(record.response_headers)).not.toHaveProperty('content-length');
      expect(JSON.parse(record.request_headers)).toMatchObject({ 'content-type': 'application/json' });
    }
    const created = await ctx.request({ method: 'POST', url: '/rest/departments', tenant: slug, token, body: { name: 'Mit Länge' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(JSON.parse((await recordOf(created)).request_headers)).toHaveProperty('content-length');
  });
});
