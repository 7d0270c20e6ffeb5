import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { createEmployee } from '../support/factories.js';
import { payrollTenant } from '../support/payroll-exports.js';
import { csvDataLines, downloadExport, finishedExport } from '../support/exports.js';
import { zonedTimestamp } from '../../src/platform/formats.js';

/**
 * The working_time export as the record MiLoG §17 (1) asks for ("Beginn, Ende und Dauer der
 * täglichen Arbeitszeit", per person and day): besides the day's sums, its first clocked start, its
 * last clocked end and the clocked times, on the person's clock.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const HEADER =
  'Datum;Personalnummer;Nachname;Vorname;Soll;Ist;Pausen;Pausenabzug;Abwesenheit;Saldo (h);Nacht 25 %;Nacht 40 %;Sonntag;Feiertag;Feiertag 150 %;Flags;Kostenstelle;Beginn;Ende;Zeiten';

/** Beginn, Ende and Zeiten of a CSV line: its last three fields (Zeiten holds no `;`). */
const clocked = (line: string) => line.split(';').slice(-3);

async function monthWithWork() {
  const s = await payrollTenant(ctx);
  const anna = await createEmployee(ctx, s.slug, s.token, { code: '1001', first_name: 'Anna', last_name: 'Weiß' });
  await s.assign(anna.id);
  await s.book(anna.id, [
    // Monday: a break between two stretches.
    ['come', '2026-11-02', '08:00'],
    ['break_start', '2026-11-02', '12:00'],
    ['break_end', '2026-11-02', '12:30'],
    ['go', '2026-11-02', '16:30'],
    // Wednesday: two shifts.
    ['come', '2026-11-04', '06:00'],
    ['go', '2026-11-04', '10:00'],
    ['come', '2026-11-04', '18:00'],
    ['go', '2026-11-04', '20:15'],
    // Friday into Saturday: a night shift, which belongs to the day it began on.
    ['come', '2026-11-06', '22:00'],
    ['go', '2026-11-07', '06:00'],
  ]);
  return { ...s, anna };
}

describe('the working_time export’s start, end and times of each day', () => {
  it('CSV: Beginn, Ende and Zeiten after the existing columns, empty on a day without work', async () => {
    const s = await monthWithWork();
    const done = await finishedExport(s.req, { kind: 'working_time', period: '2026-11', format: 'csv' });
    const lines = csvDataLines((await downloadExport(s.req, done)).rawPayload, HEADER);
    const anna = (date: string) => lines.find((line) => line.startsWith(`${date};1001;`))!;
    expect(anna('2026-11-02')).toBe('2026-11-02;1001;Weiß;Anna;8,00;8,00;0,50;0,00;0,00;0,00;0,00;0,00;0,00;0,00;0,00;128;;08:00;16:30;08:00–12:00, 12:30–16:30');
    expect(clocked(anna('2026-11-03'))).toEqual(['', '', '']);
    expect(clocked(anna('2026-11-04'))).toEqual(['06:00', '20:15', '06:00–10:00, 18:00–20:15']);
    // The night shift's end lies on the next date; Saturday has no work of its own.
    expect(clocked(anna('2026-11-06'))).toEqual(['22:00', '06:00', '22:00–06:00']);
    expect(clocked(anna('2026-11-07'))).toEqual(['', '', '']);
  });

  it('shows the times on the clock of the person’s location', async () => {
    const s = await payrollTenant(ctx);
    const london = (await s.req('POST', '/rest/locations', { name: 'London', timezone: 'Europe/London' })).json().data as { id: string };
    const tom = await createEmployee(ctx, s.slug, s.token, { code: '2001', location_id: london.id });
    const booked = await s.req('POST', `/rest/employees/${tom.id}/clock-events`, {
      events: [
        { type: 'come', occurred_at: '2026-11-02T08:00:00+00:00' },
        { type: 'go', occurred_at: '2026-11-02T16:00:00+00:00' },
      ],
      reason: 'test data',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const done = await finishedExport(s.req, { kind: 'working_time', period: '2026-11', format: 'csv' });
    const line = csvDataLines((await downloadExport(s.req, done)).rawPayload, HEADER).find((l) => l.startsWith('2026-11-02;2001;'))!;
    expect(clocked(line)).toEqual(['08:00', '16:00', '08:00–16:00']);
  });

  it('leaves the end of a shift still running empty: the day counts it up to now, which nobody clocked', async () => {
    const s = await payrollTenant(ctx);
    const anna = await createEmployee(ctx, s.slug, s.token, { code: '1001' });
    const come = new Date(Date.now() - 30 * 60_000);
    const local = zonedTimestamp(come, 'Europe/Berlin');
    const booked = await s.req('POST', `/rest/employees/${anna.id}/clock-events`, { events: [{ type: 'come', occurred_at: local }], reason: 'test data' });
    expect(booked.statusCode, booked.body).toBe(201);
    const done = await finishedExport(s.req, { kind: 'working_time', period: local.slice(0, 7), format: 'csv' });
    const line = csvDataLines((await downloadExport(s.req, done)).rawPayload, HEADER).find((l) => l.startsWith(`${local.slice(0, 10)};1001;`))!;
    expect(clocked(line)).toEqual([local.slice(11, 16), '', `${local.slice(11, 16)}–`]);
  });

  it('XLSX: Beginn and Ende are time cells (hh:mm), Zeiten a text cell', async () => {
    const s = await monthWithWork();
    const done = await finishedExport(s.req, { kind: 'working_time', period: '2026-11', format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadExport(s.req, done)).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(17)).toEqual(['Kostenstelle', 'Beginn', 'Ende', 'Zeiten']);
    const rowOf = (date: string) => {
      let found: ExcelJS.Row | undefined;
      sheet.eachRow((row) => {
        if (row.getCell(2).value === '1001' && (row.getCell(1).value as Date).toISOString().startsWith(date)) found = row;
      });
      return found!;
    };
    // exceljs reads a number in a time format back as a time on its 1899-12-30 epoch.
    const time = (cell: ExcelJS.Cell) => {
      expect(cell.numFmt).toBe('hh:mm');
      return (cell.value as Date).toISOString().slice(11, 16);
    };
    const night = rowOf('2026-11-06');
    expect([time(night.getCell(18)), time(night.getCell(19)), night.getCell(20).value]).toEqual(['22:00', '06:00', '22:00–06:00']);
    expect(night.getCell(20).type).toBe(ExcelJS.ValueType.String);
    const monday = rowOf('2026-11-02');
    expect([time(monday.getCell(18)), time(monday.getCell(19)), monday.getCell(20).value]).toEqual(['08:00', '16:30', '08:00–12:00, 12:30–16:30']);
    const tuesday = rowOf('2026-11-03');
    expect([tuesday.getCell(18).value, tuesday.getCell(19).value, tuesday.getCell(20).value]).toEqual([null, null, null]);
  });
});
