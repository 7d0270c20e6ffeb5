import { describe, expect, it } from 'vitest';
import { calendarDate, csvField, csvLine, decimalHours, decimalText, excelDuration, hundredthsOfHour, xmlSafeText } from './tabular.js';

describe('CSV fields', () => {
  it('leaves plain text alone and quotes separators, quotes and line breaks', () => {
    expect(csvField('Müller')).toBe('Müller');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('a,b')).toBe('a,b');
    expect(csvField('a,b', ',')).toBe('"a,b"');
  });

  it('keeps text that a spreadsheet would run as a formula as text, but not negative numbers and durations', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('@SUM(1+1)')).toBe("'@SUM(1+1)");
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvField('-1+1')).toBe("'-1+1");
    expect(csvField('\t=1+1')).toBe("'\t=1+1");
    expect(csvField('+49 30 123')).toBe("'+49 30 123");
    expect(csvField('-1,50')).toBe('-1,50');
    expect(csvField('-1.50')).toBe('-1.50');
    expect(csvField('-01:15')).toBe('-01:15');
  });

  it('joins a line with ; and ends it with CRLF', () => {
    expect(csvLine(['2026-11-02', '1001', 'Weiß; Anna'])).toBe('2026-11-02;1001;"Weiß; Anna"\r\n');
  });
});

describe('numbers', () => {
  it('writes decimals with a point or the German comma', () => {
    expect(decimalText(7.5, 2, false)).toBe('7.50');
    expect(decimalText(7.5, 2, true)).toBe('7,50');
    expect(decimalText(-0.25, 2, true)).toBe('-0,25');
    expect(decimalText(-0.001, 2, true)).toBe('0,00');
    expect(decimalText(1234.5, 2, true)).toBe('1234,50');
  });

  it('turns milliseconds into decimal hours with two places', () => {
    expect(decimalHours(7.5 * 3_600_000)).toBe(7.5);
    expect(decimalHours(20 * 60_000)).toBe(0.33);
    expect(decimalHours(-45 * 60_000)).toBe(-0.75);
    expect(decimalHours(0)).toBe(0);
  });

  it('rounds a time and its negative alike, halves away from zero', () => {
    // 2 min 42 s is 0.045 h.
    expect(decimalHours(162_000)).toBe(0.05);
    expect(decimalHours(-162_000)).toBe(-0.05);
    expect(hundredthsOfHour(17_999)).toBe(0);
    expect(hundredthsOfHour(18_000)).toBe(1);
    expect(Object.is(hundredthsOfHour(-17_999), 0)).toBe(true);
    expect(hundredthsOfHour(-18_000)).toBe(-1);
  });

  it('turns milliseconds into Excel day fractions and dates into UTC midnights', () => {
    expect(excelDuration(12 * 3_600_000)).toBe(0.5);
    expect(excelDuration(6 * 3_600_000)).toBe(0.25);
    expect(calendarDate('2026-11-02').toISOString()).toBe('2026-11-02T00:00:00.000Z');
  });
});

describe('xmlSafeText', () => {
  it('replaces what XML 1.0 cannot hold with U+FFFD and keeps everything else, pairs of surrogates included', () => {
    expect(xmlSafeText('Müller \uFFFF Ærø 😀')).toBe('Müller \uFFFD Ærø 😀');
    expect(xmlSafeText('a\uFFFEb')).toBe('a\uFFFDb');
    expect(xmlSafeText('lone \uD83D high')).toBe('lone \uFFFD high');
    expect(xmlSafeText('lone \uDE00 low')).toBe('lone \uFFFD low');
    expect(xmlSafeText('\uDE00\uD83D')).toBe('\uFFFD\uFFFD');
    expect(xmlSafeText('plain')).toBe('plain');
  });
});
