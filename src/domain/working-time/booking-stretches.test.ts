import { describe, expect, it } from 'vitest';
import { bookingRuns, inStretches, mergedWithin, slicesByYear } from './booking-stretches.js';

const DAY = 86_400_000;

describe('bookingRuns', () => {
  it('joins bookings less than the gap apart and starts a new run after a longer pause', () => {
    const at = (day: number) => ({ at: day * DAY, day });
    const runs = bookingRuns([at(0), at(1), at(10), at(100), at(101), at(40_000)], 30 * DAY);
    expect(runs.map((run) => [run.first.day, run.last.day])).toEqual([
      [0, 10],
      [100, 101],
      [40_000, 40_000],
    ]);
    expect(bookingRuns([at(0), at(30)], 30 * DAY)).toHaveLength(2);
    expect(bookingRuns([], DAY)).toEqual([]);
  });
});

describe('mergedWithin', () => {
  it('clips to the bounds, drops what lies outside and merges stretches that overlap or touch', () => {
    const bounds = { from: '1899-12-31', to: '2199-12-31' };
    expect(
      mergedWithin(
        [
          { from: '2026-11-17', to: '2026-11-18' },
          { from: '1900-01-03', to: '1900-01-03' },
          { from: '2026-11-19', to: '2026-11-19' },
          { from: '2026-11-18', to: '2026-11-18' },
          { from: '2026-12-01', to: '2027-01-02' },
        ],
        bounds,
      ),
    ).toEqual([
      { from: '1900-01-03', to: '1900-01-03' },
      { from: '2026-11-17', to: '2026-11-19' },
      { from: '2026-12-01', to: '2027-01-02' },
    ]);
    expect(mergedWithin([{ from: '2026-10-05', to: '2026-10-07' }, { from: '2026-10-30', to: '2026-11-02' }], { from: '2026-10-06', to: '2026-10-31' })).toEqual([
      { from: '2026-10-06', to: '2026-10-07' },
      { from: '2026-10-30', to: '2026-10-31' },
    ]);
    expect(mergedWithin([{ from: '2199-12-01', to: '2199-12-31' }], { from: '1900-01-01', to: '2026-11-30' })).toEqual([]);
  });
});

describe('slicesByYear', () => {
  it('walks only the years that hold stretches, a calendar year per slice, with each person’s parts', () => {
    const slices = slicesByYear(
      new Map([
        ['a', [{ from: '1900-01-02', to: '1900-01-03' }, { from: '2026-11-17', to: '2026-11-17' }]],
        ['b', [{ from: '2026-12-30', to: '2027-01-02' }]],
        ['c', []],
      ]),
    );
    expect(slices.map((slice) => slice.range)).toEqual([
      { from: '1900-01-02', to: '1900-01-03' },
      { from: '2026-11-17', to: '2026-12-31' },
      { from: '2027-01-01', to: '2027-01-02' },
    ]);
    expect([...slices[0]!.parts.keys()]).toEqual(['a']);
    expect(Object.fromEntries(slices[1]!.parts)).toEqual({ a: [{ from: '2026-11-17', to: '2026-11-17' }], b: [{ from: '2026-12-30', to: '2026-12-31' }] });
    expect(Object.fromEntries(slices[2]!.parts)).toEqual({ b: [{ from: '2027-01-01', to: '2027-01-02' }] });
    // A booking in 1900 and one in 2026: two slices, not 127 years.
    expect(slices).toHaveLength(3);
    expect(slicesByYear(new Map())).toEqual([]);
  });

  it('tells whether a date lies in the stretches', () => {
    const parts = [{ from: '2026-11-17', to: '2026-11-18' }];
    expect(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'].map((date) => inStretches(date, parts))).toEqual([false, true, true, false]);
  });
});
