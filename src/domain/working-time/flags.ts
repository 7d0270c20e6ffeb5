/**
 * The working day's flags, a bit mask. Bits 4 (vacation) and 512 (public holiday) are
 * fixed by the interface spec; the others by the working-time contract.
 */
export const WORKING_TIME_FLAGS = {
  /** Target 0 by schedule, or the day lies outside the employment. */
  nonWorkingDay: 1,
  sick: 2,
  /** Also set on half days. */
  vacation: 4,
  halfDayVacation: 8,
  shortWork: 16,
  /** Time off in lieu (overtime compensation). */
  timeOffInLieu: 32,
  /** A past shift without its `go`. */
  missingClockOut: 64,
  /** The day holds an event added or changed by a correction. */
  corrected: 128,
  /** The working-time law engine reported a finding on the day's actual times. */
  lawWarning: 256,
  publicHoliday: 512,
  halfDayHoliday: 1024,
  /** Special leave, training, unpaid leave. */
  otherAbsence: 2048,
  /** Target > 0, no time, no absence, and the day is past. */
  unexcused: 4096,
  /** The day lies in a closed payroll month. */
  closedPeriod: 8192,
  /** The day holds a booking the person's own phone sent late (see domain/clocking/sent-late). */
  sentLate: 16384,
} as const;

export type WorkingTimeFlag = keyof typeof WORKING_TIME_FLAGS;

/** The names of the bits set in a mask, in bit order. */
export function flagNames(flags: number): WorkingTimeFlag[] {
  return (Object.keys(WORKING_TIME_FLAGS) as WorkingTimeFlag[]).filter((name) => (flags & WORKING_TIME_FLAGS[name]) !== 0);
}
