import { describe, expect, it } from 'vitest';
import { detectSeparator, MAX_IMPORT_ROWS, parseEmployeeCsv, splitCsv, UnclosedQuoteError } from './employee-csv.js';

describe('splitting CSV', () => {
  it('honours quotes, doubled quotes and both line ends', () => {
    expect(splitCsv('a;"b;c";"say ""hi"""\r\n1;2;3\n\n', ';')).toEqual([
      { fields: ['a', 'b;c', 'say "hi"'], line: 1 },
      { fields: ['1', '2', '3'], line: 2 },
    ]);
  });

  it('keeps text around and after quoted parts, and quotes inside unquoted text', () => {
    expect(splitCsv('"ab"c;x"y"z;"";"""";"a""b"', ';')).toEqual([{ fields: ['abc', 'x"y"z', '', '"', 'a"b'], line: 1 }]);
  });

  it('refuses a quote never closed, naming the line it opened on, instead of reading the rest as one field', () => {
    const unclosed = (text: string) => {
      try {
        splitCsv(text, ';');
      } catch (error) {
        return error instanceof UnclosedQuoteError ? error.line : error;
      }
      return undefined;
    };
    expect(unclosed('h1;h2\r\n\r\n1001;"Weiß\r\n1002;Zeh\r\n')).toBe(3);
    expect(unclosed('a;"b""')).toBe(1);
    expect(unclosed('a;"b\nc";"d')).toBe(2);
    // Quotes inside unquoted text are text; a closed quote spanning lines is one field.
    expect(unclosed('a;x"y\n"b\nc";d')).toBeUndefined();
    // Past the records asked for, the rest is not read: the caller refuses the file for its size.
    expect(splitCsv('h\n1\n2\n"3', ';', 1)).toHaveLength(2);
  });

  it('tells the line each record starts on, past blank lines and fields that span lines', () => {
    const records = splitCsv('h1;h2\r\n\r\n"Anna\r\nMaria";x\r\nBernd;y\ry2;z\n"a\nb\nc";w', ';');
    expect(records.map((r) => [r.fields[0], r.line])).toEqual([
      ['h1', 1],
      ['Anna\r\nMaria', 3],
      ['Bernd', 5],
      ['y2', 6],
      ['a\nb\nc', 7],
    ]);
  });

  it('detects the separator from the header line', () => {
    expect(detectSeparator('Personalnummer;Vorname;Nachname')).toBe(';');
    expect(detectSeparator('personnel_number,first_name,last_name')).toBe(',');
    expect(detectSeparator('"a,b";c;d')).toBe(';');
    expect(detectSeparator('"a;b;c",d,e')).toBe(',');
    // A quote never closed counts as an ordinary character.
    expect(detectSeparator('a"b;c;d')).toBe(';');
  });
});

describe('employee rows', () => {
  it('reads German headers, dates and decimal commas', () => {
    const file = parseEmployeeCsv('\uFEFFPersonalnummer;Vorname;Nachname;Eintrittsdatum;Wochenstunden;Urlaubstage;Kostenstelle\r\n1001;Anna;Weiß;01.04.2026;38,5;30;4711\r\n');
    expect(file.errors).toEqual([]);
    expect(file.rows).toEqual([
      {
        row: 2,
        personnelNumber: '1001',
        errors: {},
        employee: {
          personnelNumber: '1001',
          firstName: 'Anna',
          lastName: 'Weiß',
          entryDate: '2026-04-01',
          weeklyTargetMs: 38.5 * 3_600_000,
          vacationDays: 30,
          costCenter: '4711',
        },
      },
    ]);
  });

  it('leaves absent columns undefined and clears empty cells', () => {
    const file = parseEmployeeCsv('personnel_number,first_name,last_name,weekly_hours\n7,Bo,Berg,\n');
    expect(file.rows[0]!.employee).toMatchObject({ entryDate: undefined, weeklyTargetMs: null, vacationDays: undefined, costCenter: undefined });
  });

  it('reports every problem of a row by column', () => {
    const file = parseEmployeeCsv('personnel_number;first_name;last_name;entry_date;weekly_hours;vacation_days\n;Anna;;31.02.2026;120;30,3\n');
    expect(file.rows[0]!.employee).toBeNull();
    expect(Object.keys(file.rows[0]!.errors).sort()).toEqual(['entry_date', 'last_name', 'personnel_number', 'vacation_days', 'weekly_hours']);
  });

  it('flags a personnel number repeated in the file and rows with extra fields', () => {
    const file = parseEmployeeCsv('personnel_number;first_name;last_name\n1;A;B\n1;C;D\n2;E;F;G\n');
    expect(file.rows.map((r) => Object.keys(r.errors))).toEqual([[], ['personnel_number'], ['row']]);
  });

  it('flags a row with fewer fields than the header, which would clear the fields it lacks', () => {
    const file = parseEmployeeCsv('personnel_number;first_name;last_name;entry_date;weekly_hours\n7301;Anna;Weiß\n7302;Bo;Berg;;\n');
    expect(file.rows.map((r) => Object.keys(r.errors))).toEqual([['row'], []]);
    expect(file.rows[0]!.errors.row).toEqual(['The row has 3 fields, the header 5.']);
  });

  it('refuses a file with a quote never closed (naming its line), not a last name holding the people after it', () => {
    const file = parseEmployeeCsv('Personalnummer;Vorname;Nachname\r\n1001;Anna;"Weiß\r\n1002;Bernd;Zeh\r\n1003;Carl;Ott\r\n');
    expect(file).toEqual({
      errors: ['A quote (") opened on line 2 is never closed, so the rest of the file would be read as one field. Close it, or write a quote meant as text in a quoted field as "".'],
      columns: [],
      rows: [],
    });
    expect(parseEmployeeCsv('Personalnummer;Vorname;Nachname\r\n1001;"Anna;Weiß\r\n1002;Bernd;Zeh\r\n').errors[0]).toContain('line 2');
    expect(parseEmployeeCsv('"Personalnummer;Vorname;Nachname\r\n').errors[0]).toContain('line 1');
    expect(parseEmployeeCsv('\r\n\r\nPersonalnummer;Vorname;Nachname\r\n1001;"Anna;Weiß\r\n').errors[0]).toContain('line 4');
  });

  it('refuses a line break inside a name, a personnel number or a cost centre, as an error of that column', () => {
    const file = parseEmployeeCsv('Personalnummer;Vorname;Nachname;Kostenstelle\r\n"10\r\n01";"Anna\nMaria";"Weiß\rBerg";"K\n1"\r\n1002;" Bernd\r\n";Zeh;K1\r\n');
    expect(file.rows[0]!.employee).toBeNull();
    expect(file.rows[0]!.errors).toEqual({
      personnel_number: ['The personnel_number field must not contain a line break.'],
      first_name: ['The first_name field must not contain a line break.'],
      last_name: ['The last_name field must not contain a line break.'],
      cost_center: ['The cost_center field must not contain a line break.'],
    });
    // A line break at the edge is trimmed away with the blanks.
    expect(file.rows[1]).toMatchObject({ row: 7, errors: {}, employee: { firstName: 'Bernd' } });
  });

  it('ignores columns without a name in which every cell is empty (Excel padding), and refuses one with values', () => {
    const padded = parseEmployeeCsv('Personalnummer;Vorname;Nachname;;\r\n1001;Anna;Weiß;;\r\n;;;;\r\n1002;Bernd;Zeh\r\n');
    expect(padded.errors).toEqual([]);
    expect(padded.columns).toEqual(['personnel_number', 'first_name', 'last_name']);
    expect(padded.rows.map((row) => [row.row, row.employee?.lastName, row.errors])).toEqual([
      [2, 'Weiß', {}],
      [4, 'Zeh', {}],
    ]);
    expect(parseEmployeeCsv('Personalnummer;Vorname;Nachname;\r\n1001;Anna;Weiß;\r\n').errors).toEqual([]);
    expect(parseEmployeeCsv('personnel_number,,first_name,last_name\n1,,A,B\n').rows[0]!.errors).toEqual({});
    // A row with more fields than the header still has values no column names.
    expect(Object.keys(parseEmployeeCsv('Personalnummer;Vorname;Nachname;;\r\n1001;Anna;Weiß;;;\r\n').rows[0]!.errors)).toEqual(['row']);
    expect(parseEmployeeCsv('Personalnummer;Vorname;Nachname;;\r\n1001;Anna;Weiß;;\r\n1002;Bernd;Zeh;;x\r\n').errors).toEqual([
      'Unknown columns: column 5 (no name). Known: personnel_number, first_name, last_name, entry_date, weekly_hours, vacation_days, cost_center.',
    ]);
    expect(parseEmployeeCsv('Personalnummer;;Nachname;Vorname;Schuhgröße\r\n1;x;B;A;42\r\n').errors[0]).toContain('Unknown columns: column 2 (no name), Schuhgröße.');
  });

  it('reads the header from the first line with a name on it, past blank lines and lines of separators', () => {
    for (const before of ['\r\n', '\n\n  \n', '\uFEFF\r\n', ';;\r\n', ' , \n', '\r\r']) {
      const file = parseEmployeeCsv(`${before}Personalnummer;Vorname;Nachname\r\n1001;Anna;"Weiß, geb. Ott"\r\n`);
      expect(file.errors, JSON.stringify(before)).toEqual([]);
      expect(file.rows.map((row) => [row.row, row.employee?.lastName])).toEqual([[before.split(/\r\n|\r|\n/).length + 1, 'Weiß, geb. Ott']]);
    }
    // The separator is the header's, not that of the line of commas before it.
    expect(parseEmployeeCsv(',,,\npersonnel_number;first_name;last_name\n1;A;B, C\n').rows[0]!.employee?.lastName).toBe('B, C');
  });

  it('keeps the personnel number of an invalid row, trimmed, for the answer', () => {
    const file = parseEmployeeCsv('Personalnummer;Vorname;Nachname;Eintrittsdatum\r\n 9002 ;Bernd;Zeh;31.02.2026\r\n9003;Carl;Ott;\r\n9003;Dora;Ott;\r\n;Eva;Ost;\r\n');
    expect(file.rows.map((row) => [row.personnelNumber, row.employee === null])).toEqual([
      ['9002', true],
      ['9003', false],
      ['9003', true],
      [null, true],
    ]);
  });

  it('numbers rows by their line in the file', () => {
    const file = parseEmployeeCsv('Personalnummer;Vorname;Nachname;Eintrittsdatum\r\n\r\n7101;"Anna\r\nMaria";Weiß;2026-01-01\r\n7102;Bernd;Zeh;31.02.2026\r\n');
    expect(file.rows.map((r) => r.row)).toEqual([3, 5]);
  });

  it('takes dates in the years 1900 to 2199 only, as the API does', () => {
    const dates = ['01.01.0001', '31.12.9999', '1899-12-31', '01.01.2200', '01.01.1900', '2199-12-31'];
    const file = parseEmployeeCsv(`personnel_number;first_name;last_name;entry_date\n${dates.map((date, i) => `${i};A;B;${date}`).join('\n')}\n`);
    expect(file.rows.map((r) => r.errors.entry_date === undefined)).toEqual([false, false, false, false, true, true]);
    expect(file.rows[0]!.errors.entry_date).toEqual(['The entry_date field must be a date in the years 1900 to 2199 (YYYY-MM-DD or DD.MM.YYYY).']);
  });

  it('refuses a file without the required columns or with unknown ones', () => {
    for (const empty of ['', '\n', ' \r\n\t', '\uFEFF']) expect(parseEmployeeCsv(empty).errors).toEqual(['The file is empty; the first line must name the columns.']);
    for (const separatorsOnly of [';', ' ; ;\n;\n', ',']) {
      expect(parseEmployeeCsv(separatorsOnly).errors).toEqual(['The file has no header; the first line must name the columns.']);
    }
    expect(parseEmployeeCsv('personnel_number;first_name\n1;A\n').errors).toEqual(['Missing columns: last_name.']);
    expect(parseEmployeeCsv('personnel_number;first_name;last_name;shoe_size\n').errors[0]).toContain('Unknown columns: shoe_size');
  });
});

describe('the size of a file', () => {
  it('takes up to MAX_IMPORT_ROWS rows and refuses more, before reading any row', () => {
    const header = 'personnel_number;first_name;last_name\n';
    const at = parseEmployeeCsv(header + 'x;;\n'.repeat(MAX_IMPORT_ROWS - 1) + 'x;;');
    expect(at.errors).toEqual([]);
    expect(at.rows).toHaveLength(MAX_IMPORT_ROWS);
    const beyond = parseEmployeeCsv(header + 'x;;\n'.repeat(MAX_IMPORT_ROWS) + 'x;;');
    expect(beyond).toMatchObject({ rows: [], errors: [`The file holds more than ${MAX_IMPORT_ROWS} rows; an import takes at most ${MAX_IMPORT_ROWS}. Split it into several files.`] });
  });

  it('stops splitting once it holds one record more than asked for, not counting blank ones', () => {
    const text = 'h\n\n;;\n1\n2\n3\n4\n';
    expect(splitCsv(text, ';', 2).map((r) => [r.fields[0], r.line])).toEqual([
      ['h', 1],
      ['1', 4],
      ['2', 5],
    ]);
    expect(splitCsv(text, ';', 4)).toHaveLength(5);
    expect(splitCsv(text, ';', 5)).toHaveLength(5);
  });
});
