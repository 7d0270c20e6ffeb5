import { hundredthsOfHour } from '../exports/tabular.js';
import type { WorkingDay } from '../working-time/working-day.js';

/**
 * The LODAS-like ASCII file a payroll program imports a month's movement data from
 * ("Bewegungsdaten"), following DATEV's description of the LODAS ASCII import: a general
 * section naming the target, consultant and client, a record description, then one line per
 * employee and wage type in the record `u_lod_bwd_buchung_standard`. The caller encodes the
 * text as Windows-1252; lines end with CRLF.
 */

/**
 * The wage types a tenant maps to its payroll program's own wage type numbers (Lohnarten).
 * `other_absence` is the time credited on other paid absences (special leave, training);
 * `public_holiday` the scheduled time statutory public holidays took (EntgFG §2: paid as if worked).
 */
export const WAGE_TYPE_KINDS = ['worked', 'overtime', 'night', 'night_core', 'sunday', 'holiday', 'holiday_special', 'vacation', 'sick', 'other_absence', 'public_holiday'] as const;
export type WageTypeKind = (typeof WAGE_TYPE_KINDS)[number];
export type WageTypeMapping = Partial<Record<WageTypeKind, string>>;
export type WageValues = Record<WageTypeKind, number>;

/** Record number of the movement line in [Satzbeschreibung] and [Bewegungsdaten]. */
export const LODAS_RECORD_NUMBER = '10';
export const LODAS_RECORD = 'u_lod_bwd_buchung_standard';
/** The fields of the record, in the order every movement line lists them. */
export const LODAS_FIELDS = ['abrechnung_zeitraum', 'pnr', 'la_eigene', 'bs_nr', 'bs_wert_butab', 'kostenstelle'] as const;
/** Bearbeitungsschlüssel 1: the value is a number of hours. */
export const LODAS_KEY_HOURS = '1';
export const LODAS_LINE_END = '\r\n';

export interface LodasHeader {
  consultantNumber: string;
  clientNumber: string;
  /** YYYY-MM */
  period: string;
  /** Who the data is from (the workspace's name), written as a comment line. */
  source: string;
}

export interface LodasRecord {
  personnelNumber: string;
  wageType: string;
  /** Hundredths of an hour, as the line writes them (7:30 h is 750). */
  hundredths: number;
  costCentre: string | null;
}

/** Every value a month hands to payroll, in ms, summed over the employee's working days. */
export function monthlyWageValues(days: readonly WorkingDay[]): WageValues {
  const values: WageValues = { worked: 0, overtime: 0, night: 0, night_core: 0, sunday: 0, holiday: 0, holiday_special: 0, vacation: 0, sick: 0, other_absence: 0, public_holiday: 0 };
  let balance = 0;
  for (const day of days) {
    values.worked += day.worked;
    balance += day.balance;
    values.night += day.surcharges.night;
    values.night_core += day.surcharges.nightCore;
    values.sunday += day.surcharges.sunday;
    values.holiday += day.surcharges.holiday;
    values.holiday_special += day.surcharges.holidaySpecial;
    // Each category its own part of the credit: a day half sick, half on vacation pays both halves.
    values.vacation += day.absenceCredit.vacation;
    values.sick += day.absenceCredit.sick;
    values.other_absence += day.absenceCredit.other;
    values.public_holiday += day.holidayTime;
  }
  // Overtime is what the month leaves above its target; a shortfall stays on the account and is not paid.
  values.overtime = Math.max(0, balance);
  return values;
}

/**
 * What a closed month hands to payroll for one employee, kept with the month's close so that its
 * transfer writes the month as it was closed: the wage values in ms, the worked time per cost
 * centre number (null: none applies), and the cost centre the other wage types are booked to.
 */
export interface PayrollValues {
  values: WageValues;
  worked_by_cost_centre: Array<[string | null, number]>;
  cost_centre: string | null;
}

/**
 * An employee's payroll values of a month: `shares` are the days' worked time by cost centre
 * number; `ownCostCentre` is the number of the person's own cost centre (or their unit's), which
 * carries the other wage types when no time was worked at all (a month of sickness).
 */
export function payrollValuesOf(
  days: readonly WorkingDay[],
  shares: ReadonlyArray<{ costCenterNumber: string | null; worked: number }>,
  ownCostCentre: string | null,
): PayrollValues {
  const worked = new Map<string | null, number>();
  for (const share of shares) worked.set(share.costCenterNumber, (worked.get(share.costCenterNumber) ?? 0) + share.worked);
  return { values: monthlyWageValues(days), worked_by_cost_centre: [...worked], cost_centre: mainCostCentre(worked) ?? ownCostCentre };
}

/**
 * Splits a total of hundredths over parts in ms so that the parts add up to it: each part gets
 * its exact share rounded down, and the hundredths left go to the parts with the largest
 * remainders (first listed first on a tie). Rounding each part alone, three parts of 20 minutes
 * would write 0,33 three times for 1,00 h.
 */
function splitHundredths(total: number, parts: readonly number[]): number[] {
  const exact = parts.map((ms) => ms / 36_000);
  const split = exact.map((value) => Math.floor(value));
  let left = total - split.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact.map((value, i) => ({ i, remainder: value - split[i]! })).sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (let k = 0; left > 0 && byRemainder.length > 0; k = (k + 1) % byRemainder.length, left--) split[byRemainder[k]!.i]! += 1;
  return split;
}

/**
 * The movement lines of one employee: each mapped wage type whose value is not zero at two
 * decimals, in the catalogue's order. Worked time goes to the cost centres it was worked for,
 * its lines adding up to the month's worked time rounded once.
 */
export function employeeRecords(
  employee: { personnelNumber: string; costCentre: string | null },
  values: WageValues,
  wageTypes: WageTypeMapping,
  workedByCostCentre?: ReadonlyMap<string | null, number>,
): LodasRecord[] {
  const records: LodasRecord[] = [];
  const line = (wageType: string, hundredths: number, costCentre: string | null) => {
    if (hundredths !== 0) records.push({ personnelNumber: employee.personnelNumber, wageType, hundredths, costCentre });
  };
  for (const kind of WAGE_TYPE_KINDS) {
    const wageType = wageTypes[kind];
    if (!wageType) continue;
    if (kind === 'worked' && workedByCostCentre && workedByCostCentre.size > 0) {
      const parts = [...workedByCostCentre];
      const split = splitHundredths(hundredthsOfHour(values.worked), parts.map(([, ms]) => ms));
      parts.forEach(([costCentre], i) => line(wageType, split[i]!, costCentre));
      continue;
    }
    // A month closed before a kind existed kept no value of it.
    line(wageType, hundredthsOfHour(values[kind] ?? 0), employee.costCentre);
  }
  return records;
}

/** The cost centre that carries most of the worked time: where the person's other wage types are booked. */
export function mainCostCentre(workedByCostCentre: ReadonlyMap<string | null, number>): string | null {
  let main: string | null = null;
  let most = 0;
  for (const [costCentre, valueMs] of workedByCostCentre) {
    if (valueMs > most) {
      main = costCentre;
      most = valueMs;
    }
  }
  return main;
}

/** Hundredths of an hour with two decimals and the decimal comma (Zahlenkomma=,): 750 -> "7,50". */
export function lodasHours(hundredths: number): string {
  return (hundredths / 100).toFixed(2).replace('.', ',');
}

/** The first day of the payroll month in the declared date format TT/MM/JJJJ. */
export function lodasPeriodDate(period: string): string {
  const [year, month] = period.split('-');
  return `01/${month}/${year}`;
}

// The characters Windows-1252 has where Latin-1 has control characters (0x80-0x9F).
const WINDOWS_1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Why a personnel or cost-centre number cannot go into a LODAS field as it is, or undefined when
 * it can: it holds the field separator, a control character, or a character Windows-1252 lacks.
 * Dropping or replacing them would make two numbers one ("1;2" and "12"; "Ł1" and "Ń1" as "?1").
 */
export function lodasValueProblem(value: string): string | undefined {
  for (const character of value) {
    const code = character.codePointAt(0)!;
    if (character === ';') return 'the field separator ;';
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) return 'a control character';
    if (code > 0xff && !WINDOWS_1252_EXTRA.has(character)) return `"${character}", which Windows-1252 cannot write`;
  }
  return undefined;
}

/** LODAS numbers its employees 1 to 99999 (Personalnummer, up to five digits). */
const LODAS_PERSONNEL_NUMBER = /^\d{1,5}$/;

/**
 * Why a personnel number cannot be a LODAS personnel number, or undefined when it can: LODAS reads
 * it as a number of up to five digits, 1 to 99999, so letters, more digits or 0 are refused by
 * the import and that person's hours would be missing from the month.
 */
export function lodasPersonnelNumberProblem(value: string): string | undefined {
  if (!LODAS_PERSONNEL_NUMBER.test(value)) return 'LODAS takes personnel numbers of 1 to 5 digits only';
  if (Number(value) === 0) return 'LODAS numbers personnel from 1';
  return undefined;
}

/** A field value cannot carry the field separator or a line break; they are dropped rather than breaking the line. */
function field(value: string): string {
  return value.replace(/[;\r\n]/g, '');
}

/** Whether Windows-1252 has a character (printable ones; control characters are never written). */
function inWindows1252(character: string): boolean {
  const code = character.codePointAt(0)!;
  if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) return false;
  return code <= 0xff || WINDOWS_1252_EXTRA.has(character);
}

/**
 * Free text for a comment line, written in Windows-1252 as readably as it can be: a letter the
 * code page lacks loses its accent where that leaves one it has ("ź" as "z", "ő" as "o"); what is
 * still missing becomes "?" and a control character a space, never silently something else.
 */
export function lodasCommentText(text: string): string {
  let written = '';
  for (const character of text) {
    if (inWindows1252(character)) written += character;
    else if (/\p{Cc}|\p{Zl}|\p{Zp}/u.test(character)) written += ' ';
    else {
      const base = character.normalize('NFD').replace(/\p{M}/gu, '');
      written += [...base].every(inWindows1252) && base !== '' ? base : '?';
    }
  }
  return written;
}

/** [Allgemein] and [Satzbeschreibung], up to and including the [Bewegungsdaten] heading. */
export function lodasPreamble(header: LodasHeader): string {
  const lines = [
    '[Allgemein]',
    'Ziel=LODAS',
    'Version_SST=1.0',
    `BeraterNr=${field(header.consultantNumber)}`,
    `MandantenNr=${field(header.clientNumber)}`,
    'Datumsformat=TT/MM/JJJJ',
    'Feldtrennzeichen=;',
    'Zahlenkomma=,',
    'Kommentarzeichen=*',
    '',
    `* Bewegungsdaten ${header.period} – ${lodasCommentText(header.source)}`,
    '[Satzbeschreibung]',
    `${LODAS_RECORD_NUMBER};${LODAS_RECORD};${LODAS_FIELDS.map((name) => `${name}#bwd`).join(';')};`,
    '',
    '[Bewegungsdaten]',
  ];
  return lines.join(LODAS_LINE_END) + LODAS_LINE_END;
}

/** One movement line, fields in the order of LODAS_FIELDS, ended by `;` and CRLF. */
export function lodasLine(period: string, record: LodasRecord): string {
  const values = [
    lodasPeriodDate(period),
    field(record.personnelNumber),
    field(record.wageType),
    LODAS_KEY_HOURS,
    lodasHours(record.hundredths),
    field(record.costCentre ?? ''),
  ];
  return `${LODAS_RECORD_NUMBER};${values.join(';')};${LODAS_LINE_END}`;
}
