/**
 * Easter Sunday of a year of the Gregorian calendar, YYYY-MM-DD, by the anonymous Gregorian
 * computus (Meeus/Jones/Butcher): the first Sunday after the ecclesiastical full moon on or
 * after 21 March, between 22 March and 25 April.
 */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(Date.UTC(year, month - 1, day));
}

/** Whit Sunday (Pfingstsonntag) of a year: Easter Sunday + 49 days. */
export function whitSunday(year: number): string {
  const easter = easterSunday(year);
  return isoDate(Date.parse(`${easter}T00:00:00Z`) + 49 * 86_400_000);
}

/** Whether a date (YYYY-MM-DD) is Easter Sunday or Whit Sunday of its year. */
export function isEasterOrWhitSunday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return date === easterSunday(year) || date === whitSunday(year);
}

function isoDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}
