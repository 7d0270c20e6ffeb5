import type { RosterEntriesTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { enqueuePush } from '../push/push-outbox.js';

/**
 * Tells the person an entry was announced to that it is no longer theirs: handed to someone else,
 * made an open shift or deleted (also with its roster), whether or not its roster was unpublished
 * meanwhile to edit it. Otherwise they would come to a shift nobody expects them at. Nobody is
 * told of an entry never announced; a person's leaving or later start frees entries silently (HR
 * has told them).
 */
export async function tellWithdrawn(
  trx: TenantDb,
  entry: Pick<RosterEntriesTable, 'id' | 'roster_id' | 'told_employee_id' | 'date' | 'start_time' | 'end_time'>,
): Promise<boolean> {
  if (!entry.told_employee_id) return false;
  await enqueuePush(trx, {
    employeeId: entry.told_employee_id,
    title: 'Schicht entfällt',
    body: `Ihre Schicht am ${entry.date}, ${entry.start_time}–${entry.end_time}, ist Ihnen nicht mehr zugeteilt.`,
    data: { kind: 'roster_entry_withdrawn', roster_id: entry.roster_id, entry_id: entry.id },
  });
  return true;
}
