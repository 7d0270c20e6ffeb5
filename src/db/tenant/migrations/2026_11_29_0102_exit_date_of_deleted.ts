import type { Kysely } from 'kysely';

// People deleted before a deletion set the exit date kept none, so their records could never be
// erased nor their working time reach its retention. They get the day of their deletion (in UTC:
// a migration does not know the workspace's zone).
export async function up(db: Kysely<any>): Promise<void> {
  const deleted = (await db.selectFrom('employees').select(['id', 'deleted_at']).where('deleted_at', 'is not', null).where('exit_date', 'is', null).execute()) as Array<{
    id: string;
    deleted_at: string | Date;
  }>;
  for (const row of deleted) {
    const day = new Date(row.deleted_at).toISOString().slice(0, 10);
    await db.updateTable('employees').set({ exit_date: day }).where('id', '=', row.id).execute();
  }
}

// Which exit dates this set is not recorded; they stay.
export async function down(): Promise<void> {}
