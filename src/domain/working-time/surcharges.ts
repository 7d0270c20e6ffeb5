import type { HolidayCalendar } from '../calendar/holiday-kind.js';
import { isEasterOrWhitSunday } from './easter.js';
import type { LocalCalendar, LocalDay, Span } from './local-days.js';

/** Surcharge-eligible time of a day in ms, by the rates of §3b (1) EStG. */
export interface Surcharges {
  /** Night work 20:00-06:00 (25 %), without the hours counted in `nightCore`. */
  night: number;
  /** 00:00-04:00 when the work began before midnight (40 %, §3b (3) Nr. 1). */
  nightCore: number;
  /** Sunday work (50 %). */
  sunday: number;
  /** Public holidays of the location calendar, Easter and Whit Sunday, and 31 Dec from 14:00 (125 %). */
  holiday: number;
  /** 24 Dec from 14:00, 25 and 26 Dec, 1 May (150 %). */
  holidaySpecial: number;
}

/** Paid work, with the start of the shift it belongs to. */
export interface WorkedSpan extends Span {
  began: number;
}

export function noSurcharges(): Surcharges {
  return { night: 0, nightCore: 0, sunday: 0, holiday: 0, holidaySpecial: 0 };
}

/** The Sunday/holiday classes, lowest to highest rate; a time counts in the highest that applies. */
const NONE = 0;
const SUNDAY = 1;
const HOLIDAY = 2;
const SPECIAL = 3;
type DayClass = typeof NONE | typeof SUNDAY | typeof HOLIDAY | typeof SPECIAL;

export type { HolidayCalendar };

/**
 * The Sunday/holiday class of a time on a day (§3b (1) Nr. 2-4 EStG). 25/26 Dec and 1 May
 * are statutory holidays everywhere in Germany, so they count by date; so do Easter Sunday
 * and Whit Sunday, which the tax administration counts as statutory holidays for §3b in
 * every state, whether or not the state's holiday law names them (R 3b (3) sentence 3 LStR;
 * the calendar, and so the day's holiday flag and target, is left as the state law has it).
 * Other holidays count when the location calendar has them as full statutory holidays (§3b (2)
 * sentence 4: the holidays at the place of work). A company's own day off and a 'half' holiday are
 * company conventions, not statutory holidays, and earn no holiday surcharge; 24 and 31 Dec get their statutory
 * afternoon rate by date anyway. When a Sunday is also a holiday only the holiday rate
 * applies (R 3b LStR: Sunday and holiday surcharges are not paid side by side; the higher one applies).
 */
function classOf(day: LocalDay, afternoon: boolean, holidays: HolidayCalendar): DayClass {
  const { month, day: dayOfMonth } = day;
  if ((month === 12 && (dayOfMonth === 25 || dayOfMonth === 26)) || (month === 5 && dayOfMonth === 1)) return SPECIAL;
  if (afternoon && month === 12 && dayOfMonth === 24) return SPECIAL;
  if (holidays.get(day.date) === 'full' || (afternoon && month === 12 && dayOfMonth === 31)) return HOLIDAY;
  if (day.dayOfWeek === 7 && month >= 3 && month <= 6 && isEasterOrWhitSunday(day.date)) return HOLIDAY;
  return day.dayOfWeek === 7 ? SUNDAY : NONE;
}

/** Whether a day is a Sunday or a statutory holiday, whose class reaches into 00:00-04:00 of the next day. */
function isSundayOrHoliday(day: LocalDay, holidays: HolidayCalendar): boolean {
  return classOf(day, false, holidays) !== NONE;
}

function add(result: Surcharges, ms: number, night: 'day' | 'night' | 'core', dayClass: DayClass): void {
  if (ms <= 0) return;
  if (night === 'night') result.night += ms;
  else if (night === 'core') result.nightCore += ms;
  if (dayClass === SUNDAY) result.sunday += ms;
  else if (dayClass === HOLIDAY) result.holiday += ms;
  else if (dayClass === SPECIAL) result.holidaySpecial += ms;
}

function overlap(span: Span, start: number, end: number): number {
  return Math.max(0, Math.min(span.end, end) - Math.max(span.start, start));
}

/**
 * Splits worked time into the §3b EStG surcharge classes. `work` is the time actually
 * paid (net of breaks and of the automatic break deduction); each span's `began` is when
 * its shift began, which decides the rules that depend on work "taken up before 0:00".
 * - night: 20:00-06:00 local time (§3b (2) sentence 2), 25 %;
 * - nightCore: 00:00-04:00 when the work began before that midnight (§3b (3) Nr. 1),
 *   40 %; those hours leave `night` (22:00-02:00 gives night 2 h and nightCore 2 h);
 * - sunday / holiday / holidaySpecial: 00:00-24:00 local time of the day (§3b (2)
 *   sentence 3), and also 00:00-04:00 of the following day when the work began before
 *   that midnight (§3b (3) Nr. 2); a time counts in the highest class only;
 * - night and Sunday/holiday classes add up (§3b (1): the rates are cumulative).
 * Boundaries are wall-clock times converted once per day, so DST nights are measured in
 * real time: the night 22:00-06:00 is 7 h at the end of March and 9 h at the end of
 * October, and 00:00-04:00 is 3 h and 5 h long on those dates.
 */
export function surchargesOf(work: readonly WorkedSpan[], calendar: LocalCalendar, holidays: HolidayCalendar): Surcharges {
  const result = noSurcharges();
  for (const span of work) {
    const workBegan = span.began;
    if (span.end <= span.start) continue;
    for (let date = calendar.dateOf(span.start); ; date = calendar.next(date)) {
      const day = calendar.day(date);
      if (day.start >= span.end) break;
      const four = day.at('04:00');
      const six = day.at('06:00');
      const two = day.at('14:00');
      const eight = day.at('20:00');
      const beganBefore = workBegan < day.start;
      const carried = beganBefore ? calendar.day(calendar.previous(date)) : null;
      const morningClass = Math.max(
        classOf(day, false, holidays),
        carried && isSundayOrHoliday(carried, holidays) ? classOf(carried, true, holidays) : NONE,
      ) as DayClass;
      add(result, overlap(span, day.start, four), beganBefore ? 'core' : 'night', morningClass);
      add(result, overlap(span, four, six), 'night', classOf(day, false, holidays));
      add(result, overlap(span, six, two), 'day', classOf(day, false, holidays));
      add(result, overlap(span, two, eight), 'day', classOf(day, true, holidays));
      add(result, overlap(span, eight, day.end), 'night', classOf(day, true, holidays));
    }
  }
  return result;
}
