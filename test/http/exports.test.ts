import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DROPS_A_DATABASE_MS, type TestContext } from '../support/harness.js';
import { expectEnvelope, UNKNOWN_ID } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { createCostCenter, createProject } from '../support/projects.js';
import { payrollTenant } from '../support/payroll-exports.js';
import { runCli } from '../../src/cli/main.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

interface ExportStatus {
  id: string;
  status: string;
  error: string | null;
  rows: number;
  rows_total: number | null;
  download: string | null;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

function dayFraction(cell: ExcelJS.Cell): number {
  expect(cell.type).toBe(ExcelJS.ValueType.Date);
  return ((cell.value as Date).getTime() - EXCEL_EPOCH) / 86_400_000;
}

async function monthWithWork() {
  const s = await payrollTenant(ctx);
  const anna = await createEmployee(ctx, s.slug, s.token, { code: '1001', first_name: 'Anna', last_name: 'Weiß' });
  const bernd = await createEmployee(ctx, s.slug, s.token, { code: '1002', first_name: 'Bernd', last_name: 'Zeh' });
  await s.assign(anna.id);
  await s.assign(bernd.id);
  // Monday 2 Nov 2026: 8:30 present with a 30-minute break; Sunday 8 Nov: 20:00-23:00.
  await s.book(anna.id, [
    ['come', '2026-11-02', '08:00'],
    ['break_start', '2026-11-02', '12:00'],
    ['break_end', '2026-11-02', '12:30'],
    ['go', '2026-11-02', '16:30'],
    ['come', '2026-11-08', '20:00'],
    ['go', '2026-11-08', '23:00'],
  ]);
  return { ...s, anna, bernd };
}

async function finishedExport(s: Awaited<ReturnType<typeof monthWithWork>>, body: Record<string, unknown>, token = s.token) {
  const created = await s.req('POST', '/rest/exports', body, token);
  expect(created.statusCode, created.body).toBe(202);
  const id = created.json().data.id as string;
  expect(created.headers.location).toBe(`/rest/exports/${id}`);
  const status = await s.req('GET', `/rest/exports/${id}`, undefined, token);
  expect(['queued', 'running', 'done']).toContain(status.json().data.status);
  return s.waitFor<ExportStatus>(`/rest/exports/${id}`, (data) => data.status === 'done' || data.status === 'failed');
}

describe('exports over HTTP', () => {
  it('writes a month of working time as CSV: UTF-8 with BOM, ; separated, decimal comma, one row per employee and day', async () => {
    const s = await monthWithWork();
    const done = await finishedExport(s, { kind: 'working_time', period: '2026-11', format: 'csv' });
    expect(done).toMatchObject({ status: 'done', error: null, rows: 90, rows_total: 90, download: `/rest/exports/${done.id}/file` });

    const file = await s.req('GET', done.download!);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="working_time-2026-11.csv"');
    const bytes = file.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Datum;Personalnummer;Nachname;Vorname;Soll;Ist;Pausen;Pausenabzug;Abwesenheit;Saldo (h);Nacht 25 %;Nacht 40 %;Sonntag;Feiertag;Feiertag 150 %;Flags;Kostenstelle;Beginn;Ende;Zeiten',
    );
    // The workspace admin is an employee too: three people, thirty days each.
    expect(lines).toHaveLength(92);
    expect(lines.at(-1)).toBe('');
    const anna = lines.filter((line) => line.includes(';1001;'));
    expect(anna).toHaveLength(30);
    expect(anna[1]).toMatch(/^2026-11-02;1001;Weiß;Anna;8,00;8,00;0,50;0,00;0,00;0,00;0,00;0,00;0,00;0,00;0,00;\d+;;08:00;16:30;08:00–12:00, 12:30–16:30$/);
    // Sunday 20:00-23:00: three hours of Sunday work, all of it night work too.
    expect(anna[7]).toMatch(/^2026-11-08;1001;Weiß;Anna;0,00;3,00;0,00;0,00;0,00;3,00;3,00;0,00;3,00;0,00;0,00;\d+;;20:00;23:00;20:00–23:00$/);
    // A day without work leaves start, end and times empty.
    expect(anna[2]).toMatch(/^2026-11-03;.*;;;;$/);
    // Ordered by last name: Admin, Weiß, Zeh.
    expect(lines[1]).toMatch(/^2026-11-01;admin;Admin;Workspace;/);
    expect(lines[60]).toMatch(/^2026-11-30;1001;/);
    expect(lines[61]).toMatch(/^2026-11-01;1002;Zeh;Bernd;/);
  });

  it('names the cost centres a day’s worked time goes to, a project’s first', async () => {
    const s = await monthWithWork();
    const own = await createCostCenter(ctx, s.slug, s.token, { number: '4711' });
    const site = await createCostCenter(ctx, s.slug, s.token, { number: '4712' });
    const project = await createProject(ctx, s.slug, s.token, { cost_center_id: site.id });
    expect((await s.req('PUT', `/rest/employees/${s.anna.id}`, { cost_center_id: own.id })).statusCode).toBe(200);
    const split = await s.req('POST', `/rest/employees/${s.anna.id}/clock-events`, {
      events: [
        { type: 'come', occurred_at: '2026-11-03T08:00:00+01:00' },
        { type: 'switch', occurred_at: '2026-11-03T10:00:00+01:00', project_id: project.id },
        { type: 'go', occurred_at: '2026-11-03T15:00:00+01:00' },
      ],
      reason: 'test data',
    });
    expect(split.statusCode, split.body).toBe(201);
    // Two projects of one cost centre (1:30 each) outweigh the person's own (2:00) together.
    const second = await createProject(ctx, s.slug, s.token, { cost_center_id: site.id });
    const twoProjects = await s.req('POST', `/rest/employees/${s.anna.id}/clock-events`, {
      events: [
        { type: 'come', occurred_at: '2026-11-05T08:00:00+01:00' },
        { type: 'switch', occurred_at: '2026-11-05T10:00:00+01:00', project_id: project.id },
        { type: 'switch', occurred_at: '2026-11-05T11:30:00+01:00', project_id: second.id },
        { type: 'go', occurred_at: '2026-11-05T13:00:00+01:00' },
      ],
      reason: 'test data',
    });
    expect(twoProjects.statusCode, twoProjects.body).toBe(201);
    const done = await finishedExport(s, { kind: 'working_time', period: '2026-11', format: 'csv' });
    const anna = (await s.req('GET', done.download!)).rawPayload.toString('utf8').split('\r\n').filter((line) => line.includes(';1001;'));
    expect(anna[1]).toMatch(/;4711;08:00;16:30;08:00–12:00, 12:30–16:30$/);
    // A project switch does not break the stretch of work the day's times show.
    expect(anna[2]).toMatch(/^2026-11-03;.*;4712, 4711;08:00;15:00;08:00–15:00$/);
    expect(anna[3]).toMatch(/;;;;$/);
    expect(anna[4]).toMatch(/^2026-11-05;.*;4712, 4711;08:00;13:00;08:00–13:00$/);
  });

  it('refuses a sixth export while five of the same person are still being written (429)', async () => {
    const s = await payrollTenant(ctx);
    const me = (await s.req('GET', '/rest/login')).json().data.id as string;
    const now = new Date().toISOString();
    await ctx.services.tenants.withTenant(s.slug, ({ db }) =>
      db
        .insertInto('exports')
        .values(
          Array.from({ length: 5 }, (_, i) => ({
            id: `01a21900-0000-7000-8000-00000000000${i}`,
            kind: 'working_time',
            period: '2026-10',
            format: 'csv',
            decimal_comma: true,
            status: i % 2 ? 'running' : 'queued',
            error: null,
            rows_done: 0,
            rows_total: null,
            file_name: null,
            requested_by: me,
            created_at: now,
            updated_at: now,
            finished_at: null,
          })),
        )
        .execute(),
    );
    const refused = expectEnvelope(await s.req('POST', '/rest/exports', { kind: 'working_time', period: '2026-10', format: 'csv' }), 429, 'too_many_requests');
    expect(refused.message).toBe('5 exports of yours are still being written; ask again once one of them is done.');
    expect(refused.errors[0]._meta).toMatchObject({ retry_after: 30 });
    // Someone else asks as before.
    const other = await personWithLogin(ctx, s.slug, s.token, { role: 'workspace_admin' });
    expect((await s.req('POST', '/rest/exports', { kind: 'working_time', period: '2026-10', format: 'csv' }, other.token)).statusCode).toBe(202);
  });

  it('writes decimal points when asked', async () => {
    const s = await monthWithWork();
    const done = await finishedExport(s, { kind: 'working_time', period: '2026-11', format: 'csv', decimal_comma: false });
    const text = (await s.req('GET', done.download!)).rawPayload.toString('utf8');
    expect(text).toContain('2026-11-02;1001;Weiß;Anna;8.00;8.00;0.50;');
  });

  it('writes a name holding a character XML forbids (U+FFFF) as U+FFFD, so the sheet stays well-formed XML', async () => {
    const s = await monthWithWork();
    expect((await s.req('PUT', `/rest/employees/${s.anna.id}`, { last_name: 'Weiß\uFFFF' })).statusCode).toBe(200);
    const done = await finishedExport(s, { kind: 'working_time', period: '2026-11', format: 'xlsx' });
    const file = await s.req('GET', done.download!);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const names = new Set<unknown>();
    workbook.worksheets[0]!.eachRow((row) => names.add(row.getCell(3).value));
    expect(names).toContain('Weiß\uFFFD');
    expect([...names].some((name) => typeof name === 'string' && name.includes('\uFFFF'))).toBe(false);
  });

  it('writes a real XLSX with date cells and durations as numbers in a time format', async () => {
    const s = await monthWithWork();
    const done = await finishedExport(s, { kind: 'working_time', period: '2026-11', format: 'xlsx' });
    const file = await s.req('GET', done.download!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toBe('attachment; filename="working_time-2026-11.xlsx"');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('working_time');
    expect(sheet.rowCount).toBe(91);
    expect(sheet.getRow(1).getCell(1).value).toBe('Datum');
    expect(sheet.getRow(1).getCell(6).value).toBe('Ist');
    // Header, thirty rows of the admin, then Anna from 1 November.
    const monday = sheet.getRow(33);
    const date = monday.getCell(1);
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect((date.value as Date).toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(date.numFmt).toBe('dd.mm.yyyy');
    expect(monday.getCell(2).value).toBe('1001');
    expect(monday.getCell(2).type).toBe(ExcelJS.ValueType.String);
    // A duration is stored as a number (a fraction of a day) formatted [h]:mm; exceljs reads such a
    // number back as a time on its 1899-12-30 epoch, which pins the stored number exactly.
    const worked = monday.getCell(6);
    expect(worked.numFmt).toBe('[h]:mm');
    expect(dayFraction(worked)).toBeCloseTo(8 / 24, 10);
    expect(dayFraction(monday.getCell(7))).toBeCloseTo(0.5 / 24, 10);
    const sunday = sheet.getRow(39);
    expect(sunday.getCell(10).type).toBe(ExcelJS.ValueType.Number);
    expect(sunday.getCell(10).value).toBe(3);
    expect(sunday.getCell(10).numFmt).toBe('0.00');
    expect(dayFraction(sunday.getCell(13))).toBeCloseTo(3 / 24, 10);
    const tuesday = sheet.getRow(34);
    expect(tuesday.getCell(10).value).toBe(-8);
  });

  it('holds only the employees the requester may see', async () => {
    const s = await monthWithWork();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Lager');
    await createEmployee(ctx, s.slug, s.token, { code: '2001', department_id: unit.id });
    const clerk = await personWithLogin(ctx, s.slug, s.token, { code: '3001', role: 'payroll_accounting', department_id: unit.id });
    const done = await finishedExport(s, { kind: 'working_time', period: '2026-11', format: 'csv' }, clerk.token);
    expect(done.rows_total).toBe(60);
    const file = await s.req('GET', done.download!, undefined, clerk.token);
    const codes = new Set(file.rawPayload.toString('utf8').split('\r\n').slice(1, -1).map((line) => line.split(';')[1]));
    expect([...codes].sort()).toEqual(['2001', '3001']);
  });

  it('narrows the export to one department when asked', async () => {
    const s = await monthWithWork();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Backstube');
    await createEmployee(ctx, s.slug, s.token, { code: '4001', department_id: unit.id });
    const done = await finishedExport(s, { kind: 'working_time', period: '2026-11', format: 'csv', department_id: unit.id });
    expect(done).toMatchObject({ status: 'done', rows: 30, rows_total: 30 });
    const lines = (await s.req('GET', done.download!)).rawPayload.toString('utf8').split('\r\n').slice(1, -1);
    expect(new Set(lines.map((line) => line.split(';')[1]))).toEqual(new Set(['4001']));
  });

  it('keeps an export to its requester: another person gets 404, a missing permission 403', async () => {
    const s = await monthWithWork();
    const done = await finishedExport(s, { kind: 'working_time', period: '2026-11', format: 'csv' });
    const clerk = await personWithLogin(ctx, s.slug, s.token, { role: 'payroll_accounting' });
    expectEnvelope(await s.req('GET', `/rest/exports/${done.id}`, undefined, clerk.token), 404, 'not_found');
    expectEnvelope(await s.req('GET', `/rest/exports/${done.id}/file`, undefined, clerk.token), 404, 'not_found');
    const worker = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    expectEnvelope(await s.req('POST', '/rest/exports', { kind: 'working_time', period: '2026-11', format: 'csv' }, worker.token), 403, 'forbidden');
    expectEnvelope(await s.req('GET', `/rest/exports/${UNKNOWN_ID}`), 404, 'not_found');
  });

  it('refuses unknown kinds, formats and periods with 422', async () => {
    const s = await payrollTenant(ctx);
    for (const body of [
      { kind: 'payslips', period: '2026-11', format: 'csv' },
      { kind: 'working_time', period: '2026-13', format: 'csv' },
      { kind: 'working_time', period: '2026-11', format: 'pdf' },
      { kind: 'working_time', period: '2026-11' },
    ]) {
      expectEnvelope(await s.req('POST', '/rest/exports', body), 422, 'validation_error');
    }
  });

  it('shows the progress of a running export and answers 409 export_not_ready for its file', async () => {
    const s = await payrollTenant(ctx);
    const id = '01900000-0000-7000-8000-0000000000e1';
    const at = new Date().toISOString();
    // An export caught while its job writes: 3,100 of 62,000 rows done.
    await ctx.services.tenants.withTenant(s.slug, ({ db }) =>
      db
        .insertInto('exports')
        .values({
          id,
          kind: 'working_time',
          period: '2026-11',
          format: 'xlsx',
          decimal_comma: true,
          status: 'running',
          error: null,
          rows_done: 3100,
          rows_total: 62000,
          file_name: null,
          requested_by: s.adminId,
          created_at: at,
          updated_at: at,
          finished_at: null,
        })
        .execute(),
    );
    const status = await s.req('GET', `/rest/exports/${id}`);
    expect(status.json().data).toMatchObject({ status: 'running', rows: 3100, rows_total: 62000, download: null, decimal_comma: true });
    const body = expectEnvelope(await s.req('GET', `/rest/exports/${id}/file`), 409, 'conflict');
    expect(body.errors[0]._meta).toMatchObject({ code: 'export_not_ready', status: 'running' });
  });

  it('says that an attempt failed without naming the server’s folders or its error', async () => {
    const s = await monthWithWork();
    // A file where the tenant's export folder belongs: the folder cannot be made.
    const folder = path.join(ctx.config.exportDir, s.slug);
    fs.mkdirSync(ctx.config.exportDir, { recursive: true });
    fs.writeFileSync(folder, '');
    try {
      const created = await s.req('POST', '/rest/exports', { kind: 'working_time', period: '2026-11', format: 'csv' });
      expect(created.statusCode, created.body).toBe(202);
      const failed = await s.waitFor<ExportStatus>(`/rest/exports/${created.json().data.id}`, (data) => data.error !== null || data.status === 'done');
      expect(failed.error).toBe('The export file could not be written (an internal error).');
    } finally {
      fs.rmSync(folder, { force: true });
    }
  });

  it('ends as failed when its job died during the last attempt, and no longer counts as being written', async () => {
    const s = await payrollTenant(ctx);
    const created = await s.req('POST', '/rest/exports', { kind: 'working_time', period: '2026-10', format: 'csv' });
    expect(created.statusCode, created.body).toBe(202);
    const id = created.json().data.id as string;
    await s.waitFor<ExportStatus>(`/rest/exports/${id}`, (data) => data.status === 'done' || data.status === 'failed');
    // As the export looked when the process running its last attempt died.
    await ctx.services.tenants.withTenant(s.slug, async ({ db }) => {
      await db.updateTable('exports').set({ status: 'running', file_name: null, finished_at: null, error: null }).where('id', '=', id).execute();
      await db
        .updateTable('jobs')
        .set({ status: 'running', attempts: 3, lease_owner: 'crashed-runner', lease_until: new Date(Date.now() - 1000).toISOString(), last_error: 'database is locked' })
        .where('kind', '=', 'export')
        .execute();
    });
    await ctx.services.jobs.drain(s.slug);
    const failed = (await s.req('GET', `/rest/exports/${id}`)).json().data as ExportStatus;
    expect(failed).toMatchObject({ status: 'failed', error: 'The export file could not be written (an internal error).', download: null });
    const underWay = await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('exports').select('id').where('status', 'in', ['queued', 'running']).execute());
    expect(underWay).toEqual([]);
  });

  it('is refused with 403 while the module export is off', async () => {
    const s = await tenantWithAdmin(ctx, { modules: ['payroll'] });
    const response = await ctx.request({ method: 'POST', url: '/rest/exports', tenant: s.slug, token: s.token, body: { kind: 'working_time', period: '2026-11', format: 'csv' } });
    expectEnvelope(response, 403, 'forbidden');
  });
});

describe('deleting a tenant', () => {
  it('deletes its export files with it and leaves other tenants’ exports alone', async () => {
    const doomed = await monthWithWork();
    const staying = await monthWithWork();
    await finishedExport(doomed, { kind: 'working_time', period: '2026-11', format: 'csv' });
    await finishedExport(doomed, { kind: 'working_time', period: '2026-11', format: 'xlsx' });
    const kept = await finishedExport(staying, { kind: 'working_time', period: '2026-11', format: 'csv' });
    const folderOf = (slug: string) => path.join(ctx.config.exportDir, slug);
    expect(fs.readdirSync(folderOf(doomed.slug))).toHaveLength(2);

    let stdout = '';
    let stderr = '';
    const code = await runCli(['tenant', 'delete', doomed.slug, '--yes'], { env: ctx.env, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
    expect(code, stderr).toBe(0);
    expect(stdout).toContain(`Deleted tenant ${doomed.slug}, its database, 0 stored files and 2 export files`);
    // A tenant created again under the slug would otherwise find the old one's files in its folder.
    expect(fs.existsSync(folderOf(doomed.slug))).toBe(false);
    expect(fs.readdirSync(folderOf(staying.slug))).toHaveLength(1);
    expect((await staying.req('GET', kept.download!)).statusCode).toBe(200);
  }, DROPS_A_DATABASE_MS);
});

// This file's server runs without STEMPEL_OUTBOUND_ALLOW_PRIVATE, as production does.
describe('payroll endpoint addresses', () => {
  it('refuses loopback, private and link-local endpoints; nothing is connected to', async () => {
    const s = await payrollTenant(ctx);
    for (const endpoint_url of ['http://127.0.0.1:9/in', 'http://10.0.0.8/in', 'http://169.254.169.254/latest', 'http://[::1]/in', 'https://192.168.0.10/in']) {
      const response = await s.req('PUT', '/rest/partner-payroll/settings', { consultant_number: '1', client_number: '1', wage_types: {}, endpoint_url });
      const body = expectEnvelope(response, 422, 'validation_error');
      expect(body.field_errors.endpoint_url[0]).toContain('public address');
    }
  });
});
