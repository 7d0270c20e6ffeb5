/** RFC 4180 CSV: CRLF line ends, fields with a comma, quote or line break in quotes, quotes doubled. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const field = (value: string | number) => {
    const text = String(value);
    // A leading =, +, @ or - (other than a negative amount) would run as a formula in a spreadsheet; a quote mark keeps it text.
    const safe = typeof value === 'string' && /^([=+@]|-\D)/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
