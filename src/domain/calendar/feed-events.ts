import { addDays } from '../working-time/local-time.js';

/**
 * What a person's calendar feed shows, before it is written as iCalendar (RFC 5545): timed
 * events for planned shifts, all-day events for absences. Pure: no clock, no database.
 */

interface FeedEventBase {
  /** Stable across requests and changes, so a calendar app updates the event instead of duplicating it. */
  uid: string;
  summary: string;
  description: string | null;
  /**
   * The latest change of any record whose data the event shows (DTSTAMP and LAST-MODIFIED; for a
   * feed without METHOD, DTSTAMP is the last revision, RFC 5545 §3.8.7.2).
   */
  changedAt: string;
  /** Revisions of the event's start, end or status (SEQUENCE, RFC 5545 §3.8.7.4): calendar apps replace an event whose number grew. */
  sequence: number;
}

/** A stretch of time: UTC instants, written as UTC date-times. */
export interface TimedFeedEvent extends FeedEventBase {
  kind: 'timed';
  start: string;
  end: string;
}

/** Whole days: DTSTART;VALUE=DATE and an exclusive DTEND;VALUE=DATE (RFC 5545 §3.6.1). */
export interface AllDayFeedEvent extends FeedEventBase {
  kind: 'all_day';
  firstDay: string;
  /** The day after the last day. */
  endExclusive: string;
}

export type FeedEvent = TimedFeedEvent | AllDayFeedEvent;

/** The latest of some UTC instants, as an ISO timestamp. */
function latest(...instants: ReadonlyArray<string | null>): string {
  const times = instants.flatMap((instant) => (instant === null ? [] : [Date.parse(instant)]));
  return new Date(Math.max(...times)).toISOString();
}

/** The days a feed covers around today: recent history for looking back, the planning horizon ahead. */
export const FEED_DAYS_BACK = 92;
export const FEED_DAYS_AHEAD = 400;

export function feedWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD) };
}

/** A published roster entry of the person, as the rosters area hands it over. */
export interface PublishedShift {
  id: string;
  /** UTC instants of the planned start and end. */
  start: string;
  end: string;
  shiftName: string | null;
  rosterName: string;
  note: string | null;
  breakMinutes: number;
  /** The entry's last change: its times, break, note, publication. */
  updatedAt: string;
  /** The roster's last change: its name shows. */
  rosterUpdatedAt: string;
  /** The shift template's last change: its name shows; null without one. */
  shiftUpdatedAt: string | null;
  /** Revisions of the entry's start, end or publication. */
  sequence: number;
}

export function shiftToFeedEvent(shift: PublishedShift): TimedFeedEvent {
  const lines = [`Dienstplan: ${shift.rosterName}`];
  if (shift.breakMinutes > 0) lines.push(`Pause: ${shift.breakMinutes} Minuten`);
  if (shift.note) lines.push(shift.note);
  return {
    kind: 'timed',
    uid: `roster-entry-${shift.id}@stempel`,
    summary: shift.shiftName ?? 'Schicht',
    description: lines.join('\n'),
    start: shift.start,
    end: shift.end,
    changedAt: latest(shift.updatedAt, shift.rosterUpdatedAt, shift.shiftUpdatedAt),
    sequence: shift.sequence,
  };
}

/** An approved absence of the person, as the absences area will hand it over. */
export interface ApprovedAbsence {
  id: string;
  /** The absence type's name, e.g. "Urlaub". */
  typeName: string;
  /** The type's category: vacation, sick, special_leave, training, time_off_in_lieu, unpaid. */
  category: string;
  startDate: string;
  endDate: string;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  /** The absence's last change: its days, half days, type. */
  updatedAt: string;
  /** The absence type's last change: its name shows (its category decides whether it does). */
  typeUpdatedAt: string;
  /** Revisions of the absence's first or last day. */
  sequence: number;
}

/**
 * Whose feed it is: the person's own (`own`: they issued it, or nobody else did), or one that
 * someone else issued for them and holds (`other`).
 */
export type FeedReader = 'own' | 'other';

/**
 * What a sick day is called in a feed: health data (Art. 9 GDPR) does not belong in a calendar that a provider stores and a secret URL opens.
 * In a feed someone else holds, every absence is called so: a title only sickness had would tell it apart from a vacation.
 */
export const SICK_ABSENCE_TITLE = 'Abwesend';

/**
 * An approved absence as whole days from its first to its last day (a half day is still that
 * day in a calendar; the description says it is half). In the person's own feed it is called
 * by its type's name, a sick one "Abwesend"; in a feed someone else holds every absence is
 * "Abwesend", and the type's changes do not count as the event's (its name does not show).
 */
export function absenceToFeedEvent(absence: ApprovedAbsence, reader: FeedReader = 'own'): AllDayFeedEvent {
  const neutral = reader === 'other';
  const title = neutral || absence.category === 'sick' ? SICK_ABSENCE_TITLE : absence.typeName;
  const singleDay = absence.startDate === absence.endDate;
  const half = absence.halfDayStart || absence.halfDayEnd;
  const notes: string[] = [];
  if (!singleDay && absence.halfDayStart) notes.push(`Erster Tag (${absence.startDate}) halb`);
  if (!singleDay && absence.halfDayEnd) notes.push(`Letzter Tag (${absence.endDate}) halb`);
  return {
    kind: 'all_day',
    uid: `absence-${absence.id}@stempel`,
    summary: singleDay && half ? `${title} (halber Tag)` : title,
    description: notes.length > 0 ? notes.join('\n') : null,
    firstDay: absence.startDate,
    endExclusive: addDays(absence.endDate, 1),
    changedAt: neutral ? latest(absence.updatedAt) : latest(absence.updatedAt, absence.typeUpdatedAt),
    sequence: absence.sequence,
  };
}

/** Events in calendar order: by start (an all-day event at the start of its day), then by uid, so the feed's bytes are stable. */
export function inFeedOrder(events: readonly FeedEvent[]): FeedEvent[] {
  const startOf = (event: FeedEvent) => (event.kind === 'timed' ? event.start : `${event.firstDay}T00:00:00.000Z`);
  return [...events].sort((a, b) => startOf(a).localeCompare(startOf(b)) || a.uid.localeCompare(b.uid));
}
