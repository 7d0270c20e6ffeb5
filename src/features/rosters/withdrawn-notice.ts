import type { RosterEntriesTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { enqueuePush } from '../push/push-outbox.js';

/**
 * Tells the person a published entry planned that it is no longer theirs: moved to someone else,
 * made an open shift or deleted (also with its draft roster). Otherwise they would come to a shift
 * nobody expects them at. A person's leaving or later start frees entries silently (HR has told them).
 */
export async function tellWithdrawn(
  trx: TenantDb,
  entry: Pick<RosterEntriesTable, 'id' | 'roster_id' | 'employee_id' | 'published_at' | 'date' | 'start_time' | 'end_time'>,
): Promise<boolean> {
  if (!entry.published_at || !entry.employee_id) return false;
  await enqueuePush(trx, {
    employeeId: entry.employee_id,
    title: 'Schicht entfällt',
    body: `Ihre Schicht am ${entry.date}, ${entry.start_time}–${entry.end_time}, ist Ihnen nicht mehr zugeteilt.`,
    data: { kind: 'roster_entry_withdrawn', roster_id: entry.roster_id, entry_id: entry.id },
  });
  return true;
}
