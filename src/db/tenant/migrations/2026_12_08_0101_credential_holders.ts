import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { uuidv7 } from '../../../platform/ids.js';
import { columnTypes } from '../../portable.js';

/**
 * Who held a badge or an NFC tag when: a terminal that buffered events while offline sends them
 * with the time they happened, and a badge handed to someone else in between must not book them
 * on its new holder. A credential is kept as its SHA-256, as terminal codes and tokens are: the
 * history outlives the person's erasure, and only a terminal presenting it needs to find it.
 *
 * Every badge and tag held now starts a holding: a badge when its holder was created (when it was
 * handed over is not known), a tag when it was registered. Deleted people hold none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('credential_holders')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('kind', t.text, (c) => c.notNull())
    .addColumn('credential_hash', t.text, (c) => c.notNull())
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('valid_from', t.timestamp, (c) => c.notNull())
    .addColumn('valid_until', t.timestamp)
    .execute();
  await db.schema.createIndex('credential_holders_credential').on('credential_holders').columns(['kind', 'credential_hash', 'valid_from']).execute();
  await db.schema.createIndex('credential_holders_employee').on('credential_holders').columns(['employee_id', 'kind']).execute();

  const hash = (value: string) => createHash('sha256').update(value).digest('hex');
  const badges = await db.selectFrom('employees').select(['id', 'badge', 'created_at']).where('badge', 'is not', null).where('deleted_at', 'is', null).execute();
  const tags = await db
    .selectFrom('nfc_tags')
    .innerJoin('employees', 'employees.id', 'nfc_tags.employee_id')
    .select(['nfc_tags.employee_id', 'nfc_tags.uid', 'nfc_tags.created_at'])
    .where('employees.deleted_at', 'is', null)
    .execute();
  const holdings = [
    ...badges.map((row) => ({ kind: 'badge', value: row.badge as string, employee_id: row.id, valid_from: row.created_at })),
    ...tags.map((row) => ({ kind: 'nfc_uid', value: row.uid as string, employee_id: row.employee_id, valid_from: row.created_at })),
  ];
  for (let start = 0; start < holdings.length; start += 200) {
    const rows = holdings.slice(start, start + 200).map(({ kind, value, employee_id, valid_from }) => ({
      id: uuidv7(),
      kind,
      credential_hash: hash(value),
      employee_id,
      valid_from: typeof valid_from === 'string' ? valid_from : new Date(valid_from).toISOString(),
      valid_until: null,
    }));
    await db.insertInto('credential_holders').values(rows).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credential_holders').execute();
}
