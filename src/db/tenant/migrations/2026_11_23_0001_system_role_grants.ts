import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

/**
 * Which permission each system role has been given from the code's list. Reconciliation grants
 * a system role only what is not recorded here yet, so a permission added to the code reaches
 * every tenant once, while one an administrator later took away stays away.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('system_role_grants')
    .addColumn('role_id', t.id, (c) => c.notNull().references('roles.id'))
    .addColumn('permission', t.text, (c) => c.notNull())
    .addColumn('granted_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('system_role_grants_pk', ['role_id', 'permission'])
    .execute();

  // What the system roles hold today was granted already: recording it keeps every earlier
  // adjustment an administrator made.
  const roles: { id: string; permissions: unknown }[] = await db
    .selectFrom('roles')
    .select(['id', 'permissions'])
    .where('system_key', 'is not', null)
    .execute();
  const now = new Date().toISOString();
  const grants = roles.flatMap((role) => {
    const permissions = (typeof role.permissions === 'string' ? JSON.parse(role.permissions) : role.permissions) as string[];
    return permissions.map((permission) => ({ role_id: role.id, permission, granted_at: now }));
  });
  if (grants.length) await db.insertInto('system_role_grants').values(grants).execute();
}
