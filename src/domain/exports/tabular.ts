/**
 * How export cells are written as text (CSV): German Excel opens a UTF-8 file with a byte
 * order mark and `;` between fields correctly; numbers may use the decimal comma.
 */

/** U+FEFF: tells Excel the CSV is UTF-8 (without it umlauts arrive as mojibake). */
export const UTF8_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

// A text cell starting like this is run as a formula by spreadsheet programs (CSV injection);
// a negative number or duration as these files write one (digits and separators only) is not.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEGATIVE_FIGURE = /^-\d[\d.,:]*$/;

/** Text a spreadsheet shows as text and never runs as a formula: a leading quote mark keeps it so. */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) && !NEGATIVE_FIGURE.test(text) ? `'${text}` : text;
}

// What XML 1.0 cannot hold beyond the control characters exceljs already drops: the
// noncharacters U+FFFE and U+FFFF and a surrogate without its pair.
const NOT_XML_CHAR = /[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text an XLSX sheet (XML 1.0) can hold: a character XML forbids becomes U+FFFD. Written as it
 * is, Excel reports the file as damaged and readers built on an XML parser refuse it.
 */
export function xmlSafeText(text: string): string {
  return text.replace(NOT_XML_CHAR, '\uFFFD');
}

/** One CSV field, never a formula: quoted when it holds the separator, a quote, or a line break (RFC 4180). */
export function csvField(value: string, separator = CSV_SEPARATOR): string {
  const text = spreadsheetText(value);
  if (text.includes(separator) || text.includes('"') || text.includes('\n') || text.includes('\r')) {
    return `"${text.replaceAll('"', '""')}"`;
  }
  return text;
}

export function csvLine(values: readonly string[], separator = CSV_SEPARATOR): string {
  return values.map((value) => csvField(value, separator)).join(separator) + CSV_LINE_END;
}

/** A decimal number with fixed places, with `,` as the decimal separator when asked (no thousands separator). */
export function decimalText(value: number, places: number, decimalComma: boolean): string {
  const text = value.toFixed(places);
  const normalised = text === `-${(0).toFixed(places)}` ? text.slice(1) : text;
  return decimalComma ? normalised.replace('.', ',') : normalised;
}

const HOUR_MS = 3_600_000;

/**
 * Hundredths of an hour, a whole number, rounded half away from zero so that a time and its
 * negative round alike (Math.round would take -0.005 h up to 0 and +0.005 h up to 0.01).
 */
export function hundredthsOfHour(ms: number): number {
  // One division: a time that lies exactly halfway (18 s past a hundredth) stays exactly halfway.
  const rounded = Math.floor(Math.abs(ms) / 36_000 + 0.5);
  return ms < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Hours as a decimal number rounded to two places (7:30 -> 7.50): what payroll programs read. */
export function decimalHours(ms: number): number {
  return hundredthsOfHour(ms) / 100;
}

/** Excel stores a duration as a fraction of a day; formatted with [h]:mm it reads as hours and minutes. */
export function excelDuration(ms: number): number {
  return ms / (24 * HOUR_MS);
}

/** A YYYY-MM-DD date as a JS Date at UTC midnight, which spreadsheet libraries store as that calendar day. */
export function calendarDate(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}
