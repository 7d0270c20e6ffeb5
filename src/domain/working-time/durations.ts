import { MINUTE_MS } from './local-time.js';

/**
 * How durations are written: the spec's HH:MM:SS.mmm (hours may exceed 24, negative
 * with a leading '-') with an integer _ms twin, and the short "10:01 h" of law messages.
 */
export function formatDuration(ms: number): string {
  if (!Number.isInteger(ms)) throw new RangeError(`A duration must be whole milliseconds, got ${ms}`);
  return formatted.get(ms) ?? rememberFormatted(ms, spell(ms));
}

// Law findings and API resources spell the same few thousand durations (limits, minutes of a day) over and over.
const formatted = new Map<number, string>();
const FORMATTED_LIMIT = 10_000;

function rememberFormatted(ms: number, text: string): string {
  if (formatted.size >= FORMATTED_LIMIT) formatted.clear();
  formatted.set(ms, text);
  return text;
}

function spell(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  let rest = Math.abs(ms);
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${sign}${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(millis, 3)}`;
}

const DURATION = /^(-)?(\d{2,}):([0-5]\d):([0-5]\d)(?:\.(\d{3}))?$/;

export function parseDuration(text: string): number | undefined {
  const match = DURATION.exec(text);
  if (!match) return undefined;
  const [, sign, h, m, s, ms] = match;
  const total = Number(h) * 3_600_000 + Number(m) * 60_000 + Number(s) * 1000 + Number(ms ?? 0);
  return sign ? -total : total;
}

/** A duration in both spellings the spec asks for: `name` and `name_ms`. */
export function durationFields<K extends string>(name: K, ms: number): Record<K | `${K}_ms`, string | number> {
  let msName = msNames.get(name);
  if (msName === undefined) msNames.set(name, (msName = `${name}_ms`));
  return { [name]: formatDuration(ms), [msName]: ms } as Record<K | `${K}_ms`, string | number>;
}

// The names are the few the code spells out, so their _ms twins are kept.
const msNames = new Map<string, string>();

/**
 * How a measured duration is rounded to whole minutes for a message. A finding's message must
 * not contradict it, so a value is rounded away from the limit it is judged against: 'down'
 * for a value found too short (rest, break), 'up' for one found too long (working time, a
 * stretch of work, night work). 'nearest' is for values that are already whole minutes,
 * such as the limits themselves.
 */
export type MinuteRounding = 'nearest' | 'down' | 'up';

const ROUND: Record<MinuteRounding, (minutes: number) => number> = { nearest: Math.round, down: Math.floor, up: Math.ceil };

/** A duration in whole minutes, rounded as asked. */
export function wholeMinutes(ms: number, rounding: MinuteRounding): number {
  return ROUND[rounding](ms / MINUTE_MS);
}

/** "10:01 h" for messages, rounded to the minute as asked; details carry the exact milliseconds. */
export function formatHours(ms: number, rounding: MinuteRounding = 'nearest'): string {
  const totalMinutes = wholeMinutes(ms, rounding);
  const hoursPart = Math.floor(totalMinutes / 60);
  const minutesPart = totalMinutes % 60;
  return `${hoursPart}:${String(minutesPart).padStart(2, '0')} h`;
}
