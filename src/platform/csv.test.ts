import { describe, expect, it } from 'vitest';
import { germanDecimal, toCsv, wantsCsv } from './csv.js';

describe('toCsv', () => {
  it('writes a BOM, semicolons and CRLF, with German decimals', () => {
    expect(toCsv(['Name', 'Stunden'], [['Müller', 12.5], ['Schmidt', 8], ['Anzahl', '3']])).toBe('\uFEFFName;Stunden\r\nMüller;12,50\r\nSchmidt;8,00\r\nAnzahl;3\r\n');
  });

  it('quotes fields holding separators, quotes or line breaks', () => {
    expect(toCsv(['a'], [['x;y'], ['say "hi"'], ['two\nlines'], [null]])).toBe('\uFEFFa\r\n"x;y"\r\n"say ""hi"""\r\n"two\nlines"\r\n\r\n');
  });

  it('defuses text that a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(toCsv(['a', 'b'], [['=HYPERLINK("x")', -1.5], ['@SUM(A1)', '+49 30']])).toBe(
      '\uFEFFa;b\r\n"\'=HYPERLINK(""x"")";-1,50\r\n\'@SUM(A1);\'+49 30\r\n',
    );
  });

  it('keeps a negative duration or count as written, but defuses a formula behind a minus and a digit, a tab or a CR', () => {
    expect(toCsv(['v'], [['-01:15:00.000'], ['-900000'], ['-1+1'], ["-2+3+cmd|' /C calc'!A0"], ['\t=1+1'], ['\r=1+1']])).toBe(
      "\uFEFFv\r\n-01:15:00.000\r\n-900000\r\n'-1+1\r\n'-2+3+cmd|' /C calc'!A0\r\n'\t=1+1\r\n\"'\r=1+1\"\r\n",
    );
  });
});

describe('germanDecimal', () => {
  it.each([
    [0, '0,00'],
    [1.005, '1,00'],
    [12.345, '12,35'],
    [-3.5, '-3,50'],
  ])('%d -> %s', (value, text) => {
    expect(germanDecimal(value)).toBe(text);
  });
});

describe('wantsCsv', () => {
  it.each([
    [undefined, false],
    ['application/json', false],
    ['*/*', false],
    ['text/csv', true],
    ['text/csv; charset=utf-8', true],
    ['text/csv, application/json', true],
    ['application/json, text/csv', false],
    ['application/json;q=0.5, text/csv', true],
    ['text/csv;q=0, application/json', false],
    ['text/html, text/csv', true],
  ])('%s -> %s', (accept, expected) => {
    expect(wantsCsv(accept)).toBe(expected);
  });
});
