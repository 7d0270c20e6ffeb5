import { ConflictError } from '../../platform/errors/errors.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import * as repository from './payroll.repository.js';

/**
 * A closed payroll month is final: nothing may be booked or corrected inside
 * it. Answers 409 with _meta.code = payroll_period_locked and the period.
 */
export async function assertPeriodOpen(db: TenantDb, period: string): Promise<void> {
  const closed = await repository.findClosedPeriod(db, period);
  if (closed) {
    throw new ConflictError(`The payroll month ${period} is closed; nothing can be booked in it any more.`, {
      code: 'payroll_period_locked',
      period,
    });
  }
}

/** Whether the payroll month (YYYY-MM) has been closed. */
export async function isPeriodClosed(db: TenantDb, period: string): Promise<boolean> {
  return (await repository.findClosedPeriod(db, period)) !== undefined;
}
