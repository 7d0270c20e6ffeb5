import fs from 'node:fs';
import { once } from 'node:events';
import type ExcelJS from 'exceljs';
import { calendarDate, csvLine, decimalHours, decimalText, excelDuration, UTF8_BOM, xmlSafeText } from '../../domain/exports/tabular.js';
import { MINUTE_MS } from '../../domain/working-time/local-time.js';
import type { Cell, ExportColumn } from './row-source.js';

/** Writes an export file a batch of rows at a time; only the current batch is in memory. */
export interface ExportWriter {
  write(rows: readonly Cell[][]): Promise<void>;
  /** Finishes the file; it is complete on disk when this resolves. */
  close(): Promise<void>;
  /** Stops after a failure, leaving no open handle behind. */
  abort(): void;
}

export type ExportFormat = 'csv' | 'xlsx';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function csvCell(column: ExportColumn, value: Cell, decimalComma: boolean): string {
  if (value === null) return '';
  switch (column.type) {
    case 'duration':
    case 'hours':
      return decimalText(decimalHours(value as number), 2, decimalComma);
    case 'days':
      return decimalText(value as number, 2, decimalComma);
    case 'integer':
      return String(value);
    default:
      return String(value);
  }
}

/** UTF-8 with a byte order mark, `;` between fields, CRLF; durations in decimal hours. */
export function csvWriter(file: string, columns: readonly ExportColumn[], options: { decimalComma: boolean }): ExportWriter {
  const stream = fs.createWriteStream(file, { encoding: 'utf8' });
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  failed.catch(() => undefined);
  let pending = UTF8_BOM + csvLine(columns.map((c) => c.header));
  const flush = async () => {
    const chunk = pending;
    pending = '';
    // Waiting for drain keeps a slow disk from piling the whole file up in memory.
    if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), failed]);
  };
  return {
    async write(rows) {
      for (const row of rows) pending += csvLine(row.map((value, index) => csvCell(columns[index]!, value, options.decimalComma)));
      await flush();
    },
    async close() {
      await flush();
      stream.end();
      await Promise.race([once(stream, 'finish'), failed]);
    },
    abort() {
      stream.destroy();
    },
  };
}

/**
 * One style object per cell type, handed to every cell of that type: exceljs recognises a style
 * object it has seen and skips working out its style id again, which keeps a large export fast.
 */
const CELL_STYLES: Partial<Record<ExportColumn['type'], Partial<ExcelJS.Style>>> = {
  date: { numFmt: 'dd.mm.yyyy' },
  time: { numFmt: 'hh:mm' },
  duration: { numFmt: '[h]:mm' },
  hours: { numFmt: '0.00' },
  integer: { numFmt: '0' },
  days: { numFmt: '0.0' },
};

/** An HH:MM time of day as Excel stores one: the fraction of a day. */
function timeOfDay(time: string): number {
  return excelDuration((Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * MINUTE_MS);
}

function xlsxCell(column: ExportColumn, value: Cell): ExcelJS.CellValue {
  if (value === null) return null;
  switch (column.type) {
    case 'date':
      return calendarDate(value as string);
    case 'time':
      return timeOfDay(value as string);
    case 'duration':
      return excelDuration(value as number);
    case 'hours':
      return decimalHours(value as number);
    default:
      return typeof value === 'string' ? xmlSafeText(value) : value;
  }
}

/**
 * A real XLSX workbook written by exceljs's streaming writer: each row is committed to the
 * zip stream as it comes, dates are date cells and durations are numbers (fractions of a
 * day) formatted [h]:mm, so sums in Excel work.
 */
export async function xlsxWriter(file: string, columns: readonly ExportColumn[], sheetName: string): Promise<ExportWriter> {
  // Loaded on the first XLSX export: the library is large and most processes never write one.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({ header: column.header, key: String(index), width: column.width }));
  const styled = columns.flatMap((column, index) => (CELL_STYLES[column.type] ? [{ position: index + 1, style: CELL_STYLES[column.type]! }] : []));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    async write(rows) {
      for (const values of rows) {
        const row = sheet.addRow(values.map((value, index) => xlsxCell(columns[index]!, value)));
        for (const { position, style } of styled) row.getCell(position).style = style;
        row.commit();
      }
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
    abort() {
      const stream = (workbook as unknown as { stream?: fs.WriteStream }).stream;
      stream?.destroy();
    },
  };
}
