import { enqueueJob } from '../../platform/jobs/job-runner.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

/**
 * The job that tells what was worked out from people's public holidays that they changed: planned
 * shifts carry the working-time law's findings about them (work on a public holiday). Queued in
 * the transaction of the change, so a change rolled back tells nobody; the features that keep
 * such findings take it up (the rosters register its handler).
 */
export const HOLIDAYS_CHANGED_JOB = 'holidays_changed';

/** Whose holidays changed: these people (a move to another location), the people at these locations (calendars attached or detached), or the people at the locations using this calendar (its entries). */
export type HolidaysChanged = { employee_ids: string[] } | { location_ids: string[] } | { calendar_id: string };

export async function tellHolidaysChanged(trx: TenantDb, changed: HolidaysChanged): Promise<void> {
  await enqueueJob(trx, { kind: HOLIDAYS_CHANGED_JOB, payload: changed });
}
