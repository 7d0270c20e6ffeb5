import { Temporal } from 'temporal-polyfill';
import type { ClockEventType, ClockFact } from './shifts.js';
import type { WorkingDaysInput } from './working-day.js';

/** Builders for the working-day tests: Berlin wall-clock times in, epoch ms out. */

export const ZONE = 'Europe/Berlin';
export const MIN = 60_000;
export const H = 60 * MIN;

/** '2026-03-02T08:00' in Berlin as epoch ms (a repeated wall time means its first occurrence). */
export function t(local: string): number {
  return Temporal.PlainDateTime.from(local).toZonedDateTime(ZONE).epochMilliseconds;
}

/** Durations written as 'H:MM'. */
export function hm(text: string): number {
  const [hours, minutes] = text.split(':').map(Number);
  return hours! * H + minutes! * MIN;
}

let counter = 0;

export function ev(type: ClockEventType, local: string, options: { projectId?: string | null; corrected?: boolean; sentLate?: boolean; id?: string } = {}): ClockFact {
  counter += 1;
  return {
    id: options.id ?? `e${counter}`,
    type,
    at: t(local),
    projectId: options.projectId ?? null,
    corrected: options.corrected ?? false,
    ...(options.sentLate !== undefined && { sentLate: options.sentLate }),
  };
}

/** A come/go pair on one date with optional breaks, times as 'HH:MM' (a time before the start lies on the next day). */
export function shiftOn(date: string, from: string, to: string, breaks: Array<[string, string]> = []): ClockFact[] {
  const start = Temporal.PlainDateTime.from(`${date}T${from}`);
  const local = (time: string) => {
    const same = Temporal.PlainDateTime.from(`${date}T${time}`);
    return (Temporal.PlainDateTime.compare(same, start) < 0 ? same.add({ days: 1 }) : same).toString();
  };
  return [
    ev('come', start.toString()),
    ...breaks.flatMap(([breakStart, breakEnd]) => [ev('break_start', local(breakStart)), ev('break_end', local(breakEnd))]),
    ev('go', local(to)),
  ];
}

/** Mon-Fri 8 h. */
export function weekdays8h(date: string): number {
  return Temporal.PlainDate.from(date).dayOfWeek <= 5 ? 8 * H : 0;
}

export function input(overrides: Partial<WorkingDaysInput> & Pick<WorkingDaysInput, 'from' | 'to'>): WorkingDaysInput {
  return {
    timeZone: ZONE,
    now: t('2026-11-23T12:00'),
    events: [],
    targetOn: weekdays8h,
    holidays: new Map(),
    absences: [],
    birthDate: '1990-05-17',
    ...overrides,
  };
}
