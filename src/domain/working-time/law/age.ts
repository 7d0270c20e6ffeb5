import { Temporal } from 'temporal-polyfill';

/**
 * The first day on which someone born on `birthDate` has reached `age`. German law counts
 * the birthday itself (BGB §187 (2)), so the age is reached at the start of the birthday;
 * someone born on 29 February reaches it on 1 March in common years (BGB §188 (3)).
 */
export function dayAgeIsReached(birthDate: Temporal.PlainDate, age: number): Temporal.PlainDate {
  const year = birthDate.year + age;
  try {
    return Temporal.PlainDate.from({ year, month: birthDate.month, day: birthDate.day }, { overflow: 'reject' });
  } catch {
    return Temporal.PlainDate.from({ year, month: birthDate.month + 1, day: 1 });
  }
}

export function isUnderAge(birthDate: Temporal.PlainDate | null, age: number, on: Temporal.PlainDate): boolean {
  if (!birthDate) return false;
  return Temporal.PlainDate.compare(on, dayAgeIsReached(birthDate, age)) < 0;
}

/**
 * The days on which a person counts as a minor under one of two birth dates and not under the
 * other (null: no birth date, never a minor), for any of the adult ages given: one range, whose
 * null start reaches back without end, or undefined when the two agree on every day. On those
 * days the break rule and the law's limits change, so their working time may change too.
 */
export function daysMinorUnderOneBirthDateOnly(before: string | null, after: string | null, adultAges: readonly number[]): { from: string | null; to: string } | undefined {
  if (before === after) return undefined;
  const reached = (birthDate: string | null) =>
    birthDate === null ? [] : adultAges.map((age) => dayAgeIsReached(Temporal.PlainDate.from(birthDate), age));
  const days = [...reached(before), ...reached(after)].sort(Temporal.PlainDate.compare);
  if (days.length === 0) return undefined;
  const from = before === null || after === null ? null : days[0]!.toString();
  const to = days[days.length - 1]!.subtract({ days: 1 }).toString();
  // Born on 29 February and on 1 March, say: both are of age from the same day on.
  return from !== null && from > to ? undefined : { from, to };
}
