import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

/**
 * A tenant being moved to another PostgreSQL server names the target here. While it is set,
 * every instance answers the tenant's requests with 503, so no write lands in the old database
 * after it was copied; a move that was interrupted is found (and cleaned up) by the next one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('tenants').addColumn('moving_to', t.text).execute();
}
