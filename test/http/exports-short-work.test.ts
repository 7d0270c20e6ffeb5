import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { createShortWorkPeriod, fullTimeModel, HOUR } from '../support/short-work.js';
import { csvDataLines, downloadExport, finishedExport as finishedExportOf, type ExportStatus } from '../support/exports.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** The file German Excel opens, byte for byte (UTF-8 with BOM, `;`, CRLF, decimal comma). */
const GOLDEN = fs.readFileSync(new URL('../fixtures/exports-short_work-2026-02.csv', import.meta.url));

const HEADER =
  'Personalnummer;Nachname;Vorname;Kurzarbeit von;Kurzarbeit bis;Kürzung (%);Tage mit Kurzarbeit;Soll ohne Kurzarbeit;Soll mit Kurzarbeit;Ist;Ausfallstunden;Bemerkung';

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** A duration cell: a number (a fraction of a day) formatted [h]:mm, which exceljs reads back as a time on its epoch. */
function hoursOf(cell: ExcelJS.Cell): number {
  expect(cell.type).toBe(ExcelJS.ValueType.Date);
  expect(cell.numFmt).toBe('[h]:mm');
  return ((cell.value as Date).getTime() - EXCEL_EPOCH) / HOUR;
}

async function setupTenant(modules?: string[]) {
  const admin = await tenantWithAdmin(ctx, modules ? { modules: modules as never } : {});
  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, token = admin.token) =>
    ctx.request({ method, url, tenant: admin.slug, token, body });
  const assign = await fullTimeModel(ctx, admin.slug, admin.token);
  // Berlin is UTC+1 in February.
  const book = async (employeeId: string, date: string, from: string, to: string) => {
    const response = await req('POST', `/rest/employees/${employeeId}/clock-events`, {
      events: [
        { type: 'come', occurred_at: `${date}T${from}:00+01:00` },
        { type: 'go', occurred_at: `${date}T${to}:00+01:00` },
      ],
      reason: 'test data',
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const finishedExport = (body: Record<string, unknown>, token = admin.token) => finishedExportOf(req, body, token);
  const download = (done: ExportStatus, token = admin.token) => downloadExport(req, done, token);
  return { ...admin, req, assign, book, finishedExport, download };
}

const csvLines = (bytes: Buffer) => csvDataLines(bytes, HEADER);

/**
 * February 2026 in a plant on short-time work: 50 % for the department from 9 February to
 * 6 March; Bernd also named in a period of his own at 80 % for the week of 23 February, which
 * takes that week from the department's period. Anna works the reduced 4 h on Monday the 9th and
 * 6 h on Tuesday; nobody else works.
 */
async function february() {
  const s = await setupTenant();
  const unit = await createDepartment(ctx, s.slug, s.token, 'Werk');
  const anna = await createEmployee(ctx, s.slug, s.token, { department_id: unit.id, code: '2001', first_name: 'Anna', last_name: 'Özdemir' });
  const bernd = await createEmployee(ctx, s.slug, s.token, { department_id: unit.id, code: '2002', first_name: 'Bernd', last_name: 'Becker' });
  for (const person of [anna, bernd]) await s.assign(person.id);
  await s.book(anna.id, '2026-02-09', '08:00', '12:00');
  await s.book(anna.id, '2026-02-10', '08:00', '14:00');
  const department = await createShortWorkPeriod(ctx, s.slug, s.token, {
    department_id: unit.id,
    from: '2026-02-09',
    to: '2026-03-06',
    reduction_percent: 50,
    note: 'Auftragsmangel; BV 2/2026',
  });
  const own = await createShortWorkPeriod(ctx, s.slug, s.token, { employee_ids: [bernd.id], from: '2026-02-23', to: '2026-02-27', reduction_percent: 80 });
  return { ...s, unit, anna, bernd, department, own };
}

describe('the short-time work export', () => {
  it('writes one CSV row per person and period of the month with the lost hours (golden file)', async () => {
    const s = await february();
    const done = await s.finishedExport({ kind: 'short_work', period: '2026-02', format: 'csv' });
    expect(done).toMatchObject({ kind: 'short_work', status: 'done', rows: 3, rows_total: 3 });
    const file = await s.download(done);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="short_work-2026-02.csv"');
    expect(file.rawPayload.equals(GOLDEN), file.rawPayload.toString('utf8')).toBe(true);
  });

  it('has the figures of each period’s monthly report, so the rows add up to the reports', async () => {
    const s = await february();
    const done = await s.finishedExport({ kind: 'short_work', period: '2026-02', format: 'csv', decimal_comma: false });
    const rows = csvLines((await s.download(done)).rawPayload).map((line) => line.split(';'));
    for (const period of [s.department, s.own]) {
      const report = (await s.req('GET', `/rest/short-work-periods/${period.id}/report?month=2026-02`)).json().data;
      for (const person of report.employees) {
        const row = rows.find((cells) => cells[0] === person.employee.code && cells[3] === report.from && cells[5] === String(report.reduction_percent));
        expect(row, `${person.employee.code} in ${period.id}`).toBeDefined();
        expect(row!.slice(4, 11)).toEqual([
          report.to,
          String(report.reduction_percent),
          String(person.days_affected),
          (person.target_before_ms / HOUR).toFixed(2),
          (person.target_after_ms / HOUR).toFixed(2),
          (person.worked_ms / HOUR).toFixed(2),
          (person.lost_ms / HOUR).toFixed(2),
        ]);
      }
    }
    // March: the department's period alone, 1 to 6 March (Sunday the 1st has no target).
    const march = await s.finishedExport({ kind: 'short_work', period: '2026-03', format: 'csv' });
    expect(csvLines((await s.download(march)).rawPayload)).toEqual([
      '2002;Becker;Bernd;2026-03-01;2026-03-06;50;5;40,00;20,00;0,00;20,00;"Auftragsmangel; BV 2/2026"',
      '2001;Özdemir;Anna;2026-03-01;2026-03-06;50;5;40,00;20,00;0,00;20,00;"Auftragsmangel; BV 2/2026"',
    ]);
  });

  it('writes a real XLSX: dates as date cells, percentages and days as integers, hours as [h]:mm', async () => {
    const s = await february();
    const done = await s.finishedExport({ kind: 'short_work', period: '2026-02', format: 'xlsx' });
    const file = await s.download(done);
    expect(file.headers['content-disposition']).toBe('attachment; filename="short_work-2026-02.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('short_work');
    expect(sheet.rowCount).toBe(4);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER.split(';'));

    const anna = sheet.getRow(4);
    expect(anna.getCell(1).value).toBe('2001');
    expect(anna.getCell(2).value).toBe('Özdemir');
    expect(anna.getCell(4).type).toBe(ExcelJS.ValueType.Date);
    expect((anna.getCell(4).value as Date).toISOString()).toBe('2026-02-09T00:00:00.000Z');
    expect(anna.getCell(4).numFmt).toBe('dd.mm.yyyy');
    expect((anna.getCell(5).value as Date).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(anna.getCell(6).value).toBe(50);
    expect(anna.getCell(6).type).toBe(ExcelJS.ValueType.Number);
    expect(anna.getCell(7).value).toBe(15);
    expect(hoursOf(anna.getCell(8))).toBeCloseTo(120, 9);
    expect(hoursOf(anna.getCell(9))).toBeCloseTo(60, 9);
    expect(hoursOf(anna.getCell(10))).toBeCloseTo(10, 9);
    expect(hoursOf(anna.getCell(11))).toBeCloseTo(58, 9);
    expect(anna.getCell(12).value).toBe('Auftragsmangel; BV 2/2026');

    const own = sheet.getRow(3);
    expect(own.getCell(6).value).toBe(80);
    expect(hoursOf(own.getCell(9))).toBeCloseTo(8, 9);
    expect(hoursOf(own.getCell(11))).toBeCloseTo(32, 9);
    expect(own.getCell(12).value).toBeNull();
  });

  it('holds only the people the requester may see, and one department when asked', async () => {
    const s = await february();
    const store = await createDepartment(ctx, s.slug, s.token, 'Lager');
    const below = await createDepartment(ctx, s.slug, s.token, 'Lager Nord', store.id);
    const dora = await createEmployee(ctx, s.slug, s.token, { department_id: store.id, code: '3001', first_name: 'Dora', last_name: 'Lang' });
    const emil = await createEmployee(ctx, s.slug, s.token, { department_id: below.id, code: '3002', first_name: 'Emil', last_name: 'Kurz' });
    for (const person of [dora, emil]) await s.assign(person.id);
    // The store with the unit below it, and a period naming Dora beside Anna of the plant.
    await createShortWorkPeriod(ctx, s.slug, s.token, { department_id: store.id, from: '2026-02-02', to: '2026-02-06', reduction_percent: 100 });
    await createShortWorkPeriod(ctx, s.slug, s.token, { employee_ids: [dora.id, s.anna.id], from: '2026-02-16', to: '2026-02-20', reduction_percent: 20 });
    const clerk = await personWithLogin(ctx, s.slug, s.token, { code: '3003', first_name: 'Frieda', last_name: 'Meier', role: 'payroll_accounting', department_id: store.id });
    await s.assign(clerk.id);

    // The clerk sees the store and the unit below it (themselves included), not the plant: Anna is left out.
    const theirs = await s.finishedExport({ kind: 'short_work', period: '2026-02', format: 'csv' }, clerk.token);
    expect(theirs.rows_total).toBe(4);
    expect(csvLines((await s.download(theirs, clerk.token)).rawPayload)).toEqual([
      '3002;Kurz;Emil;2026-02-02;2026-02-06;100;5;40,00;0,00;0,00;40,00;',
      '3001;Lang;Dora;2026-02-02;2026-02-06;100;5;40,00;0,00;0,00;40,00;',
      '3001;Lang;Dora;2026-02-16;2026-02-20;20;5;40,00;32,00;0,00;8,00;',
      '3003;Meier;Frieda;2026-02-02;2026-02-06;100;5;40,00;0,00;0,00;40,00;',
    ]);

    // One department: its own people, not those of the units below it.
    const storeOnly = await s.finishedExport({ kind: 'short_work', period: '2026-02', format: 'csv', department_id: store.id });
    expect(storeOnly.rows_total).toBe(3);
    expect(new Set(csvLines((await s.download(storeOnly)).rawPayload).map((line) => line.split(';')[0]))).toEqual(new Set(['3001', '3003']));
    const plant = await s.finishedExport({ kind: 'short_work', period: '2026-02', format: 'csv', department_id: s.unit.id });
    expect(csvLines((await s.download(plant)).rawPayload).map((line) => line.split(';').slice(0, 6).join(';'))).toEqual([
      '2002;Becker;Bernd;2026-02-09;2026-02-28;50',
      '2002;Becker;Bernd;2026-02-23;2026-02-27;80',
      '2001;Özdemir;Anna;2026-02-09;2026-02-28;50',
      '2001;Özdemir;Anna;2026-02-16;2026-02-20;20',
    ]);
  });

  it('keeps a person deleted since, as the period’s report lists them', async () => {
    const s = await february();
    expect((await s.req('DELETE', `/rest/employees/${s.bernd.id}`)).statusCode).toBe(200);
    const report = (await s.req('GET', `/rest/short-work-periods/${s.own.id}/report?month=2026-02`)).json().data;
    expect(report.employees.map((row: { employee: { code: string } }) => row.employee.code)).toEqual(['2002']);
    const done = await s.finishedExport({ kind: 'short_work', period: '2026-02', format: 'csv' });
    expect(done.rows_total).toBe(3);
    expect(csvLines((await s.download(done)).rawPayload).filter((line) => line.startsWith('2002;'))).toHaveLength(2);
  });

  it('writes only the header for a month without short-time work', async () => {
    const s = await february();
    for (const format of ['csv', 'xlsx']) {
      const done = await s.finishedExport({ kind: 'short_work', period: '2026-01', format });
      expect(done).toMatchObject({ status: 'done', rows: 0, rows_total: 0 });
      const file = await s.download(done);
      if (format === 'csv') expect(file.rawPayload.toString('utf8')).toBe(`\uFEFF${HEADER}\r\n`);
      else {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
        expect(workbook.worksheets[0]!.rowCount).toBe(1);
      }
    }
  });

  it('needs time-tracking:view or reports:view, and the module short_work (403)', async () => {
    const s = await setupTenant();
    const role = await s.req('POST', '/rest/roles', { name: 'Nur Export', permissions: ['time-tracking:export', 'absences:view', 'employees:view'] });
    expect(role.statusCode, role.body).toBe(201);
    const exporter = await personWithLogin(ctx, s.slug, s.token, { role_id: role.json().data.id });
    const refused = expectEnvelope(await s.req('POST', '/rest/exports', { kind: 'short_work', period: '2026-02', format: 'csv' }, exporter.token), 403, 'forbidden');
    expect(refused.errors[0]._meta).toMatchObject({ permission: 'time-tracking:view' });
    expect((await s.req('POST', '/rest/exports', { kind: 'absences', period: '2026-02', format: 'csv' }, exporter.token)).statusCode).toBe(202);

    const without = await setupTenant(['export', 'leave_requests']);
    const off = expectEnvelope(await without.req('POST', '/rest/exports', { kind: 'short_work', period: '2026-02', format: 'csv' }), 403, 'forbidden');
    expect(off.errors[0]._meta).toMatchObject({ module: 'short_work' });
  });
});
