import { describe, expect, it } from 'vitest';
import { localDateText } from '../working-time/local-time.js';
import {
  allowedTypes,
  checkClockEvent,
  clockStateAt,
  findSequenceBreak,
  openShiftStanding,
  stateAfter,
  type ClockType,
  type RequestedClockType,
  type TimedClockEvent,
} from './clock-sequence.js';

const at = (minute: number) => minute * 60_000;
const ev = (type: ClockType, minute: number) => ({ type, at: at(minute) });

describe('stateAfter and allowedTypes', () => {
  it.each([
    [undefined, 'off'],
    ['come', 'working'],
    ['go', 'off'],
    ['break_start', 'on_break'],
    ['break_end', 'working'],
    ['switch', 'working'],
  ] as const)('after %s the state is %s', (type, state) => {
    expect(stateAfter(type)).toBe(state);
  });

  it('allows come when off, go, a break or a project switch when working, and ending the break or going when on a break', () => {
    expect(allowedTypes('off')).toEqual(['come']);
    expect(allowedTypes('working')).toEqual(['go', 'break_start', 'switch']);
    expect(allowedTypes('on_break')).toEqual(['break_end', 'go']);
  });
});

describe('checkClockEvent in order', () => {
  it.each<[string, ClockType | undefined, RequestedClockType, boolean, ClockType]>([
    ['come as the very first event', undefined, 'come', true, 'come'],
    ['go without come', undefined, 'go', false, 'go'],
    ['break_start without come', undefined, 'break_start', false, 'break_start'],
    ['break_end without break_start (nothing before)', undefined, 'break_end', false, 'break_end'],
    ['come twice', 'come', 'come', false, 'come'],
    ['go after come', 'come', 'go', true, 'go'],
    ['break after come', 'come', 'break_start', true, 'break_start'],
    ['break_end while working', 'come', 'break_end', false, 'break_end'],
    ['break_end after break_start', 'break_start', 'break_end', true, 'break_end'],
    ['break_start twice', 'break_start', 'break_start', false, 'break_start'],
    ['come during a break', 'break_start', 'come', false, 'come'],
    ['go during a break', 'break_start', 'go', true, 'go'],
    ['go twice', 'go', 'go', false, 'go'],
    ['come after go', 'go', 'come', true, 'come'],
    ['break_start after break_end', 'break_end', 'break_start', true, 'break_start'],
    ['auto with nothing before is come', undefined, 'auto', true, 'come'],
    ['auto when working is go', 'come', 'auto', true, 'go'],
    ['auto after break_end is go', 'break_end', 'auto', true, 'go'],
    ['auto on a break is break_end', 'break_start', 'auto', true, 'break_end'],
    ['auto after go is come', 'go', 'auto', true, 'come'],
    ['switch after come', 'come', 'switch', true, 'switch'],
    ['switch after switch', 'switch', 'switch', true, 'switch'],
    ['switch after break_end', 'break_end', 'switch', true, 'switch'],
    ['switch with nothing before', undefined, 'switch', false, 'switch'],
    ['switch after go', 'go', 'switch', false, 'switch'],
    ['switch during a break', 'break_start', 'switch', false, 'switch'],
    ['go after switch', 'switch', 'go', true, 'go'],
    ['break after switch', 'switch', 'break_start', true, 'break_start'],
    ['come after switch', 'switch', 'come', false, 'come'],
    ['break_end after switch', 'switch', 'break_end', false, 'break_end'],
    ['auto after switch is go, never another switch', 'switch', 'auto', true, 'go'],
  ])('%s', (_name, previous, requested, ok, type) => {
    const verdict = checkClockEvent(requested, at(100), previous ? ev(previous, 50) : undefined, undefined);
    expect(verdict.ok).toBe(ok);
    expect(verdict.type).toBe(type);
    if (!verdict.ok) {
      expect(verdict.reason).toBe('not_allowed_now');
      expect(verdict.allowed).toEqual(allowedTypes(stateAfter(previous)));
    }
  });
});

describe('checkClockEvent for late (offline) events', () => {
  it('accepts a come booked late before an existing go', () => {
    expect(checkClockEvent('come', at(10), undefined, ev('go', 20))).toMatchObject({ ok: true, type: 'come' });
  });

  it('refuses an event that would make the following event invalid', () => {
    // come 08:00, go 17:00 stored; a late "go" at 12:00 would leave the 17:00 go without come.
    const verdict = checkClockEvent('go', at(12 * 60), ev('come', 8 * 60), ev('go', 17 * 60));
    expect(verdict).toMatchObject({ ok: false, reason: 'conflicts_with_later_event', type: 'go' });
  });

  it('accepts a late break inside a working stretch, and refuses a late come inside it', () => {
    expect(checkClockEvent('break_start', at(600), ev('come', 480), ev('go', 1020)).ok).toBe(true);
    expect(checkClockEvent('come', at(600), ev('come', 480), ev('go', 1020)).ok).toBe(false);
  });

  it('resolves auto from the event before, then checks the event after', () => {
    // Before: go at 09:00 -> auto = come at 10:00; after: break_start at 11:00 is allowed once working.
    expect(checkClockEvent('auto', at(600), ev('go', 540), ev('break_start', 660))).toMatchObject({ ok: true, type: 'come' });
    // Before: come -> auto = go; after: break_end is not allowed once off.
    expect(checkClockEvent('auto', at(600), ev('come', 540), ev('break_end', 660))).toMatchObject({
      ok: false,
      reason: 'conflicts_with_later_event',
      type: 'go',
    });
  });

  it('accepts a late switch inside a working stretch, refuses one in a break or outside work', () => {
    expect(checkClockEvent('switch', at(600), ev('come', 480), ev('go', 1020)).ok).toBe(true);
    expect(checkClockEvent('switch', at(600), ev('break_start', 580), ev('break_end', 620)).ok).toBe(false);
    expect(checkClockEvent('switch', at(600), ev('go', 480), ev('come', 1020)).ok).toBe(false);
  });

  it('refuses a late come or go that would leave a later switch outside work', () => {
    // come 08:00, switch 12:00, go 17:00: a late go at 10:00 would orphan the switch.
    expect(checkClockEvent('go', at(600), ev('come', 480), ev('switch', 720))).toMatchObject({ ok: false, reason: 'conflicts_with_later_event' });
    // a break begun at 11:00 before a stored switch at 12:00 would put the switch in the break.
    expect(checkClockEvent('break_start', at(660), ev('come', 480), ev('switch', 720))).toMatchObject({ ok: false, reason: 'conflicts_with_later_event' });
  });

  it('treats an event at the same instant as the previous one as before it', () => {
    expect(checkClockEvent('come', at(60), ev('come', 60), undefined).ok).toBe(false);
  });
});

describe('findSequenceBreak', () => {
  it('accepts a full day from off', () => {
    expect(
      findSequenceBreak(undefined, [
        { type: 'come', at: at(0) },
        { type: 'break_start', at: at(60) },
        { type: 'break_end', at: at(90) },
        { type: 'go', at: at(240) },
      ]),
    ).toBeUndefined();
  });
  it('accepts going home from a break', () => {
    expect(findSequenceBreak({ type: 'come', at: at(-1) }, [{ type: 'break_start', at: at(1) }, { type: 'go', at: at(2) }])).toBeUndefined();
  });
  it('names the first event the state does not allow', () => {
    expect(findSequenceBreak(undefined, [{ type: 'come', at: at(0) }, { type: 'come', at: at(5) }])).toEqual({
      index: 1,
      stateBefore: 'working',
      allowed: ['go', 'break_start', 'switch'],
    });
  });
  it('starts from the state the event before the run left', () => {
    expect(findSequenceBreak({ type: 'come', at: at(-1) }, [{ type: 'come', at: at(0) }])?.index).toBe(0);
    expect(findSequenceBreak({ type: 'go', at: at(-1) }, [{ type: 'come', at: at(0) }])).toBeUndefined();
    expect(findSequenceBreak({ type: 'break_start', at: at(-1) }, [{ type: 'break_end', at: at(0) }])).toBeUndefined();
  });
  it('refuses a break end without a break', () => {
    expect(findSequenceBreak({ type: 'come', at: at(-1) }, [{ type: 'break_end', at: at(0) }])).toMatchObject({ index: 0, stateBefore: 'working' });
  });
  it('accepts switches between projects without a break', () => {
    expect(
      findSequenceBreak(undefined, [
        { type: 'come', at: at(0) },
        { type: 'switch', at: at(60) },
        { type: 'switch', at: at(120) },
        { type: 'break_start', at: at(180) },
        { type: 'break_end', at: at(210) },
        { type: 'switch', at: at(240) },
        { type: 'go', at: at(300) },
      ]),
    ).toBeUndefined();
  });
  it('refuses a switch after going home or during a break', () => {
    expect(findSequenceBreak({ type: 'come', at: at(-1) }, [{ type: 'go', at: at(1) }, { type: 'switch', at: at(2) }])).toEqual({
      index: 1,
      stateBefore: 'off',
      allowed: ['come'],
    });
    expect(findSequenceBreak({ type: 'break_start', at: at(-1) }, [{ type: 'switch', at: at(1) }])).toMatchObject({ index: 0, stateBefore: 'on_break' });
  });
  it('accepts an empty run', () => {
    expect(findSequenceBreak({ type: 'come', at: at(-1) }, [])).toBeUndefined();
  });
});

describe('a shift left open on an earlier date', () => {
  const H = 60;
  // Local days of 24 h from minute 0: the zone of the person, as the caller's sameDay tells it.
  const sameDay = (a: number, b: number) => Math.floor(a / (24 * 3_600_000)) === Math.floor(b / (24 * 3_600_000));

  it('lets a come on a later date start a new shift, and auto takes it once the open shift is over 12 h old', () => {
    const forgotten = ev('come', 8 * H);
    const nextMorning = at(32 * H);
    expect(checkClockEvent('come', nextMorning, forgotten, undefined, sameDay)).toEqual({ ok: true, type: 'come', stateBefore: 'working' });
    expect(checkClockEvent('auto', nextMorning, forgotten, undefined, sameDay)).toMatchObject({ ok: true, type: 'come' });
    // The same day, or without knowing the days, the open shift runs on.
    expect(checkClockEvent('come', at(20 * H), forgotten, undefined, sameDay)).toMatchObject({ ok: false, reason: 'not_allowed_now' });
    expect(checkClockEvent('come', nextMorning, forgotten, undefined)).toMatchObject({ ok: false, reason: 'not_allowed_now' });
    expect(checkClockEvent('go', nextMorning, forgotten, undefined, sameDay)).toMatchObject({ ok: true, type: 'go' });
  });

  it('ends a night shift with auto when it is younger than 12 h, though it began the day before', () => {
    expect(checkClockEvent('auto', at(30 * H), ev('come', 22 * H), undefined, sameDay)).toMatchObject({ ok: true, type: 'go' });
    expect(checkClockEvent('auto', at(27 * H), ev('break_start', 23 * H), undefined, sameDay)).toMatchObject({ ok: true, type: 'break_end' });
  });

  it('lets a run of corrections hold a come on a later date after an open shift', () => {
    expect(findSequenceBreak(ev('come', 8 * H), [ev('come', 32 * H), ev('go', 40 * H)], sameDay)).toBeUndefined();
    expect(findSequenceBreak(ev('come', 8 * H), [ev('come', 12 * H)], sameDay)).toMatchObject({ index: 0, stateBefore: 'working' });
  });
});

describe('the date rule measures an open shift from its come, not from its last event', () => {
  const zone = 'Europe/Berlin';
  const berlin = (a: number, b: number) => localDateText(a, zone) === localDateText(b, zone);
  const t = (iso: string) => Date.parse(iso);
  const event = (type: ClockType, iso: string, shiftStart?: string): TimedClockEvent => ({
    type,
    at: t(iso),
    ...(shiftStart !== undefined && { shiftStart: t(shiftStart) }),
  });
  // Friday 22:00, a break on Saturday 01:00-01:30, the go forgotten.
  const friday = '2026-11-20T22:00:00+01:00';
  const breakEnd = event('break_end', '2026-11-21T01:30:00+01:00', friday);
  const breakStart = event('break_start', '2026-11-21T01:00:00+01:00', friday);
  const saturdayEvening = t('2026-11-21T22:00:00+01:00');

  describe('openShiftStanding', () => {
    it.each([
      ['the same date, 8 h later', '2026-11-20T08:00:00+01:00', '2026-11-20T16:00:00+01:00', 'same_day'],
      ['the same date, 13 h after a come just after midnight', '2026-11-20T00:30:00+01:00', '2026-11-20T13:30:00+01:00', 'same_day'],
      ['the same instant', '2026-11-20T08:00:00+01:00', '2026-11-20T08:00:00+01:00', 'same_day'],
      ['a night shift at 03:00, 5 h old', '2026-11-20T22:00:00+01:00', '2026-11-21T03:00:00+01:00', 'left_open'],
      ['the next date, 11 h 59 min later', '2026-11-20T22:00:00+01:00', '2026-11-21T09:59:00+01:00', 'left_open'],
      ['the next date, exactly 12 h later', '2026-11-20T22:00:00+01:00', '2026-11-21T10:00:00+01:00', 'forgotten'],
      ['the next morning after a day shift', '2026-11-23T09:00:00+01:00', '2026-11-24T09:10:00+01:00', 'forgotten'],
      // 28/29 Mar 2026: the clock jumps 02:00 -> 03:00; 12.5 h on the wall are 11.5 h.
      ['spring DST night, 12.5 h on the wall, 11.5 h elapsed', '2026-03-28T22:00:00+01:00', '2026-03-29T10:30:00+02:00', 'left_open'],
      ['spring DST night, 13 h on the wall, 12 h elapsed', '2026-03-28T22:00:00+01:00', '2026-03-29T11:00:00+02:00', 'forgotten'],
      // 24/25 Oct 2026: the clock falls back 03:00 -> 02:00; 11.5 h on the wall are 12.5 h.
      ['autumn DST night, 11.5 h on the wall, 12.5 h elapsed', '2026-10-24T22:00:00+02:00', '2026-10-25T09:30:00+01:00', 'forgotten'],
      ['autumn DST night, 10.5 h on the wall, 11.5 h elapsed', '2026-10-24T22:00:00+02:00', '2026-10-25T08:30:00+01:00', 'left_open'],
    ] as const)('%s: %s', (_name, start, now, standing) => {
      expect(openShiftStanding(t(start), t(now), berlin)).toBe(standing);
    });
  });

  it('lets a come the next evening start a new shift after a break past midnight, and auto books that come', () => {
    expect(checkClockEvent('come', saturdayEvening, breakEnd, undefined, berlin)).toEqual({ ok: true, type: 'come', stateBefore: 'working' });
    expect(checkClockEvent('auto', saturdayEvening, breakEnd, undefined, berlin)).toEqual({ ok: true, type: 'come', stateBefore: 'working' });
    // Still on that break: the same.
    expect(checkClockEvent('come', saturdayEvening, breakStart, undefined, berlin)).toMatchObject({ ok: true, type: 'come' });
    expect(checkClockEvent('auto', saturdayEvening, breakStart, undefined, berlin)).toMatchObject({ ok: true, type: 'come' });
    // Closing the forgotten shift late stays possible.
    expect(checkClockEvent('go', saturdayEvening, breakEnd, undefined, berlin)).toMatchObject({ ok: true, type: 'go' });
  });

  it('reads a switch after midnight as part of the shift begun the evening before', () => {
    const switched = event('switch', '2026-11-21T02:00:00+01:00', friday);
    expect(checkClockEvent('come', saturdayEvening, switched, undefined, berlin)).toMatchObject({ ok: true, type: 'come' });
    expect(checkClockEvent('auto', saturdayEvening, switched, undefined, berlin)).toMatchObject({ ok: true, type: 'come' });
  });

  it('ends a night shift with a break after midnight by auto while it is younger than 12 h', () => {
    // 05:00 on Saturday: 7 h after the come, though on another date than it.
    const early = t('2026-11-21T05:00:00+01:00');
    expect(checkClockEvent('auto', early, breakEnd, undefined, berlin)).toMatchObject({ ok: true, type: 'go' });
    expect(checkClockEvent('auto', early, breakStart, undefined, berlin)).toMatchObject({ ok: true, type: 'break_end' });
    // A come there starts a new shift, as the working day reads a come on a later date.
    expect(checkClockEvent('come', early, breakEnd, undefined, berlin)).toMatchObject({ ok: true, type: 'come' });
  });

  it('keeps an open shift of the same date running, however old its come', () => {
    const shortAfterMidnight = '2026-11-21T00:30:00+01:00';
    const breakEndSameDay = event('break_end', '2026-11-21T06:00:00+01:00', shortAfterMidnight);
    const evening = t('2026-11-21T13:00:00+01:00');
    expect(checkClockEvent('come', evening, breakEndSameDay, undefined, berlin)).toMatchObject({ ok: false, reason: 'not_allowed_now', allowed: ['go', 'break_start', 'switch'] });
    expect(checkClockEvent('auto', evening, breakEndSameDay, undefined, berlin)).toMatchObject({ ok: true, type: 'go' });
  });

  it('books come by auto exactly 12 h after the come on the next date, and go a minute before', () => {
    const come = event('come', '2026-11-20T22:00:00+01:00');
    const breakAfter = event('break_end', '2026-11-21T01:30:00+01:00', '2026-11-20T22:00:00+01:00');
    expect(checkClockEvent('auto', t('2026-11-21T10:00:00+01:00'), come, undefined, berlin)).toMatchObject({ type: 'come' });
    expect(checkClockEvent('auto', t('2026-11-21T10:00:00+01:00'), breakAfter, undefined, berlin)).toMatchObject({ type: 'come' });
    expect(checkClockEvent('auto', t('2026-11-21T09:59:00+01:00'), breakAfter, undefined, berlin)).toMatchObject({ type: 'go' });
  });

  it('counts elapsed time across the DST nights, not wall time', () => {
    const springStart = '2026-03-28T22:00:00+01:00';
    const spring = event('break_end', '2026-03-29T01:30:00+01:00', springStart);
    expect(checkClockEvent('auto', t('2026-03-29T10:30:00+02:00'), spring, undefined, berlin)).toMatchObject({ type: 'go' });
    expect(checkClockEvent('auto', t('2026-03-29T11:00:00+02:00'), spring, undefined, berlin)).toMatchObject({ type: 'come' });
    const autumnStart = '2026-10-24T22:00:00+02:00';
    const autumn = event('break_end', '2026-10-25T02:30:00+01:00', autumnStart);
    expect(checkClockEvent('auto', t('2026-10-25T08:30:00+01:00'), autumn, undefined, berlin)).toMatchObject({ type: 'go' });
    expect(checkClockEvent('auto', t('2026-10-25T09:30:00+01:00'), autumn, undefined, berlin)).toMatchObject({ type: 'come' });
  });

  it('reads an event without its shift start as the start of its own shift', () => {
    // The old reading, kept for a caller that does not know the come: the break_end at 01:30 is Saturday's.
    const bare = event('break_end', '2026-11-21T01:30:00+01:00');
    expect(checkClockEvent('come', saturdayEvening, bare, undefined, berlin)).toMatchObject({ ok: false, reason: 'not_allowed_now' });
  });

  it('lets a late come sit before a come on a later date when the shift it opens is left open', () => {
    // A buffered come on Monday 09:00 before Tuesday's come: Monday's shift lacks its go.
    const tuesday = event('come', '2026-11-24T09:00:00+01:00');
    expect(checkClockEvent('come', t('2026-11-23T09:00:00+01:00'), undefined, tuesday, berlin)).toMatchObject({ ok: true, type: 'come' });
    // A break_start late in Monday's shift, before Tuesday's come: the shift is still Monday's.
    const monday = event('come', '2026-11-23T09:00:00+01:00');
    expect(checkClockEvent('break_start', t('2026-11-23T12:00:00+01:00'), monday, tuesday, berlin)).toMatchObject({ ok: true });
    // The same date: still a second come.
    expect(checkClockEvent('come', t('2026-11-24T07:00:00+01:00'), undefined, event('come', '2026-11-24T09:00:00+01:00'), berlin)).toMatchObject({
      ok: false,
      reason: 'conflicts_with_later_event',
    });
  });

  it('carries the shift start through a run of corrections', () => {
    // Friday's come, a break after midnight, then Saturday evening's come: a new shift.
    expect(
      findSequenceBreak(undefined, [event('come', friday), event('break_start', '2026-11-21T01:00:00+01:00'), event('break_end', '2026-11-21T01:30:00+01:00'), event('come', '2026-11-21T22:00:00+01:00')], berlin),
    ).toBeUndefined();
    // From a stored break_end that knows its come, and without it (then it is Saturday's own).
    expect(findSequenceBreak(breakEnd, [event('come', '2026-11-21T22:00:00+01:00')], berlin)).toBeUndefined();
    expect(findSequenceBreak(event('break_end', '2026-11-21T01:30:00+01:00'), [event('come', '2026-11-21T22:00:00+01:00')], berlin)).toMatchObject({ index: 0 });
    // A come on the date of the shift's own come stays a duplicate, after a new shift too.
    expect(
      findSequenceBreak(undefined, [event('come', '2026-11-20T08:00:00+01:00'), event('come', '2026-11-21T08:00:00+01:00'), event('break_start', '2026-11-21T12:00:00+01:00'), event('come', '2026-11-21T18:00:00+01:00')], berlin),
    ).toMatchObject({ index: 3, stateBefore: 'on_break' });
  });

  describe('clockStateAt', () => {
    it('is off after a shift left open on an earlier date for 12 h or more', () => {
      expect(clockStateAt(event('come', '2026-11-23T09:00:00+01:00'), t('2026-11-24T09:10:00+01:00'), berlin)).toBe('off');
      expect(clockStateAt(breakEnd, saturdayEvening, berlin)).toBe('off');
      expect(clockStateAt(breakStart, saturdayEvening, berlin)).toBe('off');
    });
    it('is the state the last event leaves otherwise', () => {
      expect(clockStateAt(undefined, saturdayEvening, berlin)).toBe('off');
      expect(clockStateAt(event('go', '2026-11-21T01:30:00+01:00'), saturdayEvening, berlin)).toBe('off');
      // A night shift at 05:00, on a break after midnight.
      expect(clockStateAt(breakStart, t('2026-11-21T05:00:00+01:00'), berlin)).toBe('on_break');
      expect(clockStateAt(breakEnd, t('2026-11-21T05:00:00+01:00'), berlin)).toBe('working');
      // The same date, 14 h after a come at 08:00.
      expect(clockStateAt(event('come', '2026-11-20T08:00:00+01:00'), t('2026-11-20T22:00:00+01:00'), berlin)).toBe('working');
    });
  });
});
