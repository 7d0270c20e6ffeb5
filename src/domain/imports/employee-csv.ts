import { isServiceDate } from '../working-time/local-time.js';

/**
 * Reading the employee list a payroll program exports (personnel number, names, entry date,
 * weekly hours, vacation days, cost centre) as CSV with `;` (German Excel) or `,` between
 * fields. Pure: text in, checked rows out; what to do with each row is the caller's business.
 */

export const IMPORT_COLUMNS = ['personnel_number', 'first_name', 'last_name', 'entry_date', 'weekly_hours', 'vacation_days', 'cost_center'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Header names as payroll programs and people write them, lower-cased, to the column they mean. */
const HEADER_NAMES: Record<string, ImportColumn> = {
  personnel_number: 'personnel_number',
  personalnummer: 'personnel_number',
  pnr: 'personnel_number',
  code: 'personnel_number',
  first_name: 'first_name',
  vorname: 'first_name',
  last_name: 'last_name',
  nachname: 'last_name',
  familienname: 'last_name',
  entry_date: 'entry_date',
  eintrittsdatum: 'entry_date',
  eintritt: 'entry_date',
  weekly_hours: 'weekly_hours',
  wochenstunden: 'weekly_hours',
  vacation_days: 'vacation_days',
  urlaubstage: 'vacation_days',
  urlaubsanspruch: 'vacation_days',
  cost_center: 'cost_center',
  kostenstelle: 'cost_center',
};

const REQUIRED: readonly ImportColumn[] = ['personnel_number', 'first_name', 'last_name'];
/** The columns whose values are one line of text. */
const LINE_FREE: readonly ImportColumn[] = ['personnel_number', 'first_name', 'last_name', 'cost_center'];

export interface ImportedEmployee {
  personnelNumber: string;
  firstName: string;
  lastName: string;
  entryDate: string | null | undefined;
  weeklyTargetMs: number | null | undefined;
  vacationDays: number | null | undefined;
  costCenter: string | null | undefined;
}

export interface ParsedRow {
  /** 1-based line number of the data row in the file (the line it starts on; the header's is 1 unless blank lines come first). */
  row: number;
  /** The personnel number as the file has it (trimmed), valid or not; null when the cell is empty. */
  personnelNumber: string | null;
  employee: ImportedEmployee | null;
  errors: Record<string, string[]>;
}

export interface ParsedFile {
  /** Problems of the file itself (no header, missing columns); rows are empty then. */
  errors: string[];
  columns: ImportColumn[];
  rows: ParsedRow[];
}

/** One record of a CSV file and the line of the file it starts on (a quoted field may span lines). */
export interface CsvRecord {
  fields: string[];
  line: number;
}

/**
 * A quote that opens a field and is never closed: everything after it up to the end of the file
 * would be one field (a last name holding the rest of the file's people), so the file is refused.
 */
export class UnclosedQuoteError extends Error {
  constructor(readonly line: number) {
    super(`A quote (") opened on line ${line} is never closed, so the rest of the file would be read as one field. Close it, or write a quote meant as text in a quoted field as "".`);
    this.name = 'UnclosedQuoteError';
  }
}

/**
 * Splits CSV text into records of fields (RFC 4180 quoting, CRLF, LF or CR); blank records are
 * left out. Stops once it holds more than `maxRecords` records: then it answers `maxRecords + 1`,
 * which tells the caller there are more without keeping them (a 5 MB file of millions of short
 * lines took hundreds of megabytes as records). Throws UnclosedQuoteError when the text ends
 * inside a quoted field.
 */
export function splitCsv(text: string, separator: string, maxRecords = Infinity): CsvRecord[] {
  const records: CsvRecord[] = [];
  let record: string[] = [];
  let blank = true;
  // The field is built from slices of the text, not character by character: a long field
  // built one character at a time took many times its size until it was read.
  const pieces: string[] = [];
  let runStart = -1;
  let runEnd = -1;
  let quoted = false;
  let quoteLine = 1;
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const keep = (from: number, to: number) => {
    if (runStart >= 0 && runEnd === from) {
      runEnd = to;
      return;
    }
    if (runStart >= 0) pieces.push(text.slice(runStart, runEnd));
    runStart = from;
    runEnd = to;
  };
  const fieldIsEmpty = () => runStart < 0 && pieces.length === 0;
  const endField = () => {
    if (runStart >= 0) pieces.push(text.slice(runStart, runEnd));
    const value = pieces.length === 1 ? pieces[0]! : pieces.join('');
    pieces.length = 0;
    runStart = -1;
    if (blank && value.trim() !== '') blank = false;
    record.push(value);
  };
  const endRecord = () => {
    endField();
    if (!blank) records.push({ fields: record, line: recordLine });
    record = [];
    blank = true;
  };
  while (i < text.length && records.length <= maxRecords) {
    const c = text[i]!;
    const lineBreak = c === '\n' || (c === '\r' && text[i + 1] !== '\n');
    if (lineBreak) line++;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        keep(i, i + 1);
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else keep(i, i + 1);
      i++;
      continue;
    }
    if (c === '"' && fieldIsEmpty()) {
      quoted = true;
      quoteLine = line;
    } else if (c === separator) endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      // Counted with its \n, which ends the record.
    } else if (lineBreak) {
      endRecord();
      recordLine = line;
    } else keep(i, i + 1);
    i++;
  }
  if (records.length > maxRecords) return records;
  if (quoted) throw new UnclosedQuoteError(quoteLine);
  if (!fieldIsEmpty() || record.length > 0) endRecord();
  return records;
}

/** `;` unless the header line has more commas than semicolons outside quotes. */
export function detectSeparator(headerLine: string): ';' | ',' {
  // Counted, not split: a header line of millions of separators made arrays of millions of strings.
  let semicolons = 0;
  let commas = 0;
  for (let i = 0; i < headerLine.length; i++) {
    const c = headerLine[i];
    if (c === '"') {
      // A quoted text is skipped up to its closing quote; a quote never closed is an ordinary character.
      const close = headerLine.indexOf('"', i + 1);
      if (close >= 0) i = close;
    } else if (c === ';') semicolons++;
    else if (c === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

/** A German or ISO date in the years the service takes (1900 to 2199): 01.04.2026 or 2026-04-01. */
function parseDate(text: string): string | undefined {
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = german ? `${german[3]}-${german[2]!.padStart(2, '0')}-${german[1]!.padStart(2, '0')}` : text;
  return isServiceDate(iso) ? iso : undefined;
}

/** 38,5 or 38.5 (no thousands separators: nobody works a thousand hours a week). */
function parseDecimal(text: string): number | undefined {
  if (!/^\d{1,3}([.,]\d{1,2})?$/.test(text)) return undefined;
  return Number(text.replace(',', '.'));
}

function checkRow(row: number, values: Partial<Record<ImportColumn, string>>): ParsedRow {
  const errors: Record<string, string[]> = {};
  const add = (column: string, message: string) => (errors[column] ??= []).push(message);
  const text = (column: ImportColumn) => values[column]?.trim() ?? '';
  for (const column of REQUIRED) if (text(column) === '') add(column, `The ${column} field is required.`);
  const lengths: Partial<Record<ImportColumn, number>> = { personnel_number: 50, first_name: 100, last_name: 100, cost_center: 50 };
  for (const [column, max] of Object.entries(lengths) as [ImportColumn, number][]) {
    if (text(column).length > max) add(column, `The ${column} field must not be longer than ${max} characters.`);
  }
  // A quoted field may span lines; in a name, a personnel number (the login name) or a cost
  // centre's number a line break is never meant, and would show and match as two lines.
  for (const column of LINE_FREE) {
    if (/[\r\n]/.test(text(column))) add(column, `The ${column} field must not contain a line break.`);
  }
  // An absent column leaves the stored value alone; an empty cell clears it.
  const optional = <T>(column: ImportColumn, parse: (value: string) => T | undefined, message: string): T | null | undefined => {
    if (!(column in values)) return undefined;
    const value = text(column);
    if (value === '') return null;
    const parsed = parse(value);
    if (parsed === undefined) add(column, message);
    return parsed ?? null;
  };
  const entryDate = optional('entry_date', parseDate, 'The entry_date field must be a date in the years 1900 to 2199 (YYYY-MM-DD or DD.MM.YYYY).');
  const weeklyHours = optional(
    'weekly_hours',
    (value) => {
      const hours = parseDecimal(value);
      return hours !== undefined && hours <= 100 ? hours : undefined;
    },
    'The weekly_hours field must be a number of hours from 0 to 100 (decimal comma or point).',
  );
  const vacationDays = optional(
    'vacation_days',
    (value) => {
      const days = parseDecimal(value);
      return days !== undefined && days <= 366 && Number.isInteger(days * 2) ? days : undefined;
    },
    'The vacation_days field must be a number of days from 0 to 366, in whole or half days.',
  );
  const costCenter = optional('cost_center', (value) => value, '');
  const personnelNumber = text('personnel_number') || null;
  if (Object.keys(errors).length > 0) return { row, personnelNumber, employee: null, errors };
  return {
    row,
    personnelNumber,
    employee: {
      personnelNumber: text('personnel_number'),
      firstName: text('first_name'),
      lastName: text('last_name'),
      entryDate,
      weeklyTargetMs: weeklyHours === null || weeklyHours === undefined ? weeklyHours : Math.round(weeklyHours * 3_600_000),
      vacationDays,
      costCenter,
    },
    errors,
  };
}

/**
 * The rows one import takes: more people than a workspace has, and a bound on the work and the
 * answer (a row of the answer per row of the file: a 5 MB file of a million short rows made an
 * answer of hundreds of megabytes).
 */
export const MAX_IMPORT_ROWS = 10_000;

/**
 * The checked rows of an import file; a personnel number repeated in the file is an error on its
 * later rows. The first line with a name on it is the header: blank lines (and lines of separators
 * only) before it are left out, as between rows.
 */
export function parseEmployeeCsv(input: string): ParsedFile {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const named = text.search(/[^\s;,]/);
  if (named < 0) {
    const error = text.trim() === '' ? 'The file is empty; the first line must name the columns.' : 'The file has no header; the first line must name the columns.';
    return { errors: [error], columns: [], rows: [] };
  }
  const lineStart = Math.max(text.lastIndexOf('\n', named), text.lastIndexOf('\r', named)) + 1;
  const lineEnd = /[\r\n]/g;
  lineEnd.lastIndex = named;
  const headerLine = text.slice(lineStart, lineEnd.exec(text)?.index ?? text.length);
  // The lines before the header's: read from the header on, the records are numbered on by them.
  let skipped = 0;
  for (let i = 0; i < lineStart; i++) if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) skipped++;
  let records: CsvRecord[];
  try {
    // The header and one record beyond the limit are enough to refuse a file with too many rows.
    records = splitCsv(text.slice(lineStart), detectSeparator(headerLine), MAX_IMPORT_ROWS + 1);
  } catch (error) {
    if (error instanceof UnclosedQuoteError) return { errors: [new UnclosedQuoteError(error.line + skipped).message], columns: [], rows: [] };
    throw error;
  }
  for (const record of records) record.line += skipped;
  // Separators and blanks only (within quotes): no column is named.
  if (records.length === 0) return { errors: ['The file has no header; the first line must name the columns.'], columns: [], rows: [] };
  const names = records[0]!.fields.map((name) => name.trim());
  const data = records.slice(1);
  const header = names.map((name) => HEADER_NAMES[name.toLowerCase()]);
  // Columns without a name: Excel's padding (every line ending in ";;") when no row has a value in
  // them, which is left alone; values in one would belong to no column.
  const filledUnnamed = new Set<number>();
  if (names.includes('')) {
    for (const { fields } of data) {
      fields.forEach((value, index) => {
        if (names[index] === '' && value.trim() !== '') filledUnnamed.add(index);
      });
    }
  }
  const unknown = names.flatMap((name, index) => {
    if (header[index] !== undefined) return [];
    if (name !== '') return [name];
    return filledUnnamed.has(index) ? [`column ${index + 1} (no name)`] : [];
  });
  const columns = header.filter((column): column is ImportColumn => column !== undefined);
  const errors: string[] = [];
  if (unknown.length > 0) errors.push(`Unknown columns: ${unknown.join(', ')}. Known: ${IMPORT_COLUMNS.join(', ')}.`);
  const missing = REQUIRED.filter((column) => !columns.includes(column));
  if (missing.length > 0) errors.push(`Missing columns: ${missing.join(', ')}.`);
  if (new Set(columns).size !== columns.length) errors.push('A column is named twice.');
  if (data.length > MAX_IMPORT_ROWS) errors.push(`The file holds more than ${MAX_IMPORT_ROWS} rows; an import takes at most ${MAX_IMPORT_ROWS}. Split it into several files.`);
  if (errors.length > 0) return { errors, columns, rows: [] };

  // A row may lack the empty columns without a name at the end of the header (they are all empty).
  let needed = names.length;
  while (needed > 0 && names[needed - 1] === '') needed--;
  const seen = new Set<string>();
  const rows = data.map(({ fields, line }) => {
    const values: Partial<Record<ImportColumn, string>> = {};
    header.forEach((column, position) => {
      if (column) values[column] = fields[position] ?? '';
    });
    const parsed = checkRow(line, values);
    // A short row would clear the fields it lacks; a long one has values no column names.
    if (fields.length > header.length || fields.length < needed) (parsed.errors.row ??= []).push(`The row has ${fields.length} fields, the header ${header.length}.`);
    const number = parsed.personnelNumber;
    if (number) {
      if (seen.has(number)) (parsed.errors.personnel_number ??= []).push('The personnel number appears more than once in the file.');
      seen.add(number);
    }
    if (Object.keys(parsed.errors).length > 0) parsed.employee = null;
    return parsed;
  });
  return { errors, columns, rows };
}
