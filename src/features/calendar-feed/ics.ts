import ical from 'ical-generator';
import type { FeedEvent } from '../../domain/calendar/feed-events.js';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

// Control characters have no place in iCalendar TEXT (RFC 5545 §3.3.11), but for a tab; line
// breaks in the events' texts are kept, as the library writes them \n.
const CONTROL = /[^\P{Cc}\t\r\n]+/gu;
const ANY_CONTROL = /\p{Cc}+/gu;

/**
 * The calendar's name as iCalendar TEXT. ical-generator writes a calendar's name as it is given
 * (it escapes the events' texts only), and a name comes from a person's name, which may hold a
 * line break: that would start a line of its own, an event a person's name made up.
 */
function calendarNameText(name: string): string {
  return name.replace(ANY_CONTROL, ' ').replace(/[\\;,]/g, (character) => `\\${character}`);
}

/**
 * A feed as iCalendar text (RFC 5545), written by ical-generator: CRLF line ends, lines
 * folded at 75 octets, text escaped. Timed events in UTC, all-day events as dates.
 */
export function writeCalendar(name: string, events: readonly FeedEvent[]): string {
  const calendar = ical({ name: calendarNameText(name), prodId: { company: 'Stempel', product: 'Calendar feed', language: 'DE' } });
  for (const event of events) {
    const common = {
      id: event.uid,
      summary: event.summary.replace(CONTROL, ' '),
      description: event.description?.replace(CONTROL, ' '),
      // A feed without METHOD: DTSTAMP is the last revision too (RFC 5545 §3.8.7.2), never the time of the request.
      stamp: new Date(event.changedAt),
      lastModified: new Date(event.changedAt),
      sequence: event.sequence,
    };
    if (event.kind === 'timed') calendar.createEvent({ ...common, start: new Date(event.start), end: new Date(event.end) });
    else calendar.createEvent({ ...common, allDay: true, start: event.firstDay, end: event.endExclusive });
  }
  // Every content line ends with CRLF (RFC 5545 §3.1), the last one too.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
