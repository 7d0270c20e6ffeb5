import { describe, expect, it } from 'vitest';
import { detectSeparator, MAX_IMPORT_ROWS, parseEmployeeCsv, splitCsv } from './employee-csv.js';

describe('splitting CSV', () => {
  it('honours quotes, doubled quotes and both line ends', () => {
    expect(splitCsv('a;"b;c";"say ""hi"""\r\n1;2;3\n\n', ';')).toEqual([
      { fields: ['a', 'b;c', 'say "hi"'], line: 1 },
      { fields: ['1', '2', '3'], line: 2 },
    ]);
  });

  it('keeps text around and after quoted parts, and quotes inside unquoted text', () => {
    expect(splitCsv('"ab"c;x"y"z;"";"""";"a""b', ';')).toEqual([{ fields: ['abc', 'x"y"z', '', '"', 'a"b'], line: 1 }]);
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
    expect(parseEmployeeCsv('').errors).toHaveLength(1);
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
