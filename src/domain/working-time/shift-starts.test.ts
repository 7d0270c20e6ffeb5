import { describe, expect, it } from 'vitest';
import type { ClockEventType } from './shifts.js';
import { shiftStarts, shiftStartsAcross, type PlacedEvent } from './shift-starts.js';
import { t } from './test-fixtures.js';

const e = (id: string, type: ClockEventType, local: string): PlacedEvent => ({ id, type, at: t(local) });
const without = (events: readonly PlacedEvent[], id: string) => events.filter((event) => event.id !== id);
const moved = (before: readonly PlacedEvent[], after: readonly PlacedEvent[]) =>
  shiftStartsAcross(before, after).moved.map(({ id, was, will }) => ({ id, was: new Date(was).toISOString(), will: new Date(will).toISOString() }));
const iso = (local: string) => new Date(t(local)).toISOString();

describe('shift starts', () => {
  it('dates a come by itself, the events of its shift by it, and events outside a shift by themselves', () => {
    const starts = shiftStarts([
      e('stray', 'go', '2026-10-30T07:00'),
      e('come', 'come', '2026-10-31T22:00'),
      e('break', 'break_start', '2026-11-01T01:00'),
      e('back', 'break_end', '2026-11-01T01:30'),
      e('switch', 'switch', '2026-11-01T03:00'),
      e('go', 'go', '2026-11-01T06:00'),
      e('after', 'break_start', '2026-11-01T07:00'),
    ]);
    expect(Object.fromEntries(starts)).toEqual({
      stray: t('2026-10-30T07:00'),
      come: t('2026-10-31T22:00'),
      break: t('2026-10-31T22:00'),
      back: t('2026-10-31T22:00'),
      switch: t('2026-10-31T22:00'),
      go: t('2026-10-31T22:00'),
      after: t('2026-11-01T07:00'),
    });
  });

  it('reads the events in time order whatever order they come in, and never hands an event to a come at its own instant', () => {
    const starts = shiftStarts([e('go', 'go', '2026-11-02T16:00'), e('come', 'come', '2026-11-02T08:00'), e('tie', 'switch', '2026-11-02T08:00')]);
    expect(starts.get('go')).toBe(t('2026-11-02T08:00'));
    expect(starts.get('tie')).toBe(t('2026-11-02T08:00')); // outside a shift: stands for itself
  });
});

describe('shift starts across a change', () => {
  const night = [e('come', 'come', '2026-10-31T22:00'), e('break', 'break_start', '2026-11-01T01:00'), e('back', 'break_end', '2026-11-01T02:00'), e('go', 'go', '2026-11-01T06:00')];

  it('a come added after midnight hands the rest of a night shift, its break too, to the 1st', () => {
    const added = e('new', 'come', '2026-11-01T00:30');
    expect(moved(night, [...night, added])).toEqual([
      { id: 'break', was: iso('2026-10-31T22:00'), will: iso('2026-11-01T00:30') },
      { id: 'back', was: iso('2026-10-31T22:00'), will: iso('2026-11-01T00:30') },
      { id: 'go', was: iso('2026-10-31T22:00'), will: iso('2026-11-01T00:30') },
    ]);
    const across = shiftStartsAcross(night, [...night, added]);
    expect(across.after.get('new')).toBe(t('2026-11-01T00:30'));
    expect(across.before.has('new')).toBe(false);
  });

  it('a come added before a go of its own shift moves the go only', () => {
    const events = [e('come', 'come', '2026-10-31T22:00'), e('go', 'go', '2026-11-01T06:00')];
    expect(moved(events, [...events, e('new', 'come', '2026-11-01T05:00')])).toEqual([{ id: 'go', was: iso('2026-10-31T22:00'), will: iso('2026-11-01T05:00') }]);
  });

  it('a switch, changed or kept, follows its come', () => {
    const events = [e('come', 'come', '2026-11-03T08:00'), e('switch', 'switch', '2026-11-03T12:00'), e('go', 'go', '2026-11-03T16:00')];
    const later = [{ ...events[0]!, at: t('2026-11-03T09:00') }, ...events.slice(1)];
    expect(moved(events, later)).toEqual([
      { id: 'switch', was: iso('2026-11-03T08:00'), will: iso('2026-11-03T09:00') },
      { id: 'go', was: iso('2026-11-03T08:00'), will: iso('2026-11-03T09:00') },
    ]);
    // The changed come itself is not "kept": the caller reads it from before/after.
    expect(moved(events, later).map((m) => m.id)).not.toContain('come');
    // A change that moves no come or go moves nobody.
    expect(moved(events, [events[0]!, { ...events[1]!, at: t('2026-11-03T13:00') }, events[2]!])).toEqual([]);
  });

  it('deleting a come hands its go to a come left open days before, however long ago', () => {
    const events = [
      e('c30', 'come', '2026-10-30T08:00'),
      e('g30', 'go', '2026-10-30T16:00'),
      e('c31', 'come', '2026-10-31T08:00'),
      e('c2', 'come', '2026-11-02T08:00'),
      e('b2', 'break_start', '2026-11-02T12:00'),
      e('g2', 'go', '2026-11-02T16:00'),
    ];
    expect(moved(events, without(events, 'c2'))).toEqual([
      { id: 'b2', was: iso('2026-11-02T08:00'), will: iso('2026-10-31T08:00') },
      { id: 'g2', was: iso('2026-11-02T08:00'), will: iso('2026-10-31T08:00') },
    ]);
  });

  it('deleting a go leaves the events after it alone when a come follows, and hands strays after it to the shift', () => {
    const events = [e('c', 'come', '2026-11-02T08:00'), e('g', 'go', '2026-11-02T16:00'), e('stray', 'break_start', '2026-11-02T17:00'), e('c3', 'come', '2026-11-03T08:00'), e('g3', 'go', '2026-11-03T16:00')];
    expect(moved(events, without(events, 'g'))).toEqual([{ id: 'stray', was: iso('2026-11-02T17:00'), will: iso('2026-11-02T08:00') }]);
  });

  it('moving a come across the month end moves its shift out of the month, and a go moved past a kept event takes it in', () => {
    const events = [e('c', 'come', '2026-11-01T00:30'), e('b', 'break_start', '2026-11-01T02:00'), e('g', 'go', '2026-11-01T06:00')];
    expect(moved(events, [{ ...events[0]!, at: t('2026-10-31T23:30') }, events[1]!, events[2]!])).toEqual([
      { id: 'b', was: iso('2026-11-01T00:30'), will: iso('2026-10-31T23:30') },
      { id: 'g', was: iso('2026-11-01T00:30'), will: iso('2026-10-31T23:30') },
    ]);
    // The go moved before the break: the break is left outside any shift.
    expect(moved(events, [events[0]!, events[1]!, { ...events[2]!, at: t('2026-11-01T01:00') }])).toEqual([{ id: 'b', was: iso('2026-11-01T00:30'), will: iso('2026-11-01T02:00') }]);
  });

  it('a change that starts no shift and ends none moves nothing', () => {
    expect(moved(night, [...night, e('new', 'switch', '2026-11-01T04:00')])).toEqual([]);
    expect(moved(night, without(night, 'break'))).toEqual([]);
  });
});
