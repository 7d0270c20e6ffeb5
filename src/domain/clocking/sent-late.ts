/**
 * A booking a person's own phone sent well after the time it names. The app may buffer bookings
 * without signal and send them with `occurred_at`; a terminal is the employer's device, a phone is
 * the person's. Such a booking enters the record as sent, and its day says that it came late, so
 * that whoever checks the record (HR, an inspection) sees which times were not taken as they
 * happened (CJEU C-55/18: the record must be objective and reliable).
 */
export const SENT_LATE_AFTER_MS = 15 * 60_000;

export interface ReceivedBooking {
  /** Where it came from: `mobile` is the person's own phone. */
  source: string;
  /** The time the booking names, epoch ms. */
  occurredAt: number;
  /** When the server received it, epoch ms. */
  receivedAt: number;
}

/** Whether a booking came from the person's phone more than SENT_LATE_AFTER_MS after its time. */
export function sentLate(booking: ReceivedBooking): boolean {
  return booking.source === 'mobile' && booking.receivedAt - booking.occurredAt > SENT_LATE_AFTER_MS;
}
