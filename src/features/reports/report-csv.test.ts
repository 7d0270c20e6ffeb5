import { describe, expect, it } from 'vitest';
import { toCsv } from './report-csv.js';

describe('toCsv', () => {
  it('writes a header and rows with CRLF, quoting commas, quotes and line breaks', () => {
    expect(toCsv(['a', 'b'], [['x', 1], ['Müller, Anna', 'say "hi"'], ['two\nlines', -1.5]])).toBe(
      'a,b\r\nx,1\r\n"Müller, Anna","say ""hi"""\r\n"two\nlines",-1.5\r\n',
    );
  });

  it('keeps text a spreadsheet would run as a formula as text, but not negative amounts', () => {
    expect(toCsv(['v'], [['=SUM(A1)'], ['+1'], ['@x'], ['-x'], ['-01:15:00.000'], [-5]])).toBe("v\r\n'=SUM(A1)\r\n'+1\r\n'@x\r\n'-x\r\n-01:15:00.000\r\n-5\r\n");
    // A minus followed by a digit is no negative amount when a formula follows it; nor is a tab or CR ahead of one.
    expect(toCsv(['v'], [['-1+1'], ["-2+3+cmd|' /C calc'!A0"], ['\t=1+1']])).toBe("v\r\n'-1+1\r\n'-2+3+cmd|' /C calc'!A0\r\n'\t=1+1\r\n");
  });
});
