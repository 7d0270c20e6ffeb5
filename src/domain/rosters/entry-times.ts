import { addDays, elapsedMs, localTimeOn, MINUTE_MS } from '../working-time/local-time.js';

/**
 * A shift's wall-clock times (HH:MM) and where they fall: overnight or not, its nominal
 * length by the clock, and its real instants on a date in a zone.
 */

/** HH:MM on a 24-hour clock. */
export const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function minutesOf(time: string): number {
  const match = WALL_TIME.exec(time);
  if (!match) throw new RangeError(`Not a time of day (HH:MM): ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** A shift whose end is not after its start on the clock ends on the next day. */
export function isOvernight(start: string, end: string): boolean {
  return minutesOf(end) <= minutesOf(start);
}

/** A shift's length by the clock (not by a particular night's DST change), less its break. */
export function nominalNetMs(start: string, end: string, breakMinutes: number): number {
  const span = (minutesOf(end) - minutesOf(start) + (isOvernight(start, end) ? 24 * 60 : 0)) * 60_000;
  return span - breakMinutes * 60_000;
}

export interface EffectiveTimes {
  /** UTC instants (ISO) of the planned start and end on that date in that zone. */
  start: string;
  end: string;
  /** Real elapsed time less the break: a night shift over the spring-forward night is an hour shorter. */
  plannedWorkMs: number;
}

/**
 * Places wall-clock shift times on a calendar date in a zone. Times that do not
 * exist (skipped by the spring-forward change) move forward, as clocks do; an
 * end not after the start falls on the next day.
 */
export function effectiveTimes(date: string, start: string, end: string, breakMinutes: number, timeZone: string): EffectiveTimes {
  const startMs = localTimeOn(date, start, timeZone);
  const endMs = localTimeOn(isOvernight(start, end) ? addDays(date, 1) : date, end, timeZone);
  return {
    start: new Date(startMs).toISOString(),
    end: new Date(endMs).toISOString(),
    plannedWorkMs: Math.max(0, elapsedMs(startMs, endMs) - breakMinutes * MINUTE_MS),
  };
}

/**
 * Where a planned break sits for the law checks: the plan only says how long it
 * is, so it is placed in the middle of the shift.
 */
export function plannedBreak(startIso: string, endIso: string, breakMinutes: number): Array<{ start: string; end: string }> {
  if (breakMinutes <= 0) return [];
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  const middle = start + (end - start) / 2;
  const half = (breakMinutes * 60_000) / 2;
  const from = Math.max(start, Math.round(middle - half));
  const to = Math.min(end, from + breakMinutes * 60_000);
  return to > from ? [{ start: new Date(from).toISOString(), end: new Date(to).toISOString() }] : [];
}
