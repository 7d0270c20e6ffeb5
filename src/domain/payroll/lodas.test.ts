import { describe, expect, it } from 'vitest';
import { WORKING_TIME_FLAGS as F } from '../working-time/flags.js';
import { computeWorkingDays, type AbsenceDayCategory, type WorkingDay } from '../working-time/working-day.js';
import { employeeRecords, lodasCommentText, lodasHours, lodasLine, lodasPeriodDate, lodasPersonnelNumberProblem, lodasPreamble, lodasValueProblem, mainCostCentre, monthlyWageValues, payrollValuesOf, type WageValues } from './lodas.js';

const H = 3_600_000;

function credit(parts: Partial<Record<AbsenceDayCategory, number>>): Record<AbsenceDayCategory, number> {
  return { vacation: 0, sick: 0, time_off_in_lieu: 0, other: 0, ...parts };
}

function day(date: string, fields: Partial<WorkingDay> = {}): WorkingDay {
  return {
    date,
    target: 8 * H,
    targetBeforeShortWork: 8 * H,
    holidayTime: 0,
    worked: 0,
    breaks: 0,
    autoBreak: 0,
    absence: 0,
    absenceCredit: { vacation: 0, sick: 0, time_off_in_lieu: 0, other: 0 },
    balance: -8 * H,
    flags: 0,
    intervals: [],
    absences: [],
    absenceDays: { vacation: 0, sick: 0, time_off_in_lieu: 0, other: 0 },
    projects: [],
    surcharges: { night: 0, nightCore: 0, sunday: 0, holiday: 0, holidaySpecial: 0 },
    warnings: [],
    open: false,
    ...fields,
  };
}

describe('monthly wage values', () => {
  it('sums worked time, surcharges and absences by kind', () => {
    const values = monthlyWageValues([
      day('2026-11-02', { worked: 9 * H, balance: H, surcharges: { night: 2 * H, nightCore: H, sunday: 0, holiday: 0, holidaySpecial: 0 } }),
      day('2026-11-03', { absence: 8 * H, absenceCredit: credit({ vacation: 8 * H }), balance: 0, flags: F.vacation }),
      day('2026-11-04', { absence: 4 * H, absenceCredit: credit({ vacation: 4 * H }), balance: -4 * H, flags: F.vacation | F.halfDayVacation, worked: 4 * H }),
      day('2026-11-05', { absence: 8 * H, absenceCredit: credit({ sick: 8 * H }), balance: 0, flags: F.sick }),
      day('2026-11-08', { target: 0, worked: 3 * H, balance: 3 * H, surcharges: { night: 0, nightCore: 0, sunday: 3 * H, holiday: 0, holidaySpecial: 0 } }),
    ]);
    expect(values).toEqual({
      worked: 16 * H,
      overtime: 0,
      night: 2 * H,
      night_core: H,
      sunday: 3 * H,
      holiday: 0,
      holiday_special: 0,
      vacation: 12 * H,
      sick: 8 * H,
      other_absence: 0,
      public_holiday: 0,
    });
  });

  it('splits a day half sick, half on vacation between the two wage types (BUrlG §9)', () => {
    // Flags 2, 4 and 8: the sickness took half of the vacation day, each credited half the target.
    const values = monthlyWageValues([
      day('2026-11-18', { absence: 8 * H, absenceCredit: credit({ vacation: 4 * H, sick: 4 * H }), balance: 0, flags: F.sick | F.vacation | F.halfDayVacation }),
      day('2026-11-19', { absence: 8 * H, absenceCredit: credit({ vacation: 8 * H }), balance: 0, flags: F.vacation }),
    ]);
    expect({ vacation: values.vacation, sick: values.sick }).toEqual({ vacation: 12 * H, sick: 4 * H });
  });

  it('the half sick, half vacation day as computeWorkingDays counts it: 4 h each', () => {
    const days = computeWorkingDays({
      from: '2026-11-18',
      to: '2026-11-18',
      timeZone: 'Europe/Berlin',
      now: Date.parse('2026-12-01T12:00:00Z'),
      events: [],
      targetOn: () => 8 * H,
      holidays: new Map(),
      absences: [
        { id: 'v', category: 'vacation', creditsTime: true, from: '2026-11-16', to: '2026-11-20', halfDayStart: false, halfDayEnd: false },
        { id: 's', category: 'sick', creditsTime: true, from: '2026-11-18', to: '2026-11-18', halfDayStart: true, halfDayEnd: false },
      ],
      birthDate: null,
    });
    expect(days[0]!.flags & (F.sick | F.vacation | F.halfDayVacation)).toBe(F.sick | F.vacation | F.halfDayVacation);
    const values = monthlyWageValues(days);
    expect({ vacation: values.vacation, sick: values.sick }).toEqual({ vacation: 4 * H, sick: 4 * H });
  });

  it('hands the credit of other paid absences (special leave, training) to other_absence, not to vacation or sick', () => {
    const values = monthlyWageValues([day('2026-11-18', { absence: 8 * H, absenceCredit: credit({ other: 8 * H }), balance: 0, flags: F.otherAbsence })]);
    expect({ vacation: values.vacation, sick: values.sick, other_absence: values.other_absence }).toEqual({ vacation: 0, sick: 0, other_absence: 8 * H });
  });

  it('hands the time statutory holidays took to public_holiday', () => {
    const values = monthlyWageValues([
      day('2026-12-24', { target: 4 * H, worked: 4 * H, balance: 0, flags: F.halfDayHoliday }),
      day('2026-12-25', { target: 0, holidayTime: 8 * H, balance: 0, flags: F.publicHoliday }),
      day('2026-12-28', { target: 0, holidayTime: 0, balance: 0, flags: F.publicHoliday }),
    ]);
    expect(values.public_holiday).toBe(8 * H);
  });

  it('pays only a positive month balance as overtime', () => {
    expect(monthlyWageValues([day('2026-11-02', { worked: 10 * H, balance: 2 * H })]).overtime).toBe(2 * H);
    expect(monthlyWageValues([day('2026-11-02', { worked: 6 * H, balance: -2 * H })]).overtime).toBe(0);
  });
});

describe('records', () => {
  const values = { worked: 160 * H, overtime: 0, night: 90 * 60_000, night_core: 0, sunday: 0, holiday: 0, holiday_special: 0, vacation: 8 * H, sick: 0, other_absence: 0, public_holiday: 0 };

  it('lists each mapped wage type with a value, skipping zeros and unmapped kinds', () => {
    const records = employeeRecords({ personnelNumber: '1001', costCentre: '4711' }, values, { worked: '100', overtime: '200', night: '300' });
    expect(records).toEqual([
      { personnelNumber: '1001', wageType: '100', hundredths: 16_000, costCentre: '4711' },
      { personnelNumber: '1001', wageType: '300', hundredths: 150, costCentre: '4711' },
    ]);
  });

  it('books worked hours per cost centre and the other wage types to the main one', () => {
    const byCostCentre = new Map<string | null, number>([
      ['4711', 100 * H],
      ['4712', 60 * H],
    ]);
    const main = mainCostCentre(byCostCentre);
    expect(main).toBe('4711');
    const records = employeeRecords({ personnelNumber: '1001', costCentre: main }, values, { worked: '100', night: '300', vacation: '400' }, byCostCentre);
    expect(records).toEqual([
      { personnelNumber: '1001', wageType: '100', hundredths: 10_000, costCentre: '4711' },
      { personnelNumber: '1001', wageType: '100', hundredths: 6_000, costCentre: '4712' },
      { personnelNumber: '1001', wageType: '300', hundredths: 150, costCentre: '4711' },
      { personnelNumber: '1001', wageType: '400', hundredths: 800, costCentre: '4711' },
    ]);
    expect(mainCostCentre(new Map())).toBeNull();
    expect(mainCostCentre(new Map([[null, 8 * H]]))).toBeNull();
  });

  it('writes hours with two decimals and the decimal comma', () => {
    expect(lodasHours(750)).toBe('7,50');
    expect(lodasHours(33)).toBe('0,33');
    expect(lodasHours(16_000)).toBe('160,00');
    expect(lodasHours(-4)).toBe('-0,04');
  });

  it('rounds the worked time once and splits it over the cost centres so the lines add up to it', () => {
    const twenty = 20 * 60_000;
    const thirds = new Map<string | null, number>([
      ['1', twenty],
      ['2', twenty],
      ['3', twenty],
    ]);
    const split = employeeRecords({ personnelNumber: '1', costCentre: '1' }, { ...values, worked: 3 * twenty, night: 0, vacation: 0 }, { worked: '100' }, thirds);
    expect(split.map((record) => record.hundredths)).toEqual([34, 33, 33]);
    // 1:10 h twice: 2,33 h in all, not 1,17 + 1,17.
    const seventy = 70 * 60_000;
    const two = new Map<string | null, number>([
      ['4711', seventy],
      ['4712', seventy],
    ]);
    const lines = employeeRecords({ personnelNumber: '1', costCentre: '4711' }, { ...values, worked: 2 * seventy, night: 0, vacation: 0 }, { worked: '100' }, two);
    expect(lines.map((record) => record.hundredths)).toEqual([117, 116]);
  });

  it('writes no line for a value that is zero at two decimals', () => {
    const lines = employeeRecords({ personnelNumber: '1', costCentre: null }, { ...values, worked: 10_000, night: 17_999, vacation: 18_000 }, { worked: '100', night: '300', vacation: '400' });
    expect(lines).toEqual([{ personnelNumber: '1', wageType: '400', hundredths: 1, costCentre: null }]);
  });

  it('books the other wage types to the person’s own cost centre in a month without worked time', () => {
    const sick = day('2026-10-01', { absence: 8 * H, balance: 0, flags: F.sick });
    expect(payrollValuesOf([sick], [], '4711')).toMatchObject({ cost_centre: '4711', worked_by_cost_centre: [] });
    const worked = day('2026-10-02', { worked: 8 * H, balance: 0 });
    const values = payrollValuesOf([worked], [{ costCenterNumber: '9000', worked: 6 * H }, { costCenterNumber: '4711', worked: 2 * H }], '4711');
    expect(values).toMatchObject({ cost_centre: '9000', worked_by_cost_centre: [['9000', 6 * H], ['4711', 2 * H]] });
  });

  it('dates the month by its first day as TT/MM/JJJJ', () => {
    expect(lodasPeriodDate('2026-03')).toBe('01/03/2026');
  });
});

describe('the comment line', () => {
  it('writes the workspace name in Windows-1252 as readably as it can: accents dropped where the code page lacks the letter, "?" for what is still missing', () => {
    expect(lodasCommentText('Bäckerei Süß – Œuvre €')).toBe('Bäckerei Süß – Œuvre €');
    expect(lodasCommentText('Piekarnia Łódź')).toBe('Piekarnia ?ódz');
    expect(lodasCommentText('Kovács Ődön Kft.')).toBe('Kovács Odön Kft.');
    expect(lodasCommentText('Café 🥐')).toBe('Café ?');
    expect(lodasCommentText('Zeile\r\nzwei\u000bdrei\u2028vier')).toBe('Zeile  zwei drei vier');
    expect(lodasPreamble({ consultantNumber: '1', clientNumber: '2', period: '2026-11', source: 'Piekarnia Łódź' })).toContain('* Bewegungsdaten 2026-11 – Piekarnia ?ódz\r\n');
    // Everything written can be encoded: no character reaches the encoder for it to replace silently.
    for (const name of ['Piekarnia Łódź', 'Kovács Ődön Kft.', 'Café 🥐', 'Ærø Åbenrå']) {
      expect(lodasValueProblem(lodasCommentText(name).replace(/\?/g, ''))).toBeUndefined();
    }
  });
});

describe('personnel numbers', () => {
  it('takes 1 to 5 digits from 1 to 99999, leading zeros included, and nothing else', () => {
    for (const value of ['1', '1001', '01001', '99999']) expect(lodasPersonnelNumberProblem(value)).toBeUndefined();
    for (const value of ['', 'P-17', '100234', '12a', ' 12', '1.5', '١٢']) expect(lodasPersonnelNumberProblem(value)).toBe('LODAS takes personnel numbers of 1 to 5 digits only');
    expect(lodasPersonnelNumberProblem('0')).toBe('LODAS numbers personnel from 1');
    expect(lodasPersonnelNumberProblem('00000')).toBe('LODAS numbers personnel from 1');
  });
});

describe('values kept before a wage type existed', () => {
  it('writes no line for a kind a month closed earlier did not keep', () => {
    const kept = { worked: 8 * H, overtime: 0, night: 0, night_core: 0, sunday: 0, holiday: 0, holiday_special: 0, vacation: 0, sick: 0 } as unknown as WageValues;
    const records = employeeRecords({ personnelNumber: '1001', costCentre: null }, kept, { worked: '100', other_absence: '400' });
    expect(records).toEqual([{ personnelNumber: '1001', wageType: '100', hundredths: 800, costCentre: null }]);
  });
});

describe('the file', () => {
  it('has the sections, the record description and CRLF lines', () => {
    const text =
      lodasPreamble({ consultantNumber: '1234567', clientNumber: '12345', period: '2026-11', source: 'Bäckerei\nSüß' }) +
      lodasLine('2026-11', { personnelNumber: '1001', wageType: '100', hundredths: 750, costCentre: null }) +
      lodasLine('2026-11', { personnelNumber: '10;02', wageType: '200', hundredths: 100, costCentre: 'K\r\n1' });
    expect(text.split('\r\n')).toEqual([
      '[Allgemein]',
      'Ziel=LODAS',
      'Version_SST=1.0',
      'BeraterNr=1234567',
      'MandantenNr=12345',
      'Datumsformat=TT/MM/JJJJ',
      'Feldtrennzeichen=;',
      'Zahlenkomma=,',
      'Kommentarzeichen=*',
      '',
      '* Bewegungsdaten 2026-11 – Bäckerei Süß',
      '[Satzbeschreibung]',
      '10;u_lod_bwd_buchung_standard;abrechnung_zeitraum#bwd;pnr#bwd;la_eigene#bwd;bs_nr#bwd;bs_wert_butab#bwd;kostenstelle#bwd;',
      '',
      '[Bewegungsdaten]',
      '10;01/11/2026;1001;100;1;7,50;;',
      '10;01/11/2026;1002;200;1;1,00;K1;',
      '',
    ]);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
  });
});

describe('lodasValueProblem', () => {
  it('lets numbers through that Windows-1252 writes as they are', () => {
    for (const value of ['1001', 'A-17/3', 'Müller-Ä', '€12', 'Œuvre', '']) expect(lodasValueProblem(value), value).toBeUndefined();
  });

  it('names what a LODAS field cannot carry unchanged', () => {
    expect(lodasValueProblem('1;2')).toBe('the field separator ;');
    expect(lodasValueProblem('47\r\n11')).toBe('a control character');
    expect(lodasValueProblem('4\u000b7')).toBe('a control character');
    expect(lodasValueProblem('4\u00857')).toBe('a control character');
    expect(lodasValueProblem('Ł1')).toBe('"Ł", which Windows-1252 cannot write');
    expect(lodasValueProblem('9😀')).toBe('"😀", which Windows-1252 cannot write');
  });
});
