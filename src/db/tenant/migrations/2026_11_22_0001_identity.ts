import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';
import { SYSTEM_ROLES } from '../../../platform/access/system-roles.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('departments')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('description', t.text)
    .addColumn('parent_id', t.id, (c) => c.references('departments.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('departments_parent_id').on('departments').column('parent_id').execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull().unique())
    .addColumn('system_key', t.text, (c) => c.unique())
    .addColumn('description', t.text)
    .addColumn('permissions', t.json, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('employees')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('code', t.text, (c) => c.notNull().unique())
    .addColumn('first_name', t.text, (c) => c.notNull())
    .addColumn('last_name', t.text, (c) => c.notNull())
    .addColumn('email', t.text)
    .addColumn('role_id', t.id, (c) => c.notNull().references('roles.id'))
    .addColumn('department_id', t.id, (c) => c.references('departments.id'))
    .addColumn('location_id', t.id)
    .addColumn('birth_date', t.date)
    .addColumn('entry_date', t.date)
    .addColumn('exit_date', t.date)
    .addColumn('badge', t.text, (c) => c.unique())
    .addColumn('pin_hash', t.text)
    .addColumn('weekly_target_ms', t.bigint)
    .addColumn('password_hash', t.text)
    .addColumn('deleted_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('employees_department_id').on('employees').column('department_id').execute();
  await db.schema.createIndex('employees_role_id').on('employees').column('role_id').execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('token_hash', t.text, (c) => c.notNull().unique())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('revoked_at', t.timestamp)
    .addColumn('client_ip', t.text)
    .addColumn('user_agent', t.text)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_tokens_employee_id').on('access_tokens').column('employee_id').execute();

  const now = new Date().toISOString();
  await db
    .insertInto('roles')
    .values(
      SYSTEM_ROLES.map((role) => ({
        id: role.id,
        name: role.name,
        system_key: role.key,
        description: role.description,
        permissions: JSON.stringify(role.permissions),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['access_tokens', 'employees', 'roles', 'departments']) await db.schema.dropTable(table).execute();
}
