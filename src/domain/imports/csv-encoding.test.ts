import { describe, expect, it } from 'vitest';
import { declaredCharset, decodeCsv } from './csv-encoding.js';

const CSV = 'Personalnummer;Vorname;Nachname\r\n7201;Jürgen;Weiß\r\n';
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('the charset a Content-Type declares', () => {
  it('is its charset parameter, quoted or not, or none', () => {
    expect(declaredCharset('text/csv; charset=windows-1252')).toBe('windows-1252');
    expect(declaredCharset('text/csv;Charset="ISO-8859-1"; header=present')).toBe('ISO-8859-1');
    expect(declaredCharset('text/csv; header=present;charset=utf-8')).toBe('utf-8');
    expect(declaredCharset('text/csv')).toBeUndefined();
    expect(declaredCharset('text/csv; charset=')).toBeUndefined();
    expect(declaredCharset(undefined)).toBeUndefined();
  });
});

describe('the text of a CSV file', () => {
  it('reads UTF-8 as UTF-8, with or without a byte order mark', () => {
    expect(decodeCsv(utf8(CSV))).toEqual({ text: CSV, encoding: 'utf-8' });
    // The byte order mark is read as one, not as a character of the header's first name.
    expect(decodeCsv(utf8(`\uFEFF${CSV}`))).toEqual({ text: CSV, encoding: 'utf-8' });
    expect(decodeCsv(utf8(CSV), 'UTF-8')).toEqual({ text: CSV, encoding: 'utf-8' });
  });

  it('reads bytes that are no UTF-8 as Windows-1252, German Excel’s plain "CSV", when no charset is declared', () => {
    expect(decodeCsv(latin1(CSV))).toEqual({ text: CSV, encoding: 'windows-1252' });
    // Windows-1252 beyond Latin-1: the euro sign and typographic quotes.
    expect(decodeCsv(new Uint8Array([0x80, 0x3b, 0x84, 0x4f, 0x93, 0xfc, 0x8a, 0x9f, 0x81]))).toEqual({ text: '€;„O“üŠŸ\u0081', encoding: 'windows-1252' });
    // Every byte is a character, as the WHATWG Encoding Standard decodes Windows-1252.
    const all = new Uint8Array(256).map((_, i) => i);
    expect([...(decodeCsv(all) as { text: string }).text].map((c) => c.codePointAt(0)!.toString(16)).slice(0x80, 0xa0).join(' ')).toBe(
      '20ac 81 201a 192 201e 2026 2020 2021 2c6 2030 160 2039 152 8d 17d 8f 90 2018 2019 201c 201d 2022 2013 2014 2dc 2122 161 203a 153 9d 17e 178',
    );
  });

  it('reads a declared Windows-1252, ISO-8859-1 or latin1 as Windows-1252, even where the bytes are UTF-8 too', () => {
    for (const charset of ['windows-1252', 'ISO-8859-1', 'latin1', 'cp1252']) {
      expect(decodeCsv(latin1(CSV), charset), charset).toEqual({ text: CSV, encoding: 'windows-1252' });
    }
    expect(decodeCsv(utf8('Wei\u00df'), 'windows-1252')).toEqual({ text: 'WeiÃ\u0178', encoding: 'windows-1252' });
  });

  it('refuses bytes that are no UTF-8 where UTF-8 is declared, or begun with its byte order mark, naming the line', () => {
    const declared = decodeCsv(latin1(CSV), 'utf-8');
    expect(declared).toEqual({ error: 'The file must be UTF-8 (as its Content-Type declares), but line 2 is not. In Excel, save it as "CSV UTF-8 (durch Trennzeichen getrennt)".' });
    const bom = decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...latin1(CSV)]), 'windows-1252');
    expect(bom).toEqual({ error: expect.stringContaining('byte order mark') });
  });

  it('refuses a file that mixes UTF-8 with other bytes, which neither reading would give right', () => {
    const mixed = new Uint8Array([...utf8('Personalnummer;Vorname;Nachname\r\n1;Jürgen;Weiß\r\n'), ...latin1('2;Jürgen;Weiß\r\n')]);
    expect(decodeCsv(mixed)).toEqual({ error: expect.stringContaining('line 3 is not UTF-8') });
    // Broken first, UTF-8 after.
    expect(decodeCsv(new Uint8Array([...latin1('a;Jürgen\n'), ...utf8('b;Jürgen\n')]))).toEqual({ error: expect.stringContaining('line 1 is not UTF-8') });
  });

  it('refuses other charsets and Excel workbooks', () => {
    expect(decodeCsv(utf8(CSV), 'utf-16le')).toEqual({ error: expect.stringContaining('The charset utf-16le is not taken') });
    expect(decodeCsv(utf8(CSV), 'klingon')).toEqual({ error: expect.stringContaining('The charset klingon is not taken') });
    expect(decodeCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toEqual({ error: expect.stringContaining('Excel workbook') });
    expect(decodeCsv(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00]), 'windows-1252')).toEqual({ error: expect.stringContaining('Excel workbook') });
  });

  it('tells UTF-8 apart by its rules: overlong forms, surrogates and code points beyond U+10FFFF are not UTF-8', () => {
    for (const bytes of [[0xc0, 0xaf], [0xe0, 0x80, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xc3]]) {
      expect(decodeCsv(new Uint8Array(bytes)), bytes.join(' ')).toMatchObject({ encoding: 'windows-1252' });
    }
    expect(decodeCsv(utf8('😀 ä 𐀀'))).toEqual({ text: '😀 ä 𐀀', encoding: 'utf-8' });
  });
});
