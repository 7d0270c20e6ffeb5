import ical from 'ical-generator';
import type { FeedEvent } from '../../domain/calendar/feed-events.js';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * A feed as iCalendar text (RFC 5545), written by ical-generator: CRLF line ends, lines
 * folded at 75 octets, text escaped. Timed events in UTC, all-day events as dates.
 */
export function writeCalendar(name: string, events: readonly FeedEvent[]): string {
  const calendar = ical({ name, prodId: { company: 'Stempel', product: 'Calendar feed', language: 'DE' } });
  for (const event of events) {
    const common = {
      id: event.uid,
      summary: event.summary,
      description: event.description,
      stamp: new Date(event.changedAt),
      lastModified: new Date(event.changedAt),
    };
    if (event.kind === 'timed') calendar.createEvent({ ...common, start: new Date(event.start), end: new Date(event.end) });
    else calendar.createEvent({ ...common, allDay: true, start: event.firstDay, end: event.endExclusive });
  }
  // Every content line ends with CRLF (RFC 5545 §3.1), the last one too.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
