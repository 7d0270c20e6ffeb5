/**
 * The text of an uploaded CSV file from its bytes. German Excel saves "CSV UTF-8" as UTF-8 and
 * its plain "CSV (Trennzeichen-getrennt)" as Windows-1252; a browser declares neither. Pure: bytes
 * and the declared charset in, text and the encoding it was read as (or why not) out.
 */

export type CsvEncoding = 'utf-8' | 'windows-1252';

export type DecodedCsv = { text: string; encoding: CsvEncoding } | { error: string };

const SAVE_AS_UTF8 = 'In Excel, save it as "CSV UTF-8 (durch Trennzeichen getrennt)".';

/** The charset parameter of a Content-Type header, unquoted; undefined when there is none. */
export function declaredCharset(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const charset = (match?.[1] ?? match?.[2])?.trim();
  return charset ? charset : undefined;
}

/**
 * Where the bytes stop being UTF-8 (the offset of the first byte of a broken or overlong
 * sequence, a surrogate, or a code point beyond U+10FFFF), or -1 when they are; and whether they
 * hold a well-formed sequence of more than one byte anywhere.
 */
function scanUtf8(bytes: Uint8Array): { invalidAt: number; multibyte: boolean } {
  let multibyte = false;
  let invalidAt = -1;
  const continuation = (at: number, low = 0x80, high = 0xbf) => at < bytes.length && bytes[at]! >= low && bytes[at]! <= high;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let length: number;
    if (b < 0x80) length = 1;
    else if (b >= 0xc2 && b <= 0xdf) length = continuation(i + 1) ? 2 : 0;
    else if (b >= 0xe0 && b <= 0xef) {
      const [low, high] = b === 0xe0 ? [0xa0, 0xbf] : b === 0xed ? [0x80, 0x9f] : [0x80, 0xbf];
      length = continuation(i + 1, low, high) && continuation(i + 2) ? 3 : 0;
    } else if (b >= 0xf0 && b <= 0xf4) {
      const [low, high] = b === 0xf0 ? [0x90, 0xbf] : b === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
      length = continuation(i + 1, low, high) && continuation(i + 2) && continuation(i + 3) ? 4 : 0;
    } else length = 0;
    if (length === 0) {
      if (invalidAt < 0) invalidAt = i;
      // Once both are known, nothing further changes the answer.
      if (multibyte) break;
      i++;
      continue;
    }
    if (length > 1) {
      multibyte = true;
      if (invalidAt >= 0) break;
    }
    i += length;
  }
  return { invalidAt, multibyte };
}

/** The line of the bytes an offset is on, counting line ends as the import does (CRLF, LF or CR). */
function lineOfByte(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 10 || (bytes[i] === 13 && bytes[i + 1] !== 10)) line++;
  }
  return line;
}

const WORKBOOK_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04], // .xlsx: a ZIP archive
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // .xls: an OLE2 compound file
];

/** A workbook sent as the CSV file (a browser sends a .xls as application/vnd.ms-excel too). */
function isWorkbook(bytes: Uint8Array): boolean {
  return WORKBOOK_SIGNATURES.some((signature) => signature.every((byte, i) => bytes[i] === byte));
}

function startsWithBom(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

function asUtf8(bytes: Uint8Array, why: string): DecodedCsv {
  const { invalidAt } = scanUtf8(bytes);
  if (invalidAt >= 0) return { error: `The file must be UTF-8${why}, but line ${lineOfByte(bytes, invalidAt)} is not. ${SAVE_AS_UTF8}` };
  return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
}

/**
 * The characters of Windows-1252 at 0x80 to 0x9F, where it differs from ISO-8859-1 (the five it
 * leaves undefined are the control characters of the same number, as the WHATWG Encoding Standard
 * decodes them).
 */
const WINDOWS_1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/**
 * Windows-1252 by its table: Node 20's TextDecoder('windows-1252') decodes as ISO-8859-1, so the
 * euro sign and the typographic quotes of a German Excel file would become control characters.
 */
function asWindows1252(bytes: Uint8Array): DecodedCsv {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const text = latin1.replace(/[\u0080-\u009F]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);
  return { text, encoding: 'windows-1252' };
}

/**
 * The text of a CSV file. A byte order mark means UTF-8 whatever is declared (as browsers read
 * it). Else a declared charset decides: UTF-8, or Windows-1252 and what is read as it
 * (ISO-8859-1, latin1, cp1252, US-ASCII, as the WHATWG Encoding Standard maps them); any other is
 * refused. Undeclared, the bytes are UTF-8 when they are valid UTF-8, else Windows-1252 (German
 * Excel's "CSV"), unless they also hold UTF-8 sequences: a UTF-8 file with a broken byte would
 * otherwise turn every umlaut into two characters ("JÃ¼rgen").
 */
export function decodeCsv(bytes: Uint8Array, charset?: string): DecodedCsv {
  if (isWorkbook(bytes)) return { error: `The file is an Excel workbook (.xlsx or .xls), not a CSV file. ${SAVE_AS_UTF8}` };
  if (startsWithBom(bytes)) return asUtf8(bytes, ' (it begins with a UTF-8 byte order mark)');
  if (charset !== undefined) {
    let encoding: string;
    try {
      encoding = new TextDecoder(charset).encoding;
    } catch {
      encoding = '';
    }
    if (encoding === 'utf-8') return asUtf8(bytes, ' (as its Content-Type declares)');
    if (encoding === 'windows-1252') return asWindows1252(bytes);
    return { error: `The charset ${charset} is not taken; send the file as UTF-8 or Windows-1252. ${SAVE_AS_UTF8}` };
  }
  const { invalidAt, multibyte } = scanUtf8(bytes);
  if (invalidAt < 0) return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
  if (multibyte) {
    return { error: `The file mixes UTF-8 with other bytes: line ${lineOfByte(bytes, invalidAt)} is not UTF-8, though other lines hold UTF-8 characters. ${SAVE_AS_UTF8}` };
  }
  return asWindows1252(bytes);
}
