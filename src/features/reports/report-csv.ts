import { spreadsheetText } from '../../domain/exports/tabular.js';

/** RFC 4180 CSV: CRLF line ends, fields with a comma, quote or line break in quotes, quotes doubled. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const field = (value: string | number) => {
    const text = String(value);
    const safe = typeof value === 'string' ? spreadsheetText(text) : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
