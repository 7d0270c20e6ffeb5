import type { Kysely } from 'kysely';

// People deleted before a deletion set the exit date kept none, so their records could never be
// erased nor their working time reach its retention. They get the day of their deletion (in UTC:
// a migration does not know the workspace's zone), or their entry date when that is later.
export async function up(db: Kysely<any>): Promise<void> {
  const deleted = (await db
    .selectFrom('employees')
    .select(['id', 'deleted_at', 'entry_date'])
    .where('deleted_at', 'is not', null)
    .where('exit_date', 'is', null)
    .execute()) as Array<{ id: string; deleted_at: string | Date; entry_date: string | Date | null }>;
  const dayOf = (value: string | Date) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : new Date(value).toISOString().slice(0, 10));
  for (const row of deleted) {
    const day = dayOf(row.deleted_at);
    const entry = row.entry_date === null ? null : dayOf(row.entry_date);
    await db.updateTable('employees').set({ exit_date: entry !== null && entry > day ? entry : day }).where('id', '=', row.id).execute();
  }
}

// Which exit dates this set is not recorded; they stay.
export async function down(): Promise<void> {}
