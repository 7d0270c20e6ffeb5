/**
 * CSV as German Excel opens it without an import dialog: UTF-8 with a byte order mark (else
 * umlauts break), `;` between fields (`,` is the decimal separator there), CRLF line ends,
 * decimals with a comma. Fields are quoted per RFC 4180 when they need it.
 */
import { spreadsheetText } from '../domain/exports/tabular.js';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

const BOM = '\uFEFF';

export type CsvCell = string | number | null;

function textCell(text: string): string {
  const safe = spreadsheetText(text);
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A number as German Excel reads it: comma decimal separator, no thousands separator, fixed decimals. */
export function germanDecimal(value: number, decimals = 2): string {
  return value.toFixed(decimals).replace('.', ',');
}

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return germanDecimal(value);
  return textCell(value);
}

/** The whole file: BOM, header row, one row per record, every line ended by CRLF. Numbers get two decimals; counts go in as text. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return BOM + [header, ...rows].map((row) => `${row.map(cell).join(';')}\r\n`).join('');
}

/** Whether the caller asked for CSV rather than JSON: `text/csv` named in Accept, ahead of any JSON type. */
export function wantsCsv(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept
    .split(',')
    .map((part) => {
      const [type, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { type: type!.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((item) => item.q > 0);
  const csv = types.find((item) => item.type === 'text/csv');
  if (!csv) return false;
  const json = types.find((item) => item.type === 'application/json' || item.type === '*/*' || item.type === 'application/*');
  return !json || csv.q > json.q || (csv.q === json.q && types.indexOf(csv) < types.indexOf(json));
}
