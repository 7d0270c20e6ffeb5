import { describe, expect, it } from 'vitest';
import { absenceToFeedEvent, feedWindow, inFeedOrder, shiftToFeedEvent, type ApprovedAbsence } from './feed-events.js';

const absence = (overrides: Partial<ApprovedAbsence> = {}): ApprovedAbsence => ({
  id: '0190a000-0000-7000-8000-000000000001',
  typeName: 'Urlaub',
  category: 'vacation',
  startDate: '2026-02-10',
  endDate: '2026-02-12',
  halfDayStart: false,
  halfDayEnd: false,
  updatedAt: '2026-01-20T10:00:00.000Z',
  typeUpdatedAt: '2025-12-01T08:00:00.000Z',
  sequence: 0,
  ...overrides,
});

describe('absenceToFeedEvent', () => {
  it('is an all-day event from the first day to the day after the last (DTEND is exclusive)', () => {
    expect(absenceToFeedEvent(absence())).toEqual({
      kind: 'all_day',
      uid: 'absence-0190a000-0000-7000-8000-000000000001@stempel',
      summary: 'Urlaub',
      description: null,
      firstDay: '2026-02-10',
      endExclusive: '2026-02-13',
      changedAt: '2026-01-20T10:00:00.000Z',
      sequence: 0,
    });
  });

  it('changed last when the absence or its type, whose name shows, changed last; its revisions as they are counted', () => {
    expect(absenceToFeedEvent(absence({ typeUpdatedAt: '2026-01-21T07:30:00.000Z' })).changedAt).toBe('2026-01-21T07:30:00.000Z');
    expect(absenceToFeedEvent(absence({ category: 'sick', typeUpdatedAt: '2026-01-21T07:30:00.000Z' })).changedAt).toBe('2026-01-21T07:30:00.000Z');
    expect(absenceToFeedEvent(absence({ sequence: 3 })).sequence).toBe(3);
  });

  it('ends across month and year ends and on a leap day', () => {
    expect(absenceToFeedEvent(absence({ startDate: '2026-12-28', endDate: '2026-12-31' })).endExclusive).toBe('2027-01-01');
    expect(absenceToFeedEvent(absence({ startDate: '2028-02-28', endDate: '2028-02-28' })).endExclusive).toBe('2028-02-29');
    expect(absenceToFeedEvent(absence({ startDate: '2028-02-29', endDate: '2028-02-29' })).endExclusive).toBe('2028-03-01');
  });

  it('names a single half day in the summary and half first or last days in the description', () => {
    expect(absenceToFeedEvent(absence({ endDate: '2026-02-10', halfDayStart: true })).summary).toBe('Urlaub (halber Tag)');
    const both = absenceToFeedEvent(absence({ halfDayStart: true, halfDayEnd: true }));
    expect(both.summary).toBe('Urlaub');
    expect(both.description).toBe('Erster Tag (2026-02-10) halb\nLetzter Tag (2026-02-12) halb');
    expect(absenceToFeedEvent(absence({ halfDayEnd: true })).description).toBe('Letzter Tag (2026-02-12) halb');
  });

  it('calls a sick absence only "Abwesend", whatever its type is named', () => {
    expect(absenceToFeedEvent(absence({ category: 'sick', typeName: 'Krankheit (AU)' })).summary).toBe('Abwesend');
    expect(absenceToFeedEvent(absence({ category: 'sick', typeName: 'Krank', endDate: '2026-02-10', halfDayEnd: true })).summary).toBe('Abwesend (halber Tag)');
    expect(absenceToFeedEvent(absence({ category: 'training', typeName: 'Schulung' })).summary).toBe('Schulung');
  });

  it('calls every absence only "Abwesend" in a feed someone else holds, so sickness cannot be told from the rest', () => {
    for (const [category, typeName] of [['vacation', 'Urlaub'], ['sick', 'Krankheit'], ['special_leave', 'Sonderurlaub'], ['training', 'Schulung'], ['time_off_in_lieu', 'Freizeitausgleich'], ['unpaid', 'Unbezahlt']] as const) {
      expect(absenceToFeedEvent(absence({ category, typeName }), 'other').summary, category).toBe('Abwesend');
      expect(absenceToFeedEvent(absence({ category, typeName, endDate: '2026-02-10', halfDayStart: true }), 'other').summary, category).toBe('Abwesend (halber Tag)');
    }
    // The same event otherwise: days, uid, half days, revisions.
    const own = absenceToFeedEvent(absence({ halfDayEnd: true, sequence: 2 }));
    expect(absenceToFeedEvent(absence({ halfDayEnd: true, sequence: 2 }), 'other')).toEqual({ ...own, summary: 'Abwesend' });
    expect(absenceToFeedEvent(absence(), 'own').summary).toBe('Urlaub');
  });

  it('does not count a change of the type, whose name does not show, in a feed someone else holds', () => {
    const renamed = absence({ typeUpdatedAt: '2026-01-21T07:30:00.000Z' });
    expect(absenceToFeedEvent(renamed, 'other').changedAt).toBe('2026-01-20T10:00:00.000Z');
    expect(absenceToFeedEvent(absence({ category: 'sick', typeUpdatedAt: '2026-01-21T07:30:00.000Z' }), 'other').changedAt).toBe('2026-01-20T10:00:00.000Z');
    expect(absenceToFeedEvent(renamed, 'own').changedAt).toBe('2026-01-21T07:30:00.000Z');
  });

  it('keeps the uid stable whatever changes', () => {
    expect(absenceToFeedEvent(absence({ endDate: '2026-02-20', typeName: 'Sonderurlaub' })).uid).toBe(absenceToFeedEvent(absence()).uid);
  });
});

describe('shiftToFeedEvent', () => {
  const shift = {
    id: '0190a000-0000-7000-8000-000000000002',
    start: '2026-02-09T05:00:00.000Z',
    end: '2026-02-09T13:30:00.000Z',
    shiftName: 'Frühschicht',
    rosterName: 'Februar',
    note: 'Bitte Schlüssel abholen',
    breakMinutes: 30,
    updatedAt: '2026-01-20T10:00:00.000Z',
    rosterUpdatedAt: '2026-01-15T09:00:00.000Z',
    shiftUpdatedAt: '2025-11-03T12:00:00.000Z',
    sequence: 2,
  };

  it('is a timed event in UTC with the roster, break and note in the description', () => {
    expect(shiftToFeedEvent(shift)).toEqual({
      kind: 'timed',
      uid: 'roster-entry-0190a000-0000-7000-8000-000000000002@stempel',
      summary: 'Frühschicht',
      description: 'Dienstplan: Februar\nPause: 30 Minuten\nBitte Schlüssel abholen',
      start: '2026-02-09T05:00:00.000Z',
      end: '2026-02-09T13:30:00.000Z',
      changedAt: '2026-01-20T10:00:00.000Z',
      sequence: 2,
    });
  });

  it('changed last when the entry, its roster or its shift template, whose names show, changed last', () => {
    expect(shiftToFeedEvent({ ...shift, rosterUpdatedAt: '2026-01-22T06:00:00.000Z' }).changedAt).toBe('2026-01-22T06:00:00.000Z');
    expect(shiftToFeedEvent({ ...shift, shiftUpdatedAt: '2026-01-23T06:00:00.000Z' }).changedAt).toBe('2026-01-23T06:00:00.000Z');
    expect(shiftToFeedEvent({ ...shift, shiftName: null, shiftUpdatedAt: null }).changedAt).toBe('2026-01-20T10:00:00.000Z');
  });

  it('falls back to a generic title without a shift template, and leaves out an empty break and note', () => {
    const plain = shiftToFeedEvent({ ...shift, shiftName: null, note: null, breakMinutes: 0 });
    expect(plain.summary).toBe('Schicht');
    expect(plain.description).toBe('Dienstplan: Februar');
  });
});

describe('feedWindow and inFeedOrder', () => {
  it('covers about three months back and thirteen ahead', () => {
    expect(feedWindow('2026-02-10')).toEqual({ from: '2025-11-10', to: '2027-03-17' });
  });

  it('orders by start, all-day events first on their day, ties by uid', () => {
    const early = { kind: 'timed' as const, uid: 'b', summary: '', description: null, start: '2026-02-10T05:00:00.000Z', end: '2026-02-10T06:00:00.000Z', changedAt: '', sequence: 0 };
    const same = { ...early, uid: 'a' };
    const day = absenceToFeedEvent(absence({ startDate: '2026-02-10', endDate: '2026-02-10' }));
    const before = absenceToFeedEvent(absence({ id: 'x', startDate: '2026-02-09', endDate: '2026-02-09' }));
    expect(inFeedOrder([early, day, same, before]).map((event) => event.uid)).toEqual([before.uid, day.uid, 'a', 'b']);
  });
});
