import type { Kysely } from 'kysely';

/**
 * Indexes for lists and checks that read a whole table in a large company: one's own correction
 * requests (asked for by them or about them), absences by date (the list's order and its date
 * window), a unit's rosters, a shift template's coming entries (retiring it) and a person's shift
 * applications (their access request).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('correction_requests_requested_by').on('correction_requests').column('requested_by').execute();
  await db.schema.createIndex('absences_start_date').on('absences').columns(['start_date', 'id']).execute();
  await db.schema.createIndex('rosters_unit').on('rosters').column('unit_id').execute();
  await db.schema.createIndex('roster_entries_shift_end').on('roster_entries').columns(['shift_id', 'effective_end']).execute();
  await db.schema.createIndex('roster_entry_applications_employee').on('roster_entry_applications').column('employee_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['roster_entry_applications_employee', 'roster_entries_shift_end', 'rosters_unit', 'absences_start_date', 'correction_requests_requested_by']) {
    await db.schema.dropIndex(index).execute();
  }
}
