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
