import { ValidationError } from '../errors/errors.js';

/**
 * A list filtered to the days from `from` to `to`, either optional: a range that ends before it
 * begins is a client's mistake, answered 422 on `from` by every list alike rather than an empty
 * page that looks like "nothing there".
 */
export function assertDaysInOrder(filters: { from?: string; to?: string }): void {
  if (filters.from && filters.to && filters.from > filters.to) throw ValidationError.field('from', 'The from date must be on or before the to date.');
}
