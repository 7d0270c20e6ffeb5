import { lockName } from '../../db/locks.js';
import { addDays } from '../../domain/working-time/local-time.js';
import { monthsOf } from '../../domain/working-time/short-work.js';
import { forgetInTransaction, oncePerTransaction } from '../../db/transaction-facts.js';
import { ConflictError } from '../../platform/errors/errors.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import * as repository from './payroll.repository.js';

const lockNameOf = (period: string) => `payroll_period:${period}`;
// Which months are closed at all: held shared while a write decides which months to check
// (assertDaysOpen), exclusively while a month is closed or reopened. Taken before any month's lock.
const ALL_MONTHS_LOCK = 'payroll_periods:all';
const openFactOf = (period: string) => `payroll_period open:${period}`;

function assertInTransaction(trx: TenantDb, what: string): void {
  // Outside a transaction the lock would end before the write, and closing could slip in between.
  if (!trx.isTransaction) throw new Error(`${what} must run inside the write's transaction.`);
}

/**
 * A closed payroll month is final: nothing may be booked or corrected inside
 * it. Answers 409 with _meta.code = payroll_period_locked and the period.
 *
 * Call it inside the transaction of the write it guards, before writing: it holds
 * the month's lock shared until that transaction ends, and closing takes the same
 * lock exclusively, so a write either commits before the close's snapshot is taken
 * (and is in it) or sees the month closed. Never both, never neither. While that lock is
 * held the month stays open, so a transaction checks each month once.
 */
export async function assertPeriodOpen(trx: TenantDb, period: string): Promise<void> {
  assertInTransaction(trx, 'assertPeriodOpen');
  await oncePerTransaction(trx, openFactOf(period), async () => {
    await lockName(trx, lockNameOf(period), 'shared');
    const closed = await repository.findClosedPeriod(trx, period);
    if (closed) {
      throw new ConflictError(`The payroll month ${period} is closed; nothing can be booked in it any more.`, {
        code: 'payroll_period_locked',
        period,
      });
    }
  });
}

/** assertPeriodOpen for every month the date ranges (YYYY-MM-DD, inclusive) touch, each once, in order. */
export async function assertMonthsOpen(trx: TenantDb, ranges: ReadonlyArray<{ from: string; to: string }>): Promise<void> {
  const months = new Set(ranges.flatMap((range) => monthsOf(range.from, range.to)));
  for (const month of [...months].sort()) await assertPeriodOpen(trx, month);
}

/**
 * assertMonthsOpen for the days from `from` to `to` (inclusive; null reaches without end), of which
 * only the months that are closed or can be closed matter: from the earliest month closed now (a
 * month before it would have to be closed while this transaction runs to slip through) up to the
 * month after the current one (later months have not begun, and a month is closed only once it
 * has). A range over centuries asks a few months, not thousands.
 */
export async function assertDaysOpen(trx: TenantDb, from: string | null, to: string | null): Promise<void> {
  assertInTransaction(trx, 'assertDaysOpen');
  // Which months are closed is read under the lock closing and reopening take exclusively first:
  // no month is closed or reopened between this read and the month checks (even the first close
  // of all, which the read cannot see coming). Taken before any month's lock, once per transaction.
  await lockName(trx, ALL_MONTHS_LOCK, 'shared');
  const today = new Date().toISOString().slice(0, 10);
  const earliest = `${(await repository.earliestClosedPeriod(trx)) ?? today.slice(0, 7)}-01`;
  const latest = addDays(today, 40);
  const first = from === null || from < earliest ? earliest : from;
  const last = to === null || to > latest ? latest : to;
  if (first <= last) await assertMonthsOpen(trx, [{ from: first, to: last }]);
}

/**
 * Waits until every write that checked the month open has committed, and keeps new
 * ones waiting until this transaction ends: what closing and reopening hold while
 * they change the month. First the lock on which months are closed at all (exclusive), so a write
 * that chose its months by the earliest closed one (assertDaysOpen) has committed, and a later one
 * reads the change; then the month's own. Nothing takes the former after the latter.
 */
export async function holdPeriodForChange(trx: TenantDb, period: string): Promise<void> {
  assertInTransaction(trx, 'holdPeriodForChange');
  forgetInTransaction(trx, openFactOf(period));
  await lockName(trx, ALL_MONTHS_LOCK, 'exclusive');
  await lockName(trx, lockNameOf(period), 'exclusive');
}

/** Which close of the month is in force (undefined: the month is open); reopening and closing again makes another. */
export function currentClose(db: TenantDb, period: string): Promise<string | undefined> {
  return repository.currentCloseKey(db, period);
}

/**
 * Whether the payroll month (YYYY-MM) is closed, for a write that needs it to stay so (a transfer
 * to payroll). Called inside that write's transaction, before writing: it holds the month's lock
 * shared until the transaction ends, as assertPeriodOpen does, so a reopen (holdPeriodForChange)
 * either committed first and the month is open here, or waits for the write and then finds it.
 */
export async function holdClosedPeriod(trx: TenantDb, period: string): Promise<boolean> {
  assertInTransaction(trx, 'holdClosedPeriod');
  await lockName(trx, lockNameOf(period), 'shared');
  return (await repository.findClosedPeriod(trx, period)) !== undefined;
}

/**
 * What the close in force of a month hands to payroll, a page at a time: each person's payroll
 * values as the month was closed. Undefined while the month is open.
 */
export async function closedMonthForPayroll(db: TenantDb, period: string) {
  const closed = await repository.closeInForce(db, period);
  if (!closed) return undefined;
  const closeId = closed.close_id;
  return {
    /**
     * What the close keeps, `size` people at a time, in the order of their names when the reading
     * began: a name changed meanwhile (a marriage) moves nobody into another page, where paging by
     * offset would leave them out or write them twice.
     */
    async *pages(size: number): AsyncGenerator<repository.PayrollValuesRow[]> {
      if (closeId === null) return;
      const order = await repository.payrollPeopleByName(db, closeId);
      for (let at = 0; at < order.length; at += size) {
        const ids = order.slice(at, at + size);
        const rows = new Map((await repository.payrollValuesOf(db, closeId, ids)).map((row) => [row.employee_id, row]));
        yield ids.flatMap((id) => rows.get(id) ?? []);
      }
    },
    /** A close made before the payroll values were kept with it has none to hand on. */
    keptValues: closeId !== null,
  };
}
