import { describe, expect, it } from 'vitest';
import { allowedTypes, checkClockEvent, findSequenceBreak, stateAfter, type ClockType, type RequestedClockType } from './clock-sequence.js';

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
