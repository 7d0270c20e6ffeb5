import { addDays } from './local-time.js';

/**
 * Where a project's time can lie, as stretches of local dates: its time counts on the day a
 * shift with one of its bookings started, so budget use walks only the days around bookings,
 * not the decades between a booking in 1900 and a range in 2199. Pure: no database, no clock.
 */

/** Local dates YYYY-MM-DD, both inclusive. */
export interface DateStretch {
  from: string;
  to: string;
}

/**
 * One person's bookings (ascending by `at`, epoch ms) in runs: a booking less than `gapMs`
 * after the one before it joins that one's run. Each run names its first and last booking.
 */
export function bookingRuns<Booking extends { at: number }>(bookings: readonly Booking[], gapMs: number): Array<{ first: Booking; last: Booking }> {
  const runs: Array<{ first: Booking; last: Booking }> = [];
  for (const booking of bookings) {
    const run = runs.at(-1);
    if (run && booking.at - run.last.at < gapMs) run.last = booking;
    else runs.push({ first: booking, last: booking });
  }
  return runs;
}

/** The stretches clipped to `bounds`, those that overlap or touch merged, in date order; a stretch outside the bounds is dropped. */
export function mergedWithin(stretches: readonly DateStretch[], bounds: DateStretch): DateStretch[] {
  const clipped = stretches
    .map((stretch) => ({ from: stretch.from < bounds.from ? bounds.from : stretch.from, to: stretch.to > bounds.to ? bounds.to : stretch.to }))
    .filter((stretch) => stretch.from <= stretch.to)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const merged: DateStretch[] = [];
  for (const stretch of clipped) {
    const last = merged.at(-1);
    if (last && stretch.from <= addDays(last.to, 1)) {
      if (stretch.to > last.to) last.to = stretch.to;
    } else merged.push({ ...stretch });
  }
  return merged;
}

export interface YearSlice {
  /** From the first to the last date any of the people has in this calendar year. */
  range: DateStretch;
  /** Per person with days in the year, their stretches' parts in it. */
  parts: Map<string, DateStretch[]>;
}

/**
 * Several people's stretches (each person's sorted and apart, as `mergedWithin` answers them)
 * cut at each turn of the year: one slice per calendar year that any of them touches, in order,
 * so a computation holds at most a year of days. Years no stretch touches have no slice.
 */
export function slicesByYear(stretchesOf: ReadonlyMap<string, readonly DateStretch[]>): YearSlice[] {
  const slices = new Map<number, YearSlice>();
  for (const [person, stretches] of stretchesOf) {
    for (const stretch of stretches) {
      for (let year = Number(stretch.from.slice(0, 4)); year <= Number(stretch.to.slice(0, 4)); year++) {
        const first = `${String(year).padStart(4, '0')}-01-01`;
        const last = `${String(year).padStart(4, '0')}-12-31`;
        const part = { from: stretch.from > first ? stretch.from : first, to: stretch.to < last ? stretch.to : last };
        let slice = slices.get(year);
        if (!slice) slices.set(year, (slice = { range: { ...part }, parts: new Map() }));
        if (part.from < slice.range.from) slice.range.from = part.from;
        if (part.to > slice.range.to) slice.range.to = part.to;
        const parts = slice.parts.get(person);
        if (parts) parts.push(part);
        else slice.parts.set(person, [part]);
      }
    }
  }
  return [...slices].sort(([a], [b]) => a - b).map(([, slice]) => slice);
}

/** Whether a date lies in one of the stretches. */
export function inStretches(date: string, stretches: readonly DateStretch[]): boolean {
  return stretches.some((stretch) => date >= stretch.from && date <= stretch.to);
}
