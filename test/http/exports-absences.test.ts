import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { absenceSetup, type AbsenceBody } from '../support/absences.js';
import { createDepartment, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { csvDataLines, downloadExport, finishedExport as finishedExportOf, type ExportStatus } from '../support/exports.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** The file German Excel opens, byte for byte (UTF-8 with BOM, `;`, CRLF, decimal comma). */
const GOLDEN = fs.readFileSync(new URL('../fixtures/exports-absences-2026-11.csv', import.meta.url));

const HEADER = 'Personalnummer;Nachname;Vorname;Abwesenheitsart;Kategorie;Beginn;Ende;Halbtag Beginn;Halbtag Ende;Status;Arbeitstage im Monat';

type Setup = Awaited<ReturnType<typeof absenceSetup>>;

const finishedExport = (s: Setup, body: Record<string, unknown>, token = s.token) => finishedExportOf(s.req, body, token);
const download = (s: Setup, done: ExportStatus, token = s.token) => downloadExport(s.req, done, token);
const csvLines = (bytes: Buffer) => csvDataLines(bytes, HEADER);

/**
 * November 2026 of three people on the full-time model (Monday to Friday, 8 h; no location, so the
 * nationwide holidays, none of them in November): absences reaching into the month from October
 * and out of it into December, a vacation with two sick days in it, a requested one ending on a
 * half day, a custom type taken for half a day, and absences the export leaves out (cancelled,
 * in December).
 */
async function november() {
  const s = await absenceSetup(ctx, { fresh: true });
  const anna = await s.employee({ code: '1001', first_name: 'Anna', last_name: 'Weiß' });
  const bernd = await s.employee({ code: '1002', first_name: 'Bernd', last_name: 'Zeh' });
  const carla = await s.employee({ code: '1003', first_name: 'Carla', last_name: 'Öztürk' });

  // Wed 28 Oct to Tue 3 Nov: Monday and Tuesday fall in November.
  await s.approved(anna.id, 'vacation', '2026-10-28', '2026-11-03');
  // A week's vacation with Wednesday and Thursday off sick: the vacation costs three days (§ 9 BUrlG).
  const vacation = await s.approved(anna.id, 'vacation', '2026-11-09', '2026-11-13');
  const sick = await s.approved(anna.id, 'sick', '2026-11-11', '2026-11-12');
  expect(sick.status).toBe('approved');

  const requested = await s.absence(bernd.id, 'vacation', '2026-11-19', '2026-11-20', { half_day_end: true });
  expect(requested.status).toBe('requested');
  // Mon 30 Nov to Wed 2 Dec: one day in November.
  await s.approved(bernd.id, 'special_leave', '2026-11-30', '2026-12-02');
  const cancelled = await s.absence(bernd.id, 'vacation', '2026-11-24', '2026-11-24');
  expect((await s.req('POST', `/rest/absences/${cancelled.id}/cancel`)).statusCode).toBe(200);
  await s.approved(bernd.id, 'vacation', '2026-12-07', '2026-12-08');

  const type = await s.req('POST', '/rest/absence-types', { name: 'Arzttermin', category: 'special_leave' });
  expect(type.statusCode, type.body).toBe(201);
  const created = await s.request({ employee_id: carla.id, type_id: type.json().data.id, start_date: '2026-11-16', end_date: '2026-11-16', half_day_start: true });
  expect(created.statusCode, created.body).toBe(201);
  const approved = await s.req('POST', `/rest/absences/${created.json().data.id}/approve`, {}, (await s.approver()).token);
  expect(approved.statusCode, approved.body).toBe(200);
  return { ...s, anna, bernd, carla, vacation, halfDay: approved.json().data as AbsenceBody };
}

describe('the absences export', () => {
  it('writes one CSV row per requested or approved absence of the month, with the working days it costs in the month (golden file)', async () => {
    const s = await november();
    const done = await finishedExport(s, { kind: 'absences', period: '2026-11', format: 'csv' });
    expect(done).toMatchObject({ kind: 'absences', status: 'done', rows: 6, rows_total: 6, download: `/rest/exports/${done.id}/file` });
    const file = await download(s, done);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="absences-2026-11.csv"');
    expect(file.rawPayload.equals(GOLDEN), file.rawPayload.toString('utf8')).toBe(true);

    // The days of an absence inside the month are the absence's own `days`.
    expect(s.vacation.days).toBe(5);
    const vacation = (await s.req('GET', `/rest/absences/${s.vacation.id}`)).json().data as AbsenceBody;
    expect(vacation.days).toBe(3);
    expect(s.halfDay.days).toBe(0.5);
    expect(csvLines(file.rawPayload)).toContain('1001;Weiß;Anna;Urlaub;Urlaub;2026-11-09;2026-11-13;nein;nein;genehmigt;3,00');
  });

  it('writes decimal points when asked', async () => {
    const s = await november();
    const done = await finishedExport(s, { kind: 'absences', period: '2026-11', format: 'csv', decimal_comma: false });
    const lines = csvLines((await download(s, done)).rawPayload);
    expect(lines[0]).toBe('1003;Öztürk;Carla;Arzttermin;Sonderurlaub;2026-11-16;2026-11-16;ja;nein;genehmigt;0.50');
    expect(lines[4]).toBe('1002;Zeh;Bernd;Urlaub;Urlaub;2026-11-19;2026-11-20;nein;ja;beantragt;1.50');
  });

  it('writes a real XLSX: dates as date cells, the days as a number', async () => {
    const s = await november();
    const done = await finishedExport(s, { kind: 'absences', period: '2026-11', format: 'xlsx' });
    const file = await download(s, done);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toBe('attachment; filename="absences-2026-11.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('absences');
    expect(sheet.rowCount).toBe(7);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER.split(';'));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const halfDay = sheet.getRow(2);
    expect(halfDay.getCell(1).value).toBe('1003');
    expect(halfDay.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(halfDay.getCell(2).value).toBe('Öztürk');
    expect(halfDay.getCell(4).value).toBe('Arzttermin');
    expect(halfDay.getCell(5).value).toBe('Sonderurlaub');
    for (const column of [6, 7]) {
      const date = halfDay.getCell(column);
      expect(date.type).toBe(ExcelJS.ValueType.Date);
      expect((date.value as Date).toISOString()).toBe('2026-11-16T00:00:00.000Z');
      expect(date.numFmt).toBe('dd.mm.yyyy');
    }
    expect(halfDay.getCell(8).value).toBe('ja');
    expect(halfDay.getCell(9).value).toBe('nein');
    expect(halfDay.getCell(10).value).toBe('genehmigt');
    const days = halfDay.getCell(11);
    expect(days.type).toBe(ExcelJS.ValueType.Number);
    expect(days.value).toBe(0.5);
    expect(days.numFmt).toBe('0.0');

    // Reaching in from October: the first day as recorded, the days of November only.
    const fromOctober = sheet.getRow(3);
    expect((fromOctober.getCell(6).value as Date).toISOString()).toBe('2026-10-28T00:00:00.000Z');
    expect(fromOctober.getCell(11).value).toBe(2);
    const requested = sheet.getRow(6);
    expect(requested.getCell(10).value).toBe('beantragt');
    expect(requested.getCell(11).value).toBe(1.5);
    // Reaching out into December.
    expect(sheet.getRow(7).getCell(11).value).toBe(1);
  });

  it('holds only the absences of the people the requester may see, and one department when asked', async () => {
    const s = await november();
    const store = await createDepartment(ctx, s.slug, s.token, 'Lager');
    const below = await createDepartment(ctx, s.slug, s.token, 'Lager Nord', store.id);
    const dora = await s.employee({ code: '2001', first_name: 'Dora', last_name: 'Lang', department_id: store.id });
    const emil = await s.employee({ code: '2002', first_name: 'Emil', last_name: 'Kurz', department_id: below.id });
    await s.approved(dora.id, 'vacation', '2026-11-23', '2026-11-24');
    await s.approved(emil.id, 'sick', '2026-11-25', '2026-11-25');
    const clerk = await personWithLogin(ctx, s.slug, s.token, { code: '3001', first_name: 'Frieda', last_name: 'Meier', role: 'payroll_accounting', department_id: store.id });
    await s.assign(clerk.id);
    await s.absence(clerk.id, 'vacation', '2026-11-26', '2026-11-27', {}, clerk.token);

    // The clerk sees the store, the unit below it and themselves; none of the people of november().
    const theirs = await finishedExport(s, { kind: 'absences', period: '2026-11', format: 'csv' }, clerk.token);
    expect(theirs.rows_total).toBe(3);
    expect(csvLines((await download(s, theirs, clerk.token)).rawPayload)).toEqual([
      '2002;Kurz;Emil;Krankheit;Krankheit;2026-11-25;2026-11-25;nein;nein;genehmigt;1,00',
      '2001;Lang;Dora;Urlaub;Urlaub;2026-11-23;2026-11-24;nein;nein;genehmigt;2,00',
      '3001;Meier;Frieda;Urlaub;Urlaub;2026-11-26;2026-11-27;nein;nein;beantragt;2,00',
    ]);

    // One department: its own people, not those of the units below it.
    const storeOnly = await finishedExport(s, { kind: 'absences', period: '2026-11', format: 'csv', department_id: store.id });
    expect(storeOnly.rows_total).toBe(2);
    const codes = csvLines((await download(s, storeOnly)).rawPayload).map((line) => line.split(';')[0]);
    expect(codes.sort()).toEqual(['2001', '3001']);
  });

  it('keeps the absences of a person deleted since, as GET /absences lists them', async () => {
    const s = await november();
    // Leaving on the 30th (a deletion keeps an exit date set before): his special leave from that
    // day stays, and nothing of November is cancelled by the leaving, whatever day the test runs on.
    expect((await s.req('PUT', `/rest/employees/${s.bernd.id}`, { exit_date: '2026-11-30' })).statusCode).toBe(200);
    expect((await s.req('DELETE', `/rest/employees/${s.bernd.id}`)).statusCode).toBe(200);
    const listed = await s.req('GET', `/rest/absences?employee_id=${s.bernd.id}&from=2026-11-01&to=2026-11-30`);
    expect(listed.json().meta.total).toBe(3);
    const done = await finishedExport(s, { kind: 'absences', period: '2026-11', format: 'csv' });
    expect(done.rows_total).toBe(6);
    expect(csvLines((await download(s, done)).rawPayload).filter((line) => line.startsWith('1002;'))).toHaveLength(2);
  });

  it('writes only the header for a month without absences', async () => {
    const s = await november();
    const done = await finishedExport(s, { kind: 'absences', period: '2026-08', format: 'csv' });
    expect(done).toMatchObject({ status: 'done', rows: 0, rows_total: 0 });
    const file = await download(s, done);
    expect(file.rawPayload.toString('utf8')).toBe(`\uFEFF${HEADER}\r\n`);
    const xlsx = await finishedExport(s, { kind: 'absences', period: '2026-08', format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(s, xlsx)).rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(1);
  });

  it('gives the file no more to a role that lost absences:view since asking for it (403)', async () => {
    const s = await november();
    const role = await s.req('POST', '/rest/roles', { name: 'Export mit Abwesenheiten', permissions: ['time-tracking:export', 'employees:view', 'absences:view'] });
    expect(role.statusCode, role.body).toBe(201);
    const clerk = await personWithLogin(ctx, s.slug, s.token, { role_id: role.json().data.id });
    const done = await finishedExport(s, { kind: 'absences', period: '2026-11', format: 'csv' }, clerk.token);
    expect((await download(s, done, clerk.token)).statusCode).toBe(200);
    const narrowed = await s.req('PUT', `/rest/roles/${role.json().data.id}`, { permissions: ['time-tracking:export', 'employees:view'] });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const refused = expectEnvelope(await s.req('GET', done.download!, undefined, clerk.token), 403, 'forbidden');
    expect(refused.errors[0]._meta).toMatchObject({ permission: 'absences:view' });
  });

  it('needs a permission that reads absences, and the module leave_requests (403)', async () => {
    const s = await absenceSetup(ctx);
    const role = await s.req('POST', '/rest/roles', { name: 'Nur Export', permissions: ['time-tracking:export', 'time-tracking:view', 'employees:view'] });
    expect(role.statusCode, role.body).toBe(201);
    const exporter = await personWithLogin(ctx, s.slug, s.token, { role_id: role.json().data.id });
    const refused = expectEnvelope(await s.req('POST', '/rest/exports', { kind: 'absences', period: '2026-11', format: 'csv' }, exporter.token), 403, 'forbidden');
    expect(refused.errors[0]._meta).toMatchObject({ permission: 'absences:view' });
    // The same person may export working time.
    expect((await s.req('POST', '/rest/exports', { kind: 'working_time', period: '2026-11', format: 'csv' }, exporter.token)).statusCode).toBe(202);
    // Approving or managing absences is not listing them: GET /absences shows such a person only their own.
    const approving = await s.req('POST', '/rest/roles', { name: 'Export und Freigabe', permissions: ['time-tracking:export', 'employees:view', 'absences:approve', 'absences:manage'] });
    expect(approving.statusCode, approving.body).toBe(201);
    const approver = await personWithLogin(ctx, s.slug, s.token, { role_id: approving.json().data.id });
    const others = await s.req('GET', '/rest/absences', undefined, approver.token);
    expect(others.json().data.filter((absence: { employee_id: string }) => absence.employee_id !== approver.id)).toEqual([]);
    const notListed = expectEnvelope(await s.req('POST', '/rest/exports', { kind: 'absences', period: '2026-11', format: 'csv' }, approver.token), 403, 'forbidden');
    expect(notListed.errors[0]._meta).toMatchObject({ permission: 'absences:view' });

    const without = await tenantWithAdmin(ctx, { modules: ['export'] });
    const off = await ctx.request({ method: 'POST', url: '/rest/exports', tenant: without.slug, token: without.token, body: { kind: 'absences', period: '2026-11', format: 'csv' } });
    expect(expectEnvelope(off, 403, 'forbidden').errors[0]._meta).toMatchObject({ module: 'leave_requests' });
    const workingTime = await ctx.request({ method: 'POST', url: '/rest/exports', tenant: without.slug, token: without.token, body: { kind: 'working_time', period: '2026-11', format: 'csv' } });
    expect(workingTime.statusCode, workingTime.body).toBe(202);
  });
});
