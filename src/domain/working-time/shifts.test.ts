import { describe, expect, it } from 'vitest';
import { localCalendar } from './local-days.js';
import { buildShifts } from './shifts.js';
import { ev, t, ZONE } from './test-fixtures.js';

const calendar = localCalendar(ZONE);

describe('shifts from clock events', () => {
  it('splits a shift at breaks and project switches', () => {
    const { shifts, strays } = buildShifts(
      [
        ev('come', '2026-11-18T08:00', { projectId: 'a' }),
        ev('break_start', '2026-11-18T10:00'),
        ev('break_end', '2026-11-18T10:20'),
        ev('switch', '2026-11-18T12:00', { projectId: 'b' }),
        ev('go', '2026-11-18T16:00'),
      ],
      calendar,
    );
    expect(strays).toEqual([]);
    expect(shifts).toHaveLength(1);
    expect(shifts[0]!.date).toBe('2026-11-18');
    expect(shifts[0]!.segments).toEqual([
      { from: t('2026-11-18T08:00'), to: t('2026-11-18T10:00'), projectId: 'a' },
      { from: t('2026-11-18T10:20'), to: t('2026-11-18T12:00'), projectId: 'a' },
      { from: t('2026-11-18T12:00'), to: t('2026-11-18T16:00'), projectId: 'b' },
    ]);
    expect(shifts[0]!.breaks).toEqual([{ start: t('2026-11-18T10:00'), end: t('2026-11-18T10:20') }]);
  });

  it('takes events in time order whatever order they arrive in', () => {
    const { shifts } = buildShifts([ev('go', '2026-11-18T16:00'), ev('come', '2026-11-18T08:00')], calendar);
    expect(shifts[0]!.segments).toEqual([{ from: t('2026-11-18T08:00'), to: t('2026-11-18T16:00'), projectId: null }]);
  });

  it('ignores unmatched events without failing', () => {
    const { shifts, strays } = buildShifts(
      [
        ev('go', '2026-11-18T07:00'),
        ev('break_end', '2026-11-18T07:30'),
        ev('come', '2026-11-18T08:00'),
        ev('break_end', '2026-11-18T09:00'),
        ev('come', '2026-11-18T09:30'),
        ev('break_start', '2026-11-18T10:00'),
        ev('break_start', '2026-11-18T10:05'),
        ev('go', '2026-11-18T12:00'),
        ev('switch', '2026-11-18T13:00', { projectId: 'x' }),
      ],
      calendar,
    );
    expect(strays.map((event) => event.type)).toEqual(['go', 'break_end', 'break_end', 'come', 'break_start', 'switch']);
    expect(shifts[0]!.segments).toEqual([{ from: t('2026-11-18T08:00'), to: t('2026-11-18T10:00'), projectId: null }]);
    // A go during a break ends the break with the shift.
    expect(shifts[0]!.breaks).toEqual([{ start: t('2026-11-18T10:00'), end: t('2026-11-18T12:00') }]);
  });

  it('lets a come on a later date start a new shift when the previous one lacks its go', () => {
    const { shifts } = buildShifts([ev('come', '2026-11-16T08:00'), ev('come', '2026-11-17T08:00'), ev('go', '2026-11-17T16:00')], calendar);
    expect(shifts.map((shift) => [shift.date, shift.end !== null])).toEqual([
      ['2026-11-16', false],
      ['2026-11-17', true],
    ]);
    expect(shifts[0]!.open).toEqual({ from: t('2026-11-16T08:00'), kind: 'work', projectId: null });
  });

  it('keeps a shift across midnight on its start date', () => {
    const { shifts } = buildShifts([ev('come', '2026-12-31T22:00'), ev('go', '2027-01-01T06:00')], calendar);
    expect(shifts[0]!.date).toBe('2026-12-31');
  });

  it('changes the project during a break for the work after it', () => {
    const { shifts } = buildShifts(
      [
        ev('come', '2026-11-18T08:00', { projectId: 'a' }),
        ev('break_start', '2026-11-18T12:00'),
        ev('switch', '2026-11-18T12:10', { projectId: 'b' }),
        ev('break_end', '2026-11-18T12:30'),
        ev('go', '2026-11-18T14:00'),
      ],
      calendar,
    );
    expect(shifts[0]!.segments.map((segment) => segment.projectId)).toEqual(['a', 'b']);
  });
});
